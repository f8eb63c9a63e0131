import { emailKey } from '@shared/accounts/email';
import { candidateAssessmentId } from '@shared/respondents/invitation';
import type { Locale } from '@shared/i18n/locale';
import type { TemplateItem } from '../assessments';
import { db } from '../db/service';
import { transactWrite, type TransactionOutcome } from '../db/transact';
import { newAccessToken, newRef } from '../common/ids';

export interface NewRespondent {
  email: string;
  firstname: string;
  lastname: string;
  lang: Locale;
  send_free_stuff?: boolean;
  /** Public-link registration: the browser's id of this registration (see registerRespondent). */
  registrationId?: string;
  /** Invited by e-mail: the first invitation counts as sent. */
  invited?: boolean;
}

/**
 * One respondent per assessment and e-mail (id = formId-emailKey, spec part 1 §3), at INVITED, with its
 * access token and opaque ref. The record, its ref and the assessment's counts are one transaction,
 * conditional on the record not existing: a retry or a second invitation of the same address writes
 * nothing and counts nothing ('condition_failed').
 */
export function createRespondent(template: TemplateItem, r: NewRespondent, now: Date): Promise<TransactionOutcome> {
  const at = now.toISOString();
  const key = emailKey(r.email);
  const ref = newRef();
  return transactWrite(() =>
    db()
      .transaction.write(({ candidate, candidateRef, template: t }) => [
        candidate
          .create({
            form_id: template.id,
            emailKey: key,
            id: candidateAssessmentId(template.id, r.email),
            ref,
            accessToken: newAccessToken(),
            ...(r.registrationId ? { registrationId: r.registrationId } : {}),
            email: r.email,
            form_name: template.form_name,
            firstname: r.firstname,
            lastname: r.lastname,
            displayName: `${r.firstname} ${r.lastname}`.trim(),
            creator: template.creator,
            team_id: template.team_id,
            status: 'INVITED',
            lang: r.lang,
            send_free_stuff: r.send_free_stuff ?? false,
            invited_at: at,
            invite_count: r.invited ? 1 : 0,
            created_at: at,
            updated_at: at,
          })
          .commit(),
        candidateRef.create({ ref, form_id: template.id, emailKey: key }).commit(),
        t
          .patch({ id: template.id })
          .add({ candidate_total: 1, invited_total: 1 })
          .set({ last_activity_at: at })
          .commit(),
      ])
      .go(),
  );
}
