import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapeHtml } from './mailbox-page';

/**
 * The local stack's recorder of outbound calls (docs/webhooks.md and docs/ats.md "On the local stack"): what arrived,
 * newest first and capped, a switch that makes the next N arrivals fail, and a page (with its `.json` twin and the
 * form that sets the switch) under one path of the local web server. The dev webhook receiver and the Greenhouse
 * stand-in are each one recorder with their own entries and wording. Kept in memory: a restart empties it.
 */
export interface Recorder<T> {
  /** What arrived, newest first. */
  entries(): T[];
  record(entry: T): void;
  /** Makes the next `n` arrivals fail, answering `status` (500 unless told). */
  failNext(n: number, status?: number): void;
  /** How many arrivals are still to fail. */
  failing(): number;
  /** The status this arrival must fail with (one fewer to fail after it), or null when it goes through. */
  takeFailure(): number | null;
  /** The page, its JSON and the form under the recorder's path; false for anything else. */
  pageRoutes(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
}

export interface RecorderOptions<T> {
  /** Where the page is served, such as `/webhook-receiver`. */
  path: string;
  title: string;
  maxKept: number;
  /** The key of the entries in the `.json` answer (`{ failing, [key]: entries }`). */
  jsonKey: string;
  /** The line under the title: what the recorder is for and how to use it (HTML, already escaped). */
  hint: (count: number) => string;
  /** What the form makes fail, such as "deliveries" or "note writes". */
  failWhat: string;
  /** Shown when nothing arrived yet (HTML, already escaped). */
  empty: string;
  /** One entry as HTML (already escaped); `ok` colours its edge. */
  render: (entry: T) => { ok: boolean; html: string };
}

/** The statuses the form offers: a server error, or Greenhouse's and others' "too many requests". */
const FAIL_STATUSES = [500, 429] as const;

export async function readBody(req: IncomingMessage, max: number): Promise<string> {
  let text = '';
  for await (const chunk of req) {
    text += String(chunk);
    if (text.length > max) break;
  }
  return text;
}

export function createRecorder<T>(options: RecorderOptions<T>): Recorder<T> {
  const { path } = options;
  const entries: T[] = [];
  let failing = 0;
  let failStatus = 500;

  const page = () => {
    const rows = entries.length
      ? entries
          .map((entry) => {
            const { ok, html } = options.render(entry);
            return `<article class="entry ${ok ? 'ok' : 'failed'}">\n${html}\n</article>`;
          })
          .join('\n')
      : `<p class="empty">${options.empty}</p>`;
    const choices = FAIL_STATUSES.map(
      (s) => `<option value="${s}"${s === failStatus ? ' selected' : ''}>${s}</option>`,
    ).join('');
    return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(options.title)} (${entries.length})</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 1rem; color: #1f2937; }
  h1 { font-size: 1.4rem; } .hint { color: #4b5563; font-size: .9rem; }
  .entry { border: 1px solid #e5e7eb; border-left-width: .4rem; border-radius: .5rem; padding: .75rem 1rem; margin: 1rem 0; }
  .entry.ok { border-left-color: #059669; } .entry.failed { border-left-color: #dc2626; }
  .entry header { display: flex; gap: 1rem; flex-wrap: wrap; }
  pre { white-space: pre-wrap; word-break: break-word; background: #f9fafb; padding: .75rem; max-height: 20rem; overflow: auto; }
</style>
</head>
<body>
<h1>${escapeHtml(options.title)}</h1>
<p class="hint">${options.hint(entries.length)} <a href="">Refresh</a> · <a href="${path}.json">JSON</a></p>
<form method="post" action="${path}/fail">
  <label>Fail the next <input name="n" type="number" min="0" max="100" value="${failing || 2}"> ${escapeHtml(options.failWhat)}</label>
  <label>answering <select name="status">${choices}</select></label>
  <button type="submit">Set</button>
  <span class="hint">Now failing: ${failing}</span>
</form>
${rows}
</body>
</html>`;
  };

  const failNext = (n: number, status = 500) => {
    failing = Math.min(100, Math.max(0, Math.floor(n) || 0));
    failStatus = status;
  };

  return {
    entries: () => [...entries],
    record(entry) {
      entries.unshift(entry);
      entries.splice(options.maxKept);
    },
    failNext,
    failing: () => failing,
    takeFailure() {
      if (failing <= 0) return null;
      failing -= 1;
      return failStatus;
    },
    async pageRoutes(req, res) {
      const sub = new URL(req.url ?? '/', 'http://localhost').pathname.replace(/\/$/, '');
      if (req.method === 'POST' && sub === `${path}/fail`) {
        const form = new URLSearchParams(await readBody(req, 4_096));
        const status = Number(form.get('status') ?? 500);
        failNext(Number(form.get('n') ?? 0), (FAIL_STATUSES as readonly number[]).includes(status) ? status : 500);
        res.writeHead(303, { Location: path });
        res.end();
        return true;
      }
      if ((req.method === 'GET' || req.method === 'HEAD') && (sub === path || sub === `${path}.json`)) {
        const asJson = sub.endsWith('.json');
        res.writeHead(200, {
          'Content-Type': asJson ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
          'Cache-Control': 'no-store',
          'Content-Security-Policy':
            "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'",
        });
        res.end(
          req.method === 'HEAD' ? undefined : asJson ? JSON.stringify({ failing, [options.jsonKey]: entries }) : page(),
        );
        return true;
      }
      return false;
    },
  };
}
