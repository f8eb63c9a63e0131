import { defineHandler } from '../../http/handler-factory';
import { registerOnLink } from '../registration';

/** Registration on a public link (registration.ts): the token only for the registration that made the record. */
export const registerRespondent = defineHandler(
  'registerRespondent',
  async ({ params, body, now }) => registerOnLink({ code: params.code, registrant: body, now }),
  { status: 201 },
);
