/**
 * What Powertools Tracer and Metrics would add to a cold start (docs/cold-start.md "Tracing and metrics"):
 * `npx tsx scripts/bench/powertools-cost.ts`. Three small modules, each bundled with the functions' esbuild options
 * (infra/lib/lambda-build.ts) and imported in RUNS fresh Node processes: the DynamoDB client alone (what every
 * function loads), the same client captured by Tracer (what tracing inside the functions needs on every cold start),
 * and Metrics with one metric written. Prints the bundle size and the median CPU time of the import; never asserts.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { lambdaBuildOptions } from '../../infra/lib/lambda-build';

const RUNS = Number(process.env.POWERTOOLS_COST_RUNS ?? 11);
const root = resolve(import.meta.dirname, '../..');

const MODULES: Record<string, string> = {
  'DynamoDB client': `import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
export const client = new DynamoDBClient({ region: 'us-east-1' });`,
  'DynamoDB client + Tracer': `import { Tracer } from '@aws-lambda-powertools/tracer';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
const tracer = new Tracer({ serviceName: 'culturefit' });
export const client = tracer.captureAWSv3Client(new DynamoDBClient({ region: 'us-east-1' }));`,
  'Metrics, one metric': `import { Metrics } from '@aws-lambda-powertools/metrics';
new Metrics({ namespace: 'Bench', serviceName: 'bench' }).singleMetric().addMetric('Bench', 'Count', 1);`,
};

const PROBE = `const started = process.cpuUsage();
await import(process.argv[1]);
const used = process.cpuUsage(started);
process.stderr.write(String((used.user + used.system) / 1000));`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'powertools-cost-'));
  try {
    const rows: string[] = [];
    for (const [name, source] of Object.entries(MODULES)) {
      const slug = name.replace(/\W+/g, '-');
      // Inside the repository, so the bundle resolves the same node_modules as the functions.
      const entry = join(root, `.powertools-cost-${slug}.ts`);
      writeFileSync(entry, source);
      try {
        const options = lambdaBuildOptions(root, entry, join(dir, slug));
        const result = await build({ ...options, splitting: false });
        const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0);
        const file = join(dir, slug, 'index.mjs');
        const cpu: number[] = [];
        for (let i = 0; i < RUNS; i++) {
          const run = spawnSync(process.execPath, ['--input-type=module', '-e', PROBE, file], {
            env: { ...process.env, AWS_LAMBDA_FUNCTION_NAME: 'bench' },
            stdio: ['ignore', 'ignore', 'pipe'],
          });
          // The figure comes first; the SDK may warn after it (Node version notices).
          cpu.push(parseFloat(run.stderr.toString()));
        }
        rows.push(`| ${name} | ${Math.round(bytes / 1024)} KB | ${median(cpu).toFixed(1)} ms |`);
      } finally {
        rmSync(entry, { force: true });
      }
    }
    console.log(`| module | bundle | CPU (median of ${RUNS}) |\n| --- | --- | --- |\n${rows.join('\n')}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
