import { emailKey } from '@shared/accounts/email';
import { COMPLETION_MAILS_PER_DAY, DIGEST_MAX_ASSESSMENTS } from '@shared/accounts/notifications';
import type { AssessmentItem } from '../assessments';
import { completionMailSettings } from '../accounts';
import { sendMail } from '../adapters/mail';
import { withinDailyCap } from '../common/daily-cap';
import { errorFields, logger } from '../common/logger';
import { webUrl } from '../common/web-url';
import type { RespondentItem } from '../db/entities/candidate';
import { completionEmail } from './mail/completion-email';
import { digestEmail } from './mail/digest-email';
import { addToDigest, claimDueDigest, dueDigests, formNames, releaseDigest } from './completion-digest-store';

const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/**
 * After a completion is written (Finish or the sweep), its owner hears of it as they chose in My account
 * (shared/src/accounts/notifications.ts): nothing when off or when the assessment is switched off; a single e-mail
 * while the day's budget of them lasts; otherwise a line in the day's digest. It runs after the write and never
 * throws: a failure is logged, and the candidate's submit stands (docs/abuse.md "Completion e-mails").
 */
export async function noticeCompletion(candidate: RespondentItem, template: AssessmentItem, now: Date): Promise<void> {
  try {
    const owner = await completionMailSettings(template.creator);
    if (!owner || owner.mode === 'off' || owner.muted.includes(template.id)) return;
    const ownerKey = emailKey(owner.email);
    if (owner.mode === 'each' && (await withinDailyCap(`completion-mail#${ownerKey}`, COMPLETION_MAILS_PER_DAY, now))) {
      const id = candidate.ref ?? candidate.id;
      await sendMail(
        await completionEmail({
          to: owner.email,
          name: candidate.displayName || [candidate.firstname, candidate.lastname].filter(Boolean).join(' '),
          formName: template.form_name,
          link: `${webUrl()}/assessments/candidate?as_id=${encodeURIComponent(template.id)}&u_id=${encodeURIComponent(id)}`,
          unsubscribeUrl: owner.unsubscribeUrl,
          locale: owner.locale,
        }),
      );
      return;
    }
    await addToDigest({ ownerKey, email: owner.email, day: dayOf(now), formId: template.id, now });
  } catch (error) {
    logger.error('completion e-mail failed', { form_id: template.id, error: errorFields(error) });
  }
}

/** Digests handled per sweep run; the next run takes the rest. */
export const DIGEST_BATCH = 25;

/**
 * The sweep's round over digests whose day is over: each is taken out of the sweep's index before it is sent (a
 * conditional write), so a digest goes out once per account and day even when runs overlap or retry. A failed send
 * gives the digest back to the index for the next run. Returns how many were sent.
 */
export async function sendDueDigests(now: Date): Promise<number> {
  let sent = 0;
  for (const digest of await dueDigests(now, DIGEST_BATCH)) {
    const at = now.toISOString();
    if (!(await claimDueDigest(digest, at))) continue;
    try {
      const owner = await completionMailSettings(digest.email);
      if (!owner || owner.mode === 'off') continue;
      const forms = [...(digest.forms ?? [])].filter((id) => !owner.muted.includes(id));
      if (forms.length === 0) continue;
      const names = await formNames(forms.slice(0, DIGEST_MAX_ASSESSMENTS));
      await sendMail(
        await digestEmail({
          to: owner.email,
          day: digest.day,
          count: digest.count ?? 0,
          formNames: names,
          moreForms: Math.max(0, forms.length - DIGEST_MAX_ASSESSMENTS),
          link: `${webUrl()}/assessments`,
          unsubscribeUrl: owner.unsubscribeUrl,
          locale: owner.locale,
        }),
      );
      sent++;
    } catch (error) {
      logger.error('completion digest failed', { day: digest.day, error: errorFields(error) });
      await releaseDigest(digest, at);
    }
  }
  return sent;
}
