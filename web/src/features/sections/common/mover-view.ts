import type { ScoreMover } from '@shared/results/explain';
import type { Locale } from '@shared/i18n/locale';

/**
 * How the employer's result names and shows the answers that moved one kind's match score (`scoreMovers` in
 * shared/src/results/explain.ts computes them). Each kind that is a match against the company defines its own in
 * `<kind>/movers.ts`; `MOVER_VIEWS` lists them.
 */
export interface MoverView {
  /** The item ids are named by the kind's content pack (its values, behaviours, Big Five domains). */
  namedByContent?: true;
  /** Otherwise, the name of an id in the interface language. */
  label?: (id: string, locale: Locale) => string | undefined;
  /** How a mover is shown, when the kind reads one of its scales the other way round. */
  shown?: (mover: ScoreMover) => ScoreMover;
  /** Whether this summary can be explained at all. */
  explains?: (summary: unknown) => boolean;
}
