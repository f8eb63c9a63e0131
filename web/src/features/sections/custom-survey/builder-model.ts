import { MAX_SURVEY_QUESTIONS, SURVEY_OPTIONS } from '@shared/constants/limits';
import type { SurveyQuestionType } from '@shared/sections/custom-survey/schema';

export interface DraftOption {
  id: string;
  label: string;
}
export interface DraftQuestion {
  id: string;
  type: SurveyQuestionType;
  headline: string;
  description: string;
  required: boolean;
  options: DraftOption[];
  /** Correct option ids; empty = not scored. One at most for multiple-choice. */
  correct: string[];
}
export interface DraftSurvey {
  title: string;
  description: string;
  short_description: string;
  questions: DraftQuestion[];
}

let seq = 0;
/** A new item id: unique within the survey and stable once saved. */
export function newId(prefix: string): string {
  seq += 1;
  return `${prefix}_${Date.now().toString(36)}${seq.toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

export function newQuestion(
  type: SurveyQuestionType = 'open-ended',
  headline = '',
  options: string[] = [],
): DraftQuestion {
  const labels =
    type === 'open-ended' ? [] : options.length ? options : Array.from({ length: SURVEY_OPTIONS.min }, () => '');
  return {
    id: newId('q'),
    type,
    headline,
    description: '',
    required: true,
    options: labels.map((label) => ({ id: newId('o'), label })),
    correct: [],
  };
}

/** Read what is stored (or copied) into an editable draft; anything unknown is dropped. */
export function readSurvey(setup: unknown, fallbackTitle: string, fallbackDescription: string): DraftSurvey {
  const s = (setup ?? {}) as Record<string, unknown>;
  const questions = Array.isArray(s.questions) ? (s.questions as Record<string, unknown>[]) : [];
  return {
    title: typeof s.title === 'string' ? s.title : fallbackTitle,
    description: typeof s.description === 'string' ? s.description : fallbackDescription,
    short_description: typeof s.short_description === 'string' ? s.short_description : '',
    questions: questions.map((q) => {
      const type =
        (['open-ended', 'multiple-choice', 'multiple-select'] as const).find((x) => x === q.type) ?? 'open-ended';
      const options = Array.isArray(q.options)
        ? (q.options as DraftOption[]).map((o) => ({ id: String(o.id), label: String(o.label) }))
        : [];
      const correct =
        type === 'multiple-choice' && typeof q.correct_option_id === 'string'
          ? [q.correct_option_id]
          : Array.isArray(q.correct_option_ids)
            ? (q.correct_option_ids as string[])
            : [];
      return {
        id: String(q.id),
        type,
        headline: String(q.headline ?? ''),
        description: String(q.description ?? ''),
        required: q.required !== false,
        options,
        correct,
      };
    }),
  };
}

/** The wire form of the survey (ZCustomSurveySetup input). */
export function toSetup(d: DraftSurvey) {
  return {
    title: d.title,
    ...(d.description.trim() ? { description: d.description } : {}),
    ...(d.short_description.trim() ? { short_description: d.short_description } : {}),
    questions: d.questions.map((q) => {
      const base = {
        id: q.id,
        headline: q.headline,
        ...(q.description.trim() ? { description: q.description } : {}),
        required: q.required,
      };
      if (q.type === 'open-ended') return { ...base, type: q.type };
      const known = q.correct.filter((id) => q.options.some((o) => o.id === id));
      return q.type === 'multiple-choice'
        ? { ...base, type: q.type, options: q.options, ...(known[0] ? { correct_option_id: known[0] } : {}) }
        : { ...base, type: q.type, options: q.options, ...(known.length ? { correct_option_ids: known } : {}) };
    }),
  };
}

export const canAddQuestion = (d: DraftSurvey) => d.questions.length < MAX_SURVEY_QUESTIONS;

export function moveQuestion(d: DraftSurvey, index: number, by: -1 | 1): DraftSurvey {
  const to = index + by;
  if (to < 0 || to >= d.questions.length) return d;
  const questions = [...d.questions];
  const [q] = questions.splice(index, 1);
  if (q) questions.splice(to, 0, q);
  return { ...d, questions };
}

export function changeType(q: DraftQuestion, type: SurveyQuestionType): DraftQuestion {
  if (type === 'open-ended') return { ...q, type, options: [], correct: [] };
  const options =
    q.options.length >= SURVEY_OPTIONS.min
      ? q.options
      : [
          ...q.options,
          ...Array.from({ length: SURVEY_OPTIONS.min - q.options.length }, () => ({ id: newId('o'), label: '' })),
        ];
  return { ...q, type, options, correct: type === 'multiple-choice' ? q.correct.slice(0, 1) : q.correct };
}
