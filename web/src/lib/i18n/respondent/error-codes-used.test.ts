import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RESPONDENT_PAGE_ERROR_CODES } from '../../../../error-text-plugin';

const WEB = join(__dirname, '../../../..');

/** The respondent's app and the screens it shows (docs/architecture.md "The respondent's app"), without tests. */
const RESPONDENT_SOURCES = [
  'src/main.tsx',
  'src/app/candidate',
  'src/app/routes/respondent',
  'src/features/respondents/components',
  'src/lib',
];

function files(path: string): string[] {
  const full = join(WEB, path);
  if (statSync(full).isFile()) return [full];
  return readdirSync(full).flatMap((name) => files(join(path, name)));
}

describe("a respondent's pages name only error codes whose English is in their first script (issue 27 §3)", () => {
  it('every code they pass to errorText literally is a respondent page code', () => {
    const used = new Set<string>();
    for (const file of RESPONDENT_SOURCES.flatMap(files).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f)))
      for (const [, args = ''] of readFileSync(file, 'utf8').matchAll(/errorText\(([^)]*)\)/g))
        for (const [, code] of args.matchAll(/'([A-Z][A-Z_]+)'/g)) used.add(code as string);
    expect(used.size).toBeGreaterThan(3);
    expect([...used].filter((code) => !RESPONDENT_PAGE_ERROR_CODES.includes(code))).toEqual([]);
  });
});
