import { defineHandler } from '../../http/handler-factory';
import { parseChangedItems, parseRespondentAnswers } from '../../sections';
import { bySection } from '@shared/sections/by-section';
import { saveSectionAnswers } from '../answers-store';
import { loadRespondentFromIndex, loadAssessmentForAutosave } from '../repo';
import { networkKeyOf } from '../integrity';

/**
 * Autosave of a section's answers. Saving the same answers again changes nothing a user sees. Only the items the
 * device changed are taken: the same link open in two tabs or on two devices keeps the answers of both.
 * After the section's time (plus a short grace) the save is refused with 'No time remaining.'.
 */
export const saveAnswers = defineHandler('saveAnswers', async ({ actor, params, body, now, sourceIp }) => {
  // Two DynamoDB calls on the usual path: the record through the token index and the guarded write.
  const read = await loadRespondentFromIndex(actor.token, params.section, now);
  const assessment = await loadAssessmentForAutosave(read.item);
  const answers = await parseRespondentAnswers(
    params.section,
    bySection(assessment.setup)[params.section],
    body.answers,
  );
  const changed = parseChangedItems(params.section, body.changed);
  // Merged per item inside the guarded write: a save that landed meanwhile fails the guard and is merged again. The
  // integrity signals (docs/integrity.md) go in the same write, so they cost no call of their own.
  await saveSectionAnswers({
    read,
    section: params.section,
    template: assessment,
    answers,
    changed,
    now,
    signals: body.signals,
    deviceId: body.device_id,
    networkKey: networkKeyOf(read.item.form_id, sourceIp),
  });
  return { ok: true as const };
});
