import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapeHtml } from './mailbox-page';

/**
 * The dev webhook receiver of the local stack (docs/webhooks.md "On the local stack"): an endpoint the app's
 * webhook deliveries can be sent to (`POST /webhook-receiver`), and a page listing what arrived, newest first, with
 * a form that makes it fail the next N deliveries (answer 500), so a person can watch a delivery being retried.
 * Kept in memory: a restart empties it.
 */
export interface ReceivedDelivery {
  at: string;
  /** The status the receiver answered. */
  answered: number;
  event: string;
  delivery: string;
  signature: string;
  body: string;
}

export interface WebhookReceiver {
  received(): ReceivedDelivery[];
  failNext(n: number): void;
  failing(): number;
  routes(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
}

const MAX_KEPT = 200;
const MAX_BODY = 256 * 1024;
const PATH = '/webhook-receiver';

async function readBody(req: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req) {
    text += String(chunk);
    if (text.length > MAX_BODY) break;
  }
  return text;
}

function page(received: ReceivedDelivery[], failing: number): string {
  const rows = received.length
    ? received
        .map(
          (r) => `<article class="delivery ${r.answered < 300 ? 'ok' : 'failed'}">
  <header><strong>${escapeHtml(r.event)}</strong> <span>answered ${r.answered}</span> <code>${escapeHtml(r.delivery)}</code> <time datetime="${escapeHtml(r.at)}">${escapeHtml(r.at)}</time></header>
  <p class="sig">Signature: <code>${escapeHtml(r.signature)}</code></p>
  <pre>${escapeHtml(prettyJson(r.body))}</pre>
</article>`,
        )
        .join('\n')
    : '<p class="empty">Nothing yet. Add an endpoint with this page\'s address in My account → Webhooks, then send a test event.</p>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev webhook receiver (${received.length})</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 1rem; color: #1f2937; }
  h1 { font-size: 1.4rem; } .note { color: #6b7280; font-size: .9rem; }
  .delivery { border: 1px solid #e5e7eb; border-left-width: .4rem; border-radius: .5rem; padding: .75rem 1rem; margin: 1rem 0; }
  .delivery.ok { border-left-color: #059669; } .delivery.failed { border-left-color: #dc2626; }
  .delivery header { display: flex; gap: 1rem; flex-wrap: wrap; }
  pre { white-space: pre-wrap; word-break: break-word; background: #f9fafb; padding: .75rem; max-height: 20rem; overflow: auto; }
</style>
</head>
<body>
<h1>Dev webhook receiver</h1>
<p class="note">Local mode only. Endpoint address: <code>http://localhost:&lt;web port&gt;${PATH}</code>. ${received.length} delivery attempt(s), newest first. <a href="">Refresh</a> · <a href="${PATH}.json">JSON</a></p>
<form method="post" action="${PATH}/fail">
  <label>Fail the next <input name="n" type="number" min="0" max="100" value="${failing || 2}"> deliveries (answer 500)</label>
  <button type="submit">Set</button>
  <span class="note">Now failing: ${failing}</span>
</form>
${rows}
</body>
</html>`;
}

function prettyJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

export function createWebhookReceiver(): WebhookReceiver {
  const received: ReceivedDelivery[] = [];
  let failing = 0;
  const header = (req: IncomingMessage, name: string) => String(req.headers[name] ?? '');

  return {
    received: () => [...received],
    failNext(n) {
      failing = Math.max(0, Math.floor(n));
    },
    failing: () => failing,
    async routes(req, res) {
      const path = new URL(req.url ?? '/', 'http://localhost').pathname.replace(/\/$/, '');
      if (req.method === 'POST' && path === PATH) {
        const body = await readBody(req);
        const answered = failing > 0 ? 500 : 200;
        if (failing > 0) failing -= 1;
        received.unshift({
          at: new Date().toISOString(),
          answered,
          event: header(req, 'culturefit-event'),
          delivery: header(req, 'culturefit-delivery'),
          signature: header(req, 'culturefit-signature'),
          body,
        });
        received.splice(MAX_KEPT);
        res.writeHead(answered, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end(answered === 200 ? 'received' : `failing on purpose (${failing} more to fail)`);
        return true;
      }
      if (req.method === 'POST' && path === `${PATH}/fail`) {
        const form = new URLSearchParams(await readBody(req));
        failing = Math.min(100, Math.max(0, Math.floor(Number(form.get('n') ?? 0)) || 0));
        res.writeHead(303, { Location: PATH });
        res.end();
        return true;
      }
      if ((req.method === 'GET' || req.method === 'HEAD') && (path === PATH || path === `${PATH}.json`)) {
        const json = path.endsWith('.json');
        res.writeHead(200, {
          'Content-Type': json ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
          'Cache-Control': 'no-store',
          'Content-Security-Policy':
            "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'",
        });
        res.end(
          req.method === 'HEAD' ? undefined : json ? JSON.stringify({ failing, received }) : page(received, failing),
        );
        return true;
      }
      return false;
    },
  };
}
