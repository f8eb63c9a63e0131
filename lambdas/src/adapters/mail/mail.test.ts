import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { listMailbox, mailTransport, sendMail } from './index';
import { writeToMailbox } from './mailbox';
import { listUnsubscribeHeader } from './ses';
import { pinEmail } from '../../accounts/mail/pin-email';
import { isSuppressed } from './suppression-store';

// The suppression list is a table read; here every address is mailable unless a test says otherwise
// (test/integration/mail-suppression.test.ts runs it against DynamoDB Local).
vi.mock('./suppression-store', () => ({ isSuppressed: vi.fn(async () => false) }));

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'mailbox-'));
});
afterEach(async () => {
  vi.unstubAllEnvs();
  await rm(dir, { recursive: true, force: true });
});

describe('mail port', () => {
  it('MAIL_TRANSPORT chooses ses or mailbox; unset fails closed, on Lambda too', () => {
    expect(mailTransport({ MAIL_TRANSPORT: 'ses' })).toBe('ses');
    expect(mailTransport({ MAIL_TRANSPORT: 'mailbox' })).toBe('mailbox');
    expect(() => mailTransport({})).toThrow('MAIL_TRANSPORT is not set');
    expect(() => mailTransport({ AWS_LAMBDA_FUNCTION_NAME: 'fn' })).toThrow('MAIL_TRANSPORT is not set');
    expect(() => mailTransport({ MAIL_TRANSPORT: 'smtp' })).toThrow('Unknown MAIL_TRANSPORT');
  });

  it('the dev mailbox stores one JSON file per message and prints the PIN on one line', async () => {
    const lines: string[] = [];
    const sent = await writeToMailbox(
      pinEmail('a@b.co', '123456', 'en'),
      dir,
      (l) => lines.push(l),
      new Date('2025-03-01T10:00:00Z'),
    );
    expect(lines).toEqual(['[mailbox] PIN for a@b.co: 123456']);
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    const stored = JSON.parse(await readFile(path.join(dir, files[0] ?? ''), 'utf8'));
    expect(stored).toMatchObject({
      id: sent.id,
      to: 'a@b.co',
      subject: 'Your sign-in code: 123456',
      createdAt: '2025-03-01T10:00:00.000Z',
    });
    expect(Object.keys(stored).sort()).toEqual(['createdAt', 'html', 'id', 'subject', 'text', 'to']);
  });

  it('listMailbox returns messages newest first; a missing directory is empty', async () => {
    const log = () => undefined;
    await writeToMailbox(
      { to: 'a@b.co', subject: 'first', text: 't', html: 'h' },
      dir,
      log,
      new Date('2025-03-01T10:00:00Z'),
    );
    await writeToMailbox(
      { to: 'a@b.co', subject: 'second', text: 't', html: 'h' },
      dir,
      log,
      new Date('2025-03-01T10:05:00Z'),
    );
    expect((await listMailbox(dir)).map((m) => m.subject)).toEqual(['second', 'first']);
    expect(await listMailbox(path.join(dir, 'nope'))).toEqual([]);
  });

  it('sendMail with MAIL_TRANSPORT=mailbox writes into MAILBOX_DIR', async () => {
    vi.stubEnv('MAIL_TRANSPORT', 'mailbox');
    vi.stubEnv('MAILBOX_DIR', dir);
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    await sendMail({ to: 'a@b.co', subject: 'hello', text: 't', html: 'h' });
    expect((await listMailbox(dir))[0]?.subject).toBe('hello');
  });

  it('sendMail with MAIL_TRANSPORT=ses sends SES v2 SendEmail from MAIL_FROM, without the dev notice', async () => {
    vi.stubEnv('MAIL_TRANSPORT', 'ses');
    vi.stubEnv('MAIL_FROM', 'no-reply@example.com');
    const ses = mockClient(SESv2Client);
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
    const sent = await sendMail(pinEmail('a@b.co', '123456', 'es'));
    expect(sent).toEqual({ status: 'sent', id: 'm-1' });
    const input = ses.commandCalls(SendEmailCommand)[0]?.args[0].input;
    expect(input?.FromEmailAddress).toBe('no-reply@example.com');
    expect(input?.Destination?.ToAddresses).toEqual(['a@b.co']);
    expect(input?.Content?.Simple?.Subject?.Data).toBe('Tu código de acceso: 123456');
    expect(JSON.stringify(input)).not.toContain('PIN for');
    ses.restore();
  });

  it('SES sends through the configuration set MAIL_CONFIGURATION_SET names, which publishes bounces and complaints', async () => {
    vi.stubEnv('MAIL_TRANSPORT', 'ses');
    vi.stubEnv('MAIL_FROM', 'no-reply@example.com');
    vi.stubEnv('MAIL_CONFIGURATION_SET', 'culturefit-prod-mail');
    const ses = mockClient(SESv2Client);
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-2' });
    await sendMail({ to: 'a@b.co', subject: 'hello', text: 't', html: 'h' });
    expect(ses.commandCalls(SendEmailCommand)[0]?.args[0].input.ConfigurationSetName).toBe('culturefit-prod-mail');
    ses.restore();
  });

  it('a mail with an unsubscribe link goes to SES with the List-Unsubscribe header; one without has no header', async () => {
    vi.stubEnv('MAIL_TRANSPORT', 'ses');
    vi.stubEnv('MAIL_FROM', 'no-reply@example.com');
    const ses = mockClient(SESv2Client);
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-4' });
    const url = 'https://app.example/unsubscribe#a2V5.sig';
    await sendMail({ to: 'a@b.co', subject: 'hello', text: 't', html: 'h', listUnsubscribe: url });
    await sendMail({ to: 'a@b.co', subject: 'hello', text: 't', html: 'h' });
    const [withLink, without] = ses.commandCalls(SendEmailCommand).map((c) => c.args[0].input.Content?.Simple);
    expect(withLink?.Headers).toEqual([{ Name: 'List-Unsubscribe', Value: `<${url}>` }]);
    expect(without?.Headers).toBeUndefined();
    ses.restore();
    expect(() => listUnsubscribeHeader('https://app.example/x\r\nBcc: a@b.co')).toThrow();
  });

  it('an address on the suppression list is not sent to, by SES or the mailbox; the answer says suppressed', async () => {
    vi.mocked(isSuppressed).mockImplementation(async (to) => to === 'gone@b.co');
    vi.stubEnv('MAIL_TRANSPORT', 'ses');
    vi.stubEnv('MAIL_FROM', 'no-reply@example.com');
    const ses = mockClient(SESv2Client);
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-3' });
    expect(await sendMail({ to: 'gone@b.co', subject: 'hello', text: 't', html: 'h' })).toEqual({
      status: 'suppressed',
    });
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
    ses.restore();

    vi.stubEnv('MAIL_TRANSPORT', 'mailbox');
    vi.stubEnv('MAILBOX_DIR', dir);
    expect((await sendMail({ to: 'gone@b.co', subject: 'hello', text: 't', html: 'h' })).status).toBe('suppressed');
    expect(await listMailbox(dir)).toEqual([]);
    vi.mocked(isSuppressed).mockImplementation(async () => false);
  });
});
