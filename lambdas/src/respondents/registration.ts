import { DomainError } from '@shared/errors';
import { emailKey } from '@shared/accounts/email';
import { isTemporaryEmail, temporaryEmail } from '@shared/respondents/invitation';
import { offeredLocales, pickRespondentLocale, type RespondentLocale } from '@shared/i18n/respondent-locale';
import { respondentLocaleOr } from '@shared/i18n/locale-schema';
import {
  RESUME_LINK_MAIL_INTERVAL_MS,
  RESUME_MAILS_PER_ASSESSMENT_PER_DAY,
  RESUME_MAILS_PER_RECIPIENT_PER_DAY,
} from '@shared/constants/limits';
import { inboxLink } from './email-proof';
import { dataRequestLink } from '../results';
import { sendMail } from '../adapters/mail';
import { resumeEmail } from './mail/resume-email';
import { withinDailyCap } from '../common/daily-cap';
import { assessmentOfLink } from './public-link';
import type { RespondentItem } from './repo';
import { createRespondent, findRespondent, markResumeSent } from './respondent-store';

/**
 * Registration on a public link. One record per template and e-mail (id = formId-emailKey): the record
 * and the template's candidate count are written in one transaction, so a double click or a retry
 * neither duplicates the respondent nor counts them twice. The access token goes back only to the
 * registration that created the record (same registration_id); anyone else typing that e-mail gets
 * nothing, and the personal link is e-mailed to the address instead.
 */
export async function registerOnLink({
  code,
  registrant,
  now,
}: {
  code: string;
  registrant: {
    email?: string;
    firstname: string;
    lastname: string;
    lang: RespondentLocale;
    send_free_stuff?: boolean;
    registration_id: string;
  };
  now: Date;
}): Promise<{ token: string | null; resume_link_sent: boolean }> {
  const assessment = await assessmentOfLink(code);
  // No e-mail: a temporary one from the name and this registration's id, so a retry lands on the same record.
  const email =
    registrant.email ||
    temporaryEmail(registrant.firstname, registrant.lastname, registrant.registration_id.slice(0, 10));
  const key = emailKey(email);
  const outcome = await createRespondent(
    assessment,
    {
      email,
      firstname: registrant.firstname,
      lastname: registrant.lastname,
      // A language the link does not offer is not kept: the first of those it offers instead.
      lang: pickRespondentLocale(offeredLocales(assessment.languages_required), [registrant.lang]),
      send_free_stuff: registrant.send_free_stuff,
      registrationId: registrant.registration_id,
    },
    now,
  );
  const data = await findRespondent(assessment.id, key);
  if (!data || data.deleted) throw new DomainError('DATA_NOT_FOUND');
  if (outcome === 'written' || data.registrationId === registrant.registration_id)
    return { token: data.accessToken, resume_link_sent: false };
  // A temporary address is never written to: a different registration simply gets nothing back.
  if (isTemporaryEmail(data.email)) return { token: null, resume_link_sent: false };
  await sendResumeLink(data, code, now);
  return { token: null, resume_link_sent: true };
}

async function sendResumeLink(respondent: RespondentItem, code: string, now: Date): Promise<void> {
  const last = respondent.resume_sent_at ? Date.parse(respondent.resume_sent_at) : 0;
  if (now.getTime() - last < RESUME_LINK_MAIL_INTERVAL_MS) return;
  // Daily caps per recipient and per assessment: a public link cannot be used to mail an address over and over.
  if (
    !(await withinDailyCap(
      `resume#${respondent.form_id}#${respondent.emailKey}`,
      RESUME_MAILS_PER_RECIPIENT_PER_DAY,
      now,
    ))
  )
    return;
  if (!(await withinDailyCap(`resume#${respondent.form_id}`, RESUME_MAILS_PER_ASSESSMENT_PER_DAY, now))) return;
  if (!(await markResumeSent(respondent, now))) return; // a concurrent request is sending it
  const link = await inboxLink(respondent, code);
  await sendMail(
    await resumeEmail(
      respondent.email,
      respondent.form_name ?? '',
      link,
      respondentLocaleOr(respondent.lang),
      await dataRequestLink(respondent),
    ),
  );
}
