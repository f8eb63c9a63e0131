import type { SectionKind } from '../sections/kinds';

/**
 * Randomised item order per respondent (docs/integrity.md "Randomised item order"). A respondent gets a seed once,
 * when their test starts; each item's place comes from a hash of the seed and the item's id, so the order is the
 * same on every load, for the candidate and for the employer, and needs nothing stored beyond the seed. Ordering by
 * a per-item key also orders any subset the same way (a result lists the items in the order they were shown).
 *
 * Zod-free: the candidate's pages and the employer's result page both load it.
 */

/**
 * The content groups whose items are shuffled, per section kind. The others keep their order: a group the screen
 * lays out as fixed columns or a grid (the culture profile), the employer's own questions in the order they wrote
 * them (custom survey), a list to pick from rather than a sequence (values and traits), and a logic test's parts,
 * whose items are shuffled within each part only.
 */
export const RANDOMISED_GROUPS: Record<SectionKind, readonly string[]> = {
  values_and_traits: [],
  oaic_archetypes: [],
  acceptable_behaviors: ['scenarios'],
  work_style_identifier: ['scenarios'],
  logic_test: ['pattern_recognition', 'logical_reasoning', 'data_interpretation', 'problem_resolving'],
  custom_survey: [],
  human_skills: ['prompts'],
  big5: ['items', 'items_50'],
};

/** A fresh seed: 64 random bits as hex. */
export function newOrderSeed(): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** cyrb53, a fast 53-bit string hash: enough to spread ids, not a secret. */
function hash53(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** The items in the order a respondent with this seed sees them; the same seed and items always give the same order. */
export function orderBySeed<T>(seed: string, items: readonly T[], idOf: (item: T) => string): T[] {
  const keyed = items.map((item) => ({ item, id: idOf(item), key: hash53(`${seed}:${idOf(item)}`) }));
  keyed.sort((a, b) => a.key - b.key || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return keyed.map((k) => k.item);
}

/** Item ids in a respondent's order. */
export const itemOrder = (seed: string, ids: readonly string[]): string[] => orderBySeed(seed, ids, (id) => id);

/** A section's content with its randomised groups in the respondent's order; without a seed, as it is. */
export function orderSectionContent<C extends { groups: Record<string, readonly { id: string }[]> }>(
  kind: SectionKind,
  content: C,
  seed: string | null | undefined,
): C {
  if (!seed) return content;
  const groups = { ...content.groups };
  for (const group of RANDOMISED_GROUPS[kind]) {
    const items = groups[group];
    if (items) groups[group] = orderBySeed(seed, items, (i) => i.id);
  }
  return { ...content, groups };
}
