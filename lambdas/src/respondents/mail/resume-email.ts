import { interpolate, type Locale } from '@shared/i18n/locale';
import { localeDirection, localeTag, type RespondentLocale } from '@shared/i18n/respondent-locale';
import type { MailMessage } from '../../adapters/mail/types';
import { dataLinkLabel } from '../../adapters/mail/data-link';

interface ResumeCopy {
  subject: string;
  intro: string;
  action: string;
  ignore: string;
}

/** en, th, es, and respondent languages beyond them (issue 27; translated, not validated); another falls back to English. */
const COPY: Record<Locale, ResumeCopy> & Partial<Record<RespondentLocale, ResumeCopy>> = {
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
  de: {
    subject: 'Ihr persönlicher Link zur Bewertung',
    intro:
      'Sie sind bereits für {form} registriert. Machen Sie mit Ihrem persönlichen Link dort weiter, wo Sie aufgehört haben:',
    action: 'Bewertung fortsetzen',
    ignore:
      'Wenn Sie sich nicht registriert haben, können Sie diese E-Mail ignorieren; niemand sonst hat diesen Link erhalten.',
  },
  ar: {
    subject: 'رابط التقييم الشخصي الخاص بك',
    intro: 'أنت مسجّل مسبقًا في {form}. تابع من حيث توقفت عبر رابطك الشخصي:',
    action: 'متابعة التقييم',
    ignore: 'إذا لم تسجّل، يمكنك تجاهل هذه الرسالة؛ لم يتلقَّ أحد غيرك هذا الرابط.',
  },
  fr: {
    subject: 'Votre lien personnel vers l’évaluation',
    intro: 'Vous êtes déjà inscrit à {form}. Reprenez là où vous vous étiez arrêté grâce à votre lien personnel :',
    action: 'Reprendre l’évaluation',
    ignore: 'Si vous ne vous êtes pas inscrit, ignorez cet e-mail ; personne d’autre n’a reçu ce lien.',
  },
  ja: {
    subject: '評価の個人用リンク',
    intro: '{form} には登録済みです。個人用リンクから中断したところの続きを行えます：',
    action: '評価を続ける',
    ignore: '登録した覚えがない場合は、このメールを無視してください。このリンクはあなた以外には送られていません。',
  },
  'pt-br': {
    subject: 'Seu link pessoal para a avaliação',
    intro: 'Você já está inscrito em {form}. Continue de onde parou com seu link pessoal:',
    action: 'Continuar a avaliação',
    ignore: 'Se você não se inscreveu, pode ignorar este e-mail; ninguém mais recebeu este link.',
  },
  'zh-cn': {
    subject: '您的个人测评链接',
    intro: '您已报名参加 {form}。请通过您的个人链接从上次停下的地方继续：',
    action: '继续测评',
    ignore: '如果您没有报名，可以忽略这封邮件；没有其他人收到此链接。',
  },
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Sent when someone registers again with an address already registered: the link goes only to that inbox.
 * The subject carries no company-written text (the assessment name is only in the body, escaped), so a
 * public link cannot be used to put someone's words in a subject line from the product's domain.
 */
export function resumeEmail(
  to: string,
  formName: string,
  link: string,
  locale: RespondentLocale,
  dataLink = '',
): MailMessage {
  const copy = COPY[locale] ?? COPY.en;
  const subject = copy.subject;
  const intro = interpolate(copy.intro, { form: formName });
  const html = [
    `<!doctype html><html lang="${localeTag(locale)}" dir="${localeDirection(locale)}"><body style="font-family:Arial,sans-serif;color:#1B1C1E">`,
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
