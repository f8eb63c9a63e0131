import { sectionsOf } from '../assessments';
import { aiProvider, type AiProvider } from '../adapters/ai';
import { scoreRespondent } from '../results';
import { scoreWrittenAnswers } from '../results';
import { isConditionFailure } from '../common/conditional';
import { announceRespondentEvents, autoSendResults, completeRespondent, sweepForSummaries } from '../results';
import {
  closeSection,
  closedSections,
  statesOf,
  timingFor,
  type RespondentItem,
  type StoredSectionStates,
} from './repo';
import { dueAt, NOT_DUE, sweepForSections } from './sweep-due';
import { findRespondent } from './respondent-store';
import { dueRespondentKeys, findAssessmentConsistently, patchRespondent, patchScored } from './sweep-store';
import type { AssessmentItem } from '../assessments';
import type { SectionKind } from '@shared/sections/kinds';
import { cancelReminders } from './reminders';

export interface SweepReport {
  seen: number;
  sectionsClosed: number;
  testsCompleted: number;
  scored: number;
  failedScoring: number;
  recomputed: number;
}

/** Records handled per run; the next run (a minute later on AWS) takes the rest. */
export const SWEEP_BATCH = 25;

/**
 * The server's own rounds over respondents whose work is due (docs/architecture.md "Work nobody is watching"):
 * a running section whose time is up is closed by its timer and scored with what was saved; a test whose every
 * section is closed is completed; written answers are scored by the AI. Each write is conditional on the record
 * being as read, so a respondent acting at the same moment wins and the sweep looks again next round.
 */
export async function runSweep(now: Date, provider: () => AiProvider = () => aiProvider()): Promise<SweepReport> {
  const report: SweepReport = {
    seen: 0,
    sectionsClosed: 0,
    testsCompleted: 0,
    scored: 0,
    failedScoring: 0,
    recomputed: 0,
  };
  const data = await dueRespondentKeys(now, SWEEP_BATCH);
  for (const keys of data) {
    report.seen++;
    const respondent = await findRespondent(keys.form_id, keys.emailKey);
    if (!respondent) continue;
    const assessment = await findAssessmentConsistently(respondent.form_id);
    try {
      if (!assessment || respondent.deleted || assessment.deleted) await patchRespondent(respondent, NOT_DUE);
      else if (respondent.status === 'IN_PROGRESS') await closeExpired(respondent, assessment, now, report);
      else if (respondent.status === 'RECOMPUTE') await recompute(respondent, assessment, now, report);
      else if (
        respondent.status === 'COMPLETED' &&
        (respondent.summaries as Record<string, { status?: string }> | undefined)?.human_skills?.status !== 'scored'
      )
        await scoreWritten(respondent, assessment, now, provider(), report);
      else await patchRespondent(respondent, NOT_DUE);
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
  return report;
}

async function closeExpired(respondent: RespondentItem, assessment: AssessmentItem, now: Date, report: SweepReport) {
  const states = statesOf(respondent);
  const closed: StoredSectionStates = { ...states };
  let changed = 0;
  for (const [kind, state] of Object.entries(states) as [
    SectionKind,
    NonNullable<StoredSectionStates[SectionKind]>,
  ][]) {
    const after = closeSection(kind, timingFor(assessment, respondent), state, now);
    // Only sections whose time is up: closeSection marks those timed out.
    if (state.status === 'in_progress' && after.timed_out) {
      closed[kind] = after;
      changed++;
    }
  }
  report.sectionsClosed += changed;
  const allClosed = sectionsOf(assessment).every((k) => closed[k]?.status === 'completed');
  if (allClosed) {
    const completing = { ...respondent, section_states: closed };
    const sectionStates = closedSections(completing, assessment, now);
    if ((await completeRespondent({ candidate: completing, template: assessment, sectionStates, now })) === 'written') {
      report.testsCompleted++;
      await autoSendResults(respondent, assessment, now);
      if (respondent.reply_to) await cancelReminders(respondent);
    }
    return;
  }
  // Sections still to take: the respondent may come back. What closed is scored so far, so the employer sees it.
  const summaries = await scoreRespondent(assessment, { ...respondent, section_states: closed });
  await patchRespondent(respondent, {
    section_states: closed,
    summaries,
    ...sweepForSections(closed, timingFor(assessment, respondent)),
  });
}

/**
 * The company changed its answers on a published assessment (Edit): the respondent is scored again against
 * them (spec part 1 §4 RECOMPUTE) and is COMPLETED again. Written answers already scored by the AI keep their
 * scores: they do not depend on the company's answers.
 */
async function recompute(respondent: RespondentItem, assessment: AssessmentItem, now: Date, report: SweepReport) {
  const before = (respondent.summaries ?? {}) as Record<string, { status?: string } | undefined>;
  const summaries = await scoreRespondent(
    assessment,
    respondent,
    before.human_skills?.status === 'scored' ? { human_skills: before.human_skills } : {},
  );
  await patchScored(respondent, summaries, {
    status: 'COMPLETED',
    summaries,
    ...(summaries.overall === null ? {} : { score: summaries.overall }),
    ...sweepForSummaries(summaries, now),
  });
  report.recomputed++;
}

async function scoreWritten(
  respondent: RespondentItem,
  assessment: AssessmentItem,
  now: Date,
  provider: AiProvider,
  report: SweepReport,
) {
  const outcome = await scoreWrittenAnswers(respondent, assessment, provider, now);
  if (outcome.retryAt) report.failedScoring++;
  else report.scored++;
  await patchScored(respondent, outcome.summaries, {
    summaries: outcome.summaries,
    ...(outcome.score === null ? {} : { score: outcome.score }),
    ...(outcome.retryAt ? dueAt(outcome.retryAt) : NOT_DUE),
  });
  // The written answers are scored: the result is final (docs/webhooks.md "When events are sent").
  if (!outcome.retryAt && !respondent.credit_held)
    await announceRespondentEvents(['respondent.scored'], respondent, assessment, now);
}
