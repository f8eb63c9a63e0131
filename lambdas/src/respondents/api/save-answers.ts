import { defineHandler } from '../../http/handler-factory';
import { parseChangedItems, parseRespondentAnswers } from '../../sections';
import { bySection } from '@shared/sections/by-section';
import { saveSectionAnswers } from '../answers-store';
import {
  loadAssessmentForAutosave,
  loadRespondentByToken,
  loadRespondentFromIndex,
  respondentSetup,
  statesOf,
} from '../repo';
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
  // Checked against the items this respondent was served (their draw from the logic test's pool, written with the
  // section's start). An index copy that lags behind the start does not know the draw: the record is read then.
  const state =
    statesOf(read.item)[params.section] ?? statesOf(await loadRespondentByToken(actor.token, now))[params.section];
  const answers = await parseRespondentAnswers(
    params.section,
    respondentSetup(bySection(assessment.setup)[params.section], state),
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
