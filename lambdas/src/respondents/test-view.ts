import type { z } from 'zod';
import type { ZRespondentTest } from '@shared/routes';
import type { Locale } from '@shared/i18n/locale';
import { sectionAllowanceSeconds } from '@shared/constants';
import { sectionContent } from '@shared/sections/section-content';
import { ZValuesAndTraitsAnswers } from '@shared/sections/values-and-traits/schema';
import type { SectionKind } from '@shared/sections/kinds';
import { sectionsOf, type TemplateItem } from '../assessments/repo';
import { remainingSeconds, statesOf, type CandidateItem } from './repo';
import type { TeamBranding } from './branding';

/** Only the items the company rated are put to the respondent (spec part 1 §3 sample: 8 values, 10 traits). */
function contentFilter(kind: SectionKind, template: TemplateItem): Record<string, string[]> {
  if (kind !== 'values_and_traits') return {};
  const parsed = ZValuesAndTraitsAnswers.safeParse((template.company_answers as Record<string, unknown>)?.values_and_traits);
  if (!parsed.success) return {};
  const rated = (r: Record<string, number>) => Object.entries(r).filter(([, v]) => v > 0).map(([id]) => id);
  return { values: rated(parsed.data.defining_your_values), traits: rated(parsed.data.identifying_key_traits) };
}

export function respondentTestView(
  candidate: CandidateItem,
  template: TemplateItem,
  branding: TeamBranding,
  locale: Locale,
  now: Date,
): z.infer<typeof ZRespondentTest> {
  const sections = sectionsOf(template);
  const states = statesOf(candidate);
  return {
    candidate: { firstname: candidate.firstname ?? '', lastname: candidate.lastname ?? '', email: candidate.email, status: candidate.status },
    form_name: template.form_name,
    company_name: branding.companyName,
    color: branding.color,
    logo_url: branding.logoUrl,
    sections,
    section_states: Object.fromEntries(
      sections.map((kind) => {
        const s = states[kind];
        return [
          kind,
          {
            status: s ? s.status : 'not_started',
            started_at: s?.started_at ?? null,
            allowance_seconds: sectionAllowanceSeconds(kind, template.extra_time ?? 0),
            remaining_seconds: remainingSeconds(kind, template, s, now),
          },
        ] as const;
      }),
    ),
    content: Object.fromEntries(
      sections.flatMap((kind) => {
        const c = sectionContent(kind, locale, contentFilter(kind, template));
        return c ? [[kind, c] as const] : [];
      }),
    ),
    answers: (candidate.answers ?? {}) as Record<string, unknown>,
  };
}
