import * as z from 'zod';
import type { Profile } from '@shared/routes';

/** Browser storage key of the session record (spec part 2 §7.5 "userData (encoded, read for e-mail)"). */
export const SESSION_KEY = 'userData';

/**
 * The locally stored session record (spec part 1 §3). `onboardingStep` is ours: it lets the route
 * guard send a half-registered user back to the sign-up step without waiting for the network.
 */
export const ZSessionRecord = z.object({
  email: z.string(),
  firstname: z.string().default(''),
  lastname: z.string().default(''),
  displayName: z.string().default(''),
  companyName: z.string().default(''),
  companyLogoUrl: z.string().default(''),
  color: z.string().default(''),
  photoUrl: z.string().default(''),
  coreValues: z.array(z.string()).default([]),
  typeOfOrg: z.string().default(''),
  missionAndVision: z.string().default(''),
  autoGenerateForm: z.boolean().default(false),
  isGuest: z.boolean().default(false),
  createdAt: z.string().default(''),
  onboardingStep: z.enum(['info', 'branding', 'done']).default('done'),
});
export type SessionRecord = z.infer<typeof ZSessionRecord>;

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
    const parsed = ZSessionRecord.safeParse(decode(raw));
    return parsed.success ? { kind: 'ok', record: parsed.data } : { kind: 'corrupt' };
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
    photoUrl: '',
    coreValues: [],
    typeOfOrg: profile.typeOfOrg,
    missionAndVision: '',
    autoGenerateForm: profile.autoGenerateForm,
    isGuest: profile.isGuest,
    createdAt: profile.createdAt,
    onboardingStep: profile.onboardingStep,
  };
}
