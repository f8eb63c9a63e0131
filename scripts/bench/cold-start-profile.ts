/**
 * Where a cold start's CPU goes (docs/cold-start.md "Where the CPU goes"): builds the floor and the chosen functions
 * with the deploy's esbuild options (infra/lib/lambda-build.ts) but whitespace kept, so each output line can be traced
 * to the module esbuild wrote it from, then runs each in RUNS fresh processes against a DynamoDB Local, sampling the
 * CPU (V8's profiler, 100 µs) over the import and, apart, over the first request: the same span and the same first
 * requests as the bench (scripts/bench/cold-start-calls.ts). Prints, per package or project folder, the mean self
 * time of each phase, beside the floor's, ranked by what the function spends beyond the floor.
 *
 * `npx tsx scripts/bench/cold-start-profile.ts`; COLD_PROFILE_ONLY=accounts,credits (the default) picks the API
 * functions, COLD_START_RUNS (default 5) the fresh processes per function, COLD_PROFILE_FILES=1 adds the top files.
 * The figures carry the profiler's own overhead: read them as shares, and the bench for the totals. The functions are
 * profiled as esbuild splits them, before the deploy joins their chunks into fewer files (infra/lib/merge-chunks.ts):
 * the second pass would drop the source-path comments the lines are traced by, so the loader's share here is the
 * one of esbuild's chunks (docs/cold-start.md "Fewer files per first request").
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { LAMBDA_ENTRY_FILE, lambdaBuildOptions } from '../../infra/lib/lambda-build';
import { startDynamoDbLocal } from '../../infra/local/dynamodb';
import { freePort } from '../../infra/local/ports';
import { LOCAL_TABLE_NAME } from '../../infra/local/stack';
import { ANSWER_FIRST_REQUEST, apiCall, type Call, FIRST_REQUEST, probeEnv } from './cold-start-calls';

const RUNS = Number(process.env.COLD_START_RUNS ?? 5);
const ONLY = (process.env.COLD_PROFILE_ONLY ?? 'accounts,credits').split(',');
const root = resolve(import.meta.dirname, '../..');

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
}

/** Runs in the fresh process: profiles the import, then the first request, and writes both profiles. */
const PROBE = `
import { Session } from 'node:inspector/promises';
import { writeFileSync } from 'node:fs';
const [file, callJson, out] = process.argv.slice(2);
const call = JSON.parse(callJson);
const context = { awsRequestId: 'bench', functionName: 'bench', getRemainingTimeInMillis: () => 30000 };
const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.setSamplingInterval', { interval: 100 });
await session.post('Profiler.start');
const m = await import(file);
const { profile: importProfile } = await session.post('Profiler.stop');
await session.post('Profiler.start');
${ANSWER_FIRST_REQUEST}const { profile: requestProfile } = await session.post('Profiler.stop');
writeFileSync(out, JSON.stringify({ status, import: importProfile, request: requestProfile }));
`;

/** For each output file, the source module of each line (esbuild writes `// <path>` above each module's code). */
function lineModules(outdir: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  const files = [LAMBDA_ENTRY_FILE, ...readdirSync(join(outdir, 'chunks')).map((f) => `chunks/${f}`)];
  for (const f of files) {
    let current = '(chunk glue)';
    const lines = readFileSync(join(outdir, f), 'utf8')
      .split('\n')
      .map((line) => {
        const marker = /^\/\/ (\S+\.(?:[cm]?[jt]sx?|json))$/.exec(line);
        if (marker?.[1]) current = marker[1];
        return current;
      });
    map.set(pathToFileURL(join(outdir, f)).href, lines);
  }
  return map;
}

/** A module path to its group: the npm package, or the project folder (two levels under src/). */
function group(module: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(module)?.[1];
  if (pkg) return pkg;
  const parts = module.split('/');
  return parts.slice(0, parts[1] === 'src' ? 3 : 2).join('/');
}

/** Self time (ms) per sampled frame's group and file. */
function selfTimes(
  profile: Profile,
  lines: Map<string, string[]>,
): { groups: Map<string, number>; files: Map<string, number> } {
  const perSample = profile.samples.length ? (profile.endTime - profile.startTime) / 1000 / profile.samples.length : 0;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const groups = new Map<string, number>();
  const files = new Map<string, number>();
  const add = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + perSample);
  for (const id of profile.samples) {
    const { url, functionName, lineNumber } = byId.get(id)?.callFrame ?? { url: '', functionName: '?', lineNumber: 0 };
    let g: string;
    let file: string;
    if (!url) g = file = functionName.startsWith('(') ? functionName : '(native)';
    else if (url.startsWith('node:')) g = file = `node: ${/^node:(?:internal\/)?([^/]+(?:\/[^/]+)?)/.exec(url)?.[1]}`;
    else if (lines.has(url)) {
      file = lines.get(url)?.[lineNumber] ?? '?';
      g = file.startsWith('(') ? file : group(file);
    } else g = file = `(other) ${url.startsWith('file:') ? fileURLToPath(url).split('/').slice(-2).join('/') : url}`;
    add(groups, g);
    add(files, file);
  }
  return { groups, files };
}

interface Result {
  name: string;
  status: string;
  phases: Record<'import' | 'request', { total: number; groups: Map<string, number>; files: Map<string, number> }>;
}

const work = mkdtempSync(join(tmpdir(), 'culturefit-cold-profile-'));
const ddb = await startDynamoDbLocal({ port: await freePort(), inMemory: true });
try {
  await ddb.ensureTable(LOCAL_TABLE_NAME);
  const env = probeEnv(ddb.endpoint, work);
  const probe = join(work, 'probe.mjs');
  writeFileSync(probe, PROBE);
  const fns: { name: string; entry: string; call: Call }[] = [
    { name: 'floor', entry: 'scripts/bench/cold-start-floor.ts', call: { kind: 'event', event: {} } },
    ...ONLY.map((name) => {
      const [context, stream] = name.split(':');
      const call = FIRST_REQUEST[name];
      if (!call) throw new Error(`no first request for ${name}`);
      return { name, entry: `lambdas/src/${context}/${stream ? 'stream' : 'handler'}.ts`, call };
    }),
  ];
  const builds: { name: string; entry: string; call: Call; outdir: string; lines: Map<string, string[]> }[] = [];
  for (const fn of [
    { name: 'opener', entry: 'lambdas/src/accounts/handler.ts', call: apiCall('openAccount') },
    ...fns,
  ]) {
    const outdir = join(work, fn.name.replace(/\W+/g, '-'));
    await build({
      ...lambdaBuildOptions(root, fn.entry, outdir),
      minify: false,
      minifySyntax: true,
      minifyIdentifiers: true,
    });
    builds.push({ ...fn, outdir, lines: lineModules(outdir) });
  }
  const run = (b: (typeof builds)[number], i: number) => {
    const out = join(work, `${b.name.replace(/\W+/g, '-')}-${i}.json`);
    execFileSync(process.execPath, [probe, join(b.outdir, LAMBDA_ENTRY_FILE), JSON.stringify(b.call), out], {
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    return JSON.parse(readFileSync(out, 'utf8')) as { status: string; import: Profile; request: Profile };
  };
  // Unmeasured: the bench user's account is opened, and each function's first run creates what its route reads.
  const [opener, ...measured] = builds;
  if (opener) run(opener, 0);
  for (const b of measured) run(b, 0);
  const results: Result[] = measured.map((b) => ({
    name: b.name,
    status: '',
    phases: {
      import: { total: 0, groups: new Map(), files: new Map() },
      request: { total: 0, groups: new Map(), files: new Map() },
    },
  }));
  for (let i = 1; i <= RUNS; i++)
    measured.forEach((b, k) => {
      const sample = run(b, i);
      const result = results[k] as Result;
      result.status = sample.status;
      for (const phase of ['import', 'request'] as const) {
        const { groups, files } = selfTimes(sample[phase], b.lines);
        const into = result.phases[phase];
        into.total += (sample[phase].endTime - sample[phase].startTime) / 1000 / RUNS;
        for (const [g, ms] of groups) into.groups.set(g, (into.groups.get(g) ?? 0) + ms / RUNS);
        for (const [f, ms] of files) into.files.set(f, (into.files.get(f) ?? 0) + ms / RUNS);
      }
    });

  const floor = results[0] as Result;
  const fmt = (ms: number) => ms.toFixed(1).padStart(7);
  for (const r of results.slice(1)) {
    console.log(
      `\n${r.name} (status ${r.status}): mean over ${RUNS} fresh processes, profiled wall time import ` +
        `${r.phases.import.total.toFixed(1)} ms + first request ${r.phases.request.total.toFixed(1)} ms; floor ` +
        `${floor.phases.import.total.toFixed(1)} + ${floor.phases.request.total.toFixed(1)} ms. Self time, ms:`,
    );
    console.log(
      `  ${'group'.padEnd(44)} ${['import', 'request', 'floor', 'beyond'].map((h) => h.padStart(7)).join(' ')}`,
    );
    const keys = new Set([...r.phases.import.groups.keys(), ...r.phases.request.groups.keys()]);
    const rows = [...keys].map((g) => {
      const imp = r.phases.import.groups.get(g) ?? 0;
      const req = r.phases.request.groups.get(g) ?? 0;
      const fl = (floor.phases.import.groups.get(g) ?? 0) + (floor.phases.request.groups.get(g) ?? 0);
      return { g, imp, req, fl, beyond: imp + req - fl };
    });
    for (const row of rows.sort((a, b) => b.beyond - a.beyond).filter((x) => Math.abs(x.beyond) >= 0.3))
      console.log(`  ${row.g.padEnd(44)} ${[row.imp, row.req, row.fl, row.beyond].map(fmt).join(' ')}`);
    if (process.env.COLD_PROFILE_FILES) {
      console.log(`  top files (import + request):`);
      const files = new Map(r.phases.import.files);
      for (const [f, ms] of r.phases.request.files) files.set(f, (files.get(f) ?? 0) + ms);
      for (const [f, ms] of [...files].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`    ${fmt(ms)}  ${f}`);
    }
  }
} finally {
  await ddb.stop();
  rmSync(work, { recursive: true, force: true });
}
