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
import {
  PIN_FREE_FAILURES,
  PIN_MAX_NEW_ADDRESS_SENDS_PER_DAY,
  PIN_MAX_SENDS_PER_EMAIL_PER_HOUR,
} from '@shared/constants/pin';
import { listMailbox } from '../../lambdas/src/adapters/mail';
import { db } from '../../lambdas/src/db/service';
import { createTokenVerifier } from '../../lambdas/src/http/verify-token';
import { projectTriggers, startCognitoEmulator, type CognitoEmulator } from '../../infra/local/cognito';
import { handler as verifyHandler } from '../../lambdas/src/accounts/triggers/verify-auth-challenge';
import { verifyEvent } from '../../lambdas/src/accounts/triggers/test-events';
import { invoke } from '../support/invoke';
import { storedItems } from '../support/table-scan';
import { offerUnlockLink } from '../../lambdas/src/accounts/pin/unlock';
import { handler as seedHandler } from '../../lambdas/src/toolbox/seed-prompts';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

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
  emulator = await startCognitoEmulator({
    port: 0,
    dataDir: path.join(dir, 'cognito'),
    region,
    userPoolId,
    clientId,
    triggers: await projectTriggers(),
    log: () => undefined,
  });
  client = new CognitoIdentityProviderClient({
    region,
    endpoint: emulator.url,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
});
afterAll(async () => {
  await emulator.stop();
  vi.unstubAllEnvs();
  await rm(dir, { recursive: true, force: true });
});

const latestPin = async () =>
  /\b(\d{6})\b/.exec((await listMailbox(path.join(dir, 'mailbox')))[0]?.text ?? '')?.[1] ?? '';
const start = () =>
  client.send(
    new InitiateAuthCommand({ ClientId: clientId, AuthFlow: 'CUSTOM_AUTH', AuthParameters: { USERNAME: email } }),
  );
const respond = (session: string | undefined, username: string, answer: string) =>
  client.send(
    new RespondToAuthChallengeCommand({
      ClientId: clientId,
      ChallengeName: 'CUSTOM_CHALLENGE',
      Session: session,
      ChallengeResponses: { USERNAME: username, ANSWER: answer },
    }),
  );

describe('e-mail PIN sign-in against DynamoDB Local', () => {
  it('the PIN from the mailbox signs in; only its hash is stored; it works once', async () => {
    await client.send(new SignUpCommand({ ClientId: clientId, Username: email }));
    const step = await start();
    const pin = await latestPin();
    expect(pin).toMatch(/^\d{6}$/);
    const [stored] = (
      await db()
        .entities.pinChallenge.query.byEmail({ emailKey: emailKey(email) })
        .go()
    ).data;
    expect(stored?.pinHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(pin);

    const username = step.ChallengeParameters?.USERNAME ?? '';
    const done = await respond(step.Session, username, pin);
    const verified = await createTokenVerifier({ userPoolId, clientId, jwksUri: emulator.jwksUri }).verifyIdToken(
      done.AuthenticationResult?.IdToken ?? '',
    );
    expect(verified.email).toBe(email);
    expect(
      (
        await db()
          .entities.pinChallenge.query.byEmail({ emailKey: emailKey(email) })
          .go()
      ).data,
    ).toEqual([]);
  });

  it('someone else starting a sign-in for the same address does not cancel a pending PIN', async () => {
    const mine = await start();
    const myPin = await latestPin();
    await start(); // another session (an attacker who knows the address) asks for a PIN too
    expect(await latestPin()).not.toBe('');
    const done = await respond(mine.Session, mine.ChallengeParameters?.USERNAME ?? '', myPin);
    expect(done.AuthenticationResult?.IdToken).toBeTruthy();
  });

  it(`refuses a ${PIN_MAX_SENDS_PER_EMAIL_PER_HOUR + 1}th PIN within the hour to the same browser`, async () => {
    // Three PINs were sent by the previous tests, none of them naming a browser.
    for (let i = 3; i < PIN_MAX_SENDS_PER_EMAIL_PER_HOUR; i++) await start();
    await expect(start()).rejects.toThrow('PreAuthentication failed with error PIN_SEND_LIMIT.');
  });
});

const OWNER = 'owner-browser-0123456789abcdef';
const STRANGER = 'stranger-browser-0123456789ab';
const pinFor = async (address: string) =>
  /\b(\d{6})\b/.exec((await listMailbox(path.join(dir, 'mailbox'))).find((m) => m.to === address)?.text ?? '')?.[1] ??
  '';
const startAs = (address: string, device: string) =>
  client.send(
    new InitiateAuthCommand({
      ClientId: clientId,
      AuthFlow: 'CUSTOM_AUTH',
      AuthParameters: { USERNAME: address },
      ClientMetadata: { device },
    }),
  );
const answerAs = (
  step: { Session?: string; ChallengeParameters?: Record<string, string> },
  answer: string,
  device: string,
) =>
  client.send(
    new RespondToAuthChallengeCommand({
      ClientId: clientId,
      ChallengeName: 'CUSTOM_CHALLENGE',
      Session: step.Session,
      ChallengeResponses: { USERNAME: step.ChallengeParameters?.USERNAME ?? '', ANSWER: answer },
      ClientMetadata: { device },
    }),
  );

describe('a stranger who knows the address cannot lock its owner out', () => {
  it("their PIN requests spend their browser's sends, and after their wrong answers the owner's browser still signs in", async () => {
    const owner = `owner-${Date.now()}@example.com`;
    await client.send(new SignUpCommand({ ClientId: clientId, Username: owner }));
    const first = await startAs(owner, OWNER);
    expect((await answerAs(first, await pinFor(owner), OWNER)).AuthenticationResult?.IdToken).toBeTruthy();

    // The stranger asks for PINs until their browser's hour is spent; the owner's browser still gets one.
    const strangerSteps = [];
    for (let i = 0; i < PIN_MAX_SENDS_PER_EMAIL_PER_HOUR; i++) strangerSteps.push(await startAs(owner, STRANGER));
    await expect(startAs(owner, STRANGER)).rejects.toThrow('PreAuthentication failed with error PIN_SEND_LIMIT.');
    const mine = await startAs(owner, OWNER);
    const myPin = await pinFor(owner);

    // The stranger answers wrong until the address waits out a back-off; then no PIN is sent to a new browser.
    let wrong = 0;
    for (const step of strangerSteps) {
      let current: { Session?: string; ChallengeParameters?: Record<string, string> } = step;
      for (let i = 0; i < 3 && wrong < PIN_FREE_FAILURES; i++, wrong++) {
        // The third wrong answer ends that sign-in (NotAuthorizedException).
        current = await answerAs(current, myPin === '000000' ? '111111' : '000000', STRANGER).catch(() => ({}));
      }
      if (wrong >= PIN_FREE_FAILURES) break;
    }
    await expect(startAs(owner, 'another-made-up-browser-0001')).rejects.toThrow(
      'PreAuthentication failed with error PIN_LOCKED.',
    );

    // The owner's browser answers its PIN and signs in.
    const done = await answerAs(mine, myPin, OWNER);
    expect(done.AuthenticationResult?.IdToken).toBeTruthy();
  });
});

describe('parallel wrong answers', () => {
  it(`30 wrong answers at once: at most ${PIN_FREE_FAILURES} are compared, the rest wait out the back-off`, async () => {
    const address = `parallel-${Date.now()}@example.com`;
    const key = emailKey(address);
    // Thirty pending sign-ins of the address (as if started over a day from many browsers), answered at once.
    const sessions = Array.from({ length: 30 }, (_, i) => `parallel-challenge-${i}`);
    const expiresAt = Math.floor(Date.now() / 1000) + 180;
    for (const challengeId of sessions) {
      await db()
        .entities.pinChallenge.put({
          emailKey: key,
          challengeId,
          pinHash: 'f'.repeat(64),
          salt: 'salt',
          attempts: 0,
          expiresAt,
          createdAt: new Date().toISOString(),
        })
        .go();
    }
    const results = await Promise.all(
      sessions.map((id) => verifyHandler(verifyEvent(address, id, '000000x')).then((ev) => ev.response.answerCorrect)),
    );
    expect(results.every((r) => r === false)).toBe(true);
    const compared = (await db().entities.pinChallenge.query.byEmail({ emailKey: key }).go()).data.filter(
      (c) => c.attempts > 0,
    );
    expect(compared.length).toBeLessThanOrEqual(PIN_FREE_FAILURES);
    const guard = (await db().entities.signInGuard.get({ emailKey: key }).go()).data;
    expect(guard?.failures).toBeLessThanOrEqual(PIN_FREE_FAILURES);
  });
});

describe('the deployment budget of PINs', () => {
  it('addresses that never signed in have their own smaller pool; once it is spent, existing users still get PINs', async () => {
    const day = new Date().toISOString().slice(0, 10);
    const pool = { scope: 'pin-send#new', day };
    const before = (await db().entities.dailyCounter.get(pool).go()).data;
    await db()
      .entities.dailyCounter.put({
        ...pool,
        count: PIN_MAX_NEW_ADDRESS_SENDS_PER_DAY,
        expiresAt: Math.floor(Date.now() / 1000) + 3600,
      })
      .go();
    try {
      const fresh = `throwaway-${Date.now()}@example.com`;
      await client.send(new SignUpCommand({ ClientId: clientId, Username: fresh }));
      await expect(startAs(fresh, OWNER)).rejects.toThrow('CreateAuthChallenge failed with error PIN_SEND_LIMIT.');
      expect(await pinFor(fresh)).toBe('');

      // An address with a product account (it signed in before) is not counted against that pool.
      const existing = `existing-${Date.now()}@example.com`;
      await client.send(new SignUpCommand({ ClientId: clientId, Username: existing }));
      expect((await invoke('getMe', { claims: { sub: `sub-${Date.now()}`, email: existing } })).status).toBe(200);
      await startAs(existing, OWNER);
      expect(await pinFor(existing)).toMatch(/^\d{6}$/);
    } finally {
      if (before)
        await db()
          .entities.dailyCounter.put(before as never)
          .go();
      else await db().entities.dailyCounter.delete(pool).go();
    }
  });
});

describe('an unlock link mailed to the owner', () => {
  const FRESH = 'owners-new-laptop-0123456789ab';
  const unlockMails = async (address: string) =>
    (await listMailbox(path.join(dir, 'mailbox'))).filter((m) => m.to === address && /\/sign-in\/unlock#/.test(m.text));
  const tokenOf = (text: string) => /\/sign-in\/unlock#([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? '';
  /** Wrong answers from the stranger's browser, three per sign-in, until `count` were given. */
  async function strangerAnswersWrong(address: string, count: number) {
    let step: { Session?: string; ChallengeParameters?: Record<string, string> } | undefined;
    let left = 0;
    for (let i = 0; i < count; i++) {
      if (!left) {
        step = await startAs(address, STRANGER);
        left = 3;
      }
      step = await answerAs(step ?? {}, '000000x', STRANGER).catch(() => ({}));
      left--;
    }
    return left ? step : undefined;
  }

  it("the stranger's wrong answers start the back-off and the owner gets one link; the browser that opens it signs in, the stranger's still waits", async () => {
    const owner = `unlock-${Date.now()}@example.com`;
    await client.send(new SignUpCommand({ ClientId: clientId, Username: owner }));
    // A product account (it signed in before), whose language is Spanish.
    expect((await invoke('getMe', { claims: { sub: `sub-unlock-${Date.now()}`, email: owner } })).status).toBe(200);
    await db()
      .entities.user.patch({ emailKey: emailKey(owner) })
      .set({ lang: 'es' })
      .go();

    const pending = await strangerAnswersWrong(owner, PIN_FREE_FAILURES);
    const mails = await unlockMails(owner);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Alguien está intentando iniciar sesión en tu cuenta');
    const token = tokenOf(mails[0]?.text ?? '');
    expect(token).toHaveLength(43);
    expect(mails[0]?.text).toContain(`http://localhost:5173/sign-in/unlock#${token}`);
    // Only the token's hash is stored.
    expect(JSON.stringify(await storedItems('signInUnlock'))).not.toContain(token);
    await expect(startAs(owner, FRESH)).rejects.toThrow('PreAuthentication failed with error PIN_LOCKED.');

    // Made up, then the real one: the made-up token is refused and changes nothing.
    const madeUp = await invoke('unlockSignIn', { body: { token: 'A'.repeat(43), device: FRESH } });
    expect(madeUp.status).toBe(410);
    expect((madeUp.body as { error: { code: string } }).error.code).toBe('SIGN_IN_LINK_INVALID');
    await expect(startAs(owner, FRESH)).rejects.toThrow('PreAuthentication failed with error PIN_LOCKED.');

    expect((await invoke('unlockSignIn', { body: { token, device: FRESH } })).status).toBe(200);
    const mine = await startAs(owner, FRESH);
    const done = await answerAs(mine, await pinFor(owner), FRESH);
    expect(done.AuthenticationResult?.IdToken).toBeTruthy();
    // The stranger's browser still waits; a used link is refused and unlocks no other browser.
    await expect(startAs(owner, STRANGER)).rejects.toThrow('PreAuthentication failed with error PIN_LOCKED.');
    const again = await invoke('unlockSignIn', { body: { token, device: 'someone-elses-browser-000001' } });
    expect(again.status).toBe(410);
    expect((again.body as { error: { code: string } }).error.code).toBe('SIGN_IN_LINK_INVALID');
    await expect(startAs(owner, 'someone-elses-browser-000001')).rejects.toThrow(
      'PreAuthentication failed with error PIN_LOCKED.',
    );

    // The wait is over and the stranger answers wrong again: another wait, but no second mail that day.
    const guard = (
      await db()
        .entities.signInGuard.get({ emailKey: emailKey(owner) })
        .go({ consistent: true })
    ).data;
    if (!guard) throw new Error('no guard');
    await db()
      .entities.signInGuard.put({
        ...guard,
        blockedUntil: Math.floor(Date.now() / 1000) - 1,
        version: guard.version + 1,
      })
      .go();
    await answerAs(pending ?? (await startAs(owner, STRANGER)), '000000x', STRANGER).catch(() => undefined);
    await expect(startAs(owner, 'another-new-browser-0000001')).rejects.toThrow(
      'PreAuthentication failed with error PIN_LOCKED.',
    );
    expect(await unlockMails(owner)).toHaveLength(1);
  });

  it('on AWS the link takes the web address the deploy wrote to the table (the verify trigger has no WEB_URL)', async () => {
    const owner = `unlock-aws-${Date.now()}@example.com`;
    expect((await invoke('getMe', { claims: { sub: `sub-unlock-aws-${Date.now()}`, email: owner } })).status).toBe(200);
    // The deploy's custom resource, answered to a local stand-in of CloudFormation's response URL.
    const answers: string[] = [];
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => (answers.push(body), res.end()));
    });
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    const { port } = server.address() as AddressInfo;
    try {
      await seedHandler({
        RequestType: 'Create',
        ResponseURL: `http://127.0.0.1:${port}/cfn`,
        StackId: 's',
        RequestId: 'r',
        LogicalResourceId: 'WebAddress',
        ResourceProperties: { WebUrl: 'https://d111111abcdef8.cloudfront.net' },
      });
    } finally {
      server.close();
    }
    expect(JSON.parse(answers[0] ?? '{}')).toMatchObject({ Status: 'SUCCESS', PhysicalResourceId: 'web-address' });
    vi.stubEnv('WEB_URL', '');
    vi.stubEnv('ALLOWED_ORIGIN', '');
    try {
      await offerUnlockLink(owner, new Date());
    } finally {
      vi.stubEnv('WEB_URL', 'http://localhost:5173');
      vi.stubEnv('ALLOWED_ORIGIN', 'http://localhost:5173');
      await db().entities.deploymentSetting.delete({ name: 'webUrl' }).go();
    }
    const [mail] = await unlockMails(owner);
    expect(mail?.text).toMatch(/https:\/\/d111111abcdef8\.cloudfront\.net\/sign-in\/unlock#[A-Za-z0-9_-]{43}/);
  });

  it('an address without a product account gets no unlock mail', async () => {
    const address = `no-account-${Date.now()}@example.com`;
    await client.send(new SignUpCommand({ ClientId: clientId, Username: address }));
    await strangerAnswersWrong(address, PIN_FREE_FAILURES);
    await expect(startAs(address, FRESH)).rejects.toThrow('PreAuthentication failed with error PIN_LOCKED.');
    expect(await unlockMails(address)).toEqual([]);
  });
});
