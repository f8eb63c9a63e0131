import { describe, expect, it, beforeEach } from 'vitest';
import {
  PIN_BACKOFF_FIRST_SECONDS,
  PIN_BACKOFF_MAX_SECONDS,
  PIN_EXPIRY_SECONDS,
  PIN_FREE_FAILURES,
  PIN_MAX_SENDS_PER_ADDRESS_PER_HOUR,
  PIN_MAX_SENDS_PER_EMAIL_PER_HOUR,
} from '@shared/constants/pin';
import type { MailMessage } from '../../adapters/mail/types';
import { MemoryPinStore } from '../pin/memory-pin-store';
import { hashPass } from '../pass/pass-code';
import { createCreateAuthChallenge } from './create-auth-challenge';
import { handler as define } from './define-auth-challenge';
import { createPreSignUp } from './pre-sign-up';
import { createPreAuthentication } from './pre-authentication';
import { withCatalogueErrors } from './trigger-errors';
import { createVerifyAuthChallenge } from './verify-auth-challenge';
import { createEvent, defineEvent, preSignUpEvent, verifyEvent } from './test-events';

const HASH_KEY = Buffer.from('trigger test pin hash key');
let store: MemoryPinStore;
let mails: MailMessage[];
let now: Date;
let nextPin: string;
let savedLocale: string | undefined;
let pageLocale: string | undefined;
let hasAccount: boolean;
/** Addresses the mail port answers `suppressed` for (the product's suppression list). */
let suppressed: Set<string>;

const create = createCreateAuthChallenge(() => ({
  store,
  sendMail: async (m) => {
    if (suppressed.has(m.to)) return { status: 'suppressed' };
    mails.push(m);
    return { status: 'sent', id: String(mails.length) };
  },
  now: () => now,
  generatePin: () => nextPin,
  savedLocale: async () => savedLocale,
  pageLocale: async () => pageLocale,
  hashKey: async () => HASH_KEY,
  hasAccount: async () => hasAccount,
}));
let unlockOffers: string[];
const verifyTrigger = createVerifyAuthChallenge(() => ({
  store,
  now: () => now,
  hashKey: async () => HASH_KEY,
  offerUnlock: async (email) => void unlockOffers.push(email),
}));
const preAuth = withCatalogueErrors(
  createPreAuthentication(() => ({ store, now: () => now, notePageLanguage: async () => undefined })),
);
/** RespondToAuthChallenge from a browser: its id comes as ClientMetadata `device`. */
const verify = (ev: ReturnType<typeof verifyEvent>, device = OWNER_DEVICE) => {
  ev.request.clientMetadata = { device };
  return verifyTrigger(ev);
};
const OWNER_DEVICE = 'owner-browser-0000000000000001';
const STRANGER_DEVICE = 'stranger-browser-000000000001';

beforeEach(() => {
  store = new MemoryPinStore();
  mails = [];
  now = new Date('2025-03-01T10:00:00Z');
  nextPin = '123456';
  savedLocale = undefined;
  pageLocale = undefined;
  hasAccount = true;
  unlockOffers = [];
  suppressed = new Set();
});

/** InitiateAuth as Cognito runs it: pre authentication (with the browser's ClientMetadata), then create. */
async function issue(email = 'Ann@Example.com', device = OWNER_DEVICE) {
  await preAuth({
    ...createEvent(email),
    triggerSource: 'PreAuthentication_Authentication',
    request: { userAttributes: { email }, validationData: { device } },
    response: {},
  } as never);
  const ev = await create(createEvent(email));
  return { ev, challengeId: ev.response.privateChallengeParameters.challengeId ?? '' };
}

describe('guest passes and one-time grants', () => {
  const guest = 'guest-abc@guest.invalid';
  const key = 'guest-abc@guest,invalid';
  const putPass = (kind: 'guest' | 'grant', secret: string, email = key) => {
    const issued = { salt: 'salt', secretHash: hashPass(secret, 'salt') };
    store.passes.set(email, {
      emailKey: email,
      kind,
      ...issued,
      expiresAt: Date.parse('2025-03-01T11:00:00Z') / 1000,
      createdAt: now.toISOString(),
    });
  };
  const answer = async (email: string, kind: string, secret: string) => {
    const ev = verifyEvent(email, '', secret);
    ev.request.privateChallengeParameters = { pass: kind };
    return (await verify(ev)).response.answerCorrect;
  };

  it('a guest signs in with its pass, again and again, and no PIN is mailed', async () => {
    putPass('guest', 's3cret');
    const ev = await create(createEvent(guest));
    expect(ev.response.privateChallengeParameters).toEqual({ pass: 'guest' });
    expect(mails).toHaveLength(0);
    expect(await answer(guest, 'guest', 'wrong')).toBe(false);
    expect(await answer(guest, 'guest', 's3cret')).toBe(true);
    expect(await answer(guest, 'guest', 's3cret')).toBe(true);
  });

  it('a grant opens the new account once; a replay is refused', async () => {
    putPass('grant', 'g1', 'ann@example,com');
    expect((await create(createEvent('ann@example.com'))).response.privateChallengeParameters).toEqual({
      pass: 'grant',
    });
    expect(await answer('ann@example.com', 'grant', 'g1')).toBe(true);
    expect(await answer('ann@example.com', 'grant', 'g1')).toBe(false);
    // With the grant used, the next sign-in is the usual PIN.
    await create(createEvent('ann@example.com'));
    expect(mails).toHaveLength(1);
  });

  it('an expired pass no longer signs in', async () => {
    putPass('guest', 's3cret');
    now = new Date('2025-03-01T11:00:01Z');
    expect(await answer(guest, 'guest', 's3cret')).toBe(false);
  });
});

describe('create auth challenge (send a PIN)', () => {
  it('mails a 6-digit PIN and stores only its salted hash', async () => {
    const { ev, challengeId } = await issue();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe('ann@example.com');
    expect(mails[0]?.text).toContain('123456');
    expect(mails[0]?.devNotice).toBe('PIN for ann@example.com: 123456');
    const [stored] = store.challengesOf('ann@example,com');
    expect(stored?.challengeId).toBe(challengeId);
    expect(JSON.stringify(stored)).not.toContain('123456');
    expect(stored?.expiresAt).toBe(Date.parse('2025-03-01T10:00:00Z') / 1000 + PIN_EXPIRY_SECONDS);
    expect(ev.response.publicChallengeParameters).toEqual({ email: 'ann@example.com' });
    expect(ev.response.privateChallengeParameters).toEqual({ challengeId });
    expect(JSON.stringify(ev.response)).not.toContain('123456');
  });

  it('mails in the language from clientMetadata.lang, then the sign-in page, then the locale attribute, then the saved language, else English', async () => {
    await create(createEvent('a@b.co', [], { clientMetadata: { lang: 'th' } }));
    // A returning user whose account speaks Spanish signs in on the Thai page: the page wins.
    pageLocale = 'th';
    await create(createEvent('a@b.co', [], { userAttributes: { email: 'a@b.co', locale: 'es' } }));
    pageLocale = undefined;
    await create(createEvent('a@b.co', [], { userAttributes: { email: 'a@b.co', locale: 'es' } }));
    savedLocale = 'th';
    await create(createEvent('a@b.co'));
    savedLocale = undefined;
    await create(createEvent('a@b.co'));
    expect(mails.map((m) => m.subject)).toEqual([
      'รหัสเข้าสู่ระบบของคุณ: 123456',
      'รหัสเข้าสู่ระบบของคุณ: 123456',
      'Tu código de acceso: 123456',
      'รหัสเข้าสู่ระบบของคุณ: 123456',
      'Your sign-in code: 123456',
    ]);
  });

  it(`sends at most ${PIN_MAX_SENDS_PER_EMAIL_PER_HOUR} PINs an hour per address and browser: a stranger asking for PINs spends theirs, not the owner's`, async () => {
    for (let i = 0; i < PIN_MAX_SENDS_PER_EMAIL_PER_HOUR; i++) await issue('Ann@Example.com', STRANGER_DEVICE);
    await expect(issue('Ann@Example.com', STRANGER_DEVICE)).rejects.toThrow('PIN_SEND_LIMIT');
    expect(mails).toHaveLength(PIN_MAX_SENDS_PER_EMAIL_PER_HOUR);
    await expect(issue()).resolves.toBeDefined();
    await expect(issue('other@example.com', STRANGER_DEVICE)).resolves.toBeDefined();
    now = new Date('2025-03-01T11:00:00Z');
    await expect(issue('Ann@Example.com', STRANGER_DEVICE)).resolves.toBeDefined();
  });

  it(`browsers that never signed in to an address get ${PIN_MAX_SENDS_PER_ADDRESS_PER_HOUR} PINs an hour in all; the owner's browser still gets its own`, async () => {
    // The owner signed in from this browser before.
    const first = await issue();
    expect((await verify(verifyEvent('ann@example.com', first.challengeId, '123456'))).response.answerCorrect).toBe(
      true,
    );
    // Its first PIN, before it was known, counted as one of the address's.
    for (let i = 1; i < PIN_MAX_SENDS_PER_ADDRESS_PER_HOUR; i++)
      await issue('ann@example.com', `made-up-browser-id-${String(i).padStart(4, '0')}`);
    const sent = mails.length;
    await expect(issue('ann@example.com', 'made-up-browser-id-9999')).rejects.toThrow('PIN_SEND_LIMIT');
    expect(mails).toHaveLength(sent);
    await expect(issue()).resolves.toBeDefined();
    expect(mails).toHaveLength(sent + 1);
  });

  it('a Google or Microsoft sign-in is never counted or refused by the PIN bounds', async () => {
    for (let i = 0; i < PIN_MAX_SENDS_PER_EMAIL_PER_HOUR; i++) await issue('pat@gmail.com', STRANGER_DEVICE);
    const federated = {
      ...createEvent('pat@gmail.com'),
      userName: 'google_1234567890',
      triggerSource: 'PreAuthentication_Authentication',
      request: {
        userAttributes: { email: 'pat@gmail.com', identities: '[{"providerName":"Google"}]' },
        validationData: { device: STRANGER_DEVICE },
      },
      response: {},
    };
    await expect(preAuth(federated as never)).resolves.toBeDefined();
  });

  it('a retry within the same sign-in reuses the challenge without another mail', async () => {
    const first = await issue();
    const retry = await create(
      createEvent('ann@example.com', [
        {
          challengeName: 'CUSTOM_CHALLENGE',
          challengeResult: false,
          challengeMetadata: first.ev.response.challengeMetadata,
        },
      ]),
    );
    expect(retry.response.privateChallengeParameters.challengeId).toBe(first.challengeId);
    expect(mails).toHaveLength(1);
  });

  it("a second sign-in for the same address does not cancel the first one's PIN; each session accepts only its own", async () => {
    const victim = await issue();
    nextPin = '654321';
    const other = await issue();
    expect(other.challengeId).not.toBe(victim.challengeId);
    expect((await verify(verifyEvent('ann@example.com', victim.challengeId, '654321'))).response.answerCorrect).toBe(
      false,
    );
    expect((await verify(verifyEvent('ann@example.com', victim.challengeId, '123456'))).response.answerCorrect).toBe(
      true,
    );
  });

  it(`after ${PIN_FREE_FAILURES} wrong PINs an address waits 1, 2, 4… minutes (capped) before the next answer is compared; a stranger cannot lock out the owner's browser`, async () => {
    // The owner's browser signed in before.
    const signedIn = await issue();
    expect((await verify(verifyEvent('ann@example.com', signedIn.challengeId, '123456'))).response.answerCorrect).toBe(
      true,
    );
    // A stranger answers wrong from another browser.
    let failures = 0;
    while (failures < PIN_FREE_FAILURES) {
      const { challengeId } = await issue('ann@example.com', STRANGER_DEVICE);
      for (let i = 0; i < 3 && failures < PIN_FREE_FAILURES; i++, failures++)
        await verify(verifyEvent('ann@example.com', challengeId, '000000'), STRANGER_DEVICE);
    }
    // The stranger now waits: no PIN is sent to them, and an answer to a pending PIN is not even compared, right or wrong.
    nextPin = '777777';
    const pending = await issue('ann@example.com', 'stranger-browser-000000000002').catch((e: Error) => e);
    expect(String(pending)).toContain('PIN_LOCKED');
    store.challenges.clear();
    now = new Date(now.getTime() + PIN_BACKOFF_FIRST_SECONDS * 1000);
    const later = await issue('ann@example.com', STRANGER_DEVICE);
    expect(
      (await verify(verifyEvent('ann@example.com', later.challengeId, '000000'), STRANGER_DEVICE)).response
        .answerCorrect,
    ).toBe(false);
    // The sixth wrong answer made the wait 2 minutes: the right PIN from the stranger's browser is refused now...
    expect(
      (await verify(verifyEvent('ann@example.com', later.challengeId, '777777'), STRANGER_DEVICE)).response
        .answerCorrect,
    ).toBe(false);
    expect(store.challengesOf('ann@example,com')[0]?.attempts).toBe(1);
    // ...but the owner's browser gets a PIN and signs in, without waiting.
    nextPin = '424242';
    const owner = await issue();
    expect((await verify(verifyEvent('ann@example.com', owner.challengeId, '424242'))).response.answerCorrect).toBe(
      true,
    );
    // After the wait, answers are compared again; the wait never exceeds its cap.
    now = new Date(now.getTime() + 2 * PIN_BACKOFF_FIRST_SECONDS * 1000);
    expect(
      (await verify(verifyEvent('ann@example.com', later.challengeId, '777777'), STRANGER_DEVICE)).response
        .answerCorrect,
    ).toBe(true);
    const guard = store.guards.get('ann@example,com');
    expect((guard?.blockedUntil ?? 0) - now.getTime() / 1000).toBeLessThanOrEqual(PIN_BACKOFF_MAX_SECONDS);
  });

  it('the wrong answer that makes the address wait asks for an unlock mail to its owner; answers during the wait, right answers and known browsers do not', async () => {
    const signedIn = await issue();
    expect((await verify(verifyEvent('ann@example.com', signedIn.challengeId, '123456'))).response.answerCorrect).toBe(
      true,
    );
    let failures = 0;
    while (failures < PIN_FREE_FAILURES) {
      const { challengeId } = await issue('ann@example.com', STRANGER_DEVICE);
      for (let i = 0; i < 3 && failures < PIN_FREE_FAILURES; i++, failures++) {
        expect(unlockOffers).toEqual([]);
        await verify(verifyEvent('ann@example.com', challengeId, '000000'), STRANGER_DEVICE);
      }
    }
    expect(unlockOffers).toEqual(['ann@example.com']);
    // The owner's known browser answering wrong during the wait starts no new wait, so asks for nothing.
    nextPin = '424242';
    const owner = await issue();
    await verify(verifyEvent('ann@example.com', owner.challengeId, '000000'));
    expect((await verify(verifyEvent('ann@example.com', owner.challengeId, '424242'))).response.answerCorrect).toBe(
      true,
    );
    expect(unlockOffers).toHaveLength(1);
    // After the wait, the stranger's next wrong answer starts another one: asked again (the mail's own daily cap decides).
    now = new Date(now.getTime() + PIN_BACKOFF_MAX_SECONDS * 1000);
    const later = await issue('ann@example.com', STRANGER_DEVICE);
    await verify(verifyEvent('ann@example.com', later.challengeId, '000000'), STRANGER_DEVICE);
    expect(unlockOffers).toHaveLength(2);
  });

  it('a wrong-answer count is forgotten a day after the last wrong answer; a right answer takes back its own count', async () => {
    const a = await issue();
    await verify(verifyEvent('ann@example.com', a.challengeId, '000000'));
    expect(store.guards.get('ann@example,com')?.failures).toBe(1);
    await verify(verifyEvent('ann@example.com', a.challengeId, '123456'));
    expect(store.guards.get('ann@example,com')?.failures).toBe(1);
    now = new Date(now.getTime() + 24 * 60 * 60 * 1000 + 1000);
    expect(await store.blockedUntil('ann@example,com', now.getTime() / 1000)).toBe(0);
  });

  it('the deployment sends at most its daily ceiling of PINs; addresses that never signed in have a smaller pool of it', async () => {
    store.deploymentCaps.set('deployment', 3);
    store.deploymentCaps.set('new', 1);
    hasAccount = false;
    await issue('new1@example.com');
    await expect(issue('new2@example.com')).rejects.toThrow('PIN_SEND_LIMIT');
    hasAccount = true;
    await issue('a@example.com');
    await issue('b@example.com');
    await expect(issue('c@example.com')).rejects.toThrow('PIN_SEND_LIMIT');
    expect(mails.map((m) => m.to)).toEqual(['new1@example.com', 'a@example.com', 'b@example.com']);
  });

  it('a PIN to an address on the suppression list is refused with EMAIL_UNDELIVERABLE instead of never arriving', async () => {
    suppressed.add('ann@example.com');
    await expect(issue('Ann@Example.com')).rejects.toMatchObject({ code: 'EMAIL_UNDELIVERABLE' });
    expect(mails).toEqual([]);
  });
});

describe('verify auth challenge (check a PIN)', () => {
  it('the correct PIN signs in once; it cannot be reused', async () => {
    const { challengeId } = await issue();
    expect((await verify(verifyEvent('ann@example.com', challengeId, '123456'))).response.answerCorrect).toBe(true);
    expect(store.challenges.size).toBe(0);
    expect((await verify(verifyEvent('ann@example.com', challengeId, '123456'))).response.answerCorrect).toBe(false);
  });

  it('a wrong PIN is refused and counts an attempt', async () => {
    const { challengeId } = await issue();
    expect((await verify(verifyEvent('ann@example.com', challengeId, '000000'))).response.answerCorrect).toBe(false);
    expect(store.challengesOf('ann@example,com').map((c) => c.attempts)).toEqual([1]);
  });

  it('after 3 attempts even the correct PIN is refused', async () => {
    const { challengeId } = await issue();
    for (const wrong of ['000000', '111111', '222222'])
      await verify(verifyEvent('ann@example.com', challengeId, wrong));
    expect((await verify(verifyEvent('ann@example.com', challengeId, '123456'))).response.answerCorrect).toBe(false);
  });

  it('an expired PIN is refused', async () => {
    const { challengeId } = await issue();
    now = new Date(now.getTime() + PIN_EXPIRY_SECONDS * 1000);
    expect((await verify(verifyEvent('ann@example.com', challengeId, '123456'))).response.answerCorrect).toBe(false);
  });

  it('a PIN issued for another e-mail is refused', async () => {
    const { challengeId } = await issue('ann@example.com');
    expect((await verify(verifyEvent('bob@example.com', challengeId, '123456'))).response.answerCorrect).toBe(false);
  });
});

describe('define auth challenge', () => {
  const wrong = { challengeName: 'CUSTOM_CHALLENGE' as const, challengeResult: false };
  const right = { challengeName: 'CUSTOM_CHALLENGE' as const, challengeResult: true };

  it('starts with a custom challenge', async () => {
    const ev = await define(defineEvent([]));
    expect(ev.response).toMatchObject({
      challengeName: 'CUSTOM_CHALLENGE',
      issueTokens: false,
      failAuthentication: false,
    });
  });
  it('issues tokens after a correct answer', async () => {
    expect((await define(defineEvent([wrong, right]))).response).toMatchObject({
      issueTokens: true,
      failAuthentication: false,
    });
  });
  it('asks again after fewer than 3 wrong answers', async () => {
    expect((await define(defineEvent([wrong, wrong]))).response).toMatchObject({
      challengeName: 'CUSTOM_CHALLENGE',
      failAuthentication: false,
    });
  });
  it('fails after 3 wrong answers', async () => {
    expect((await define(defineEvent([wrong, wrong, wrong]))).response).toMatchObject({
      issueTokens: false,
      failAuthentication: true,
    });
  });
  it('fails for an unknown user and for non-PIN challenges', async () => {
    expect((await define(defineEvent([], true))).response.failAuthentication).toBe(true);
    expect(
      (await define(defineEvent([{ challengeName: 'PASSWORD_VERIFIER', challengeResult: true }]))).response
        .failAuthentication,
    ).toBe(true);
  });
});

describe('pre sign-up', () => {
  const registered = new Map<string, 'email' | 'google' | 'microsoft'>();
  const lookups: string[] = [];
  const guestPasses = new Set<string>(['guest-abc@guest.invalid']);
  const preSignUp = createPreSignUp({
    registeredWith: async (e) => {
      lookups.push(e);
      return registered.get(e) ?? null;
    },
    hasGuestPass: async (e) => guestPasses.has(e),
  });

  it('confirms a guest address only when the server issued its pass (spec part 1 §4 "Guest")', async () => {
    expect((await preSignUp(preSignUpEvent('guest-abc@guest.invalid'))).response.autoConfirmUser).toBe(true);
    await expect(preSignUp(preSignUpEvent('guest-made-up@guest.invalid'))).rejects.toThrow('INVALID_EMAIL_ADDRESS');
  });
  /** A first Google/Microsoft sign-in: Cognito passes the mapped provider attributes, as strings. */
  const providerSignUp = (email: string, userName: string, attributes: Record<string, string> = {}) => {
    const event = preSignUpEvent(email, 'PreSignUp_ExternalProvider', userName);
    event.request.userAttributes = { ...event.request.userAttributes, ...attributes };
    return event;
  };
  const NOT_VERIFIED = 'PROVIDER_EMAIL_NOT_VERIFIED';

  it('auto-confirms and auto-verifies an e-mail sign-up: the PIN proves the address', async () => {
    const ev = await preSignUp(preSignUpEvent('ann@example.com'));
    expect(ev.response).toEqual({ autoConfirmUser: true, autoVerifyEmail: true, autoVerifyPhone: false });
  });
  it("rejects an invalid address with 'Invalid email address.'", async () => {
    await expect(preSignUp(preSignUpEvent('not-an-email'))).rejects.toThrow('INVALID_EMAIL_ADDRESS');
    await expect(preSignUp(preSignUpEvent('x@y', 'PreSignUp_ExternalProvider', 'google_1'))).rejects.toThrow(
      'INVALID_EMAIL_ADDRESS',
    );
  });
  it('cleans a Microsoft guest address before checking it', async () => {
    const ev = await preSignUp(
      providerSignUp('john_hotmail.com#EXT#@tenant.onmicrosoft.com', 'microsoft_abc', { email_verified: 'true' }),
    );
    expect(ev.response.autoVerifyEmail).toBe(true);
  });
  it("rejects a provider sign-up whose e-mail is registered with the e-mail code: 'Please login using the same login method…'", async () => {
    registered.set('john@hotmail.com', 'email');
    await expect(
      preSignUp(
        providerSignUp('john_hotmail.com#EXT#@tenant.onmicrosoft.com', 'microsoft_abc', { email_verified: 'true' }),
      ),
    ).rejects.toThrow('USE_SIGN_UP_METHOD');
  });
  it('rejects a provider sign-up whose e-mail is registered with the same provider', async () => {
    registered.set('pat@gmail.com', 'google');
    await expect(
      preSignUp(providerSignUp('pat@gmail.com', 'google_2', { email_verified: 'true' })),
    ).rejects.toMatchObject({ code: 'EMAIL_ALREADY_REGISTERED', params: { email: 'pat@gmail.com' } });
  });
  it('refuses an e-mail code sign-up for an address that signs in with Google or Microsoft', async () => {
    registered.set('kai@gmail.com', 'google');
    await expect(preSignUp(preSignUpEvent('kai@gmail.com'))).rejects.toThrow('USE_SIGN_UP_METHOD');
  });

  it("binds a Google e-mail only when Google's email_verified is true", async () => {
    const ev = await preSignUp(providerSignUp('kim@gmail.com', 'google_1', { email_verified: 'true' }));
    expect(ev.response).toEqual({ autoConfirmUser: true, autoVerifyEmail: true, autoVerifyPhone: false });
    for (const attributes of [
      { email_verified: 'false' },
      {},
      { email_verified: '' },
      { email_verified: 'yes' },
    ] as Record<string, string>[]) {
      const event = providerSignUp('kim@gmail.com', 'google_1', attributes);
      await expect(preSignUp(event), JSON.stringify(attributes)).rejects.toThrow(NOT_VERIFIED);
      expect(event.response).toEqual({ autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false });
    }
  });

  it("binds a Microsoft e-mail only with Microsoft's verified claim (xms_edov, mapped to email_verified)", async () => {
    const ev = await preSignUp(providerSignUp('lee@contoso.com', 'microsoft_1', { email_verified: 'true' }));
    expect(ev.response).toEqual({ autoConfirmUser: true, autoVerifyEmail: true, autoVerifyPhone: false });
    for (const attributes of [{}, { email_verified: 'false' }] as Record<string, string>[]) {
      const event = providerSignUp('lee@contoso.com', 'microsoft_1', attributes);
      await expect(preSignUp(event), JSON.stringify(attributes)).rejects.toThrow(NOT_VERIFIED);
      expect(event.response.autoVerifyEmail).toBe(false);
    }
  });

  it('refuses an unverified provider e-mail before looking for an account with it, so it reveals none', async () => {
    registered.set('taken@gmail.com', 'google');
    lookups.length = 0;
    await expect(preSignUp(providerSignUp('taken@gmail.com', 'google_2', { email_verified: 'false' }))).rejects.toThrow(
      NOT_VERIFIED,
    );
    expect(lookups).toEqual([]);
  });

  it('the client receives the catalogue code, which the web shows localized', async () => {
    await expect(withCatalogueErrors(preSignUp)(providerSignUp('kim@gmail.com', 'google_1'))).rejects.toThrow(
      /^PROVIDER_EMAIL_NOT_VERIFIED$/,
    );
  });
});
