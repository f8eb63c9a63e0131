import { defineHandler } from '../../http/handler-factory';
import { listResultShareLinks, revokeResultShareLink, shareResult } from '../share-links';

/**
 * Anyone who sees the assessment may share its results; the link carries its own viewing level, opens for
 * SHARE_LINK_TTL_DAYS, and only while its maker may still see the assessment (share-links.ts, shared-result.ts).
 */
export const createShareLink = defineHandler(
  'createShareLink',
  async ({ params, body, now, user, sourceIp, userAgent }) =>
    shareResult({
      formId: params.id,
      candidateId: params.candidateId,
      role: body.role,
      user,
      request: { sourceIp, userAgent },
      now,
    }),
  { status: 201 },
);

export const listShareLinks = defineHandler('listShareLinks', async ({ params, user }) =>
  listResultShareLinks({ formId: params.id, candidateId: params.candidateId, user }),
);

/** Revoked links open nothing from then on; revoking twice is fine. */
export const revokeShareLink = defineHandler('revokeShareLink', async ({ params, now, user, sourceIp, userAgent }) =>
  revokeResultShareLink({
    formId: params.id,
    candidateId: params.candidateId,
    token: params.token,
    user,
    request: { sourceIp, userAgent },
    now,
  }),
);
