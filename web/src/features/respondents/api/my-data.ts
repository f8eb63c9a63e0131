import type { RespondentDataCopy } from '@shared/routes';
import { api } from '../../../lib/api-client';

/** The "your data" link of a respondent's e-mails: its token is the fragment, sent in a body, never a path. */
export function readMyData(token: string): Promise<RespondentDataCopy> {
  return api('getOwnRespondentData', { body: { token } });
}

export async function eraseMyData(token: string): Promise<void> {
  await api('eraseOwnRespondentData', { body: { token, confirm: true } });
}
