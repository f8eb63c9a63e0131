/**
 * `npm run bench:load`: the respondent API under load, on this machine. Starts its own DynamoDB Local (in memory,
 * free port) and the local API server in this process with the real context handlers (as `npm start` does; a
 * running `npm start` is left alone), publishes one assessment, then runs scripts/bench/respondent-load-client.ts
 * in a child process: N respondents (BENCH_RESPONDENTS, default 200) register, open, start, autosave 10 times,
 * complete and finish, C at a time (BENCH_CONCURRENCY, default "5,50").
 *
 * Prints, per concurrency: requests per second, errors, p50/p95/p99 per route, this process's CPU per request
 * (the server; the load runs elsewhere) and DynamoDB calls per request; then, one respondent at a time, each route's
 * handler CPU and DynamoDB calls (a counting middleware on the SDK client, attributed to the request by
 * AsyncLocalStorage); and the answers lost, read back from the table (must be 0).
 * Then the autosave alone: one respondent's saves (BENCH_SAVES, default 1000, with the list of changed items the
 * test page sends) invoked in this process, each beside one floor pair (a GetItem and a PutItem through the bare
 * document client), in turn, so both see the same machine load: CPU per save (median, p95), DynamoDB calls per
 * save, the floor and the ratio. Saves log at INFO, as on Lambda (the lines are discarded).
 * Targets: saveAnswers CPU ≤ 2 × the floor, ≤ 2 DynamoDB calls, p99 ≤ 50 ms at C = 50.
 * Prints figures, never asserts.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { fork } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import { ROUTES, type RouteId } from '../../shared/src/routes';
import { startDynamoDbLocal } from '../../infra/local/dynamodb';
import { freePort } from '../../infra/local/ports';
import { LOCAL_TABLE_NAME, localHandlerEnv } from '../../infra/local/stack';
import type { LoadJob, LoadResult } from './respondent-load-client';

const N = Number(process.env.BENCH_RESPONDENTS ?? 200);
const LEVELS = (process.env.BENCH_CONCURRENCY ?? '5,50')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
const CALIBRATION = 20;
const SAVES = Number(process.env.BENCH_SAVES ?? 1000);
const SECTION = 'values_and_traits';
const FLOW: RouteId[] = [
  'registerRespondent',
  'getRespondentTest',
  'startSection',
  'saveAnswers',
  'completeSection',
  'finishTest',
];

interface RequestStat {
  route: string;
  ddb: number;
}
const requestContext = new AsyncLocalStorage<RequestStat>();

/** Per route: handler CPU (µs) and DynamoDB calls of each request, and the totals under load. */
const perRoute = new Map<string, { cpuUs: number[]; ddb: number[] }>();
let measureCpu = false;
let requests = 0;
let ddbCalls = 0;

const routeByResource = new Map(Object.entries(ROUTES).map(([id, r]) => [`${r.method} ${r.path}`, id]));

/**
 * What the two DynamoDB calls of an autosave cost in this process with nothing but the AWS SDK (document client, no
 * handler, no ElectroDB): one GetItem and one PutItem of an autosave-sized item, the CPU below which saveAnswers
 * cannot go with this SDK.
 */
function sdkFloorPair(client: DynamoDBDocumentClient): () => Promise<void> {
  const Key = { pk: 'bench#sdk-floor', sk: 'bench#sdk-floor' };
  const Item = {
    ...Key,
    answers: Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`item_${i}`, { rating: (i % 5) + 1 }])),
    updated_at: new Date().toISOString(),
  };
  return async () => {
    await client.send(new GetCommand({ TableName: LOCAL_TABLE_NAME, Key }));
    await client.send(new PutCommand({ TableName: LOCAL_TABLE_NAME, Item }));
  };
}

interface AutosaveFigures {
  saveUs: number[];
  floorUs: number[];
  ddb: number[];
}

/**
 * One respondent's autosaves through the respondents function, invoked in this process with the event the local API
 * server builds, each followed by one floor pair: CPU of each (µs) and the DynamoDB calls of each save.
 */
async function autosaveAgainstFloor(code: string, client: DynamoDBDocumentClient): Promise<AutosaveFigures> {
  const { invoke } = await import('../../test/support/invoke');
  const { apiEvent, lambdaContext } = await import('../../test/support/events');
  const { logger } = await import('../../lambdas/src/common/logger');
  const { loadContextHandler } = await import('../../infra/local/api-server');
  const { answersAt } = await import('./respondent-load-client');
  const { changedItems } = await import('../../shared/src/sections/answer-items');
  const handler = await loadContextHandler('respondents');
  if (!handler) throw new Error('no respondents function');

  const registered = await invoke<{ token: string }>('registerRespondent', {
    params: { code },
    body: {
      firstname: 'Save',
      lastname: 'Alone',
      email: 'save-alone@load.example.com',
      registration_id: 'save-alone-registration',
    },
  });
  const token = registered.body.token;
  await invoke('getRespondentTest', { params: { token } });
  await invoke('startSection', { params: { token, section: SECTION } });

  const floor = sdkFloorPair(client);
  // The event and context are built before the clock starts: on Lambda the runtime builds them, not the handler.
  let previous: unknown = {};
  const nextSave = (k: number) => {
    const answers = answersAt(k, 0);
    const changed = changedItems(SECTION, previous, answers);
    previous = answers;
    const event = apiEvent('saveAnswers', {
      params: { token, section: SECTION },
      body: { answers, changed },
      lang: 'en',
    });
    return { event, context: lambdaContext() };
  };
  const save = async ({ event, context }: ReturnType<typeof nextSave>): Promise<number> => {
    const stat: RequestStat = { route: 'saveAnswers', ddb: 0 };
    const res = await requestContext.run(stat, () => handler(event, context));
    if (res.statusCode !== 200) throw new Error(`saveAnswers ${res.statusCode}: ${res.body}`);
    return stat.ddb;
  };
  const cpu = async (run: () => Promise<unknown>): Promise<number> => {
    const start = process.cpuUsage();
    await run();
    const used = process.cpuUsage(start);
    return used.user + used.system;
  };

  const figures: AutosaveFigures = { saveUs: [], floorUs: [], ddb: [] };
  const write = process.stdout.write;
  logger.setLogLevel('INFO');
  process.stdout.write = (() => true) as typeof process.stdout.write;
  try {
    for (let k = 0; k < 200; k++) {
      await save(nextSave(k));
      await floor();
    }
    for (let k = 0; k < SAVES; k++) {
      const request = nextSave(k);
      let ddb = 0;
      figures.saveUs.push(await cpu(async () => (ddb = await save(request))));
      figures.ddb.push(ddb);
      figures.floorUs.push(await cpu(floor));
    }
  } finally {
    process.stdout.write = write;
    logger.setLogLevel('ERROR');
  }
  return figures;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}
const median = (xs: number[]) =>
  percentile(
    [...xs].sort((a, b) => a - b),
    50,
  );
const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '–');

async function main() {
  const dataDir = await mkdtemp(join(tmpdir(), 'culturefit-load-'));
  const ddb = await startDynamoDbLocal({ port: await freePort(), inMemory: true });
  await ddb.ensureTable(LOCAL_TABLE_NAME);
  Object.assign(
    process.env,
    localHandlerEnv({
      dynamodbEndpoint: ddb.endpoint,
      s3Endpoint: 'http://127.0.0.1:9',
      webUrl: 'http://localhost:5173',
      mailboxDir: dataDir,
      forceDummyCredentials: true,
    }),
  );
  process.env.POWERTOOLS_LOG_LEVEL = 'ERROR';

  // Every DynamoDB call the handlers make goes through this client: count it against the request it serves.
  const { tableClient } = await import('../../lambdas/src/db/client');
  const { documentClient } = await import('../../test/support/document-client');
  const client = tableClient();
  const send = client.send.bind(client);
  client.send = (operation, input) => {
    const stat = requestContext.getStore();
    if (stat) stat.ddb += 1;
    return send(operation, input);
  };

  const { loadContextHandler, startApiServer } = await import('../../infra/local/api-server');
  const apiPort = await freePort();
  const api = await startApiServer({
    port: apiPort,
    allowedOrigin: 'http://localhost:5173',
    log: () => {},
    logError: () => {},
    loadHandler: async (context) => {
      const handler = await loadContextHandler(context);
      if (!handler) return undefined;
      return async (event: APIGatewayProxyEvent, ctx) => {
        const stat: RequestStat = {
          route: routeByResource.get(`${event.httpMethod} ${event.resource}`) ?? event.resource,
          ddb: 0,
        };
        const cpu = process.cpuUsage();
        const res = await requestContext.run(stat, () => handler(event, ctx));
        requests += 1;
        ddbCalls += stat.ddb;
        if (measureCpu) {
          const used = process.cpuUsage(cpu);
          const entry = perRoute.get(stat.route) ?? { cpuUs: [], ddb: [] };
          entry.cpuUs.push(used.user + used.system);
          entry.ddb.push(stat.ddb);
          perRoute.set(stat.route, entry);
        }
        return res;
      };
    },
  });

  try {
    const code = await publishedAssessment();
    console.log(
      `\nRespondent API under load (local API server in this process, DynamoDB Local in memory; ${N} respondents a run, load from a child process)`,
    );
    console.log('flow per respondent: register, open, start, 10 autosaves, complete, finish (15 requests)\n');

    // Warm-up, then one respondent at a time for each route's handler CPU and DynamoDB calls.
    await load(api.url, code, { respondents: 3, concurrency: 1, prefix: 'warm' });
    measureCpu = true;
    const calibration = await load(api.url, code, { respondents: CALIBRATION, concurrency: 1, prefix: 'one' });
    measureCpu = false;

    const rows: string[][] = [];
    const lost: string[] = [];
    for (const c of LEVELS) {
      const before = { cpu: process.cpuUsage(), requests, ddbCalls };
      const result = await load(api.url, code, { respondents: N, concurrency: c, prefix: `c${c}` });
      const cpu = process.cpuUsage(before.cpu);
      const served = requests - before.requests;
      const total = Object.values(result.latencies).reduce((s, l) => s + l.length, 0);
      console.log(
        `C=${c}: ${fmt(total / (result.wallMs / 1000), 0)} requests/s, ${result.errors.length} errors, ` +
          `server CPU ${fmt((cpu.user + cpu.system) / 1000 / served, 2)} ms/request, DynamoDB ${fmt((ddbCalls - before.ddbCalls) / served, 2)} calls/request`,
      );
      for (const e of result.errors.slice(0, 3)) console.log(`  error: ${e.route} ${e.status} ${e.body}`);
      for (const route of FLOW) {
        const sorted = [...(result.latencies[route] ?? [])].sort((a, b) => a - b);
        rows.push([
          `C=${c}`,
          route,
          String(sorted.length),
          fmt(percentile(sorted, 50)),
          fmt(percentile(sorted, 95)),
          fmt(percentile(sorted, 99)),
        ]);
      }
      lost.push(...(await lostAnswers(result)).map((e) => `C=${c} ${e}`));
    }

    console.log('\nlatency per route (ms)');
    table(['run', 'route', 'requests', 'p50', 'p95', 'p99'], rows);

    console.log(
      `\none respondent at a time (${CALIBRATION} respondents after a warm-up): handler CPU and DynamoDB calls per request`,
    );
    table(
      ['route', 'CPU ms median', 'CPU ms max', 'DynamoDB calls median', 'max'],
      FLOW.map((route) => {
        const s = perRoute.get(route) ?? { cpuUs: [], ddb: [] };
        return [
          route,
          fmt(median(s.cpuUs) / 1000, 2),
          fmt(Math.max(...s.cpuUs) / 1000, 2),
          fmt(median(s.ddb), 0),
          fmt(Math.max(...s.ddb), 0),
        ];
      }),
      1,
    );
    if (calibration.errors.length) console.log(`  (${calibration.errors.length} errors in the one-at-a-time run)`);

    console.log(`\nanswers lost: ${lost.length}${lost.length ? ` (${lost.slice(0, 5).join('; ')})` : ''}`);

    const alone = await autosaveAgainstFloor(code, documentClient());
    const ms = (us: number[], p: number) =>
      percentile(
        [...us].sort((a, b) => a - b),
        p,
      ) / 1000;
    const ratio = ms(alone.saveUs, 50) / ms(alone.floorUs, 50);
    console.log(
      `\nautosave alone (one respondent, ${SAVES} saves with their changed items, each beside one floor pair; logging at INFO)`,
    );
    table(
      ['', 'CPU ms median', 'p95', 'DynamoDB calls median', 'max'],
      [
        [
          'saveAnswers',
          fmt(ms(alone.saveUs, 50), 2),
          fmt(ms(alone.saveUs, 95), 2),
          fmt(median(alone.ddb), 0),
          fmt(Math.max(...alone.ddb), 0),
        ],
        [
          'floor: the AWS SDK alone, one GetItem and one PutItem',
          fmt(ms(alone.floorUs, 50), 2),
          fmt(ms(alone.floorUs, 95), 2),
          '2',
          '2',
        ],
      ],
      1,
    );
    const p99At50 = rows.find((r) => r[0] === 'C=50' && r[1] === 'saveAnswers')?.[5] ?? '–';
    console.log(
      `targets: saveAnswers CPU ${fmt(ratio, 2)} × the floor (≤ 2), DynamoDB calls ${fmt(Math.max(...alone.ddb), 0)} (≤ 2), p99 at C=50 ${p99At50} ms (≤ 50)\n`,
    );
  } finally {
    await api.stop();
    await ddb.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** An employer's published one-section assessment with credits for every respondent; returns its public code. */
async function publishedAssessment(): Promise<string> {
  const { invoke } = await import('../../test/support/invoke');
  const { grantCredits } = await import('../../lambdas/src/credits/ledger');
  const owner = { sub: 'load-owner', email: 'load-owner@load.example.com' };
  await invoke('saveSignupInfo', {
    claims: owner,
    body: { firstName: 'Load', lastName: 'Owner', companyName: 'Load Co' },
  });
  await grantCredits({ email: owner.email, eventId: 'load-pack', credits: 100_000, type: 'purchase', now: new Date() });
  const created = await invoke<{ id: string }>('createTemplate', {
    claims: owner,
    body: { form_name: 'Load test', sections: [SECTION], type_of_org: 'technology' },
  });
  const company = {
    defining_your_values: { value_integrity: 5, value_teamwork: 4, value_innovation: 2 },
    identifying_key_traits: { trait_curious: 5, trait_dependable: 3 },
  };
  await invoke('saveTemplateSection', {
    claims: owner,
    params: { id: created.body.id, section: SECTION },
    body: { company_answers: company },
  });
  const published = await invoke<{ publicCode: string }>('publishTemplate', {
    claims: owner,
    params: { id: created.body.id },
  });
  if (!published.body.publicCode) throw new Error(`publish failed: ${JSON.stringify(published.body)}`);
  return published.body.publicCode;
}

function load(apiUrl: string, code: string, job: Omit<LoadJob, 'apiUrl' | 'code'>): Promise<LoadResult> {
  return new Promise((done, fail) => {
    const child = fork(resolve(import.meta.dirname, 'respondent-load-client.ts'), { execArgv: ['--import', 'tsx'] });
    child.once('message', (result: LoadResult) => done(result));
    child.once('error', fail);
    child.once('exit', (status) => {
      if (status !== 0) fail(new Error(`load client exited with ${status}`));
    });
    child.send({ ...job, apiUrl, code } satisfies LoadJob);
  });
}

/** Every respondent the client finished, read back: completed, with the last answers it sent. */
async function lostAnswers(result: LoadResult): Promise<string[]> {
  const { db } = await import('../../lambdas/src/db/service');
  const lost: string[] = [];
  for (const r of result.respondents) {
    const { data } = await db().entities.candidate.query.byToken({ accessToken: r.token }).go();
    const stored = data[0];
    const answers = (stored?.answers as Record<string, unknown> | undefined)?.[SECTION];
    if (!stored || stored.status !== 'COMPLETED' || !isDeepStrictEqual(answers, r.final))
      lost.push(`${r.email}: ${stored?.status ?? 'missing'}`);
  }
  return lost;
}

function table(head: string[], rows: string[][], textColumns = 2) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    '  ' + cells.map((c, i) => (i < textColumns ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  console.log(line(head));
  for (const r of rows) console.log(line(r));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
