import type * as z from '@shared/zod-mini';
import { bySection } from '@shared/sections/by-section';
import type { ZRespondentTest } from '@shared/routes';
import type { Locale } from '@shared/i18n/locale';
import {
  isRespondentLocale,
  localeDirection,
  offeredLocales,
  type RespondentLocale,
} from '@shared/i18n/respondent-locale';
import { sectionAllowanceSeconds } from '@shared/constants';
import { respondentSectionContent } from '@shared/sections/section-locales';
import { answeredItemCount } from '@shared/sections/answer-items';
import { orderSectionContent } from '@shared/respondents/item-order';
import { sectionsOf, type AssessmentItem } from '../assessments';
import { remainingSeconds, respondentSetup, statesOf, timingFor, type RespondentItem } from './repo';
import type { TeamBranding } from '../teams';

/**
 * The respondent language a test is shown in when the request does not name one: the one kept on the respondent (chosen
 * at registration or on the test), else the language the respondent is reading the page in.
 */
export function respondentLanguage(respondent: Pick<RespondentItem, 'lang'>, locale: Locale): RespondentLocale {
  return isRespondentLocale(respondent.lang) ? respondent.lang : locale;
}

/**
 * What the respondent's screens get. A section's questions are sent only while that section runs: not before
 * its timer starts (a logic test read in advance is no test), and not after it closed.
 */
export async function respondentTestView(
  respondent: RespondentItem,
  assessment: AssessmentItem,
  branding: TeamBranding,
  locale: RespondentLocale,
  now: Date,
  itemLocale?: string,
): Promise<z.infer<typeof ZRespondentTest>> {
  const sections = sectionsOf(assessment);
  const states = statesOf(respondent);
  const setup = bySection(assessment.setup);
  const company = bySection(assessment.company_answers);
  return {
    language: locale,
    languages: offeredLocales(assessment.languages_required),
    dir: localeDirection(locale),
    candidate: {
      firstname: respondent.firstname ?? '',
      lastname: respondent.lastname ?? '',
      email: respondent.email,
      status: respondent.status,
    },
    form_name: assessment.form_name,
    company_name: branding.companyName,
    color: branding.color,
    logo_url: branding.logoUrl,
    sections,
    allow_comments: assessment.open_ended_question ?? false,
    ask_demographics: assessment.ask_demographics ?? false,
    demographics_given: respondent.demographics !== undefined && respondent.demographics !== null,
    comments: (assessment.open_ended_question ? (respondent.comments ?? {}) : {}) as Record<string, string>,
    integrity: {
      // Randomised for this respondent where a seed was written when their test started, or will be at its start.
      random_item_order:
        Boolean(respondent.order_seed) || (!respondent.started_test_at && (assessment.random_item_order ?? false)),
      block_copy_paste: assessment.block_copy_paste ?? false,
      ask_fullscreen: assessment.ask_fullscreen ?? false,
    },
    deadline: respondent.deadline_at ?? null,
    thank_you: {
      message: assessment.thank_you_page === 'custom' ? (assessment.thank_you_message ?? '') : '',
      redirect_url: assessment.redirect_url ?? '',
    },
    section_states: Object.fromEntries(
      sections.map((kind) => {
        const s = states[kind];
        return [
          kind,
          {
            status: s ? s.status : 'not_started',
            started_at: s?.started_at ?? null,
            allowance_seconds: sectionAllowanceSeconds(kind, timingFor(assessment, respondent).extra_time ?? 0),
            remaining_seconds: remainingSeconds(kind, timingFor(assessment, respondent), s, now),
            ...(s?.status === 'completed' && s.timed_out
              ? {
                  timed_out: true,
                  answers_kept: answeredItemCount(
                    kind,
                    (respondent.answers as Record<string, unknown> | undefined)?.[kind],
                  ),
                }
              : {}),
          },
        ] as const;
      }),
    ),
    content: Object.fromEntries(
      await Promise.all(
        sections
          .filter((kind) => states[kind]?.status === 'in_progress')
          .map(
            async (kind) =>
              [
                kind,
                // The respondent's own draw where the section has a pool (the logic test), in the respondent's own
                // order where the assessment randomises it (docs/integrity.md).
                orderSectionContent(
                  kind,
                  await respondentSectionContent(kind, locale, {
                    setup: respondentSetup(setup[kind], states[kind]),
                    company: company[kind],
                    itemLocale,
                  }),
                  respondent.order_seed,
                ),
              ] as const,
          ),
      ),
    ),
    // Stored answers were parsed with each section's answer schema when saved; the response schema checks them again.
    answers: (respondent.answers ?? {}) as z.infer<typeof ZRespondentTest>['answers'],
  };
}
