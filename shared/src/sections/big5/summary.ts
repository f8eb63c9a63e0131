import * as z from '../../zod-mini';
import {
  BIG5_DOMAIN_KEYS,
  BIG5_DOMAIN_NAMES,
  BIG5_FACET_NUMBERS,
  ZBig5Form,
  type Big5DomainName,
  type Big5FacetCode,
} from './schema';

const ZBand = z.enum(['low', 'average', 'high']);

/** A domain's or facet's score. */
export const ZBig5ScaleScore = z.object({
  raw: z.number(),
  answered: z.number(),
  items: z.number(),
  prorated: z.boolean(),
  t: z.number(),
  percentile: z.number(),
  band: ZBand,
});

/** The short line per domain of spec part 1 §3 (by name). */
export const ZBig5DomainSummary = z.object({
  score: z.optional(z.number()),
  t: z.optional(z.number()),
  band: z.optional(ZBand),
});

const FACET_CODES = BIG5_DOMAIN_KEYS.flatMap((d) => BIG5_FACET_NUMBERS.map((f) => `${d}${f}` as Big5FacetCode));
const DOMAIN_NAMES = Object.values(BIG5_DOMAIN_NAMES);

/** What the scorer returns and a respondent's summary stores (scorer.ts `Big5Score`). */
export const ZBig5Summary = z.object({
  form: ZBig5Form,
  norms_version: z.string(),
  overall: z.nullable(z.number()),
  domains: z.partialRecord(z.enum(BIG5_DOMAIN_KEYS), ZBig5ScaleScore),
  facets: z.partialRecord(z.enum(FACET_CODES as [Big5FacetCode, ...Big5FacetCode[]]), ZBig5ScaleScore),
  ...(Object.fromEntries(DOMAIN_NAMES.map((name) => [name, ZBig5DomainSummary])) as Record<
    Big5DomainName,
    typeof ZBig5DomainSummary
  >),
});
