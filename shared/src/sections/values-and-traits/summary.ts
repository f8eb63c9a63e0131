import * as z from '../../zod-mini';
import { ZValuesAndTraitsAnswers } from './schema';

/** One rated item's share of the score. */
export const ZValuesAndTraitsItemScore = z.object({
  id: z.string(),
  part: z.enum(['defining_your_values', 'identifying_key_traits']),
  category: z.enum([
    'core_values',
    'permission_to_play',
    'moderately_important',
    'non_essential',
    'key_trait',
    'by_company_rating',
  ]),
  weight: z.number(),
  company: z.number(),
  candidate: z.number(),
  similarity: z.number(),
  contribution: z.number(),
  max: z.number(),
});

/** What the scorer returns and a respondent's summary stores (scorer.ts `ValuesAndTraitsScore`). */
export const ZValuesAndTraitsSummary = z.object({
  overall: z.number(),
  defining_your_values: z.number(),
  identifying_key_traits: z.number(),
  company: ZValuesAndTraitsAnswers,
  candidate: ZValuesAndTraitsAnswers,
  items: z.array(ZValuesAndTraitsItemScore),
});
