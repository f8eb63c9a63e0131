import { DomainError } from '@shared/errors';
import { emailKey } from '@shared/accounts/email';
import { findMember, isActiveMember, isTeamAdmin } from '@shared/teams/members';
import type { TeamDetail, TeamInvitation, TeamSummary } from '@shared/routes';
import { db } from '../db/service';
import { auditItem, type AuditEventInput } from '../db/audit';
import { domainTeam, type TeamItem } from '../db/entities/team';
import type { Team } from '@shared/teams/types';
import { transactWrite } from '../db/transact';
import { RACE_LOST, nextUpdatedAt, retryOnRace } from '../common/conditional';
import { logoUrl } from '../accounts';

export { domainTeam, type TeamItem } from '../db/entities/team';

export async function loadTeam(teamId: string): Promise<TeamItem | null> {
  const { data } = await db().entities.team.get({ teamId }).go({ consistent: true });
  return data ?? null;
}

/** A shared team the user is an active member of; anything else reads as not found. */
export async function loadMemberTeam(teamId: string, email: string): Promise<TeamItem> {
  const team = await loadTeam(teamId);
  if (!team || team.personal || team.deleted || !isActiveMember(domainTeam(team), email))
    throw new DomainError('TEAM_NOT_FOUND');
  return team;
}

/** The live shared teams an e-mail is listed in, as an active member or invited (stale index entries left out). */
export async function listedTeamsOf(email: string): Promise<TeamItem[]> {
  const { data: memberships } = await db()
    .entities.membership.query.byMember({ emailKey: emailKey(email) })
    .go({ pages: 'all' });
  if (memberships.length === 0) return [];
  const { data } = await db()
    .entities.team.get(memberships.map((m) => ({ teamId: m.teamId })))
    .go({ consistent: true });
  return data
    .filter((t) => !t.personal && !t.deleted && !!findMember(domainTeam(t), email))
    .sort((a, b) => (a.name ?? '').localeCompare(b.name ?? ''));
}

/** The shared teams an e-mail belongs to: active memberships only (an invitation not yet accepted gives nothing). */
export async function sharedTeamsOf(email: string, listed?: TeamItem[]): Promise<TeamItem[]> {
  return (listed ?? (await listedTeamsOf(email))).filter((t) => isActiveMember(domainTeam(t), email));
}

/** The invitations among listed teams waiting for the e-mail's answer (spec part 1 §5 "Teams": accept or decline). */
export function teamInvitationsIn(listed: TeamItem[], email: string): TeamInvitation[] {
  return listed.flatMap((t) => {
    const member = findMember(domainTeam(t), email);
    return member && !member.active
      ? [
          {
            id: t.teamId,
            name: t.name ?? '',
            companyName: t.companyName ?? '',
            color: t.color ?? '#1B1C1E',
            role: member.role,
          },
        ]
      : [];
  });
}

export async function toTeamSummary(
  t: TeamItem,
  email: string,
  currentTeamId: string,
  team: Team = domainTeam(t),
): Promise<TeamSummary> {
  const member = findMember(team, email);
  return {
    id: t.teamId,
    name: t.name ?? '',
    companyName: t.companyName ?? '',
    color: t.color ?? '#1B1C1E',
    logoUrl: await logoUrl(t.logoKey),
    personal: t.personal,
    role: t.personal ? 'admin' : (member?.role ?? 'member'),
    current: t.teamId === currentTeamId,
  };
}

export async function toTeamDetail(t: TeamItem, email: string, currentTeamId: string): Promise<TeamDetail> {
  const team = domainTeam(t);
  return {
    ...(await toTeamSummary(t, email, currentTeamId, team)),
    typeOfOrg: t.typeOfOrg ?? '',
    logoKey: t.logoKey ?? '',
    creator: t.creator,
    owner: team.owner,
    pendingOwner: team.pendingOwner,
    members: team.members.map((m) => ({
      email: m.email,
      role: m.role,
      owner: m.owner,
      active: m.active,
      invited: m.invited,
      created_at: m.created_at,
    })),
    isAdmin: isTeamAdmin(team, email),
  };
}

/**
 * Change a team through a shared rule and write it only if nobody changed it meanwhile (condition on
 * updatedAt); on a lost race the rule runs again on the fresh record, so two admins demoting each other
 * at once cannot both succeed: the second sees the first's result and is refused. The member index
 * (membership items) changes in the same transaction.
 */
export async function mutateTeam(
  teamId: string,
  change: (team: Team) => Team,
  now: Date,
  /** The change's audit event, written in the same transaction (none for changes the log does not record). */
  audit?: AuditEventInput,
): Promise<{ before: Team; after: Team; removed: string[] }> {
  return retryOnRace(async () => {
    const item = await loadTeam(teamId);
    if (!item || item.personal || item.deleted) throw new DomainError('TEAM_NOT_FOUND');
    const before = domainTeam(item);
    const after = change(before);
    const at = nextUpdatedAt(item.updatedAt, now);
    const added = after.member_emails.filter((e) => !before.member_emails.includes(e));
    const removed = after.deleted
      ? before.member_emails
      : before.member_emails.filter((e) => !after.member_emails.includes(e));
    const outcome = await transactWrite(() =>
      db()
        .transaction.write((entities) => {
          const { team, membership } = entities;
          return [
            team
              .patch({ teamId })
              .set({
                name: after.name,
                companyName: after.companyName,
                color: after.color,
                members: after.members,
                member_emails: after.member_emails,
                owner: after.owner,
                pendingOwner: after.pendingOwner,
                deleted: after.deleted,
                updatedAt: at,
              })
              .where((a, op) => op.eq(a.updatedAt, item.updatedAt))
              .commit(),
            ...added.map((e) => membership.put({ emailKey: emailKey(e), teamId, created_at: at }).commit()),
            ...removed.map((e) => membership.delete({ emailKey: emailKey(e), teamId }).commit()),
            ...(audit ? [auditItem(audit)(entities)] : []),
          ];
        })
        .go(),
    );
    return outcome === 'written' ? { before, after, removed } : RACE_LOST;
  });
}

/** A team read without waiting for the latest write (the account dropdown's personal workspace). */
export async function peekTeam(teamId: string): Promise<TeamItem | null> {
  const { data } = await db().entities.team.get({ teamId }).go();
  return data ?? null;
}

/** Stores a new shared team and its creator's index entry in one transaction; the team must not exist yet. */
export async function createTeamWithMember(team: Team & { logoKey: string; createdAt: string }): Promise<void> {
  const at = team.createdAt;
  await transactWrite(() =>
    db()
      .transaction.write(({ team: teams, membership }) => [
        teams
          .create({
            teamId: team.id,
            name: team.name,
            companyName: team.companyName,
            color: team.color,
            logoKey: team.logoKey,
            personal: false,
            members: team.members,
            member_emails: team.member_emails,
            creator: team.creator,
            owner: team.owner,
            createdAt: at,
            updatedAt: at,
          })
          .commit(),
        membership.put({ emailKey: emailKey(team.creator), teamId: team.id, created_at: at }).commit(),
      ])
      .go(),
  );
}

/** Sets the team's logo (its key; the upload was checked). */
export async function saveTeamLogoKey(teamId: string, logoKey: string): Promise<void> {
  await db().entities.team.patch({ teamId }).set({ logoKey }).go();
}
