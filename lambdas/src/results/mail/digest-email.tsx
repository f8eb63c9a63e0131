import { Text } from '@react-email/text';
import { DEFAULT_ACCENT_COLOR, PRODUCT_NAME, TEXT_LIMITS } from '@shared/constants';
import { interpolate, type Locale } from '@shared/i18n/locale';
import type { MailMessage } from '../../adapters/mail/types';
import { oneLine } from '../../adapters/mail/safe-text';
import { BrandedEmail, Paragraph, renderEmail } from '../../adapters/mail/branded-email';

interface DigestCopy {
  subject: string;
  body: string;
  more: string;
  action: string;
  footer: string;
  unsubscribe: string;
}

const COPY: Record<Locale, DigestCopy> = {
  en: {
    subject: 'Your daily summary of completed assessments',
    body: 'On {day} (UTC), {count} completed assessment(s) came in:',
    more: 'and {count} other assessment(s).',
    action: 'See your assessments',
    footer:
      'This summary comes once a day when assessments were completed: you chose it in My account, or more completions came in than single e-mails are sent for in a day.',
    unsubscribe: 'Turn off these e-mails',
  },
  th: {
    subject: 'สรุปรายวันของแบบประเมินที่ทำเสร็จแล้ว',
    body: 'เมื่อวันที่ {day} (UTC) มีแบบประเมินที่ทำเสร็จ {count} รายการ:',
    more: 'และแบบประเมินอื่นอีก {count} รายการ',
    action: 'ดูแบบประเมินของคุณ',
    footer: 'สรุปนี้ส่งวันละครั้งเมื่อมีผู้ทำแบบประเมินเสร็จ: คุณเลือกไว้ในบัญชีของฉัน หรือมีผู้ทำเสร็จมากกว่าจำนวนอีเมลรายครั้งที่ส่งได้ในหนึ่งวัน',
    unsubscribe: 'ปิดอีเมลเหล่านี้',
  },
  es: {
    subject: 'Tu resumen diario de evaluaciones completadas',
    body: 'El {day} (UTC) llegaron {count} evaluación(es) completada(s):',
    more: 'y {count} evaluación(es) más.',
    action: 'Ver tus evaluaciones',
    footer:
      'Este resumen llega una vez al día cuando se completaron evaluaciones: lo elegiste en Mi cuenta, o llegaron más completadas de las que se envían por correo individual en un día.',
    unsubscribe: 'Desactivar estos correos',
  },
};

/**
 * The daily digest of completions (issue 24 part 4): one e-mail per account and day, naming the assessments (typed
 * names, in the body only: docs/abuse.md) and how many completions came in. Its subject is the product's own words.
 */
export async function digestEmail(input: {
  to: string;
  day: string;
  count: number;
  formNames: string[];
  moreForms: number;
  link: string;
  unsubscribeUrl: string;
  locale: Locale;
}): Promise<MailMessage> {
  const copy = COPY[input.locale] ?? COPY.en;
  const { html, text } = await renderEmail(
    <BrandedEmail
      lang={input.locale}
      preview={copy.subject}
      branding={{ companyName: PRODUCT_NAME, color: DEFAULT_ACCENT_COLOR, logoUrl: '' }}
      action={{ label: copy.action, href: input.link }}
      footer={copy.footer}
      unsubscribe={{ label: copy.unsubscribe, href: input.unsubscribeUrl }}
    >
      <Paragraph>{interpolate(copy.body, { day: input.day, count: input.count })}</Paragraph>
      {input.formNames.map((name, i) => (
        <Text key={i} style={{ fontSize: 15, lineHeight: '22px', margin: '0 0 4px 16px' }}>
          {`• ${oneLine(name, TEXT_LIMITS.assessmentName)}`}
        </Text>
      ))}
      {input.moreForms > 0 && <Paragraph>{interpolate(copy.more, { count: input.moreForms })}</Paragraph>}
    </BrandedEmail>,
  );
  return {
    to: input.to,
    subject: copy.subject,
    html,
    text,
    listUnsubscribe: input.unsubscribeUrl,
    devNotice: `Completion digest for ${input.to}`,
  };
}
