import { defineHandler } from '../../http/handler-factory';
import { sectionsOf } from '../../assessments';
import { parseChangedItems, parseRespondentAnswers } from '../../sections';
import { bySection } from '@shared/sections/by-section';
import { assertAnswerable, updateRespondent, withSectionAnswers } from '../answers-store';
import { brandingOf } from '../../teams';
import {
  closeSection,
  loadRespondentByToken,
  loadAssessmentOf,
  respondentSetup,
  statesOf,
  withinTime,
  timingFor,
} from '../repo';
import { respondentLanguage, respondentTestView } from '../test-view';
import { sweepForSections } from '../sweep-due';

/**
 * Close a section with its final answers and the time spent (capped at the allowance). Idempotent.
 * Answers sent after the time ran out are not taken; the autosaved ones stand and the section closes,
 * so the respondent can move on (spec part 1 §4).
 */
export const completeSection = defineHandler('completeSection', async ({ actor, params, body, locale, now }) => {
  const respondent = await loadRespondentByToken(actor.token);
  const assessment = await loadAssessmentOf(respondent);
  const answers =
    body.answers === undefined
      ? undefined
      : await parseRespondentAnswers(
          params.section,
          respondentSetup(bySection(assessment.setup)[params.section], statesOf(respondent)[params.section]),
          body.answers,
        );
  const changed = parseChangedItems(params.section, body.changed);
  const at = now.toISOString();
  const updated = await updateRespondent(
    respondent,
    (c) => {
      const state = assertAnswerable(c, params.section, sectionsOf(assessment));
      if (state.status === 'completed') return null;
      const timing = timingFor(assessment, c);
      const take = answers !== undefined && withinTime(params.section, timing, state, now);
      const states = { ...statesOf(c), [params.section]: closeSection(params.section, timing, state, now) };
      return {
        answers: take ? withSectionAnswers(c, params.section, answers, changed) : c.answers,
        section_states: states,
        last_accessed_at: at,
        ...sweepForSections(states, timing),
      };
    },
    now,
  );
  const language = respondentLanguage(updated, locale);
  return respondentTestView(updated, assessment, await brandingOf(assessment), language, now);
});
