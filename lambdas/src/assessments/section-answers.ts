import type { z } from 'zod';
import { DomainError } from '@shared/errors';
import type { SectionKind } from '@shared/sections/kinds';
import { ZValuesAndTraitsAnswers, ZValuesAndTraitsSetup } from '@shared/sections/values-and-traits/schema';
import { VALUES_AND_TRAITS_PACK } from '@shared/sections/values-and-traits/content';

const VALUE_IDS = new Set(VALUES_AND_TRAITS_PACK.defining_your_values.items.map((i) => i.id));
const TRAIT_IDS = new Set(VALUES_AND_TRAITS_PACK.identifying_key_traits.items.map((i) => i.id));

/** Ratings may only name items of the content pack, so nothing unscorable is stored. */
const ZPackValuesAndTraitsAnswers = ZValuesAndTraitsAnswers.superRefine((a, ctx) => {
  for (const id of Object.keys(a.defining_your_values)) {
    if (!VALUE_IDS.has(id)) ctx.addIssue({ code: 'custom', path: ['defining_your_values', id], message: `Unknown value ${id}` });
  }
  for (const id of Object.keys(a.identifying_key_traits)) {
    if (!TRAIT_IDS.has(id)) ctx.addIssue({ code: 'custom', path: ['identifying_key_traits', id], message: `Unknown trait ${id}` });
  }
});

interface SectionSchemas {
  setup?: z.ZodType;
  answers: z.ZodType;
  /** The company's answers are complete enough to score respondents against. */
  ready: (setup: unknown, answers: unknown) => boolean;
}

const rated = (r: Record<string, number>) => Object.values(r).some((v) => v > 0);

/** Section kinds whose company side can be set up today; the others arrive with their issues. */
const SECTIONS: Partial<Record<SectionKind, SectionSchemas>> = {
  values_and_traits: {
    setup: ZValuesAndTraitsSetup,
    answers: ZPackValuesAndTraitsAnswers,
    ready: (_setup, answers) => {
      const parsed = ZValuesAndTraitsAnswers.safeParse(answers);
      return parsed.success && rated(parsed.data.defining_your_values) && rated(parsed.data.identifying_key_traits);
    },
  },
};

export function isSectionAvailable(kind: SectionKind): boolean {
  return kind in SECTIONS;
}

export function isSectionReady(kind: SectionKind, setup: unknown, answers: unknown): boolean {
  return SECTIONS[kind]?.ready(setup, answers) ?? false;
}

export function parseSetup(kind: SectionKind, setup: unknown): unknown {
  const s = SECTIONS[kind];
  if (!s) throw new DomainError('DATA_NOT_FOUND');
  return setup === undefined || !s.setup ? undefined : s.setup.parse(setup);
}

export function parseAnswers(kind: SectionKind, answers: unknown): unknown {
  const s = SECTIONS[kind];
  if (!s) throw new DomainError('DATA_NOT_FOUND');
  return s.answers.parse(answers);
}
