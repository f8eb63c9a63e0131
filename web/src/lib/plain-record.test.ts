import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { parseSessionRecord } from './session';

const fetcherOf = (body: unknown) =>
  (async () => new Response(JSON.stringify(body), { status: 200 })) as unknown as typeof fetch;
const base = { apiUrl: 'http://localhost:3001', region: 'us-east-1', userPoolId: 'pool', userPoolClientId: 'client' };

describe('/config.json as every page reads it', () => {
  it('takes a valid configuration, fills the defaults and drops what it does not know', async () => {
    const config = await loadConfig(fetcherOf({ ...base, oauthUrl: 'http://localhost:9229', extra: 'ignored' }));
    expect(config).toEqual({
      ...base,
      oauthUrl: 'http://localhost:9229',
      federation: { google: false, microsoft: false },
      stage: 'local',
    });
  });

  it.each([
    ['an empty API address', { ...base, apiUrl: '' }],
    ['a missing user pool', { apiUrl: 'x', region: 'r', userPoolClientId: 'c' }],
    ['a hosted-UI address that is not a URL', { ...base, oauthUrl: 'not a url' }],
    ['a federation flag that is not true or false', { ...base, federation: { google: 'yes' } }],
    ['not an object', ['apiUrl']],
  ])('refuses %s', async (_what, body) => {
    await expect(loadConfig(fetcherOf(body))).rejects.toThrow('config.json');
  });
});

describe('the stored session record', () => {
  it('fills what an older record lacks', () => {
    expect(parseSessionRecord({ email: 'a@b.co' })).toMatchObject({
      email: 'a@b.co',
      firstname: '',
      coreValues: [],
      isGuest: false,
      onboardingStep: 'done',
    });
  });

  it.each([
    ['no e-mail', { firstname: 'A' }],
    ['a guest flag that is text', { email: 'a@b.co', isGuest: 'yes' }],
    ['an unknown sign-up step', { email: 'a@b.co', onboardingStep: 'later' }],
    ['core values that are not text', { email: 'a@b.co', coreValues: [1, 2] }],
  ])('is corrupt with %s', (_what, value) => {
    expect(parseSessionRecord(value)).toBeNull();
  });
});
