import type { PackText } from '../content-pack';

import type { LogicPart } from './schema';

/** The four parts of the logic test (spec part 2 §9.4) are defined once, in schema.ts. */
export { LOGIC_PARTS, type LogicPart } from './schema';

/** Item types, modelled on ICAR's item types (matrix, letter-number series, verbal reasoning) plus small data tables. */
export type LogicItemType =
  'number_series' | 'letter_series' | 'matrix' | 'verbal' | 'ordering' | 'data_table' | 'word_problem';

export type LogicOptionId = 'a' | 'b' | 'c' | 'd';

export interface LogicOption {
  readonly id: LogicOptionId;
  readonly text: PackText;
}

export interface LogicTable {
  readonly headers: readonly PackText[];
  /** Cells are numbers, language-neutral strings (e.g. "Q1") or texts. */
  readonly rows: readonly (readonly (string | number | PackText)[])[];
}

/** A public item: everything a respondent may see. The answer key lives on the server (lambdas/src/sections). */
export interface LogicItem {
  readonly id: string;
  readonly part: LogicPart;
  readonly type: LogicItemType;
  readonly stem: PackText;
  readonly table?: LogicTable;
  readonly options: readonly LogicOption[];
}

/** Same text in every locale (numbers, letter codes). */
export const same = (text: string): PackText => ({ en: text, th: text, es: text });

export const opts = (a: PackText, b: PackText, c: PackText, d: PackText): LogicOption[] => [
  { id: 'a', text: a },
  { id: 'b', text: b },
  { id: 'c', text: c },
  { id: 'd', text: d },
];
