import * as z from '../../zod-mini';
import * as LIMITS from '../../constants/limits';
import { customItemList, isCustomItemId } from '../custom-items';
import { ZItemId } from '../item-id';
import { VALUE_RATING_MAX } from './rating-scale';

export {
  VALUE_RATING_MIN,
  VALUE_RATING_MAX,
  IMPORTANCE_LABEL_CODES,
  IMPORTANCE_LABELS,
  importanceLabelCode,
  valueAnswerColour,
} from './rating-scale';
export type { AnswerColour, ImportanceLabelCode } from './rating-scale';
/** spec part 1 §5 / part 2 §5: up to six core values, up to six permission-to-play values, at least one non-essential. */
export const MAX_CORE_VALUES = LIMITS.MAX_CORE_VALUES;
export const MAX_PERMISSION_TO_PLAY = LIMITS.MAX_PERMISSION_TO_PLAY_VALUES;
export const MIN_NON_ESSENTIAL = LIMITS.MIN_NON_ESSENTIAL_VALUES;

export const ZValueRating = z.number().check(z.int(), z.minimum(0), z.maximum(VALUE_RATING_MAX));
export type ValueRating = z.infer<typeof ZValueRating>;

/** Ratings by item id; 0 = unrated. */
export const ZRatings = z.record(ZItemId, ZValueRating);
export type Ratings = z.infer<typeof ZRatings>;

/** The respondent's (or the company's) answers: spec part 1 §3 "Answers". */
export const ZValuesAndTraitsAnswers = z.object({
  defining_your_values: ZRatings,
  identifying_key_traits: ZRatings,
});
export type ValuesAndTraitsAnswers = z.infer<typeof ZValuesAndTraitsAnswers>;

/**
 * The company's setup (template `values_and_traits_v_2`, spec part 1 §3): which value ids fall in which
 * importance category, plus the chosen trait ids. A value sits in at most one category.
 */
export const ZValuesAndTraitsSetup = z
  .object({
    core_values: z.array(ZItemId).check(z.maxLength(MAX_CORE_VALUES, { error: 'CORE_VALUES_TOO_MANY' })),
    permission_to_play: z.array(ZItemId).check(z.maxLength(MAX_PERMISSION_TO_PLAY, { error: 'CORE_VALUES_TOO_MANY' })),
    moderately_important: z._default(z.array(ZItemId), []),
    non_essential: z.array(ZItemId).check(z.minLength(MIN_NON_ESSENTIAL, { error: 'NON_ESSENTIAL_REQUIRED' })),
    /** Trait ids the company picked for identifying_key_traits. */
    key_traits: z._default(z.array(ZItemId), []),
    /** Version of the value set the template uses (value alignment version). */
    version: z.optional(z.string()),
    /**
     * The company's own values and traits (spec part 1 §3 `values_and_traits_custom_fields`), placed in the
     * categories and key traits by id like pack items; their text is shown as the company wrote it.
     */
    custom_values: z._default(customItemList(LIMITS.CUSTOM_ITEMS.values, LIMITS.CUSTOM_ITEMS.textMax), []),
    custom_traits: z._default(customItemList(LIMITS.CUSTOM_ITEMS.traits, LIMITS.CUSTOM_ITEMS.textMax), []),
  })
  .check(
    z.superRefine((setup, ctx) => {
      // An own item is named only once it is defined.
      const ownValues = new Set(setup.custom_values.map((v) => v.id));
      const ownTraits = new Set(setup.custom_traits.map((v) => v.id));
      for (const category of ['core_values', 'permission_to_play', 'moderately_important', 'non_essential'] as const) {
        setup[category].forEach((id, index) => {
          if (isCustomItemId(id) && !ownValues.has(id))
            ctx.addIssue({ code: 'custom', path: [category, index], message: 'VALIDATION_FAILED', params: { id } });
        });
      }
      setup.key_traits.forEach((id, index) => {
        if (isCustomItemId(id) && !ownTraits.has(id))
          ctx.addIssue({ code: 'custom', path: ['key_traits', index], message: 'VALIDATION_FAILED', params: { id } });
      });
      const seen = new Map<string, string>();
      for (const category of ['core_values', 'permission_to_play', 'moderately_important', 'non_essential'] as const) {
        setup[category].forEach((id, index) => {
          const previous = seen.get(id);
          if (previous !== undefined) {
            ctx.addIssue({
              code: 'custom',
              path: [category, index],
              message: 'VALIDATION_FAILED',
              params: { id, category: previous },
            });
          } else {
            seen.set(id, category);
          }
        });
      }
      if (new Set(setup.key_traits).size !== setup.key_traits.length) {
        ctx.addIssue({ code: 'custom', path: ['key_traits'], message: 'VALIDATION_FAILED' });
      }
    }),
  );
export type ValuesAndTraitsSetup = z.infer<typeof ZValuesAndTraitsSetup>;
export type ValuesAndTraitsSetupInput = z.input<typeof ZValuesAndTraitsSetup>;

/** spec part 1 §5: choosing the same rating again resets it to 0. */
export function toggleRating(current: ValueRating, chosen: ValueRating): ValueRating {
  return current === chosen ? 0 : chosen;
}
