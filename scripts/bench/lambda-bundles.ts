/**
 * Lambda budget (`npm run bench`): bundles every function entry with the options the CDK app deploys with
 * (infra/lib/constructs/app-function.ts: esbuild, minified, ESM, no source maps, SDK bundled) and prints each
 * bundle's size and the median cold init: a fresh Node process importing the bundle and answering one CORS
 * preflight (or, for entries without HTTP, just the import). Budget: at most 500 KB per bundle. Beside each size, the
 * part that is the AWS SDK (@aws-sdk, @smithy) and the ElectroDB + zod part, the floor every function shares.
 * Prints, never asserts.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { CONTEXTS } from '../../shared/src/routes/define';
import { UNUSED_MODULES } from '../../infra/lib/constructs/app-function';

const BUDGET_KB = 500;
const RUNS = 5;
const root = resolve(import.meta.dirname, '../..');

const entries: { name: string; file: string; http: boolean }[] = [];
for (const c of CONTEXTS) {
  if (existsSync(join(root, `lambdas/src/${c}/handler.ts`)))
    entries.push({ name: c, file: `lambdas/src/${c}/handler.ts`, http: true });
  if (existsSync(join(root, `lambdas/src/${c}/stream.ts`)))
    entries.push({ name: `${c} (stream)`, file: `lambdas/src/${c}/stream.ts`, http: false });
}
entries.push({ name: 'sweep', file: 'lambdas/src/respondents/sweep-handler.ts', http: false });
entries.push({ name: 'seed prompts', file: 'lambdas/src/toolbox/seed-prompts.ts', http: false });

const out = mkdtempSync(join(tmpdir(), 'culturefit-lambda-bench-'));
try {
  console.log(
    `\nLambda bundles (minified ESM, SDK included; budget ${BUDGET_KB} KB) and median cold init of ${RUNS} fresh processes:`,
  );
  for (const entry of entries) {
    if (!existsSync(join(root, entry.file))) continue;
    const outfile = join(out, `${entry.name.replace(/\W+/g, '-')}.mjs`);
    const result = await build({
      metafile: true,
      entryPoints: [join(root, entry.file)],
      outfile,
      bundle: true,
      external: [...UNUSED_MODULES],
      minify: true,
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      sourcemap: false,
      platform: 'node',
      target: 'node22',
      format: 'esm',
      mainFields: ['module', 'main'],
      tsconfig: join(root, 'tsconfig.json'),
      banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
      logLevel: 'error',
    });
    const kb = statSync(outfile).size / 1024;
    const inputs = Object.values(result.metafile.outputs)[0]?.inputs ?? {};
    const share = (pattern: RegExp) =>
      Object.entries(inputs).reduce((sum, [path, input]) => (pattern.test(path) ? sum + input.bytesInOutput : sum), 0) /
      1024;
    const sdkKb = share(/node_modules\/(@aws-sdk|@smithy|@aws-crypto)\//);
    const libKb = share(/node_modules\/(electrodb|zod|jsonschema)\//);
    const probe = join(out, `probe-${entry.name.replace(/\W+/g, '-')}.mjs`);
    writeFileSync(
      probe,
      `const t0 = performance.now();\nconst m = await import(${JSON.stringify(outfile)});\n` +
        (entry.http ? `await m.handler({ httpMethod: 'OPTIONS', resource: '/', path: '/', headers: {} }, {});\n` : '') +
        `process.stdout.write(String(performance.now() - t0));\n`,
    );
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const ms = Number(
        execFileSync(process.execPath, [probe], {
          env: {
            ...process.env,
            AWS_REGION: 'us-east-1',
            TABLE_NAME: 'bench',
            AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
          },
        }).toString(),
      );
      times.push(ms);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)] as number;
    console.log(
      `  ${entry.name.padEnd(22)} ${kb.toFixed(0).padStart(6)} KB ${kb <= BUDGET_KB ? '        ' : '  (OVER)'} (AWS SDK ${sdkKb.toFixed(0).padStart(4)} KB, ElectroDB + zod ${libKb.toFixed(0).padStart(4)} KB)   cold init ${median.toFixed(0).padStart(5)} ms`,
    );
  }
} finally {
  rmSync(out, { recursive: true, force: true });
}
