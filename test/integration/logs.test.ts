import { randomUUID } from 'node:crypto';
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
import { listMailbox } from '../../lambdas/src/adapters/mail';
import { projectTriggers, startCognitoEmulator, type CognitoEmulator } from '../../infra/local/cognito';
import { invoke, ok } from '../support/invoke';

/**
 * Nothing a person typed or was given to prove who they are reaches a log line (issue "Deploy and operate": no PIN,
 * token or answer in any log). A sign-in with a wrong and a right PIN and a respondent's whole journey run with the
 * functions logging at DEBUG; everything written to stdout and stderr is kept and searched. The dev mailbox's
 * terminal notice (a local stand-in for SES that shows the PIN on purpose) is not a function log and is left out.
 */

// The logger reads its level once, when the functions' modules load: DEBUG for this file's run.
vi.hoisted(() => {
  process.env.POWERTOOLS_LOG_LEVEL = 'DEBUG';
});

const SECTION = 'values_and_traits';
const COMPANY = {
  defining_your_values: { value_integrity: 5, value_teamwork: 4, value_innovation: 2 },
  identifying_key_traits: { trait_curious: 5, trait_dependable: 3 },
};
const ANSWERS = {
  defining_your_values: { value_integrity: 4, value_teamwork: 4, value_innovation: 5 },
  identifying_key_traits: { trait_curious: 5, trait_dependable: 1 },
};
const COMMENT = `My private remark ${randomUUID()}`;

let dir: string;
let emulator: CognitoEmulator;
const written: string[] = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'logs-'));
  vi.stubEnv('MAIL_TRANSPORT', 'mailbox');
  vi.stubEnv('MAILBOX_DIR', path.join(dir, 'mailbox'));
  for (const stream of [process.stdout, process.stderr]) {
    const original = stream.write.bind(stream);
    vi.spyOn(stream, 'write').mockImplementation(((chunk: string | Uint8Array, ...rest: unknown[]) => {
      const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
      if (!text.startsWith('[mailbox]')) written.push(text);
      return (original as (c: string | Uint8Array, ...r: unknown[]) => boolean)(chunk, ...rest);
    }) as typeof stream.write);
  }
  emulator = await startCognitoEmulator({
    port: 0,
    dataDir: path.join(dir, 'cognito'),
    region: 'us-east-1',
    userPoolId: 'us-east-1_logs0001',
    clientId: 'logsintegrationclient001',
    triggers: await projectTriggers(),
    log: () => undefined,
  });
});
afterAll(async () => {
  vi.restoreAllMocks();
  await emulator.stop();
  vi.unstubAllEnvs();
  await rm(dir, { recursive: true, force: true });
});

describe('log lines carry no PIN, token, answer or comment', () => {
  it('a PIN sign-in and a respondent journey leave none of their secrets or content in the logs', async () => {
    // Sign-in: a wrong PIN, then the right one.
    const client = new CognitoIdentityProviderClient({
      region: 'us-east-1',
      endpoint: emulator.url,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    const email = `logs-${randomUUID().slice(0, 8)}@example.com`;
    await client.send(new SignUpCommand({ ClientId: 'logsintegrationclient001', Username: email }));
    const step = await client.send(
      new InitiateAuthCommand({
        ClientId: 'logsintegrationclient001',
        AuthFlow: 'CUSTOM_AUTH',
        AuthParameters: { USERNAME: email },
      }),
    );
    const pin = /\b(\d{6})\b/.exec((await listMailbox(path.join(dir, 'mailbox')))[0]?.text ?? '')?.[1] ?? '';
    expect(pin).toMatch(/^\d{6}$/);
    const wrong = String((Number(pin) + 500_001) % 1_000_000).padStart(6, '0');
    const username = step.ChallengeParameters?.USERNAME ?? '';
    const retry = await client.send(
      new RespondToAuthChallengeCommand({
        ClientId: 'logsintegrationclient001',
        ChallengeName: 'CUSTOM_CHALLENGE',
        Session: step.Session,
        ChallengeResponses: { USERNAME: username, ANSWER: wrong },
      }),
    );
    const done = await client.send(
      new RespondToAuthChallengeCommand({
        ClientId: 'logsintegrationclient001',
        ChallengeName: 'CUSTOM_CHALLENGE',
        Session: retry.Session,
        ChallengeResponses: { USERNAME: username, ANSWER: pin },
      }),
    );
    const idToken = done.AuthenticationResult?.IdToken ?? '';
    expect(idToken).not.toBe('');

    // A respondent: register, answer, comment, finish; plus a refused call with a token nobody holds.
    const owner = { sub: randomUUID(), email: `owner-${randomUUID().slice(0, 8)}@example.com` };
    const draft = await ok(
      'createTemplate',
      invoke<{ id: string }>('createTemplate', {
        claims: owner,
        body: { form_name: 'Logs', sections: [SECTION], type_of_org: 'technology', open_ended_question: true },
      }),
    );
    await ok(
      'saveTemplateSection',
      invoke('saveTemplateSection', {
        claims: owner,
        params: { id: draft.id, section: SECTION },
        body: { company_answers: COMPANY },
      }),
    );
    const { publicCode } = await ok(
      'publish',
      invoke<{ publicCode: string }>('publishTemplate', { claims: owner, params: { id: draft.id } }),
    );
    const respondentEmail = `resp-${randomUUID().slice(0, 8)}@example.com`;
    const { token } = await ok(
      'register',
      invoke<{ token: string }>('registerRespondent', {
        params: { code: publicCode },
        body: { firstname: 'Quentin', lastname: 'Zephyrine', email: respondentEmail, registration_id: randomUUID() },
      }),
    );
    await ok('open', invoke('getRespondentTest', { params: { token } }));
    await ok('start', invoke('startSection', { params: { token, section: SECTION } }));
    await ok('comment', invoke('saveComment', { params: { token, section: SECTION }, body: { comment: COMMENT } }));
    await ok(
      'complete',
      invoke('completeSection', { params: { token, section: SECTION }, body: { answers: ANSWERS } }),
    );
    await ok('finish', invoke('finishTest', { params: { token } }));
    const stranger = 'A'.repeat(40);
    expect((await invoke('getRespondentTest', { params: { token: stranger } })).status).toBe(404);

    const logs = written.join('');
    // The functions did log (one JSON line per request): a test that saw no output would prove nothing.
    expect(logs).toContain('"route":"registerRespondent"');
    expect(logs).toContain('"route":"finishTest"');
    // A PIN is six digits: searched as a whole number, not inside longer numbers or ids.
    for (const code of [pin, wrong])
      expect(logs, 'log output contains a PIN').not.toMatch(new RegExp(`(^|[^0-9A-Za-z])${code}([^0-9A-Za-z]|$)`));
    for (const secret of [
      idToken,
      token,
      stranger,
      COMMENT,
      'Zephyrine',
      respondentEmail,
      JSON.stringify(ANSWERS.defining_your_values),
    ]) {
      expect(logs, `log output contains ${secret.slice(0, 12)}…`).not.toContain(secret);
    }
  });
});
