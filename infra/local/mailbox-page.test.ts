import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeToMailbox } from '../../lambdas/src/adapters/mail/mailbox';
import { mailboxRoutes, renderMailboxPage } from './mailbox-page';

let dir: string;
let server: Server;
let base: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'mailbox-'));
  const quiet = () => {};
  await writeToMailbox(
    { to: 'old@example.com', subject: 'Older', text: 'first', html: '' },
    dir,
    quiet,
    new Date('2025-01-01T10:00:00Z'),
  );
  await writeToMailbox(
    {
      to: 'new@example.com',
      subject: 'Your PIN <b>123456</b>',
      text: 'PIN 123456',
      html: '<p onclick="x()">PIN <script>alert(1)</script></p>',
    },
    dir,
    quiet,
    new Date('2025-01-02T10:00:00Z'),
  );
  const routes = mailboxRoutes(dir);
  server = createServer((req, res) => {
    void routes(req, res).then((handled) => {
      if (!handled) res.writeHead(404).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  await rm(dir, { recursive: true, force: true });
});

describe('dev mailbox page', () => {
  it('lists messages newest first with subject, recipient and time', async () => {
    const res = await fetch(`${base}/mailbox`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html.indexOf('new@example.com')).toBeLessThan(html.indexOf('old@example.com'));
    expect(html).toContain('Your PIN &lt;b&gt;123456&lt;/b&gt;');
    expect(html).toContain('datetime="2025-01-02T10:00:00.000Z"');
  });

  it('never lets a message body run script on the page: HTML goes escaped into a sandboxed iframe', () => {
    const html = renderMailboxPage(
      [
        {
          id: '1',
          to: 'a@b.c',
          subject: 's',
          text: 't',
          html: '<script>alert(1)</script>',
          createdAt: '2025-01-01T00:00:00Z',
        },
      ],
      '/tmp/m',
    );
    expect(html).not.toContain('<script>');
    expect(html).toContain('<iframe sandbox="" ');
    expect(html).toContain('srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"');
  });

  it('serves the same messages as JSON', async () => {
    const res = await fetch(`${base}/mailbox.json`);
    const body = (await res.json()) as { messages: { subject: string }[] };
    expect(body.messages.map((m) => m.subject)).toEqual(['Your PIN <b>123456</b>', 'Older']);
  });

  it('an empty mailbox says so', () => {
    expect(renderMailboxPage([], '/tmp/m')).toContain('No messages yet');
  });

  it('other paths are left to the next handler', async () => {
    expect((await fetch(`${base}/other`)).status).toBe(404);
  });
});
