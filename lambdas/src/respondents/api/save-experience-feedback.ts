import { defineHandler } from '../../http/handler-factory';
import { saveExperienceFeedback as save } from '../experience-feedback';

/** The thank-you page's optional question about the test (experience-feedback.ts). */
export const saveExperienceFeedback = defineHandler('saveExperienceFeedback', async ({ actor, body, sourceIp, now }) =>
  save({ token: actor.token, feedback: body, sourceIp, now }),
);
