import { DomainError } from '@shared/errors';
import { defineHandler } from '../../http/handler-factory';
import { db } from '../../db/service';
import { confirmEmail } from '../email-proof';

/** /confirm-canditate: the e-mailed link proves the inbox; the respondent continues with their new token. */
export const confirmRespondentEmail = defineHandler('confirmRespondentEmail', async ({ body, now }) => {
  const candidate = await confirmEmail(body.ref, body.code, now);
  const { data: template } = await db().entities.template.get({ id: candidate.form_id }).go();
  if (!template?.publicCode || template.deleted) throw new DomainError('CONFIRM_LINK_INVALID');
  return { code: template.publicCode, token: candidate.accessToken };
});
