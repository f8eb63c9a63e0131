import { describe, expect, it } from 'vitest';
import { invitationEmail, type InvitationInput } from './invitation-email';

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

  it('French, Japanese, Brazilian Portuguese and Simplified Chinese have their own subject; Korean falls back to English', async () => {
    const subjects = await Promise.all(
      (['fr', 'ja', 'pt-br', 'zh-cn', 'ko'] as const).map(async (l) => (await invitationEmail(input(l))).subject),
    );
    expect(subjects).toEqual([
      'Vous êtes invité à passer une évaluation',
      '評価へのご招待',
      'Você foi convidado para fazer uma avaliação',
      '邀请您参加一项测评',
      'You are invited to take an assessment',
    ]);
  });
});
