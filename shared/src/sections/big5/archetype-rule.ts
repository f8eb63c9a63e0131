import type { Big5Archetype, DomainBands } from './archetypes-types';

/**
 * Pick the workplace archetype for a profile of domain bands (displayed scale: S = Emotional stability).
 * Rule: among archetypes whose every signature band matches, take the one with the most conditions;
 * ties go to the earlier archetype in the list. No match (e.g. all average) gives the fallback, the
 * archetype with an empty signature. Documented in docs/content.md.
 */
export function pickArchetype(bands: DomainBands, archetypes: readonly Big5Archetype[]): Big5Archetype {
  let best: Big5Archetype | undefined;
  let bestSize = 0;
  for (const archetype of archetypes) {
    const conditions = Object.entries(archetype.signature) as [keyof DomainBands, string][];
    if (conditions.length === 0) continue;
    if (conditions.every(([domain, band]) => bands[domain] === band) && conditions.length > bestSize) {
      best = archetype;
      bestSize = conditions.length;
    }
  }
  const fallback = archetypes.find((a) => Object.keys(a.signature).length === 0);
  const chosen = best ?? fallback;
  if (!chosen) throw new Error('archetype list has no fallback');
  return chosen;
}
