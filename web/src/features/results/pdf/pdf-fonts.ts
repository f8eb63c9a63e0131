import { Font } from '@react-pdf/renderer';
import latin400 from '@fontsource/sarabun/files/sarabun-latin-400-normal.woff?url';
import latin700 from '@fontsource/sarabun/files/sarabun-latin-700-normal.woff?url';
import thai400 from '@fontsource/sarabun/files/sarabun-thai-400-normal.woff?url';
import thai700 from '@fontsource/sarabun/files/sarabun-thai-700-normal.woff?url';
import {
  cjkCodePoints,
  cjkFaceOf,
  cjkFallbacks,
  slicesFor,
  UNREADABLE_CJK_SLICES,
  type CjkFace,
  type PdfScript,
} from './pdf-scripts';

// Sarabun (SIL Open Font License) covers Latin, accents and Thai; the Thai file is the fallback for Thai glyphs.
Font.register({ family: 'SarabunLatin', fonts: [{ src: latin400 }, { src: latin700, fontWeight: 700 }] });
Font.register({ family: 'SarabunThai', fonts: [{ src: thai400 }, { src: thai700, fontWeight: 700 }] });
Font.registerHyphenationCallback((word) => [word]);

/**
 * Faces (SIL Open Font License) for the other scripts a respondent's name or answer may be written in, from the
 * @fontsource packages: @fontsource/ibm-plex-sans-arabic (Arabic, Persian, Urdu), @fontsource/noto-sans-hebrew,
 * -devanagari, -armenian, and @fontsource/noto-sans for Cyrillic. Found when the app is built, as URLs only: a face
 * is fetched when a report draws its script (report-document.tsx), and a package not installed leaves its script
 * without a face. Arabic is IBM Plex: today's Noto Sans and Naskh Arabic draw dots and hamza as marks that the PDF
 * library's shaper (fontkit) misplaces; IBM Plex Sans Arabic and Vazirmatn come out right.
 */
const FILES = import.meta.glob<string>(
  '../../../../../node_modules/@fontsource/{ibm-plex-sans-arabic,noto-sans-hebrew,noto-sans-devanagari,noto-sans-armenian,noto-sans}/files/*-{arabic,hebrew,devanagari,armenian,cyrillic}-{400,700}-normal.woff',
  { query: '?url', import: 'default', eager: true },
);

const NOTO_FACES: ReadonlyArray<{ script: PdfScript; family: string; stem: string }> = [
  { script: 'arabic', family: 'IbmPlexSansArabic', stem: 'ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic' },
  { script: 'hebrew', family: 'NotoSansHebrew', stem: 'noto-sans-hebrew/files/noto-sans-hebrew-hebrew' },
  {
    script: 'devanagari',
    family: 'NotoSansDevanagari',
    stem: 'noto-sans-devanagari/files/noto-sans-devanagari-devanagari',
  },
  { script: 'armenian', family: 'NotoSansArmenian', stem: 'noto-sans-armenian/files/noto-sans-armenian-armenian' },
  { script: 'cyrillic', family: 'NotoSansCyrillic', stem: 'noto-sans/files/noto-sans-cyrillic' },
];

const file = (stem: string, weight: 400 | 700) =>
  FILES[`../../../../../node_modules/@fontsource/${stem}-${weight}-normal.woff`];

/** The family that draws each script in a report: Sarabun's Thai, and each face above whose files were found. */
export const PDF_SCRIPT_FACES: Readonly<Partial<Record<PdfScript, string>>> = Object.fromEntries([
  ['thai', 'SarabunThai'],
  ...NOTO_FACES.flatMap(({ script, family, stem }) => {
    const regular = file(stem, 400);
    if (!regular) return [];
    Font.register({ family, fonts: [{ src: regular }, { src: file(stem, 700) ?? regular, fontWeight: 700 }] });
    return [[script, family]];
  }),
]);

/**
 * Noto Sans JP, KR, SC and TC (SIL Open Font License) from @fontsource/noto-sans-jp, -kr, -sc and -tc, in the
 * slices @fontsource cuts them into (a few hundred characters, tens of kilobytes each). A report loads the
 * slices' ranges (the package's unicode.json) and fetches the slices only when it draws CJK text, and then only
 * the slices its characters fall in: a name of four characters costs a few slices, not the whole face of over a
 * megabyte. The regular weight draws bold too, so a bold line costs no second set of slices. WOFF, not WOFF2:
 * the PDF library's font reader (fontkit) draws nothing from these faces' WOFF2 files.
 */
const CJK_SLICES = import.meta.glob<string>(
  '../../../../../node_modules/@fontsource/noto-sans-{jp,kr,sc,tc}/files/noto-sans-{jp,kr,sc,tc}-*[0-9]-400-normal.woff',
  { query: '?url', import: 'default', eager: true },
);
const CJK_RANGES = import.meta.glob<Record<string, string>>(
  '../../../../../node_modules/@fontsource/noto-sans-{jp,kr,sc,tc}/unicode.json',
  { import: 'default' },
);
const CJK_FAMILY: Readonly<Record<CjkFace, string>> = {
  jp: 'NotoSansJP',
  kr: 'NotoSansKR',
  sc: 'NotoSansSC',
  tc: 'NotoSansTC',
};

/** The slice families registered so far, by face and slice key ("[12]"). */
const registered = new Map<string, string>();

/**
 * Makes ready the CJK faces of a report's texts: for each text with CJK characters, the slices of its face
 * (cjkFaceOf) its characters need, and of the other faces for characters its own lacks, registered as font
 * families of their own. Returns, per text, the families to name after the report's others, its own face's first
 * (none for a text with no CJK character, or faces not installed).
 */
export async function prepareCjkFaces(
  texts: readonly string[],
  respondentLang?: string | null,
): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  for (const text of texts) {
    const face = cjkFaceOf(text, respondentLang);
    if (!face || out.has(text)) continue;
    const families: string[] = [];
    let wanted = cjkCodePoints(text);
    for (const each of cjkFallbacks(face)) {
      if (wanted.length === 0) break;
      const slices = await rangesOf(each);
      if (!slices) continue;
      const readable = Object.fromEntries(
        Object.entries(slices).filter(([key]) => !UNREADABLE_CJK_SLICES[each].includes(key)),
      );
      const { keys, missing } = slicesFor(wanted, readable);
      families.push(...keys.flatMap((key) => registerSlice(each, key)));
      wanted = missing;
    }
    out.set(text, families);
  }
  return out;
}

const ranges = new Map<CjkFace, Promise<Record<string, string> | null>>();

/** A face's slices and their ranges (its unicode.json, fetched once), or null when the face is not installed. */
function rangesOf(face: CjkFace): Promise<Record<string, string> | null> {
  let loading = ranges.get(face);
  if (!loading) {
    const load = CJK_RANGES[`../../../../../node_modules/@fontsource/noto-sans-${face}/unicode.json`];
    loading = load ? load() : Promise.resolve(null);
    ranges.set(face, loading);
  }
  return loading;
}

/** One slice registered as a family of its own (once), by name; none when its file is not there. */
function registerSlice(face: CjkFace, key: string): string[] {
  const family = `${CJK_FAMILY[face]}${key}`;
  if (registered.has(family)) return [family];
  const n = key.slice(1, -1);
  const src =
    CJK_SLICES[
      `../../../../../node_modules/@fontsource/noto-sans-${face}/files/noto-sans-${face}-${n}-400-normal.woff`
    ];
  if (!src) return [];
  Font.register({ family, fonts: [{ src }, { src, fontWeight: 700 }] });
  registered.set(family, src);
  return [family];
}

/**
 * Makes every registered face read its file afresh for the next document. The PDF library keeps a face's parsed
 * font between documents, and the font reader (fontkit) keeps each glyph with the characters it was first drawn
 * for: a second report drawn with the same face then maps some glyphs to no or wrong characters in its text layer
 * (what copying, searching and screen readers read; the drawing is right). A face's file comes from the browser's
 * cache the second time.
 */
export function freshFaces(): void {
  for (const family of Object.values(Font.getRegisteredFonts()))
    for (const source of family.sources) {
      source.data = null;
      source.loadResultPromise = null;
    }
}
