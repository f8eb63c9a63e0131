import { ZCustomSurveySetup } from '../sections/custom-survey/schema';
import type { SectionKind } from '../sections/kinds';
import { RESPONDENT_LOCALES, type RespondentLocale } from '../i18n/respondent-locale';
import type { Locale } from '../i18n/locale';

/**
 * Open answers (issue 27 §1): what a respondent wrote in their own words, shown to the employer as written and
 * translated on demand. Three kinds of text are free: the human skills prompts' written answers, the custom survey's
 * open-ended questions, and the comment a section may allow.
 */
export interface OpenAnswer {
  /** `human_skills.<prompt id>`, `custom_survey.<question id>` or `comment.<section>`: unique within a respondent. */
  key: string;
  section: SectionKind;
  kind: 'written' | 'survey' | 'comment';
  /** The prompt or question id (none for a comment). */
  item?: string;
  text: string;
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);

/**
 * A respondent's open answers, in the assessment's section order, from their stored answers and comments and the
 * assessment's setup (which of the survey's questions are open-ended). Empty answers are left out.
 */
export function openAnswersOf(input: {
  sections: readonly SectionKind[];
  setup: Partial<Record<string, unknown>>;
  answers: Partial<Record<string, unknown>>;
  comments: Partial<Record<string, unknown>>;
}): OpenAnswer[] {
  const out: OpenAnswer[] = [];
  for (const section of input.sections) {
    const given = (input.answers[section] ?? {}) as Record<string, unknown>;
    if (section === 'human_skills') {
      for (const [item, value] of Object.entries(given)) {
        const t = text(value);
        if (t !== null) out.push({ key: `human_skills.${item}`, section, kind: 'written', item, text: t });
      }
    }
    if (section === 'custom_survey') {
      const setup = ZCustomSurveySetup.safeParse(input.setup[section]);
      for (const q of setup.success ? setup.data.questions : []) {
        const t = q.type === 'open-ended' ? text(given[q.id]) : null;
        if (t !== null) out.push({ key: `custom_survey.${q.id}`, section, kind: 'survey', item: q.id, text: t });
      }
    }
    const comment = text(input.comments[section]);
    if (comment !== null) out.push({ key: `comment.${section}`, section, kind: 'comment', text: comment });
  }
  return out;
}

/** Languages the model is told, by their English names (the prompt is English). */
const ENGLISH_NAMES: Record<RespondentLocale, string> = {
  en: 'English',
  th: 'Thai',
  es: 'Spanish',
  ar: 'Arabic',
  bg: 'Bulgarian',
  ca: 'Catalan',
  cs: 'Czech',
  da: 'Danish',
  de: 'German',
  et: 'Estonian',
  fa: 'Persian',
  fi: 'Finnish',
  fr: 'French',
  he: 'Hebrew',
  hi: 'Hindi',
  hr: 'Croatian',
  hu: 'Hungarian',
  hy: 'Armenian',
  id: 'Indonesian',
  is: 'Icelandic',
  it: 'Italian',
  ja: 'Japanese',
  ko: 'Korean',
  nl: 'Dutch',
  no: 'Norwegian',
  pl: 'Polish',
  'pt-br': 'Brazilian Portuguese',
  ro: 'Romanian',
  ru: 'Russian',
  sl: 'Slovenian',
  sq: 'Albanian',
  sr: 'Serbian',
  ss: 'Swati',
  sv: 'Swedish',
  tr: 'Turkish',
  uk: 'Ukrainian',
  ur: 'Urdu',
  'zh-cn': 'Simplified Chinese',
  'zh-hk': 'Traditional Chinese (Hong Kong)',
};

export function englishLanguageName(locale: string): string {
  return (RESPONDENT_LOCALES as readonly string[]).includes(locale)
    ? ENGLISH_NAMES[locale as RespondentLocale]
    : locale;
}

/**
 * Whether a respondent's open answers need translating for an employer working in `target`: not when the respondent
 * answered in that language. The language is the one the respondent took the test in (stored on the respondent).
 */
export function needsTranslation(respondentLang: string, target: Locale): boolean {
  return respondentLang !== target;
}
