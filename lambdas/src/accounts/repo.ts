import type { EntityItem } from 'electrodb';
import { emailKey } from '@shared/accounts/email';
import type { Profile } from '@shared/routes';
import { ZLocale } from '@shared/i18n/locale';
import { db } from '../db/service';
import type { UserEntity } from '../db/entities/user';
import { transactWrite } from '../db/transact';
import { DomainError } from '@shared/errors';
import type { UserActor } from '../http/actor';

export type UserItem = EntityItem<typeof UserEntity>;

/** A user's personal team id is derived from the Cognito sub, so two racing first requests agree on it. */
export function personalTeamId(sub: string): string {
  return `personal-${sub}`;
}

/**
 * The signed-in user's record, created with their personal team on first use. Both writes are
 * conditional creates, so concurrent first requests converge on one user and one team.
 */
export async function loadOrCreateUser(actor: UserActor, now: Date): Promise<UserItem> {
  const key = emailKey(actor.email);
  const existing = await db().entities.user.get({ emailKey: key }).go({ consistent: true });
  if (existing.data) return sameAccount(existing.data, actor);
  const at = now.toISOString();
  const teamId = personalTeamId(actor.sub);
  await transactWrite(() =>
    db()
      .transaction.write(({ user, team }) => [
        user
          .create({ emailKey: key, email: actor.email, sub: actor.sub, teamId, createdAt: at, updatedAt: at, onboardingStep: 'info' })
          .commit(),
        team.create({ teamId, personal: true, creator: actor.email, owner: actor.email, createdAt: at, updatedAt: at }).commit(),
      ])
      .go(),
  );
  const created = await db().entities.user.get({ emailKey: key }).go({ consistent: true });
  if (!created.data) throw new Error('user record missing after creation');
  return sameAccount(created.data, actor);
}

/**
 * The record found by e-mail must belong to the token's Cognito identity: an e-mail in a token is
 * only trusted together with the immutable `sub` that first claimed it.
 */
function sameAccount(user: UserItem, actor: UserActor): UserItem {
  if (user.sub !== actor.sub) throw new DomainError('FORBIDDEN');
  return user;
}

export function toProfile(u: UserItem): Profile {
  return {
    email: u.email,
    firstName: u.firstName ?? '',
    lastName: u.lastName ?? '',
    displayName: u.displayName || [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email,
    companyName: u.companyName ?? '',
    jobTitle: u.jobTitle ?? '',
    hiresPerYear: u.hiresPerYear ?? '',
    typeOfOrg: u.typeOfOrg ?? '',
    color: u.color ?? '#1B1C1E',
    companyLogoUrl: u.companyLogoUrl ?? '',
    lang: ZLocale.catch('en').parse(u.lang),
    isGuest: u.isGuest ?? false,
    onboardingStep: u.onboardingStep ?? 'info',
    teamId: u.teamId,
    createdAt: u.createdAt,
  };
}
