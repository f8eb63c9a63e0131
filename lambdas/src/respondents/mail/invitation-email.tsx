import { interpolate } from '@shared/i18n/locale';
import { PRODUCT_NAME, TEXT_LIMITS } from '@shared/constants';
import { localeDirection, localeTag, type RespondentLocale } from '@shared/i18n/respondent-locale';
import { oneLine, paragraphs } from '../../adapters/mail/safe-text';
import type { MailMessage } from '../../adapters/mail/types';
import { BrandedEmail, Paragraph, renderEmail, type Branding } from '../../adapters/mail/branded-email';
import { respondentMailTexts } from '../../adapters/mail/respondent-texts';

export interface InvitationInput {
  to: string;
  name: string;
  formName: string;
  link: string;
  locale: RespondentLocale;
  branding: Branding;
  sections: number;
  minutes: number;
  reminder: boolean;
  /**
   * Advanced invite (spec part 1 §2): the employer's own heading and message with {name} and {link}, and the
   * name they sign with. Only for accounts that have paid or used a credit (docs/abuse.md); the heading is
   * shown in the body, never as the subject.
   */
  advanced?: { sender: string; subject: string; body: string };
  /** The inviting employer's verified address: replies go there. */
  replyTo?: string;
  /** The respondent's "your data" link (none on the employer's own test e-mail). */
  dataLink?: string;
  /** The invitation's deadline (ISO time) and the employer's time zone it is named in. */
  deadline?: { at: string; zone: string };
  /** The candidate's link that turns the automatic reminders of this invitation off. */
  stopRemindersUrl?: string;
}

/** A deadline as the e-mail names it: date and time in the employer's time zone, with the zone's name. */
export function deadlineText(deadline: { at: string; zone: string }, locale: RespondentLocale): string {
  const format = (timeZone: string) =>
    new Intl.DateTimeFormat(localeTag(locale), { dateStyle: 'long', timeStyle: 'long', timeZone }).format(
      new Date(deadline.at),
    );
  try {
    return format(deadline.zone);
  } catch {
    return format('UTC');
  }
}

/** Fills the advanced invite's placeholders; {link} stays a plain address, the button carries it too. */
export function fillPlaceholders(
  text: string,
  values: { name: string; link: string; form: string; company: string },
): string {
  return text.replace(/\{(name|link|form|company)\}/g, (_, key: keyof typeof values) => values[key]);
}

/**
 * The invitation (or reminder) e-mail: HTML and text, in the respondent's language (its texts are loaded when a mail
 * in that language is sent: adapters/mail/respondent-texts), in the employer's colours; right to left for Arabic,
 * Hebrew, Persian and Urdu.
 * The subject is the product's own text (docs/abuse.md): the company, the assessment name and any words of the
 * employer's are in the body only, one safe line each, after "Sent on behalf of <company> via <product>".
 */
export async function invitationEmail(input: InvitationInput): Promise<MailMessage> {
  const texts = await respondentMailTexts(input.locale);
  const copy = texts.invitation;
  const company = oneLine(
    input.branding.companyName || input.advanced?.sender || input.replyTo || PRODUCT_NAME,
    TEXT_LIMITS.shortText,
  );
  const formName = oneLine(input.formName, TEXT_LIMITS.assessmentName);
  const name = oneLine(input.name, TEXT_LIMITS.shortText);
  const values = { name, link: input.link, form: formName, company };
  const subject = input.reminder ? copy.reminderSubject : copy.subject;
  const onBehalf = interpolate(copy.onBehalf, { company, product: PRODUCT_NAME });
  const own = input.advanced && (input.advanced.subject || input.advanced.body) ? input.advanced : undefined;
  const message = own
    ? [
        ...(own.subject ? [oneLine(fillPlaceholders(own.subject, values))] : []),
        ...paragraphs(fillPlaceholders(own.body, values)),
      ]
    : [
        interpolate(copy.greeting, { name }),
        interpolate(input.reminder ? copy.reminderBody : copy.body, { company, form: formName }),
        interpolate(input.sections === 1 ? copy.timingOne : copy.timing, {
          sections: input.sections,
          minutes: input.minutes,
        }),
      ];
  // The deadline is the product's own line, under the employer's words too.
  if (input.deadline) message.push(interpolate(copy.deadline, { time: deadlineText(input.deadline, input.locale) }));
  const action = { label: input.reminder ? copy.resumeAction : copy.action, href: input.link };
  const branding = { ...input.branding, companyName: company };
  const { html, text } = await renderEmail(
    <BrandedEmail
      lang={localeTag(input.locale)}
      dir={localeDirection(input.locale)}
      preview={onBehalf}
      branding={branding}
      action={action}
      footer={copy.footer}
      {...(input.dataLink ? { dataLink: { href: input.dataLink, label: texts.dataLink } } : {})}
      {...(input.stopRemindersUrl ? { unsubscribe: { label: copy.stopReminders, href: input.stopRemindersUrl } } : {})}
    >
      <Paragraph>{onBehalf}</Paragraph>
      {message.map((p, i) => (
        <Paragraph key={i}>{p}</Paragraph>
      ))}
    </BrandedEmail>,
  );
  return {
    to: input.to,
    subject,
    html,
    text,
    ...(input.replyTo ? { replyTo: input.replyTo } : {}),
    ...(input.stopRemindersUrl ? { listUnsubscribe: input.stopRemindersUrl } : {}),
    devNotice: `${input.reminder ? 'reminder' : 'invitation'} for ${input.to}: ${input.link}`,
  };
}
