import { ZLocale } from '@shared/i18n/locale-schema';
import { defineHandler } from '../../http/handler-factory';
import { brandingOf } from '../../teams';
import { openTest } from '../taking-test';
import { respondentTestView } from '../test-view';

/** Opening the test link (spec part 1 §4): the test in the respondent's language, opened once (taking-test.ts). */
export const getRespondentTest = defineHandler('getRespondentTest', async ({ actor, query, now }) => {
  const { candidate, template } = await openTest({ token: actor.token, now });
  const locale = ZLocale.catch('en').parse(query.lang ?? candidate.lang);
  return respondentTestView(candidate, template, await brandingOf(template), locale, now, query.item_lang);
});
