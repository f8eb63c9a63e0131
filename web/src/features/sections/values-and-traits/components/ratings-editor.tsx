import type { SectionContent } from '@shared/routes';
import type { ValuesAndTraitsAnswers } from '@shared/sections/values-and-traits/schema';
import { useT } from '../../../../lib/i18n/use-t';
import { useStableCallback } from '../../../../lib/use-stable-callback';
import { ratedCount, VT_PARTS, type VtPart } from '../answers';
import { RatingRow } from './rating-row';

interface RatingsEditorProps {
  content: SectionContent;
  answers: ValuesAndTraitsAnswers;
  /** Apply with a functional update (`setAnswers((a) => setRating(a, part, id, rating))`) so quick clicks never drop one. */
  onRate: (part: VtPart, id: string, rating: number) => void;
  disabled?: boolean;
  mode: 'toggle' | 'clear';
}

/** Values and traits rated 1–5, used for the company's answers and by respondents. */
export function RatingsEditor({ content, answers, onRate, disabled, mode }: RatingsEditorProps) {
  const t = useT();
  const rate = useStableCallback(onRate);
  return (
    <div className="stack">
      {VT_PARTS.map(({ part, group }) => {
        const items = content.groups[group] ?? [];
        if (items.length === 0) return null;
        const headingId = `vt-${part}`;
        return (
          <section key={part} className="rating-group" aria-labelledby={headingId}>
            <div className="rating-group-header">
              <h2 id={headingId}>{t(group === 'values' ? 'vt.values' : 'vt.traits')}</h2>
              <span className="muted small">
                {t('vt.rated', { n: ratedCount(answers[part]), total: items.length })}
              </span>
            </div>
            {items.map((item) => (
              <RatingRow
                key={item.id}
                part={part}
                id={item.id}
                text={item.text}
                rating={answers[part][item.id] ?? 0}
                disabled={disabled}
                mode={mode}
                onRate={rate}
              />
            ))}
          </section>
        );
      })}
    </div>
  );
}
