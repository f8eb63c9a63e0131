import { emailKey, personStoreKey } from '@shared/accounts/email';
import { DomainError } from '@shared/errors';
import { isGuestEmail } from '@shared/accounts/guest';
import { afterMembershipCheck } from '@shared/teams/members';
import { db } from '../db/service';
import type { UserItem } from '../db/entities/user';
import { transactWrite } from '../db/transact';
import { isConditionFailure } from '../common/conditional';
import type { UserActor } from '../http/actor';
import { domainTeam } from '../db/entities/team';

/** A user's personal team id is derived from the Cognito sub, so two racing first requests agree on it. */
export function personalTeamId(sub: string): string {
  return `personal-${sub}`;
}

/** Whether a team id names someone's personal workspace (whose assessments its owner creates). */
export function isPersonalTeamId(teamId: string): boolean {
  return teamId.startsWith(personalTeamId(''));
}

/**
 * The signed-in user's account, as the handler factory resolves it for every `user` and `apiKey` route
 * (http/identity.ts). The one write is opening it: the first request of a verified identity creates the user with
 * their personal team (both conditional creates, so concurrent first requests converge on one), and when the
 * address was verified by a guest, moves the guest's work to it (guest-merge.ts). Otherwise it only reads: a move
 * that was interrupted is finished by the sweep, and a removed member was moved by the removal.
 */
export async function openAccount(
  actor: UserActor,
  now: Date,
  moveGuestWork: (user: UserItem, now: Date) => Promise<UserItem>,
): Promise<UserItem> {
  const key = emailKey(actor.email);
  const existing = await db().entities.user.get({ emailKey: key }).go({ consistent: true });
  if (existing.data) return currentWorkspace(sameAccount(existing.data, actor));
  const at = now.toISOString();
  const { data: claim } = await db().entities.guestClaim.get({ emailKey: key }).go({ consistent: true });
  const teamId = personalTeamId(actor.sub);
  await transactWrite(() =>
    db()
      .transaction.write(({ user, team }) => [
        user
          .create({
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
          })
          .commit(),
        team
          .create({ teamId, personal: true, creator: actor.email, owner: actor.email, createdAt: at, updatedAt: at })
          .commit(),
      ])
      .go(),
  );
  const created = await db().entities.user.get({ emailKey: key }).go({ consistent: true });
  if (!created.data) throw new Error('user record missing after creation');
  // A guest who verified this address: their work moves here on the account's first request.
  return created.data.guestMergeFrom
    ? moveGuestWork(sameAccount(created.data, actor), now)
    : sameAccount(created.data, actor);
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
  const { data: team } = await db().entities.team.get({ teamId: user.teamId }).go({ consistent: true });
  if (team && !afterMembershipCheck(domainTeam(team), personal, user.email)) return user;
  return { ...user, teamId: personal };
}

/**
 * For functions that do not carry the guest move (sections, toolbox: least privilege, docs/architecture.md): an
 * account opened there with a verified guest's claim leaves the move to the sweep, due now, within a minute.
 */
export async function leaveGuestWorkToSweep(user: UserItem, now: Date): Promise<UserItem> {
  await db()
    .entities.guestClaim.patch({ emailKey: user.emailKey })
    .set({ sweep_shard: 'merge', sweep_due: now.toISOString() })
    .go()
    .catch((err: unknown) => {
      // The claim was used up meanwhile (a move finished it): nothing left to wait for.
      if (!isConditionFailure(err)) throw err;
    });
  return user;
}
