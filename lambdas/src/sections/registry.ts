import { DomainError } from '@shared/errors';
import { answerItemDepth, type ItemPath } from '@shared/sections/answer-items';
import * as z from '@shared/zod-mini';
import type { SectionKind } from '@shared/sections/kinds';
import { requestInput } from '../http/request-input';
import type { SectionSummary, ServerSection } from './server-section';

export type { SectionSummary, ServerSection } from './server-section';

/**
 * The server side of every section kind (the counterpart of shared SECTION_REGISTRY): one loader per kind, each
 * entry keeping its own types. A kind's server side holds its content's item ids and answer keys, so it is loaded
 * when a request reaches that kind (a chunk of its own, docs/cold-start.md). A list without a kind fails to compile.
 */
const SERVER_SECTIONS = {
  values_and_traits: () => import('./values-and-traits').then((m) => m.valuesAndTraits),
  oaic_archetypes: () => import('./oaic-archetypes').then((m) => m.oaicArchetypes),
  acceptable_behaviors: () => import('./acceptable-behaviors').then((m) => m.acceptableBehaviors),
  work_style_identifier: () => import('./work-style-identifier').then((m) => m.workStyle),
  logic_test: () => import('./logic-test').then((m) => m.logicTest),
  custom_survey: () => import('./custom-survey').then((m) => m.customSurvey),
  human_skills: () => import('./human-skills').then((m) => m.humanSkills),
  big5: () => import('./big5').then((m) => m.big5),
} satisfies { readonly [K in SectionKind]: () => Promise<ServerSection<K, unknown, unknown, unknown, SectionSummary>> };
type ServerSections = { [K in SectionKind]: Awaited<ReturnType<(typeof SERVER_SECTIONS)[K]>> };

/** A kind's server side, loaded on first use. */
export function serverSection<K extends SectionKind>(kind: K): Promise<ServerSections[K]> {
  return SERVER_SECTIONS[kind]() as Promise<ServerSections[K]>;
}

/** A section's stored result as its kind's server side scores it (with server-only detail, e.g. the Big Five's target). */
export type ServerSectionSummary<K extends SectionKind> = ReturnType<ServerSections[K]['score']>;
/** A section's setup and company answers as its kind's server side stores them. */
export type StoredCompanySection<K extends SectionKind> = ReturnType<ServerSections[K]['save']>;

export type SetupState = 'setup_required' | 'resume_setup' | 'completed';

/** spec part 1 §4: setup required (nothing saved), resume setup (saved, not complete), completed. */
export async function setupState(kind: SectionKind, setup: unknown, company: unknown): Promise<SetupState> {
  if ((await serverSection(kind)).ready(setup, company)) return 'completed';
  return setup === undefined && company === undefined ? 'setup_required' : 'resume_setup';
}

export async function saveCompanySection<K extends SectionKind>(
  kind: K,
  setup: unknown,
  company: unknown,
): Promise<StoredCompanySection<K>> {
  const section = await serverSection(kind);
  // The setup and the company answers come from the request body (save-template-section).
  return requestInput(() => section.save({ setup, company }) as StoredCompanySection<K>);
}

/** A respondent's answers to a section, checked against what that section asked. */
export async function parseRespondentAnswers(kind: SectionKind, setup: unknown, answers: unknown): Promise<unknown> {
  if (answers === undefined) throw new DomainError('VALIDATION_FAILED');
  const section = await serverSection(kind);
  return requestInput(() => section.respondentAnswers(setup).parse(answers));
}

/** Built once: every autosave parses its list of changed items. */
const CHANGED_ITEMS = {
  1: z.array(z.array(z.string()).check(z.length(1))),
  2: z.array(z.array(z.string()).check(z.length(2))),
};

/** The items a save says it changed, each named at its section's depth ([question] or [part, question]). */
export function parseChangedItems(kind: SectionKind, changed: readonly ItemPath[] | undefined): ItemPath[] | undefined {
  if (changed === undefined) return undefined;
  return requestInput(() => CHANGED_ITEMS[answerItemDepth(kind)].parse(changed));
}

export async function scoreSectionOf<K extends SectionKind>(
  kind: K,
  setup: unknown,
  company: unknown,
  respondent: unknown,
): Promise<ServerSectionSummary<K>> {
  return (await serverSection(kind)).score(setup, company, respondent) as ServerSectionSummary<K>;
}
