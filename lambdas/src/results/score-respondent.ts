import { summariseOverall, type OverallSummary, type SectionOveralls } from '@shared/results/overall';
import { sectionsOf, type AssessmentItem } from '../assessments';
import {
  dueAt,
  NOT_DUE,
  respondentSetup,
  statesOf,
  type RespondentItem,
  type SweepFields,
} from '../db/entities/candidate';
import { scoreSectionOf } from '../sections';
import { bySection } from '@shared/sections/by-section';

export type Summaries = SectionOveralls & {
  overall: number | null;
  overall_summary: OverallSummary;
};

/**
 * Summaries of a respondent against the company's answers (spec part 1 §3 Summaries), through each section's
 * server scorer and the shared overall rule (work style excluded, spec part 2 §9.4). A section the respondent
 * closed without answering is scored on what was saved: unanswered items stay unanswered. `keep` holds section
 * summaries to take as they are (written answers the AI already scored, on a recompute). Each section is scored on
 * the items the respondent was served: their draw from a pool where the section has one (the logic test).
 */
export async function scoreRespondent(
  assessment: AssessmentItem,
  respondent: RespondentItem,
  keep: Partial<Record<string, unknown>> = {},
): Promise<Summaries> {
  const setup = bySection(assessment.setup);
  const company = bySection(assessment.company_answers);
  const answers = bySection(respondent.answers);
  const states = statesOf(respondent);
  const sections: SectionOveralls & Record<string, unknown> = {};
  for (const kind of sectionsOf(assessment)) {
    sections[kind] =
      keep[kind] ??
      (await scoreSectionOf(kind, respondentSetup(setup[kind], states[kind]), company[kind], answers[kind]));
  }
  const overall_summary = summariseOverall(sections);
  return { ...sections, overall: overall_summary.overall, overall_summary };
}

/** Written answers waiting for the AI scorer make a completed record due now (the sweep scores them). */
export function sweepForSummaries(summaries: object, now: Date): SweepFields {
  const hs = (summaries as { human_skills?: { status?: unknown } }).human_skills;
  return hs?.status === 'scoring' ? dueAt(now) : NOT_DUE;
}
