import { emailKey } from '@shared/accounts/email';
import { DomainError } from '@shared/errors';
import { isActiveMember, isTeamAdmin } from '@shared/teams/members';
import { domainTeam, loadPayingTeam } from './payer-store';
import type { CreditBalanceOwner } from './credit-balance-store';

/**
 * Who may add credits to a team's quota (buy for it, redeem a coupon for it): its owner or an admin (spec part 1 §6,
 * admins manage the team; the owner pays for it). A member reads 'Forbidden'; anyone else cannot find the team.
 */
export async function teamBuyer(teamId: string, email: string): Promise<{ teamId: string; owner: CreditBalanceOwner }> {
  const team = await memberTeam(teamId, email);
  const isOwner = emailKey(team.owner) === emailKey(email);
  if (!isOwner && !isTeamAdmin(domainTeam(team), email)) throw new DomainError('FORBIDDEN');
  return { teamId: team.teamId, owner: { kind: 'team', teamId: team.teamId, ownerEmail: team.owner } };
}

/** A team's quota as its active members see it; anyone else cannot find the team. */
export async function teamReader(teamId: string, email: string): Promise<CreditBalanceOwner> {
  const team = await memberTeam(teamId, email);
  return { kind: 'team', teamId: team.teamId, ownerEmail: team.owner };
}

async function memberTeam(teamId: string, email: string) {
  const team = await loadPayingTeam(teamId);
  if (!team || team.personal || team.deleted || !isActiveMember(domainTeam(team), email))
    throw new DomainError('TEAM_NOT_FOUND');
  return team;
}

/** A team's quota as a recipient of credits (the webhook, later): the team as it is stored, or as named if gone. */
export async function teamRecipient(teamId: string, fallbackOwner: string): Promise<CreditBalanceOwner> {
  const team = await loadPayingTeam(teamId);
  return { kind: 'team', teamId, ownerEmail: team?.owner ?? fallbackOwner };
}
