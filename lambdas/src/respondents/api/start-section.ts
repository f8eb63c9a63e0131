import { defineHandler } from '../../http/handler-factory';
import { brandingOf } from '../../teams';
import { startTestSection } from '../taking-test';
import { respondentLanguage, respondentTestView } from '../test-view';

/** Start a timed section (spec part 1 §4, taking-test.ts); the test comes back with the section running. */
export const startSection = defineHandler('startSection', async ({ actor, params, locale, now }) => {
  const { candidate, template } = await startTestSection({ token: actor.token, section: params.section, now });
  // The section's questions come in the language the respondent is reading now (or chose beyond en, th and es).
  const language = respondentLanguage(candidate, locale);
  return respondentTestView(candidate, template, await brandingOf(template), language, now);
});
