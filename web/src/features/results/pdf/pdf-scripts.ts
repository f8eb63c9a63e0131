/** Scripts the report's Latin face (Sarabun) does not draw, each needing a face of its own in the PDF. */
export type PdfScript = 'arabic' | 'hebrew' | 'devanagari' | 'armenian' | 'cyrillic' | 'thai' | 'cjk';

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
/** What a CJK face draws in such a text: its letters, and the marks and punctuation they share (ー, 、, 「」, full-width forms). */
const CJK_DRAWN =
  /[\p{Script_Extensions=Han}\p{Script_Extensions=Hiragana}\p{Script_Extensions=Katakana}\p{Script_Extensions=Hangul}\u3000-\u303f\uff00-\uffef]/u;

const SCRIPT_PATTERNS: Readonly<Record<PdfScript, RegExp>> = {
  arabic: /\p{Script=Arabic}/u,
  hebrew: /\p{Script=Hebrew}/u,
  devanagari: /\p{Script=Devanagari}/u,
  armenian: /\p{Script=Armenian}/u,
  cyrillic: /\p{Script=Cyrillic}/u,
  thai: /\p{Script=Thai}/u,
  cjk: CJK,
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

/**
 * Which CJK face draws a text: Han characters are shared by Chinese, Japanese and Korean but drawn differently
 * in each, so kana make it Japanese and Hangul Korean; Han alone follows the respondent's language (Japanese,
 * Korean, Chinese (Hong Kong) in traditional characters), and is simplified Chinese otherwise.
 */
export type CjkFace = 'jp' | 'kr' | 'sc' | 'tc';

export function cjkFaceOf(text: string, respondentLang?: string | null): CjkFace | null {
  if (!CJK.test(text)) return null;
  if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text)) return 'jp';
  if (/\p{Script=Hangul}/u.test(text)) return 'kr';
  const lang = (respondentLang ?? '').toLowerCase();
  if (lang === 'ja') return 'jp';
  if (lang === 'ko') return 'kr';
  if (/^zh-(hk|tw|mo|hant)/.test(lang)) return 'tc';
  return 'sc';
}

/** The code points a CJK face draws in a text (its CJK letters, marks and punctuation), each once. */
export function cjkCodePoints(text: string): number[] {
  const found = new Set<number>();
  for (const ch of text) if (CJK_DRAWN.test(ch)) found.add(ch.codePointAt(0)!);
  return [...found];
}

/** A CSS unicode-range ("U+4e00-4e0f,U+3042") as [first, last] pairs. */
export function parseUnicodeRange(range: string): [number, number][] {
  return range.split(',').flatMap((part) => {
    const m = /^\s*U\+([0-9a-f]+)(?:-([0-9a-f]+))?\s*$/i.exec(part);
    if (!m) return [];
    const first = parseInt(m[1]!, 16);
    return [[first, m[2] ? parseInt(m[2], 16) : first] as [number, number]];
  });
}

/**
 * The slices of a CJK face that draw the given code points. A CJK face comes cut into about a hundred slices of
 * a few hundred characters each ("[0]" … "[119]" with their unicode-range, as @fontsource ships them), so a report
 * fetches the few slices its names and answers need rather than the whole face (over a megabyte). `slices` maps a
 * slice's key to its range; only the numbered slices count. `missing`: the code points no slice has.
 */
export function slicesFor(
  codePoints: Iterable<number>,
  slices: Readonly<Record<string, string>>,
): { keys: string[]; missing: number[] } {
  const ranges = Object.entries(slices)
    .filter(([key]) => /^\[\d+\]$/.test(key))
    .map(([key, range]) => [key, parseUnicodeRange(range)] as const);
  const needed = new Set<string>();
  const missing: number[] = [];
  for (const cp of codePoints) {
    const hit = ranges.find(([, pairs]) => pairs.some(([first, last]) => cp >= first && cp <= last));
    if (hit) needed.add(hit[0]);
    else missing.push(cp);
  }
  return { keys: [...needed].sort((a, b) => Number(a.slice(1, -1)) - Number(b.slice(1, -1))), missing };
}

/**
 * Slices the PDF library's font reader (fontkit 2.0) cannot read (it finds no character map in them, and the whole
 * PDF fails): simplified Chinese [101] and traditional Chinese [119], which hold the most common characters (的, 是,
 * 我, 中, 、, 。). Their characters are drawn from the next face that has them (cjkFallbacks). A test reads every
 * slice and keeps this list true.
 */
export const UNREADABLE_CJK_SLICES: Readonly<Record<CjkFace, readonly string[]>> = {
  jp: [],
  kr: [],
  sc: ['[101]'],
  tc: ['[119]'],
};

/** The faces to try for a text's CJK characters: its own first, then the others for what it lacks (a simplified
 * Chinese character in a Japanese answer, Hangul beside kana). */
export const cjkFallbacks = (face: CjkFace): CjkFace[] => [
  face,
  ...(['sc', 'tc', 'jp', 'kr'] as const).filter((f) => f !== face),
];

/** The direction a paragraph runs in: right to left when its first strong character is Arabic or Hebrew script. */
export function textDirection(text: string): 'rtl' | 'ltr' {
  const strong = /[\p{L}]/u.exec(text);
  return strong && /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}]/u.test(strong[0])
    ? 'rtl'
    : 'ltr';
}
