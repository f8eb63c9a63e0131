import { DomainError } from '@shared/errors';
import type { Demographics } from '@shared/results/fair-use';
import { markTestOpened } from '@shared/assessments/assessment';
import { nextRespondentStatus } from '@shared/respondents/status';
import type { SectionKind } from '@shared/sections/kinds';
import { offeredLocales, type RespondentLocale } from '@shared/i18n/respondent-locale';
import { RACE_LOST, isConditionFailure, nextUpdatedAt, retryOnRace } from '../common/conditional';
import { newOrderSeed } from '@shared/respondents/item-order';
import { shouldSaveSharedQuestions } from '@shared/respondents/shared-questions';
import { sectionsOf, type AssessmentItem } from '../assessments';
import { logicDrawFor } from '@shared/sections/logic-test/draw';
import { randomString } from '@shared/ids/random';
import { updateRespondent } from './answers-store';
import {
  loadRespondentByToken,
  loadAssessmentOf,
  statesOf,
  timingFor,
  type RespondentItem,
  type StoredSectionStates,
} from './repo';
import { markAssessmentStarted, touchAssessment, writeDemographics, writeOpened } from './respondent-store';
import { sweepForSections } from './sweep-due';

/**
 * Opening the test link (spec part 1 §4): INVITED becomes TODO and the template counts as started.
 * The move is conditional on the status, so two tabs opening at once move it once.
 */
export async function openTest({
  token,
  now,
  language,
}: {
  token: string;
  now: Date;
  /** The respondent language the page asks for: kept on the respondent when the link offers it. */
  language?: RespondentLocale | undefined;
}): Promise<{ candidate: RespondentItem; template: AssessmentItem }> {
  let respondent = await loadRespondentByToken(token, now);
  const assessment = await loadAssessmentOf(respondent);
  const at = now.toISOString();
  const status = nextRespondentStatus(respondent.status, 'open') ?? respondent.status;
  const keep = language && offeredLocales(assessment.languages_required).includes(language) ? language : undefined;
  try {
    const data = await writeOpened(respondent, status, at, keep);
    respondent = { ...respondent, ...data };
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
    respondent = await loadRespondentByToken(token, now);
  }
  const started = markTestOpened({ is_started_test: assessment.is_started_test ?? false }, respondent.status, now);
  if (started) await markAssessmentStarted(assessment.id, started);
  return { candidate: respondent, template: assessment };
}

/**
 * Start a timed section. The first start moves TODO to IN_PROGRESS (spec part 1 §4). Starting a section
 * that is already running keeps its original start time, so a double click or a refresh never adds time.
 */
export async function startTestSection({
  token,
  section,
  now,
}: {
  token: string;
  section: SectionKind;
  now: Date;
}): Promise<{ candidate: RespondentItem; template: AssessmentItem }> {
  const respondent = await loadRespondentByToken(token, now);
  const assessment = await loadAssessmentOf(respondent);
  if (!sectionsOf(assessment).includes(section)) throw new DomainError('DATA_NOT_FOUND');
  const at = now.toISOString();
  const fresh = await updateRespondent(
    respondent,
    (c) => {
      // A section starts only while the test is open: TODO moves to IN_PROGRESS, IN_PROGRESS stays.
      if (c.status !== 'TODO' && c.status !== 'IN_PROGRESS')
        throw new DomainError('INVALID_STATUS_TRANSITION', { from: c.status, to: 'start' });
      const states = statesOf(c);
      if (states[section]) return null;
      // The logic test's items are drawn from its pool now, once: written with the start, so a retry or a second tab
      // (which finds the section started) never draws again (docs/sections.md "The logic test's pool").
      const items = section === 'logic_test' ? logicDrawFor({ seed: randomString() }) : undefined;
      const next: StoredSectionStates = {
        ...states,
        [section]: { status: 'in_progress', started_at: at, ...(items ? { items } : {}) },
      };
      // The server looks again when this section's time runs out, whether or not the respondent comes back.
      return {
        section_states: next,
        status: 'IN_PROGRESS',
        is_started_test: true,
        started_test_at: c.started_test_at ?? at,
        // Once, at the test's first start: the write is guarded by the record as read, so a retry or a second tab
        // starting at the same moment re-reads the seed the first one wrote and keeps it.
        ...(!c.started_test_at && !c.order_seed && assessment.random_item_order ? { order_seed: newOrderSeed() } : {}),
        last_accessed_at: at,
        ...sweepForSections(next, timingFor(assessment, c)),
      };
    },
    now,
  );
  await touchAssessment(assessment.id, at);
  // The first start of an invited candidate: a reminder to finish, should they not (respondents/reminders.ts). Imported
  // here, once per process, so opening a test does not load the reminders' mail and credits code (docs/cold-start.md).
  if (!respondent.started_test_at && fresh.started_test_at === at && fresh.reply_to) {
    const { scheduleUnfinishedReminder } = await import('./reminders');
    await scheduleUnfinishedReminder(fresh, now);
  }
  return { candidate: fresh, template: assessment };
}

/**
 * Fair use: a finished respondent's voluntary equal-opportunity answers, where the assessment asks them. They
 * are stored apart from the answers and change only the adverse-impact counters, in the same transaction
 * (conditional on the record as read), so answering twice or changing an answer counts once.
 */
export function saveDemographicAnswers({
  token,
  demographics,
  now,
}: {
  token: string;
  demographics: Demographics;
  now: Date;
}): Promise<{ ok: true }> {
  return retryOnRace(async () => {
    const c = await loadRespondentByToken(token);
    const assessment = await loadAssessmentOf(c);
    if (!assessment.ask_demographics) throw new DomainError('FORBIDDEN');
    if (c.status !== 'COMPLETED' && c.status !== 'RECOMPUTE')
      throw new DomainError('INVALID_STATUS_TRANSITION', { from: c.status, to: 'demographics' });
    // The same answers again (a retry, a second tab) write nothing (spec part 1 §5, shared questions).
    if (!shouldSaveSharedQuestions(c.demographics ?? null, demographics)) return { ok: true as const };
    const outcome = await writeDemographics(c, demographics, nextUpdatedAt(c.updated_at, now));
    return outcome === 'written' ? { ok: true as const } : RACE_LOST;
  });
}
