import { DomainError } from '@shared/errors';
import { emailKey } from '@shared/accounts/email';
import { ZLocale } from '@shared/i18n/locale';
import { RESUME_LINK_MAIL_INTERVAL_MS } from '@shared/constants/limits';
import { candidateAssessmentId } from '@shared/respondents/invitation';
import { defineHandler } from '../../http/handler-factory';
import { db } from '../../db/service';
import { transactWrite } from '../../db/transact';
import { isConditionFailure } from '../../shared/conditional';
import { newAccessToken } from '../../shared/ids';
import { sendMail } from '../../adapters/mail';
import { resumeEmail } from '../mail/resume-email';
import { templateOfLink } from '../public-link';
import type { CandidateItem } from '../repo';

/**
 * Registration on a public link. One record per template and e-mail (id = formId-emailKey): the record
 * and the template's candidate count are written in one transaction, so a double click or a retry
 * neither duplicates the respondent nor counts them twice. The access token goes back only to the
 * registration that created the record (same registration_id); anyone else typing that e-mail gets
 * nothing, and the personal link is e-mailed to the address instead.
 */
export const registerRespondent = defineHandler('registerRespondent', async ({ params, body, now }) => {
  const template = await templateOfLink(params.code);
  const key = emailKey(body.email);
  const at = now.toISOString();
  const outcome = await transactWrite(() =>
    db()
      .transaction.write(({ candidate, template: t }) => [
        candidate
          .create({
            form_id: template.id,
            emailKey: key,
            id: candidateAssessmentId(template.id, body.email),
            accessToken: newAccessToken(),
            registrationId: body.registration_id,
            email: body.email,
            form_name: template.form_name,
            firstname: body.firstname,
            lastname: body.lastname,
            displayName: `${body.firstname} ${body.lastname}`.trim(),
            creator: template.creator,
            team_id: template.team_id,
            status: 'INVITED',
            lang: body.lang,
            send_free_stuff: body.send_free_stuff,
            invited_at: at,
            created_at: at,
            updated_at: at,
          })
          .commit(),
        t.patch({ id: template.id }).add({ candidate_total: 1, invited_total: 1 }).set({ last_activity_at: at }).commit(),
      ])
      .go(),
  );
  const { data } = await db().entities.candidate.get({ form_id: template.id, emailKey: key }).go({ consistent: true });
  if (!data || data.deleted) throw new DomainError('DATA_NOT_FOUND');
  if (outcome === 'written' || data.registrationId === body.registration_id) return { token: data.accessToken, resume_link_sent: false };
  await sendResumeLink(data, params.code, now);
  return { token: null, resume_link_sent: true };
}, { status: 201 });

async function sendResumeLink(candidate: CandidateItem, code: string, now: Date): Promise<void> {
  const last = candidate.resume_sent_at ? Date.parse(candidate.resume_sent_at) : 0;
  if (now.getTime() - last < RESUME_LINK_MAIL_INTERVAL_MS) return;
  try {
    await db()
      .entities.candidate.patch({ form_id: candidate.form_id, emailKey: candidate.emailKey })
      .set({ resume_sent_at: now.toISOString() })
      .where((a, op) => (candidate.resume_sent_at ? op.eq(a.resume_sent_at, candidate.resume_sent_at) : op.notExists(a.resume_sent_at)))
      .go();
  } catch (err) {
    if (isConditionFailure(err)) return; // a concurrent request is sending it
    throw err;
  }
  const web = process.env.WEB_URL ?? process.env.ALLOWED_ORIGIN ?? '';
  const link = `${web}/assessment-test/${encodeURIComponent(code)}/${candidate.accessToken}`;
  await sendMail(resumeEmail(candidate.email, candidate.form_name ?? '', link, ZLocale.catch('en').parse(candidate.lang)));
}
