import { lazy, type ComponentType } from 'react';
import type { SectionContent } from '@shared/routes';
import { SECTION_KINDS, type SectionKind } from '@shared/sections/kinds';
import { SECTION_ALLOWANCE_SECONDS } from '@shared/constants';
import { countUnanswered } from './common/answer-maps';
import { logicUnanswered } from './logic-test/answers';
import { incompleteGroups, readProfile } from './oaic-archetypes/profile';
import { readVtAnswers } from './values-and-traits/answers';
import type { SectionScreens } from './types';

/** A lazily loaded screen that can also be fetched ahead of time (the answer screen, before the timer starts). */
function screen<P>(load: () => Promise<{ default: ComponentType<P> }>) {
  return Object.assign(lazy(load), { preload: load });
}

const ids = (content: SectionContent, group: string) => (content.groups[group] ?? []).map((i) => i.id);
const asRecord = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' ? (v as Record<string, unknown>) : {};

/**
 * Every section kind's screens, in one place: setup (the company), answer (the respondent) and result (the
 * employer). Screens are separate chunks, loaded when a section is first shown, so a respondent downloads only
 * the screens of the sections they take. A kind missing here fails to compile.
 */
export const SECTION_SCREENS: Readonly<Record<SectionKind, SectionScreens>> = {
  values_and_traits: {
    Setup: lazy(() => import('./values-and-traits/setup')),
    Answer: screen(() => import('./values-and-traits/answer')),
    Result: lazy(() => import('./values-and-traits/result')),
    unanswered: (content, answers) => {
      const a = readVtAnswers(answers);
      return (
        countUnanswered(ids(content, 'values'), a.defining_your_values) +
        countUnanswered(ids(content, 'traits'), a.identifying_key_traits)
      );
    },
  },
  oaic_archetypes: {
    Setup: lazy(() => import('./oaic-archetypes/setup')),
    Answer: screen(() => import('./oaic-archetypes/answer')),
    Result: lazy(() => import('./oaic-archetypes/result')),
    unanswered: (_content, answers) => incompleteGroups(readProfile(answers)).length,
  },
  acceptable_behaviors: {
    Setup: lazy(() => import('./acceptable-behaviors/setup')),
    Answer: screen(() => import('./acceptable-behaviors/answer')),
    Result: lazy(() => import('./acceptable-behaviors/result')),
    unanswered: (content, answers) => countUnanswered(ids(content, 'scenarios'), asRecord(answers)),
  },
  work_style_identifier: {
    Setup: lazy(() => import('./work-style-identifier/setup')),
    Answer: screen(() => import('./work-style-identifier/answer')),
    Result: lazy(() => import('./work-style-identifier/result')),
    unanswered: (content, answers) => countUnanswered(ids(content, 'scenarios'), asRecord(answers)),
  },
  logic_test: {
    Setup: lazy(() => import('./logic-test/setup')),
    Answer: screen(() => import('./logic-test/answer')),
    Result: lazy(() => import('./logic-test/result')),
    unanswered: logicUnanswered,
  },
  custom_survey: {
    Setup: lazy(() => import('./custom-survey/setup')),
    Answer: screen(() => import('./custom-survey/answer')),
    Result: lazy(() => import('./custom-survey/result')),
    unanswered: (content, answers) => countUnanswered(ids(content, 'questions'), asRecord(answers)),
  },
  human_skills: {
    Setup: lazy(() => import('./human-skills/setup')),
    Answer: screen(() => import('./human-skills/answer')),
    Result: lazy(() => import('./human-skills/result')),
    unanswered: (content, answers) => countUnanswered(ids(content, 'prompts'), asRecord(answers)),
  },
  big5: {
    Setup: lazy(() => import('./big5/setup')),
    Answer: screen(() => import('./big5/answer')),
    Result: lazy(() => import('./big5/result')),
    unanswered: (content, answers) => countUnanswered(ids(content, 'items'), asRecord(answers)),
  },
};

/** Minutes the timer gives a section: the allowance it enforces (spec part 2 §9.5) plus the template's extra time. */
export function sectionMinutes(kind: SectionKind, extraTimeMinutes = 0): number {
  return Math.ceil(SECTION_ALLOWANCE_SECONDS[kind] / 60) + Math.max(0, extraTimeMinutes);
}

export const SECTION_CHOICES = SECTION_KINDS.map((kind) => ({ kind, available: true, minutes: sectionMinutes(kind) }));
