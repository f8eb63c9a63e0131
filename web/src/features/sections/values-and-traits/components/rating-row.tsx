import type { ValueRating } from '@shared/sections/values-and-traits/schema';
import {
  IMPORTANCE_LABELS,
  importanceLabelCode,
  valueAnswerColour,
  VALUE_RATING_MAX,
  VALUE_RATING_MIN,
} from '@shared/sections/values-and-traits/rating-scale';
import { ChoiceGroup } from '../../common/choice-group';
import { useLocale } from '../../../../lib/i18n/use-t';

const SCALE = Array.from(
  { length: VALUE_RATING_MAX - VALUE_RATING_MIN + 1 },
  (_, i) => (VALUE_RATING_MIN + i) as ValueRating,
);

interface RatingRowProps {
  text: string;
  rating: number;
  disabled?: boolean | undefined;
  onChange: (rating: ValueRating) => void;
  /** Company screen: clicking the chosen rating again clears it (spec part 1 §5). Respondent screen: a Clear button. */
  mode: 'toggle' | 'clear';
}

/** One value or trait rated 1–5: a radio group (one tab stop, arrow keys move). */
export function RatingRow({ text, rating, disabled, onChange, mode }: RatingRowProps) {
  const locale = useLocale();
  const code = importanceLabelCode(rating);
  return (
    <div className="rating-row" data-colour={valueAnswerColour(rating)}>
      <ChoiceGroup
        layout="scale"
        legend={
          <>
            <span className="rating-item-text">{text}</span>{' '}
            <span className="rating-item-label" aria-live="polite">
              {code ? IMPORTANCE_LABELS[code][locale] : ''}
            </span>
          </>
        }
        choices={SCALE.map((n) => ({
          value: n,
          label: String(n),
          title: `${n} – ${IMPORTANCE_LABELS[importanceLabelCode(n) ?? 'MODERATELY_IMPORTANT'][locale]}`,
          colour: valueAnswerColour(n),
        }))}
        value={rating > 0 ? (rating as ValueRating) : undefined}
        onChange={(v) => onChange(v ?? 0)}
        disabled={disabled}
        toggle={mode === 'toggle'}
        clearable={mode === 'clear'}
      />
    </div>
  );
}
