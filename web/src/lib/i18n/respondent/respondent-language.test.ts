import { describe, expect, it } from 'vitest';
import { RESPONDENT_LOCALES, isInterfaceLocale } from '@shared/i18n/respondent-locale';
import { getPageLanguage, setRespondentLanguage } from '../i18n';
import { fixedT } from '../message-store';
import { getLocale } from '../locale-store';
import { respondentLanguagesWithStrings } from './load';

describe('a respondent language beyond en, th and es', () => {
  it('every one has its file; the respondent screens show in it, English for a key it lacks, the interface locale untouched', async () => {
    const beyondInterface = RESPONDENT_LOCALES.filter((l) => !isInterfaceLocale(l));
    expect([...respondentLanguagesWithStrings()].sort()).toEqual([...beyondInterface].sort());
    const interfaceLocale = getLocale();
    await setRespondentLanguage('de');
    expect(getPageLanguage()).toBe('de');
    expect(getLocale()).toBe(interfaceLocale);
    const t = fixedT('de');
    expect(t('test.register.title')).toBe('Willkommen');
    expect(t('test.sectionOf', { n: 2, total: 8 })).toBe('Abschnitt 2 von 8');
    // Not a respondent screen's key: the English.
    expect(t('common.goHome')).toBe('Go to the home page');
  });

  it('another language shows its own file; going back to en, th or es is the interface locale again', async () => {
    await setRespondentLanguage('ko');
    expect(getPageLanguage()).toBe('ko');
    expect(fixedT('ko')('test.register.title')).toBe('환영합니다');
    await setRespondentLanguage('es');
    expect(getLocale()).toBe('es');
    expect(getPageLanguage()).not.toBe('ko');
  });
});
