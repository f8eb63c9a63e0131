import * as z from '../../zod-mini';
import { MAX_SURVEY_QUESTIONS, SURVEY_OPEN_ANSWER_MAX_LENGTH, SURVEY_OPTIONS } from '../../constants/limits';
import { ZItemId } from '../item-id';

/** Option count bounds and survey sizes: the shared constants (constants/limits.ts, docs/content.md). */
export const MIN_SURVEY_OPTIONS = SURVEY_OPTIONS.min;
export const MAX_SURVEY_OPTIONS = SURVEY_OPTIONS.max;
export { MAX_SURVEY_QUESTIONS };
export const OPEN_ENDED_MAX_LENGTH = SURVEY_OPEN_ANSWER_MAX_LENGTH;

/** spec part 1 §3: open-ended, multiple-choice, multiple-select. */
export const SURVEY_QUESTION_TYPES = ['open-ended', 'multiple-choice', 'multiple-select'] as const;
export type SurveyQuestionType = (typeof SURVEY_QUESTION_TYPES)[number];

export const ZSurveyOption = z.object({
  id: ZItemId,
  label: z.string().check(z.trim(), z.minLength(1), z.maxLength(300)),
});
export type SurveyOption = z.infer<typeof ZSurveyOption>;

/** What every question kind shares (formbricks style: one schema per kind extending a base). */
const ZSurveyQuestionBase = z.object({
  id: ZItemId,
  headline: z.string().check(z.trim(), z.minLength(1), z.maxLength(1000)),
  description: z.optional(z.string().check(z.maxLength(2000))),
  required: z._default(z.boolean(), true),
});

const ZOptions = z
  .array(ZSurveyOption)
  .check(
    z.minLength(MIN_SURVEY_OPTIONS, { error: 'SURVEY_OPTIONS_MIN' }),
    z.maxLength(MAX_SURVEY_OPTIONS, { error: 'SURVEY_OPTIONS_MAX' }),
  );

export const ZOpenEndedQuestion = z.extend(ZSurveyQuestionBase, {
  type: z.literal('open-ended'),
  max_length: z._default(
    z.number().check(z.int(), z.minimum(1), z.maximum(OPEN_ENDED_MAX_LENGTH)),
    OPEN_ENDED_MAX_LENGTH,
  ),
});
export const ZMultipleChoiceQuestion = z.extend(ZSurveyQuestionBase, {
  type: z.literal('multiple-choice'),
  options: ZOptions,
  /** Optional key: when set the question is scored. */
  correct_option_id: z.optional(ZItemId),
});
export const ZMultipleSelectQuestion = z.extend(ZSurveyQuestionBase, {
  type: z.literal('multiple-select'),
  options: ZOptions,
  /** Optional key: when set the question is scored. */
  correct_option_ids: z.optional(z.array(ZItemId).check(z.minLength(1))),
});

export const ZSurveyQuestion = z
  .discriminatedUnion('type', [ZOpenEndedQuestion, ZMultipleChoiceQuestion, ZMultipleSelectQuestion])
  .check(
    z.superRefine((question, ctx) => {
      if (question.type === 'open-ended') return;
      const ids = new Set(question.options.map((o) => o.id));
      if (ids.size !== question.options.length)
        ctx.addIssue({ code: 'custom', path: ['options'], message: 'duplicate option id' });
      const keyed =
        question.type === 'multiple-choice' ? [question.correct_option_id] : (question.correct_option_ids ?? []);
      for (const id of keyed) {
        if (id !== undefined && !ids.has(id))
          ctx.addIssue({ code: 'custom', path: ['options'], message: `unknown correct option ${id}` });
      }
    }),
  );
export type SurveyQuestion = z.infer<typeof ZSurveyQuestion>;
export type SurveyQuestionInput = z.input<typeof ZSurveyQuestion>;

/** The company's survey (template custom_survey with _title and _description, spec part 1 §3). */
export const ZCustomSurveySetup = z
  .object({
    title: z.string().check(z.trim(), z.minLength(1), z.maxLength(300)),
    description: z.optional(z.string().check(z.maxLength(2000))),
    short_description: z.optional(z.string().check(z.maxLength(500))),
    questions: z.array(ZSurveyQuestion).check(z.minLength(1), z.maxLength(MAX_SURVEY_QUESTIONS)),
  })
  .check(
    z.refine((s) => new Set(s.questions.map((q) => q.id)).size === s.questions.length, {
      message: 'duplicate question id',
      path: ['questions'],
    }),
  );
export type CustomSurveySetup = z.infer<typeof ZCustomSurveySetup>;

/** Answers: question id → text (open-ended), option id (multiple-choice) or option ids (multiple-select). */
export const ZCustomSurveyAnswers = z.record(
  ZItemId,
  z.union([
    z.string().check(z.maxLength(OPEN_ENDED_MAX_LENGTH)),
    z.array(ZItemId).check(z.maxLength(MAX_SURVEY_OPTIONS)),
  ]),
);
export type CustomSurveyAnswers = z.infer<typeof ZCustomSurveyAnswers>;

export type OptionCountProblem = 'max_reached' | 'too_few' | null;

/** spec part 1 §5: errors when the maximum is reached or options are fewer than allowed. */
export function optionCountProblem(count: number): OptionCountProblem {
  if (count >= MAX_SURVEY_OPTIONS) return 'max_reached';
  if (count < MIN_SURVEY_OPTIONS) return 'too_few';
  return null;
}

export function canAddOption(count: number): boolean {
  return count < MAX_SURVEY_OPTIONS;
}

export function canRemoveOption(count: number): boolean {
  return count > MIN_SURVEY_OPTIONS;
}
