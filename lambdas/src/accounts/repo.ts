import { emailKey, personStoreKey } from '@shared/accounts/email';
import type { Profile } from '@shared/routes';
import { localeOr } from '@shared/i18n/locale-schema';
import { db } from '../db/service';
import type { UserItem } from '../db/entities/user';
import { accentColor } from '@shared/accounts/branding';
import { logoUrl } from './logo';
import { photoUrl } from './photo';
import { RACE_LOST, type RaceLost, unlessRaceLost } from '../common/conditional';

export type { UserItem };
import { openAccount, personalTeamId } from './account-opening';
import { mergeGuestInto } from './guest-merge';
import type { UserActor } from '../http/actor';
export { isPersonalTeamId, personalTeamId } from './account-opening';

/** The signed-in account, opened first when it is not open yet (as the openAccount route does), for scripts and tests. */
export function loadOrCreateUser(actor: UserActor, now: Date): Promise<UserItem> {
  return openAccount(actor, now, mergeGuestInto);
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
  return toProfile(u, workspace, userLogo, await photoUrl(u.photoKey));
}

function toProfile(u: UserItem, workspace: Profile['workspace'], userLogo: string, photo: string): Profile {
  return {
    email: u.email,
    firstName: u.firstName ?? '',
    lastName: u.lastName ?? '',
    displayName: u.displayName || [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email,
    companyName: u.companyName ?? '',
    jobTitle: u.jobTitle ?? '',
    hiresPerYear: u.hiresPerYear ?? '',
    typeOfOrg: u.typeOfOrg ?? '',
    missionAndVision: u.missionAndVision ?? '',
    color: u.color ?? '#1B1C1E',
    companyLogoUrl: userLogo,
    logoKey: u.logoKey ?? '',
    photoUrl: photo,
    coreValues: u.coreValues ?? [],
    coreValuesHistory: Array.isArray(u.coreValuesHistory) ? (u.coreValuesHistory as string[][]) : [],
    lang: localeOr(u.lang),
    isGuest: u.isGuest ?? false,
    onboardingStep: u.onboardingStep ?? 'info',
    autoGenerateForm: u.autoGenerateForm ?? false,
    sendFreeStuff: u.sendFreeStuff ?? false,
    retentionMonths: u.retentionMonths || null,
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

/** The account's stored fields a use case may change (its key and the person index's composites stay). */
export type UserFields = Partial<Omit<UserItem, 'emailKey' | 'email' | 'personKey' | 'createdAt'>>;

/** The account stored under an address, or null (a consistent read when the caller is about to refuse on it). */
export async function findUser(email: string, consistent = false): Promise<UserItem | null> {
  const { data } = await db()
    .entities.user.get({ emailKey: emailKey(email) })
    .go(consistent ? { consistent: true } : {});
  return data ?? null;
}

/** Sets fields of an account and returns the account as stored now. */
export async function updateUser(key: string, fields: UserFields): Promise<UserItem> {
  const { data } = await db().entities.user.patch({ emailKey: key }).set(fields).go({ response: 'all_new' });
  return data as UserItem;
}

/** Sets fields of an account, returning nothing. */
export async function setUserFields(key: string, fields: UserFields): Promise<void> {
  await db().entities.user.patch({ emailKey: key }).set(fields).go();
}

/** Sets fields of an account only while it is as last read (its updatedAt); a lost race reads RACE_LOST. */
export async function updateUserIfUnchanged(
  key: string,
  fields: UserFields,
  readUpdatedAt: string,
): Promise<UserItem | RaceLost> {
  const written = await unlessRaceLost(
    db()
      .entities.user.patch({ emailKey: key })
      .set(fields)
      .where((a, op) => op.eq(a.updatedAt, readUpdatedAt))
      .go({ response: 'all_new' }),
  );
  return written === RACE_LOST ? RACE_LOST : (written.data as UserItem);
}

/** What the personal workspace shows of the user's company and branding (a shared team has its own). */
export interface PersonalTeamFields {
  companyName?: string;
  typeOfOrg?: string;
  color?: string;
  logoKey?: string;
  companyLogoUrl?: string;
  updatedAt: string;
}

/** Copies the user's company and branding onto their personal team. */
export async function setPersonalTeamFields(sub: string, fields: PersonalTeamFields): Promise<void> {
  await db()
    .entities.team.patch({ teamId: personalTeamId(sub) })
    .set(fields)
    .go();
}

/** Stores the request for a first assessment (TODO, its template id fixed); it must not exist yet. */
export async function createOnboardingRequest(email: string, assessmentId: string, at: string): Promise<void> {
  await db()
    .entities.onboarding.create({
      emailKey: emailKey(email),
      email,
      status: 'TODO',
      template_id: assessmentId,
      created_at: at,
      updated_at: at,
    })
    .go();
}

/** Removes the request for a first assessment while it has not started (TODO). */
export async function removeWaitingOnboardingRequest(email: string): Promise<void> {
  await db()
    .entities.onboarding.delete({ emailKey: emailKey(email) })
    .where((a, op) => op.eq(a.status, 'TODO'))
    .go();
}
