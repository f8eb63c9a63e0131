import type { SectionKind } from '../sections/kinds';

/**
 * Seconds each section allows before extra time (spec part 2 §9.5). The spec also states display
 * minutes that disagree for values_and_traits (10) and oaic_archetypes (about 5); the allowance
 * in seconds is what the timer enforces, so it is the number kept here.
 */
export const SECTION_ALLOWANCE_SECONDS: Readonly<Record<SectionKind, number>> = {
  values_and_traits: 300,
  oaic_archetypes: 600,
  human_skills: 600,
  acceptable_behaviors: 300,
  work_style_identifier: 300,
  logic_test: 600,
  custom_survey: 600,
  big5: 600,
};

/** Minutes stated on intro screens (spec part 2 §9.5, the display column). */
export const SECTION_STATED_MINUTES: Readonly<Record<SectionKind, number>> = {
  values_and_traits: 10,
  oaic_archetypes: 10,
  human_skills: 10,
  acceptable_behaviors: 5,
  work_style_identifier: 5,
  logic_test: 10,
  custom_survey: 10,
  big5: 10,
};

/** The generic total timer gives this many minutes per section. */
export const GENERIC_MINUTES_PER_SECTION = 5;

/** Allowance plus the template's extra_time (minutes) × 60 (spec part 2 §9.5). */
export function sectionAllowanceSeconds(kind: SectionKind, extraTimeMinutes = 0): number {
  const extra = Number.isFinite(extraTimeMinutes) && extraTimeMinutes > 0 ? extraTimeMinutes : 0;
  return SECTION_ALLOWANCE_SECONDS[kind] + Math.round(extra * 60);
}

/** Time spent = allowance − remaining, never below 0 nor above the allowance. */
export function sectionTimeSpentSeconds(allowanceSeconds: number, remainingSeconds: number): number {
  const remaining = Math.min(Math.max(remainingSeconds, 0), allowanceSeconds);
  return allowanceSeconds - remaining;
}

export function genericTotalTimerSeconds(sectionCount: number): number {
  return GENERIC_MINUTES_PER_SECTION * 60 * Math.max(0, Math.floor(sectionCount));
}
