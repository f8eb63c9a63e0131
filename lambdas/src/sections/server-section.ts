import type * as z from '@shared/zod-mini';
import type { SectionKind } from '@shared/sections/kinds';
import type { SectionSummaryBase } from '@shared/sections/module';

/** What a stored section result holds: an overall (null when it is not scored) plus the section's own detail. */
export type SectionSummary = SectionSummaryBase;

/**
 * The server side of one section kind, in `lambdas/src/sections/<kind>.ts`: what only the server may know (answer
 * keys, scoring mappings, the pack's item ids) and how stored data is checked. How the company's setup and answers
 * are checked and stored, when the section is ready to publish, what a respondent may save, and how a respondent is
 * scored. Pure: no I/O. Its arguments are what is stored (`unknown` until the kind parses it); its results are typed.
 */
export interface ServerSection<
  K extends SectionKind = SectionKind,
  Setup = unknown,
  Company = unknown,
  Answers = unknown,
  Summary extends SectionSummary = SectionSummary,
> {
  readonly kind: K;
  /**
   * Checks a company save and returns what is stored. Throws a ZodError or a DomainError on bad input.
   * `setup` and `company` are the request's (a save may send only one).
   */
  save(input: { setup: unknown; company: unknown }): { setup: Setup; company: Company };
  /** The setup and the company's answers are complete: respondents can be scored against them. */
  ready(setup: unknown, company: unknown): boolean;
  /** What a respondent may autosave: partial answers are fine, anything the section did not ask is refused. */
  respondentAnswers(setup: unknown): z.ZodMiniType<Answers>;
  /** Score a respondent; `candidate` is undefined when they saved nothing before the section closed. */
  score(setup: unknown, company: unknown, respondent: unknown): Summary;
}

/** Checks a kind's server side against the shape, keeping its literal kind and its types. */
export const defineServerSection = <K extends SectionKind, Setup, Company, Answers, Summary extends SectionSummary>(
  section: ServerSection<K, Setup, Company, Answers, Summary>,
): ServerSection<K, Setup, Company, Answers, Summary> => section;

/** A string id that must be one of `ids`, with the message naming it. */
export function knownIds(ids: Iterable<string>) {
  const set = new Set(ids);
  return (id: string) => set.has(id);
}
