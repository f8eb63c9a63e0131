import { describe, expect, it } from 'vitest';
import { collectTexts, findStaleTranslations } from '../content-pack';
import { CUSTOM_SURVEY_PACK, surveyQuestionFromTemplate } from './content';
import { ZSurveyQuestion } from './schema';

const pack = CUSTOM_SURVEY_PACK;

describe('custom survey starter templates', () => {
  it('offers open-ended, multiple-choice and multiple-select templates with unique ids', () => {
    expect(new Set(pack.templates.map((tpl) => tpl.type))).toEqual(
      new Set(['open-ended', 'multiple-choice', 'multiple-select']),
    );
    expect(new Set(pack.templates.map((tpl) => tpl.id)).size).toBe(pack.templates.length);
  });

  it('every template becomes a valid survey question in each locale', () => {
    for (const locale of ['en', 'th', 'es'] as const) {
      for (const tpl of pack.templates)
        expect(ZSurveyQuestion.safeParse(surveyQuestionFromTemplate(tpl.id, locale)).success).toBe(true);
    }
    expect(surveyQuestionFromTemplate('tpl_motivation', 'es')?.headline).toBe('¿Qué te atrajo de este puesto?');
    expect(surveyQuestionFromTemplate('nope', 'en')).toBeUndefined();
  });

  it('every text exists in en, th and es and none is stale', () => {
    const texts = collectTexts(pack);
    // The loop below proves nothing on an empty list: the pack's texts are all found (count at the time of writing).
    expect(texts.length).toBeGreaterThanOrEqual(26);
    for (const { path, text } of texts) {
      for (const locale of ['en', 'th', 'es'] as const) expect(text[locale]?.trim(), `${path} ${locale}`).toBeTruthy();
    }
    expect(findStaleTranslations(pack)).toEqual([]);
  });
});
