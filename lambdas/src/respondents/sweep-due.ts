import { LATE_SAVE_GRACE_SECONDS, sectionAllowanceSeconds } from '@shared/constants';
import type { SectionKind } from '@shared/sections/kinds';
import type { AssessmentItem } from '../assessments';
import { dueAt, NOT_DUE, type SweepFields, type StoredSectionStates } from '../db/entities/candidate';

export { dueAt, NOT_DUE, type SweepFields } from '../db/entities/candidate';

/**
 * When the server must next look at a respondent: the moment the earliest running section's time (plus the
 * late-save grace) runs out, so a section nobody finishes is still closed and scored. Null when nothing runs.
 */
export function sectionDeadline(
  states: StoredSectionStates,
  assessment: Pick<AssessmentItem, 'extra_time'>,
): Date | null {
  let earliest: number | null = null;
  for (const [kind, state] of Object.entries(states)) {
    if (!state || state.status !== 'in_progress') continue;
    const end =
      Date.parse(state.started_at) +
      (sectionAllowanceSeconds(kind as SectionKind, assessment.extra_time ?? 0) + LATE_SAVE_GRACE_SECONDS) * 1000;
    if (earliest === null || end < earliest) earliest = end;
  }
  return earliest === null ? null : new Date(earliest);
}

/** Sweep fields for a record whose sections are as given. */
export function sweepForSections(
  states: StoredSectionStates,
  assessment: Pick<AssessmentItem, 'extra_time'>,
): SweepFields {
  const deadline = sectionDeadline(states, assessment);
  return deadline ? dueAt(deadline) : NOT_DUE;
}
