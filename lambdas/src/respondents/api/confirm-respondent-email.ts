import { defineHandler } from '../../http/handler-factory';
import { confirmInboxLink } from '../email-proof';

/** /confirm-canditate: the e-mailed link proves the inbox (email-proof.ts). */
export const confirmRespondentEmail = defineHandler('confirmRespondentEmail', async ({ body, now }) =>
  confirmInboxLink({ ref: body.ref, code: body.code, now }),
);
