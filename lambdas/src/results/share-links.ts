import { DomainError } from '@shared/errors';
import { shareLinkExpiresAt } from '@shared/results/share';
import type { UserItem } from '../accounts';
import { loadVisibleAssessment } from '../assessments';
import { newAccessToken } from '../common/ids';
import type { AuditEventInput, AuditRequest } from '../db/audit';
import type { RespondentItem } from '../db/entities/candidate';
import { loadRespondentOf } from './repo';
import { createLinkItem, writeLinkRevoked } from './link-store';
import { findShareLink, shareLinksOf, type ShareLinkItem } from './share-link-store';

type LinkItem = Pick<ShareLinkItem, 'token' | 'role' | 'created_by' | 'created_at' | 'revoked_at'>;
/** The respondent's own feedback links are listed as candidate level (what they show is less still). */
const view = (l: LinkItem) => ({
  token: l.token,
  role: l.role === 'manager' ? ('manager' as const) : ('candidate' as const),
  created_by: l.created_by,
  created_at: l.created_at,
  expires_at: shareLinkExpiresAt(l.created_at),
  revoked_at: l.revoked_at ?? null,
});
const refOf = (c: RespondentItem) => c.ref ?? c.id;

function linkEvent(
  action: 'share_link_created' | 'share_link_revoked',
  teamId: string,
  formId: string,
  ref: string,
  role: string,
  user: UserItem,
  request: AuditRequest,
  now: Date,
): AuditEventInput {
  const target = { type: 'respondent' as const, id: ref };
  return { teamId, action, actor: user.sub, target, formId, ref, detail: role, request, now };
}

/** A share link's view as the employer's list shows it. */
export type ShareLinkView = ReturnType<typeof view>;

/**
 * Anyone who sees the assessment may share its results; the link carries its own viewing level, opens for
 * SHARE_LINK_TTL_DAYS, and only while its maker may still see the assessment (shared-result.ts).
 */
export async function shareResult({
  formId,
  candidateId,
  role,
  user,
  request,
  now,
}: {
  formId: string;
  candidateId: string;
  role: 'candidate' | 'manager';
  user: UserItem;
  request: AuditRequest;
  now: Date;
}): Promise<ShareLinkView> {
  const assessment = await loadVisibleAssessment(formId, user);
  const respondent = await loadRespondentOf(assessment, candidateId);
  if (respondent.credit_held) throw new DomainError('RESULT_HELD');
  const ref = refOf(respondent);
  const data = await createLinkItem(
    'shareLink',
    {
      token: newAccessToken(),
      form_id: assessment.id,
      emailKey: respondent.emailKey,
      ref,
      role,
      created_by: user.email,
      created_at: now.toISOString(),
    },
    // The link's token is a key to the result: the log names the respondent and the link's level, never the token.
    linkEvent('share_link_created', assessment.team_id, assessment.id, ref, role, user, request, now),
  );
  return view(data);
}

/** A respondent's share links on the assessment, newest first. */
export async function listResultShareLinks({
  formId,
  candidateId,
  user,
}: {
  formId: string;
  candidateId: string;
  user: UserItem;
}): Promise<{ items: ShareLinkView[] }> {
  const assessment = await loadVisibleAssessment(formId, user);
  const respondent = await loadRespondentOf(assessment, candidateId);
  const data = await shareLinksOf(refOf(respondent));
  return { items: data.filter((l) => l.form_id === assessment.id).map(view) };
}

/** Revoked links open nothing from then on; revoking twice is fine. */
export async function revokeResultShareLink({
  formId,
  candidateId,
  token,
  user,
  request,
  now,
}: {
  formId: string;
  candidateId: string;
  token: string;
  user: UserItem;
  request: AuditRequest;
  now: Date;
}): Promise<{ ok: true }> {
  const assessment = await loadVisibleAssessment(formId, user);
  const respondent = await loadRespondentOf(assessment, candidateId);
  const link = await findShareLink(token);
  if (!link || link.form_id !== assessment.id || link.emailKey !== respondent.emailKey)
    throw new DomainError('DATA_NOT_FOUND');
  if (!link.revoked_at) {
    const event = linkEvent(
      'share_link_revoked',
      assessment.team_id,
      assessment.id,
      link.ref,
      link.role,
      user,
      request,
      now,
    );
    await writeLinkRevoked('shareLink', link.token, now.toISOString(), user.email, event);
  }
  return { ok: true as const };
}
