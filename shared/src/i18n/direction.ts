/** The writing direction of a page or a block of text. */
export type TextDirection = 'ltr' | 'rtl';

/** Respondent languages written right to left: Arabic, Hebrew, Persian, Urdu (issue 27 §2). */
const RTL_LANGUAGES: ReadonlySet<string> = new Set(['ar', 'he', 'fa', 'ur']);

/**
 * The direction of a locale code, by its language subtag: `ar`, `ar-EG`, `he_IL` and `fa` are right to left;
 * anything else, an unknown code or none, is left to right.
 */
export function localeDirection(code: string | undefined | null): TextDirection {
  if (!code) return 'ltr';
  const language = code.split(/[-_]/)[0]?.toLowerCase() ?? '';
  // `iw` is Hebrew's old ISO 639 code, still sent by some Android browsers.
  return RTL_LANGUAGES.has(language) || language === 'iw' ? 'rtl' : 'ltr';
}
