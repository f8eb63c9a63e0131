import { IMPORTANCE_LABELS, importanceLabelCode, toggleRating, valueAnswerColour, VALUE_RATING_MAX, VALUE_RATING_MIN, type ValueRating } from '@shared/sections/values-and-traits';
import { useLocale, useT } from '../../../../lib/i18n/use-t';

const SCALE = Array.from({ length: VALUE_RATING_MAX - VALUE_RATING_MIN + 1 }, (_, i) => (VALUE_RATING_MIN + i) as ValueRating);

interface RatingRowProps {
  text: string;
  rating: number;
  disabled?: boolean;
  onChange: (rating: ValueRating) => void;
}

/** One value or trait rated 1–5; choosing the same rating again clears it (spec part 1 §5). */
export function RatingRow({ text, rating, disabled, onChange }: RatingRowProps) {
  const t = useT();
  const locale = useLocale();
  const code = importanceLabelCode(rating);
  const colour = valueAnswerColour(rating);
  return (
    <div className="rating-row" data-colour={colour}>
      <div>
        <span className="rating-item-text">{text}</span>
        <span className="rating-item-label" aria-live="polite">
          {code ? IMPORTANCE_LABELS[code][locale] : ''}
        </span>
      </div>
      <div className="rating-scale" role="group" aria-label={t('vt.rateItem', { item: text })}>
        {SCALE.map((n) => {
          const label = IMPORTANCE_LABELS[importanceLabelCode(n) ?? 'MODERATELY_IMPORTANT'][locale];
          return (
            <button
              key={n}
              type="button"
              className="rating-btn"
              aria-pressed={rating === n}
              aria-label={`${n} – ${label}`}
              title={label}
              data-colour={valueAnswerColour(n)}
              disabled={disabled}
              onClick={() => onChange(toggleRating(rating as ValueRating, n))}
            >
              {n}
            </button>
          );
        })}
      </div>
    </div>
  );
}
