import { GREENHOUSE_LIMITS } from '@shared/ats/greenhouse';
import type { GreenhouseCredentials, GreenhouseOutcome, GreenhousePort, NoteToAttach } from './port';

type Env = Readonly<Record<string, string | undefined>>;

const MAX_ANSWER = 4_000;
/** Harvest v3 list pages hold at most 500; a candidate with more notes than 10 pages is not looked through further. */
const NOTES_PER_PAGE = 500;
const MAX_NOTE_PAGES = 10;
/** The calls of one attempt the webhook worker's timeout is sized for (infra/lib/constructs/webhook-delivery.ts). */
const ATTEMPT_CALLS = 4;

/** Retry-After in seconds (a number of seconds or an HTTP date), or undefined when absent or unreadable. */
export function retryAfterSeconds(header: string | null, now: Date = new Date()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now.getTime()) / 1000));
}

/** The `rel="next"` address of a Link header (RFC 8288), resolved against the page it came with. */
export function nextLink(header: string | null, base: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(',')) {
    const match = /<([^>]*)>\s*;(.*)$/.exec(part.trim());
    if (match && /\brel="?next"?/i.test(match[2] ?? '')) return new URL(match[1] ?? '', base).toString();
  }
  return undefined;
}

/**
 * Greenhouse Harvest v3 (docs/ats.md "Which Greenhouse API", with the Greenhouse pages it follows): Harvest v1/v2 and
 * their Basic-auth keys (with the On-Behalf-Of header) were removed on 31 August 2026, so the connector uses a
 * customer's own "Harvest V3 (OAuth)" credential with the client-credentials grant: `POST
 * https://auth.greenhouse.io/token` with HTTP Basic `client_id:client_secret` and the form
 * `grant_type=client_credentials&sub=<user id>` (the Greenhouse user the writes are made as, v1's On-Behalf-Of), then
 * `Authorization: Bearer <token>` on `https://harvest.greenhouse.io/v3/...`. The application is read to find its
 * candidate (`GET /v3/applications?ids=`), the candidate's notes are looked through when an earlier attempt may have
 * written the note (`GET /v3/notes?candidate_ids=`, following the `Link: rel="next"` cursor pages), and the note is
 * written (`POST /v3/notes` with `candidate_id`, `body`, `note_type` and `visibility`). A 429 (Harvest's rate limit
 * per credential per 10 seconds) carries Retry-After: the outcome passes it on, and the next attempt waits at least
 * that long. GREENHOUSE_API_URL and GREENHOUSE_AUTH_URL point the same calls at the local stand-in
 * (infra/local/greenhouse-stand-in.ts).
 */
export function harvestV3(
  env: Env = process.env,
  timeoutMs: number = GREENHOUSE_LIMITS.timeoutMs,
  notesPerPage: number = NOTES_PER_PAGE,
): GreenhousePort {
  const api = (env.GREENHOUSE_API_URL ?? 'https://harvest.greenhouse.io').replace(/\/$/, '');
  const authUrl = env.GREENHOUSE_AUTH_URL ?? 'https://auth.greenhouse.io/token';

  type Call =
    { ok: true; status: number; json: unknown; next?: string | undefined } | { ok: false; outcome: GreenhouseOutcome };

  async function call(url: string, init: RequestInit, what: string): Promise<Call> {
    let res: Response;
    try {
      res = await fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      return {
        ok: false,
        outcome: {
          ok: false,
          status: null,
          excerpt: timedOut ? `${what}: no answer within ${timeoutMs / 1000} s.` : `${what}: could not connect.`,
        },
      };
    }
    const text = (await res.text()).slice(0, MAX_ANSWER);
    if (res.status === 429) {
      const retryAfter = retryAfterSeconds(res.headers.get('retry-after'));
      return {
        ok: false,
        outcome: {
          ok: false,
          status: 429,
          excerpt: `${what}: Greenhouse's rate limit${retryAfter === undefined ? '' : ` (retry after ${retryAfter} s)`}.`,
          ...(retryAfter === undefined ? {} : { retryAfterSeconds: retryAfter }),
        },
      };
    }
    if (res.status < 200 || res.status >= 300)
      return { ok: false, outcome: { ok: false, status: res.status, excerpt: `${what}: ${text.slice(0, 160)}` } };
    try {
      return {
        ok: true,
        status: res.status,
        json: text ? (JSON.parse(text) as unknown) : null,
        next: nextLink(res.headers.get('link'), url),
      };
    } catch {
      return { ok: false, outcome: { ok: false, status: res.status, excerpt: `${what}: the answer is not JSON.` } };
    }
  }

  async function token(credentials: GreenhouseCredentials): Promise<Call> {
    const basic = Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64');
    const got = await call(
      authUrl,
      {
        method: 'POST',
        headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'client_credentials', sub: credentials.userId }).toString(),
      },
      'Token',
    );
    if (!got.ok) return got;
    const accessToken = (got.json as { access_token?: unknown } | null)?.access_token;
    if (typeof accessToken !== 'string' || !accessToken)
      return {
        ok: false,
        outcome: { ok: false, status: got.status, excerpt: 'Token: no access_token in the answer.' },
      };
    return { ok: true, status: got.status, json: accessToken };
  }

  const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}`, accept: 'application/json' });
  const budgetSpent: GreenhouseOutcome = {
    ok: false,
    status: null,
    excerpt: "Over the workspace's daily budget of Greenhouse calls: tried again later.",
  };

  return {
    async verify(credentials) {
      const got = await token(credentials);
      return got.ok ? { ok: true, status: got.status, excerpt: 'Token issued.' } : got.outcome;
    },

    async attachNote(credentials, note: NoteToAttach, spend) {
      const started = Date.now();
      if (!(await spend())) return budgetSpent;
      const issued = await token(credentials);
      if (!issued.ok) return issued.outcome;
      const headers = bearer(issued.json as string);

      if (!(await spend())) return budgetSpent;
      const app = await call(
        `${api}/v3/applications?ids=${encodeURIComponent(note.applicationId)}`,
        { headers },
        'Application',
      );
      if (!app.ok) return app.outcome;
      const candidateId = (app.json as { candidate_id?: unknown }[] | null)?.[0]?.candidate_id;
      if (candidateId === undefined || candidateId === null)
        return { ok: false, status: app.status, excerpt: `Application ${note.applicationId} was not found.` };

      if (note.lookFirst) {
        // Cursor pages (Harvest v3 "Pagination"): the first call carries the filters, each next one only the
        // `Link: rel="next"` address. Not all read (MAX_NOTE_PAGES, or no room left in the attempt's time for a page
        // and the write): nothing is written, the attempt fails and is tried again; a second note is worse.
        let url: string | undefined =
          `${api}/v3/notes?candidate_ids=${encodeURIComponent(String(candidateId))}&per_page=${notesPerPage}`;
        for (let read = 0; url; read++) {
          if (read >= MAX_NOTE_PAGES || Date.now() - started + 2 * timeoutMs > ATTEMPT_CALLS * timeoutMs)
            return {
              ok: false,
              status: null,
              excerpt: 'Notes: not all looked through for an earlier note; tried again later.',
            };
          if (!(await spend())) return budgetSpent;
          const notes: Call = await call(url, { headers }, 'Notes');
          if (!notes.ok) return notes.outcome;
          const found = ((notes.json as { id?: unknown; body?: unknown }[] | null) ?? []).find(
            (n) => typeof n.body === 'string' && n.body.includes(note.marker),
          );
          if (found) return { ok: true, status: notes.status, excerpt: 'Already attached.', noteId: String(found.id) };
          // The token goes only to Greenhouse's own address: a Link header naming another host ends the look-up.
          url = notes.next && new URL(notes.next).origin === new URL(api).origin ? notes.next : undefined;
        }
      }

      if (!(await spend())) return budgetSpent;
      const written = await call(
        `${api}/v3/notes`,
        {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ candidate_id: candidateId, body: note.body, note_type: 'NOTE', visibility: 'public' }),
        },
        'Note',
      );
      if (!written.ok) return written.outcome;
      const id = (written.json as { id?: unknown } | null)?.id;
      return {
        ok: true,
        status: written.status,
        excerpt: 'Note attached.',
        noteId: id === undefined ? '' : String(id),
      };
    },
  };
}
