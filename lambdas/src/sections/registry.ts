import { DomainError } from '@shared/errors';
import { answerItemDepth, type ItemPath } from '@shared/sections/answer-items';
import * as z from 'zod';
import type { SectionKind } from '@shared/sections/kinds';
import { byKind } from '@shared/sections/module';
import { acceptableBehaviors } from './acceptable-behaviors';
import { big5 } from './big5';
import { customSurvey } from './custom-survey';
import { humanSkills } from './human-skills';
import { logicTest } from './logic-test';
import { oaicArchetypes } from './oaic-archetypes';
import { valuesAndTraits } from './values-and-traits';
import { workStyle } from './work-style-identifier';
import { requestInput } from '../http/request-input';

export type { SectionSummary, ServerSection } from './server-section';

/**
 * The server side of every section kind (the counterpart of shared SECTION_REGISTRY): one import per kind, each
 * entry keeping its own types. A list without a kind fails to compile.
 */
export const SERVER_SECTIONS = byKind([
  valuesAndTraits,
  oaicArchetypes,
  acceptableBehaviors,
  workStyle,
  logicTest,
  customSurvey,
  humanSkills,
  big5,
]);
type ServerSections = typeof SERVER_SECTIONS;

/** A section's stored result as its kind's server side scores it (with server-only detail, e.g. the Big Five's target). */
export type ServerSectionSummary<K extends SectionKind> = ReturnType<ServerSections[K]['score']>;
/** A section's setup and company answers as its kind's server side stores them. */
export type StoredCompanySection<K extends SectionKind> = ReturnType<ServerSections[K]['save']>;

export type SetupState = 'setup_required' | 'resume_setup' | 'completed';

/** spec part 1 §4: setup required (nothing saved), resume setup (saved, not complete), completed. */
export function setupState(kind: SectionKind, setup: unknown, company: unknown): SetupState {
  if (SERVER_SECTIONS[kind].ready(setup, company)) return 'completed';
  return setup === undefined && company === undefined ? 'setup_required' : 'resume_setup';
}

export function saveCompanySection<K extends SectionKind>(kind: K, setup: unknown, company: unknown) {
  // The setup and the company answers come from the request body (save-template-section).
  return requestInput(() => SERVER_SECTIONS[kind].save({ setup, company }) as StoredCompanySection<K>);
}

/** A respondent's answers to a section, checked against what that section asked. */
export function parseRespondentAnswers(kind: SectionKind, setup: unknown, answers: unknown): unknown {
  if (answers === undefined) throw new DomainError('VALIDATION_FAILED');
  return requestInput(() => SERVER_SECTIONS[kind].respondentAnswers(setup).parse(answers));
}

/** Built once: every autosave parses its list of changed items. */
const CHANGED_ITEMS = { 1: z.array(z.array(z.string()).length(1)), 2: z.array(z.array(z.string()).length(2)) };

/** The items a save says it changed, each named at its section's depth ([question] or [part, question]). */
export function parseChangedItems(kind: SectionKind, changed: readonly ItemPath[] | undefined): ItemPath[] | undefined {
  if (changed === undefined) return undefined;
  return requestInput(() => CHANGED_ITEMS[answerItemDepth(kind)].parse(changed));
}

export function scoreSectionOf<K extends SectionKind>(
  kind: K,
  setup: unknown,
  company: unknown,
  candidate: unknown,
): ServerSectionSummary<K> {
  return SERVER_SECTIONS[kind].score(setup, company, candidate) as ServerSectionSummary<K>;
}
