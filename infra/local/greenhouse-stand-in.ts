import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import { escapeHtml } from './mailbox-page';

/**
 * The local stack's Greenhouse stand-in (docs/ats.md "On the local stack"), served by the local web server under
 * `/greenhouse-stand-in`: the same HTTP as Greenhouse Harvest v3 for the calls the connector makes, and a page
 * listing the notes it received. Kept in memory: a restart empties it.
 *
 * - `POST /greenhouse-stand-in/token`: the client-credentials grant (HTTP Basic client id and secret, form
 *   `grant_type=client_credentials&sub=<user id>`); only the local credential below is accepted (else 401).
 * - `GET /greenhouse-stand-in/v3/applications?ids=<id>`: every numeric application exists; its candidate is `9<id>`.
 * - `GET /greenhouse-stand-in/v3/notes?candidate_ids=<id>` and `POST /greenhouse-stand-in/v3/notes`: Bearer token;
 *   a note is `{ candidate_id, body, visibility }`, written as the token's user.
 * - A form (or `failNext`) makes the next N note writes answer 500, to watch a delivery being retried.
 */
export const LOCAL_GREENHOUSE_CLIENT_ID = 'culturefit-local';
export const LOCAL_GREENHOUSE_CLIENT_SECRET = 'gh-local-secret-not-secret';

export interface ReceivedNote {
  id: string;
  at: string;
  /** The status the stand-in answered. */
  answered: number;
  candidate_id: string;
  user_id: string;
  visibility: string;
  body: string;
}

export interface GreenhouseStandIn {
  notes(): ReceivedNote[];
  failNext(n: number): void;
  routes(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
}

const PATH = '/greenhouse-stand-in';
const MAX_KEPT = 500;
const MAX_BODY = 64 * 1024;

async function readBody(req: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req) {
    text += String(chunk);
    if (text.length > MAX_BODY) break;
  }
  return text;
}

function page(notes: ReceivedNote[], failing: number): string {
  const rows = notes.length
    ? notes
        .map(
          (n) => `<article class="note ${n.answered < 300 ? 'ok' : 'failed'}">
  <header><strong>Candidate ${escapeHtml(n.candidate_id)}</strong> <span>answered ${n.answered}</span> <span>as user ${escapeHtml(n.user_id)}</span> <span>${escapeHtml(n.visibility)}</span> <time datetime="${escapeHtml(n.at)}">${escapeHtml(n.at)}</time></header>
  <pre>${escapeHtml(n.body)}</pre>
</article>`,
        )
        .join('\n')
    : '<p class="empty">No note yet. Connect Greenhouse in My account → Greenhouse with the credential above, invite someone with an application ID, and let them finish.</p>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Greenhouse stand-in (${notes.length})</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 1rem; color: #1f2937; }
  h1 { font-size: 1.4rem; } .note { border: 1px solid #e5e7eb; border-left-width: .4rem; border-radius: .5rem; padding: .75rem 1rem; margin: 1rem 0; }
  .note.ok { border-left-color: #059669; } .note.failed { border-left-color: #dc2626; }
  .note header { display: flex; gap: 1rem; flex-wrap: wrap; } .hint { color: #4b5563; font-size: .9rem; }
  pre { white-space: pre-wrap; word-break: break-word; background: #f9fafb; padding: .75rem; }
</style>
</head>
<body>
<h1>Greenhouse stand-in</h1>
<p class="hint">Local mode only. Credential it accepts: client ID <code>${LOCAL_GREENHOUSE_CLIENT_ID}</code>, client secret <code>${LOCAL_GREENHOUSE_CLIENT_SECRET}</code>, any numeric user ID. Every numeric application ID exists. ${notes.length} note write(s), newest first. <a href="">Refresh</a> · <a href="${PATH}.json">JSON</a></p>
<form method="post" action="${PATH}/fail">
  <label>Fail the next <input name="n" type="number" min="0" max="100" value="${failing || 2}"> note writes (answer 500)</label>
  <button type="submit">Set</button>
  <span class="hint">Now failing: ${failing}</span>
</form>
${rows}
</body>
</html>`;
}

export function createGreenhouseStandIn(): GreenhouseStandIn {
  const notes: ReceivedNote[] = [];
  /** Issued tokens and the user each was issued for. */
  const tokens = new Map<string, string>();
  let failing = 0;

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
    return true;
  };
  const userOf = (req: IncomingMessage) => {
    const match = /^Bearer (.+)$/.exec(String(req.headers.authorization ?? ''));
    return match ? tokens.get(match[1] ?? '') : undefined;
  };

  return {
    notes: () => [...notes],
    failNext(n) {
      failing = Math.max(0, Math.floor(n));
    },
    async routes(req, res) {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const path = url.pathname.replace(/\/$/, '');
      if (!path.startsWith(PATH)) return false;
      const sub = path.slice(PATH.length);

      if (req.method === 'POST' && sub === '/token') {
        const form = new URLSearchParams(await readBody(req));
        const basic = /^Basic (.+)$/.exec(String(req.headers.authorization ?? ''))?.[1] ?? '';
        const [id, secret] = Buffer.from(basic, 'base64').toString('utf8').split(':', 2);
        const user = form.get('sub') ?? '';
        if (form.get('grant_type') !== 'client_credentials' || !/^\d+$/.test(user))
          return json(res, 400, { error: 'invalid_request' });
        if (id !== LOCAL_GREENHOUSE_CLIENT_ID || secret !== LOCAL_GREENHOUSE_CLIENT_SECRET)
          return json(res, 401, { error: 'invalid_client' });
        const token = randomBytes(18).toString('base64url');
        tokens.set(token, user);
        return json(res, 200, { access_token: token, token_type: 'Bearer', expires_in: 3600 });
      }

      if (sub.startsWith('/v3/')) {
        const user = userOf(req);
        if (!user) return json(res, 401, { error: 'unauthorized' });
        if (req.method === 'GET' && sub === '/v3/applications') {
          const ids = (url.searchParams.get('ids') ?? '').split(',').filter((s) => /^\d+$/.test(s));
          return json(
            res,
            200,
            ids.map((appId) => ({ id: Number(appId), candidate_id: Number(`9${appId}`), status: 'active' })),
          );
        }
        if (req.method === 'GET' && sub === '/v3/notes') {
          const candidates = new Set((url.searchParams.get('candidate_ids') ?? '').split(','));
          return json(
            res,
            200,
            notes
              .filter((n) => n.answered < 300 && candidates.has(n.candidate_id))
              .map((n) => ({
                id: Number(n.id),
                candidate_id: Number(n.candidate_id),
                body: n.body,
                user_id: n.user_id,
              })),
          );
        }
        if (req.method === 'POST' && sub === '/v3/notes') {
          let input: { candidate_id?: unknown; body?: unknown; visibility?: unknown };
          try {
            input = JSON.parse(await readBody(req)) as typeof input;
          } catch {
            return json(res, 400, { error: 'invalid JSON' });
          }
          if (typeof input.body !== 'string' || !input.body || input.candidate_id === undefined)
            return json(res, 422, { error: 'candidate_id and body are required' });
          const answered = failing > 0 ? 500 : 201;
          if (failing > 0) failing -= 1;
          const note: ReceivedNote = {
            id: String(100_000 + notes.length + 1),
            at: new Date().toISOString(),
            answered,
            candidate_id: String(input.candidate_id),
            user_id: user,
            visibility: typeof input.visibility === 'string' ? input.visibility : 'public',
            body: input.body,
          };
          notes.unshift(note);
          notes.splice(MAX_KEPT);
          if (answered !== 201) return json(res, answered, { error: 'failing on purpose' });
          return json(res, 201, { id: Number(note.id), candidate_id: Number(note.candidate_id), body: note.body });
        }
        return json(res, 404, { error: 'not found' });
      }

      if (req.method === 'POST' && sub === '/fail') {
        const form = new URLSearchParams(await readBody(req));
        failing = Math.min(100, Math.max(0, Math.floor(Number(form.get('n') ?? 0)) || 0));
        res.writeHead(303, { Location: PATH });
        res.end();
        return true;
      }
      if ((req.method === 'GET' || req.method === 'HEAD') && (sub === '' || sub === '.json')) {
        const asJson = sub === '.json';
        res.writeHead(200, {
          'Content-Type': asJson ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
          'Cache-Control': 'no-store',
          'Content-Security-Policy':
            "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'",
        });
        res.end(req.method === 'HEAD' ? undefined : asJson ? JSON.stringify({ failing, notes }) : page(notes, failing));
        return true;
      }
      return false;
    },
  };
}
