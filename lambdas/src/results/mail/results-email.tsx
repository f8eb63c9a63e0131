import { interpolate } from '@shared/i18n/locale';
import { TEXT_LIMITS } from '@shared/constants';
import { localeDirection, localeTag, type RespondentLocale } from '@shared/i18n/respondent-locale';
import type { MailMessage } from '../../adapters/mail/types';
import { oneLine } from '../../adapters/mail/safe-text';
import { BrandedEmail, Paragraph, renderEmail, type Branding } from '../../adapters/mail/branded-email';
import { respondentMailTexts } from '../../adapters/mail/respondent-texts';

/**
 * The respondent's results e-mail, in the language they took the assessment in. The subject is the product's own
 * text (docs/abuse.md): the assessment, the company and the name were typed by people, so they are in the body
 * only, one safe line each.
 */
export async function resultsEmail(input: {
  to: string;
  name: string;
  formName: string;
  link: string;
  locale: RespondentLocale;
  branding: Branding;
  /** The respondent's "your data" link. */
  dataLink?: string;
}): Promise<MailMessage> {
  const texts = await respondentMailTexts(input.locale);
  const copy = texts.results;
  const company = oneLine(input.branding.companyName, TEXT_LIMITS.shortText);
  const values = {
    name: oneLine(input.name, TEXT_LIMITS.shortText),
    form: oneLine(input.formName, TEXT_LIMITS.assessmentName),
    company,
  };
  const body = interpolate(copy.body, values);
  const { html, text } = await renderEmail(
    <BrandedEmail
      lang={localeTag(input.locale)}
      dir={localeDirection(input.locale)}
      preview={body}
      branding={{ ...input.branding, companyName: company }}
      action={{ label: copy.action, href: input.link }}
      footer={copy.footer}
      {...(input.dataLink ? { dataLink: { href: input.dataLink, label: texts.dataLink } } : {})}
    >
      <Paragraph>{interpolate(copy.greeting, values)}</Paragraph>
      <Paragraph>{body}</Paragraph>
    </BrandedEmail>,
  );
  return { to: input.to, subject: copy.subject, html, text, devNotice: `results for ${input.to}: ${input.link}` };
}
