import * as z from '../../zod-mini';
import { ZLogicPart } from './schema';

/** One part's result. */
export const ZLogicPartScore = z.object({ correct: z.number(), total: z.number(), score: z.number() });

/** What the scorer returns and a respondent's summary stores (scorer.ts `LogicTestScore`). */
export const ZLogicTestSummary = z.object({
  overall: z.number(),
  candidate_avg: z.partialRecord(ZLogicPart, z.number()),
  parts: z.partialRecord(ZLogicPart, ZLogicPartScore),
});
