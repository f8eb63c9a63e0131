import { interpolate } from '@shared/i18n/locale';
import { localeDirection, localeTag, type RespondentLocale } from '@shared/i18n/respondent-locale';
import type { MailMessage } from '../../adapters/mail/types';
import { respondentMailTexts } from '../../adapters/mail/respondent-texts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Sent when someone registers again with an address already registered: the link goes only to that inbox.
 * The subject carries no company-written text (the assessment name is only in the body, escaped), so a
 * public link cannot be used to put someone's words in a subject line from the product's domain.
 */
export async function resumeEmail(
  to: string,
  formName: string,
  link: string,
  locale: RespondentLocale,
  dataLink = '',
): Promise<MailMessage> {
  const texts = await respondentMailTexts(locale);
  const copy = texts.resume;
  const subject = copy.subject;
  const intro = interpolate(copy.intro, { form: formName });
  const html = [
    `<!doctype html><html lang="${localeTag(locale)}" dir="${localeDirection(locale)}"><body style="font-family:Arial,sans-serif;color:#1B1C1E">`,
    `<p>${interpolate(escapeHtml(copy.intro), { form: escapeHtml(formName) })}</p>`,
    `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 16px;background:#1B1C1E;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(copy.action)}</a></p>`,
    `<p style="color:#666">${escapeHtml(copy.ignore)}</p>`,
    ...(dataLink
      ? [
          `<p style="font-size:12px"><a href="${escapeHtml(dataLink)}" style="color:#666">${escapeHtml(texts.dataLink)}</a></p>`,
        ]
      : []),
    '</body></html>',
  ].join('');
  return {
    to,
    subject,
    text: `${intro}\n\n${link}\n\n${copy.ignore}\n${dataLink ? `\n${texts.dataLink}: ${dataLink}\n` : ''}`,
    html,
    devNotice: `resume link for ${to}: ${link}`,
  };
}
