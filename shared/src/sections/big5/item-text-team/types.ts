import type { SectionLocaleFile } from '../../locale-file';

/**
 * The team's text for a statement the package translated wrongly (docs/content.md "Big Five item languages"): shown
 * instead of the package's from pack 2026.3 while both stamps are current. When the English or the package text
 * changes, the content check (item-text-team.test.ts) calls the correction stale and a reviewer reads it again; until
 * then the package's text is shown.
 */
export interface TeamItemCorrection {
  readonly text: string;
  /** `hashText` of the English statement the text translates. */
  readonly source: string;
  /** `hashText` of the package's text it replaces (`../item-text/<locale>.ts`). */
  readonly replaces: string;
  /** Why the package's text is wrong, in English, for the reviewer. */
  readonly reason: string;
}

/**
 * A language's team file: `texts` fills the statements the package left in English (the locale-file format), and
 * `corrections`, keyed by item id, replaces statements it translated wrongly.
 */
export interface TeamItemFile extends SectionLocaleFile {
  readonly corrections?: Readonly<Record<string, TeamItemCorrection>>;
}
