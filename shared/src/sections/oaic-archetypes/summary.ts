import * as z from '../../zod-mini';
import { OAIC_GROUPS } from './constants';
import { ZOaicArchetypesAnswers } from './schema';

const ZType = z.enum(['collaborate', 'create', 'compete', 'control']);
/** Points or gaps per culture type (a gap may be negative, so not the answers' 0-100 allocation). */
const ZPerType = z.object({ collaborate: z.number(), create: z.number(), compete: z.number(), control: z.number() });
const ZColour = z.enum(['green', 'yellow', 'red']);

/** One dimension compared. */
export const ZOaicMetric = z.object({
  group: z.enum(OAIC_GROUPS),
  score: z.number(),
  colour: ZColour,
  company: ZPerType,
  candidate: ZPerType,
  diff: ZPerType,
});

/** What the scorer returns and a respondent's summary stores (scorer.ts `OaicArchetypesScore`). */
export const ZOaicArchetypesSummary = z.object({
  overall: z.number(),
  colour: ZColour,
  diff: ZPerType,
  company: ZOaicArchetypesAnswers,
  candidate: ZOaicArchetypesAnswers,
  company_avg: ZPerType,
  candidate_avg: ZPerType,
  info: z.object({
    company_dominant: ZType,
    candidate_dominant: ZType,
    meaningful_gaps: z.array(ZType),
    company_change: z.optional(ZPerType),
  }),
  metrics: z.array(ZOaicMetric),
});
