import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import { escapeHtml } from './mailbox-page';
import { createRecorder, readBody } from './recorder';

/**
 * The local stack's Greenhouse stand-in (docs/ats.md "On the local stack"), served by the local web server under
 * `/greenhouse-stand-in`: the HTTP of Greenhouse Harvest v3 for the calls the connector makes, as docs/ats.md
 * "Which Greenhouse API" cites it, and the local recorder's page (./recorder.ts) listing the notes it received.
 * Kept in memory: a restart empties it.
 *
 * - `POST /greenhouse-stand-in/token`: the client-credentials grant (HTTP Basic client id and secret, form
 *   `grant_type=client_credentials&sub=<user id>`); only the local credential below is accepted (else OAuth's 401
 *   `invalid_client`); the token answer is `{ access_token, token_type: "Bearer", expires_in: 3600 }`.
 * - `GET /greenhouse-stand-in/v3/applications?ids=<id>`: every numeric application exists; its candidate is `9<id>`.
 * - `GET /greenhouse-stand-in/v3/notes?candidate_ids=<id>&per_page=<n>`: cursor pagination, the next page in a
 *   `Link: <…?cursor=…>; rel="next"` header; a `cursor` must come alone (else 422).
 * - `POST /greenhouse-stand-in/v3/notes`: `{ candidate_id, body, note_type, visibility }`, all required, `note_type`
 *   NOTE or ACTIVITY, `visibility` public, private or admin_only (else 422 with Harvest's validation error shape);
 *   written as the token's user (`sub`).
 * - Every `/v3` answer carries `X-RateLimit-Limit` and `X-RateLimit-Remaining` for the credential's rolling
 *   10-second window; past it, 429 with `Retry-After` and without those two headers.
 * - The recorder's form (or `failNext`) makes the next N note writes answer 500 or 429.
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
  note_type: string;
  visibility: string;
  body: string;
}

export interface GreenhouseStandIn {
  notes(): ReceivedNote[];
  failNext(n: number, status?: number): void;
  routes(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
}

export interface GreenhouseStandInOptions {
  /** Calls per credential per rolling 10 seconds before a 429 (Harvest's `X-RateLimit-Limit`); 50 unless told. */
  rateLimit?: number;
  /** The Retry-After (seconds) of its 429 answers; 10 (the window) unless told. */
  retryAfterSeconds?: number;
}

const PATH = '/greenhouse-stand-in';
const MAX_BODY = 64 * 1024;
const WINDOW_MS = 10_000;
const NOTE_TYPES = ['NOTE', 'ACTIVITY'];
const VISIBILITIES = ['public', 'private', 'admin_only'];
const MAX_PER_PAGE = 500;

export function createGreenhouseStandIn(options: GreenhouseStandInOptions = {}): GreenhouseStandIn {
  const rateLimit = options.rateLimit ?? 50;
  const retryAfter = String(options.retryAfterSeconds ?? WINDOW_MS / 1000);
  const recorder = createRecorder<ReceivedNote>({
    path: PATH,
    title: 'Greenhouse stand-in',
    maxKept: 500,
    jsonKey: 'notes',
    hint: (n) =>
      `Local mode only. Credential it accepts: client ID <code>${LOCAL_GREENHOUSE_CLIENT_ID}</code>, client secret <code>${LOCAL_GREENHOUSE_CLIENT_SECRET}</code>, any numeric user ID. Every numeric application ID exists. At most ${rateLimit} calls per credential per 10 seconds. ${n} note write(s), newest first.`,
    failWhat: 'note writes',
    empty:
      'No note yet. Connect Greenhouse in My account → Greenhouse with the credential above, invite someone with an application ID, and let them finish.',
    render: (n) => ({
      ok: n.answered < 300,
      html: `<header><strong>Candidate ${escapeHtml(n.candidate_id)}</strong> <span>answered ${n.answered}</span> <span>as user ${escapeHtml(n.user_id)}</span> <span>${escapeHtml(n.note_type)}, ${escapeHtml(n.visibility)}</span> <time datetime="${escapeHtml(n.at)}">${escapeHtml(n.at)}</time></header>
<pre>${escapeHtml(n.body)}</pre>`,
    }),
  });
  /** Issued tokens: the user each was issued for (`sub`) and the credential's client id. */
  const tokens = new Map<string, { user: string; client: string }>();
  /** Each credential's calls in the rolling window (their times). */
  const calls = new Map<string, number[]>();
  /** Cursors handed out in Link headers: the query they continue and where. */
  const cursors = new Map<string, { candidates: string[]; perPage: number; offset: number }>();
  let nextNoteId = 100_001;

  const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
    res.end(JSON.stringify(body));
    return true;
  };
  const tokenOf = (req: IncomingMessage) => {
    const match = /^Bearer (.+)$/.exec(String(req.headers.authorization ?? ''));
    return match ? tokens.get(match[1] ?? '') : undefined;
  };
  /** Counts a call against the credential's window: the rate headers, or null when it is over (429). */
  const spend = (client: string): Record<string, string> | null => {
    const now = Date.now();
    const recent = (calls.get(client) ?? []).filter((t) => now - t < WINDOW_MS);
    if (recent.length >= rateLimit) {
      calls.set(client, recent);
      return null;
    }
    recent.push(now);
    calls.set(client, recent);
    return { 'X-RateLimit-Limit': String(rateLimit), 'X-RateLimit-Remaining': String(rateLimit - recent.length) };
  };
  const invalid = (res: ServerResponse, rate: Record<string, string>, field: string, message: string) =>
    json(res, 422, { message: 'Validation error', errors: [{ field, message }] }, rate);

  const listNotes = (
    res: ServerResponse,
    rate: Record<string, string>,
    query: { candidates: string[]; perPage: number; offset: number },
  ) => {
    const matching = recorder
      .entries()
      .filter((n) => n.answered < 300 && query.candidates.includes(n.candidate_id))
      .map((n) => ({
        id: Number(n.id),
        candidate_id: Number(n.candidate_id),
        user_id: Number(n.user_id),
        note_type: n.note_type,
        visibility: n.visibility,
        body: n.body,
        created_at: n.at,
      }));
    const pageOf = matching.slice(query.offset, query.offset + query.perPage);
    const headers = { ...rate };
    if (query.offset + query.perPage < matching.length) {
      const cursor = randomBytes(12).toString('base64url');
      cursors.set(cursor, { ...query, offset: query.offset + query.perPage });
      headers.Link = `<${PATH}/v3/notes?cursor=${cursor}>; rel="next"`;
    }
    return json(res, 200, pageOf, headers);
  };

  return {
    notes: recorder.entries,
    failNext: recorder.failNext,
    async routes(req, res) {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const path = url.pathname.replace(/\/$/, '');
      if (!path.startsWith(PATH)) return false;
      const sub = path.slice(PATH.length);

      if (req.method === 'POST' && sub === '/token') {
        const form = new URLSearchParams(await readBody(req, MAX_BODY));
        const basic = /^Basic (.+)$/.exec(String(req.headers.authorization ?? ''))?.[1] ?? '';
        const [id, secret] = Buffer.from(basic, 'base64').toString('utf8').split(':', 2);
        const user = form.get('sub') ?? '';
        if (form.get('grant_type') !== 'client_credentials') return json(res, 400, { error: 'unsupported_grant_type' });
        if (!/^\d+$/.test(user)) return json(res, 400, { error: 'invalid_request', error_description: 'sub' });
        if (id !== LOCAL_GREENHOUSE_CLIENT_ID || secret !== LOCAL_GREENHOUSE_CLIENT_SECRET)
          return json(res, 401, { error: 'invalid_client' });
        const token = randomBytes(18).toString('base64url');
        tokens.set(token, { user, client: id });
        return json(res, 200, { access_token: token, token_type: 'Bearer', expires_in: 3600 });
      }

      if (sub.startsWith('/v3/')) {
        const issued = tokenOf(req);
        if (!issued) return json(res, 401, { error: 'unauthorized' });
        const rate = spend(issued.client);
        if (!rate) return json(res, 429, { error: 'Too Many Requests' }, { 'Retry-After': retryAfter });

        if (req.method === 'GET' && sub === '/v3/applications') {
          const ids = (url.searchParams.get('ids') ?? '').split(',').filter((s) => /^\d+$/.test(s));
          return json(
            res,
            200,
            ids.map((appId) => ({ id: Number(appId), candidate_id: Number(`9${appId}`), status: 'active' })),
            rate,
          );
        }
        if (req.method === 'GET' && sub === '/v3/notes') {
          const cursor = url.searchParams.get('cursor');
          if (cursor !== null) {
            if ([...url.searchParams.keys()].length > 1)
              return invalid(res, rate, 'cursor', 'A cursor must be the only query parameter.');
            const query = cursors.get(cursor);
            if (!query) return invalid(res, rate, 'cursor', 'Unknown cursor.');
            return listNotes(res, rate, query);
          }
          const perPage = Number(url.searchParams.get('per_page') ?? 100);
          if (!Number.isInteger(perPage) || perPage < 1 || perPage > MAX_PER_PAGE)
            return invalid(res, rate, 'per_page', `Must be between 1 and ${MAX_PER_PAGE}.`);
          const candidates = (url.searchParams.get('candidate_ids') ?? '').split(',').filter(Boolean);
          return listNotes(res, rate, { candidates, perPage, offset: 0 });
        }
        if (req.method === 'POST' && sub === '/v3/notes') {
          let input: { candidate_id?: unknown; body?: unknown; note_type?: unknown; visibility?: unknown };
          try {
            input = JSON.parse(await readBody(req, MAX_BODY)) as typeof input;
          } catch {
            return json(res, 400, { message: 'The body is not JSON.' }, rate);
          }
          if (typeof input.candidate_id !== 'number' || !Number.isInteger(input.candidate_id))
            return invalid(res, rate, 'candidate_id', 'Required, an integer.');
          if (typeof input.body !== 'string' || !input.body) return invalid(res, rate, 'body', 'Required.');
          if (typeof input.note_type !== 'string' || !NOTE_TYPES.includes(input.note_type))
            return invalid(res, rate, 'note_type', `Must be one of: ${NOTE_TYPES.join(', ')}`);
          if (typeof input.visibility !== 'string' || !VISIBILITIES.includes(input.visibility))
            return invalid(res, rate, 'visibility', `Must be one of: ${VISIBILITIES.join(', ')}`);
          const failure = recorder.takeFailure();
          const answered = failure ?? 201;
          const note: ReceivedNote = {
            id: String(nextNoteId++),
            at: new Date().toISOString(),
            answered,
            candidate_id: String(input.candidate_id),
            user_id: issued.user,
            note_type: input.note_type,
            visibility: input.visibility,
            body: input.body,
          };
          recorder.record(note);
          if (failure === 429) return json(res, 429, { error: 'Too Many Requests' }, { 'Retry-After': retryAfter });
          if (failure !== null) return json(res, failure, { message: 'failing on purpose' }, rate);
          return json(
            res,
            201,
            {
              id: Number(note.id),
              candidate_id: input.candidate_id,
              user_id: Number(note.user_id),
              note_type: note.note_type,
              visibility: note.visibility,
              body: note.body,
              created_at: note.at,
            },
            rate,
          );
        }
        return json(res, 404, { message: 'Not found' }, rate);
      }

      return recorder.pageRoutes(req, res);
    },
  };
}
