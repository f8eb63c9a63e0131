import type { Localized } from '../i18n/locale';

export interface ErrorEntry {
  status: number;
  text: Localized;
}

/**
 * The error catalogue: spec part 2 §8 and part 1 §5. One entry per user-facing message,
 * with a stable code, its HTTP status and its text in en, th and es.
 */
export const ERRORS = {
  VALIDATION_FAILED: {
    status: 400,
    text: { en: 'Please check the highlighted fields.', th: 'โปรดตรวจสอบช่องที่ไฮไลต์', es: 'Revisa los campos marcados.' },
  },
  INVALID_EMAIL_OR_OTP: {
    status: 401,
    text: { en: 'Invalid email or OTP', th: 'อีเมลหรือรหัส OTP ไม่ถูกต้อง', es: 'Correo electrónico u OTP no válido' },
  },
  NOT_LOGGED_IN: {
    status: 401,
    text: {
      en: 'You are not logged in. Please login and try again.',
      th: 'คุณยังไม่ได้เข้าสู่ระบบ โปรดเข้าสู่ระบบแล้วลองอีกครั้ง',
      es: 'No has iniciado sesión. Inicia sesión e inténtalo de nuevo.',
    },
  },
  FORBIDDEN: { status: 403, text: { en: 'Forbidden', th: 'ไม่ได้รับอนุญาต', es: 'Prohibido' } },
  DATA_NOT_FOUND: { status: 404, text: { en: 'Data not found', th: 'ไม่พบข้อมูล', es: 'Datos no encontrados' } },
  INTERNAL: {
    status: 500,
    text: { en: 'Oops, something went wrong', th: 'อุ๊ย มีบางอย่างผิดพลาด', es: 'Vaya, algo salió mal' },
  },
} as const satisfies Record<string, ErrorEntry>;

export type ErrorCode = keyof typeof ERRORS;
