/**
 * Cold-start budget (`npm run bench`): every function the stacks deploy, built exactly as the deploy builds it
 * (infra/lib/lambda-build.ts), started in fresh Node processes against a DynamoDB Local this script starts. For each:
 * - bytes: the JS files the process loads for the entry and its first request (lazily imported chunks included);
 * - cold init: import plus the first request (a representative route, with its first DynamoDB call), median of RUNS
 *   fresh processes, each after one unmeasured warm-up run that also creates the data the route reads;
 * - the ratio to a floor function (scripts/bench/cold-start-floor.ts: the DynamoDB document client and one GetItem),
 *   measured in the same run.
 * Budget (issue 22): cold init at most 1.5× the floor, bytes at most 500 KB. Prints, never asserts.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { ROUTES, type RouteId } from '../../shared/src/routes';
import { CONTEXTS } from '../../shared/src/routes/define';
import { LAMBDA_ENTRY_FILE, lambdaBuildOptions } from '../../infra/lib/lambda-build';
import { TRIGGERS } from '../../infra/lib/stacks/stateful-stack';
import { startDynamoDbLocal } from '../../infra/local/dynamodb';
import { freePort } from '../../infra/local/ports';
import { LOCAL_TABLE_NAME, localHandlerEnv } from '../../infra/local/stack';

const RUNS = Number(process.env.COLD_START_RUNS ?? 7);
const BUDGET_KB = 500;
const BUDGET_RATIO = 1.5;
const root = resolve(import.meta.dirname, '../..');

/** How the probe calls the entry: an API Gateway event, a streaming route (with a sink), a plain event, or none. */
type Call =
  | { kind: 'http' | 'stream'; event: Record<string, unknown> }
  | { kind: 'event'; event: Record<string, unknown> }
  | { kind: 'import' };

interface Fn {
  name: string;
  entry: string;
  call: Call;
  /** What the first request is, for the table. */
  route: string;
}

const claims = { sub: 'bench-user', email: 'bench@example.com', email_verified: 'true', 'cognito:username': 'bench' };

function apiCall(
  id: RouteId,
  pathParameters: Record<string, string> = {},
  body?: unknown,
  query: Record<string, string> | null = null,
): Call & { route: string } {
  const def = ROUTES[id];
  const path = Object.entries(pathParameters).reduce((p, [k, v]) => p.replace(`{${k}}`, v), def.path as string);
  return {
    kind: def.stream ? 'stream' : 'http',
    route: id,
    event: {
      httpMethod: def.method,
      resource: def.path,
      path,
      pathParameters,
      queryStringParameters: query,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? null : JSON.stringify(body),
      isBase64Encoded: false,
      requestContext: {
        requestId: 'bench',
        identity: { sourceIp: '127.0.0.1' },
        ...(def.auth === 'user' ? { authorizer: { claims } } : {}),
      },
    },
  };
}

/** The representative first request of each API function (one route it serves, reaching the table where it can). */
const FIRST_REQUEST: Record<string, Call & { route: string }> = {
  accounts: apiCall('getMe'),
  teams: apiCall('listMyTeams'),
  assessments: apiCall('listTemplates'),
  'assessments:stream': apiCall('runOnboarding', {}, {}),
  sections: apiCall('getSectionContent', { section: 'values_and_traits' }),
  respondents: apiCall('getRespondentTest', { token: 'benchTokenThatOpensNothing00000000000' }),
  results: apiCall('listRespondents'),
  'results:stream': apiCall('generateCandidateAnalysis', {
    id: '00000000-0000-4000-8000-000000000000',
    candidateId: '00000000-0000-4000-8000-000000000001',
  }),
  credits: apiCall('getQuotaLine'),
  toolbox: apiCall('listToolboxRuns', {}, undefined, { generator: 'job_role' }),
  'toolbox:stream': apiCall(
    'generateToolboxText',
    {},
    {
      runId: '00000000-0000-4000-8000-000000000002',
      generator: 'job_role',
      language: 'en',
      inputs: { role: 'Engineer' },
    },
  ),
  support: apiCall('createSupportUpload', {}, { fileName: 'bench.png', mime: 'image/png', size: 100 }),
};

const functions: Fn[] = [
  { name: 'floor', entry: 'scripts/bench/cold-start-floor.ts', call: { kind: 'event', event: {} }, route: 'GetItem' },
];
for (const context of CONTEXTS) {
  for (const [key, entry] of [
    [context, `lambdas/src/${context}/handler.ts`],
    [`${context}:stream`, `lambdas/src/${context}/stream.ts`],
  ] as const) {
    const first = FIRST_REQUEST[key];
    if (!first) continue;
    functions.push({ name: key, entry, call: first, route: first.route });
  }
}
functions.push(
  {
    name: 'sweep',
    entry: 'lambdas/src/respondents/sweep-handler.ts',
    call: { kind: 'event', event: {} },
    route: 'run',
  },
  { name: 'analyzer step', entry: 'lambdas/src/toolbox/analyzer/step-handler.ts', call: { kind: 'import' }, route: '' },
  { name: 'seed prompts', entry: 'lambdas/src/toolbox/seed-prompts.ts', call: { kind: 'import' }, route: '' },
);
const signIn = {
  userName: 'bench@example.com',
  request: { userAttributes: { email: 'bench@example.com' } },
  response: {},
};
for (const [name, entry] of Object.entries(TRIGGERS)) {
  const call: Call =
    name === 'preAuthentication'
      ? { kind: 'event', event: { ...signIn, request: { ...signIn.request, validationData: { device: 'bench' } } } }
      : { kind: 'import' };
  functions.push({ name, entry, call, route: call.kind === 'event' ? 'PIN sign-in' : '' });
}

/** COLD_START_ONLY=accounts,floor measures only those functions (the floor is always measured). */
const only = process.env.COLD_START_ONLY?.split(',');
if (only)
  functions.splice(0, functions.length, ...functions.filter((f) => f.name === 'floor' || only.includes(f.name)));

/** Runs in the fresh process: imports the entry, answers the first request, prints time, status (and loaded files). */
const PROBE = `
const [file, callJson] = process.argv.slice(2);
const call = JSON.parse(callJson);
const context = { awsRequestId: 'bench', functionName: 'bench', getRemainingTimeInMillis: () => 30000 };
const t0 = performance.now();
const m = await import(file);
let status = '';
if (call.kind === 'http' || call.kind === 'event') {
  const res = await m.handler(call.event, context).catch(() => ({ statusCode: 'threw' }));
  status = String(res?.statusCode ?? 'ok');
} else if (call.kind === 'stream') {
  await m.streamHandler(call.event, { start: (s) => { status = String(s); }, write: () => {}, end: () => {} }, context);
}
const ms = performance.now() - t0;
process.stdout.write(JSON.stringify({ ms, status }));
`;

/** Loaded before the probe (--import) in the run that counts bytes: records every file the process loads. */
const HOOKS = `
import { appendFileSync } from 'node:fs';
export async function load(url, context, next) {
  if (url.startsWith('file:')) appendFileSync(process.env.COLD_START_LOADED, url + '\\n');
  return next(url, context);
}
`;

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
const work = mkdtempSync(join(tmpdir(), 'culturefit-cold-start-'));
const ddb = await startDynamoDbLocal({ port: await freePort(), inMemory: true });
try {
  await ddb.ensureTable(LOCAL_TABLE_NAME);
  const env = {
    ...process.env,
    ...localHandlerEnv({
      dynamodbEndpoint: ddb.endpoint,
      s3Endpoint: 'http://127.0.0.1:9',
      webUrl: 'http://localhost:5173',
      mailboxDir: join(work, 'mailbox'),
      forceDummyCredentials: true,
    }),
    POWERTOOLS_LOG_LEVEL: 'ERROR',
    AI_RETRY_PAUSE_MS: '0',
    OFFLINE_STREAM_DELAY_MS: '0',
  };
  const probe = join(work, 'probe.mjs');
  const recorder = join(work, 'recorder.mjs');
  writeFileSync(probe, PROBE);
  const hooks = join(work, 'hooks.mjs');
  writeFileSync(hooks, HOOKS);
  writeFileSync(
    recorder,
    `import { register } from 'node:module';\nregister(${JSON.stringify(pathToFileURL(hooks).href)});\n`,
  );

  const run = (file: string, call: Call, extra: string[] = [], extraEnv: Record<string, string> = {}) =>
    JSON.parse(
      execFileSync(process.execPath, [...extra, probe, file, JSON.stringify(call)], {
        env: { ...env, ...extraEnv },
        stdio: ['ignore', 'pipe', 'pipe'],
      }).toString(),
    ) as { ms: number; status: string };

  const rows: { name: string; route: string; status: string; kb: number; built: number; chunks: number; ms: number }[] =
    [];
  for (const fn of functions) {
    const outdir = join(work, fn.name.replace(/\W+/g, '-'));
    const result = await build(lambdaBuildOptions(root, fn.entry, outdir));
    const built = Object.keys(result.metafile?.outputs ?? {}).reduce((sum, f) => sum + statSync(resolve(f)).size, 0);
    const file = join(outdir, LAMBDA_ENTRY_FILE);
    // Warm-up (unmeasured): creates what the route reads, and records the files the process loads.
    const log = join(work, `${fn.name.replace(/\W+/g, '-')}.loaded`);
    writeFileSync(log, '');
    const first = run(file, fn.call, ['--import', recorder], { COLD_START_LOADED: log });
    const loaded = [...new Set(readFileSync(log, 'utf8').split('\n').filter(Boolean))]
      .map((u) => fileURLToPath(u))
      .filter((f) => f !== probe && f !== recorder);
    const kb = loaded.reduce((sum, f) => sum + statSync(f).size, 0) / 1024;
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) times.push(run(file, fn.call).ms);
    times.sort((a, b) => a - b);
    rows.push({
      name: fn.name,
      route: fn.route,
      status: first.status,
      kb,
      built: built / 1024,
      chunks: loaded.length,
      ms: times[Math.floor(times.length / 2)] as number,
    });
  }

  const floor = rows[0]?.ms ?? 1;
  console.log(
    `\nCold start per function (built as deployed; median of ${RUNS} fresh processes; DynamoDB Local). ` +
      `Budget: ≤ ${BUDGET_RATIO}× the floor, ≤ ${BUDGET_KB} KB loaded.`,
  );
  console.log(
    `  ${'function'.padEnd(28)} ${'first request'.padEnd(26)} ${'status'.padEnd(6)} ${'loaded KB'.padStart(9)} ${'files'.padStart(5)} ${'built KB'.padStart(8)} ${'cold init'.padStart(9)} ${'× floor'.padStart(7)}`,
  );
  for (const r of rows) {
    const ratio = r.ms / floor;
    const over = (r.kb > BUDGET_KB ? ' KB' : '') + (ratio > BUDGET_RATIO ? ' ms' : '');
    console.log(
      `  ${r.name.padEnd(28)} ${(r.route || 'import only').padEnd(26)} ${r.status.padEnd(6)} ${r.kb.toFixed(0).padStart(9)} ${String(r.chunks).padStart(5)} ${r.built.toFixed(0).padStart(8)} ${`${r.ms.toFixed(0)} ms`.padStart(9)} ${ratio.toFixed(2).padStart(7)}${over ? `  over:${over}` : ''}`,
    );
  }
} finally {
  await ddb.stop();
  rmSync(work, { recursive: true, force: true });
}
