import type { SharedResult } from '@shared/routes';
import type { Locale } from '@shared/i18n/locale';
import type { SectionKind } from '@shared/sections/kinds';
import { translate } from '../../../lib/i18n/i18n';
import { sectionNameKey } from '../../../lib/section-names';

/** A text the respondent wrote, under the prompt it answers. */
export interface OpenAnswer {
  prompt: string;
  answer: string;
}

/** The custom survey's open-ended questions as the setup stores them: id and headline. */
function openEndedQuestions(setup: unknown): { id: string; headline: string }[] {
  const questions = (setup as { questions?: unknown } | undefined)?.questions;
  if (!Array.isArray(questions)) return [];
  return (questions as Record<string, unknown>[])
    .filter((q) => (q.type ?? 'open-ended') === 'open-ended')
    .map((q) => ({ id: String(q.id), headline: String(q.headline ?? '') }));
}

/** The name a report prints for the respondent: the display name, else first and last name, else the address. */
export function reportName(r: SharedResult['result']): string {
  return r.displayName || [r.firstname, r.lastname].filter(Boolean).join(' ') || r.email || '';
}

/**
 * The respondent's open answers, where the result page shows them: each open-ended custom survey question with
 * its answer, then each section's comment under the section's name. Sections the report leaves out (no summary,
 * or not the viewer's to see) give none.
 */
export function reportOpenAnswers(
  r: SharedResult['result'],
  sections: readonly SectionKind[],
  setup: Readonly<Record<string, unknown>> | undefined,
  locale: Locale,
): OpenAnswer[] {
  const shown = sections.filter((k) => r.summaries[k] !== undefined);
  const out: OpenAnswer[] = [];
  if (shown.includes('custom_survey')) {
    const answers = (r.summaries.custom_survey as { answers?: Record<string, unknown> } | undefined)?.answers ?? {};
    for (const q of openEndedQuestions(setup?.custom_survey)) {
      const answer = answers[q.id];
      if (typeof answer === 'string' && answer.trim()) out.push({ prompt: q.headline, answer: answer.trim() });
    }
  }
  for (const k of shown) {
    const comment = r.comments?.[k]?.trim();
    if (comment)
      out.push({
        prompt: `${translate(locale, 'result.comment')} · ${translate(locale, sectionNameKey(k))}`,
        answer: comment,
      });
  }
  return out;
}
