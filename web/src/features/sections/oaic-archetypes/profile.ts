import {
  CULTURE_TYPES,
  OAIC_GROUPS,
  POINTS_PER_GROUP,
  type CultureType,
} from '@shared/sections/oaic-archetypes/constants';

export type DraftProfile = Partial<Record<string, Partial<Record<CultureType, number>>>>;

/** A stored profile (or part of one); anything malformed reads as empty. */
export function readProfile(value: unknown): DraftProfile {
  if (!value || typeof value !== 'object') return {};
  const out: DraftProfile = {};
  for (const group of OAIC_GROUPS) {
    const a = (value as Record<string, unknown>)[group];
    if (!a || typeof a !== 'object') continue;
    const points: Partial<Record<CultureType, number>> = {};
    for (const type of CULTURE_TYPES) {
      const v = (a as Record<string, unknown>)[type];
      if (typeof v === 'number' && Number.isInteger(v) && v >= 0) points[type] = v;
    }
    out[group] = points;
  }
  return out;
}

export function groupTotal(profile: DraftProfile, group: string): number {
  return CULTURE_TYPES.reduce((sum, type) => sum + (profile[group]?.[type] ?? 0), 0);
}

/**
 * Set one allocation, kept within 0 and what is left in the dimension: the running total can never pass 100,
 * so every change a keyboard or a typed number makes leaves a valid draft.
 */
export function setPoints(profile: DraftProfile, group: string, type: CultureType, value: number): DraftProfile {
  const others = groupTotal(profile, group) - (profile[group]?.[type] ?? 0);
  const clean = Number.isFinite(value) ? Math.round(value) : 0;
  const points = Math.max(0, Math.min(POINTS_PER_GROUP - others, clean));
  return { ...profile, [group]: { ...(profile[group] ?? {}), [type]: points } };
}

/** Dimensions whose points do not yet sum to 100. */
export function incompleteGroups(profile: DraftProfile): string[] {
  return OAIC_GROUPS.filter((g) => groupTotal(profile, g) !== POINTS_PER_GROUP);
}

/** A complete profile with every type present (zeros filled in), ready to send. */
export function completeProfile(profile: DraftProfile): Record<string, Record<CultureType, number>> {
  return Object.fromEntries(
    OAIC_GROUPS.map((g) => [
      g,
      Object.fromEntries(CULTURE_TYPES.map((t) => [t, profile[g]?.[t] ?? 0])) as Record<CultureType, number>,
    ]),
  );
}
