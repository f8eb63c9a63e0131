import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Amplify } from 'aws-amplify';
import { confirmSignIn, fetchAuthSession, signIn, signOut, signUp } from 'aws-amplify/auth';
import { createTokenVerifier } from '../../../lambdas/src/http/verify-token';
import { fakeTriggers } from './fake-triggers';
import { startCognitoEmulator, type CognitoEmulator } from './index';

const region = 'us-east-1';
const userPoolId = 'us-east-1_local0001';
const userPoolClientId = 'culturefitlocalwebclient01';

let dataDir: string;
let emulator: CognitoEmulator;
const fakes = fakeTriggers();

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'cognito-amplify-'));
  emulator = await startCognitoEmulator({
    port: 0,
    dataDir,
    region,
    userPoolId,
    clientId: userPoolClientId,
    triggers: fakes.triggers,
    log: () => undefined,
  });
  // What the web app configures in local mode: only the endpoint differs from production.
  Amplify.configure({ Auth: { Cognito: { userPoolId, userPoolClientId, userPoolEndpoint: emulator.url } } });
});
afterAll(async () => {
  await emulator.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('local Cognito emulator, driven by aws-amplify v6 (Node)', () => {
  it('sign-up, PIN sign-in (wrong then right), session tokens, sign-out', async () => {
    const up = await signUp({
      username: 'bea@example.com',
      options: { userAttributes: { email: 'bea@example.com', locale: 'es' } },
    });
    expect(up.isSignUpComplete).toBe(true);

    const duplicate = await signUp({ username: 'bea@example.com' }).then(
      () => '',
      (e: Error) => e.name,
    );
    expect(duplicate).toBe('UsernameExistsException');

    const unknown = await signIn({
      username: 'nobody@example.com',
      options: { authFlowType: 'CUSTOM_WITHOUT_SRP' },
    }).then(
      () => '',
      (e: Error) => e.name,
    );
    expect(unknown).toBe('UserNotFoundException');

    const started = await signIn({ username: 'bea@example.com', options: { authFlowType: 'CUSTOM_WITHOUT_SRP' } });
    expect(started.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE');
    expect(fakes.outbox.at(-1)?.subject).toMatch(/^Tu código de acceso/);
    const pin = fakes.lastPin();

    // A wrong PIN keeps the user on the challenge step: the web shows 'Invalid email or OTP'.
    const wrong = await confirmSignIn({ challengeResponse: pin === '000000' ? '111111' : '000000' });
    expect(wrong).toMatchObject({
      isSignedIn: false,
      nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE' },
    });

    const right = await confirmSignIn({ challengeResponse: pin, options: { clientMetadata: { lang: 'es' } } });
    expect(right).toMatchObject({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });

    const session = await fetchAuthSession();
    const idToken = session.tokens?.idToken?.toString() ?? '';
    const verified = await createTokenVerifier({
      userPoolId,
      clientId: userPoolClientId,
      jwksUri: emulator.jwksUri,
    }).verifyIdToken(idToken);
    expect(verified.email).toBe('bea@example.com');

    const refreshed = await fetchAuthSession({ forceRefresh: true });
    expect(refreshed.tokens?.idToken?.toString()).toBeTruthy();

    await signOut();
    expect((await fetchAuthSession()).tokens).toBeUndefined();
    // signOut sent RevokeToken (the access token carries origin_jti): the refresh token is dead.
    const stored = JSON.parse(await readFile(path.join(dataDir, 'cognito-users.json'), 'utf8')) as {
      refreshTokens: Record<string, { revoked: boolean }>;
    };
    expect(Object.values(stored.refreshTokens).map((r) => r.revoked)).toEqual([true]);
  });

  it('the browser id the web sends as ClientMetadata reaches the triggers: sends are counted per browser, and the browser that answered becomes known', async () => {
    await signUp({ username: 'cal@example.com', options: { userAttributes: { email: 'cal@example.com' } } });
    const device = 'amplify-test-browser-0001';
    await signIn({
      username: 'cal@example.com',
      options: { authFlowType: 'CUSTOM_WITHOUT_SRP', clientMetadata: { device } },
    });
    expect(
      [...fakes.store.sends.keys()].some(
        (k) => k.startsWith('cal@example,com#') && !k.includes('#any') && !k.includes('#none'),
      ),
    ).toBe(true);
    const right = await confirmSignIn({ challengeResponse: fakes.lastPin(), options: { clientMetadata: { device } } });
    expect(right.isSignedIn).toBe(true);
    expect([...fakes.store.devices.keys()].filter((k) => k.startsWith('cal@example,com|'))).toHaveLength(1);
    await signOut();
  });
});
