import { DEFAULT_ACCENT_COLOR, PRODUCT_NAME, TEXT_LIMITS } from '@shared/constants';
import { interpolate, type Locale } from '@shared/i18n/locale';
import type { MailMessage } from '../../adapters/mail/types';
import { oneLine } from '../../adapters/mail/safe-text';
import { BrandedEmail, Paragraph, renderEmail } from '../../adapters/mail/branded-email';

interface FirstAssessmentCopy {
  subject: string;
  body: string;
  review: string;
  action: string;
  footer: string;
}

const COPY: Record<Locale, FirstAssessmentCopy> = {
  en: {
    subject: 'Your first assessment is ready',
    body: 'We generated your first assessment, "{form}", for your type of organization with AI-assisted setup.',
    review:
      'Its sections wait for your review: check the answers the AI suggested, change what does not fit your company, then publish it and invite people.',
    action: 'Review your assessment',
    footer: 'You asked for this assessment when you signed up to {product}. This e-mail is sent once.',
  },
  th: {
    subject: 'แบบประเมินแรกของคุณพร้อมแล้ว',
    body: 'เราสร้างแบบประเมินแรกของคุณ "{form}" สำหรับประเภทองค์กรของคุณด้วยการตั้งค่าโดยใช้ AI แล้ว',
    review: 'ส่วนต่าง ๆ รอให้คุณตรวจสอบ: ดูคำตอบที่ AI แนะนำ แก้ไขสิ่งที่ไม่ตรงกับบริษัทของคุณ แล้วเผยแพร่และเชิญผู้คน',
    action: 'ตรวจสอบแบบประเมินของคุณ',
    footer: 'คุณขอแบบประเมินนี้ตอนสมัครใช้ {product} อีเมลนี้ส่งเพียงครั้งเดียว',
  },
  es: {
    subject: 'Tu primera evaluación está lista',
    body: 'Generamos tu primera evaluación, «{form}», para tu tipo de organización con la configuración asistida por IA.',
    review:
      'Sus secciones esperan tu revisión: comprueba las respuestas que sugirió la IA, cambia lo que no encaje con tu empresa y después publícala e invita a personas.',
    action: 'Revisar tu evaluación',
    footer: 'Pediste esta evaluación al registrarte en {product}. Este correo se envía una sola vez.',
  },
};

/**
 * "Your first assessment is ready" (spec part 2 §3 onboarding `sendmail`, `send_result_at`): sent once when the
 * first assessment asked for at sign-up has been generated, in the account's language, linking to the onboarding
 * result link. The assessment's name may carry the company's typed name, so it is in the body only, one safe line.
 */
export async function firstAssessmentEmail(input: {
  to: string;
  formName: string;
  link: string;
  locale: Locale;
}): Promise<MailMessage> {
  const copy = COPY[input.locale] ?? COPY.en;
  const values = { form: oneLine(input.formName, TEXT_LIMITS.assessmentName), product: PRODUCT_NAME };
  const { html, text } = await renderEmail(
    <BrandedEmail
      lang={input.locale}
      preview={copy.subject}
      branding={{ companyName: PRODUCT_NAME, color: DEFAULT_ACCENT_COLOR, logoUrl: '' }}
      action={{ label: copy.action, href: input.link }}
      footer={interpolate(copy.footer, values)}
    >
      <Paragraph>{interpolate(copy.body, values)}</Paragraph>
      <Paragraph>{copy.review}</Paragraph>
    </BrandedEmail>,
  );
  return { to: input.to, subject: copy.subject, html, text, devNotice: `First assessment ready for ${input.to}` };
}
