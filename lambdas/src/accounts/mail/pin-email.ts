import { PIN_EXPIRY_SECONDS } from '@shared/constants/pin';
import { interpolate, type Locale } from '@shared/i18n/locale';
import type { MailMessage } from '../../adapters/mail/types';

interface PinCopy {
  subject: string;
  intro: string;
  expiry: string;
  ignore: string;
}

/** The sign-in code e-mail in every interface locale (spec part 2 §1: en, th, es). */
const COPY: Record<Locale, PinCopy> = {
  en: {
    subject: 'Your sign-in code: {pin}',
    intro: 'Use this code to sign in:',
    expiry: 'The code expires in {minutes} minutes and can be used once.',
    ignore: 'If you did not ask for this code, you can ignore this e-mail.',
  },
  th: {
    subject: 'รหัสเข้าสู่ระบบของคุณ: {pin}',
    intro: 'ใช้รหัสนี้เพื่อเข้าสู่ระบบ:',
    expiry: 'รหัสนี้จะหมดอายุใน {minutes} นาที และใช้ได้เพียงครั้งเดียว',
    ignore: 'หากคุณไม่ได้ขอรหัสนี้ คุณสามารถละเว้นอีเมลนี้ได้',
  },
  es: {
    subject: 'Tu código de acceso: {pin}',
    intro: 'Usa este código para iniciar sesión:',
    expiry: 'El código caduca en {minutes} minutos y solo se puede usar una vez.',
    ignore: 'Si no solicitaste este código, puedes ignorar este correo.',
  },
};

export function pinEmail(to: string, pin: string, locale: Locale): MailMessage {
  const copy = COPY[locale] ?? COPY.en;
  const params = { pin, minutes: Math.round(PIN_EXPIRY_SECONDS / 60) };
  const subject = interpolate(copy.subject, params);
  const expiry = interpolate(copy.expiry, params);
  const text = `${copy.intro}\n\n${pin}\n\n${expiry}\n${copy.ignore}\n`;
  // The PIN is digits only and the copy is ours, so nothing here needs HTML escaping.
  const html = [
    `<!doctype html><html lang="${locale}"><body style="font-family:Arial,sans-serif;color:#1B1C1E">`,
    `<p>${copy.intro}</p>`,
    `<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${pin}</p>`,
    `<p>${expiry}</p>`,
    `<p style="color:#666">${copy.ignore}</p>`,
    '</body></html>',
  ].join('');
  return { to, subject, text, html, devNotice: `PIN for ${to}: ${pin}` };
}
