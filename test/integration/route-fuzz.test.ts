import { createHash, randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isErrorCode } from '@shared/errors';
import EN_ERROR_TEXTS from '@shared/errors/texts/en';
import { ROUTES, type RouteId } from '@shared/routes';
import { ensureTable } from '../../infra/local/dynamodb';
import { invoke, type CallOptions } from '../support/invoke';

/**
 * Every route of the route table, fuzzed (issue: "hard to break"): random path parameters, query strings and
 * bodies — JSON of any shape, over-long strings, control characters, bad encodings — sent as the caller the route
 * expects. Whatever arrives, the answer is never a 5xx; a refusal is a 4xx carrying a catalogue error (its code and
 * its message in the catalogue's wording) and leaves every stored item as it was; a 2xx only answers input the
 * route's own schemas accept.
 *
 * The file runs against a table of its own (created here), so "nothing stored changed" compares the whole table.
 */

const RUNS_PER_ROUTE = 6;
const tableName = `fuzz-${randomUUID().slice(0, 8)}`;
const previousTable = process.env.TABLE_NAME;
const ddb = DynamoDBDocumentClient.from(
  new DynamoDBClient({ endpoint: process.env.DYNAMODB_ENDPOINT, region: process.env.AWS_REGION ?? 'us-east-1' }),
);
const claims = { sub: randomUUID(), email: `fuzz-${randomUUID().slice(0, 8)}@example.com` };

async function tableDigest(): Promise<string> {
  const rows: string[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await ddb.send(
      new ScanCommand({ TableName: tableName, ExclusiveStartKey: start, ConsistentRead: true }),
    );
    for (const item of page.Items ?? []) rows.push(JSON.stringify(item, Object.keys(item).sort()));
    start = page.LastEvaluatedKey;
  } while (start);
  return createHash('sha256').update(rows.sort().join('\n')).digest('hex');
}

/** Strings a careless parser trips on, mixed with random ones. */
const nastyString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    'null',
    'undefined',
    '__proto__',
    'constructor',
    '../../etc/passwd',
    '%',
    '%E0%A4%A',
    '\u0000',
    '🙂'.repeat(3),
    'a'.repeat(5000),
    'ก'.repeat(300),
    '<script>x</script>',
    "' OR 1=1 --",
    '1e309',
    'NaN',
  ),
);
const anyJson = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(nastyString, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 6 }),
);
/** A body: JSON of any shape, an object with the route's own keys holding wrong values, or text that is not JSON. */
function bodyFor(id: RouteId): fc.Arbitrary<unknown> {
  const shape = (ROUTES[id].body as { shape?: Record<string, unknown> }).shape ?? {};
  const keys = Object.keys(shape);
  const ownKeys = keys.length
    ? fc.dictionary(fc.constantFrom(...keys), fc.oneof(fc.jsonValue({ maxDepth: 2 }), nastyString), {
        maxKeys: keys.length,
      })
    : fc.constant({});
  return fc.oneof(anyJson, ownKeys, fc.constantFrom('{"unterminated', 'not json', '[]', '""', 'null'));
}

function paramsFor(id: RouteId): fc.Arbitrary<Record<string, string>> {
  const names = [...ROUTES[id].path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
  return fc.record(Object.fromEntries(names.map((n) => [n, nastyString.filter((s) => s.length > 0)])));
}

function queryFor(id: RouteId): fc.Arbitrary<Record<string, string>> {
  const shape = (ROUTES[id].query as { shape?: Record<string, unknown> }).shape ?? {};
  return fc.dictionary(fc.oneof(fc.constantFrom(...Object.keys(shape), 'x'), nastyString), nastyString, { maxKeys: 4 });
}

/** The catalogue's text with its {placeholders} as wildcards. */
function catalogueWording(code: string): RegExp {
  const text = EN_ERROR_TEXTS[code as keyof typeof EN_ERROR_TEXTS];
  const escaped = text.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[\\s\\S]*');
  return new RegExp(`^${escaped}$`);
}

function accepts(
  id: RouteId,
  input: { params: Record<string, string>; query: Record<string, string>; body: unknown },
): boolean {
  const def = ROUTES[id];
  let body = input.body;
  // An empty request body is no body (the handler factory reads it as {}), as with any HTTP API.
  if (body === '') body = undefined;
  if (typeof body === 'string') {
    try {
      body = JSON.parse(body);
    } catch {
      return false;
    }
  }
  return (
    def.params.safeParse(input.params).success &&
    def.query.safeParse(input.query).success &&
    def.body.safeParse(body ?? {}).success
  );
}

beforeAll(async () => {
  await ensureTable(
    new DynamoDBClient({ endpoint: process.env.DYNAMODB_ENDPOINT, region: process.env.AWS_REGION ?? 'us-east-1' }),
    tableName,
  );
  process.env.TABLE_NAME = tableName;
  // The signed-in caller exists before fuzzing, as anyone calling the API after signing in does.
  expect((await invoke('openAccount', { claims })).status).toBe(200);
}, 60_000);

afterAll(() => {
  process.env.TABLE_NAME = previousTable;
});

describe('every route, fuzzed: never a 5xx; a refusal is a catalogue 4xx that changes nothing', () => {
  const ids = Object.keys(ROUTES) as RouteId[];

  it('covers every route of the table', () => {
    expect(ids.length).toBeGreaterThan(80);
  });

  for (const id of ids) {
    const def = ROUTES[id];
    it(`${id} (${def.method} ${def.path})`, async () => {
      await fc.assert(
        fc.asyncProperty(
          paramsFor(id),
          queryFor(id),
          bodyFor(id),
          fc.string({ maxLength: 60 }),
          async (params, query, body, apiKey) => {
            const before = await tableDigest();
            const options: CallOptions = { params, query, body: def.method === 'GET' ? undefined : body };
            if (def.auth === 'user') options.claims = claims;
            if ((def.auth as string) === 'apiKey') options.headers = { 'x-api-key': apiKey };
            let status: number;
            let answer: unknown;
            try {
              const result = await invoke(id, options);
              status = result.status;
              answer = result.body;
            } catch (error) {
              throw new Error(`${id} threw instead of answering: ${String(error)}`);
            }
            expect(status, `${id} answered ${status}: ${JSON.stringify(answer).slice(0, 300)}`).toBeLessThan(500);
            if (status >= 400) {
              const error = (answer as { error?: { code?: string; message?: string } }).error;
              expect(isErrorCode(error?.code), `${id}: ${JSON.stringify(answer).slice(0, 200)}`).toBe(true);
              expect(error?.message).toMatch(catalogueWording(error?.code as string));
              expect(await tableDigest(), `${id} changed stored data on a ${status}`).toBe(before);
            } else {
              expect(
                accepts(id, { params, query, body: options.body }),
                `${id} answered ${status} to input its schemas refuse`,
              ).toBe(true);
            }
          },
        ),
        { numRuns: RUNS_PER_ROUTE },
      );
    }, 60_000);
  }
});
