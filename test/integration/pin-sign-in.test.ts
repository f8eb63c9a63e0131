import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { emailKey } from '@shared/accounts/email';
import { PIN_MAX_SENDS_PER_EMAIL_PER_HOUR } from '@shared/constants/pin';
import { listMailbox } from '../../lambdas/src/adapters/mail';
import { db } from '../../lambdas/src/db/service';
import { createTokenVerifier } from '../../lambdas/src/http/verify-token';
import { projectTriggers, startCognitoEmulator, type CognitoEmulator } from '../../infra/local/cognito';

/**
 * E-mail PIN sign-in end to end on the local stack's parts: the Cognito emulator calling the real
 * triggers, PIN challenges and send counters in DynamoDB Local, PIN mails in the dev mailbox.
 */
const region = 'us-east-1';
const userPoolId = 'us-east-1_pinflow01';
const clientId = 'pinflowintegrationclient01';

let dir: string;
let emulator: CognitoEmulator;
let client: CognitoIdentityProviderClient;
const email = `pin-${Date.now()}@example.com`;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'pin-flow-'));
  vi.stubEnv('MAIL_TRANSPORT', 'mailbox');
  vi.stubEnv('MAILBOX_DIR', path.join(dir, 'mailbox'));
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  emulator = await startCognitoEmulator({ port: 0, dataDir: path.join(dir, 'cognito'), region, userPoolId, clientId, triggers: await projectTriggers(), log: () => undefined });
  client = new CognitoIdentityProviderClient({ region, endpoint: emulator.url, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
});
afterAll(async () => {
  await emulator.stop();
  vi.unstubAllEnvs();
  await rm(dir, { recursive: true, force: true });
});

const latestPin = async () => /\b(\d{6})\b/.exec((await listMailbox(path.join(dir, 'mailbox')))[0]?.text ?? '')?.[1] ?? '';
const start = () => client.send(new InitiateAuthCommand({ ClientId: clientId, AuthFlow: 'CUSTOM_AUTH', AuthParameters: { USERNAME: email } }));
const respond = (session: string | undefined, username: string, answer: string) =>
  client.send(new RespondToAuthChallengeCommand({ ClientId: clientId, ChallengeName: 'CUSTOM_CHALLENGE', Session: session, ChallengeResponses: { USERNAME: username, ANSWER: answer } }));

describe('e-mail PIN sign-in against DynamoDB Local', () => {
  it('the PIN from the mailbox signs in; only its hash is stored; it works once', async () => {
    await client.send(new SignUpCommand({ ClientId: clientId, Username: email }));
    const step = await start();
    const pin = await latestPin();
    expect(pin).toMatch(/^\d{6}$/);
    const [stored] = (await db().entities.pinChallenge.query.byEmail({ emailKey: emailKey(email) }).go()).data;
    expect(stored?.pinHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(pin);

    const username = step.ChallengeParameters?.USERNAME ?? '';
    const done = await respond(step.Session, username, pin);
    const verified = await createTokenVerifier({ userPoolId, clientId, jwksUri: emulator.jwksUri }).verifyIdToken(done.AuthenticationResult?.IdToken ?? '');
    expect(verified.email).toBe(email);
    expect((await db().entities.pinChallenge.query.byEmail({ emailKey: emailKey(email) }).go()).data).toEqual([]);
  });

  it("someone else starting a sign-in for the same address does not cancel a pending PIN", async () => {
    const mine = await start();
    const myPin = await latestPin();
    await start(); // another session (an attacker who knows the address) asks for a PIN too
    expect(await latestPin()).not.toBe('');
    const done = await respond(mine.Session, mine.ChallengeParameters?.USERNAME ?? '', myPin);
    expect(done.AuthenticationResult?.IdToken).toBeTruthy();
  });

  it(`refuses a ${PIN_MAX_SENDS_PER_EMAIL_PER_HOUR + 1}th PIN within the hour`, async () => {
    // Three PINs were sent by the previous tests.
    for (let i = 3; i < PIN_MAX_SENDS_PER_EMAIL_PER_HOUR; i++) await start();
    await expect(start()).rejects.toThrow('CreateAuthChallenge failed with error PIN_SEND_LIMIT.');
  });
});
