import type { EnglishText } from '../../shared/src/sections/locale-check';
import type { SectionLocaleFile, SectionLocaleText } from '../../shared/src/sections/locale-file';

/**
 * A locale file's texts after a stamping run (stamp-locale.ts, stamp-big5-items.ts): each `given` text stamped with
 * the current English; the file's other texts kept with their stamps, or re-stamped where `refreshed` says a reviewer
 * checked them against the new English. Also which paths the English no longer has (dropped) and which it has that
 * the file still lacks (missing).
 */
export function stampTexts(
  english: readonly EnglishText[],
  existing: SectionLocaleFile | undefined,
  given: Readonly<Record<string, string>>,
  refreshed: (path: string) => boolean,
): { texts: Record<string, SectionLocaleText>; dropped: string[]; missing: string[] } {
  const texts: Record<string, SectionLocaleText> = {};
  for (const e of english) {
    const text = given[e.path];
    const old = existing?.texts[e.path];
    if (text !== undefined) texts[e.path] = { text, source: e.source };
    else if (old) texts[e.path] = { text: old.text, source: refreshed(e.path) ? e.source : old.source };
  }
  const known = new Set(english.map((e) => e.path));
  const dropped = [...Object.keys(existing?.texts ?? {}), ...Object.keys(given)].filter((p) => !known.has(p));
  const missing = english.filter((e) => texts[e.path] === undefined).map((e) => e.path);
  return { texts, dropped: [...new Set(dropped)], missing };
}
