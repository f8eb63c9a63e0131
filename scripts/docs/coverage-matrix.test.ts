import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { matrixRows, readMatrix } from './coverage-matrix';

const root = resolve(import.meta.dirname, '../..');
const rows = readMatrix(resolve(root, 'docs/spec-coverage.md'));

/** The words a row's status and reach cells start with (docs/spec-coverage.md, its opening paragraph). */
const STATUS = /^(done|partial|missing|deviation|measured|removed)\b/i;
const REACH = /^(yes|API only|domain only|no|admin|developer|internal)\b/;

/** The project's files, as paths from the root ('/'-separated), outside node_modules and build output. */
function projectFiles(dir = ''): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const path = dir ? `${dir}/${e.name}` : e.name;
    if (e.isDirectory())
      return /^(node_modules|\.git|dist|cdk\.out|coverage|\.local)$/.test(e.name) ? [] : projectFiles(path);
    return [path];
  });
}
const files = projectFiles();
/** A cell may name a file by its tail (`kinds/big5.ts`): it must be the end of some project file's path. */
const exists = (name: string) => files.some((f) => f === name || f.endsWith(`/${name}`));

describe('docs/spec-coverage.md', () => {
  it('reads the matrix (hundreds of rows, so the checks below walk something)', () => {
    expect(rows.length).toBeGreaterThan(400);
  });

  it('gives every row a status and whether a user can reach it, in the words the matrix defines', () => {
    const bad = rows
      .filter((r) => !STATUS.test(r.cells.Status ?? '') || !REACH.test(r.cells['User can reach it'] ?? ''))
      .map((r) => `line ${r.line}: status "${r.cells.Status}", reach "${r.cells['User can reach it']}"`);
    expect(bad).toEqual([]);
  });

  it('names a test for every row it calls done', () => {
    const bad = rows
      .filter((r) => /^done/i.test(r.cells.Status ?? '') && /^[\s—–-]*$/.test(r.cells.Test ?? ''))
      .map((r) => `line ${r.line}: ${(r.cells.Rule ?? r.cells['Rule/feature'] ?? '').slice(0, 80)}`);
    expect(bad).toEqual([]);
  });

  it('cites only files that exist', () => {
    const missing: string[] = [];
    for (const r of rows)
      for (const cell of [r.cells.Code ?? '', r.cells.Test ?? ''])
        for (const [, name] of cell.matchAll(/`([\w./-]+\/[\w.-]+\.(?:tsx?|md|mjs|json))`/g))
          if (name && !exists(name)) missing.push(`line ${r.line}: ${name}`);
    expect(missing).toEqual([]);
  });

  it('splits a row on its unescaped pipes only, so a formula with |diff| stays in its cell', () => {
    const [row] = matrixRows(
      '| Spec | Rule | Status | User can reach it | Code | Test |\n|---|---|---|---|---|---|\n| P2 | 100 × (1 − Σ\\|d\\|) | done | yes | a | b |\n',
    );
    expect(row?.cells.Status).toBe('done');
  });
});
