import { defineHandler } from '../../http/handler-factory';
import { listGroupShareLinks, revokeGroupShareLink, shareGroupResults } from '../group-share-links';
import { openSharedGroup, openSharedGroupResult } from '../shared-group';

/**
 * Group results links (spec part 1 §2 "/assessment-group-analytics (public)", §6): made, listed and revoked by the
 * assessment's creator or its team's admins (group-share-links.ts); opened by anyone holding one (shared-group.ts).
 */
export const createGroupShareLink = defineHandler(
  'createGroupShareLink',
  async ({ params, body, now, user, sourceIp, userAgent }) =>
    shareGroupResults({
      formId: params.id,
      role: body.role,
      days: body.expires_in_days,
      user,
      request: { sourceIp, userAgent },
      now,
    }),
  { status: 201 },
);

export const listGroupShareLinksHandler = defineHandler('listGroupShareLinks', async ({ params, user }) =>
  listGroupShareLinks({ formId: params.id, user }),
);

/** A revoked group link opens nothing from then on; revoking twice is fine. */
export const revokeGroupShareLinkHandler = defineHandler(
  'revokeGroupShareLink',
  async ({ params, now, user, sourceIp, userAgent }) =>
    revokeGroupShareLink({ formId: params.id, token: params.token, user, request: { sourceIp, userAgent }, now }),
);

/** A group page opened by its link (public: the unguessable token is the credential). */
export const getSharedGroup = defineHandler('getSharedGroup', async ({ params, now }) =>
  openSharedGroup({ token: params.token, now }),
);

/** A respondent's result opened from a group link, at the link's level. */
export const getSharedGroupResult = defineHandler('getSharedGroupResult', async ({ params, locale, now }) =>
  openSharedGroupResult({ token: params.token, candidateId: params.candidateId, locale, now }),
);
