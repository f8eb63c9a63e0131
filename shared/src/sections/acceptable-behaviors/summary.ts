import * as z from '../../zod-mini';
import { ZAcceptableBehaviorsAnswers, ZBehaviorLevel, ZBehaviorItemKey } from './schema';

/** One scenario compared: the company's level, the respondent's (null when unanswered) and how they match. */
export const ZBehaviorScenarioScore = z.object({
  scenario: ZBehaviorItemKey,
  company: ZBehaviorLevel,
  candidate: z.nullable(ZBehaviorLevel),
  match: z.enum(['exact', 'near', 'none']),
});

/** What the scorer returns and a respondent's summary stores (scorer.ts `AcceptableBehaviorsScore`). */
export const ZAcceptableBehaviorsSummary = z.object({
  overall: z.number(),
  exact_matches: z.number(),
  near_matches: z.number(),
  compared: z.number(),
  company: ZAcceptableBehaviorsAnswers,
  candidate: ZAcceptableBehaviorsAnswers,
  scenarios: z.array(ZBehaviorScenarioScore),
});
