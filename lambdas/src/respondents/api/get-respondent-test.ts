import { ZLocale } from '@shared/i18n/locale-schema';
import { nextCandidateStatus } from '@shared/respondents/status';
import { defineHandler } from '../../http/handler-factory';
import { db } from '../../db/service';
import { isConditionFailure } from '../../common/conditional';
import { brandingOf } from '../../teams';
import { loadCandidateByToken, loadTemplateOf } from '../repo';
import { respondentTestView } from '../test-view';

/**
 * Opening the test link (spec part 1 §4): INVITED becomes TODO and the template counts as started.
 * The move is conditional on the status, so two tabs opening at once move it once.
 */
export const getRespondentTest = defineHandler('getRespondentTest', async ({ actor, query, now }) => {
  let candidate = await loadCandidateByToken(actor.token);
  const template = await loadTemplateOf(candidate);
  const at = now.toISOString();
  const status = nextCandidateStatus(candidate.status, 'open') ?? candidate.status;
  try {
    const { data } = await db()
      .entities.candidate.patch({ form_id: candidate.form_id, emailKey: candidate.emailKey })
      .set({ status, last_accessed_at: at, joined_at: candidate.joined_at ?? at, updated_at: at })
      .where((a, op) => op.eq(a.status, candidate.status))
      .go({ response: 'all_new' });
    candidate = { ...candidate, ...data };
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
    candidate = await loadCandidateByToken(actor.token);
  }
  if (candidate.status !== 'INVITED' && !template.is_started_test) {
    await db().entities.template.patch({ id: template.id }).set({ is_started_test: true, last_activity_at: at }).go();
  }
  const locale = ZLocale.catch('en').parse(query.lang ?? candidate.lang);
  return respondentTestView(candidate, template, await brandingOf(template), locale, now, query.item_lang);
});
