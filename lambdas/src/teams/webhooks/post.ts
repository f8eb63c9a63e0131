import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { WEBHOOK_LIMITS } from '@shared/webhooks/events';
import { guardedLookup, urlAllowed } from './address';

type Env = Readonly<Record<string, string | undefined>>;

/** How one attempt went: the receiver's status (null when it never answered) and a short excerpt or reason. */
export interface AttemptOutcome {
  ok: boolean;
  status: number | null;
  excerpt: string;
  /**
   * The receiver asked for this many seconds before the next attempt (a 429's Retry-After, as Greenhouse sends):
   * the next attempt waits at least that long, never less than the schedule's wait.
   */
  retryAfterSeconds?: number;
}

/**
 * POSTs one delivery (docs/webhooks.md): the resolved address checked before connecting (./address.ts), redirects
 * not followed (a 3xx is a failure), `timeoutMs` for the whole exchange, and no more of the answer read than the
 * excerpt kept. A 2xx is delivered; anything else is retried.
 */
export async function postDelivery(
  url: string,
  body: string,
  headers: Record<string, string>,
  env: Env = process.env,
  timeoutMs: number = WEBHOOK_LIMITS.timeoutMs,
): Promise<AttemptOutcome> {
  if (!urlAllowed(url, env)) return { ok: false, status: null, excerpt: 'The address is not allowed.' };
  const target = new URL(url);
  const request = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<AttemptOutcome>((resolve) => {
    let settled = false;
    const done = (outcome: AttemptOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const req = request(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        lookup: guardedLookup(env) as never,
        agent: false,
      },
      (res) => {
        const status = res.statusCode ?? 0;
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
          if (text.length >= WEBHOOK_LIMITS.responseExcerptChars) {
            res.destroy();
            finish();
          }
        });
        const finish = () =>
          done({
            ok: status >= 200 && status < 300,
            status,
            excerpt: text.slice(0, WEBHOOK_LIMITS.responseExcerptChars),
          });
        res.on('end', finish);
        res.on('close', finish);
        res.on('error', finish);
      },
    );
    const timer = setTimeout(() => {
      req.destroy();
      done({ ok: false, status: null, excerpt: `No answer within ${timeoutMs / 1000} s.` });
    }, timeoutMs);
    req.on('error', (error: NodeJS.ErrnoException) => {
      const refused = error.code === 'WEBHOOK_ADDRESS_REFUSED';
      done({
        ok: false,
        status: null,
        excerpt: refused ? 'The address is not allowed.' : `Could not connect (${error.code ?? error.message}).`,
      });
    });
    req.end(body);
  });
}
