import { randomUUID } from 'node:crypto';
import { GetObjectTaggingCommand, S3Client } from '@aws-sdk/client-s3';
import { describe, expect, inject, it } from 'vitest';
import { emailKey } from '@shared/accounts/email';
import { SUPPORT_TICKET_BUDGETS, SUPPORT_UPLOAD_BUDGETS } from '@shared/constants/support';
import { errorMessage } from '@shared/errors';
import { db } from '../../lambdas/src/db/service';
import { listMailbox } from '../../lambdas/src/adapters/mail';
import { invoke } from '../support/invoke';
import { TINY_PNG as PNG, uploadThrough, type Upload } from '../support/uploads';

/**
 * Help and support (spec part 1 §2, §3 "Support ticket"; part 2 §7.2, §8 "Support and chat"): a message from a
 * signed-in user is stored with the account's details as the server knows them and e-mailed to the support
 * address; an attachment is the sender's own upload under the spec's key; a retried send is one ticket, one e-mail.
 */

const SUPPORT = 'support@culturefit.local';
const person = () => ({ sub: randomUUID(), email: `help-${randomUUID().slice(0, 8)}@example.com` });
const requestId = () => randomUUID().replace(/-/g, '');

type Ticket = {
  id: string;
  created_at: string;
  has_attachment: boolean;
  reply_within_hours: { min: number; max: number };
};

async function signedUp(claims: { sub: string; email: string }) {
  await invoke('saveSignupInfo', {
    claims,
    body: { firstName: 'Dana', lastName: 'Reyes', companyName: 'Harbor Labs' },
  });
  await invoke('createTemplate', {
    claims,
    body: { type_of_org: 'technology', form_name: 'Ops lead', sections: ['big5'] },
  });
}

async function mailsFor(requestIdValue: string) {
  return (await listMailbox(inject('mailboxDir'))).filter(
    (m) => m.to === SUPPORT && m.text.includes(`Request id: ${requestIdValue}`),
  );
}

const upload = (claims: { sub: string; email: string }, fileName = 'screen.png', bytes = PNG) =>
  uploadThrough('createSupportUpload', claims, { fileName, mime: 'image/png', size: bytes.length }, bytes);

describe('a support ticket', () => {
  it('is stored with every field of the spec, computed on the server, and e-mailed to the support address', async () => {
    const claims = person();
    await signedUp(claims);
    const id = requestId();
    const sent = await invoke<Ticket>('createSupportTicket', {
      claims,
      body: { requestId: id, message: '  How do I invite a whole team at once?  ' },
    });
    expect(sent.status).toBe(200);
    expect(sent.body.reply_within_hours).toEqual({ min: 3, max: 48 });
    const stored = (
      await db()
        .entities.supportTicket.get({ emailKey: emailKey(claims.email), requestId: id })
        .go()
    ).data;
    expect(stored).toMatchObject({
      message: 'How do I invite a whole team at once?',
      has_attachment: false,
      company_name: 'Harbor Labs',
      fullname: 'Dana Reyes',
      email: claims.email,
      assessments_total: 1,
      credits_remaining: '5',
    });
    expect(stored?.created_at).toBe(sent.body.created_at);
    const [mail, ...more] = await mailsFor(id);
    expect(more).toHaveLength(0);
    expect(mail?.text).toContain('How do I invite a whole team at once?');
    expect(mail?.text).toContain('Harbor Labs');
    expect(mail?.text).toContain('Credits remaining: 5');
    expect(mail?.replyTo).toBe(claims.email);
    // The subject carries nothing the sender wrote or chose: not the message, the address or the request id.
    expect(mail?.subject).toMatch(/^Support request [0-9A-F]{10}$/);
    expect(mail?.subject).not.toContain(claims.email.split('@')[0]);
    expect(mail?.subject).not.toContain(id.slice(0, 8));
  });

  it('sent again with the same request id (a retry, a double click) is one ticket and one e-mail', async () => {
    const claims = person();
    const id = requestId();
    const body = { requestId: id, message: 'The export button does nothing.' };
    const answers = await Promise.all([1, 2, 3].map(() => invoke<Ticket>('createSupportTicket', { claims, body })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.created_at)).size).toBe(1);
    expect(await mailsFor(id)).toHaveLength(1);
  });

  it("a whitespace-only message is refused with the catalogue's message and nothing is stored or sent", async () => {
    const claims = person();
    const id = requestId();
    const refused = await invoke<{ error: { code: string; message: string } }>('createSupportTicket', {
      claims,
      body: { requestId: id, message: ' \n\t ' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('Please enter a message.');
    expect(
      (
        await db()
          .entities.supportTicket.get({ emailKey: emailKey(claims.email), requestId: id })
          .go()
      ).data,
    ).toBeNull();
    expect(await mailsFor(id)).toHaveLength(0);
  });

  it('carries an attachment uploaded under images/users/{emailKey}/support-tickets-…, linked in the e-mail', async () => {
    const claims = person();
    const key = await upload(claims, 'my screen.png');
    expect(key).toMatch(
      new RegExp(`^images/users/${emailKey(claims.email)}/support-tickets-my_screen-[0-9a-f-]{36}\\.png$`),
    );
    const id = requestId();
    const sent = await invoke<Ticket>('createSupportTicket', {
      claims,
      body: { requestId: id, message: 'See the screenshot.', attachmentKey: key },
    });
    expect(sent.body.has_attachment).toBe(true);
    const stored = (
      await db()
        .entities.supportTicket.get({ emailKey: emailKey(claims.email), requestId: id })
        .go()
    ).data;
    expect(stored?.uploaded_image_url).toBe(key);
    const [mail] = await mailsFor(id);
    const link = /(http\S+support-tickets-my_screen\S+)/.exec(mail?.text ?? '')?.[1]?.replace(/[)\]]+$/, '');
    expect(link).toBeDefined();
    const image = await fetch(link as string);
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
    // Attached to a ticket, the upload is kept (an unused one expires after a day).
    const s3 = new S3Client({
      endpoint: process.env.S3_ENDPOINT,
      forcePathStyle: true,
      region: process.env.AWS_REGION ?? 'us-east-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    expect(
      (await s3.send(new GetObjectTaggingCommand({ Bucket: process.env.UPLOADS_BUCKET, Key: key }))).TagSet,
    ).toEqual([{ Key: 'upload', Value: 'kept' }]);
  });

  it("refuses another person's upload, a file that was never uploaded, and files that are not png/jpg/jpeg or over 2 MB", async () => {
    const owner = person();
    const other = person();
    const othersKey = await upload(owner);
    const foreign = await invoke<{ error: { message: string } }>('createSupportTicket', {
      claims: other,
      body: { requestId: requestId(), message: 'Hi', attachmentKey: othersKey },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body.error.message).toBe('Permission denied. Please contact support.');
    const missing = await invoke<{ error: { message: string } }>('createSupportTicket', {
      claims: other,
      body: {
        requestId: requestId(),
        message: 'Hi',
        attachmentKey: `images/users/${emailKey(other.email)}/support-tickets-x-${randomUUID()}.png`,
      },
    });
    expect(missing.body.error.message).toBe('Failed to load file. Please try again.');
    const gif = await invoke<{ error: { message: string } }>('createSupportUpload', {
      claims: other,
      body: { fileName: 'anim.gif', mime: 'image/png', size: 10 },
    });
    expect(gif.body.error.message).toBe('Attachments must be .png, .jpg or .jpeg files.');
    const big = await invoke<{ error: { message: string } }>('createSupportUpload', {
      claims: other,
      body: { fileName: 'big.png', mime: 'image/png', size: 3 * 1024 * 1024 },
    });
    expect(big.body.error.message).toBe('Failed to upload file. Please try a smaller image.');
  });

  it('refuses an attachment whose bytes are not the image it was uploaded as (HTML sent as a PNG); nothing is stored or sent', async () => {
    const claims = person();
    const key = await upload(
      claims,
      'screen.png',
      Buffer.from('<html><body><a href="https://evil.example.com">Verify your account</a></body></html>'),
    );
    const id = requestId();
    const refused = await invoke<{ error: { message: string } }>('createSupportTicket', {
      claims,
      body: { requestId: id, message: 'See attached.', attachmentKey: key },
    });
    expect(refused.status).toBe(415);
    expect(refused.body.error.message).toBe('Attachments must be .png, .jpg or .jpeg files.');
    expect(
      (
        await db()
          .entities.supportTicket.get({ emailKey: emailKey(claims.email), requestId: id })
          .go()
      ).data,
    ).toBeNull();
    expect(await mailsFor(id)).toHaveLength(0);
  });
});

describe('support budgets (docs/abuse.md "Support")', () => {
  type Refusal = { error: { code: string; message: string } };
  const day = () => new Date().toISOString().slice(0, 10);
  const fill = (scope: string, count: number) =>
    db()
      .entities.dailyCounter.put({ scope, day: day(), count, expiresAt: Math.floor(Date.now() / 1000) + 86400 })
      .go();
  const clear = (scope: string) => db().entities.dailyCounter.delete({ scope, day: day() }).go();
  const stored = async (claims: { email: string }, id: string) =>
    (
      await db()
        .entities.supportTicket.get({ emailKey: emailKey(claims.email), requestId: id })
        .go()
    ).data;

  async function refusedTicket(claims: { sub: string; email: string }, sourceIp?: string) {
    const id = requestId();
    const refused = await invoke<Refusal>('createSupportTicket', {
      claims,
      sourceIp,
      body: { requestId: id, message: 'One more question.' },
    });
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(await errorMessage('SUPPORT_DAILY_LIMIT', 'en'));
    expect(await stored(claims, id)).toBeNull();
    expect(await mailsFor(id)).toHaveLength(0);
  }

  it(`an account sends ${SUPPORT_TICKET_BUDGETS.perAccount} messages a day; the next is refused, stored and sent nowhere; a retry of a sent one still answers`, async () => {
    const claims = person();
    const ids = Array.from({ length: SUPPORT_TICKET_BUDGETS.perAccount }, requestId);
    for (const id of ids)
      expect(
        (
          await invoke('createSupportTicket', {
            claims,
            sourceIp: '198.51.100.21',
            body: { requestId: id, message: 'A question.' },
          })
        ).status,
      ).toBe(200);
    await refusedTicket(claims, '198.51.100.21');
    expect(
      (
        await invoke('createSupportTicket', {
          claims,
          sourceIp: '198.51.100.21',
          body: { requestId: ids[0], message: 'A question.' },
        })
      ).status,
    ).toBe(200);
  });

  it(`one client address sends ${SUPPORT_TICKET_BUDGETS.perIp} messages a day, whatever the accounts behind it`, async () => {
    const ip = `198.51.100.${30 + Math.floor(Math.random() * 200)}`;
    await fill(`support#ip#${ip}`, SUPPORT_TICKET_BUDGETS.perIp);
    try {
      await refusedTicket(person(), ip);
    } finally {
      await clear(`support#ip#${ip}`);
    }
  });

  it('the deployment takes a set number of messages a day, of which accounts that never paid may use a share', async () => {
    await fill('support#all-fresh', SUPPORT_TICKET_BUDGETS.deployment.fresh);
    try {
      await refusedTicket(person());
    } finally {
      await clear('support#all-fresh');
    }
    await fill('support#all', SUPPORT_TICKET_BUDGETS.deployment.all);
    try {
      await refusedTicket(person());
    } finally {
      await clear('support#all');
    }
  });

  it('attachment uploads have a daily budget per account, per address and for the deployment; over it, no upload address is given', async () => {
    const claims = person();
    const ip = `203.0.113.${10 + Math.floor(Math.random() * 200)}`;
    const ask = () =>
      invoke<Refusal & Partial<Upload>>('createSupportUpload', {
        claims,
        sourceIp: ip,
        body: { fileName: 'a.png', mime: 'image/png', size: 100 },
      });
    for (const [scope, cap] of [
      [`support-upload#acct#${emailKey(claims.email)}`, SUPPORT_UPLOAD_BUDGETS.perAccount],
      [`support-upload#ip#${ip}`, SUPPORT_UPLOAD_BUDGETS.perIp],
      ['support-upload#all', SUPPORT_UPLOAD_BUDGETS.deployment],
    ] as const) {
      await fill(scope, cap);
      try {
        const refused = await ask();
        expect(refused.status, scope).toBe(429);
        expect(refused.body.error.message).toBe(await errorMessage('SUPPORT_UPLOAD_DAILY_LIMIT', 'en'));
        expect(refused.body.uploadUrl).toBeUndefined();
      } finally {
        await clear(scope);
      }
    }
    expect((await ask()).status).toBe(200);
  });
});
