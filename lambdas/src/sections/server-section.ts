import type { z } from 'zod';

/** What a stored section result holds: an overall (null when it is not scored) plus the section's own detail. */
export interface SectionSummary {
  readonly overall: number | null;
}

/**
 * The server side of one section kind: how the company's setup and answers are checked and stored, when
 * the section is ready to publish, what a respondent may save, and how a respondent is scored. Pure: no I/O.
 * Adding a section kind is adding one file in kinds/ and one line in the registry.
 */
export interface ServerSection {
  /**
   * Checks a company save and returns what is stored. Throws a ZodError or a DomainError on bad input.
   * `setup` and `company` are the request's; `previous` is what is stored now (a save may send only one).
   */
  save(input: { setup: unknown; company: unknown }): { setup: unknown; company: unknown };
  /** The setup and the company's answers are complete: respondents can be scored against them. */
  ready(setup: unknown, company: unknown): boolean;
  /** What a respondent may autosave: partial answers are fine, anything the section did not ask is refused. */
  respondentAnswers(setup: unknown): z.ZodType;
  /** Score a respondent; `candidate` is undefined when they saved nothing before the section closed. */
  score(setup: unknown, company: unknown, candidate: unknown): SectionSummary;
}

/** A string id that must be one of `ids`, with the message naming it. */
export function knownIds(ids: Iterable<string>) {
  const set = new Set(ids);
  return (id: string) => set.has(id);
}
