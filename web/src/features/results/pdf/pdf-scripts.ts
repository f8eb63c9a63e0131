/** Scripts the report's Latin face (Sarabun) does not draw, each needing a face of its own in the PDF. */
export type PdfScript = 'arabic' | 'hebrew' | 'devanagari' | 'armenian' | 'cyrillic' | 'thai' | 'cjk';

const SCRIPT_PATTERNS: Readonly<Record<PdfScript, RegExp>> = {
  arabic: /\p{Script=Arabic}/u,
  hebrew: /\p{Script=Hebrew}/u,
  devanagari: /\p{Script=Devanagari}/u,
  armenian: /\p{Script=Armenian}/u,
  cyrillic: /\p{Script=Cyrillic}/u,
  thai: /\p{Script=Thai}/u,
  cjk: /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u,
};

/** The scripts written in any of the texts (names, answers), so the PDF loads a face only for what it draws. */
export function scriptsIn(texts: Iterable<string | null | undefined>): Set<PdfScript> {
  const found = new Set<PdfScript>();
  for (const text of texts) {
    if (!text) continue;
    for (const [script, pattern] of Object.entries(SCRIPT_PATTERNS) as [PdfScript, RegExp][]) {
      if (pattern.test(text)) found.add(script);
    }
  }
  return found;
}

/**
 * The report's font families for the scripts it draws: Sarabun's Latin first, then the face of each script found
 * that the report has one for (`faces`). react-pdf loads every family a page names, so a Latin-only report fetches
 * no face of another script.
 */
export function fontFamiliesFor(
  scripts: ReadonlySet<PdfScript>,
  faces: Readonly<Partial<Record<PdfScript, string>>>,
): string[] {
  const families = ['SarabunLatin'];
  for (const script of scripts) {
    const family = faces[script];
    if (family) families.push(family);
  }
  return families;
}
