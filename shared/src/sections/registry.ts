import * as z from '../zod-mini';
import { acceptableBehaviors } from './acceptable-behaviors';
import { big5 } from './big5';
import { customSurvey } from './custom-survey';
import { humanSkills } from './human-skills';
import { SECTION_KINDS, type SectionKind } from './kinds';
import { logicTest } from './logic-test';
import { byKind, type AnySectionModule } from './module';
import { oaicArchetypes } from './oaic-archetypes';
import { valuesAndTraits } from './values-and-traits';
import { workStyle } from './work-style-identifier';

/**
 * Every section kind's module: one import per kind, each defined once in `<kind>/index.ts` (meta, schemas, scorer,
 * view, packs). A list without a kind fails to compile. Each entry keeps its own types, so `SECTION_REGISTRY.big5`
 * is the Big Five's setup, answers and summary. Server-only parts (answer keys) are in lambdas/src/sections.
 */
export const SECTION_REGISTRY = /* @__PURE__ */ byKind([
  valuesAndTraits,
  oaicArchetypes,
  acceptableBehaviors,
  workStyle,
  logicTest,
  customSurvey,
  humanSkills,
  big5,
]);

/** What every module provides, whatever its kind (`score` takes its own input: `never` keeps each precise). */
export type SectionScoring = AnySectionModule;
export type SectionRegistry = typeof SECTION_REGISTRY;
export type SectionScoreInput<K extends SectionKind> = Parameters<SectionRegistry[K]['score']>[0];
export type SectionScoreResult<K extends SectionKind> = ReturnType<SectionRegistry[K]['score']>;
export type SectionAnswers<K extends SectionKind> = z.infer<SectionRegistry[K]['answers']>;
export type SectionSetup<K extends SectionKind> = z.infer<SectionRegistry[K]['setup']>;
export type SectionSummary<K extends SectionKind> = SectionScoreResult<K>;

/** A setup, answers or a summary tagged with its kind: `{ kind: 'big5', summary: … }`. */
export type TaggedBySection<F extends string, V extends { [K in SectionKind]: unknown }> = {
  [K in SectionKind]: { kind: K } & { [P in F]: V[K] };
}[SectionKind];

/** Each kind's schema of `field`, as one member per kind of a union discriminated by `kind`. */
function taggedUnion<F extends 'setup' | 'answers' | 'summary'>(field: F) {
  const members = SECTION_KINDS.map((kind) =>
    z.object({ kind: z.literal(kind), [field]: SECTION_REGISTRY[kind][field] }),
  );
  const [first, ...rest] = members;
  if (!first) throw new Error('no section kinds');
  return z.discriminatedUnion('kind', [first, ...rest]);
}

/** One section's setup, tagged with its kind: every kind's setup schema as a member of one discriminated union. */
export const ZSectionSetup = taggedUnion('setup') as unknown as z.ZodMiniType<
  TaggedBySection<'setup', { [K in SectionKind]: SectionSetup<K> }>
>;
/** One section's answers, tagged with its kind. */
export const ZSectionAnswers = taggedUnion('answers') as unknown as z.ZodMiniType<
  TaggedBySection<'answers', { [K in SectionKind]: SectionAnswers<K> }>
>;
/** One section's summary as its scorer returns it, tagged with its kind (summaries.test.ts parses every scorer's). */
export const ZSectionSummary = taggedUnion('summary') as unknown as z.ZodMiniType<
  TaggedBySection<'summary', { [K in SectionKind]: SectionSummary<K> }>
>;
/** The pack type of each section kind. */
export type ContentPackOf<K extends SectionKind> = Awaited<ReturnType<SectionRegistry[K]['packs']>>[number];

/** Score one section through the registry, keeping the kind's input and result types. */
export function scoreSection<K extends SectionKind>(kind: K, input: SectionScoreInput<K>): SectionScoreResult<K> {
  const score = SECTION_REGISTRY[kind].score as (input: SectionScoreInput<K>) => SectionScoreResult<K>;
  return score(input);
}

/** Answers of a whole assessment by section, each optional (spec part 1 §3 "answers by section"). */
export const ZAnswersBySection = z.object(
  Object.fromEntries(SECTION_KINDS.map((kind) => [kind, z.optional(SECTION_REGISTRY[kind].answers)])) as {
    [K in SectionKind]: z.ZodMiniOptional<SectionRegistry[K]['answers']>;
  },
);
export type AnswersBySection = z.infer<typeof ZAnswersBySection>;
