import { Font } from '@react-pdf/renderer';
import latin400 from '@fontsource/sarabun/files/sarabun-latin-400-normal.woff?url';
import latin700 from '@fontsource/sarabun/files/sarabun-latin-700-normal.woff?url';
import thai400 from '@fontsource/sarabun/files/sarabun-thai-400-normal.woff?url';
import thai700 from '@fontsource/sarabun/files/sarabun-thai-700-normal.woff?url';
import type { PdfScript } from './pdf-scripts';

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
