import { memo, useMemo, useState } from 'react';
import type { SectionContent } from '@shared/routes';
import { localeDirection } from '@shared/i18n/direction';
import { useStableCallback } from '../../../lib/use-stable-callback';
import { ChoiceGroup, type Choice } from '../common/choice-group';
import { rowsPerScreen, useProgressiveCount } from '../common/use-progressive-count';
import { useT } from '../../../lib/i18n/use-t';

/** A statement's height on a phone, about, for a screenful of statements per task. */
const ROW_HEIGHT_PX = 112;
/**
 * A block's height before it is first rendered: its statements at a little over the 188 px each takes on a 412 px
 * phone (the scale's five answers wrap to three lines; a statement beside Clear's place wraps to two lines in one of
 * three: the tallest English block is 1,707 px). Lower, a block never yet rendered that the page is made to lay out (a
 * check for overlapping tap targets) would spill over the next block's statements.
 */
const ROW_ESTIMATE_PX = 204;
/** The space between two statements (`.question-list`'s gap, 0.75rem). */
const ROW_GAP_PX = 12;

interface RowProps {
  id: string;
  legend: string;
  choices: readonly Choice<number>[];
  value: number | undefined;
  onAnswer: (id: string, v: number | undefined) => void;
  disabled: boolean | undefined;
  clearable: boolean | undefined;
  clearLabel: string | undefined;
  toggle: boolean | undefined;
}

/** One statement. Memoised: answering one of the 120 renders that row again, not the whole list. */
const Big5Row = memo(function Big5Row({ id, onAnswer, ...group }: RowProps) {
  return <ChoiceGroup layout="scale" {...group} onChange={(v) => onAnswer(id, v)} />;
});

interface BlockProps {
  items: NonNullable<SectionContent['groups']['items']>;
  /** The number of the block's first statement. */
  first: number;
  /** The block's answers, in its statements' order. */
  values: readonly (number | undefined)[];
  choices: readonly Choice<number>[];
  onAnswer: (id: string, v: number | undefined) => void;
  disabled: boolean | undefined;
  clearable: boolean | undefined;
  clearLabel: string | undefined;
  toggle: boolean | undefined;
}

const sameBlock = (a: BlockProps, b: BlockProps) =>
  a.items === b.items &&
  a.first === b.first &&
  a.choices === b.choices &&
  a.onAnswer === b.onAnswer &&
  a.disabled === b.disabled &&
  a.clearable === b.clearable &&
  a.clearLabel === b.clearLabel &&
  a.toggle === b.toggle &&
  a.values.length === b.values.length &&
  a.values.every((v, i) => v === b.values[i]);

/**
 * A screenful of statements. Memoised on its own answers: a tap renders the block it is in (and in it the one row),
 * while the other 14 blocks' rows are not even visited, on a slow phone a tenth of the work of going through 120 rows.
 */
const Big5Block = memo(function Big5Block({ items, first, values, ...row }: BlockProps) {
  return (
    <div
      className="question-block"
      style={{ containIntrinsicSize: `auto ${items.length * (ROW_ESTIMATE_PX + ROW_GAP_PX) - ROW_GAP_PX}px` }}
    >
      {items.map((item, i) => (
        <Big5Row key={item.id} id={item.id} legend={`${first + i}. ${item.text}`} value={values[i]} {...row} />
      ))}
    </div>
  );
}, sameBlock);

/** Statements rated 1 Very inaccurate … 5 Very accurate. */
export function Big5Questions({
  content,
  answers,
  onChange,
  disabled,
  clearable,
  toggle,
}: {
  content: SectionContent;
  answers: Record<string, number>;
  onChange: (id: string, v: number | undefined) => void;
  disabled?: boolean;
  clearable?: boolean;
  toggle?: boolean;
}) {
  const scale = content.scale;
  const choices = useMemo(() => (scale ?? []).map((s) => ({ value: s.value, label: s.label })), [scale]);
  const onAnswer = useStableCallback(onChange);
  // Clear's place is kept in every statement (choice-group.tsx), its text made once here rather than in each row.
  const t = useT();
  const clearLabel = clearable ? t('answer.clear') : undefined;
  const items = content.groups.items;
  const [step] = useState(() => rowsPerScreen(ROW_HEIGHT_PX));
  const shown = useProgressiveCount(items?.length ?? 0, step);
  // The statements in screenfuls, each skipped by the browser's rendering while far from the screen: the browser
  // watches 15 blocks rather than 120 rows for coming near the screen, after every frame (every tap, every tick of the
  // timer), and so does the time-per-item watch (integrity-signals.ts), which watches only the rows near it. A block's
  // statements are the same array from one render to the next, for the block to be skipped when its answers are.
  const blocks = useMemo(() => {
    const all = items ?? [];
    const out: (typeof all)[] = [];
    for (let start = 0; start < shown; start += step) out.push(all.slice(start, Math.min(shown, start + step)));
    return out;
  }, [items, shown, step]);
  return (
    <div className="question-list" lang={content.item_locale} dir={localeDirection(content.item_locale)}>
      {blocks.map((block, b) => (
        <Big5Block
          key={block[0]?.id}
          items={block}
          first={b * step + 1}
          values={block.map((item) => answers[item.id])}
          choices={choices}
          onAnswer={onAnswer}
          disabled={disabled}
          clearable={clearable}
          clearLabel={clearLabel}
          toggle={toggle}
        />
      ))}
    </div>
  );
}
