import { emailKey } from '@shared/accounts/email';
import { db } from '../db/service';
import { isConditionFailure } from '../common/conditional';
import { followTemplate } from '../respondents/repo';
import { mutateTeam } from '../teams/repo';
import { DomainError } from '@shared/errors';
import { GUEST_GRANT_MINUTES } from '@shared/accounts/guest';
import { personalTeamId } from './account-opening';
import type { UserItem } from '../db/entities/user';
import { moveGuestCredits } from '../credits/guest-credits';

/**
 * Guest to registered user (spec part 1 §4, part 2 §4): the guest's profile, assessments (with their
 * respondents and links) and team memberships move to the verified account, then the guest's records go.
 * It runs when the verified account is opened (accounts/repo.ts) or linked (completeGuestLink). Every step only
 * moves what still belongs to the guest, so a retry or a concurrent opening moves each thing once; the claim is
 * deleted last, so an interrupted move is finished by the sweep (finishGuestMerges).
 * Credits given to the guest and its credit history move too (credits/guest-credits.ts).
 */
export async function mergeGuestInto(user: UserItem, now: Date): Promise<UserItem> {
  const { data: claim } = await db().entities.guestClaim.get({ emailKey: user.emailKey }).go({ consistent: true });
  if (!claim) {
    if (user.guestMergeFrom)
      await db().entities.user.patch({ emailKey: user.emailKey }).remove(['guestMergeFrom']).go();
    return { ...user, guestMergeFrom: undefined };
  }
  const at = now.toISOString();
  const guestKey = emailKey(claim.guestEmail);
  const fromTeam = personalTeamId(claim.guestSub);
  const toTeam = personalTeamId(user.sub);
  const moveTeam = (teamId: string | undefined) => (teamId === fromTeam ? toTeam : teamId);

  const { data: guest } = await db().entities.user.get({ emailKey: guestKey }).go({ consistent: true });
  if (guest) {
    // Only what the guest filled in: a provider account keeps the names it came with.
    const filled = Object.fromEntries(
      (
        [
          'firstName',
          'lastName',
          'displayName',
          'companyName',
          'jobTitle',
          'hiresPerYear',
          'typeOfOrg',
          'logoKey',
          'lang',
        ] as const
      ).flatMap((k) => (guest[k] ? [[k, guest[k]]] : [])),
    );
    await db()
      .entities.user.patch({ emailKey: user.emailKey })
      .set({
        ...filled,
        ...(guest.color && guest.color !== '#1B1C1E' ? { color: guest.color } : {}),
        // Guests skip the sign-up steps; a verified account without a name is asked for them now.
        onboardingStep: guest.firstName ? guest.onboardingStep : user.onboardingStep === 'done' ? 'done' : 'info',
        teamId: moveTeam(guest.teamId) ?? toTeam,
        updatedAt: at,
      })
      .go();
    const { data: personal } = await db().entities.team.get({ teamId: fromTeam }).go();
    if (personal)
      await db()
        .entities.team.patch({ teamId: toTeam })
        .set({
          companyName: personal.companyName,
          color: personal.color,
          logoKey: personal.logoKey,
          typeOfOrg: personal.typeOfOrg,
          updatedAt: at,
        })
        .go();
  }

  const { data: templates } = await db()
    .entities.template.query.byCreator({ creator: claim.guestEmail })
    .go({ pages: 'all' });
  for (const t of templates) {
    const teamId = moveTeam(t.team_id) ?? t.team_id;
    try {
      await db()
        .entities.template.patch({ id: t.id })
        .set({
          creator: user.email,
          team_id: teamId,
          ...(t.original_team_id ? { original_team_id: moveTeam(t.original_team_id) } : {}),
          updated_at: at,
          updated_by: user.email,
        })
        .where((a, { eq }) => eq(a.creator, claim.guestEmail))
        .go();
    } catch (err) {
      if (!isConditionFailure(err)) throw err;
      continue; // moved already by a concurrent request
    }
    await followTemplate(t, { teamId, owner: user.email }, at);
  }

  const { data: memberships } = await db()
    .entities.membership.query.byMember({ emailKey: guestKey })
    .go({ pages: 'all' });
  for (const m of memberships) {
    await mutateTeam(
      m.teamId,
      (team) => {
        const already = team.members.some((x) => x.email === user.email);
        const guest = team.members.find((x) => x.email === claim.guestEmail);
        const members = team.members.flatMap((x) =>
          x.email === claim.guestEmail
            ? already
              ? []
              : [{ ...x, email: user.email }]
            : x.email === user.email && guest?.owner
              ? [{ ...x, owner: true, role: 'admin' as const, active: true }]
              : [x],
        );
        // The owner pays for the team's completions: a guest owner's ownership moves with it, so the payer stays a member.
        const moved = (email: string) => (email === claim.guestEmail ? user.email : email);
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

  await moveGuestCredits(claim.guestEmail, user.email, now);

  await db().entities.user.delete({ emailKey: guestKey }).go();
  await db().entities.team.delete({ teamId: fromTeam }).go();
  await db().entities.signInPass.delete({ emailKey: guestKey }).go();
  await db().entities.guestClaim.delete({ emailKey: user.emailKey }).go();
  await db().entities.user.patch({ emailKey: user.emailKey }).remove(['guestMergeFrom']).go();
  const { data: merged } = await db().entities.user.get({ emailKey: user.emailKey }).go({ consistent: true });
  return merged ?? user;
}

/** When the sweep checks that a claim's move finished: after the grant that opens the account has expired. */
export function mergeDue(now: Date): { sweep_shard: 'merge'; sweep_due: string } {
  return {
    sweep_shard: 'merge',
    sweep_due: new Date(now.getTime() + (GUEST_GRANT_MINUTES + 5) * 60_000).toISOString(),
  };
}

/**
 * The sweep's part of guest verification: a claim still there after its due time is a move that was interrupted
 * (the account opened, the move stopped midway), finished here; a claim whose account was never opened waits,
 * off the sweep's index, for the account's opening to move it. Returns how many moves it finished.
 */
export async function finishGuestMerges(now: Date, limit = 25): Promise<number> {
  const { data: due } = await db()
    .entities.guestClaim.query.byDue({ sweep_shard: 'merge' })
    .lte({ sweep_due: now.toISOString() })
    .go({ limit });
  let finished = 0;
  for (const claim of due) {
    const { data: user } = await db().entities.user.get({ emailKey: claim.emailKey }).go({ consistent: true });
    if (user) {
      await mergeGuestInto({ ...user, guestMergeFrom: claim.guestEmail }, now);
      finished++;
    } else {
      await db().entities.guestClaim.patch({ emailKey: claim.emailKey }).set({ sweep_shard: '', sweep_due: '' }).go();
    }
  }
  return finished;
}
