import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { apiKeyIssuedAt, generateApiKey, isApiKey } from './api-key';
import { accentColor, respondentBranding, colorBrightness, contrastTextColor, isLightColor } from './branding';
import {
  checkGuestVerification,
  checkPinSendAllowed,
  checkProviderSignUp,
  checkSignInRequest,
  checkSignUpRequest,
  generatePin,
  newPinChallenge,
  verifyPin,
  type PinChallenge,
} from './sign-in';
import { displayNameOf, recordCoreValues, ZUser } from './user';
import { DomainError } from '../errors/domain-error';

const codeOf = (fn: () => unknown) => {
  try {
    fn();
    return null;
  } catch (e) {
    if (e instanceof DomainError) return e.code;
    throw e;
  }
};

const t0 = new Date('2026-01-10T03:00:00Z');
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
const challenge: PinChallenge = {
  email: 'ann@acme.com',
  pin: '123456',
  issued_at: t0.toISOString(),
  attempts: 0,
  guestId: 'g1',
};

describe('sign-in and sign-up (spec part 1 §5)', () => {
  it.each([
    ['if the user does not exist, Please recheck your login credentials', null, 'email', 'RECHECK_LOGIN_CREDENTIALS'],
    [
      'an account of an identity provider must use the same login method',
      { email: 'a@b.co', signInMethod: 'google' },
      'email',
      'USE_SIGN_UP_METHOD',
    ],
    [
      'a Microsoft account signing in with e-mail is refused',
      { email: 'a@b.co', signInMethod: 'microsoft' },
      'email',
      'USE_SIGN_UP_METHOD',
    ],
    ['the same method signs in', { email: 'a@b.co', signInMethod: 'google' }, 'google', null],
  ] as const)('%s', (_rule, user, method, code) => {
    expect(codeOf(() => checkSignInRequest(user, method))).toBe(code);
  });

  it('Sign-up rejected if already registered: this email ({email}) has already been registered', () => {
    const err = (() => {
      try {
        checkSignUpRequest('Ann@Acme.com', { email: 'ann@acme.com', signInMethod: 'email' });
      } catch (e) {
        return e as DomainError;
      }
    })();
    expect(err?.message).toBe('This email (ann@acme.com) has already been registered');
    expect(codeOf(() => checkSignUpRequest('new@acme.com', null))).toBeNull();
    expect(codeOf(() => checkSignUpRequest('bad', null))).toBe('INVALID_EMAIL_ADDRESS');
  });

  it.each([
    ['Provider e-mail must be valid', 'not-an-email', 'google', null, 'INVALID_EMAIL_ADDRESS'],
    [
      'Provider sign-up with an existing e-mail is rejected',
      'ann@acme.com',
      'google',
      { email: 'ann@acme.com', signInMethod: 'email' },
      'EMAIL_ALREADY_REGISTERED',
    ],
    [
      'Microsoft e-mails are cleaned before the check',
      'john_hotmail.com#EXT#@t.onmicrosoft.com',
      'microsoft',
      null,
      null,
    ],
  ] as const)('%s', (_rule, email, provider, existing, code) => {
    expect(codeOf(() => checkProviderSignUp(email, provider, existing))).toBe(code);
  });

  it('a cleaned Microsoft address is what gets stored', () => {
    expect(checkProviderSignUp('john_hotmail.com#EXT#@t.onmicrosoft.com', 'microsoft', null)).toBe('john@hotmail.com');
  });
});

describe('PIN (6 digits, expiry 3 minutes, 3 attempts, 5 sends per hour: product decisions)', () => {
  it('a PIN is 6 digits', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 16, maxLength: 16 }), (bytes) => /^\d{6}$/.test(generatePin(() => bytes))),
    );
    expect(newPinChallenge('Ann@Acme.com', t0).email).toBe('ann@acme.com');
  });

  it.each([
    ['Login PIN must equal the stored PIN', challenge, 'ann@acme.com', '123456', 60, null],
    ['a wrong PIN reads Invalid email or OTP', challenge, 'ann@acme.com', '654321', 60, 'INVALID_EMAIL_OR_OTP'],
    [
      'a PIN for another e-mail reads Invalid email or OTP',
      challenge,
      'bob@acme.com',
      '123456',
      60,
      'INVALID_EMAIL_OR_OTP',
    ],
    ['no challenge reads Invalid email or OTP', null, 'ann@acme.com', '123456', 60, 'INVALID_EMAIL_OR_OTP'],
    ['still valid at exactly 3 minutes', challenge, 'ann@acme.com', '123456', 180, null],
    ['expired after 3 minutes', challenge, 'ann@acme.com', '123456', 181, 'PIN_EXPIRED'],
    [
      'refused after 3 wrong attempts',
      { ...challenge, attempts: 3 },
      'ann@acme.com',
      '123456',
      10,
      'PIN_TOO_MANY_ATTEMPTS',
    ],
  ])('%s', (_rule, ch, email, pin, seconds, code) => {
    const r = verifyPin(ch, email, pin, at(seconds));
    expect(r.ok ? null : r.code).toBe(code);
  });

  it('a wrong PIN counts one attempt', () => {
    const r = verifyPin(challenge, 'ann@acme.com', '000000', at(1));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.challenge?.attempts).toBe(1);
  });

  it.each([
    [4, null],
    [5, 'PIN_SEND_LIMIT'],
  ])('with %i sends in the last hour the next send is %s', (n, code) => {
    const sent = Array.from({ length: n }, (_, i) => at(-60 * (i + 1)));
    expect(codeOf(() => checkPinSendAllowed(sent, t0))).toBe(code);
  });

  it('sends older than an hour do not count', () => {
    const sent = Array.from({ length: 10 }, () => at(-3601));
    expect(codeOf(() => checkPinSendAllowed(sent, t0))).toBeNull();
  });
});

describe('Guest verification (spec part 1 §5)', () => {
  const ok = {
    email: 'ann@acme.com',
    actor: { id: 'g1', isGuest: true },
    challenge,
    pin: '123456',
    now: at(10),
    registered: false,
  };
  it.each([
    ['e-mail required', { email: '' }, 'EMAIL_REQUIRED'],
    ['must be signed in', { actor: null }, 'NOT_LOGGED_IN'],
    ['must be a guest', { actor: { id: 'g1', isGuest: false } }, 'NOT_A_GUEST'],
    ['PIN must match', { pin: '111111' }, 'INVALID_EMAIL_OR_OTP'],
    [
      'the guest in the PIN record must equal the current guest',
      { actor: { id: 'g2', isGuest: true } },
      'GUEST_MISMATCH',
    ],
    ['the e-mail must not already be registered', { registered: true }, 'EMAIL_ALREADY_REGISTERED'],
    ['all conditions met', {}, null],
  ])('%s', (_rule, patch, code) => {
    expect(codeOf(() => checkGuestVerification({ ...ok, ...patch }))).toBe(code);
  });
});

describe('API key format: numbers-chars pattern (spec part 2 §9.3)', () => {
  it('generated keys match the pattern and carry their issue time', () => {
    const key = generateApiKey(t0);
    expect(isApiKey(key)).toBe(true);
    expect(apiKeyIssuedAt(key)?.toISOString()).toBe(t0.toISOString());
  });
  it.each(['', 'abc-def', '1767225600000-short', '1767225600000_' + 'a'.repeat(32), 'x767225600000-' + 'a'.repeat(32)])(
    '%j is not an API key',
    (v) => {
      expect(isApiKey(v)).toBe(false);
      expect(apiKeyIssuedAt(v)).toBeNull();
    },
  );
  it('two generated keys differ', () => {
    expect(generateApiKey(t0)).not.toBe(generateApiKey(t0));
  });
});

describe('branding', () => {
  it.each([
    ['team colour first', { color: '#112233' }, { color: '#445566' }, '#112233'],
    ['then user colour', { color: '' }, { color: '#445566' }, '#445566'],
    ['default dark grey #1B1C1E', null, {}, '#1B1C1E'],
  ])('Accent colour: %s (spec part 1 §2)', (_r, team, user, color) => {
    expect(accentColor(team, user)).toBe(color);
  });

  it("Team colour and company name override the user's on candidate-facing pages when the team is not personal (spec part 1 §6)", () => {
    const user = { color: '#445566', companyName: 'Me Co', companyLogoUrl: 'u.png' };
    expect(
      respondentBranding(user, { personal: false, color: '#112233', companyName: 'Team Co', companyLogoUrl: '' }),
    ).toEqual({
      color: '#112233',
      companyName: 'Team Co',
      companyLogoUrl: 'u.png',
    });
    expect(respondentBranding(user, { personal: true, color: '#112233', companyName: 'Team Co' })).toEqual({
      color: '#445566',
      companyName: 'Me Co',
      companyLogoUrl: 'u.png',
    });
  });

  it.each([
    ['#FFFFFF', true],
    ['#1B1C1E', false],
    ['#9C9C9C', true],
    ['#9B9B9B', false],
    ['#9B0000', false],
  ])('Guided tour light colour threshold: brightness above 155 (%s light: %s)', (hex, light) => {
    expect(isLightColor(hex)).toBe(light);
  });
  it('brightness exactly 155 is not light', () => {
    expect(colorBrightness('#9B9B9B')).toBe(155);
  });
  it.each([
    ['#F5D90A', '#1B1C1E'],
    ['#FFFFFF', '#1B1C1E'],
    ['#1B1C1E', '#FFFFFF'],
    ['#2563EB', '#FFFFFF'],
  ])('text on the accent %s is %s: dark on a light colour, white on a dark one', (accent, text) => {
    expect(contrastTextColor(accent)).toBe(text);
  });
});

describe('User (spec part 1 §3)', () => {
  it('a user record parses with defaults and a lowercased e-mail', () => {
    const u = ZUser.parse({ email: 'Ann@Acme.com', createdAt: t0.toISOString(), updatedAt: t0.toISOString() });
    expect(u).toMatchObject({ email: 'ann@acme.com', color: '#1B1C1E', isGuest: false, lang: 'en' });
    expect(displayNameOf({ ...u, firstName: 'Ann', lastName: 'Lee' })).toBe('Ann Lee');
    expect(displayNameOf(u)).toBe('ann');
  });

  it('coreValues history keeps last 20', () => {
    let history: string[][] = [];
    for (let i = 0; i < 25; i++) history = recordCoreValues(history, [`v${i}`]);
    expect(history).toHaveLength(20);
    expect(history[0]).toEqual(['v24']);
    expect(recordCoreValues(history, ['v24'])).toHaveLength(20);
  });
});
