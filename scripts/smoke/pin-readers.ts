import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { PinReader } from './journey';

/** Sign-in PINs are six digits (lambdas/src/accounts/pin/). */
const PIN = /\b(\d{6})\b/;

async function poll<T>(what: string, attempt: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await attempt();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`${what}: nothing after ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** The local stack's dev mailbox (`<web>/mailbox.json`, infra/local/mailbox-page.ts): local only. */
export function mailboxPinReader(webUrl: string, timeoutMs = 30_000): PinReader {
  return (to, since) =>
    poll(
      `PIN mail to ${to} in the dev mailbox`,
      async () => {
        const res = await fetch(new URL('/mailbox.json', webUrl));
        const { messages } = (await res.json()) as { messages: { to: string; text?: string; createdAt: string }[] };
        return messages
          .filter((m) => m.to === to && new Date(m.createdAt) >= new Date(since.getTime() - 1000))
          .map((m) => PIN.exec(m.text ?? '')?.[1])
          .find((pin) => pin !== undefined);
      },
      timeoutMs,
    );
}

/** Decodes a quoted-printable or base64 MIME part body. */
function decodePart(headers: string, body: string): string {
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable')
    return body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return body;
}

/**
 * The PIN in a raw e-mail (RFC 5322, as an SES receipt rule stores it) addressed to `to`, from its text/plain part
 * (or the whole body when it is not multipart); undefined when the mail is for someone else or has no PIN.
 */
export function pinFromRawEmail(raw: string, to: string): string | undefined {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = split < 0 ? raw : raw.slice(0, split);
  const unfolded = headers.replace(/\r?\n[ \t]+/g, ' ');
  const toLine = /^to:(.*)$/im.exec(unfolded)?.[1] ?? '';
  if (!toLine.toLowerCase().includes(to.toLowerCase())) return undefined;
  const body = split < 0 ? '' : raw.slice(split).trimStart();
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(unfolded)?.[1];
  if (!boundary) return PIN.exec(decodePart(unfolded, body))?.[1];
  for (const part of raw.split(`--${boundary}`)) {
    const partSplit = part.search(/\r?\n\r?\n/);
    if (partSplit < 0) continue;
    const partHeaders = part.slice(0, partSplit);
    if (!/content-type:\s*text\/plain/i.test(partHeaders)) continue;
    const pin = PIN.exec(decodePart(partHeaders, part.slice(partSplit)))?.[1];
    if (pin) return pin;
  }
  return undefined;
}

/**
 * A test inbox on AWS: SES receives mail for a domain you verified (MX record to SES inbound) and a receipt rule
 * stores each message in `bucket` under `prefix` (docs/deploy.md "Smoke test"). Reads the newest messages stored
 * since `since` and returns the PIN of the one addressed to `to`.
 */
export function s3InboxPinReader(
  options: { bucket: string; prefix?: string; region?: string; client?: S3Client },
  timeoutMs = 120_000,
): PinReader {
  // The inbox bucket may be in another region than the stage (SES receives mail in a few regions only).
  const s3 =
    options.client ??
    new S3Client({ followRegionRedirects: true, ...(options.region ? { region: options.region } : {}) });
  return (to, since) =>
    poll(
      `PIN mail to ${to} in s3://${options.bucket}/${options.prefix ?? ''}`,
      async () => {
        const listed = await s3.send(new ListObjectsV2Command({ Bucket: options.bucket, Prefix: options.prefix }));
        const fresh = (listed.Contents ?? [])
          .filter((o) => o.Key && o.LastModified && o.LastModified.getTime() >= since.getTime() - 1000)
          .sort((a, b) => (b.LastModified?.getTime() ?? 0) - (a.LastModified?.getTime() ?? 0));
        for (const object of fresh) {
          const got = await s3.send(new GetObjectCommand({ Bucket: options.bucket, Key: object.Key }));
          const pin = pinFromRawEmail((await got.Body?.transformToString('utf8')) ?? '', to);
          if (pin) return pin;
        }
        return undefined;
      },
      timeoutMs,
    );
}
