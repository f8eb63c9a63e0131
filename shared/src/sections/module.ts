import type * as z from '../zod-mini';
import type { SectionContent } from '../routes/schemas';
import type { SectionKind } from './kinds';
import type { SectionViewInput } from './view-types';

/**
 * What a section kind states about itself, apart from its questions: the light part of its module, with no zod
 * and no content, so the respondent's pages and the constants can read it. One per kind, in `<kind>/meta.ts`.
 */
export interface SectionMeta<K extends SectionKind = SectionKind> {
  readonly kind: K;
  /** Seconds the timer allows before extra time (spec part 2 §9.5). */
  readonly allowanceSeconds: number;
  /** spec part 2 §9.4: the overall summary averages section overalls, excluding work style. */
  readonly countsTowardOverall: boolean;
  /** The AI analysis: culture (measured against the company's own answers) or skill (what the person can do). */
  readonly dimension: 'culture' | 'skill';
  /** Where its answers hold their items: [question id] (1) or [part, question id] (2); see answer-items.ts. */
  readonly answerDepth: 1 | 2;
  /**
   * spec part 1 §4, section flags: the template's flag for this section waits until an AI setup of it is reviewed
   * (values and culture profile); for the others it is true as soon as the draft has the section.
   */
  readonly flagAwaitsReview: boolean;
}

/** What every stored section result holds: an overall (null when it is not scored) plus the section's own detail. */
export interface SectionSummaryBase {
  readonly overall: number | null;
}

/**
 * One section kind, defined once in `shared/src/sections/<kind>/index.ts`: its meta, the schemas of the company's
 * setup and of answers (the respondent's, and the company's where it answers too), the pure scorer, the content view
 * and every published content pack. `ScoreInput` is the scorer's own input (the server builds it from what is stored).
 * Answer keys are not here: they live on the server (`lambdas/src/sections/<kind>.ts`).
 *
 * The content (view and packs) is loaded on demand with `import()`: importing the registry costs the schemas and
 * scorers, and a function's bundle holds each kind's content as a chunk of its own, read when a request shows that
 * kind (docs/cold-start.md).
 */
export interface SectionModule<
  Setup,
  Answers,
  Summary extends SectionSummaryBase,
  K extends SectionKind = SectionKind,
  ScoreInput = never,
  Pack extends SectionPack<K> = SectionPack<K>,
> extends SectionMeta<K> {
  /** The section's English name in AI prompts (the model writes in the output language); server only, so not in meta. */
  readonly promptName: string;
  readonly setup: z.ZodMiniType<Setup>;
  readonly answers: z.ZodMiniType<Answers>;
  /** What the scorer returns and a respondent's summary stores (summaries.test.ts checks the scorer against it). */
  readonly summary: z.ZodMiniType<Summary>;
  readonly score: (input: ScoreInput) => Summary;
  /** The localized content a screen shows (never an answer key), its content loaded on demand. */
  readonly view: (input: SectionViewInput) => Promise<SectionContent>;
  /**
   * Every published version of its content, loaded on demand; published packs never change (content-registry.test.ts
   * pins them).
   */
  readonly packs: () => Promise<readonly [Pack, ...Pack[]]>;
  /**
   * What a respondent's own feedback shows of the summary besides its overall: their own scores only, never the
   * company's answers or a comparison with them (shared/src/results/feedback.ts). None when omitted.
   */
  readonly respondentSees?: readonly Exclude<keyof Summary & string, 'overall'>[];
}

/**
 * A kind's part of the sample report (spec part 1 §2 "View Sample Report"): the company's setup and answers and the
 * sample respondent's answers, as a request would send them (the server checks them like any save). In
 * `<kind>/sample.ts`; lambdas/src/results/sample.ts lists the kinds the sample shows.
 */
export interface SectionSample {
  readonly setup?: unknown;
  readonly company?: unknown;
  readonly respondent: unknown;
}

/** What every content pack says of itself (content-pack.ts PackMeta has the rest). */
export interface SectionPack<K extends SectionKind = SectionKind> {
  readonly kind: K;
  readonly version: string;
}

/** Any kind's module, as a registry holds it before the kind is known. */
export type AnySectionModule = SectionModule<unknown, unknown, SectionSummaryBase, SectionKind, never>;

/** Checks a kind's meta against the shape, keeping its literal kind. */
export const defineSectionMeta = <K extends SectionKind>(meta: SectionMeta<K>): SectionMeta<K> => Object.freeze(meta);

/** The kinds a list of entries leaves out. */
export type MissingKinds<E extends { readonly kind: SectionKind }> = Exclude<SectionKind, E['kind']>;

/** A registry: each kind's entry, with its own type. */
export type ByKind<E extends { readonly kind: SectionKind }> = { readonly [K in SectionKind]: Extract<E, { kind: K }> };

/**
 * A registry from a list of kind entries (modules, metas, server sections, screens), keyed by kind, each entry keeping
 * its own type. A list that leaves a kind out fails to compile (it lacks `missingKinds`, which names the kinds left out).
 */
export function byKind<const E extends readonly { readonly kind: SectionKind }[]>(
  entries: E &
    ([MissingKinds<E[number]>] extends [never] ? unknown : { readonly missingKinds: MissingKinds<E[number]> }),
): ByKind<E[number]> {
  return Object.freeze(Object.fromEntries(entries.map((e) => [e.kind, e]))) as ByKind<E[number]>;
}

/** Checks a kind's module against the shape, keeping its setup, answers, summary, score input and pack types. */
export const defineSection = <
  Setup,
  Answers,
  Summary extends SectionSummaryBase,
  K extends SectionKind,
  ScoreInput,
  Pack extends SectionPack<K>,
>(
  module: SectionModule<Setup, Answers, Summary, K, ScoreInput, Pack>,
): SectionModule<Setup, Answers, Summary, K, ScoreInput, Pack> => Object.freeze(module);
