import { DomainError } from '@shared/errors';
import { shareLinkExpiresAt } from '@shared/results/share';
import { defineHandler } from '../../http/handler-factory';
import { db } from '../../db/service';
import { loadVisibleTemplate } from '../../assessments';
import { newAccessToken } from '../../common/ids';
import type { CandidateItem } from '../../db/entities/candidate';
import { loadCandidateOf } from '../repo';

type LinkItem = {
  token: string;
  role: 'candidate' | 'manager' | 'respondent';
  created_by: string;
  created_at: string;
  revoked_at?: string | undefined;
};
/** The respondent's own feedback links are listed as candidate level (what they show is less still). */
const view = (l: LinkItem) => ({
  token: l.token,
  role: l.role === 'manager' ? ('manager' as const) : ('candidate' as const),
  created_by: l.created_by,
  created_at: l.created_at,
  expires_at: shareLinkExpiresAt(l.created_at),
  revoked_at: l.revoked_at ?? null,
});
const refOf = (c: CandidateItem) => c.ref ?? c.id;

/**
 * Anyone who sees the assessment may share its results; the link carries its own viewing level, opens for
 * SHARE_LINK_TTL_DAYS, and only while its maker may still see the assessment (get-shared-result.ts).
 */
export const createShareLink = defineHandler(
  'createShareLink',
  async ({ params, body, now, user }) => {
    const template = await loadVisibleTemplate(params.id, user);
    const candidate = await loadCandidateOf(template, params.candidateId);
    if (candidate.credit_held) throw new DomainError('RESULT_HELD');
    const { data } = await db()
      .entities.shareLink.create({
        token: newAccessToken(),
        form_id: template.id,
        emailKey: candidate.emailKey,
        ref: refOf(candidate),
        role: body.role,
        created_by: user.email,
        created_at: now.toISOString(),
      })
      .go();
    return view(data);
  },
  { status: 201 },
);

export const listShareLinks = defineHandler('listShareLinks', async ({ params, user }) => {
  const template = await loadVisibleTemplate(params.id, user);
  const candidate = await loadCandidateOf(template, params.candidateId);
  const { data } = await db()
    .entities.shareLink.query.byRespondent({ ref: refOf(candidate) })
    .go({ order: 'desc', pages: 'all' });
  return { items: data.filter((l) => l.form_id === template.id).map(view) };
});

/** Revoked links open nothing from then on; revoking twice is fine. */
export const revokeShareLink = defineHandler('revokeShareLink', async ({ params, now, user }) => {
  const template = await loadVisibleTemplate(params.id, user);
  const candidate = await loadCandidateOf(template, params.candidateId);
  const { data: link } = await db().entities.shareLink.get({ token: params.token }).go({ consistent: true });
  if (!link || link.form_id !== template.id || link.emailKey !== candidate.emailKey)
    throw new DomainError('DATA_NOT_FOUND');
  if (!link.revoked_at)
    await db()
      .entities.shareLink.patch({ token: link.token })
      .set({ revoked_at: now.toISOString(), revoked_by: user.email })
      .go();
  return { ok: true as const };
});
