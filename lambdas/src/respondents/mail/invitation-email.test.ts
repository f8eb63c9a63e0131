import { describe, expect, it } from 'vitest';
import { PRODUCT_NAME } from '@shared/constants';
import { RESPONDENT_LOCALES, localeDirection, localeTag } from '@shared/i18n/respondent-locale';
import { englishLeft } from '../../../../test/support/english-left';
import { respondentMailTexts } from '../../adapters/mail/respondent-texts';
import { deadlineText, invitationEmail, type InvitationInput } from './invitation-email';

const input = (locale: InvitationInput['locale'], reminder = false): InvitationInput => ({
  to: 'kandidat@example.com',
  name: 'Lena',
  formName: 'Entwicklerin',
  link: 'https://app.example/assessment-test/abc-def-ghi/TOKEN',
  locale,
  branding: { companyName: 'Acme', color: '#123456', logoUrl: '' },
  sections: 3,
  minutes: 40,
  reminder,
  dataLink: 'https://app.example/my-data#REF.CODE',
  deadline: { at: '2026-12-01T17:00:00Z', zone: 'Europe/Berlin' },
  stopRemindersUrl: 'https://app.example/stop-reminders#TOKEN',
});

describe('invitation and reminder e-mails in the respondent language', () => {
  it('a German invitation is German throughout: subject, body, button, deadline, data link; left to right', async () => {
    const mail = await invitationEmail(input('de'));
    expect(mail.subject).toBe('Sie sind zu einer Bewertung eingeladen');
    expect(mail.text).toContain('Acme lädt Sie ein, die Bewertung „Entwicklerin“ auszufüllen.');
    expect(mail.text).toContain('Bewertung beginnen');
    expect(mail.text).toContain('Dezember 2026');
    expect(mail.html).toContain('Ihre Daten: eine Kopie dessen erhalten');
    expect(mail.html).toMatch(/<html[^>]* dir="ltr"/);
    expect(mail.text).not.toContain('invites you');
  });

  it('a German reminder has the German reminder subject and its stop line', async () => {
    const mail = await invitationEmail(input('de', true));
    expect(mail.subject).toBe('Erinnerung: Ihre Bewertung wartet auf Sie');
    expect(mail.text).toContain('Bewertung fortsetzen');
    expect(mail.text).toContain('Keine weiteren Erinnerungen zu dieser Bewertung');
  });

  it('an Arabic invitation and reminder are Arabic and right to left', async () => {
    for (const reminder of [false, true]) {
      const mail = await invitationEmail(input('ar', reminder));
      expect(mail.subject).toBe(reminder ? 'تذكير: تقييمك بانتظارك' : 'أنت مدعو لإجراء تقييم');
      expect(mail.html).toMatch(/<html[^>]* lang="ar"/);
      expect(mail.html).toMatch(/<html[^>]* dir="rtl"/);
      expect(mail.html).toContain('بياناتك: احصل على نسخة');
    }
  });

  it('French, Japanese, Brazilian Portuguese, Simplified Chinese and Korean have their own subject', async () => {
    const subjects = await Promise.all(
      (['fr', 'ja', 'pt-br', 'zh-cn', 'ko'] as const).map(async (l) => (await invitationEmail(input(l))).subject),
    );
    expect(subjects).toEqual([
      'Vous êtes invité à passer une évaluation',
      '評価へのご招待',
      'Você foi convidado para fazer uma avaliação',
      '邀请您参加一项测评',
      '평가에 초대되었습니다',
    ]);
  });
});

describe.each(RESPONDENT_LOCALES.filter((l) => l !== 'en'))('the invitation and the reminder in %s', (locale) => {
  it('leave no English sentence, have their own subjects, and run in the language’s direction', async () => {
    const en = await respondentMailTexts('en');
    const english = [...Object.values(en.invitation), en.dataLink];
    // An invitation of several sections, and a reminder of one: every sentence of the template is rendered.
    for (const [reminder, sections] of [
      [false, 3],
      [true, 1],
    ] as const) {
      const mail = await invitationEmail({ ...input(locale, reminder), sections });
      const base = input(locale, reminder);
      const values = {
        name: base.name,
        company: base.branding.companyName,
        form: base.formName,
        product: PRODUCT_NAME,
        sections,
        minutes: base.minutes,
        time: deadlineText(base.deadline!, 'en'),
      };
      expect(englishLeft(`${mail.subject}\n${mail.text}`, english, values)).toEqual([]);
      expect(mail.subject).not.toBe(reminder ? en.invitation.reminderSubject : en.invitation.subject);
      expect(mail.html).toMatch(new RegExp(`<html[^>]* dir="${localeDirection(locale)}"`));
      expect(mail.html).toMatch(new RegExp(`<html[^>]* lang="${localeTag(locale)}"`));
    }
  });
});
