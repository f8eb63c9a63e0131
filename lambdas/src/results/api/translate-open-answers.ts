import { defineHandler } from '../../http/handler-factory';
import { translateOpenAnswers as translate } from '../answer-translation';

/**
 * Translate a respondent's open answers into the caller's interface language (issue 27 §1): exactly who may see the
 * result may ask; stored, so asking again answers from the store and charges nothing.
 */
export const translateOpenAnswers = defineHandler('translateOpenAnswers', ({ user, params, locale, now, sourceIp }) =>
  translate({ user, params, locale, now, sourceIp }),
);
