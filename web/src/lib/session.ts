import { flag, oneOf, readRecord, text, textList, type RecordOf } from './plain-record';
import type { Profile } from '@shared/routes';

/** Browser storage key of the session record (spec part 2 §7.5 "userData (encoded, read for e-mail)"). */
export const SESSION_KEY = 'userData';

/**
 * The locally stored session record (spec part 1 §3). `onboardingStep` is ours: it lets the route
 * guard send a half-registered user back to the sign-up step without waiting for the network.
 */
const SESSION_SHAPE = {
  email: text(),
  firstname: text(''),
  lastname: text(''),
  displayName: text(''),
  companyName: text(''),
  companyLogoUrl: text(''),
  color: text(''),
  photoUrl: text(''),
  coreValues: textList([]),
  typeOfOrg: text(''),
  missionAndVision: text(''),
  autoGenerateForm: flag(false),
  isGuest: flag(false),
  createdAt: text(''),
  onboardingStep: oneOf(['info', 'branding', 'done'] as const, 'done'),
};
export type SessionRecord = RecordOf<typeof SESSION_SHAPE>;

/** A stored (or given) session record with its defaults; null when it is not one. */
export function parseSessionRecord(value: unknown): SessionRecord | null {
  return readRecord(SESSION_SHAPE, value);
}

export type StoredSession = { kind: 'none' } | { kind: 'corrupt' } | { kind: 'ok'; record: SessionRecord };

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function encode(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

function decode(text: string): unknown {
  const binary = atob(text);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes));
}

export function readSession(store: KeyValueStore = localStorage): StoredSession {
  const raw = store.getItem(SESSION_KEY);
  if (raw === null || raw === '') return { kind: 'none' };
  try {
    const record = parseSessionRecord(decode(raw));
    return record ? { kind: 'ok', record } : { kind: 'corrupt' };
  } catch {
    return { kind: 'corrupt' };
  }
}

export function writeSession(record: SessionRecord, store: KeyValueStore = localStorage): void {
  store.setItem(SESSION_KEY, encode(record));
}

export function clearSession(store: KeyValueStore = localStorage): void {
  store.removeItem(SESSION_KEY);
}

export function sessionFromProfile(profile: Profile): SessionRecord {
  return {
    email: profile.email,
    firstname: profile.firstName,
    lastname: profile.lastName,
    displayName: profile.displayName,
    companyName: profile.companyName,
    companyLogoUrl: profile.companyLogoUrl,
    color: profile.color,
    photoUrl: profile.photoUrl,
    coreValues: [],
    typeOfOrg: profile.typeOfOrg,
    missionAndVision: '',
    autoGenerateForm: profile.autoGenerateForm,
    isGuest: profile.isGuest,
    createdAt: profile.createdAt,
    onboardingStep: profile.onboardingStep,
  };
}
