import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import {
  GetAccountCommand,
  MessageRejected,
  SendEmailCommand,
  SESv2Client,
  TooManyRequestsException,
} from '@aws-sdk/client-sesv2';
import type { SQSEvent } from 'aws-lambda';
import { emailKey } from '@shared/accounts/email';
import { grantCredits } from '../../lambdas/src/credits/ledger';
import { db } from '../../lambdas/src/db/service';
import { handler as worker } from '../../lambdas/src/respondents/invitation-worker';
import { localInvitationQueueState } from '../../lambdas/src/respondents/local-invitation-queue';
import { invoke } from '../support/invoke';
import { deliveredMailbox, invitationsDelivered } from '../support/invitations';

/**
 * Bulk invitations (docs/architecture.md "Bulk invitations"): the request records each e-mail `pending` and queues
 * it; the worker, fed by the local stack's in-process queue with SQS's semantics (visibility timeout, batch item
 * failures, maxReceiveCount then the dead-letter list), sends each once and records `sent` or `failed`. SES's answers
 * are the SDK's own errors (aws-sdk-client-mock) where a test needs SES to refuse.
 */

type Claims = { sub: string; email: string };
type State = { email: string; status: string; reason?: string };
type Outcome = { invited: string[]; reminded: string[]; recipients: State[] };

const uid = () => randomUUID().slice(0, 8);
const company = {
  defining_your_values: { value_integrity: 5, value_teamwork: 4, value_innovation: 2 },
  identifying_key_traits: { trait_curious: 5, trait_dependable: 3 },
};

async function employerWithAssessment(): Promise<{ claims: Claims; id: string }> {
  const claims = { sub: randomUUID(), email: `bulk-${uid()}@example.com` };
  await invoke('saveSignupInfo', {
    claims,
    body: {
      firstName: 'Bea',
      lastName: 'Ulk',
      companyName: 'Bulk Co',
      jopTitle: 'Lead',
      hiresPerYears: '11-50',
      typeOfOrg: 'technology',
      acceptTerrms: true,
      language: 'en',
    },
  });
  await grantCredits({
    email: claims.email,
    eventId: `bulk-pack#${claims.email}`,
    credits: 50,
    type: 'purchase',
    now: new Date(),
  });
  const created = await invoke<{ id: string }>('createTemplate', {
    claims,
    body: { form_name: 'Bulk check', sections: ['values_and_traits'], type_of_org: 'technology' },
  });
  await invoke('saveTemplateSection', {
    claims,
    params: { id: created.body.id, section: 'values_and_traits' },
    body: { company_answers: company },
  });
  expect((await invoke('publishTemplate', { claims, params: { id: created.body.id } })).status).toBe(200);
  return { claims, id: created.body.id };
}

const invite = (claims: Claims, id: string, emails: string[]) =>
  invoke<Outcome>('inviteCandidates', {
    claims,
    params: { id },
    body: { recipients: emails.map((email) => ({ email })) },
  });
const statuses = async (claims: Claims, id: string) => {
  const res = await invoke<{ invitations: State[] }>('getInvitationStatus', { claims, params: { id } });
  expect(res.status).toBe(200);
  // The e-mail's delivery only (the candidate's stage and reminders are deadlines.test.ts's).
  return Object.fromEntries(
    res.body.invitations.map(({ email, status, reason }) => [email, { email, status, ...(reason ? { reason } : {}) }]),
  );
};
const mailsTo = async (email: string) => (await deliveredMailbox()).filter((m) => m.to === email);

describe('bulk invitations through the queue', () => {
  it("a send naming more than 500 addresses answers 'Maximum emails to send', more than 100 people 'maximum of 100 recipients'; nobody is invited", async () => {
    const { claims, id } = await employerWithAssessment();
    const stamp = uid();
    // 501 addresses naming 100 people: the send itself is too big, whatever the duplicates.
    const repeated = Array.from({ length: 501 }, (_, i) => `same${i % 100}-${stamp}@example.com`);
    const tooMany = await invoke<{ error: { code: string; message: string } }>('inviteCandidates', {
      claims,
      params: { id },
      body: { recipients: repeated.map((email) => ({ email })) },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toMatchObject({ code: 'MAX_EMAILS_PER_SEND', message: 'Maximum emails to send' });
    const thai = await invoke<{ error: { message: string } }>('inviteCandidates', {
      claims,
      lang: 'th',
      params: { id },
      body: { recipients: repeated.map((email) => ({ email })) },
    });
    expect(thai.body.error.message).toBe('จำนวนอีเมลที่ส่งได้สูงสุด');
    const people = await invite(
      claims,
      id,
      Array.from({ length: 101 }, (_, i) => `person${i}-${stamp}@example.com`),
    );
    expect(people.status).toBe(400);
    expect((people.body as unknown as { error: { code: string } }).error.code).toBe('MAX_RECIPIENTS');
    expect(await statuses(claims, id)).toEqual({});
  });

  it('30 recipients: the request answers with 30 pending, and the worker sends each exactly once', async () => {
    const { claims, id } = await employerWithAssessment();
    const emails = Array.from({ length: 30 }, (_, i) => `p${i}-${uid()}@example.com`);
    const res = await invite(claims, id, emails);
    expect(res.status).toBe(200);
    expect(res.body.invited).toHaveLength(30);
    expect(res.body.recipients).toEqual(emails.map((email) => ({ email, status: 'pending' })));

    const mailbox = await deliveredMailbox();
    for (const email of emails)
      expect(
        mailbox.filter((m) => m.to === email),
        email,
      ).toHaveLength(1);
    const after = await statuses(claims, id);
    expect(emails.map((e) => after[e]?.status)).toEqual(emails.map(() => 'sent'));
  });

  it('a message delivered again after its e-mail was sent sends nothing', async () => {
    const { claims, id } = await employerWithAssessment();
    const email = `again-${uid()}@example.com`;
    await invite(claims, id, [email]);
    expect(await mailsTo(email)).toHaveLength(1);

    const body = JSON.stringify({
      formId: id,
      emailKey: emailKey(email),
      seq: 1,
      reminder: false,
      locale: 'en',
      replyTo: claims.email,
    });
    const record = {
      messageId: 'redelivered-1',
      receiptHandle: 'r',
      body,
      attributes: {
        ApproximateReceiveCount: '2',
        SentTimestamp: '0',
        SenderId: 'x',
        ApproximateFirstReceiveTimestamp: '0',
      },
      messageAttributes: {},
      md5OfBody: '',
      eventSource: 'aws:sqs',
      eventSourceARN: 'arn:aws:sqs:us-east-1:000000000000:q',
      awsRegion: 'us-east-1',
    };
    // Twice at once, as two workers would receive a duplicate, and once more after.
    const answers = await Promise.all([
      worker({ Records: [record] } as SQSEvent),
      worker({ Records: [record] } as SQSEvent),
    ]);
    answers.push(await worker({ Records: [record] } as SQSEvent));
    for (const a of answers) expect(a.batchItemFailures).toEqual([]);
    expect(await mailsTo(email)).toHaveLength(1);
    expect((await statuses(claims, id))[email]?.status).toBe('sent');
  });

  it('an address on the suppression list (it bounced for good) ends failed, suppressed; the others are sent', async () => {
    // The dev mailbox plays SES's simulator: mail to bounce@ is answered by a permanent bounce, which the events
    // handler puts on the suppression list (docs/deploy.md "E-mail delivery: bounces and complaints").
    const bounce = 'bounce@simulator.amazonses.com';
    const first = await employerWithAssessment();
    await invite(first.claims, first.id, [bounce]);
    await invitationsDelivered();
    const { claims, id } = await employerWithAssessment();
    const good = `fine-${uid()}@example.com`;
    await invite(claims, id, [bounce, good]);
    await invitationsDelivered();
    const after = await statuses(claims, id);
    expect(after[bounce]).toEqual({ email: bounce, status: 'failed', reason: 'suppressed' });
    expect(after[good]?.status).toBe('sent');
    expect(await mailsTo(good)).toHaveLength(1);
  });

  it('the same request sent twice at once makes one respondent and one e-mail per address', async () => {
    const { claims, id } = await employerWithAssessment();
    const emails = Array.from({ length: 5 }, (_, i) => `twice${i}-${uid()}@example.com`);
    const [a, b] = await Promise.all([invite(claims, id, emails), invite(claims, id, emails)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const { data } = await db().entities.candidate.query.byTemplate({ form_id: id }).go({ pages: 'all' });
    expect(data.map((c) => c.email).sort()).toEqual([...emails].sort());
    for (const email of emails) expect(await mailsTo(email), email).toHaveLength(1);
  });

  describe('when SES refuses', () => {
    const ses = mockClient(SESv2Client);
    beforeEach(() => {
      process.env.MAIL_TRANSPORT = 'ses';
      ses.reset();
      ses.on(GetAccountCommand).resolves({ SendQuota: { MaxSendRate: 1000, Max24HourSend: 1e6, SentLast24Hours: 0 } });
    });
    afterEach(() => {
      process.env.MAIL_TRANSPORT = 'mailbox';
    });
    const sentTo = (email: string) =>
      ses.commandCalls(SendEmailCommand).filter((c) => c.args[0].input.Destination?.ToAddresses?.[0] === email);
    const throttled = () => new TooManyRequestsException({ message: 'Maximum sending rate exceeded.', $metadata: {} });

    it('a throttled e-mail is delivered again by the queue and ends sent', async () => {
      const { claims, id } = await employerWithAssessment();
      const email = `busy-${uid()}@example.com`;
      ses.on(SendEmailCommand).rejectsOnce(throttled()).rejectsOnce(throttled()).resolves({ MessageId: 'ses-1' });
      await invite(claims, id, [email]);
      await invitationsDelivered();
      expect(sentTo(email)).toHaveLength(3);
      expect((await statuses(claims, id))[email]).toEqual({ email, status: 'sent' });
    });

    it('an address SES refuses ends failed with the reason, and the others are sent', async () => {
      const { claims, id } = await employerWithAssessment();
      const good = [`ok1-${uid()}@example.com`, `ok2-${uid()}@example.com`];
      const bad = `bad-${uid()}@example.com`;
      ses.on(SendEmailCommand).resolves({ MessageId: 'ses-ok' });
      ses
        .on(SendEmailCommand, { Destination: { ToAddresses: [bad] } })
        .rejects(new MessageRejected({ message: 'Email address is not verified.', $metadata: {} }));
      await invite(claims, id, [good[0]!, bad, good[1]!]);
      await invitationsDelivered();
      const after = await statuses(claims, id);
      expect(after[bad]).toEqual({ email: bad, status: 'failed', reason: 'rejected' });
      expect(after[good[0]!]?.status).toBe('sent');
      expect(after[good[1]!]?.status).toBe('sent');
      // Refused for good: not tried again.
      expect(sentTo(bad)).toHaveLength(1);
    });

    it('an e-mail throttled on every delivery ends failed and its message in the dead-letter queue', async () => {
      const { claims, id } = await employerWithAssessment();
      const email = `never-${uid()}@example.com`;
      ses.on(SendEmailCommand).rejects(throttled());
      const deadBefore = localInvitationQueueState().deadLetters().length;
      await invite(claims, id, [email]);
      await invitationsDelivered();
      expect(sentTo(email)).toHaveLength(5);
      expect((await statuses(claims, id))[email]).toEqual({ email, status: 'failed', reason: 'throttled' });
      const dead = localInvitationQueueState().deadLetters().slice(deadBefore);
      expect(dead.map((b) => (JSON.parse(b) as { emailKey: string }).emailKey)).toEqual([emailKey(email)]);
    });
  });
});
