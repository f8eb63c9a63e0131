import { describe, expect, it } from 'vitest';
import { RESPONDENT_LOCALES, localeDirection, localeTag } from '@shared/i18n/respondent-locale';
import { englishLeft } from '../../../../test/support/english-left';
import { respondentMailTexts } from '../../adapters/mail/respondent-texts';
import { resumeEmail } from './resume-email';

describe('resume e-mail', () => {
  it('carries the personal link in every locale and escapes the assessment name in HTML', async () => {
    for (const locale of ['en', 'th', 'es'] as const) {
      const mail = await resumeEmail(
        'a@b.co',
        '<Engineer>',
        'https://app.example/assessment-test/abc-def-ghi/TOKEN',
        locale,
      );
      expect(mail.text).toContain('https://app.example/assessment-test/abc-def-ghi/TOKEN');
      expect(mail.html).toContain('&#60;Engineer&#62;');
      expect(mail.html).not.toContain('<Engineer>');
    }
  });

  it('is in the respondent language: German and Arabic (right to left), Portuguese, Chinese, Korean', async () => {
    const german = await resumeEmail('a@b.co', 'Rolle', 'https://x/l', 'de');
    expect(german.subject).toBe('Ihr persönlicher Link zur Bewertung');
    expect(german.text).toContain('Sie sind bereits für Rolle registriert.');
    const arabic = await resumeEmail('a@b.co', 'دور', 'https://x/l', 'ar');
    expect(arabic.subject).toBe('رابط التقييم الشخصي الخاص بك');
    expect(arabic.html).toContain('<html lang="ar" dir="rtl">');
    expect((await resumeEmail('a@b.co', 'Role', 'https://x/l', 'pt-br')).subject).toBe(
      'Seu link pessoal para a avaliação',
    );
    expect((await resumeEmail('a@b.co', 'Role', 'https://x/l', 'zh-cn')).html).toContain('继续测评');
    expect((await resumeEmail('a@b.co', 'Role', 'https://x/l', 'ko')).subject).toBe('개인 평가 링크');
  });

  it('keeps the company-written assessment name out of the subject', async () => {
    for (const locale of ['en', 'th', 'es'] as const) {
      expect(
        (await resumeEmail('a@b.co', 'URGENT: verify your bank account', 'https://x', locale)).subject,
      ).not.toContain('URGENT');
    }
  });

  it('carries the "your data" link, in the text and the HTML, when the record has one', async () => {
    const link = 'https://app.example/my-data#REF.CODE';
    const mail = await resumeEmail('a@b.co', 'Engineer', 'https://x', 'th', link);
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    expect((await resumeEmail('a@b.co', 'Engineer', 'https://x', 'th')).html).not.toContain('my-data');
  });
});

describe.each(RESPONDENT_LOCALES.filter((l) => l !== 'en'))('the resume e-mail in %s', (locale) => {
  it('leaves no English sentence, has its own subject, and runs in the language’s direction', async () => {
    const en = await respondentMailTexts('en');
    const mail = await resumeEmail('a@b.co', 'Engineer', 'https://x/l', locale, 'https://app.example/my-data#REF.CODE');
    const english = [...Object.values(en.resume), en.dataLink];
    expect(englishLeft(`${mail.subject}\n${mail.text}\n${mail.html}`, english, { form: 'Engineer' })).toEqual([]);
    expect(mail.subject).not.toBe(en.resume.subject);
    expect(mail.html).toContain(`<html lang="${localeTag(locale)}" dir="${localeDirection(locale)}">`);
  });
});
