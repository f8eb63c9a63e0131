import { emailKey } from '@shared/accounts/email';
import { COMPLETION_MAILS_PER_DAY, DIGEST_MAX_ASSESSMENTS } from '@shared/accounts/notifications';
import type { AssessmentItem } from '../assessments';
import { completionMailChoice, completionMailSettings } from '../accounts';
import { sendMail } from '../adapters/mail';
import { withinDailyCap } from '../common/daily-cap';
import { errorFields, logger } from '../common/logger';
import { webUrl } from '../common/web-url';
import type { RespondentItem } from '../db/entities/candidate';
import { completionEmail } from './mail/completion-email';
import { digestEmail } from './mail/digest-email';
import {
  addToDigest,
  claimDueDigest,
  claimNotice,
  dueDigests,
  dueNotices,
  formNames,
  noticeSubjects,
  queueNotice,
  releaseDigest,
  releaseNotice,
} from './completion-digest-store';

const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/**
 * After a completion is written (Finish or the sweep), its owner hears of it as they chose in My account
 * (shared/src/accounts/notifications.ts): nothing when off or when the assessment is switched off; a single e-mail
 * while the day's budget of them lasts; otherwise a line in the day's digest. Finish only records which: one user
 * read, one counter and one write, no rendering and no sending (the next sweep run sends, `sendDueCompletionMail`).
 * It never throws: a failure is logged, and the candidate's submit stands (docs/abuse.md "Completion e-mails").
 */
export async function noticeCompletion(candidate: RespondentItem, template: AssessmentItem, now: Date): Promise<void> {
  try {
    const owner = await completionMailChoice(template.creator);
    if (!owner || owner.mode === 'off' || owner.muted.includes(template.id)) return;
    const ownerKey = emailKey(owner.email);
    if (owner.mode === 'each' && (await withinDailyCap(`completion-mail#${ownerKey}`, COMPLETION_MAILS_PER_DAY, now)))
      await queueNotice({ ownerKey, email: owner.email, formId: template.id, respondentKey: candidate.emailKey, now });
    else await addToDigest({ ownerKey, email: owner.email, day: dayOf(now), formId: template.id, now });
  } catch (error) {
    logger.error('completion e-mail not recorded', { form_id: template.id, error: errorFields(error) });
  }
}

/** Work per sweep run for each kind; the next run (a minute later on AWS) takes the rest. */
export const NOTICE_BATCH = 25;

/**
 * The sweep's round over the completion e-mails: the single ones waiting, then the digests whose day is over.
 * Returns how many e-mails went out.
 */
export async function sendDueCompletionMail(now: Date): Promise<number> {
  return (await sendDueNotices(now)) + (await sendDueDigests(now));
}

/**
 * Each waiting single e-mail is taken out of the sweep's index before it is sent (a conditional write), so it goes
 * out once even when runs overlap or retry; a failed send puts it back for the next run. The owner's choice is read
 * again: one who turned the e-mails off since gets nothing.
 */
async function sendDueNotices(now: Date): Promise<number> {
  let sent = 0;
  for (const notice of await dueNotices(now, NOTICE_BATCH)) {
    const at = now.toISOString();
    if (!(await claimNotice(notice, at))) continue;
    try {
      const owner = await completionMailSettings(notice.email);
      if (!owner || owner.mode === 'off' || owner.muted.includes(notice.form_id)) continue;
      const about = await noticeSubjects(notice);
      if (!about) continue;
      const { template, respondent } = about;
      const id = respondent.ref ?? respondent.id;
      await sendMail(
        await completionEmail({
          to: owner.email,
          name: respondent.displayName || [respondent.firstname, respondent.lastname].filter(Boolean).join(' '),
          formName: template.form_name,
          link: `${webUrl()}/assessments/candidate?as_id=${encodeURIComponent(template.id)}&u_id=${encodeURIComponent(id)}`,
          unsubscribeUrl: owner.unsubscribeUrl,
          locale: owner.locale,
        }),
      );
      sent++;
    } catch (error) {
      logger.error('completion e-mail failed', { form_id: notice.form_id, error: errorFields(error) });
      await releaseNotice(notice, at);
    }
  }
  return sent;
}

/**
 * The sweep's round over digests whose day is over: each is taken out of the sweep's index before it is sent (a
 * conditional write), so a digest goes out once per account and day even when runs overlap or retry. A failed send
 * gives the digest back to the index for the next run. Returns how many were sent.
 */
async function sendDueDigests(now: Date): Promise<number> {
  let sent = 0;
  for (const digest of await dueDigests(now, NOTICE_BATCH)) {
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
