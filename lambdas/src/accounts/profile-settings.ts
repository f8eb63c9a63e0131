import { recordCoreValues } from '@shared/accounts/user';
import type { Locale } from '@shared/i18n/locale';
import type { Profile } from '@shared/routes';
import { RACE_LOST, retryOnRace } from '../common/conditional';
import { publishLogo } from './logo';
import { deletePhoto, keepPhoto } from './photo';
import {
  profileOf,
  setPersonalTeamFields,
  setUserFields,
  updateUser,
  updateUserIfUnchanged,
  type UserItem,
} from './repo';

/** The current user, only read: a pending 'removed from the team' notice stays until the user dismisses it. */
export async function readOwnProfile({ user }: { user: UserItem }): Promise<Profile> {
  return profileOf(user);
}

/** The user read the pending notice ("Got it"): it is cleared; dismissing again changes nothing. */
export async function dismissNotice({ user }: { user: UserItem }): Promise<Profile> {
  if (!user.removedFromTeam) return profileOf(user);
  await setUserFields(user.emailKey, { removedFromTeam: false });
  return profileOf({ ...user, removedFromTeam: false });
}

/** My account, profile tab (spec part 1 §2 "My account"). */
export async function saveProfile(options: {
  user: UserItem;
  firstName: string;
  lastName: string;
  jobTitle: string;
  now: Date;
}): Promise<Profile> {
  const { user, firstName, lastName, jobTitle, now } = options;
  const displayName = `${firstName} ${lastName}`.trim();
  const updated = await updateUser(user.emailKey, {
    firstName,
    lastName,
    jobTitle,
    displayName,
    updatedAt: now.toISOString(),
  });
  return profileOf(updated);
}

/**
 * My account, profile photo (spec part 1 §3 `photoURL`): the user's upload, checked and kept, or '' to remove it.
 * The photo replaced or removed is deleted, so a removed photo is gone, not only hidden.
 */
export async function savePhoto({
  user,
  photoKey,
  now,
}: {
  user: UserItem;
  photoKey: string;
  now: Date;
}): Promise<Profile> {
  const kept = await keepPhoto(user.sub, photoKey);
  const updated = await updateUser(user.emailKey, { photoKey: kept, updatedAt: now.toISOString() });
  if (user.photoKey !== kept) await deletePhoto(user.photoKey);
  return profileOf(updated);
}

/**
 * My account, company and branding tab: the user's company, colour and logo, which the personal workspace
 * and its candidate-facing pages show (a shared team has its own, spec part 1 §6).
 */
export async function saveCompany(options: {
  user: UserItem;
  companyName: string;
  typeOfOrg: string;
  color: string;
  logoKey: string;
  /** Undefined: left as it is (only the user keeps it; the personal team's copy is not read). */
  missionAndVision?: string | undefined;
  now: Date;
}): Promise<Profile> {
  const { user, now } = options;
  const logoKey = await publishLogo(options.logoKey, user.sub, user.logoKey);
  const fields = {
    companyName: options.companyName,
    typeOfOrg: options.typeOfOrg,
    color: options.color,
    logoKey,
    companyLogoUrl: '',
    updatedAt: now.toISOString(),
  };
  const mission = options.missionAndVision === undefined ? {} : { missionAndVision: options.missionAndVision };
  const updated = await updateUser(user.emailKey, { ...fields, ...mission });
  await setPersonalTeamFields(user.sub, fields);
  return profileOf(updated);
}

/**
 * My account, core values (spec part 1 §2, §3): the list the analyzer and assessment setup start from.
 * Each saved list is recorded in the history, newest first, at most 20 (shared `recordCoreValues`);
 * the write is conditional on the history read, so two tabs saving at once both land in it.
 */
export async function saveCoreValues({
  user,
  coreValues,
  now,
}: {
  user: UserItem;
  coreValues: string[];
  now: Date;
}): Promise<Profile> {
  return retryOnRace(async () => {
    const history = Array.isArray(user.coreValuesHistory) ? (user.coreValuesHistory as string[][]) : [];
    const written = await updateUserIfUnchanged(
      user.emailKey,
      {
        coreValues,
        coreValuesHistory: coreValues.length ? recordCoreValues(history, coreValues) : history,
        updatedAt: now.toISOString(),
      },
      user.updatedAt,
    );
    if (written === RACE_LOST) return RACE_LOST;
    return profileOf(written);
  });
}

/**
 * The interface language chosen while signed in is kept on the account as well as in the browser (spec part 2
 * §7.5 `lang`), so what the product sends later (the sign-in PIN e-mail, results e-mails) comes in that language.
 */
export async function saveLanguage({ user, lang, now }: { user: UserItem; lang: Locale; now: Date }): Promise<void> {
  if (user.lang !== lang) await setUserFields(user.emailKey, { lang, updatedAt: now.toISOString() });
}

/**
 * Finish or skip a guided tour (spec part 1 §2 "shown once"): the create tour's last step or "Skip tour" sets
 * guidedTourCreateDone, the invite tour's sets guidedTourInviteDone. Saying it twice changes nothing more.
 */
export async function finishTour({
  user,
  tour,
  now,
}: {
  user: UserItem;
  tour: 'create' | 'invite';
  now: Date;
}): Promise<Profile> {
  const flag = tour === 'create' ? 'guidedTourCreateDone' : 'guidedTourInviteDone';
  if (user[flag]) return profileOf(user);
  return profileOf(await updateUser(user.emailKey, { [flag]: true, updatedAt: now.toISOString() }));
}

/** "Show the guided tour again" (My account): the create tour runs again from step 0 on My Assessments. */
export async function restartTour({ user, now }: { user: UserItem; now: Date }): Promise<Profile> {
  return profileOf(
    await updateUser(user.emailKey, {
      guidedTourCreateEnabled: true,
      guidedTourCreateDone: false,
      updatedAt: now.toISOString(),
    }),
  );
}
