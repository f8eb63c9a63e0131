import { describe, expect, it } from 'vitest';
import { RESPONDENT_LOCALES, localeDirection, localeTag } from '@shared/i18n/respondent-locale';
import { englishLeft } from '../../../../test/support/english-left';
import { respondentMailTexts } from '../../adapters/mail/respondent-texts';
import { resultsEmail } from './results-email';

const send = (locale: Parameters<typeof resultsEmail>[0]['locale']) =>
  resultsEmail({
    to: 'kandidat@example.com',
    name: 'Lena',
    formName: 'Entwicklerin',
    link: 'https://app.example/assessment-results?share=TOKEN',
    locale,
    branding: { companyName: 'Acme', color: '#123456', logoUrl: '' },
    dataLink: 'https://app.example/my-data#REF.CODE',
  });

describe('results e-mail in the respondent language', () => {
  it('German: subject, body, button and data link in German, left to right', async () => {
    const mail = await send('de');
    expect(mail.subject).toBe('Ihre Ergebnisse der Bewertung');
    expect(mail.text).toContain('Vielen Dank, dass Sie „Entwicklerin“ ausgefüllt haben.');
    expect(mail.text).toContain('Ihre Ergebnisse ansehen');
    expect(mail.html).toContain('Ihre Daten: eine Kopie dessen erhalten');
    expect(mail.html).toMatch(/<html[^>]* dir="ltr"/);
  });

  it('Arabic: in Arabic and right to left', async () => {
    const mail = await send('ar');
    expect(mail.subject).toBe('نتائج تقييمك');
    expect(mail.text).toContain('اطّلع على نتائجك');
    expect(mail.html).toMatch(/<html[^>]* dir="rtl"/);
    expect(mail.html).toContain('بياناتك: احصل على نسخة');
  });

  it('French, Japanese, Brazilian Portuguese, Simplified Chinese and Korean have their own subject', async () => {
    const subjects = await Promise.all(
      (['fr', 'ja', 'pt-br', 'zh-cn', 'ko'] as const).map(async (l) => (await send(l)).subject),
    );
    expect(subjects).toEqual([
      'Vos résultats d’évaluation',
      '評価の結果',
      'Os resultados da sua avaliação',
      '您的测评结果',
      '평가 결과',
    ]);
  });
});

describe.each(RESPONDENT_LOCALES.filter((l) => l !== 'en'))('the results e-mail in %s', (locale) => {
  it('leaves no English sentence, has its own subject, and runs in the language’s direction', async () => {
    const en = await respondentMailTexts('en');
    const mail = await send(locale);
    const values = { name: 'Lena', company: 'Acme', form: 'Entwicklerin' };
    expect(englishLeft(`${mail.subject}\n${mail.text}`, [...Object.values(en.results), en.dataLink], values)).toEqual(
      [],
    );
    expect(mail.subject).not.toBe(en.results.subject);
    expect(mail.html).toMatch(new RegExp(`<html[^>]* dir="${localeDirection(locale)}"`));
    expect(mail.html).toMatch(new RegExp(`<html[^>]* lang="${localeTag(locale)}"`));
  });
});
