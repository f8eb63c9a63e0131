import { interpolate, type Locale } from '@shared/i18n/locale';
import type { MailMessage } from '../../adapters/mail/types';
import { dataLinkLabel } from '../../adapters/mail/data-link';

interface ResumeCopy {
  subject: string;
  intro: string;
  action: string;
  ignore: string;
}

const COPY: Record<Locale, ResumeCopy> = {
  en: {
    subject: 'Your personal assessment link',
    intro: 'You are already registered for {form}. Continue where you left off with your personal link:',
    action: 'Continue the assessment',
    ignore: 'If you did not register, you can ignore this e-mail; nobody else received this link.',
  },
  th: {
    subject: 'ลิงก์แบบประเมินส่วนตัวของคุณ',
    intro: 'คุณลงทะเบียนสำหรับ {form} แล้ว ทำต่อจากที่ค้างไว้ได้ด้วยลิงก์ส่วนตัวของคุณ:',
    action: 'ทำแบบประเมินต่อ',
    ignore: 'หากคุณไม่ได้ลงทะเบียน คุณสามารถละเว้นอีเมลนี้ได้ ไม่มีผู้อื่นได้รับลิงก์นี้',
  },
  es: {
    subject: 'Tu enlace personal a la evaluación',
    intro: 'Ya estás registrado en {form}. Continúa donde lo dejaste con tu enlace personal:',
    action: 'Continuar la evaluación',
    ignore: 'Si no te registraste, puedes ignorar este correo; nadie más ha recibido este enlace.',
  },
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Sent when someone registers again with an address already registered: the link goes only to that inbox.
 * The subject carries no company-written text (the assessment name is only in the body, escaped), so a
 * public link cannot be used to put someone's words in a subject line from the product's domain.
 */
export function resumeEmail(to: string, formName: string, link: string, locale: Locale, dataLink = ''): MailMessage {
  const copy = COPY[locale] ?? COPY.en;
  const subject = copy.subject;
  const intro = interpolate(copy.intro, { form: formName });
  const html = [
    `<!doctype html><html lang="${locale}"><body style="font-family:Arial,sans-serif;color:#1B1C1E">`,
    `<p>${interpolate(escapeHtml(copy.intro), { form: escapeHtml(formName) })}</p>`,
    `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 16px;background:#1B1C1E;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(copy.action)}</a></p>`,
    `<p style="color:#666">${escapeHtml(copy.ignore)}</p>`,
    ...(dataLink
      ? [
          `<p style="font-size:12px"><a href="${escapeHtml(dataLink)}" style="color:#666">${escapeHtml(dataLinkLabel(locale))}</a></p>`,
        ]
      : []),
    '</body></html>',
  ].join('');
  return {
    to,
    subject,
    text: `${intro}\n\n${link}\n\n${copy.ignore}\n${dataLink ? `\n${dataLinkLabel(locale)}: ${dataLink}\n` : ''}`,
    html,
    devNotice: `resume link for ${to}: ${link}`,
  };
}
