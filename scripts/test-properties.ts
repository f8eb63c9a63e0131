/**
 * `npm run test:properties`: the unit tests that try many cases (fast-check properties, and walks that read
 * THOROUGH from test/support/property-runs.ts) with many more of them than `npm test` runs, for a nightly or bench
 * run. PROPERTY_RUNS sets the count (default 2000). It measures nothing and has no time limit of its own beyond
 * vitest's per-test timeout.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const runs = process.env.PROPERTY_RUNS || '2000';

/** Test files of the unit project (vitest.config.ts) that import fast-check or the property run count. */
function propertyTests(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : propertyTests(path);
    if (!/\.test\.tsx?$/.test(entry.name)) return [];
    const text = readFileSync(path, 'utf8');
    return /from 'fast-check'|support\/property-runs'/.test(text) ? [relative(root, path)] : [];
  });
}

const files = ['shared', 'lambdas', 'web/src', 'infra/local'].flatMap((dir) => propertyTests(join(root, dir)));
console.log(`${files.length} test files, PROPERTY_RUNS=${runs}`);
const result = spawnSync('npx', ['vitest', 'run', '--project', 'unit', ...files], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PROPERTY_RUNS: runs },
});
process.exit(result.status ?? 1);
