import { describe, expect, it } from 'vitest';
import { apiKeyIssuedAt, generateApiKey, isApiKey } from './api-key';
import { accentColor, respondentBranding, colorBrightness, contrastTextColor, isLightColor } from './branding';
import { checkProviderSignUp } from './sign-in';
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

describe('provider sign-up (spec part 1 §5)', () => {
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
