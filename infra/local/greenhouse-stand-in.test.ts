import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { harvestV3, nextLink, retryAfterSeconds } from '../../lambdas/src/teams/greenhouse/harvest-v3';
import type { GreenhouseCredentials } from '../../lambdas/src/teams/greenhouse/port';
import {
  createGreenhouseStandIn,
  LOCAL_GREENHOUSE_CLIENT_ID,
  LOCAL_GREENHOUSE_CLIENT_SECRET,
  type GreenhouseStandIn,
} from './greenhouse-stand-in';

/**
 * The Harvest v3 adapter against the local stand-in over HTTP (docs/ats.md "Which Greenhouse API"): the token grant,
 * the note's fields, the cursor pages of the notes look-up and the rate limit's 429 with Retry-After.
 */

const CREDENTIAL: GreenhouseCredentials = {
  clientId: LOCAL_GREENHOUSE_CLIENT_ID,
  clientSecret: LOCAL_GREENHOUSE_CLIENT_SECRET,
  userId: '77',
};
const always = async () => true;

let current: GreenhouseStandIn;
let server: Server;
let env: Record<string, string>;

beforeAll(async () => {
  server = createServer((req, res) => {
    void current.routes(req, res).then((handled) => {
      if (!handled) res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/greenhouse-stand-in`;
  env = { GREENHOUSE_API_URL: base, GREENHOUSE_AUTH_URL: `${base}/token` };
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const note = (applicationId: string, ref: string, lookFirst = false) => ({
  applicationId,
  body: `CultureFit result: X\nCultureFit ref: ${ref}`,
  marker: `CultureFit ref: ${ref}`,
  lookFirst,
});

describe('the Harvest v3 adapter and the Greenhouse stand-in', () => {
  it('writes a NOTE, public, on the application’s candidate, as the credential’s user (sub)', async () => {
    current = createGreenhouseStandIn();
    const outcome = await harvestV3(env).attachNote(CREDENTIAL, note('123', 'evt_1'), always);
    expect(outcome).toMatchObject({ ok: true, status: 201, excerpt: 'Note attached.' });
    expect(current.notes()).toEqual([
      expect.objectContaining({
        answered: 201,
        candidate_id: '9123',
        user_id: '77',
        note_type: 'NOTE',
        visibility: 'public',
        body: 'CultureFit result: X\nCultureFit ref: evt_1',
      }),
    ]);
    expect(outcome.noteId).toBe(current.notes()[0]!.id);
  });

  it('a wrong secret gets no token (401); a right one does', async () => {
    current = createGreenhouseStandIn();
    expect(await harvestV3(env).verify({ ...CREDENTIAL, clientSecret: 'nope' })).toMatchObject({
      ok: false,
      status: 401,
    });
    expect(await harvestV3(env).verify(CREDENTIAL)).toMatchObject({ ok: true, status: 200 });
  });

  it('looking for an earlier note follows the cursor pages: found on the third page, nothing is written twice', async () => {
    current = createGreenhouseStandIn();
    const port = harvestV3(env, 5_000, 2);
    for (const ref of ['evt_a', 'evt_b', 'evt_c', 'evt_d', 'evt_e'])
      expect((await port.attachNote(CREDENTIAL, note('55', ref), always)).ok).toBe(true);
    // Newest first, two a page: evt_a, the oldest, is on the third page.
    let calls = 0;
    const counted = async () => {
      calls += 1;
      return true;
    };
    const again = await port.attachNote(CREDENTIAL, note('55', 'evt_a', true), counted);
    expect(again).toMatchObject({ ok: true, excerpt: 'Already attached.', noteId: current.notes()[4]!.id });
    expect(current.notes()).toHaveLength(5);
    // A token, the application, three pages of notes; no write.
    expect(calls).toBe(5);
  });

  it('more pages than it reads: nothing is written, the attempt fails to be tried again', async () => {
    current = createGreenhouseStandIn();
    const port = harvestV3(env, 5_000, 1);
    for (let i = 0; i < 11; i++)
      expect((await port.attachNote(CREDENTIAL, note('66', `evt_${i}`), always)).ok).toBe(true);
    const unsure = await port.attachNote(CREDENTIAL, note('66', 'evt_new', true), always);
    expect(unsure).toMatchObject({ ok: false, status: null });
    expect(current.notes()).toHaveLength(11);
  });

  it("past the credential's rate limit: 429 with Retry-After, passed on to the retry", async () => {
    current = createGreenhouseStandIn({ rateLimit: 2 });
    const port = harvestV3(env);
    expect((await port.attachNote(CREDENTIAL, note('7', 'evt_r1'), always)).ok).toBe(true);
    const limited = await port.attachNote(CREDENTIAL, note('7', 'evt_r2'), always);
    expect(limited).toMatchObject({ ok: false, status: 429, retryAfterSeconds: 10 });
    expect(limited.excerpt).toBe("Application: Greenhouse's rate limit (retry after 10 s).");
    expect(current.notes()).toHaveLength(1);
  });

  it('a note write failing on purpose answers 500 or 429 (with Retry-After), then the next one lands', async () => {
    current = createGreenhouseStandIn({ retryAfterSeconds: 3 });
    const port = harvestV3(env);
    current.failNext(1, 429);
    expect(await port.attachNote(CREDENTIAL, note('8', 'evt_f'), always)).toMatchObject({
      status: 429,
      retryAfterSeconds: 3,
    });
    current.failNext(1);
    expect(await port.attachNote(CREDENTIAL, note('8', 'evt_f'), always)).toMatchObject({ ok: false, status: 500 });
    expect(await port.attachNote(CREDENTIAL, note('8', 'evt_f'), always)).toMatchObject({ ok: true, status: 201 });
    expect(current.notes().map((n) => n.answered)).toEqual([201, 500, 429]);
  });
});

describe('reading Harvest answers', () => {
  it('Retry-After in seconds or as an HTTP date', () => {
    const now = new Date('2026-11-27T10:00:00Z');
    expect(retryAfterSeconds('10', now)).toBe(10);
    expect(retryAfterSeconds('Fri, 27 Nov 2026 10:00:30 GMT', now)).toBe(30);
    expect(retryAfterSeconds(null, now)).toBeUndefined();
    expect(retryAfterSeconds('soon', now)).toBeUndefined();
  });

  it('the Link header’s next page, resolved against the page it came with', () => {
    const base = 'https://harvest.greenhouse.io/v3/notes?candidate_ids=1';
    expect(nextLink('<https://harvest.greenhouse.io/v3/notes?cursor=abc>; rel="next"', base)).toBe(
      'https://harvest.greenhouse.io/v3/notes?cursor=abc',
    );
    expect(nextLink('</v3/notes?cursor=x>; rel="prev"', base)).toBeUndefined();
    expect(nextLink(null, base)).toBeUndefined();
  });
});
