import type { z } from 'zod';
import { DomainError } from '@shared/errors';
import type { SectionKind } from '@shared/sections/kinds';
import { ZValuesAndTraitsAnswers, ZValuesAndTraitsSetup } from '@shared/sections/values-and-traits/schema';

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
    answers: ZValuesAndTraitsAnswers,
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
