import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminDeleteUserCommand,
  CognitoIdentityProviderClient,
  GetTokensFromRefreshTokenCommand,
  GetUserCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  RevokeTokenCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { createTokenVerifier } from '../../../lambdas/src/http/verify-token';
import { fakeTriggers } from './fake-triggers';
import { startCognitoEmulator, type CognitoEmulator } from './index';

const region = 'us-east-1';
const userPoolId = 'us-east-1_local0001';
const clientId = 'culturefitlocalwebclient01';

let dataDir: string;
let emulator: CognitoEmulator;
let client: CognitoIdentityProviderClient;
const fakes = fakeTriggers();

async function start() {
  emulator = await startCognitoEmulator({
    port: 0,
    dataDir,
    region,
    userPoolId,
    clientId,
    triggers: fakes.triggers,
    log: () => undefined,
  });
  client = new CognitoIdentityProviderClient({
    region,
    endpoint: emulator.url,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'cognito-'));
  await start();
});
afterAll(async () => {
  await emulator.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const errorName = (p: Promise<unknown>) =>
  p.then(
    () => 'no error',
    (e: Error) => `${e.name}: ${e.message}`,
  );

async function signIn(email: string) {
  const started = await client.send(
    new InitiateAuthCommand({ ClientId: clientId, AuthFlow: 'CUSTOM_AUTH', AuthParameters: { USERNAME: email } }),
  );
  return { started, pin: fakes.lastPin() };
}

async function answer(session: string | undefined, username: string, pin: string) {
  return client.send(
    new RespondToAuthChallengeCommand({
      ClientId: clientId,
      ChallengeName: 'CUSTOM_CHALLENGE',
      Session: session,
      ChallengeResponses: { USERNAME: username, ANSWER: pin },
    }),
  );
}

describe('local Cognito emulator, driven by the AWS SDK', () => {
  let idToken = '';
  let accessToken = '';
  let refreshToken = '';

  it('SignUp confirms an e-mail user through the pre sign-up trigger; a second sign-up is UsernameExistsException', async () => {
    const res = await client.send(
      new SignUpCommand({
        ClientId: clientId,
        Username: 'Ann@Example.com',
        UserAttributes: [{ Name: 'email', Value: 'Ann@Example.com' }],
      }),
    );
    expect(res.UserConfirmed).toBe(true);
    expect(res.UserSub).toMatch(/^[0-9a-f-]{36}$/);
    expect(
      await errorName(client.send(new SignUpCommand({ ClientId: clientId, Username: 'ann@example.com' }))),
    ).toMatch(/^UsernameExistsException/);
  });

  it("SignUp with an address the product rejects reports the trigger's catalogue code, as Cognito passes it on", async () => {
    expect(await errorName(client.send(new SignUpCommand({ ClientId: clientId, Username: 'ann@example' })))).toBe(
      'UserLambdaValidationException: PreSignUp failed with error INVALID_EMAIL_ADDRESS.',
    );
  });

  it('AdminDeleteUser removes the user: signing in is then unknown, and a second delete is UserNotFoundException', async () => {
    await client.send(new SignUpCommand({ ClientId: clientId, Username: 'gone@example.com' }));
    await signIn('gone@example.com');
    await client.send(new AdminDeleteUserCommand({ UserPoolId: userPoolId, Username: 'gone@example.com' }));
    expect(await errorName(signIn('gone@example.com'))).toMatch(/^UserNotFoundException/);
    expect(
      await errorName(
        client.send(new AdminDeleteUserCommand({ UserPoolId: userPoolId, Username: 'gone@example.com' })),
      ),
    ).toMatch(/^UserNotFoundException/);
  });

  it('InitiateAuth for an unknown user is UserNotFoundException', async () => {
    expect(await errorName(signIn('nobody@example.com'))).toMatch(/^UserNotFoundException/);
  });

  it('CUSTOM_AUTH sends one PIN; a wrong answer asks again without a new mail; the right one returns tokens', async () => {
    const before = fakes.outbox.length;
    const { started, pin } = await signIn('ann@example.com');
    expect(fakes.outbox).toHaveLength(before + 1);
    expect(started.ChallengeName).toBe('CUSTOM_CHALLENGE');
    expect(started.ChallengeParameters).toEqual({
      email: 'ann@example.com',
      USERNAME: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(JSON.stringify(started)).not.toContain(pin);
    const username = started.ChallengeParameters?.USERNAME ?? '';

    const wrong = await answer(started.Session, username, pin === '000000' ? '111111' : '000000');
    expect(wrong.ChallengeName).toBe('CUSTOM_CHALLENGE');
    expect(wrong.AuthenticationResult).toBeUndefined();
    expect(fakes.outbox).toHaveLength(before + 1);
    // A session answers once.
    expect(await errorName(answer(started.Session, username, pin))).toMatch(/^NotAuthorizedException/);

    const right = await answer(wrong.Session, username, pin);
    expect(right.AuthenticationResult?.TokenType).toBe('Bearer');
    idToken = right.AuthenticationResult?.IdToken ?? '';
    accessToken = right.AuthenticationResult?.AccessToken ?? '';
    refreshToken = right.AuthenticationResult?.RefreshToken ?? '';
    expect(refreshToken).not.toBe('');
  });

  it('the id token passes the production verifier against the emulator JWKS, with the real issuer and claims', async () => {
    const verifier = createTokenVerifier({ userPoolId, clientId, jwksUri: emulator.jwksUri });
    const verified = await verifier.verifyIdToken(idToken);
    expect(verified.email).toBe('ann@example.com');
    expect(verified.claims).toMatchObject({
      iss: `https://cognito-idp.${region}.amazonaws.com/${userPoolId}`,
      aud: clientId,
      token_use: 'id',
      email_verified: true,
      'cognito:username': verified.sub,
    });
    expect(emulator.issuer).toBe(verified.claims.iss);
    await expect(verifier.verifyIdToken(accessToken)).rejects.toThrow();
    await expect(
      createTokenVerifier({ userPoolId, clientId: 'someoneelse', jwksUri: emulator.jwksUri }).verifyIdToken(idToken),
    ).rejects.toThrow();
  });

  it('GetUser returns the attributes for the access token', async () => {
    const user = await client.send(new GetUserCommand({ AccessToken: accessToken }));
    const attrs = Object.fromEntries((user.UserAttributes ?? []).map((a) => [a.Name, a.Value]));
    expect(attrs).toMatchObject({ email: 'ann@example.com', email_verified: 'true' });
  });

  it('refresh works through InitiateAuth REFRESH_TOKEN_AUTH and GetTokensFromRefreshToken', async () => {
    const verifier = createTokenVerifier({ userPoolId, clientId, jwksUri: emulator.jwksUri });
    const a = await client.send(
      new InitiateAuthCommand({
        ClientId: clientId,
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        AuthParameters: { REFRESH_TOKEN: refreshToken },
      }),
    );
    expect((await verifier.verifyIdToken(a.AuthenticationResult?.IdToken ?? '')).email).toBe('ann@example.com');
    const b = await client.send(
      new GetTokensFromRefreshTokenCommand({ ClientId: clientId, RefreshToken: refreshToken }),
    );
    expect((await verifier.verifyIdToken(b.AuthenticationResult?.IdToken ?? '')).email).toBe('ann@example.com');
  });

  it('users and the signing key survive a restart', async () => {
    await emulator.stop();
    await start();
    expect((await readdir(dataDir)).sort()).toEqual(['cognito-signing-key.json', 'cognito-users.json']);
    const verifier = createTokenVerifier({ userPoolId, clientId, jwksUri: emulator.jwksUri });
    expect((await verifier.verifyIdToken(idToken)).email).toBe('ann@example.com');
    expect((await signIn('ann@example.com')).started.ChallengeName).toBe('CUSTOM_CHALLENGE');
  });

  it('RevokeToken (sign-out) kills the refresh token and the tokens minted from it', async () => {
    await client.send(new RevokeTokenCommand({ ClientId: clientId, Token: refreshToken }));
    expect(
      await errorName(
        client.send(new GetTokensFromRefreshTokenCommand({ ClientId: clientId, RefreshToken: refreshToken })),
      ),
    ).toBe('NotAuthorizedException: Refresh Token has been revoked');
    expect(await errorName(client.send(new GetUserCommand({ AccessToken: accessToken })))).toMatch(
      /^NotAuthorizedException/,
    );
  });

  it('after 3 wrong PINs the sign-in fails with NotAuthorizedException and its session is dead', async () => {
    let { started: step } = await signIn('ann@example.com');
    const username = step.ChallengeParameters?.USERNAME ?? '';
    const pin = fakes.lastPin();
    for (let i = 0; i < 2; i++) {
      step = await answer(step.Session, username, '999999');
      expect(step.ChallengeName).toBe('CUSTOM_CHALLENGE');
    }
    expect(await errorName(answer(step.Session, username, '999999'))).toBe(
      'NotAuthorizedException: Incorrect username or password.',
    );
    expect(await errorName(answer(step.Session, username, pin))).toMatch(/^NotAuthorizedException/);
  });

  it('GlobalSignOut revokes every session of the user', async () => {
    const { started, pin } = await signIn('ann@example.com');
    const done = await answer(started.Session, started.ChallengeParameters?.USERNAME ?? '', pin);
    const access = done.AuthenticationResult?.AccessToken ?? '';
    await client.send(new GlobalSignOutCommand({ AccessToken: access }));
    expect(await errorName(client.send(new GetUserCommand({ AccessToken: access })))).toMatch(
      /^NotAuthorizedException/,
    );
    expect(
      await errorName(
        client.send(
          new GetTokensFromRefreshTokenCommand({
            ClientId: clientId,
            RefreshToken: done.AuthenticationResult?.RefreshToken,
          }),
        ),
      ),
    ).toMatch(/^NotAuthorizedException/);
  });

  it('answers browser preflights with the headers Amplify sends, and serves the JWKS', async () => {
    const pre = await fetch(emulator.url, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers':
          'content-type,x-amz-target,x-amz-user-agent,cache-control,amz-sdk-invocation-id,amz-sdk-request',
      },
    });
    expect(pre.status).toBe(200);
    expect(pre.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(pre.headers.get('access-control-allow-headers')).toContain('x-amz-target');
    const jwks = (await (await fetch(emulator.jwksUri)).json()) as { keys: { kty: string; alg: string; d?: string }[] };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(jwks.keys[0]?.d).toBeUndefined();
  });

  it('with PreventUserExistenceErrors on, an unknown user fails like a wrong PIN (NotAuthorizedException)', async () => {
    const strict = await startCognitoEmulator({
      port: 0,
      dataDir: path.join(dataDir, 'strict'),
      region,
      userPoolId,
      clientId,
      triggers: fakes.triggers,
      preventUserExistenceErrors: true,
      log: () => undefined,
    });
    const strictClient = new CognitoIdentityProviderClient({
      region,
      endpoint: strict.url,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    const res = strictClient.send(
      new InitiateAuthCommand({
        ClientId: clientId,
        AuthFlow: 'CUSTOM_AUTH',
        AuthParameters: { USERNAME: 'nobody@example.com' },
      }),
    );
    expect(await errorName(res)).toBe('NotAuthorizedException: Incorrect username or password.');
    await strict.stop();
  });

  it('errors use the JSON protocol shape', async () => {
    const res = await fetch(emulator.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      body: JSON.stringify({
        ClientId: clientId,
        AuthFlow: 'CUSTOM_AUTH',
        AuthParameters: { USERNAME: 'nobody@example.com' },
      }),
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('x-amzn-errortype')).toBe('UserNotFoundException');
    expect(await res.json()).toEqual({ __type: 'UserNotFoundException', message: 'User does not exist.' });
  });
});
