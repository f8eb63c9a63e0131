import { interpolate, type Locale } from '@shared/i18n/locale';
import { DEFAULT_ACCENT_COLOR, PRODUCT_NAME, REFERRAL_REWARD_CREDITS } from '@shared/constants';
import type { MailMessage } from '../../adapters/mail/types';
import { BrandedEmail, Paragraph, renderEmail } from '../../adapters/mail/branded-email';

interface ReferralInviteCopy {
  subject: string;
  body: string;
  reward: string;
  action: string;
  footer: string;
}

/** The subject carries no text the inviter typed (their name is in the body), so it cannot be used to spam. */
const COPY: Record<Locale, ReferralInviteCopy> = {
  en: {
    subject: 'You are invited to {product}: {credits} free credits',
    body: '{inviter} invited you to {product}, where employers build culture-fit assessments and compare candidates with their company’s own answers.',
    reward:
      'Sign up with this link; when your first respondent completes one of your assessments (or you buy credits), you and {inviter} each get {credits} free credits.',
    action: 'Accept the invitation',
    footer:
      'You received this e-mail because {inviter} entered your address. If you were not expecting it, you can ignore it.',
  },
  th: {
    subject: 'คุณได้รับคำเชิญให้ใช้ {product}: รับ {credits} เครดิตฟรี',
    body: '{inviter} เชิญคุณใช้ {product} ที่นายจ้างสร้างแบบประเมินความเข้ากันได้ทางวัฒนธรรม และเปรียบเทียบผู้สมัครกับคำตอบของบริษัทเอง',
    reward:
      'สมัครด้วยลิงก์นี้ เมื่อผู้ตอบคนแรกทำแบบประเมินของคุณเสร็จ (หรือคุณซื้อเครดิต) คุณและ {inviter} จะได้รับ {credits} เครดิตฟรีคนละเท่ากัน',
    action: 'ตอบรับคำเชิญ',
    footer: 'คุณได้รับอีเมลนี้เพราะ {inviter} กรอกที่อยู่อีเมลของคุณ หากคุณไม่ได้คาดว่าจะได้รับอีเมลนี้ คุณสามารถละเว้นได้',
  },
  es: {
    subject: 'Te invitan a {product}: {credits} créditos gratis',
    body: '{inviter} te invitó a {product}, donde las empresas crean evaluaciones de encaje cultural y comparan a los candidatos con las respuestas de la propia empresa.',
    reward:
      'Regístrate con este enlace; cuando tu primer encuestado complete una de tus evaluaciones (o compres créditos), tú y {inviter} recibiréis {credits} créditos gratis cada uno.',
    action: 'Aceptar la invitación',
    footer: 'Recibes este correo porque {inviter} introdujo tu dirección. Si no lo esperabas, puedes ignorarlo.',
  },
};

export interface ReferralInviteInput {
  to: string;
  inviter: string;
  /** The inviter's personal referral link (/l/{code}). */
  link: string;
  locale: Locale;
}

/** Refer a friend (spec part 2 §9.2): the friend gets the inviter's link, in the inviter's language. */
export async function referralInviteEmail(input: ReferralInviteInput): Promise<MailMessage> {
  const copy = COPY[input.locale] ?? COPY.en;
  const values = { inviter: input.inviter, product: PRODUCT_NAME, credits: String(REFERRAL_REWARD_CREDITS) };
  const subject = interpolate(copy.subject, values);
  const { html, text } = await renderEmail(
    <BrandedEmail
      lang={input.locale}
      preview={subject}
      branding={{ companyName: PRODUCT_NAME, color: DEFAULT_ACCENT_COLOR, logoUrl: '' }}
      action={{ label: copy.action, href: input.link }}
      footer={interpolate(copy.footer, values)}
    >
      <Paragraph>{interpolate(copy.body, values)}</Paragraph>
      <Paragraph>{interpolate(copy.reward, values)}</Paragraph>
    </BrandedEmail>,
  );
  return { to: input.to, subject, html, text, devNotice: `Referral invitation for ${input.to}: ${input.link}` };
}
