import { DomainError } from '@shared/errors';
import type { AiSetupProgress, AssessmentDetail } from '@shared/routes';
import type { AiProvider } from '../adapters/ai';
import type { UserItem } from '../accounts';
import { RACE_LOST, nextUpdatedAt, retryOnRace } from '../common/conditional';
import { spendAiRun } from '../credits';
import { assertCreator, loadVisibleAssessment, toDetail, type AssessmentItem } from './repo';
import { patchAssessmentUnlessChanged } from './assessment-store';
import {
  aiSetupFields,
  finalProgress,
  generateAiSetup,
  handMadeSections,
  setupInputs,
  type AiSetupSummary,
} from './ai-setup';

export interface SetUpDraftOptions {
  user: UserItem;
  templateId: string;
  now: Date;
  provider?: AiProvider;
  onProgress?: (progress: AiSetupProgress) => void;
  /** The client address, for the address's AI budget. */
  sourceIp?: string;
}

/** Assisted setup is part of building a draft (spec part 1 §2 wizard); a published assessment is edited by hand. */
function assertDraft(t: AssessmentItem): void {
  if (t.status !== 'draft') throw new DomainError('INVALID_STATUS_TRANSITION', { from: t.status });
}

/**
 * "Set up with AI" on a draft (creator only, like saving a section): the AI picks the sections for the role and fills
 * values alignment, culture profile and acceptable behaviours, stored as Pending Review (spec part 1 §2, §4). Checks
 * permission before anything is generated, so a refusal is an ordinary error. The write is conditional on the draft
 * as read and applied again to a fresh read after a concurrent change, never filling over a section set up by hand.
 */
export async function setUpDraftWithAi({
  user,
  templateId,
  now,
  provider,
  onProgress,
  sourceIp,
}: SetUpDraftOptions): Promise<AiSetupSummary & { template: AssessmentDetail }> {
  let assessment = await loadVisibleAssessment(templateId, user);
  assertCreator(assessment, user);
  assertDraft(assessment);
  // Four model calls a run, free: counted against the AI's daily budgets first (docs/abuse.md "AI").
  await spendAiRun('setup', { email: user.email, sourceIp: sourceIp ?? '' }, now);
  const { inputs, language, scope } = setupInputs(user, assessment);
  const generated = await generateAiSetup({
    inputs,
    language,
    scope,
    now,
    skip: handMadeSections(assessment),
    ...(provider ? { provider } : {}),
    ...(onProgress ? { onProgress } : {}),
  });

  return retryOnRace(async (attempt) => {
    if (attempt > 0) {
      assessment = await loadVisibleAssessment(templateId, user);
      assertCreator(assessment, user);
      assertDraft(assessment);
    }
    const { fields, summary } = aiSetupFields(assessment, generated, now.toISOString());
    const written = await patchAssessmentUnlessChanged(
      assessment,
      { ...fields, updated_at: nextUpdatedAt(assessment.updated_at, now), updated_by: user.email },
      { status: 'draft' },
    );
    if (written === RACE_LOST) return RACE_LOST;
    onProgress?.(finalProgress(1));
    const detail = await toDetail(written);
    onProgress?.(finalProgress(2));
    onProgress?.(finalProgress(3));
    return { ...summary, template: detail };
  });
}
