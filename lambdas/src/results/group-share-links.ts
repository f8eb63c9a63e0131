import { DomainError } from '@shared/errors';
import { canManageGroupLinks, groupLinkExpiresAt } from '@shared/results/group-share';
import type { UserItem } from '../accounts';
import { loadVisibleAssessment, type AssessmentItem } from '../assessments';
import { newAccessToken } from '../common/ids';
import type { AuditEventInput, AuditRequest } from '../db/audit';
import { domainTeam, loadTeam } from '../teams';
import { findGroupShareLink, groupShareLinksOf, type GroupShareLinkItem } from './group-share-link-store';
import { createLinkItem, writeLinkRevoked } from './link-store';

const view = (l: GroupShareLinkItem) => ({
  token: l.token,
  role: l.role,
  created_by: l.created_by,
  created_at: l.created_at,
  expires_at: l.expires_at,
  revoked_at: l.revoked_at ?? null,
});

/** A group link's audit event: the assessment and the link's level, never its token (a key to the results). */
function groupLinkEvent(
  action: 'group_share_link_created' | 'group_share_link_revoked',
  assessment: AssessmentItem,
  role: string,
  user: UserItem,
  request: AuditRequest,
  now: Date,
): AuditEventInput {
  const target = { type: 'assessment' as const, id: assessment.id };
  return {
    teamId: assessment.team_id,
    action,
    actor: user.sub,
    target,
    formId: assessment.id,
    detail: role,
    request,
    now,
  };
}

/** A group link's view as the employer's list shows it. */
export type GroupShareLinkView = ReturnType<typeof view>;

/** Whether the user may make and revoke the assessment's group links (shared/src/results/group-share.ts). */
async function mayManage(assessment: AssessmentItem, user: UserItem): Promise<boolean> {
  const team = await loadTeam(assessment.team_id);
  const holding = team && !team.deleted ? domainTeam(team) : null;
  return canManageGroupLinks(user.email, assessment, holding);
}

/** The assessment the user sees and may share the group results of; a plain member is refused ('Forbidden'). */
async function manageableAssessment(formId: string, user: UserItem): Promise<AssessmentItem> {
  const assessment = await loadVisibleAssessment(formId, user);
  if (!(await mayManage(assessment, user))) throw new DomainError('FORBIDDEN');
  return assessment;
}

/**
 * A group results link (spec part 1 §2, §6): the assessment's group page and its completed respondents' results at
 * one viewing level, for `days` days; made by the assessment's creator or an admin of its team.
 */
export async function shareGroupResults({
  formId,
  role,
  days,
  user,
  request,
  now,
}: {
  formId: string;
  role: 'candidate' | 'manager';
  days: number;
  user: UserItem;
  request: AuditRequest;
  now: Date;
}): Promise<GroupShareLinkView> {
  const assessment = await manageableAssessment(formId, user);
  const data = await createLinkItem(
    'groupShareLink',
    {
      token: newAccessToken(),
      form_id: assessment.id,
      role,
      created_by: user.email,
      created_at: now.toISOString(),
      expires_at: groupLinkExpiresAt(now, days),
    },
    groupLinkEvent('group_share_link_created', assessment, role, user, request, now),
  );
  return view(data);
}

/**
 * An assessment's group links, newest first, to those who may manage them; anyone else who sees the assessment is
 * told they may not (`can_manage` false) and shown none, since a link's token opens the group's results.
 */
export async function listGroupShareLinks({ formId, user }: { formId: string; user: UserItem }) {
  const assessment = await loadVisibleAssessment(formId, user);
  if (!(await mayManage(assessment, user))) return { can_manage: false, items: [] };
  return { can_manage: true, items: (await groupShareLinksOf(assessment.id)).map(view) };
}

/** A revoked group link opens nothing from then on; revoking twice is fine. */
export async function revokeGroupShareLink({
  formId,
  token,
  user,
  request,
  now,
}: {
  formId: string;
  token: string;
  user: UserItem;
  request: AuditRequest;
  now: Date;
}): Promise<{ ok: true }> {
  const assessment = await manageableAssessment(formId, user);
  const link = await findGroupShareLink(token);
  if (!link || link.form_id !== assessment.id) throw new DomainError('DATA_NOT_FOUND');
  if (!link.revoked_at) {
    const event = groupLinkEvent('group_share_link_revoked', assessment, link.role, user, request, now);
    await writeLinkRevoked('groupShareLink', link.token, now.toISOString(), user.email, event);
  }
  return { ok: true as const };
}
