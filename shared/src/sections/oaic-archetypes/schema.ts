import * as z from '../../zod-mini';
import { CULTURE_TYPES, OAIC_GROUPS, POINTS_PER_GROUP, type CultureType, type OaicGroup } from './constants';
import type { Localized } from '../../i18n/locale';

export * from './constants';

export const CULTURE_TYPE_LABELS: Record<CultureType, Localized> = {
  collaborate: { en: 'Collaborate (Clan)', th: 'ร่วมมือ (Clan)', es: 'Colaborar (Clan)' },
  create: { en: 'Create (Adhocracy)', th: 'สร้างสรรค์ (Adhocracy)', es: 'Crear (Adhocracia)' },
  compete: { en: 'Compete (Market)', th: 'แข่งขัน (Market)', es: 'Competir (Mercado)' },
  control: { en: 'Control (Hierarchy)', th: 'ควบคุม (Hierarchy)', es: 'Controlar (Jerarquía)' },
};

/**
 * Accepted spellings of each type on the wire. The spec's sample data calls the fourth type "complete"
 * (spec part 1 §3, part 2 §9.4 "Control/Complete") where other text says compete; old records are read
 * with these aliases and always written back with the canonical key.
 */
const TYPE_ALIASES: Record<string, CultureType> = {
  collaborate: 'collaborate',
  clan: 'collaborate',
  create: 'create',
  adhocracy: 'create',
  compete: 'compete',
  complete: 'compete',
  market: 'compete',
  control: 'control',
  hierarchy: 'control',
};

function canonicalKeys(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, points] of Object.entries(value)) out[TYPE_ALIASES[key.toLowerCase()] ?? key] = points;
  return out;
}

const ZPoints = z.number().check(z.int(), z.minimum(0), z.maximum(POINTS_PER_GROUP));

/** One dimension: four allocations summing to exactly 100 (spec part 1 §5); the issue message is the catalogue code. */
export const ZCultureAllocation = z.pipe(
  z.transform(canonicalKeys),
  z.strictObject({ collaborate: ZPoints, create: ZPoints, compete: ZPoints, control: ZPoints }).check(
    z.refine((a) => a.collaborate + a.create + a.compete + a.control === POINTS_PER_GROUP, {
      error: 'CULTURE_PROFILE_POINTS',
    }),
  ),
);
export type CultureAllocation = Record<CultureType, number>;

/** A full culture profile: the six groups. Used for both the respondent's and the company's answers. */
export const ZOaicArchetypesAnswers = z.object({
  strategic_emphases: ZCultureAllocation,
  organization_glue: ZCultureAllocation,
  dominant_characteristics: ZCultureAllocation,
  management_of_employees: ZCultureAllocation,
  criteria_of_success: ZCultureAllocation,
  organizational_leadership: ZCultureAllocation,
});
export type OaicArchetypesAnswers = Record<OaicGroup, CultureAllocation>;

/**
 * The company's setup. `preferred` is the culture candidates are matched against; `now` is optional and
 * only reported (the now → preferred gap is the change the company wants, CONTENT.md "Culture profile").
 */
export const ZOaicArchetypesSetup = z.object({
  preferred: ZOaicArchetypesAnswers,
  now: z.optional(ZOaicArchetypesAnswers),
});
export type OaicArchetypesSetup = z.infer<typeof ZOaicArchetypesSetup>;

export function allocationTotal(allocation: Partial<Record<CultureType, number>>): number {
  return CULTURE_TYPES.reduce((sum, type) => sum + (allocation[type] ?? 0), 0);
}

/** Points still to place in a group (negative when over-allocated): drives the setup screen's counter. */
export function pointsRemaining(allocation: Partial<Record<CultureType, number>>): number {
  return POINTS_PER_GROUP - allocationTotal(allocation);
}

/** A respondent's points while they are still placing them: any dimension, never more than 100 in one. */
export const ZOaicDraftAnswers = z.partialRecord(
  z.enum(OAIC_GROUPS),
  z
    .partialRecord(z.enum(CULTURE_TYPES), z.number().check(z.int(), z.minimum(0), z.maximum(POINTS_PER_GROUP)))
    .check(z.refine((a) => allocationTotal(a) <= POINTS_PER_GROUP, { error: 'CULTURE_PROFILE_POINTS' })),
);
