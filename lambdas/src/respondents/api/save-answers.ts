import { defineHandler } from '../../http/handler-factory';
import { parseChangedItems, parseRespondentAnswers } from '../../sections';
import { bySection } from '@shared/sections/by-section';
import { saveSectionAnswers } from '../answers-store';
import { loadRespondentFromIndex, loadAssessmentForAutosave } from '../repo';

/**
 * Autosave of a section's answers. Saving the same answers again changes nothing a user sees. Only the items the
 * device changed are taken: the same link open in two tabs or on two devices keeps the answers of both.
 * After the section's time (plus a short grace) the save is refused with 'No time remaining.'.
 */
export const saveAnswers = defineHandler('saveAnswers', async ({ actor, params, body, now }) => {
  // Two DynamoDB calls on the usual path: the record through the token index and the guarded write.
  const read = await loadRespondentFromIndex(actor.token, params.section, now);
  const assessment = await loadAssessmentForAutosave(read.item);
  const answers = await parseRespondentAnswers(
    params.section,
    bySection(assessment.setup)[params.section],
    body.answers,
  );
  const changed = parseChangedItems(params.section, body.changed);
  // Merged per item inside the guarded write: a save that landed meanwhile fails the guard and is merged again.
  await saveSectionAnswers({ read, section: params.section, template: assessment, answers, changed, now });
  return { ok: true as const };
});
