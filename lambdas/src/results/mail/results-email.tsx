import { interpolate, type Locale } from '@shared/i18n/locale';
import { TEXT_LIMITS } from '@shared/constants';
import type { MailMessage } from '../../adapters/mail/types';
import { oneLine } from '../../adapters/mail/safe-text';
import { BrandedEmail, Paragraph, renderEmail, type Branding } from '../../adapters/mail/branded-email';

const COPY: Record<Locale, { subject: string; greeting: string; body: string; action: string; footer: string }> = {
  en: {
    subject: 'Your assessment results',
    greeting: 'Hi {name},',
    body: 'Thank you for taking "{form}". {company} is sharing your results with you: your scores by section, and a PDF you can keep.',
    action: 'See your results',
    footer: 'This link is personal to you. Results support a conversation; they do not decide on their own.',
  },
  th: {
    subject: 'ผลลัพธ์แบบประเมินของคุณ',
    greeting: 'สวัสดีคุณ {name}',
    body: 'ขอบคุณที่ทำแบบประเมิน "{form}" {company} แบ่งปันผลลัพธ์ให้คุณ: คะแนนแต่ละส่วน และไฟล์ PDF ที่คุณเก็บไว้ได้',
    action: 'ดูผลลัพธ์ของคุณ',
    footer: 'ลิงก์นี้เป็นลิงก์ส่วนตัวของคุณ ผลลัพธ์ใช้ประกอบการพูดคุย ไม่ได้ตัดสินด้วยตัวเอง',
  },
  es: {
    subject: 'Tus resultados de la evaluación',
    greeting: 'Hola, {name}:',
    body: 'Gracias por realizar «{form}». {company} comparte contigo tus resultados: tus puntuaciones por sección y un PDF que puedes guardar.',
    action: 'Ver tus resultados',
    footer: 'Este enlace es personal. Los resultados apoyan una conversación; no deciden por sí solos.',
  },
};

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
  locale: Locale;
  branding: Branding;
  /** The respondent's "your data" link. */
  dataLink?: string;
}): Promise<MailMessage> {
  const copy = COPY[input.locale] ?? COPY.en;
  const company = oneLine(input.branding.companyName, TEXT_LIMITS.shortText);
  const values = {
    name: oneLine(input.name, TEXT_LIMITS.shortText),
    form: oneLine(input.formName, TEXT_LIMITS.assessmentName),
    company,
  };
  const body = interpolate(copy.body, values);
  const { html, text } = await renderEmail(
    <BrandedEmail
      lang={input.locale}
      preview={body}
      branding={{ ...input.branding, companyName: company }}
      action={{ label: copy.action, href: input.link }}
      footer={copy.footer}
      dataLink={input.dataLink}
    >
      <Paragraph>{interpolate(copy.greeting, values)}</Paragraph>
      <Paragraph>{body}</Paragraph>
    </BrandedEmail>,
  );
  return { to: input.to, subject: copy.subject, html, text, devNotice: `results for ${input.to}: ${input.link}` };
}
