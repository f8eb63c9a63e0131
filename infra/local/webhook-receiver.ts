import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapeHtml } from './mailbox-page';
import { createRecorder, readBody } from './recorder';

/**
 * The dev webhook receiver of the local stack (docs/webhooks.md "On the local stack"): an endpoint the app's
 * webhook deliveries can be sent to (`POST /webhook-receiver`), recorded by the local recorder (./recorder.ts): a
 * page listing what arrived, newest first, with a form that makes it fail the next N deliveries (answer 500 or 429),
 * so a person can watch a delivery being retried. Kept in memory: a restart empties it.
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
  failNext(n: number, status?: number): void;
  failing(): number;
  routes(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
}

const MAX_BODY = 256 * 1024;
const PATH = '/webhook-receiver';

function prettyJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

export function createWebhookReceiver(): WebhookReceiver {
  const recorder = createRecorder<ReceivedDelivery>({
    path: PATH,
    title: 'Dev webhook receiver',
    maxKept: 200,
    jsonKey: 'received',
    hint: (n) =>
      `Local mode only. Endpoint address: <code>http://localhost:&lt;web port&gt;${PATH}</code>. ${n} delivery attempt(s), newest first.`,
    failWhat: 'deliveries',
    empty: "Nothing yet. Add an endpoint with this page's address in My account → Webhooks, then send a test event.",
    render: (r) => ({
      ok: r.answered < 300,
      html: `<header><strong>${escapeHtml(r.event)}</strong> <span>answered ${r.answered}</span> <code>${escapeHtml(r.delivery)}</code> <time datetime="${escapeHtml(r.at)}">${escapeHtml(r.at)}</time></header>
<p class="hint">Signature: <code>${escapeHtml(r.signature)}</code></p>
<pre>${escapeHtml(prettyJson(r.body))}</pre>`,
    }),
  });
  const header = (req: IncomingMessage, name: string) => String(req.headers[name] ?? '');

  return {
    received: recorder.entries,
    failNext: recorder.failNext,
    failing: recorder.failing,
    async routes(req, res) {
      const path = new URL(req.url ?? '/', 'http://localhost').pathname.replace(/\/$/, '');
      if (req.method === 'POST' && path === PATH) {
        const body = await readBody(req, MAX_BODY);
        const answered = recorder.takeFailure() ?? 200;
        recorder.record({
          at: new Date().toISOString(),
          answered,
          event: header(req, 'culturefit-event'),
          delivery: header(req, 'culturefit-delivery'),
          signature: header(req, 'culturefit-signature'),
          body,
        });
        res.writeHead(answered, {
          'Content-Type': 'text/plain; charset=utf-8',
          ...(answered === 429 ? { 'Retry-After': '1' } : {}),
        });
        res.end(answered === 200 ? 'received' : `failing on purpose (${recorder.failing()} more to fail)`);
        return true;
      }
      return recorder.pageRoutes(req, res);
    },
  };
}
