import { DomainError } from '@shared/errors';
import type { GuestWork } from '../accounts';
import { moveGuestCredits } from '../credits';
import { mutateTeam } from '../teams';
import { handOverAssessment, membershipTeamIds, assessmentsCreatedBy } from './guest-work-store';
import { followAssessment } from './respondents-store';

/**
 * A verified guest's work moves to the account (accounts/guest-merge.ts): its assessments with their respondents
 * and public links, its team memberships (a guest owner's ownership too) and its credits. Every step only moves what
 * still belongs to the guest, so a retry or a concurrent request moves each thing once.
 */
export async function moveGuestWork({ guestEmail, guestKey, fromTeam, toTeam, user, now }: GuestWork): Promise<void> {
  const at = now.toISOString();
  const moveTeam = (teamId: string | undefined) => (teamId === fromTeam ? toTeam : teamId);
  const assessments = await assessmentsCreatedBy(guestEmail);
  for (const t of assessments) {
    const teamId = moveTeam(t.team_id) ?? t.team_id;
    const handedOver = await handOverAssessment(t.id, guestEmail, {
      creator: user.email,
      team_id: teamId,
      ...(t.original_team_id ? { original_team_id: moveTeam(t.original_team_id) } : {}),
      updated_at: at,
      updated_by: user.email,
    });
    if (!handedOver) continue; // moved already by a concurrent request
    await followAssessment(t, { teamId, owner: user.email }, at);
  }

  for (const teamId of await membershipTeamIds(guestKey)) {
    await mutateTeam(
      teamId,
      (team) => {
        const already = team.members.some((x) => x.email === user.email);
        const guest = team.members.find((x) => x.email === guestEmail);
        const members = team.members.flatMap((x) =>
          x.email === guestEmail
            ? already
              ? []
              : [{ ...x, email: user.email }]
            : x.email === user.email && guest?.owner
              ? [{ ...x, owner: true, role: 'admin' as const, active: true }]
              : [x],
        );
        // The owner pays for the team's completions: a guest owner's ownership moves with it, so the payer stays a member.
        const moved = (email: string) => (email === guestEmail ? user.email : email);
        return {
          ...team,
          members,
          member_emails: members.map((x) => x.email),
          owner: moved(team.owner),
          pendingOwner: moved(team.pendingOwner),
        };
      },
      now,
    ).catch((err: unknown) => {
      // A team deleted meanwhile has nothing to move.
      if (!(err instanceof DomainError && err.code === 'TEAM_NOT_FOUND')) throw err;
    });
  }

  await moveGuestCredits(guestEmail, user.email, now);
}
