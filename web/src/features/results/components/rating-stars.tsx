import { useState } from 'react';
import { useT } from '../../../lib/i18n/use-t';

/**
 * "Your rating", 1 to 5 (spec part 1 §2): one button per star, the chosen one pressed; pressing it again
 * clears the rating. The change shows at once and is undone if the server refuses it.
 */
export function RatingStars({
  name,
  value,
  onRate,
}: {
  name: string;
  value: number | null;
  onRate: (rating: number | null) => Promise<unknown>;
}) {
  const t = useT();
  const [shown, setShown] = useState(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setShown(value);
  }
  async function rate(n: number) {
    const next = shown === n ? null : n;
    const before = shown;
    setShown(next);
    try {
      await onRate(next);
    } catch {
      setShown(before);
    }
  }
  return (
    <span className="stars" onClick={(e) => e.stopPropagation()}>
      {[1, 2, 3, 4, 5].map((n) => (
        <button
          key={n}
          type="button"
          aria-pressed={shown === n}
          aria-label={t('respondents.rate', { name, n })}
          title={shown === n ? t('respondents.clearRating') : undefined}
          onClick={() => void rate(n)}
        >
          <span aria-hidden="true">{shown !== null && n <= shown ? '★' : '☆'}</span>
        </button>
      ))}
    </span>
  );
}
