import { DEFAULT_ACCENT_COLOR, PRODUCT_NAME, TEXT_LIMITS } from '@shared/constants';
import { interpolate, type Locale } from '@shared/i18n/locale';
import type { MailMessage } from '../../adapters/mail/types';
import { oneLine } from '../../adapters/mail/safe-text';
import { BrandedEmail, Paragraph, renderEmail } from '../../adapters/mail/branded-email';

interface CompletionCopy {
  subject: string;
  body: string;
  results: string;
  action: string;
  footer: string;
  unsubscribe: string;
}

const COPY: Record<Locale, CompletionCopy> = {
  en: {
    subject: 'A candidate completed your assessment',
    body: '{name} completed "{form}".',
    results: 'Their scores are ready on the results page.',
    action: 'See the results',
    footer:
      'You get an e-mail for each completed assessment. In My account you can choose a daily digest instead, or turn them off for one assessment or for all.',
    unsubscribe: 'Turn off these e-mails',
  },
  th: {
    subject: 'ผู้สมัครทำแบบประเมินของคุณเสร็จแล้ว',
    body: '{name} ทำแบบประเมิน "{form}" เสร็จแล้ว',
    results: 'คะแนนพร้อมให้ดูในหน้าผลลัพธ์แล้ว',
    action: 'ดูผลลัพธ์',
    footer: 'คุณจะได้รับอีเมลทุกครั้งที่มีผู้ทำแบบประเมินเสร็จ ในบัญชีของฉัน คุณเลือกรับสรุปรายวันแทนได้ หรือปิดอีเมลสำหรับบางแบบประเมินหรือทั้งหมดได้',
    unsubscribe: 'ปิดอีเมลเหล่านี้',
  },
  es: {
    subject: 'Un candidato completó tu evaluación',
    body: '{name} completó «{form}».',
    results: 'Sus puntuaciones ya están en la página de resultados.',
    action: 'Ver los resultados',
    footer:
      'Recibes un correo por cada evaluación completada. En Mi cuenta puedes elegir un resumen diario o desactivarlos para una evaluación o para todas.',
    unsubscribe: 'Desactivar estos correos',
  },
};

/**
 * "A candidate completed <assessment>" (issue 24 part 4), to the assessment's owner in their language. The subject is
 * the product's own words without the assessment's name: the name and the candidate's name were typed by people
 * (docs/abuse.md: a subject is what a phishing mail would forge), so both are in the body only, one safe line each.
 */
export async function completionEmail(input: {
  to: string;
  name: string;
  formName: string;
  link: string;
  unsubscribeUrl: string;
  locale: Locale;
}): Promise<MailMessage> {
  const copy = COPY[input.locale] ?? COPY.en;
  const values = {
    name: oneLine(input.name, TEXT_LIMITS.shortText),
    form: oneLine(input.formName, TEXT_LIMITS.assessmentName),
  };
  const { html, text } = await renderEmail(
    <BrandedEmail
      lang={input.locale}
      preview={copy.subject}
      branding={{ companyName: PRODUCT_NAME, color: DEFAULT_ACCENT_COLOR, logoUrl: '' }}
      action={{ label: copy.action, href: input.link }}
      footer={copy.footer}
      unsubscribe={{ label: copy.unsubscribe, href: input.unsubscribeUrl }}
    >
      <Paragraph>{interpolate(copy.body, values)}</Paragraph>
      <Paragraph>{copy.results}</Paragraph>
    </BrandedEmail>,
  );
  return {
    to: input.to,
    subject: copy.subject,
    html,
    text,
    listUnsubscribe: input.unsubscribeUrl,
    devNotice: `Completion e-mail for ${input.to}`,
  };
}
