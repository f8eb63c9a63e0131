import { hashText } from '../../content-pack';
import { isTranslated } from '../item-locales';
import { IPIP_120_ITEMS } from '../items';
import type { TeamItemCorrection } from './types';

export type CorrectionProblemReason = 'unknown' | 'stale' | 'package-changed' | 'untranslated' | 'same-as-package';

export interface CorrectionProblem {
  readonly path: string;
  readonly reason: CorrectionProblemReason;
  readonly detail?: string;
}

/**
 * What is wrong with a team file's corrections against the package text of its language (`table`, item id -> text):
 * - `unknown`: not an item, or an item the package left in English (its statement belongs in `texts`);
 * - `stale`: `source` is not the hash of the current English: the English changed, read the correction again;
 * - `package-changed`: `replaces` is not the hash of the package's current text: the package changed (perhaps fixed)
 *   its translation, so a reviewer decides whether the correction is still needed;
 * - `untranslated`: the text is the English;
 * - `same-as-package`: the text is the package's, so it corrects nothing.
 * A correction with any problem is not shown (item-locales.ts `translatedText`): the package text is.
 */
export function checkCorrections(
  table: Readonly<Record<string, string>>,
  corrections: Readonly<Record<string, TeamItemCorrection>> = {},
): CorrectionProblem[] {
  const items = new Map(IPIP_120_ITEMS.map((item) => [item.id, item]));
  const problems: CorrectionProblem[] = [];
  for (const [path, correction] of Object.entries(corrections)) {
    const item = items.get(path);
    const current = table[path];
    if (!item || !isTranslated(current, item.text.en)) {
      problems.push({ path, reason: 'unknown' });
      continue;
    }
    const english = hashText(item.text.en);
    if (correction.source !== english)
      problems.push({ path, reason: 'stale', detail: `${correction.source} ≠ ${english}` });
    if (correction.replaces !== hashText(current))
      problems.push({
        path,
        reason: 'package-changed',
        detail: `${correction.replaces} ≠ ${hashText(current)}: ${current}`,
      });
    if (!isTranslated(correction.text, item.text.en))
      problems.push({ path, reason: 'untranslated', detail: item.text.en });
    if (correction.text.trim() === current.trim()) problems.push({ path, reason: 'same-as-package', detail: current });
  }
  return problems;
}
