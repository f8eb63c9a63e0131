import { SECTION_REGISTRY } from '../sections/registry';

const isKind = (key: string): key is keyof typeof SECTION_REGISTRY => Object.hasOwn(SECTION_REGISTRY, key);

/**
 * What a respondent's own feedback link shows of their stored summaries: the overall, and per section its overall plus
 * what the kind lets a respondent see (`respondentSees` in the kind's module: the culture profile's own averages, the
 * Big Five domain lines). Never the company's answers, the gaps or the comparisons.
 */
export function respondentFeedback(stored: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { overall: stored.overall ?? null };
  for (const [kind, value] of Object.entries(stored)) {
    if (!isKind(kind) || !value || typeof value !== 'object') continue;
    const summary = value as Record<string, unknown>;
    const own: Record<string, unknown> = { overall: typeof summary.overall === 'number' ? summary.overall : null };
    const sees: readonly string[] = SECTION_REGISTRY[kind].respondentSees ?? [];
    for (const field of sees) if (summary[field]) own[field] = summary[field];
    out[kind] = own;
  }
  return out;
}
