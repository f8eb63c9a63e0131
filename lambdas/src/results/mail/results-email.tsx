import { interpolate, type Locale } from '@shared/i18n/locale';
import { TEXT_LIMITS } from '@shared/constants';
import { localeDirection, type RespondentLocale } from '@shared/i18n/respondent-locale';
import type { MailMessage } from '../../adapters/mail/types';
import { oneLine } from '../../adapters/mail/safe-text';
import { BrandedEmail, Paragraph, renderEmail, type Branding } from '../../adapters/mail/branded-email';

interface ResultsCopy {
  subject: string;
  greeting: string;
  body: string;
  action: string;
  footer: string;
}

/** en, th, es, and the candidate languages beyond them (issue 27; translated, not validated); another falls back to English. */
const COPY: Record<Locale, ResultsCopy> & Partial<Record<RespondentLocale, ResultsCopy>> = {
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
  de: {
    subject: 'Ihre Ergebnisse der Bewertung',
    greeting: 'Hallo {name},',
    body: 'Vielen Dank, dass Sie „{form}“ ausgefüllt haben. {company} teilt Ihre Ergebnisse mit Ihnen: Ihre Werte je Abschnitt und ein PDF zum Aufbewahren.',
    action: 'Ihre Ergebnisse ansehen',
    footer: 'Dieser Link ist persönlich. Ergebnisse unterstützen ein Gespräch; sie entscheiden nicht allein.',
  },
  ar: {
    subject: 'نتائج تقييمك',
    greeting: 'مرحبًا {name}،',
    body: 'شكرًا لإجرائك «{form}». تشاركك {company} نتائجك: درجاتك في كل قسم، وملف PDF يمكنك الاحتفاظ به.',
    action: 'اطّلع على نتائجك',
    footer: 'هذا الرابط شخصي لك. النتائج تدعم الحوار؛ ولا تحسم القرار وحدها.',
  },
  fr: {
    subject: 'Vos résultats d’évaluation',
    greeting: 'Bonjour {name},',
    body: 'Merci d’avoir passé « {form} ». {company} partage vos résultats avec vous : vos scores par section et un PDF à conserver.',
    action: 'Voir vos résultats',
    footer: 'Ce lien vous est personnel. Les résultats nourrissent une conversation ; ils ne décident pas à eux seuls.',
  },
  ja: {
    subject: '評価の結果',
    greeting: '{name} 様',
    body: '「{form}」にご回答いただきありがとうございます。{company} からあなたの結果が共有されました：セクションごとのスコアと、保存できる PDF です。',
    action: '結果を見る',
    footer: 'このリンクはあなた専用です。結果は話し合いを助けるものであり、それだけで決定するものではありません。',
  },
  'pt-br': {
    subject: 'Os resultados da sua avaliação',
    greeting: 'Olá, {name},',
    body: 'Obrigado por fazer “{form}”. {company} está compartilhando seus resultados com você: suas pontuações por seção e um PDF que você pode guardar.',
    action: 'Ver seus resultados',
    footer: 'Este link é pessoal. Os resultados apoiam uma conversa; não decidem sozinhos.',
  },
  'zh-cn': {
    subject: '您的测评结果',
    greeting: '{name}，您好：',
    body: '感谢您完成“{form}”。{company} 与您分享您的结果：各部分的得分，以及一份可保存的 PDF。',
    action: '查看您的结果',
    footer: '此链接仅供您个人使用。结果用于支持沟通，而不是单独做出决定。',
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
  locale: RespondentLocale;
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
      dir={localeDirection(input.locale)}
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
