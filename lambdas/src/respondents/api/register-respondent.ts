import { DomainError } from '@shared/errors';
import { emailKey } from '@shared/accounts/email';
import { candidateAssessmentId } from '@shared/respondents/invitation';
import { defineHandler } from '../../http/handler-factory';
import { db } from '../../db/service';
import { isConditionFailure } from '../../shared/conditional';
import { newAccessToken } from '../../shared/ids';
import { templateOfLink } from '../public-link';

/**
 * Registration on a public link. One record per template and e-mail (id = formId-emailKey): the record
 * and the template's candidate count are written in one transaction, so a double click or a retry
 * neither duplicates the respondent nor counts them twice; it returns the same access token.
 */
export const registerRespondent = defineHandler('registerRespondent', async ({ params, body, now }) => {
  const template = await templateOfLink(params.code);
  const key = emailKey(body.email);
  const at = now.toISOString();
  try {
    await db()
      .transaction.write(({ candidate, template: t }) => [
        candidate
          .create({
            form_id: template.id,
            emailKey: key,
            id: candidateAssessmentId(template.id, body.email),
            accessToken: newAccessToken(),
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
      .go();
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
  }
  const { data } = await db().entities.candidate.get({ form_id: template.id, emailKey: key }).go();
  if (!data || data.deleted) throw new DomainError('DATA_NOT_FOUND');
  return { token: data.accessToken };
}, { status: 201 });
