import { useState, type KeyboardEvent } from 'react';
import type { SectionContent } from '@shared/routes';
import type { ValuesAndTraitsAnswers } from '@shared/sections/values-and-traits/schema';
import { VALUE_RATING_MAX, VALUE_RATING_MIN } from '@shared/sections/values-and-traits/rating-scale';
import { useT } from '../../../../lib/i18n/use-t';
import { useStableCallback } from '../../../../lib/use-stable-callback';
import { rowsPerScreen, useProgressiveCount } from '../../common/use-progressive-count';
import { ratedCount, VT_PARTS, type VtPart } from '../answers';
import { RatingRow } from './rating-row';

/** A row's height on a phone, about (the rows' `contain-intrinsic-size` in index.css). */
const ROW_HEIGHT_PX = 112;

interface RatingsEditorProps {
  content: SectionContent;
  answers: ValuesAndTraitsAnswers;
  /** Apply with a functional update (`setAnswers((a) => setRating(a, part, id, rating))`) so quick clicks never drop one. */
  onRate: (part: VtPart, id: string, rating: number) => void;
  disabled?: boolean;
  mode: 'toggle' | 'clear';
  /**
   * Typing a digit on a row rates it and moves to the next row (the company's answers: 74 rows, one key each), with
   * this hint above the rows; the setup screen passes its text, so a respondent's screen carries none of the setup's.
   */
  digitKeysHint?: string;
  /**
   * Rows added a screenful per task (the respondent's screen, on a slow phone): the first ones show sooner and no single
   * task builds all of them. The company's screen has them all at once, for the digit keys to go down.
   */
  progressive?: boolean;
}

/** The digit typed on a row's choice, when it is a rating; undefined for any other key (or with a modifier). */
function typedRating(e: KeyboardEvent): number | undefined {
  if (e.altKey || e.ctrlKey || e.metaKey || !/^[0-9]$/.test(e.key)) return undefined;
  const n = Number(e.key);
  return n >= VALUE_RATING_MIN && n <= VALUE_RATING_MAX ? n : undefined;
}

/**
 * A digit typed while a row's choice has the focus rates that row, and the focus goes to the next row (its chosen
 * choice, else its first), across values then traits: rating every item takes one key each, instead of Tab and arrow
 * keys per row. The radio groups keep their own keys (arrows, Space, Tab).
 */
function onDigit(e: KeyboardEvent<HTMLElement>, rate: (part: VtPart, id: string, rating: number) => void): void {
  const rating = typedRating(e);
  const target = e.target as HTMLElement;
  const row = target instanceof HTMLInputElement ? target.closest<HTMLElement>('.rating-row') : null;
  const { part, item } = row?.dataset ?? {};
  if (rating === undefined || !row || !item || (part !== 'defining_your_values' && part !== 'identifying_key_traits'))
    return;
  e.preventDefault();
  rate(part, item, rating);
  const rows = Array.from(e.currentTarget.querySelectorAll<HTMLElement>('.rating-row'));
  const next = rows[rows.indexOf(row) + 1];
  next?.querySelector<HTMLInputElement>('input:checked:not(:disabled), input:not(:disabled)')?.focus();
}

/** Values and traits rated 1–5, used for the company's answers and by respondents. */
export function RatingsEditor({
  content,
  answers,
  onRate,
  disabled,
  mode,
  digitKeysHint,
  progressive,
}: RatingsEditorProps) {
  const t = useT();
  const rate = useStableCallback(onRate);
  // Values, then traits; a screenful per task where `progressive`, so a tap meanwhile is answered at once.
  const total = VT_PARTS.reduce((n, { group }) => n + (content.groups[group]?.length ?? 0), 0);
  const [screenful] = useState(() => rowsPerScreen(ROW_HEIGHT_PX));
  const shown = useProgressiveCount(total, progressive ? screenful : Math.max(1, total));
  let before = 0;
  return (
    <div className="stack" onKeyDown={digitKeysHint && !disabled ? (e) => onDigit(e, rate) : undefined}>
      {digitKeysHint && <p className="muted small">{digitKeysHint}</p>}
      {VT_PARTS.map(({ part, group }) => {
        const items = content.groups[group] ?? [];
        if (items.length === 0) return null;
        const headingId = `vt-${part}`;
        const rows = items.slice(0, Math.max(0, shown - before));
        before += items.length;
        return (
          <section key={part} className="rating-group" aria-labelledby={headingId}>
            <div className="rating-group-header">
              <h2 id={headingId}>{t(group === 'values' ? 'vt.values' : 'vt.traits')}</h2>
              <span className="muted small">
                {t('vt.rated', { n: ratedCount(answers[part]), total: items.length })}
              </span>
            </div>
            {rows.map((item) => (
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
