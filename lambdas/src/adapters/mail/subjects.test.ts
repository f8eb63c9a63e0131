import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '@shared/i18n/locale';
import { RESPONDENT_LOCALES, type RespondentLocale } from '@shared/i18n/respondent-locale';
import type { MailMessage } from './types';
import { pinEmail } from '../../accounts/mail/pin-email';
import { unlockEmail } from '../../accounts/mail/unlock-email';
import { firstAssessmentEmail } from '../../assessments/mail/first-assessment-email';
import { completionEmail } from '../../results/mail/completion-email';
import { digestEmail } from '../../results/mail/digest-email';
import { referralInviteEmail } from '../../credits/mail/referral-invite-email';
import { invitationEmail } from '../../respondents/mail/invitation-email';
import { resumeEmail } from '../../respondents/mail/resume-email';
import { resultsEmail } from '../../results/mail/results-email';
import { supportTicketEmail } from '../../support/mail/support-ticket-email';
import { teamInviteEmail } from '../../teams/mail/team-invite-email';

/**
 * No e-mail subject carries text a user typed (docs/abuse.md): every mail the product sends, rendered with two
 * different hostile values in every typed field (names, company, assessment, team, messages: CR/LF, a header
 * injection, a bidi override, 5,000 characters), has the same subject either way, with none of those words in it,
 * and no sender name or reply address of the typer's choosing. A mail template this table does not list fails.
 */

const hostile = (word: string) => `${word}\r\nBcc: all@victims.example\u202e ${'A'.repeat(5000)}`;
const link = 'https://app.example/x#t=abc';
const branding = (typed: string) => ({ companyName: typed, color: '#123456', logoUrl: '' });

type Render = (typed: string, locale: Locale) => Promise<MailMessage> | MailMessage;
/** A respondent's mail renders in any respondent language (the table's type names the interface's three). */
type RespondentRender = (typed: string, locale: RespondentLocale) => Promise<MailMessage> | MailMessage;

/** The mails a respondent gets: checked in every respondent language, the others in the interface's three. */
const RESPONDENT_MAILS = new Set([
  'respondents/mail/invitation-email.tsx',
  'respondents/mail/resume-email.ts',
  'results/mail/results-email.tsx',
]);

const MAILS: Record<string, Render> = {
  'accounts/mail/pin-email.ts': (_typed, locale) => pinEmail('a@example.com', '123456', locale),
  'accounts/mail/unlock-email.tsx': (_typed, locale) => unlockEmail('a@example.com', link, locale),
  'assessments/mail/first-assessment-email.tsx': (typed, locale) =>
    firstAssessmentEmail({ to: 'a@example.com', formName: typed, link, locale }),
  'results/mail/completion-email.tsx': (typed, locale) =>
    completionEmail({ to: 'a@example.com', name: typed, formName: typed, link, unsubscribeUrl: link, locale }),
  'results/mail/digest-email.tsx': (typed, locale) =>
    digestEmail({
      to: 'a@example.com',
      day: '2026-01-01',
      count: 3,
      formNames: [typed, typed],
      moreForms: 1,
      link,
      unsubscribeUrl: link,
      locale,
    }),
  'credits/mail/referral-invite-email.tsx': (typed, locale) =>
    referralInviteEmail({ to: 'a@example.com', inviter: typed, link, locale }),
  'respondents/mail/invitation-email.tsx': (typed, locale) =>
    invitationEmail({
      to: 'a@example.com',
      name: typed,
      formName: typed,
      link,
      locale,
      branding: branding(typed),
      sections: 2,
      minutes: 20,
      reminder: false,
      advanced: { sender: typed, subject: typed, body: typed },
      replyTo: 'employer@example.com',
    }),
  'respondents/mail/resume-email.ts': (typed, locale) => resumeEmail('a@example.com', typed, link, locale),
  'results/mail/results-email.tsx': (typed, locale) =>
    resultsEmail({ to: 'a@example.com', name: typed, formName: typed, link, locale, branding: branding(typed) }),
  'support/mail/support-ticket-email.tsx': (typed) =>
    supportTicketEmail({
      to: 'support@example.com',
      ticket: {
        requestId: 'req-1',
        message: typed,
        fullname: typed,
        email: 'user@example.com',
        company_name: typed,
        assessments_total: 1,
        credits_remaining: '5',
        lang: 'en',
        created_at: '2026-01-01T00:00:00.000Z',
      },
    }),
  'teams/mail/team-invite-email.tsx': (typed, locale) =>
    teamInviteEmail({
      to: 'a@example.com',
      inviter: typed,
      team: typed,
      role: 'member',
      link,
      locale,
      branding: branding(typed),
    }),
};

/** Reminders are the same template with another subject: rendered too. */
const REMINDER: Render = (typed, locale) =>
  invitationEmail({
    to: 'a@example.com',
    name: typed,
    formName: typed,
    link,
    locale,
    branding: branding(typed),
    sections: 1,
    minutes: 5,
    reminder: true,
    replyTo: 'employer@example.com',
  });

function mailModules(): string[] {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  return readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name !== 'adapters')
    .flatMap((d) => {
      try {
        return readdirSync(join(root, d.name, 'mail')).map((f) => `${d.name}/mail/${f}`);
      } catch {
        return [];
      }
    })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
}

describe('no e-mail subject carries text a user typed', () => {
  it('every mail template of the product is in this table', () => {
    const found = mailModules();
    expect(found.length).toBeGreaterThanOrEqual(7);
    expect(found.sort()).toEqual(Object.keys(MAILS).sort());
  });

  const rows = [
    ...Object.entries(MAILS),
    ['respondents/mail/invitation-email.tsx (reminder)', REMINDER] as const,
  ].flatMap(([name, render]) =>
    (RESPONDENT_MAILS.has(name.replace(' (reminder)', '')) ? RESPONDENT_LOCALES : LOCALES).map(
      (locale) => [name, locale, render as RespondentRender] as const,
    ),
  );
  it.each(rows)(
    '%s in %s: the same subject whatever was typed, none of it in the subject or the sender',
    async (_name, locale, render) => {
      const a = await render(hostile('PayPal'), locale);
      const b = await render(hostile('Bank of Nowhere'), locale);
      expect(a.subject).toBe(b.subject);
      for (const m of [a, b]) {
        expect(m.subject).not.toMatch(/PayPal|Bank of Nowhere|Bcc|AAAA|[\r\n\u202e]/);
        expect(m.fromName).toBeUndefined();
        expect(m.replyTo ?? '').not.toMatch(/PayPal|Bank|[\r\n]/);
      }
    },
  );
});
