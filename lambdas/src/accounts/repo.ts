import type { EntityItem } from 'electrodb';
import { emailKey, personStoreKey } from '@shared/accounts/email';
import type { Profile } from '@shared/routes';
import { ZLocale } from '@shared/i18n/locale-schema';
import { db } from '../db/service';
import type { UserEntity } from '../db/entities/user';
import { transactWrite } from '../db/transact';
import { DomainError } from '@shared/errors';
import type { UserActor } from '../http/actor';
import { accentColor } from '@shared/accounts/branding';
import { afterMembershipCheck } from '@shared/teams/members';
import { isConditionFailure } from '../common/conditional';
import { domainTeam } from '../teams/repo';
import { logoUrl } from './logo';
import { isGuestEmail } from '@shared/accounts/guest';
import { mergeGuestInto } from './guest-merge';

export type UserItem = EntityItem<typeof UserEntity>;

/** A user's personal team id is derived from the Cognito sub, so two racing first requests agree on it. */
export function personalTeamId(sub: string): string {
  return `personal-${sub}`;
}

/** Whether a team id names someone's personal workspace (whose assessments its owner creates). */
export function isPersonalTeamId(teamId: string): boolean {
  return teamId.startsWith(personalTeamId(''));
}

/** Whether an account other than `email`'s own belongs to the same person (another spelling of one inbox). */
export async function otherAccountOfPerson(email: string): Promise<boolean> {
  const { data } = await db()
    .entities.user.query.byPerson({ personKey: personStoreKey(email) })
    .go({ limit: 5, attributes: ['emailKey'] });
  return data.some((u) => u.emailKey !== emailKey(email));
}

/** Whether any account belongs to the person behind `email` (the address itself or another spelling of it). */
export async function personHasAccount(email: string): Promise<boolean> {
  const [own, other] = await Promise.all([
    db()
      .entities.user.get({ emailKey: emailKey(email) })
      .go(),
    otherAccountOfPerson(email),
  ]);
  return !!own.data || other;
}

/**
 * The signed-in user's record, created with their personal team on first use. Both writes are
 * conditional creates, so concurrent first requests converge on one user and one team.
 */
export async function loadOrCreateUser(actor: UserActor, now: Date): Promise<UserItem> {
  const key = emailKey(actor.email);
  const existing = await db().entities.user.get({ emailKey: key }).go({ consistent: true });
  if (existing.data) {
    const user = sameAccount(existing.data, actor);
    // An interrupted move of a verified guest's work resumes on the next request.
    return stillInWorkspace(user.guestMergeFrom ? await mergeGuestInto(user, now) : user, now);
  }
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
    ? mergeGuestInto(sameAccount(created.data, actor), now)
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
 * A user whose current team was deleted or no longer has them moves to their personal team and is told
 * once (spec part 1 §4, part 2 §8 'You have been removed from the team.'). Checked on every request, so a
 * removed member's next call already works in their personal workspace.
 */
async function stillInWorkspace(user: UserItem, now: Date): Promise<UserItem> {
  const personal = personalTeamId(user.sub);
  if (user.teamId === personal) return user;
  const { data: team } = await db().entities.team.get({ teamId: user.teamId }).go({ consistent: true });
  const moved = afterMembershipCheck(team ? domainTeam(team) : null, personal, user.email);
  if (!moved && team) return user;
  try {
    const { data } = await db()
      .entities.user.patch({ emailKey: user.emailKey })
      .set({ teamId: personal, removedFromTeam: true, updatedAt: now.toISOString() })
      .where((a, op) => op.eq(a.teamId, user.teamId))
      .go({ response: 'all_new' });
    return data as UserItem;
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
    // Another request moved the user first: read where they are now.
    const { data } = await db().entities.user.get({ emailKey: user.emailKey }).go({ consistent: true });
    if (!data) throw err;
    return data;
  }
}

/** The profile with the workspace's name and branding: team, then user, then the default (spec part 1 §2). */
export async function profileOf(u: UserItem): Promise<Profile> {
  const personal = u.teamId === personalTeamId(u.sub);
  const team = personal ? null : (await db().entities.team.get({ teamId: u.teamId }).go()).data;
  const userLogo = await logoUrl(u.logoKey);
  const workspace = team
    ? {
        id: team.teamId,
        name: team.name ?? '',
        personal: false,
        color: accentColor(team, u),
        companyName: team.companyName || u.companyName || '',
        logoUrl: team.logoKey ? await logoUrl(team.logoKey) : userLogo,
      }
    : {
        id: u.teamId,
        name: '',
        personal: true,
        color: accentColor(null, u),
        companyName: u.companyName ?? '',
        logoUrl: userLogo,
      };
  return toProfile(u, workspace, userLogo);
}

function toProfile(u: UserItem, workspace: Profile['workspace'], userLogo: string): Profile {
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
    companyLogoUrl: userLogo,
    logoKey: u.logoKey ?? '',
    coreValues: u.coreValues ?? [],
    coreValuesHistory: Array.isArray(u.coreValuesHistory) ? (u.coreValuesHistory as string[][]) : [],
    lang: ZLocale.catch('en').parse(u.lang),
    isGuest: u.isGuest ?? false,
    onboardingStep: u.onboardingStep ?? 'info',
    autoGenerateForm: u.autoGenerateForm ?? false,
    teamId: u.teamId,
    createdAt: u.createdAt,
    workspace,
    notice: u.removedFromTeam ? 'REMOVED_FROM_TEAM' : null,
    guidedTourCreateEnabled: u.guidedTourCreateEnabled ?? false,
    guidedTourCreateDone: u.guidedTourCreateDone ?? false,
    guidedTourInviteDone: u.guidedTourInviteDone ?? false,
    guidedTourAssessmentTemplateId: u.guidedTourAssessmentTemplateId ?? '',
  };
}
