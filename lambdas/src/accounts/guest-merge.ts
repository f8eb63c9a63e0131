import { emailKey } from '@shared/accounts/email';
import { GUEST_GRANT_MINUTES } from '@shared/accounts/guest';
import { personalTeamId } from './account-opening';
import type { UserItem } from '../db/entities/user';
import {
  clearGuestMergeFrom,
  dueGuestClaims,
  loadAccountByKey,
  loadGuestClaim,
  peekPersonalTeam,
  removeMergedGuest,
  setPersonalTeamBranding,
  setTakenOverProfile,
  takeClaimOffSweep,
} from './guest-store';

/** What moves from a guest to the verified account outside accounts/: its assessments, memberships and credits. */
export interface GuestWork {
  guestEmail: string;
  guestKey: string;
  /** The guest's personal team and the account's: what belonged to the one moves to the other. */
  fromTeam: string;
  toTeam: string;
  user: UserItem;
  now: Date;
}

let moveWork: ((work: GuestWork) => Promise<void>) | undefined;

/**
 * The contexts above accounts/ own the records a guest leaves (assessments, their respondents, team memberships,
 * credits): the Lambda entry hands their move in once (assessments/guest-work.ts), so accounts/ imports none of them.
 */
export function provideGuestWorkMover(move: (work: GuestWork) => Promise<void>): void {
  moveWork = move;
}

/**
 * Guest to registered user (spec part 1 §4, part 2 §4): the guest's profile, assessments (with their
 * respondents and links) and team memberships move to the verified account, then the guest's records go.
 * It runs when the verified account is opened (accounts/account-opening.ts) or linked (completeGuestLink). Every
 * step only moves what still belongs to the guest, so a retry or a concurrent opening moves each thing once; the
 * claim is deleted last, so an interrupted move is finished by the sweep (finishGuestMerges).
 * Credits given to the guest and its credit history move too (credits/guest-credits.ts). The moves of other
 * contexts' records are assessments/guest-work.ts, handed in by provideGuestWorkMover.
 */
export async function mergeGuestInto(user: UserItem, now: Date): Promise<UserItem> {
  const claim = await loadGuestClaim(user.emailKey);
  if (!claim) {
    if (user.guestMergeFrom) await clearGuestMergeFrom(user.emailKey);
    return { ...user, guestMergeFrom: undefined };
  }
  const at = now.toISOString();
  const guestKey = emailKey(claim.guestEmail);
  const fromTeam = personalTeamId(claim.guestSub);
  const toTeam = personalTeamId(user.sub);
  const moveTeam = (teamId: string | undefined) => (teamId === fromTeam ? toTeam : teamId);

  const guest = await loadAccountByKey(guestKey);
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
    await setTakenOverProfile(user.emailKey, {
      ...filled,
      ...(guest.color && guest.color !== '#1B1C1E' ? { color: guest.color } : {}),
      // Guests skip the sign-up steps; a verified account without a name is asked for them now.
      onboardingStep: guest.firstName ? guest.onboardingStep : user.onboardingStep === 'done' ? 'done' : 'info',
      teamId: moveTeam(guest.teamId) ?? toTeam,
      updatedAt: at,
    });
    const personal = await peekPersonalTeam(fromTeam);
    if (personal)
      await setPersonalTeamBranding(toTeam, {
        companyName: personal.companyName,
        color: personal.color,
        logoKey: personal.logoKey,
        typeOfOrg: personal.typeOfOrg,
        updatedAt: at,
      });
  }

  if (!moveWork) throw new Error('the guest merge is not wired: the Lambda entry calls provideGuestWorkMover');
  await moveWork({ guestEmail: claim.guestEmail, guestKey, fromTeam, toTeam, user, now });

  await removeMergedGuest(guestKey, fromTeam, user.emailKey);
  return (await loadAccountByKey(user.emailKey)) ?? user;
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
  const due = await dueGuestClaims(now, limit);
  let finished = 0;
  for (const claim of due) {
    const user = await loadAccountByKey(claim.emailKey);
    if (user) {
      await mergeGuestInto({ ...user, guestMergeFrom: claim.guestEmail }, now);
      finished++;
    } else {
      await takeClaimOffSweep(claim.emailKey);
    }
  }
  return finished;
}
