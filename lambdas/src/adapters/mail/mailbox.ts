import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { simulatedOutcome, simulatedSesEvent } from './mailbox-simulator';
import type { MailboxMessage, MailMessage, SentMail } from './types';

/**
 * The mailbox transport: the message lands in the dev mailbox, except that SES's mailbox simulator addresses behave as
 * on SES (mailbox-simulator.ts): a bounce is not delivered, a complaint is, and either event goes through the same SES
 * events handler the deployed topic triggers. Unlike SES, whose events arrive seconds later, the event is handled
 * before this returns.
 */
export async function deliverToMailbox(
  message: MailMessage,
  dir: string,
  log: (line: string) => void = (line) => console.log(line),
  now: Date = new Date(),
): Promise<SentMail> {
  const outcome = simulatedOutcome(message.to);
  if (!outcome) return writeToMailbox(message, dir, log, now);
  const sent = outcome === 'complaint' ? await writeToMailbox(message, dir, log, now) : { id: randomUUID() };
  const event = simulatedSesEvent(outcome, message, sent.id, process.env.MAIL_FROM ?? 'no-reply@culturefit.local', now);
  const { handler } = await import('./ses-events-handler');
  await handler(event);
  log(`[mailbox] ${outcome === 'complaint' ? 'complaint about' : 'bounce from'} ${message.to} (mailbox simulator)`);
  return { status: 'sent', id: sent.id };
}

/**
 * The dev mailbox (docs/architecture.md "The local stack"): one JSON file per message in `dir`, and
 * a one-line notice on the terminal. File names start with the time so a directory listing is in
 * sending order.
 */
export async function writeToMailbox(
  message: MailMessage,
  dir: string,
  log: (line: string) => void = (line) => console.log(line),
  now: Date = new Date(),
): Promise<{ status: 'sent'; id: string }> {
  await mkdir(dir, { recursive: true });
  const id = randomUUID();
  const createdAt = now.toISOString();
  const stored: MailboxMessage = {
    id,
    to: message.to,
    ...(message.fromName ? { fromName: message.fromName } : {}),
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    subject: message.subject,
    text: message.text,
    html: message.html,
    ...(message.listUnsubscribe ? { listUnsubscribe: message.listUnsubscribe } : {}),
    createdAt,
  };
  const file = path.join(dir, `${createdAt.replace(/[:.]/g, '-')}-${id}.json`);
  // Write then rename, so a reader never sees half a message.
  await writeFile(`${file}.tmp`, JSON.stringify(stored, null, 2), 'utf8');
  await rename(`${file}.tmp`, file);
  log(`[mailbox] ${message.devNotice ?? `mail to ${message.to}: ${message.subject}`}`);
  return { status: 'sent', id };
}

/** Every stored message, newest first. A missing directory is an empty mailbox. */
export async function listMailbox(dir: string): Promise<MailboxMessage[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  const messages: MailboxMessage[] = [];
  for (const name of names.filter((n) => n.endsWith('.json'))) {
    try {
      messages.push(JSON.parse(await readFile(path.join(dir, name), 'utf8')) as MailboxMessage);
    } catch {
      // A file that is not a message (edited by hand, foreign) is skipped rather than hiding the rest.
    }
  }
  return messages.sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
}
