import * as z from '../../zod-mini';
import { ZWorkStyle } from './schema';

/** What the scorer returns and a respondent's summary stores (scorer.ts `WorkStyleScore`). */
export const ZWorkStyleSummary = z.object({
  scores: z.record(ZWorkStyle, z.number()),
  possible: z.number(),
  people: z.number(),
  process: z.number(),
  product: z.number(),
  first_steps: z.array(ZWorkStyle),
  overall: z.nullable(z.number()),
});

/**
 * The style a stored summary leans to most (its first step), or null when it is no work style summary or nothing
 * was answered: what a respondent list shows where a style-only assessment has no score.
 */
export function leaningStyle(stored: unknown): z.infer<typeof ZWorkStyle> | null {
  const summary = ZWorkStyleSummary.safeParse(stored);
  if (!summary.success || summary.data.possible <= 0) return null;
  return summary.data.first_steps[0] ?? null;
}
