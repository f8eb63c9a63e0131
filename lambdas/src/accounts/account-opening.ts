import { emailKey, personStoreKey } from '@shared/accounts/email';
import { DomainError } from '@shared/errors';
import { isGuestEmail } from '@shared/accounts/guest';
import { afterMembershipCheck } from '@shared/teams/members';
import type { UserItem } from '../db/entities/user';
import type { UserActor } from '../http/actor';
import { domainTeam } from '../db/entities/team';
import { createUserWithPersonalTeam, readGuestClaimOf, readUserRecord, readWorkspaceTeam } from './account-store';

/** A user's personal team id is derived from the Cognito sub, so two racing openings agree on it. */
export function personalTeamId(sub: string): string {
  return `personal-${sub}`;
}

/** Whether a team id names someone's personal workspace (whose assessments its owner creates). */
export function isPersonalTeamId(teamId: string): boolean {
  return teamId.startsWith(personalTeamId(''));
}

/**
 * The signed-in user's account, as the handler factory resolves it for every `user` and `apiKey` route
 * (http/identity.ts). It only reads: a verified identity without an account is refused with ACCOUNT_NOT_OPEN, and the
 * client opens it (openAccount) and retries. An interrupted guest move is finished by the sweep or by opening again,
 * and a removed member was moved by the removal.
 */
export async function readAccount(actor: UserActor): Promise<UserItem> {
  const data = await readUserRecord(emailKey(actor.email));
  if (!data) throw new DomainError('ACCOUNT_NOT_OPEN');
  return currentWorkspace(sameAccount(data, actor));
}

/**
 * Opening the account, the explicit step after every sign-in (route openAccount; docs/architecture.md "Identity and
 * access"): the first call of a verified identity creates the user with their personal team (both conditional
 * creates, so concurrent calls converge on one), and when the address was verified by a guest, moves the guest's work
 * to it (guest-merge.ts). Later calls only read, unless that move stopped midway, which they finish (each step of the
 * move moves only what still belongs to the guest).
 */
export async function openAccount(
  actor: UserActor,
  now: Date,
  moveGuestWork: (user: UserItem, now: Date) => Promise<UserItem>,
): Promise<UserItem> {
  const key = emailKey(actor.email);
  let user = await readUserRecord(key);
  if (!user) {
    await createAccount(actor, now);
    user = await readUserRecord(key);
    if (!user) throw new Error('user record missing after creation');
  }
  const own = sameAccount(user, actor);
  return currentWorkspace(own.guestMergeFrom ? await moveGuestWork(own, now) : own);
}

/** The user and its personal team, created together; a concurrent opening that created them first wins. */
async function createAccount(actor: UserActor, now: Date): Promise<void> {
  const key = emailKey(actor.email);
  const at = now.toISOString();
  const claim = await readGuestClaimOf(key);
  const teamId = personalTeamId(actor.sub);
  await createUserWithPersonalTeam(
    {
      emailKey: key,
      email: actor.email,
      personKey: personStoreKey(actor.email),
      sub: actor.sub,
      teamId,
      createdAt: at,
      updatedAt: at,
      // A guest goes straight to the wizard; the sign-up steps come after verifying (guest-merge.ts).
      onboardingStep: isGuestEmail(actor.email) ? 'done' : 'info',
      isGuest: isGuestEmail(actor.email),
      signInMethod: actor.method,
      // A provider's names prefill the sign-up details (spec part 1 §4: a new provider user goes there).
      ...(actor.givenName ? { firstName: actor.givenName } : {}),
      ...(actor.familyName ? { lastName: actor.familyName } : {}),
      ...(claim ? { guestMergeFrom: claim.guestEmail } : {}),
    },
    { teamId, creator: actor.email, owner: actor.email, at },
  );
}

/**
 * The record found by e-mail must belong to the token's Cognito identity: an e-mail in a token is
 * only trusted together with the immutable `sub` that first claimed it.
 */
function sameAccount(user: UserItem, actor: UserActor): UserItem {
  if (user.sub !== actor.sub) throw new DomainError('FORBIDDEN');
  return user;
}

/**
 * The workspace a user works in: their current team while it has them, otherwise their personal one. A removal
 * moves its members (teams/workspace.ts); a request that raced one works in the personal workspace meanwhile,
 * without writing anything.
 */
async function currentWorkspace(user: UserItem): Promise<UserItem> {
  const personal = personalTeamId(user.sub);
  if (user.teamId === personal) return user;
  const team = await readWorkspaceTeam(user.teamId);
  if (team && !afterMembershipCheck(domainTeam(team), personal, user.email)) return user;
  return { ...user, teamId: personal };
}
