import { ZRespondentLocale } from '@shared/i18n/locale-schema';
import { defineHandler } from '../../http/handler-factory';
import { brandingOf } from '../../teams';
import { openTest } from '../taking-test';
import { respondentLanguage, respondentTestView } from '../test-view';

/**
 * Opening the test link (spec part 1 §4): the test in the respondent's language, opened once (taking-test.ts). A
 * language asked for (`lang`, any respondent language) is the one shown; when the link offers it, it is also kept on
 * the respondent for the rest of the test and its e-mails.
 */
export const getRespondentTest = defineHandler('getRespondentTest', async ({ actor, query, locale, now }) => {
  const asked = ZRespondentLocale.safeParse(query.lang);
  const { candidate, template } = await openTest({
    token: actor.token,
    now,
    language: asked.success ? asked.data : undefined,
  });
  const language = asked.success ? asked.data : respondentLanguage(candidate, locale);
  return respondentTestView(candidate, template, await brandingOf(template), language, now, query.item_lang);
});
