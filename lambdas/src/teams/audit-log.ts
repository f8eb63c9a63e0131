import { DomainError } from '@shared/errors';
import { isTeamAdmin } from '@shared/teams/members';
import type { AuditLogPage } from '@shared/routes';
import type { AuditAction } from '@shared/teams/audit';
import { findUser, isPersonalTeamId, personalTeamId, type UserItem } from '../accounts';
import { auditEventsPage, toAuditEvent } from '../db/audit';
import { domainTeam } from '../db/entities/team';
import { loadMemberTeam } from './repo';

/**
 * My account → Activity (docs/privacy.md "Audit log"): the current workspace's events, newest first. A team's log is
 * read by its admins (a member is refused with 'Forbidden'); a personal workspace's by its own user. The people the
 * log may name are the workspace's members, by account id; their addresses are joined in for reading.
 */
export async function auditLogOf({
  user,
  filter,
}: {
  user: UserItem;
  filter: { action?: AuditAction; actor?: string; from?: string; to?: string; cursor?: string; limit?: number };
}): Promise<AuditLogPage> {
  const teamId = user.teamId;
  let people: { sub: string; email: string }[];
  if (isPersonalTeamId(teamId)) {
    if (teamId !== personalTeamId(user.sub)) throw new DomainError('FORBIDDEN');
    people = [{ sub: user.sub, email: user.email }];
  } else {
    const team = domainTeam(await loadMemberTeam(teamId, user.email));
    if (!isTeamAdmin(team, user.email)) throw new DomainError('FORBIDDEN');
    const accounts = await Promise.all(team.members.map((m) => findUser(m.email)));
    people = accounts.flatMap((a) => (a ? [{ sub: a.sub, email: a.email }] : []));
  }
  const emails = new Map(people.map((p) => [p.sub, p.email]));
  const page = await auditEventsPage(teamId, { ...filter, limit: filter.limit ?? 50 });
  return {
    items: page.items.map((e) => toAuditEvent(e, (sub) => emails.get(sub) ?? '')),
    cursor: page.cursor,
    actors: people,
  };
}
