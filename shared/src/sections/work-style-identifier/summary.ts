import * as z from 'zod';
import { ZWorkStyle } from './schema';

/** What the scorer returns and a respondent's summary stores (scorer.ts `WorkStyleScore`). */
export const ZWorkStyleSummary = z.object({
  scores: z.record(ZWorkStyle, z.number()),
  possible: z.number(),
  people: z.number(),
  process: z.number(),
  product: z.number(),
  first_steps: z.array(ZWorkStyle),
  overall: z.number().nullable(),
});
