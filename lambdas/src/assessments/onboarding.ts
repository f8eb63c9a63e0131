import { randomUUID } from 'node:crypto';
import { ORGANIZATION_TYPE_OPTIONS, optionLabel } from '@shared/accounts/options';
import { firstAssessmentName } from '@shared/assessments/ai-setup';
import { ONBOARDING_LEASE_MS, completeOnboarding, isLeaseStale, onboardingResultUrl } from '@shared/credits/onboarding';
import { localeOr } from '@shared/i18n/locale-schema';
import type { AiSetupProgress, OnboardingView } from '@shared/routes';
import type { AiProvider } from '../adapters/ai';
import type { UserItem } from '../accounts';
import { spendAiRun } from '../credits';
import { aiSetupFields, finalProgress, generateAiSetup, setupInputs } from './ai-setup';
import { newDraftOwner, trimDrafts } from './drafts';
import {
  claimReadyMail,
  completeOnboardingRecord,
  readOnboarding,
  releaseReadyMail,
  takeOnboardingLease,
  type OnboardingItem,
} from './onboarding-store';
import { createAssessmentIfNew, readAssessment } from './assessment-store';
import { sendMail } from '../adapters/mail';
import { errorFields, logger } from '../common/logger';
import { webUrl } from '../common/web-url';
import { firstAssessmentEmail } from './mail/first-assessment-email';

const read = (user: UserItem) => readOnboarding(user.email);

function view(item: OnboardingItem | null, now: Date): OnboardingView {
  if (!item) return { status: 'NONE', action_url: null, template_id: null, stale: false };
  const done = item.status === 'COMPLETED';
  return {
    status: item.status,
    action_url: done ? item.action_url || null : null,
    template_id: done ? item.template_id : null,
    stale: isLeaseStale({ status: item.status, lease_until: item.lease_until ?? null }, now),
  };
}

export async function onboardingOf({ user, now }: { user: UserItem; now: Date }): Promise<OnboardingView> {
  return view(await read(user), now);
}

export interface RunOnboardingOptions {
  user: UserItem;
  now: Date;
  provider?: AiProvider;
  onProgress?: (progress: AiSetupProgress) => void;
  /** The client address, for the address's AI budget. */
  sourceIp?: string;
}

/**
 * The auto-generated first assessment (spec part 1 §2 My Assessments, part 2 §4 Onboarding): the first trigger takes
 * a lease on the TODO record (a conditional write: TODO, or RUNNING with a lease run out), generates the assessment
 * for the organisation type with assisted setup, creates the draft under the record's fixed template id (a
 * conditional create) and marks the record COMPLETED with its action_url. A second trigger while the lease holds
 * changes nothing and reads RUNNING; whatever runs, at most one template is created. The run does not depend on the
 * client: if the browser leaves, it still finishes.
 */
export async function runFirstAssessment({
  user,
  now,
  provider,
  onProgress,
  sourceIp,
}: RunOnboardingOptions): Promise<OnboardingView> {
  const record = await read(user);
  if (record?.status === 'COMPLETED') await mailFirstAssessmentReady(user, record, now);
  if (!record || record.status === 'COMPLETED') return view(record, now);
  if (
    record.status === 'RUNNING' &&
    !isLeaseStale({ status: record.status, lease_until: record.lease_until ?? null }, now)
  )
    return view(record, now);
  // The same four model calls as "Set up with AI", counted against its budgets; a refusal leaves the request TODO.
  const release = await spendAiRun('setup', { email: user.email, sourceIp: sourceIp ?? '' }, now);
  const at = now.toISOString();
  const leaseId: string = randomUUID();
  const leaseUntil = new Date(now.getTime() + ONBOARDING_LEASE_MS).toISOString();
  if (!(await takeOnboardingLease(record.emailKey, leaseId, leaseUntil, at))) {
    // Another trigger runs it: this one called no model.
    await release();
    return view(await read(user), now);
  }

  const lang = localeOr(user.lang);
  const orgType = user.typeOfOrg ?? '';
  const { inputs, language, scope } = setupInputs(user, { type_of_org: orgType, role: '', objective: 'hiring' });
  const generated = await generateAiSetup({
    inputs,
    language,
    scope,
    now,
    ...(provider ? { provider } : {}),
    ...(onProgress ? { onProgress } : {}),
  });
  const { fields } = aiSetupFields({}, generated, at);
  const name = firstAssessmentName(
    orgType ? optionLabel(ORGANIZATION_TYPE_OPTIONS, orgType, lang) : user.companyName || 'My',
    lang,
  );
  // A run whose lease ran out may have created it already: the template is the same one either way.
  await createAssessmentIfNew({
    id: record.template_id,
    status: 'draft',
    form_name: name,
    objective: 'hiring',
    role: '',
    type_of_org: orgType,
    languages_required: [lang],
    ...fields,
    ...newDraftOwner(user, at),
  });
  await trimDrafts(user, now);
  onProgress?.(finalProgress(1));

  const done = completeOnboarding(
    {
      email: record.email,
      status: 'RUNNING',
      sendmail: record.sendmail ?? false,
      action_url: '',
      send_result_at: null,
    },
    record.template_id,
  );
  // Our lease may have run out and another run taken over: its completion then stands.
  await completeOnboardingRecord(record.emailKey, leaseId, done, at);
  onProgress?.(finalProgress(2));
  const completed = await read(user);
  if (completed?.status === 'COMPLETED') await mailFirstAssessmentReady(user, completed, now);
  const result = view(completed, now);
  onProgress?.(finalProgress(3));
  return result;
}

/**
 * "Your first assessment is ready" (spec part 2 §3 onboarding sendmail): once per record, by whichever run claims it
 * (`send_result_at`, onboarding-store.ts). A failure is logged and the claim given back, so a later trigger (My
 * Assessments opening again) sends it; the generated assessment stands either way.
 */
async function mailFirstAssessmentReady(user: UserItem, record: OnboardingItem, now: Date): Promise<void> {
  if (record.send_result_at) return;
  const at = now.toISOString();
  if (!(await claimReadyMail(record.emailKey, at))) return;
  try {
    const assessment = await readAssessment(record.template_id);
    await sendMail(
      await firstAssessmentEmail({
        to: record.email,
        formName: assessment?.form_name ?? '',
        link: `${webUrl()}${record.action_url || onboardingResultUrl(record.template_id)}`,
        locale: localeOr(user.lang),
      }),
    );
  } catch (error) {
    logger.error('first assessment e-mail failed', { error: errorFields(error) });
    await releaseReadyMail(record.emailKey, at);
  }
}
