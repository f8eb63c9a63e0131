import { PIN_UNLOCK_LINK_SECONDS } from '@shared/constants/pin';
import { DEFAULT_ACCENT_COLOR, PRODUCT_NAME } from '@shared/constants';
import { interpolate, type Locale } from '@shared/i18n/locale';
import type { MailMessage } from '../../adapters/mail/types';
import { BrandedEmail, Paragraph, renderEmail } from '../../adapters/mail/branded-email';

interface UnlockCopy {
  subject: string;
  body: string;
  action: string;
  expiry: string;
  footer: string;
}

/** The unlock e-mail (docs/auth.md "Guessing"): fixed product text only, in every interface locale. */
const COPY: Record<Locale, UnlockCopy> = {
  en: {
    subject: 'Someone is trying to sign in to your account',
    body: 'Several wrong sign-in codes were entered for your {product} account, so new sign-ins to it have to wait a while. Browsers you signed in from before are not affected. To sign in now from another browser, open this link in that browser.',
    action: 'Let this browser sign in',
    expiry:
      'The link works once and expires in {minutes} minutes. It only lets the browser that opens it ask for a code; it does not sign anyone in.',
    footer:
      'If you were not trying to sign in, you can ignore this e-mail: nobody can sign in without a code sent to this address.',
  },
  th: {
    subject: 'มีคนพยายามเข้าสู่ระบบบัญชีของคุณ',
    body: 'มีการกรอกรหัสเข้าสู่ระบบผิดหลายครั้งสำหรับบัญชี {product} ของคุณ การเข้าสู่ระบบใหม่จึงต้องรอสักครู่ เบราว์เซอร์ที่คุณเคยเข้าสู่ระบบไว้แล้วไม่ได้รับผลกระทบ หากต้องการเข้าสู่ระบบตอนนี้จากเบราว์เซอร์อื่น ให้เปิดลิงก์นี้ในเบราว์เซอร์นั้น',
    action: 'ให้เบราว์เซอร์นี้เข้าสู่ระบบได้',
    expiry: 'ลิงก์นี้ใช้ได้ครั้งเดียวและจะหมดอายุใน {minutes} นาที ลิงก์นี้เพียงให้เบราว์เซอร์ที่เปิดลิงก์ขอรหัสได้ ไม่ได้ทำให้ใครเข้าสู่ระบบ',
    footer: 'หากคุณไม่ได้พยายามเข้าสู่ระบบ คุณสามารถละเว้นอีเมลนี้ได้ ไม่มีใครเข้าสู่ระบบได้หากไม่มีรหัสที่ส่งไปยังอีเมลนี้',
  },
  es: {
    subject: 'Alguien está intentando iniciar sesión en tu cuenta',
    body: 'Se introdujeron varios códigos de acceso incorrectos para tu cuenta de {product}, así que los nuevos inicios de sesión deben esperar un rato. Los navegadores desde los que ya iniciaste sesión no se ven afectados. Para iniciar sesión ahora desde otro navegador, abre este enlace en ese navegador.',
    action: 'Permitir que este navegador inicie sesión',
    expiry:
      'El enlace funciona una vez y caduca en {minutes} minutos. Solo permite que el navegador que lo abre pida un código; no inicia la sesión de nadie.',
    footer:
      'Si no estabas intentando iniciar sesión, puedes ignorar este correo: nadie puede entrar sin un código enviado a esta dirección.',
  },
};

/** The link's token is random and the copy is ours: nothing a user typed is in this mail. */
export async function unlockEmail(to: string, link: string, locale: Locale): Promise<MailMessage> {
  const copy = COPY[locale] ?? COPY.en;
  const values = { product: PRODUCT_NAME, minutes: Math.round(PIN_UNLOCK_LINK_SECONDS / 60) };
  const { html, text } = await renderEmail(
    <BrandedEmail
      lang={locale}
      preview={copy.subject}
      branding={{ companyName: PRODUCT_NAME, color: DEFAULT_ACCENT_COLOR, logoUrl: '' }}
      action={{ label: copy.action, href: link }}
      footer={copy.footer}
    >
      <Paragraph>{interpolate(copy.body, values)}</Paragraph>
      <Paragraph>{interpolate(copy.expiry, values)}</Paragraph>
    </BrandedEmail>,
  );
  return { to, subject: copy.subject, html, text, devNotice: `Unlock link for ${to}: ${link}` };
}
