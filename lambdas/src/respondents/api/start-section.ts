import { DomainError } from '@shared/errors';
import { defineHandler } from '../../http/handler-factory';
import { db } from '../../db/service';
import { sectionsOf } from '../../assessments';
import { updateCandidate } from '../answers-store';
import { brandingOf } from '../../teams';
import { loadCandidateByToken, loadTemplateOf, statesOf, type StoredSectionStates } from '../repo';
import { respondentTestView } from '../test-view';
import { sweepForSections } from '../sweep-due';

/**
 * Start a timed section. The first start moves TODO to IN_PROGRESS (spec part 1 §4). Starting a section
 * that is already running keeps its original start time, so a double click or a refresh never adds time.
 */
export const startSection = defineHandler('startSection', async ({ actor, params, locale, now }) => {
  const candidate = await loadCandidateByToken(actor.token);
  const template = await loadTemplateOf(candidate);
  if (!sectionsOf(template).includes(params.section)) throw new DomainError('DATA_NOT_FOUND');
  const at = now.toISOString();
  const fresh = await updateCandidate(
    candidate,
    (c) => {
      // A section starts only while the test is open: TODO moves to IN_PROGRESS, IN_PROGRESS stays.
      if (c.status !== 'TODO' && c.status !== 'IN_PROGRESS')
        throw new DomainError('INVALID_STATUS_TRANSITION', { from: c.status, to: 'start' });
      const states = statesOf(c);
      if (states[params.section]) return null;
      const next: StoredSectionStates = { ...states, [params.section]: { status: 'in_progress', started_at: at } };
      // The server looks again when this section's time runs out, whether or not the respondent comes back.
      return {
        section_states: next,
        status: 'IN_PROGRESS',
        is_started_test: true,
        started_test_at: c.started_test_at ?? at,
        last_accessed_at: at,
        ...sweepForSections(next, template),
      };
    },
    now,
  );
  await db().entities.template.patch({ id: template.id }).set({ last_activity_at: at }).go();
  // The section's questions come in the language the respondent is reading now.
  return respondentTestView(fresh, template, await brandingOf(template), locale, now);
});
