import { gradeFor, performanceLevel, PERFORMANCE_LEVEL_LABELS } from '@shared/results/grades';
import type { AnswerTranslation, SharedResult } from '@shared/routes';
import type { OpenAnswer as StoredOpenAnswer } from '@shared/results/open-answers';
import { interfaceLocaleOf, isInterfaceLocale, type RespondentLocale } from '@shared/i18n/respondent-locale';
import type { SectionKind } from '@shared/sections/kinds';
import { hashText } from '@shared/sections/content-pack';
import type { SectionLocaleFile } from '@shared/sections/locale-file';
import { CULTURE_TYPE_NAMES } from '@shared/sections/oaic-archetypes/type-names';
import { CULTURE_TYPES, type CultureType } from '@shared/sections/oaic-archetypes/constants';
import { CULTURE_TYPE_LABELS } from '@shared/sections/oaic-archetypes/schema';
import { translate } from '../../../lib/i18n/i18n';
import type { MessageKey } from '../../../lib/i18n/messages/en';
import { sectionNameKey } from '../../../lib/section-names';

/** A text the respondent wrote, under the prompt it answers, with its machine translation when one was made. */
export interface OpenAnswer {
  prompt: string;
  answer: string;
  translation?: string;
}

/** What the employer's result page knows of the open answers beyond a shared result's summaries. */
export interface OpenAnswerSources {
  /** The respondent's open answers as stored (the result's `open_answers`): written answers, survey, comments. */
  stored?: readonly StoredOpenAnswer[];
  /** The human skills prompts' texts by id, in the report's language. */
  prompts?: Readonly<Record<string, string>>;
  /** The AI translation of the open answers (translateOpenAnswers), when the employer asked for one. */
  translation?: Pick<AnswerTranslation, 'items' | 'offline'> | null;
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
 * The respondent's open answers, where the result page shows them, as written: with the stored open answers (the
 * employer's result), each in the assessment's section order, human skills written answers under their prompt,
 * open-ended survey answers under their question and comments under the section's name; else (a shared result) the
 * survey answers, then each section's comment. Each carries its machine translation when the employer made one.
 * Sections the report leaves out (no summary, or not the viewer's to see) give none.
 */
export function reportOpenAnswers(
  r: SharedResult['result'],
  sections: readonly SectionKind[],
  setup: Readonly<Record<string, unknown>> | undefined,
  locale: RespondentLocale,
  sources: OpenAnswerSources = {},
): OpenAnswer[] {
  const shown = sections.filter((k) => r.summaries[k] !== undefined);
  const translated = new Map((sources.translation?.items ?? []).map((i) => [i.key, i.text]));
  const commentPrompt = (k: SectionKind) =>
    `${translate(locale, 'result.comment')} · ${translate(locale, sectionNameKey(k))}`;
  const entry = (key: string, prompt: string, answer: string): OpenAnswer => {
    const translation = translated.get(key);
    return translation ? { prompt, answer, translation } : { prompt, answer };
  };
  if (sources.stored) {
    const headlines = new Map(openEndedQuestions(setup?.custom_survey).map((q) => [q.id, q.headline]));
    return sources.stored
      .filter((a) => shown.includes(a.section) && a.text.trim())
      .map((a) =>
        entry(
          a.key,
          a.kind === 'written'
            ? (sources.prompts?.[a.item ?? ''] ?? a.item ?? '')
            : a.kind === 'survey'
              ? (headlines.get(a.item ?? '') ?? a.item ?? '')
              : commentPrompt(a.section),
          a.text.trim(),
        ),
      );
  }
  const out: OpenAnswer[] = [];
  if (shown.includes('custom_survey')) {
    const answers = (r.summaries.custom_survey as { answers?: Record<string, unknown> } | undefined)?.answers ?? {};
    for (const q of openEndedQuestions(setup?.custom_survey)) {
      const answer = answers[q.id];
      if (typeof answer === 'string' && answer.trim())
        out.push(entry(`custom_survey.${q.id}`, q.headline, answer.trim()));
    }
  }
  for (const k of shown) {
    const comment = r.comments?.[k]?.trim();
    if (comment) out.push(entry(`comment.${k}`, commentPrompt(k), comment));
  }
  return out;
}

/** The Big Five's five domains in the order a report draws them; neuroticism is drawn as emotional stability. */
export const BIG5_DOMAINS = ['openness', 'conscientiousness', 'extraversion', 'agreeableness', 'neuroticism'] as const;
export type Big5Domain = (typeof BIG5_DOMAINS)[number];

/** Every fixed text a report prints (headings, labels, captions, footer), in the report's language. */
export interface ReportLabels {
  title: string;
  overall: string;
  /** The grade and level of the overall score, when there is one. */
  grade: string | null;
  /** The feedback's line under the score (none in the employer's report). */
  intro: string | null;
  sectionsHeading: string;
  sectionNames: Readonly<Partial<Record<SectionKind, string>>>;
  cultureCaption: string;
  cultureTypes: Readonly<Record<CultureType, string>>;
  big5Caption: string;
  big5Domains: Readonly<Record<Big5Domain, string>>;
  /** What only the employer's report prints (its times, open answers and rating); none in the feedback. */
  employer: { timeHeading: string; openAnswersHeading: string; rating: string } | null;
  footer: string;
}

/**
 * A report's fixed texts. The employer's report is in the interface language (en, th or es); the respondent's
 * feedback is in the language they took the assessment in, any respondent language (issue 27), with the words their
 * own feedback page shows (the grade as "Exceptional A+" or a letter, the level) and the culture types named as the
 * culture profile section named them (`cultureNames`, cultureTypeNames). Load the language's strings first
 * (downloadReport).
 */
export function reportLabels(input: {
  locale: RespondentLocale;
  audience: 'employer' | 'respondent';
  sections: readonly SectionKind[];
  overall: number | null;
  companyName: string;
  cultureNames?: Readonly<Partial<Record<CultureType, string>>>;
}): ReportLabels {
  const { locale, audience, overall } = input;
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(locale, key, params);
  const employer = audience === 'employer';
  const ui = interfaceLocaleOf(locale);
  const grade = overall === null ? null : gradeFor(overall);
  const gradeLine =
    grade === null || overall === null
      ? null
      : employer
        ? `${grade.label[ui]} · ${PERFORMANCE_LEVEL_LABELS[performanceLevel(overall)][ui]}`
        : `${grade.code === 'A_PLUS' ? t('feedback.grade.A_PLUS') : grade.code === 'F' ? t('feedback.grade.F') : grade.letter} · ${t(`feedback.level.${performanceLevel(overall)}`)}`;
  return {
    title: employer ? t('pdf.title.employer') : t('pdf.title.respondent'),
    overall: t('result.overall'),
    grade: gradeLine,
    intro: employer ? null : t('pdf.respondent.intro'),
    sectionsHeading: t('pdf.sections'),
    sectionNames: Object.fromEntries(input.sections.map((k) => [k, t(sectionNameKey(k))])),
    cultureCaption: employer ? t('pdf.culture.employer') : t('pdf.culture.respondent'),
    cultureTypes: Object.fromEntries(
      CULTURE_TYPES.map((type) => [
        type,
        isInterfaceLocale(locale)
          ? CULTURE_TYPE_LABELS[type][locale]
          : (input.cultureNames?.[type] ?? CULTURE_TYPE_LABELS[type].en),
      ]),
    ) as Record<CultureType, string>,
    big5Caption: t('pdf.big5'),
    big5Domains: Object.fromEntries(BIG5_DOMAINS.map((d) => [d, t(`pdf.big5.${d}`)])) as Record<Big5Domain, string>,
    employer: employer
      ? { timeHeading: t('result.time'), openAnswersHeading: t('pdf.openAnswers'), rating: t('respondents.col.rating') }
      : null,
    footer: employer ? t('pdf.footer.employer') : t('pdf.footer.respondent', { company: input.companyName }),
  };
}

/** Every text of a report's labels, in one list (for its fonts, and to check none is left in English). */
export const reportLabelTexts = (labels: ReportLabels): string[] =>
  Object.values(labels).flatMap((v: unknown) =>
    typeof v === 'string' ? [v] : v && typeof v === 'object' ? (Object.values(v) as string[]) : [],
  );

/**
 * The culture profile section's own files of its texts per respondent language (shared/src/sections/oaic-archetypes/
 * locales), each fetched only when a feedback PDF in that language draws the culture chart.
 */
const CULTURE_FILES = import.meta.glob<SectionLocaleFile>(
  '../../../../../shared/src/sections/oaic-archetypes/locales/*.ts',
  { import: 'default' },
);

/**
 * The four culture types' names as the respondent read them in the culture profile section, in a respondent
 * language beyond en, th and es. A name whose English changed since it was translated (its `source` stamp is not
 * the hash of today's English) is left out, so the report shows the English rather than a stale word.
 */
export async function cultureTypeNames(locale: RespondentLocale): Promise<Partial<Record<CultureType, string>>> {
  const load = CULTURE_FILES[`../../../../../shared/src/sections/oaic-archetypes/locales/${locale}.ts`];
  if (isInterfaceLocale(locale) || !load) return {};
  const file = await load();
  const out: Partial<Record<CultureType, string>> = {};
  for (const type of CULTURE_TYPES) {
    const text = file.texts[`types.${type}.name`];
    if (text && text.text.trim() && text.source === hashText(CULTURE_TYPE_NAMES[type].en)) out[type] = text.text;
  }
  return out;
}
