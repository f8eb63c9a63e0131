import { mutate } from 'swr';
import type { GroupShareLinkView } from '@shared/routes';
import { api, apiKey } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';

const input = (formId: string) => ({ params: { id: formId } });

/** An assessment's group results links, and whether the signed-in user may make and revoke them. */
export function useGroupShareLinks(formId: string | null) {
  return useApi('listGroupShareLinks', formId ? input(formId) : null);
}

export async function createGroupShareLink(
  formId: string,
  role: GroupShareLinkView['role'],
  days: number,
): Promise<GroupShareLinkView> {
  const link = await api('createGroupShareLink', { ...input(formId), body: { role, expires_in_days: days } });
  await mutate(apiKey('listGroupShareLinks', input(formId)));
  return link;
}

export async function revokeGroupShareLink(formId: string, token: string): Promise<void> {
  await api('revokeGroupShareLink', { params: { id: formId, token } });
  await mutate(apiKey('listGroupShareLinks', input(formId)));
}

const base = (origin: string) => origin.replace(/\/+$/, '');

/** The public group page of a group link (spec part 1 §2 "/assessment-group-analytics (public)"). */
export const sharedGroupPath = (token: string) =>
  `/assessment-group-analytics/shared?share=${encodeURIComponent(token)}`;
export const sharedGroupUrl = (origin: string, token: string) => `${base(origin)}${sharedGroupPath(token)}`;

/** A respondent's result opened from a group link: the result page, with the group link as its credential. */
export const sharedGroupResultPath = (token: string, respondentId: string) =>
  `/assessment-results?group=${encodeURIComponent(token)}&respondent=${encodeURIComponent(respondentId)}`;
