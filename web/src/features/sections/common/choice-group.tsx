import { useId, useState, type MouseEvent, type ReactNode } from 'react';
import { useT } from '../../../lib/i18n/use-t';
import type { AnswerChange } from '../types';

/** A respondent's answer made in a `ChoiceGroup`, which shows it itself: the page renders it after the next frame. */
export const CHOICE_CHANGE: AnswerChange = { renderAfterPaint: true };

export interface Choice<V extends string | number> {
  value: V;
  label: ReactNode;
  /** Spoken and hover text when the label is short (a number on a scale). */
  title?: string;
  /** data-colour of the chosen choice (values ratings). */
  colour?: string;
}

interface ChoiceGroupProps<V extends string | number> {
  /** The question, read as the group's name. */
  legend: ReactNode;
  /** Show the legend (else it is only announced). */
  showLegend?: boolean;
  choices: readonly Choice<V>[];
  value: V | undefined;
  /**
   * The choice made. The group shows it at once, on its own, until `value` changes: the page around it may render the
   * change a frame later (a respondent's answer, `AnswerChange`), so a tap's frame on a slow phone draws only the group.
   * The parent applies every change it is given: one it refused would stay shown until `value` changed.
   */
  onChange: (value: V | undefined) => void;
  disabled?: boolean | undefined;
  /** `scale`: round buttons in a row; `list`: full-width options, one per line. */
  layout?: 'scale' | 'list';
  /** Choosing the chosen option again clears it (the company's ratings, spec part 1 §5). */
  toggle?: boolean;
  /** A separate Clear button: clearing is a deliberate action, never a slip of the arrow keys. */
  clearable?: boolean;
  /**
   * Clear's text, from a long list that keeps Clear's place in each of its questions (the Big Five's 120): the button is
   * there before the question is answered, hidden, beside the question rather than after the answers, so answering
   * does not make the question taller and move every one below it just as the next is tapped.
   */
  clearLabel?: string | undefined;
  aside?: ReactNode;
}

/**
 * One question answered by picking one choice: native radio buttons in a labelled radiogroup, so the whole
 * group is one tab stop, the arrow keys move between choices and screen readers announce "n of m".
 */
export function ChoiceGroup<V extends string | number>({
  legend,
  showLegend = true,
  choices,
  value,
  onChange,
  disabled,
  layout = 'list',
  toggle,
  clearable,
  clearLabel,
  aside,
}: ChoiceGroupProps<V>) {
  // Scale choices with words rather than numbers get pill-shaped faces.
  const wide = layout === 'scale' && choices.some((c) => typeof c.label === 'string' && c.label.length > 2);
  const name = useId();
  // The choice just made, over the value it replaced: shown until the value changes (the page's render of the choice,
  // or any other change of it, which then wins).
  const [made, setMade] = useState<{ choice: V | undefined; over: V | undefined } | null>(null);
  if (made && made.over !== value) setMade(null);
  const shown = made && made.over === value ? made.choice : value;
  const choose = (choice: V | undefined) => {
    setMade({ choice, over: value });
    onChange(choice);
  };
  const answered = shown !== undefined;
  const labelId = `${name}-label`;
  const kept = clearable && clearLabel !== undefined;
  // Clearing hides the Clear that had the focus: the focus goes to the question's first choice instead of the page's
  // body, so a keyboard or screen reader user is still on the question they cleared.
  const clear = (e: MouseEvent<HTMLButtonElement>) => {
    const group = e.currentTarget.closest('[role="radiogroup"]');
    choose(undefined);
    group?.querySelector<HTMLInputElement>('input[type="radio"]:not(:disabled)')?.focus({ preventScroll: true });
  };
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelId}
      aria-disabled={disabled || undefined}
      className={`choice-group choice-${layout}${wide ? ' choice-wide' : ''}${kept ? ' choice-clear-kept' : ''}`}
      data-answered={answered}
    >
      <div id={labelId} className={showLegend ? 'choice-legend' : 'visually-hidden'}>
        {legend}
      </div>
      {aside}
      <div className="choice-options">
        {choices.map((c) => (
          <label key={String(c.value)} className="choice" title={c.title} data-colour={c.colour}>
            <input
              type="radio"
              name={name}
              value={String(c.value)}
              checked={shown === c.value}
              disabled={disabled}
              onChange={() => choose(c.value)}
              onClick={(e) => {
                // A click (not an arrow key) on the chosen option clears it where the screen allows it.
                if (toggle && shown === c.value && e.detail > 0) choose(undefined);
              }}
              aria-label={c.title}
            />
            <span className="choice-face">{c.label}</span>
          </label>
        ))}
        {clearable && !kept && answered && !disabled && <ClearButton onClear={clear} />}
      </div>
      {kept && (
        <button
          type="button"
          className="btn btn-ghost btn-sm choice-clear"
          data-idle={!answered || disabled || undefined}
          aria-label={clearLabel}
          title={clearLabel}
          onClick={clear}
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}

/**
 * Clearing an answer, shown only on an answered question: its own component, so a long list of unanswered questions
 * (the Big Five's 120) renders without a translation hook in every row.
 */
function ClearButton({ onClear }: { onClear: (e: MouseEvent<HTMLButtonElement>) => void }) {
  const t = useT();
  return (
    <button type="button" className="btn btn-ghost btn-sm choice-clear" onClick={onClear}>
      {t('answer.clear')}
    </button>
  );
}
