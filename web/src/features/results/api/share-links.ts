import { mutate } from 'swr';
import type { RespondentRow, ShareLinkView } from '@shared/routes';
import { api, apiKey } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';

type Ref = Pick<RespondentRow, 'form_id' | 'id'>;
const input = (r: Ref) => ({ params: { id: r.form_id, candidateId: r.id } });

export function useShareLinks(r: Ref | null) {
  return useApi('listShareLinks', r ? input(r) : null);
}

export async function createShareLink(r: Ref, role: ShareLinkView['role']): Promise<ShareLinkView> {
  const link = await api('createShareLink', { ...input(r), body: { role } });
  await mutate(apiKey('listShareLinks', input(r)));
  return link;
}

export async function revokeShareLink(r: Ref, token: string): Promise<void> {
  await api('revokeShareLink', { params: { id: r.form_id, candidateId: r.id, token } });
  await mutate(apiKey('listShareLinks', input(r)));
}

export const sharedResultUrl = (origin: string, token: string) =>
  `${origin.replace(/\/+$/, '')}/assessment-results?share=${encodeURIComponent(token)}`;
