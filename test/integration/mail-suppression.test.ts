import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SNSEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { emailKey } from '@shared/accounts/email';
import { listMailbox, sendMail } from '../../lambdas/src/adapters/mail';
import { handler as sesEvents } from '../../lambdas/src/adapters/mail/ses-events-handler';
import { db } from '../../lambdas/src/db/service';
import { projectTriggers, startCognitoEmulator, type CognitoEmulator } from '../../infra/local/cognito';

/**
 * Bounces and complaints (docs/deploy.md "E-mail delivery: bounces and complaints"): SES's events, in the JSON its
 * configuration set publishes to SNS, go through the real events handler into DynamoDB Local; the mail port then sends
 * nothing to a suppressed address, whatever its case; a PIN to it is refused with a message saying why. The dev mailbox
 * plays SES's mailbox simulator into the same handler.
 */

let dir: string;
const mailbox = () => path.join(dir, 'mailbox');
const unique = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.com`;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'mail-suppression-'));
  vi.stubEnv('MAIL_TRANSPORT', 'mailbox');
  vi.stubEnv('MAILBOX_DIR', mailbox());
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await rm(dir, { recursive: true, force: true });
});

/** One SNS delivery to Lambda carrying one SES event record (AWS's published examples, with our addresses). */
function snsDelivery(record: unknown): SNSEvent {
  return {
    Records: [
      {
        EventSource: 'aws:sns',
        EventVersion: '1.0',
        EventSubscriptionArn:
          'arn:aws:sns:us-east-1:123456789012:culturefit-prod-mail-events:2bcfbf39-05c3-41de-beaa-fcfcc21c8f55',
        Sns: {
          Type: 'Notification',
          MessageId: randomUUID(),
          TopicArn: 'arn:aws:sns:us-east-1:123456789012:culturefit-prod-mail-events',
          Subject: 'Amazon SES Email Event Notification',
          Message: JSON.stringify(record),
          Timestamp: '2026-03-01T10:00:01.000Z',
          SignatureVersion: '1',
          Signature: 'EXAMPLE',
          SigningCertUrl: 'https://sns.us-east-1.amazonaws.com/SimpleNotificationService-EXAMPLE.pem',
          UnsubscribeUrl: 'https://sns.us-east-1.amazonaws.com/?Action=Unsubscribe',
          MessageAttributes: {},
        },
      },
    ],
  };
}

const mailObject = (to: string) => ({
  timestamp: '2026-03-01T10:00:00.012Z',
  source: 'noreply@example.com',
  sourceArn: 'arn:aws:ses:us-east-1:123456789012:identity/example.com',
  sendingAccountId: '123456789012',
  messageId: `0100018e${randomUUID()}-000000`,
  destination: [to],
  headersTruncated: false,
  headers: [
    { name: 'From', value: 'noreply@example.com' },
    { name: 'To', value: to },
    { name: 'Subject', value: 'You are invited' },
  ],
  commonHeaders: { from: ['noreply@example.com'], to: [to], subject: 'You are invited' },
  tags: { 'ses:configuration-set': ['culturefit-prod-mail'], 'ses:operation': ['SendEmail'] },
});

const bounceEvent = (to: string, bounceType: 'Permanent' | 'Transient', bounceSubType: string) => ({
  eventType: 'Bounce',
  bounce: {
    bounceType,
    bounceSubType,
    bouncedRecipients: [
      {
        emailAddress: to,
        action: 'failed',
        status: bounceType === 'Permanent' ? '5.1.1' : '4.2.2',
        diagnosticCode: bounceType === 'Permanent' ? 'smtp; 550 5.1.1 user unknown' : 'smtp; 452 4.2.2 mailbox full',
      },
    ],
    timestamp: '2026-03-01T10:00:01.669Z',
    feedbackId: `01000157c44f053b-${randomUUID()}-000000`,
    reportingMTA: 'dsn; mta.example.com',
  },
  mail: mailObject(to),
});

const complaintEvent = (to: string) => ({
  eventType: 'Complaint',
  complaint: {
    complainedRecipients: [{ emailAddress: to }],
    timestamp: '2026-03-01T10:05:00.000Z',
    feedbackId: `01000157c44f053b-${randomUUID()}-000000`,
    userAgent: 'Mozilla/5.0',
    complaintFeedbackType: 'abuse',
    arrivalDate: '2026-03-01T10:04:58.000Z',
  },
  mail: mailObject(to),
});

const message = (to: string) => ({ to, subject: 'Hello', text: 'hello', html: '<p>hello</p>' });
const delivered = async (to: string) => (await listMailbox(mailbox())).filter((m) => m.to === to).length;
const stored = async (address: string) =>
  (
    await db()
      .entities.mailSuppression.get({ emailKey: emailKey(address) })
      .go()
  ).data;

describe('SES bounce and complaint events feed the suppression list the mail port checks', () => {
  it('a hard bounce suppresses the address: the next send to it, in any case, is not delivered', async () => {
    const to = unique('gone');
    expect((await sendMail(message(to))).status).toBe('sent');
    expect(await delivered(to)).toBe(1);

    const report = await sesEvents(snsDelivery(bounceEvent(to, 'Permanent', 'NoEmail')));
    expect(report).toEqual({ suppressed: 1, already: 0, ignored: 0 });
    expect(await stored(to)).toMatchObject({ reason: 'bounce', detail: 'NoEmail' });

    expect(await sendMail(message(to))).toEqual({ status: 'suppressed' });
    expect(await sendMail(message(to.toUpperCase()))).toEqual({ status: 'suppressed' });
    expect(await delivered(to)).toBe(1);
    expect(await delivered(to.toUpperCase())).toBe(0);
  });

  it('a soft (transient) bounce suppresses nothing: the address is still mailed', async () => {
    const to = unique('full');
    const report = await sesEvents(snsDelivery(bounceEvent(to, 'Transient', 'MailboxFull')));
    expect(report).toEqual({ suppressed: 0, already: 0, ignored: 1 });
    expect(await stored(to)).toBeNull();
    expect((await sendMail(message(to))).status).toBe('sent');
    expect(await delivered(to)).toBe(1);
  });

  it('a complaint suppresses the address', async () => {
    const to = unique('annoyed');
    await sesEvents(snsDelivery(complaintEvent(to)));
    expect(await stored(to)).toMatchObject({ reason: 'complaint', detail: 'abuse' });
    expect(await sendMail(message(to))).toEqual({ status: 'suppressed' });
    expect(await delivered(to)).toBe(0);
  });

  it('an event for an address written in capitals suppresses the address in lower case too', async () => {
    const to = unique('mixed');
    await sesEvents(snsDelivery(bounceEvent(to.toUpperCase(), 'Permanent', 'General')));
    expect(await sendMail(message(to))).toEqual({ status: 'suppressed' });
  });

  it('the handler is idempotent: a redelivered event, or a later one, changes nothing', async () => {
    const to = unique('twice');
    const event = snsDelivery(bounceEvent(to, 'Permanent', 'General'));
    expect(await sesEvents(event)).toEqual({ suppressed: 1, already: 0, ignored: 0 });
    const first = await stored(to);
    expect(await sesEvents(event)).toEqual({ suppressed: 0, already: 1, ignored: 0 });
    expect(await sesEvents(snsDelivery(complaintEvent(to)))).toEqual({ suppressed: 0, already: 1, ignored: 0 });
    expect(await stored(to)).toEqual(first);
  });

  it('a message that is not an SES event is skipped, not retried', async () => {
    const event = snsDelivery({});
    event.Records[0]!.Sns.Message = 'not json';
    expect(await sesEvents(event)).toEqual({ suppressed: 0, already: 0, ignored: 1 });
  });
});

describe("the dev mailbox plays SES's mailbox simulator into the same handler", () => {
  it('bounce@simulator.amazonses.com bounces (nothing delivered) and is suppressed; complaint@ is delivered once', async () => {
    const bounce = `bounce+${randomUUID().slice(0, 8)}@simulator.amazonses.com`;
    expect((await sendMail(message(bounce))).status).toBe('sent');
    expect(await delivered(bounce)).toBe(0);
    expect(await stored(bounce)).toMatchObject({ reason: 'bounce', detail: 'General' });
    expect(await sendMail(message(bounce))).toEqual({ status: 'suppressed' });

    const complaint = `complaint+${randomUUID().slice(0, 8)}@simulator.amazonses.com`;
    expect((await sendMail(message(complaint))).status).toBe('sent');
    expect(await delivered(complaint)).toBe(1);
    expect(await stored(complaint)).toMatchObject({ reason: 'complaint' });
    expect(await sendMail(message(complaint))).toEqual({ status: 'suppressed' });
    expect(await delivered(complaint)).toBe(1);
  });
});

describe('a sign-in PIN to a suppressed address', () => {
  let emulator: CognitoEmulator;
  let client: CognitoIdentityProviderClient;
  const clientId = 'suppressionintegrationcl01';
  beforeAll(async () => {
    emulator = await startCognitoEmulator({
      port: 0,
      dataDir: path.join(dir, 'cognito'),
      region: 'us-east-1',
      userPoolId: 'us-east-1_suppress01',
      clientId,
      triggers: await projectTriggers(),
      log: () => undefined,
    });
    client = new CognitoIdentityProviderClient({
      region: 'us-east-1',
      endpoint: emulator.url,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
  });
  afterAll(async () => {
    await emulator.stop();
  });
  const start = (email: string) =>
    client.send(
      new InitiateAuthCommand({ ClientId: clientId, AuthFlow: 'CUSTOM_AUTH', AuthParameters: { USERNAME: email } }),
    );

  it('is refused with EMAIL_UNDELIVERABLE, which the sign-in screen shows, and nothing is mailed', async () => {
    const email = unique('signin');
    await client.send(new SignUpCommand({ ClientId: clientId, Username: email }));
    await start(email);
    expect(await delivered(email)).toBe(1);

    await sesEvents(snsDelivery(bounceEvent(email, 'Permanent', 'General')));
    await expect(start(email)).rejects.toThrow('CreateAuthChallenge failed with error EMAIL_UNDELIVERABLE.');
    expect(await delivered(email)).toBe(1);
  });
});
