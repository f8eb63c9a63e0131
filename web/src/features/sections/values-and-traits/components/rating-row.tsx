import { memo } from 'react';
import type { ValueRating } from '@shared/sections/values-and-traits/schema';
import {
  importanceLabelCode,
  type ImportanceLabelCode,
  valueAnswerColour,
  VALUE_RATING_MAX,
  VALUE_RATING_MIN,
} from '@shared/sections/values-and-traits/rating-scale';
import { ChoiceGroup, type Choice } from '../../common/choice-group';
import { useT, type T } from '../../../../lib/i18n/use-t';
import type { VtPart } from '../answers';

const SCALE = Array.from(
  { length: VALUE_RATING_MAX - VALUE_RATING_MIN + 1 },
  (_, i) => (VALUE_RATING_MIN + i) as ValueRating,
);

/** A rating's words in the page's language (a respondent's language too: the respondent catalogue has them). */
const importanceLabel = (t: T, code: ImportanceLabelCode) => t(`vt.importance.${code}`);

/** The 1–5 choices in the page's language, made once per language: every row shares them. */
const choicesByLanguage = new WeakMap<T, readonly Choice<ValueRating>[]>();
function scaleChoices(t: T): readonly Choice<ValueRating>[] {
  let choices = choicesByLanguage.get(t);
  if (!choices) {
    choices = SCALE.map((n) => ({
      value: n,
      label: String(n),
      title: `${n} – ${importanceLabel(t, importanceLabelCode(n) ?? 'MODERATELY_IMPORTANT')}`,
      colour: valueAnswerColour(n),
    }));
    choicesByLanguage.set(t, choices);
  }
  return choices;
}

interface RatingRowProps {
  /** The item's part (values or traits) and id, handed back with the rating. */
  part: VtPart;
  id: string;
  text: string;
  rating: number;
  disabled?: boolean | undefined;
  /** The same function for every row and render, so a rating renders only the row it changed. */
  onRate: (part: VtPart, id: string, rating: ValueRating | 0) => void;
  /** Company screen: clicking the chosen rating again clears it (spec part 1 §5). Respondent screen: a Clear button. */
  mode: 'toggle' | 'clear';
}

/** One value or trait rated 1–5: a radio group (one tab stop, arrow keys move). Memoised (see `onRate`). */
export const RatingRow = memo(function RatingRow({ part, id, text, rating, disabled, onRate, mode }: RatingRowProps) {
  const t = useT();
  const code = importanceLabelCode(rating);
  return (
    <div className="rating-row" data-colour={valueAnswerColour(rating)} data-part={part} data-item={id}>
      <ChoiceGroup
        layout="scale"
        legend={
          <>
            <span className="rating-item-text">{text}</span>{' '}
            <span className="rating-item-label" aria-live="polite">
              {code ? importanceLabel(t, code) : ''}
            </span>
          </>
        }
        choices={scaleChoices(t)}
        value={rating > 0 ? (rating as ValueRating) : undefined}
        onChange={(v) => onRate(part, id, v ?? 0)}
        disabled={disabled}
        toggle={mode === 'toggle'}
        clearable={mode === 'clear'}
        // The respondent's Clear is in its row before the row is answered, hidden (choice-group.tsx): answering shows it
        // in place instead of adding a line, which on a phone moved every row below just as the next was tapped.
        clearLabel={mode === 'clear' ? t('answer.clear') : undefined}
      />
    </div>
  );
});
