import { hashText } from '../sections/content-pack';
import { OAIC_GROUPS, CULTURE_TYPES } from '../sections/oaic-archetypes/schema';
import { VALUES_AND_TRAITS_PACK } from '../sections/values-and-traits/content';
import { AI_SETUP_SECTIONS, AI_VALUES_COUNTS, aiScenarios, aiTraits, aiValueSet, type AiSetupInputs } from './ai-setup';

/**
 * The offline stand-in's answers to the PROMPT_SETUP_* prompts (docs/ai.md): deterministic, derived from the same
 * inputs (organisation type, role, core values), and valid for the same checks a model's answer must pass, so the
 * local stack runs the whole assisted setup without a model. They are shown as "Offline stand-in", never as AI.
 */

/** A small deterministic generator (mulberry32) seeded from the inputs. */
function random(inputs: AiSetupInputs, salt: string): () => number {
  let a =
    Number.parseInt(
      hashText(JSON.stringify([salt, inputs.orgType, inputs.role.trim(), inputs.coreValues])).slice(0, 8),
      16,
    ) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(list: readonly T[], next: () => number): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

export function offlineSectionSelection(inputs: AiSetupInputs): string {
  const about = inputs.role.trim()
    ? `a ${inputs.role.trim()} at a ${inputs.orgType || 'company'}`
    : `a ${inputs.orgType || 'company'}`;
  return JSON.stringify({
    sections: [...AI_SETUP_SECTIONS],
    reason: `Values, culture and behaviour standards together show fit with ${about}.`,
  });
}

/** The company's own core values first (matched by name in any interface language), then a seeded pick. */
export function offlineValuesAlignment(inputs: AiSetupInputs): string {
  const next = random(inputs, 'values');
  const set = aiValueSet();
  const names = new Map<string, string>();
  for (const item of VALUES_AND_TRAITS_PACK.defining_your_values.items) {
    for (const label of [item.label.en, item.label.th, item.label.es])
      if (label) names.set(label.trim().toLowerCase(), item.id);
  }
  const inSet = new Set(set.values.map((v) => v.id));
  const own = [
    ...new Set(
      inputs.coreValues
        .map((v) => names.get(v.trim().toLowerCase()))
        .filter((id): id is string => !!id && inSet.has(id)),
    ),
  ].slice(0, AI_VALUES_COUNTS.core_values.max);
  const rest = shuffled(
    set.values.map((v) => v.id).filter((id) => !own.includes(id)),
    next,
  );
  const take = (n: number) => rest.splice(0, n);
  const core = [...own, ...take(Math.max(0, 4 - own.length))];
  const traits = shuffled(
    aiTraits().map((t) => t.id),
    next,
  ).slice(0, 5);
  return JSON.stringify({
    core_values: core,
    permission_to_play: take(3),
    moderately_important: take(3),
    non_essential: take(2),
    key_traits: traits,
  });
}

/** 100 points over the four types in steps of 5, at least 5 each, leaning to one seeded type. */
function allocation(next: () => number, lean: number): Record<string, number> {
  const weights = CULTURE_TYPES.map((_, i) => 1 + next() * 2 + (i === lean ? 3 : 0));
  const total = weights.reduce((s, w) => s + w, 0);
  const steps = weights.map((w) => 1 + Math.floor((w / total) * 16));
  // Each type has at least one step; what rounding left over goes to the leaning type, so the steps make 20 (100 points).
  steps[lean] = (steps[lean] as number) + 20 - steps.reduce((sum, n) => sum + n, 0);
  return Object.fromEntries(CULTURE_TYPES.map((type, i) => [type, (steps[i] as number) * 5]));
}

export function offlineCultureProfile(inputs: AiSetupInputs): string {
  const next = random(inputs, 'culture');
  const nowLean = Math.floor(next() * CULTURE_TYPES.length);
  const preferredLean = Math.floor(next() * CULTURE_TYPES.length);
  const profile = (lean: number) => Object.fromEntries(OAIC_GROUPS.map((g) => [g, allocation(next, lean)]));
  return JSON.stringify({ now: profile(nowLean), preferred: profile(preferredLean) });
}

export function offlineAcceptableBehaviors(inputs: AiSetupInputs): string {
  const next = random(inputs, 'behaviours');
  return JSON.stringify(Object.fromEntries(aiScenarios().map((s) => [s.id, Math.floor(next() * 5)])));
}
