import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeTriggers } from './fake-triggers';
import { startCognitoEmulator, type CognitoEmulator } from './index';

/** The emulator's hosted-UI code flow: the checks Cognito makes on /oauth2/authorize and /oauth2/token. */

const clientId = 'culturefitlocalwebclient01';
const callback = 'http://localhost:5173/auth/callback';
const verifier = 'v'.repeat(50);
const challenge = createHash('sha256').update(verifier).digest('base64url');

let dataDir: string;
let emulator: CognitoEmulator;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'cognito-oauth-'));
  emulator = await startCognitoEmulator({
    port: 0,
    dataDir,
    region: 'us-east-1',
    userPoolId: 'us-east-1_local0001',
    clientId,
    triggers: fakeTriggers().triggers,
    callbackUrls: [callback],
    log: () => undefined,
  });
});
afterAll(async () => {
  await emulator.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const authorizeQuery = (over: Record<string, string> = {}) =>
  new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: callback,
    identity_provider: 'Google',
    state: 's1',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...over,
  });

/** Posts the stand-in form as the page would and returns the code from the redirect. */
async function codeFor(email: string): Promise<string> {
  const form = authorizeQuery();
  form.set('email', email);
  form.set('email_verified', 'true');
  const res = await fetch(`${emulator.url}/oauth2/stand-in`, { method: 'POST', body: form, redirect: 'manual' });
  const location = new URL(res.headers.get('location') ?? '');
  expect(location.searchParams.get('state')).toBe('s1');
  return location.searchParams.get('code') ?? '';
}

const exchange = (code: string, codeVerifier = verifier) =>
  fetch(`${emulator.url}/oauth2/token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      client_id: clientId,
      redirect_uri: callback,
      code_verifier: codeVerifier,
    }),
  });

describe('hosted UI stand-in', () => {
  it.each([
    ['an unknown callback address', { redirect_uri: 'https://evil.example.com/cb' }],
    ['another client', { client_id: 'someone-else' }],
    ['no PKCE', { code_challenge: '' }],
    ['an unknown provider', { identity_provider: 'Facebook' }],
  ])('refuses %s', async (_what, over) => {
    expect((await fetch(`${emulator.url}/oauth2/authorize?${authorizeQuery(over)}`)).status).toBe(400);
  });

  it('shows the stand-in page for a valid request', async () => {
    const res = await fetch(`${emulator.url}/oauth2/authorize?${authorizeQuery()}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Sign in with Google');
  });

  it('trades a code once, only with the matching PKCE verifier, for tokens of a Google_ user', async () => {
    const wrong = await exchange(await codeFor('ann@gmail.com'), 'x'.repeat(50));
    expect(wrong.status).toBe(400);
    const code = await codeFor('ann@gmail.com');
    const ok = await exchange(code);
    expect(ok.status).toBe(200);
    const tokens = (await ok.json()) as { id_token: string; refresh_token: string };
    const claims = JSON.parse(Buffer.from(tokens.id_token.split('.')[1] ?? '', 'base64url').toString()) as Record<
      string,
      unknown
    >;
    expect(claims).toMatchObject({ email: 'ann@gmail.com', email_verified: true, token_use: 'id' });
    expect(String(claims['cognito:username'])).toMatch(/^Google_/);
    expect((await exchange(code)).status).toBe(400);
  });
});
