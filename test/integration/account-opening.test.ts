import { createHash, randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { emailKey } from '@shared/accounts/email';
import { ROUTES, type RouteDef, type RouteId } from '@shared/routes';
import { ensureTable } from '../../infra/local/dynamodb';
import { listMailbox } from '../../lambdas/src/adapters/mail';
import { invoke } from '../support/invoke';

/**
 * Opening an account is the explicit step after sign-in (docs/architecture.md "Identity and access"): a verified
 * identity without an account is refused on every read, which writes nothing, not even for a guest's verified
 * address whose work waits to move; the openAccount route opens it once, however often and however concurrently it
 * is called.
 *
 * The file runs against a table of its own (created here), so "writes nothing" compares the whole table.
 */

const tableName = `opening-${randomUUID().slice(0, 8)}`;
const previousTable = process.env.TABLE_NAME;
const ddb = DynamoDBDocumentClient.from(
  new DynamoDBClient({ endpoint: process.env.DYNAMODB_ENDPOINT, region: process.env.AWS_REGION ?? 'us-east-1' }),
);

type Claims = { sub: string; email: string };
type Err = { error: { code: string } };
type Assessment = { form_name: string };

async function items(): Promise<Record<string, unknown>[]> {
  const rows: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await ddb.send(
      new ScanCommand({ TableName: tableName, ExclusiveStartKey: start, ConsistentRead: true }),
    );
    rows.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return rows;
}

async function tableDigest(): Promise<string> {
  const rows = (await items()).map((item) => JSON.stringify(item, Object.keys(item).sort()));
  return createHash('sha256').update(rows.sort().join('\n')).digest('hex');
}

/** The stored records of one ElectroDB entity whose attributes match. */
async function stored(entity: string, match: Record<string, unknown>): Promise<Record<string, unknown>[]> {
  return (await items()).filter(
    (item) => item.__edb_e__ === entity && Object.entries(match).every(([k, v]) => item[k] === v),
  );
}

/** Every signed-in read, with inputs its schemas accept, so each reaches the resolver. */
const READS = (Object.keys(ROUTES) as RouteId[]).filter((id) => {
  const def: RouteDef = ROUTES[id];
  return def.auth === 'user' && def.method === 'GET';
});
const PARAMS: Partial<Record<RouteId, Record<string, string>>> = {
  getSectionContent: { section: 'values_and_traits' },
  getToolboxRun: { runId: randomUUID() },
};
const QUERY: Partial<Record<RouteId, Record<string, string>>> = { listToolboxRuns: { generator: 'job_post' } };

function paramsOf(id: RouteId): Record<string, string> {
  const names = [...ROUTES[id].path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
  return PARAMS[id] ?? Object.fromEntries(names.map((n) => [n, 'abc123']));
}

/** Each read refuses ACCOUNT_NOT_OPEN and leaves the whole table as it was. */
async function expectEveryReadRefusedWithoutWriting(claims: Claims): Promise<void> {
  const before = await tableDigest();
  for (const id of READS) {
    const res = await invoke<Err>(id, { claims, params: paramsOf(id), query: QUERY[id], openAccount: false });
    expect(res.status, `${id}: ${JSON.stringify(res.body)}`).toBe(409);
    expect(res.body.error.code, id).toBe('ACCOUNT_NOT_OPEN');
  }
  expect(await tableDigest()).toBe(before);
}

const open = (claims: Claims) => invoke<{ ok: true }>('openAccount', { claims, openAccount: false });

beforeAll(async () => {
  await ensureTable(
    new DynamoDBClient({ endpoint: process.env.DYNAMODB_ENDPOINT, region: process.env.AWS_REGION ?? 'us-east-1' }),
    tableName,
  );
  process.env.TABLE_NAME = tableName;
}, 60_000);

afterAll(() => {
  process.env.TABLE_NAME = previousTable;
});

describe('a verified identity whose account is not open', () => {
  it('is refused on every signed-in read, in every function, and nothing is written', async () => {
    expect(READS.length).toBeGreaterThan(20);
    await expectEveryReadRefusedWithoutWriting({
      sub: randomUUID(),
      email: `new-${randomUUID().slice(0, 8)}@example.com`,
    });
  });

  it('once open, answers every signed-in read without writing anything', async () => {
    const claims = { sub: randomUUID(), email: `reader-${randomUUID().slice(0, 8)}@example.com` };
    expect((await open(claims)).status).toBe(200);
    const before = await tableDigest();
    for (const id of READS) {
      const res = await invoke<Err>(id, { claims, params: paramsOf(id), query: QUERY[id], openAccount: false });
      expect(res.status, `${id}: ${JSON.stringify(res.body)}`).toBeLessThan(500);
    }
    expect(await tableDigest()).toBe(before);
  });

  it('is opened once by two concurrent openings; opening again writes nothing', async () => {
    const claims = { sub: randomUUID(), email: `new-${randomUUID().slice(0, 8)}@example.com` };
    const [a, b] = await Promise.all([open(claims), open(claims)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await stored('user', { email: claims.email })).toHaveLength(1);
    expect(await stored('team', { owner: claims.email })).toEqual([
      expect.objectContaining({ teamId: `personal-${claims.sub}`, personal: true }),
    ]);

    const before = await tableDigest();
    expect((await open(claims)).status).toBe(200);
    expect(await tableDigest()).toBe(before);
    const me = await invoke<{ email: string; onboardingStep: string }>('getMe', { claims, openAccount: false });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: claims.email, onboardingStep: 'info' });
  });

  it('is refused for another identity holding the same address', async () => {
    const email = `new-${randomUUID().slice(0, 8)}@example.com`;
    expect((await open({ sub: randomUUID(), email })).status).toBe(200);
    const before = await tableDigest();
    expect((await open({ sub: randomUUID(), email })).status).toBe(403);
    expect(await tableDigest()).toBe(before);
  });
});

describe("a guest's verified address", () => {
  async function pinSentTo(email: string): Promise<string> {
    const mails = (await listMailbox(inject('mailboxDir'))).filter((m) => m.to === email);
    const pin = /\b(\d{6})\b/.exec(mails.at(-1)?.text ?? '')?.[1];
    if (!pin) throw new Error(`no code for ${email}`);
    return pin;
  }

  it("moves nothing on a read; two concurrent openings move the guest's work once", async () => {
    const started = await invoke<{ email: string }>('startGuest', { sourceIp: '192.0.2.71' });
    const guest = { sub: randomUUID(), email: started.body.email };
    expect((await open(guest)).status).toBe(200);
    const made = await invoke('createTemplate', {
      claims: guest,
      body: { form_name: 'Made as a guest', sections: ['values_and_traits'], type_of_org: 'technology' },
    });
    expect(made.status).toBe(201);
    const email = `verified-${randomUUID().slice(0, 8)}@example.com`;
    await invoke('requestGuestVerification', { claims: guest, body: { email }, sourceIp: '192.0.2.72' });
    const pin = await pinSentTo(email);
    expect((await invoke('verifyGuest', { claims: guest, body: { email, pin } })).status).toBe(200);
    // Signed in with the grant: the new identity's reads move nothing and open nothing.
    const account = { sub: randomUUID(), email };
    await expectEveryReadRefusedWithoutWriting(account);
    expect(await stored('guestClaim', { emailKey: emailKey(email) })).toHaveLength(1);

    const [a, b] = await Promise.all([open(account), open(account)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const listed = await invoke<{ items: Assessment[] }>('listTemplates', { claims: account, openAccount: false });
    expect(listed.body.items.map((t) => t.form_name)).toEqual(['Made as a guest']);
    expect(await stored('guestClaim', { emailKey: emailKey(email) })).toEqual([]);
    expect(await stored('user', { email: guest.email })).toEqual([]);
  });
});
