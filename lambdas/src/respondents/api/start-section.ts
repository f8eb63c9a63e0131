import { DomainError } from '@shared/errors';
import { ZLocale } from '@shared/i18n/locale';
import { defineHandler } from '../../http/handler-factory';
import { db } from '../../db/service';
import { sectionsOf } from '../../assessments/repo';
import { isConditionFailure } from '../../shared/conditional';
import { brandingOf } from '../branding';
import { loadCandidateByToken, loadTemplateOf, statesOf, type StoredSectionStates } from '../repo';
import { respondentTestView } from '../test-view';

/**
 * Start a timed section. The first start moves TODO to IN_PROGRESS (spec part 1 §4). Starting a section
 * that is already running keeps its original start time, so a double click or a refresh never adds time.
 */
export const startSection = defineHandler('startSection', async ({ actor, params, now }) => {
  const candidate = await loadCandidateByToken(actor.token);
  const template = await loadTemplateOf(candidate);
  if (!sectionsOf(template).includes(params.section)) throw new DomainError('DATA_NOT_FOUND');
  if (candidate.status === 'COMPLETED' || candidate.status === 'RECOMPUTE') throw new DomainError('INVALID_STATUS_TRANSITION', { from: candidate.status, to: 'start' });
  if (candidate.status === 'INVITED') throw new DomainError('INVALID_STATUS_TRANSITION', { from: candidate.status, to: 'start' });
  const states = statesOf(candidate);
  const at = now.toISOString();
  let fresh = candidate;
  if (!states[params.section]) {
    const next: StoredSectionStates = { ...states, [params.section]: { status: 'in_progress', started_at: at } };
    try {
      const { data } = await db()
        .entities.candidate.patch({ form_id: candidate.form_id, emailKey: candidate.emailKey })
        .set({
          section_states: next,
          status: 'IN_PROGRESS',
          is_started_test: true,
          started_test_at: candidate.started_test_at ?? at,
          last_accessed_at: at,
          updated_at: at,
        })
        .where((a, op) => `${op.eq(a.updated_at, candidate.updated_at)} AND ${op.eq(a.status, candidate.status)}`)
        .go({ response: 'all_new' });
      fresh = { ...candidate, ...data };
    } catch (err) {
      if (!isConditionFailure(err)) throw err;
      fresh = await loadCandidateByToken(actor.token);
    }
  }
  await db().entities.template.patch({ id: template.id }).set({ last_activity_at: at }).go();
  const locale = ZLocale.catch('en').parse(fresh.lang);
  return respondentTestView(fresh, template, await brandingOf(template), locale, now);
});
