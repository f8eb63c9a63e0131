import { acceptableBehaviorsMovers } from '../sections/acceptable-behaviors/movers';
import { big5Movers } from '../sections/big5/movers';
import type { SectionKind } from '../sections/kinds';
import { isObj, type Obj, type ScoreMover } from '../sections/movers';
import { oaicArchetypesMovers } from '../sections/oaic-archetypes/movers';
import { round2 } from '../sections/score-math';
import { valuesAndTraitsMovers } from '../sections/values-and-traits/movers';
import { workStyleMovers } from '../sections/work-style-identifier/movers';

export type { ScoreMover } from '../sections/movers';

/** The kinds that are a match against the company, each explained in its own folder (`<kind>/movers.ts`). */
const MOVERS: Partial<Record<SectionKind, (s: Obj) => ScoreMover[]>> = {
  values_and_traits: valuesAndTraitsMovers,
  oaic_archetypes: oaicArchetypesMovers,
  acceptable_behaviors: acceptableBehaviorsMovers,
  work_style_identifier: workStyleMovers,
  big5: big5Movers,
};

/**
 * Why a match score is what it is: the answers that cost it most, largest first, with signed gaps, so an
 * employer sees why a respondent scored 62 and not 80. Sections that are not a match against the company
 * (logic test, custom survey, human skills) have none. `limit` keeps the list short.
 */
export function scoreMovers(kind: SectionKind, summary: unknown, limit = 5): ScoreMover[] {
  const explain = MOVERS[kind];
  if (!explain || !isObj(summary)) return [];
  return explain(summary)
    .filter((m) => m.impact > 0)
    .sort((a, b) => b.impact - a.impact || a.id.localeCompare(b.id))
    .slice(0, limit)
    .map((m) => ({ ...m, impact: round2(m.impact) }));
}
