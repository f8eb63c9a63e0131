import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../infra/lib/constructs/app-function';
import { buildLambda, LAMBDA_ENTRY_FILE, lambdaBuildOptions } from '../../infra/lib/lambda-build';

/** The files a built file imports: statically (read with it) or with import() (read when the code gets there). */
function importsOf(file: string): { static: string[]; dynamic: string[] } {
  const code = readFileSync(file, 'utf8');
  const at = (re: RegExp) => [...code.matchAll(re)].map((m) => path.resolve(path.dirname(file), m[1] as string));
  return { static: at(/(?:from|import)\s*"(\.\/[^"]+)"/g), dynamic: at(/import\("(\.\/[^"]+)"\)/g) };
}

/** A file and every file it imports statically: what Node reads when it is imported. */
function readWith(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const next of importsOf(file).static) readWith(next, seen);
  return seen;
}

/** Each file's export names, as a fresh Node process imports the files one by one. */
function exportsOf(dir: string, files: string[]): Record<string, string[]> {
  const probe = `const out = {};
for (const f of ${JSON.stringify(files)}) out[f] = Object.keys(await import(${JSON.stringify(dir)} + '/' + f)).sort();
process.stdout.write(JSON.stringify(out));`;
  const env = { PATH: process.env.PATH ?? '', AWS_REGION: 'ap-southeast-1' };
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', probe], { env }).toString());
}

const mjs = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.mjs'))
    .sort();

// accounts: the function with the most routes, its account resolvers, S3 uploads, Cognito and e-mail on demand.
describe('Chunks joined into fewer files (docs/cold-start.md "Fewer files per first request")', () => {
  const entry = 'lambdas/src/accounts/handler.ts';
  const merged = mkdtempSync(path.join(tmpdir(), 'culturefit-merged-'));
  const split = mkdtempSync(path.join(tmpdir(), 'culturefit-split-'));
  beforeAll(() => {
    buildLambda(PROJECT_ROOT, entry, merged);
    buildSync(lambdaBuildOptions(PROJECT_ROOT, entry, split));
  }, 120_000);

  it("a route's first request reads a handful of files, where esbuild's chunks made it read dozens", () => {
    // Files read beyond the entry's, by each import() target of the entry (its routes, its part of the route table,
    // its account resolvers): sorted.
    const beyondEntry = (dir: string) => {
      const index = path.join(dir, LAMBDA_ENTRY_FILE);
      const atStart = readWith(index);
      return [...new Set(importsOf(index).dynamic)]
        .map((target) => [...readWith(target)].filter((f) => !atStart.has(f)).length)
        .sort((a, b) => a - b);
    };
    const after = beyondEntry(merged);
    expect(after.length).toBeGreaterThan(20);
    expect(after[Math.floor(after.length / 2)]).toBeLessThanOrEqual(4);
    expect(Math.max(...after)).toBeLessThanOrEqual(12);
    // The same function as esbuild splits it: half its routes read more than 15 files beyond the entry's.
    const before = beyondEntry(split);
    expect(before[Math.floor(before.length / 2)]).toBeGreaterThan(15);
  });

  it('every file loads and links, and every file an import() names exports what it did before the merge', () => {
    const files = mjs(merged);
    expect(files.length).toBeLessThan(mjs(split).length);
    const after = exportsOf(merged, files);
    // The files that keep their path are the entry and the import() targets (import() sites name them).
    const kept = files.filter((f) => !path.basename(f).startsWith('merged-') && !path.basename(f).startsWith('chunk-'));
    expect(kept.length).toBeGreaterThan(20);
    const before = exportsOf(split, kept);
    for (const f of kept) expect(after[f], f).toEqual(expect.arrayContaining(before[f] ?? ['']));
  });
});
