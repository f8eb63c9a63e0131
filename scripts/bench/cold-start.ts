/**
 * Cold-start budget (`npm run bench`): every function the stacks deploy, built exactly as the deploy builds it
 * (infra/lib/lambda-build.ts), started in fresh Node processes against a DynamoDB Local this script starts. For each:
 * - bytes: the JS files the process loads for the entry and its first request (lazily imported chunks included);
 * - cold init: import plus the first request (a representative route, with its first DynamoDB call), median of RUNS
 *   fresh processes, after one unmeasured warm-up run of the function that also creates the data the route reads;
 * - the ratio to a floor function (scripts/bench/cold-start-floor.ts: the DynamoDB document client and one GetItem),
 *   measured in the same run.
 * Budget (issue 22): cold init at most 1.5× the floor, bytes at most 500 KB. Prints, never asserts.
 * COLD_START_BASELINE=<another checkout> measures that checkout's functions beside these, in the same rounds.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import type { BuiltFile } from '../../infra/lib/merge-chunks';
import type * as LambdaBuild from '../../infra/lib/lambda-build';
import { CONTEXTS } from '../../shared/src/routes/define';
import { LAMBDA_ENTRY_FILE } from '../../infra/lib/lambda-build';
import { TRIGGERS } from '../../infra/lib/stacks/stateful-stack';
import { apiCall, type Call, FIRST_REQUEST, probeEnv, PROBE } from './cold-start-calls';
import { startDynamoDbLocal } from '../../infra/local/dynamodb';
import { freePort } from '../../infra/local/ports';
import { LOCAL_TABLE_NAME } from '../../infra/local/stack';

const RUNS = Number(process.env.COLD_START_RUNS ?? 7);
const BUDGET_KB = 500;
const BUDGET_RATIO = 1.5;
const root = resolve(import.meta.dirname, '../..');

interface Fn {
  name: string;
  entry: string;
  call: Call;
  /** What the first request is, for the table. */
  route: string;
  /** The checkout it is built from, when not this one (COLD_START_BASELINE). */
  root?: string;
  /** Not measured in the baseline checkout (a row it does not have). */
  thisCheckoutOnly?: boolean;
}

const functions: Fn[] = [
  { name: 'floor', entry: 'scripts/bench/cold-start-floor.ts', call: { kind: 'event', event: {} }, route: 'GetItem' },
  // Informational only (the budget is against the floor above): the same GetItem through the functions' aws-lite client.
  {
    name: 'aws-lite GetItem (info)',
    entry: 'scripts/bench/cold-start-floor-lite.ts',
    call: { kind: 'event', event: {} },
    route: 'GetItem',
    thisCheckoutOnly: true,
  },
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
  functions.splice(
    0,
    functions.length,
    ...functions.filter((f) => f.name === 'floor' || f.thisCheckoutOnly || only.includes(f.name)),
  );
/**
 * COLD_START_BASELINE=<another checkout> also measures each function built from that checkout (a row "name (before)"
 * under it), in the same rounds: a before/after comparison that a busy machine slows alike. The floor too is built by
 * each checkout's own build, and each row's ratio is to the floor of its own checkout.
 */
const baseline = process.env.COLD_START_BASELINE && resolve(process.env.COLD_START_BASELINE);
if (baseline)
  functions.splice(
    0,
    functions.length,
    ...functions.flatMap((f) => (f.thisCheckoutOnly ? [f] : [f, { ...f, name: `${f.name} (before)`, root: baseline }])),
  );

/**
 * The probe's figures are its last stdout line; a function that logs to stdout on its first request (the offline AI
 * provider's notice, for one) prints before it, and that text is shown once rather than breaking the run.
 */
const shown = new Set<string>();
function lastLine(out: string): { ms: number; cpuMs: number; status: string } {
  const lines = out.trimEnd().split('\n');
  const before = lines.slice(0, -1).join('\n').trim();
  if (before && !shown.has(before)) {
    shown.add(before);
    console.log(`(the function printed) ${before.slice(0, 300)}`);
  }
  return JSON.parse(lines.at(-1) ?? '');
}

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
  const env = probeEnv(ddb.endpoint, work);
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
    lastLine(
      execFileSync(process.execPath, [...extra, probe, file, JSON.stringify(call)], {
        env: { ...env, ...extraEnv },
        stdio: ['ignore', 'pipe', 'pipe'],
      }).toString(),
    );

  const built: {
    fn: Fn;
    file: string;
    kb: number;
    builtKb: number;
    files: number;
    status: string;
    times: number[];
    cpu: number[];
  }[] = [];
  // The bench user signs in as anyone does: its account is opened (unmeasured) before any function's first request.
  const opener = join(work, 'open-account');
  await buildFunction(root, 'lambdas/src/accounts/handler.ts', opener);
  const opened = run(join(opener, LAMBDA_ENTRY_FILE), apiCall('openAccount'));
  if (opened.status !== '200') throw new Error(`openAccount answered ${opened.status}`);
  for (const fn of functions) {
    const outdir = join(work, fn.name.replace(/\W+/g, '-'));
    const outputs = await buildFunction(fn.root ?? root, fn.entry, outdir);
    const builtKb = Object.keys(outputs).reduce((sum, f) => sum + statSync(f).size, 0) / 1024;
    const file = join(outdir, LAMBDA_ENTRY_FILE);
    // Warm-up (unmeasured): creates what the route reads, and records the files the process loads.
    const log = join(work, `${fn.name.replace(/\W+/g, '-')}.loaded`);
    writeFileSync(log, '');
    const first = run(file, fn.call, ['--import', recorder], { COLD_START_LOADED: log });
    const loaded = [...new Set(readFileSync(log, 'utf8').split('\n').filter(Boolean))]
      .map((u) => fileURLToPath(u))
      .filter((f) => f !== probe && f !== recorder);
    const kb = loaded.reduce((sum, f) => sum + statSync(f).size, 0) / 1024;
    if (process.env.COLD_START_BREAKDOWN) printBreakdown(fn.name, outputs, loaded);
    built.push({ fn, file, kb, builtKb, files: loaded.length, status: first.status, times: [], cpu: [] });
  }
  // Rounds over all functions, so a busy machine slows the floor and the functions alike.
  for (let i = 0; i < RUNS; i++)
    for (const b of built) {
      const sample = run(b.file, b.fn.call);
      b.times.push(sample.ms);
      b.cpu.push(sample.cpuMs);
    }
  const median = (xs: number[]) => xs.sort((x, y) => x - y)[Math.floor(xs.length / 2)] as number;
  const rows = built.map((b) => ({
    name: b.fn.name,
    route: b.fn.route,
    status: b.status,
    kb: b.kb,
    built: b.builtKb,
    chunks: b.files,
    ms: median(b.times),
    cpuMs: median(b.cpu),
  }));

  const floor = rows[0] ?? { ms: 1, cpuMs: 1 };
  const floorBefore = rows.find((r) => r.name === 'floor (before)') ?? floor;
  console.log(
    `\nCold start per function (built as deployed; median of ${RUNS} fresh processes, in rounds; DynamoDB Local). ` +
      `Budget: cold init ≤ ${BUDGET_RATIO}× the floor's, ≤ ${BUDGET_KB} KB loaded. CPU: the process's CPU time over ` +
      'the same span, steadier than wall time on a busy machine.',
  );
  const head = ['function', 'first request', 'status', 'loaded KB', 'files', 'built KB', 'cold init', '× floor'];
  console.log(
    `  ${[...head, 'CPU', '× floor'].map((h, i) => (i < 3 ? h.padEnd([28, 26, 6][i] as number) : h.padStart(9))).join(' ')}`,
  );
  for (const r of rows) {
    const its = r.name.endsWith(' (before)') ? floorBefore : floor;
    const ratio = r.ms / its.ms;
    const cpuRatio = r.cpuMs / its.cpuMs;
    const over = (r.kb > BUDGET_KB ? ' KB' : '') + (ratio > BUDGET_RATIO ? ' ms' : '');
    const cells = [
      r.kb.toFixed(0),
      String(r.chunks),
      r.built.toFixed(0),
      `${r.ms.toFixed(0)} ms`,
      ratio.toFixed(2),
      `${r.cpuMs.toFixed(0)} ms`,
      cpuRatio.toFixed(2),
    ];
    console.log(
      `  ${r.name.padEnd(28)} ${(r.route || 'import only').padEnd(26)} ${r.status.padEnd(6)} ${cells.map((c) => c.padStart(9)).join(' ')}${over ? `  over:${over}` : ''}`,
    );
  }
} finally {
  await ddb.stop();
  rmSync(work, { recursive: true, force: true });
}

/**
 * Builds a function with its checkout's own build (infra/lib/lambda-build.ts), so a baseline checkout is measured as it
 * deploys: with the chunk merge where it has one (`buildLambda`), as esbuild wrote it where it does not.
 */
async function buildFunction(checkout: string, entry: string, outdir: string): Promise<Record<string, BuiltFile>> {
  const own: Partial<typeof LambdaBuild> = await import(
    pathToFileURL(join(checkout, 'infra/lib/lambda-build.ts')).href
  );
  if (own.buildLambda) return own.buildLambda(checkout, entry, outdir);
  if (!own.lambdaBuildOptions) throw new Error(`${checkout}: no lambdaBuildOptions in infra/lib/lambda-build.ts`);
  const { metafile } = await build(own.lambdaBuildOptions(checkout, entry, outdir));
  return Object.fromEntries(Object.entries(metafile.outputs).map(([f, o]) => [resolve(f), o]));
}

/**
 * COLD_START_BREAKDOWN=1: where the loaded bytes come from, per package (or project folder), summed over the chunks
 * the first request loaded (esbuild's bytesInOutput, minified, before the chunk's own glue).
 */
function printBreakdown(name: string, outputs: Record<string, BuiltFile>, loaded: string[]): void {
  const loadedSet = new Set(loaded);
  const bytes = new Map<string, number>();
  for (const [out, { inputs }] of Object.entries(outputs)) {
    if (!loadedSet.has(out)) continue;
    for (const [input, { bytesInOutput }] of Object.entries(inputs)) {
      const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1] ?? input.split('/').slice(0, 3).join('/');
      bytes.set(pkg, (bytes.get(pkg) ?? 0) + bytesInOutput);
    }
  }
  const top = [...bytes].sort((a, b) => b[1] - a[1]).slice(0, 15);
  console.log(`\n${name}: loaded bytes by package or folder`);
  for (const [pkg, n] of top) console.log(`  ${(n / 1024).toFixed(0).padStart(6)} KB  ${pkg}`);
}
