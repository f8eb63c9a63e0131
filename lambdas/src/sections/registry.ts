import { DomainError } from '@shared/errors';
import { answerItemDepth, type ItemPath } from '@shared/sections/answer-items';
import * as z from 'zod';
import type { SectionKind } from '@shared/sections/kinds';
import { acceptableBehaviors } from './kinds/acceptable-behaviors';
import { big5 } from './kinds/big5';
import { customSurvey } from './kinds/custom-survey';
import { humanSkills } from './kinds/human-skills';
import { logicTest } from './kinds/logic-test';
import { oaicArchetypes } from './kinds/oaic-archetypes';
import { valuesAndTraits } from './kinds/values-and-traits';
import { workStyle } from './kinds/work-style';
import type { SectionSummary, ServerSection } from './server-section';
import { requestInput } from '../http/request-input';

export type { SectionSummary, ServerSection } from './server-section';

/** The server side of every section kind (the counterpart of shared SECTION_REGISTRY). */
export const SERVER_SECTIONS: Readonly<Record<SectionKind, ServerSection>> = {
  values_and_traits: valuesAndTraits,
  oaic_archetypes: oaicArchetypes,
  acceptable_behaviors: acceptableBehaviors,
  work_style_identifier: workStyle,
  logic_test: logicTest,
  custom_survey: customSurvey,
  human_skills: humanSkills,
  big5,
};

export type SetupState = 'setup_required' | 'resume_setup' | 'completed';

/** spec part 1 §4: setup required (nothing saved), resume setup (saved, not complete), completed. */
export function setupState(kind: SectionKind, setup: unknown, company: unknown): SetupState {
  if (SERVER_SECTIONS[kind].ready(setup, company)) return 'completed';
  return setup === undefined && company === undefined ? 'setup_required' : 'resume_setup';
}

export function saveCompanySection(kind: SectionKind, setup: unknown, company: unknown) {
  // The setup and company answers come from the request body (save-template-section).
  return requestInput(() => SERVER_SECTIONS[kind].save({ setup, company }));
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

export function scoreSectionOf(
  kind: SectionKind,
  setup: unknown,
  company: unknown,
  candidate: unknown,
): SectionSummary {
  return SERVER_SECTIONS[kind].score(setup, company, candidate);
}
