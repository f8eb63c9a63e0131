import * as z from '../../zod-mini';
import { ZItemId } from '../item-id';

/** Domains by their IPIP letters and by the summary keys of spec part 1 §3 (big5 result). */
export const BIG5_DOMAIN_KEYS = ['N', 'E', 'O', 'A', 'C'] as const;
export type Big5DomainKey = (typeof BIG5_DOMAIN_KEYS)[number];
export const BIG5_FACET_NUMBERS = [1, 2, 3, 4, 5, 6] as const;
export type Big5FacetCode = `${Big5DomainKey}${(typeof BIG5_FACET_NUMBERS)[number]}`;

export const BIG5_DOMAIN_NAMES = {
  O: 'openness',
  C: 'conscientiousness',
  E: 'extraversion',
  A: 'agreeableness',
  N: 'neuroticism',
} as const satisfies Record<Big5DomainKey, string>;
export type Big5DomainName = (typeof BIG5_DOMAIN_NAMES)[Big5DomainKey];

/** CONTENT.md: facet O6 (liberalism) asks about voting; political opinion must not be used for selection. */
export const BIG5_EXCLUDED_FACETS: readonly Big5FacetCode[] = ['O6'];

/** spec part 2 §9.4: 120 or 50 questions. */
export const BIG5_FORMS = ['120', '50'] as const;
export const ZBig5Form = z.enum(BIG5_FORMS);
export type Big5Form = z.infer<typeof ZBig5Form>;

/** Items per scale on a full form: facet 4 items (raw 4-20), domain 24 items on the 120 form (raw 24-120), 10 on the 50 form. */
export const ITEMS_PER_FACET = 4;
export const ITEMS_PER_DOMAIN: Record<Big5Form, number> = { '120': 24, '50': 10 };

/** How an item is keyed; the scorer needs no item text. The content pack's Big5Item fits this shape. */
export const ZBig5ItemKey = z.object({
  id: ZItemId,
  domain: z.enum(BIG5_DOMAIN_KEYS),
  facet: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(6)]),
  keyed: z.enum(['plus', 'minus']),
});
export type Big5ItemKey = z.infer<typeof ZBig5ItemKey>;

/** spec part 1 §3 / part 2 §9.4: answers 1 to 5 by item key. */
export const ZBig5Answer = z.number().check(z.int(), z.minimum(1), z.maximum(5));
export const ZBig5Answers = z.record(ZItemId, ZBig5Answer);
export type Big5Answers = z.infer<typeof ZBig5Answers>;

/** Setup: which form the template uses. */
export const ZBig5Setup = z.object({ form: z._default(ZBig5Form, '120') });
export type Big5Setup = z.infer<typeof ZBig5Setup>;
