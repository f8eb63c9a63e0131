import { errorFields, logger } from '../common/logger';
import { DomainError } from '@shared/errors';
import { respondentLocaleOr } from '@shared/i18n/locale-schema';
import { INVITE_RESEND_INTERVAL_MS } from '@shared/constants/limits';
import { isTemporaryEmail } from '@shared/respondents/invitation';
import type { AssessmentItem } from '../assessments';
import { sendMail } from '../adapters/mail';
import { brandingOf } from '../teams';
import type { AuditRequest } from '../db/audit';
import type { RespondentItem } from '../db/entities/candidate';
import { newAccessToken } from '../common/ids';
import { webUrl } from '../common/web-url';
import { resultsEmail } from './mail/results-email';
import { dataRequestLink } from './data-request';
import { findRespondent, markResultSent } from './result-store';
import { createLinkItem } from './link-store';

/**
 * Send a completed respondent their results (spec part 1 §2 "send results"; auto-send when the assessment says
 * so): a personal feedback link (a share link at respondent level) by e-mail in their language, and the record
 * marks is_sent_result. A second send within a minute (double click, a retry) sends nothing more.
 */
export async function sendResults(
  respondent: RespondentItem,
  assessment: AssessmentItem,
  now: Date,
  by: string,
  /** Who the audit log names: the user's sub, or 'auto'; and their request. */
  audit: { actor: string; request?: AuditRequest } = { actor: by },
): Promise<boolean> {
  if (respondent.status !== 'COMPLETED' && respondent.status !== 'RECOMPUTE')
    throw new DomainError('RESULTS_NOT_READY');
  if (isTemporaryEmail(respondent.email)) throw new DomainError('NO_EMAIL_FOR_RESULTS');
  if (respondent.credit_held) throw new DomainError('RESULT_HELD');
  const last = Date.parse(respondent.sent_result_at ?? '') || 0;
  if (now.getTime() - last < INVITE_RESEND_INTERVAL_MS) return false;
  if (!(await markResultSent(respondent, now))) return false;
  const ref = respondent.ref ?? respondent.id;
  const link = await createLinkItem(
    'shareLink',
    {
      token: newAccessToken(),
      form_id: assessment.id,
      emailKey: respondent.emailKey,
      ref,
      role: 'respondent',
      created_by: by,
      created_at: now.toISOString(),
    },
    {
      teamId: assessment.team_id,
      action: 'share_link_created',
      actor: audit.actor,
      target: { type: 'respondent', id: ref },
      formId: assessment.id,
      ref,
      detail: 'respondent',
      request: audit.request,
      now,
    },
  );
  const name = respondent.displayName || respondent.firstname || respondent.email;
  await sendMail(
    await resultsEmail({
      to: respondent.email,
      name,
      formName: assessment.form_name,
      link: `${webUrl()}/assessment-results?share=${link.token}`,
      locale: respondentLocaleOr(respondent.lang),
      branding: await brandingOf(assessment),
      dataLink: await dataRequestLink(respondent),
    }),
  );
  return true;
}

/** After a completion: results go out by themselves where the assessment says so; a failure is logged, never lost work. */
export async function autoSendResults(
  respondent: RespondentItem,
  assessment: AssessmentItem,
  now: Date,
): Promise<void> {
  if (!assessment.auto_send_result || isTemporaryEmail(respondent.email)) return;
  try {
    const fresh = await findRespondent(respondent.form_id, respondent.emailKey);
    // A held result is sent by hand once a credit has paid for it.
    if (fresh && !fresh.credit_held) await sendResults(fresh, assessment, now, 'auto');
  } catch (error) {
    logger.error('auto-send results failed', { form_id: respondent.form_id, error: errorFields(error) });
  }
}
