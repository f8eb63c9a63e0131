import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A right to left respondent (Arabic, Hebrew, Persian, Urdu) gets the mirror of the page only if its styles say
 * start and end, not left and right (issue 27 §2). This reads the styles the candidate pages use, and the inline
 * styles of the candidate's and the sections' components, for physical left/right properties. A line that must stay
 * physical (a centring that is the same both ways) says so in a `physical:` comment.
 */

const WEB = fileURLToPath(new URL('..', import.meta.url));
const STYLESHEETS = ['styles/index.css'];
const COMPONENT_FOLDERS = ['features/respondents', 'features/sections', 'app/routes/respondent', 'components/ui'];

/** CSS declarations that name a physical side. */
const CSS_PHYSICAL =
  /(?:^|[\s;{])(?:(?:margin|padding|border|scroll-margin|scroll-padding)-(?:left|right)(?:-[a-z]+)?|left|right)\s*:|\b(?:text-align|float|clear)\s*:\s*(?:left|right)\b/;
/** React inline-style keys that name a physical side. */
const TSX_PHYSICAL =
  /\b(?:(?:margin|padding|border)(?:Left|Right)\w*|left|right)\s*:\s*[`'"\d{]|\b(?:textAlign|float|clear)\s*:\s*['"](?:left|right)['"]/;

function physicalLines(text: string, pattern: RegExp): string[] {
  return text
    .split('\n')
    .map((line, i) => ({ line, n: i + 1 }))
    .filter(({ line }) => pattern.test(line.replace(/\/\*.*?\*\//g, '')) && !line.includes('physical:'))
    .map(({ line, n }) => `${n}: ${line.trim()}`);
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return /\.tsx$/.test(name) && !/\.test\.tsx$/.test(name) ? [path] : [];
  });
}

describe('the candidate pages are styled with logical properties, so they mirror right to left', () => {
  it('the patterns catch what they are for', () => {
    for (const line of ['  margin-left: 1rem;', '  right: 0;', '  text-align: left;', '  border-right-color: red;'])
      expect(physicalLines(line, CSS_PHYSICAL), line).toHaveLength(1);
    for (const line of [
      '  margin-inline-start: 1rem;',
      '  inset-inline-end: 0;',
      '  text-align: start;',
      '  left: 50%; /* physical: centred */',
    ])
      expect(physicalLines(line, CSS_PHYSICAL), line).toHaveLength(0);
    expect(physicalLines("style={{ marginLeft: '0.5rem' }}", TSX_PHYSICAL)).toHaveLength(1);
    expect(physicalLines('style={{ left: `${x}%` }}', TSX_PHYSICAL)).toHaveLength(1);
    expect(physicalLines("style={{ marginInlineStart: '0.5rem' }}", TSX_PHYSICAL)).toHaveLength(0);
  });

  it.each(STYLESHEETS)('%s has no physical left or right', (sheet) => {
    expect(physicalLines(readFileSync(join(WEB, sheet), 'utf8'), CSS_PHYSICAL)).toEqual([]);
  });

  it('no inline style in the candidate and section components names a physical side', () => {
    const found = COMPONENT_FOLDERS.flatMap((folder) =>
      filesUnder(join(WEB, folder)).flatMap((file) =>
        physicalLines(readFileSync(file, 'utf8'), TSX_PHYSICAL).map((l) => `${relative(WEB, file)}:${l}`),
      ),
    );
    expect(found).toEqual([]);
  });
});
