import type { ErrorEntry } from './entry';

/** Sign-in, sign-up, guests, e-mail and API key: spec part 1 §5 and part 2 §5, §8. */
export const ACCOUNT_ERRORS = {
  /** The public API (spec part 1 §2 /docs-for-dev): a missing, unknown or replaced key. */
  API_KEY_INVALID: {
    status: 401,
    text: { en: 'Invalid API key.', th: 'คีย์ API ไม่ถูกต้อง', es: 'Clave de API no válida.' },
  },
  /** Two regenerations at once: one key wins; the other request gets no key rather than one that would be revoked. */
  API_KEY_REGENERATED_ELSEWHERE: {
    status: 409,
    text: {
      en: 'Your API key was just regenerated in another window. Regenerate it again here to see a new key.',
      th: 'คีย์ API ของคุณเพิ่งถูกสร้างใหม่ในหน้าต่างอื่น โปรดสร้างใหม่อีกครั้งที่นี่เพื่อดูคีย์ใหม่',
      es: 'Tu clave de API se acaba de regenerar en otra ventana. Vuelve a regenerarla aquí para ver una clave nueva.',
    },
  },
  API_RATE_LIMITED: {
    status: 429,
    text: {
      en: 'Too many requests with this API key. Try again in a minute.',
      th: 'มีคำขอด้วยคีย์ API นี้มากเกินไป โปรดลองอีกครั้งในอีกหนึ่งนาที',
      es: 'Demasiadas solicitudes con esta clave de API. Vuelve a intentarlo en un minuto.',
    },
  },
  // Ours (docs/abuse.md "Uploads"): a day's photo or logo uploads of the account, its network or the whole service.
  IMAGE_UPLOAD_DAILY_LIMIT: {
    status: 429,
    text: {
      en: 'You have uploaded the most images allowed for today. Please try again tomorrow.',
      th: 'วันนี้คุณอัปโหลดรูปภาพครบจำนวนที่อนุญาตแล้ว โปรดลองอีกครั้งพรุ่งนี้',
      es: 'Has subido el máximo de imágenes permitido por hoy. Inténtalo de nuevo mañana.',
    },
  },
  INVALID_EMAIL_OR_OTP: {
    status: 401,
    text: { en: 'Invalid email or OTP', th: 'อีเมลหรือรหัส OTP ไม่ถูกต้อง', es: 'Correo electrónico u OTP no válido' },
  },
  RECHECK_LOGIN_CREDENTIALS: {
    status: 401,
    text: {
      en: 'Please recheck your login credentials',
      th: 'โปรดตรวจสอบข้อมูลการเข้าสู่ระบบของคุณอีกครั้ง',
      es: 'Vuelve a comprobar tus credenciales de inicio de sesión',
    },
  },
  USE_SIGN_UP_METHOD: {
    status: 409,
    text: {
      en: 'Please login using the same login method that you signed up with.',
      th: 'โปรดเข้าสู่ระบบด้วยวิธีเดียวกับที่คุณใช้สมัครสมาชิก',
      es: 'Inicia sesión con el mismo método que usaste para registrarte.',
    },
  },
  EMAIL_ALREADY_REGISTERED: {
    status: 409,
    text: {
      en: 'This email ({email}) has already been registered',
      th: 'อีเมลนี้ ({email}) ได้ลงทะเบียนไว้แล้ว',
      es: 'Este correo electrónico ({email}) ya está registrado',
    },
  },
  INVALID_EMAIL_ADDRESS: {
    status: 400,
    text: { en: 'Invalid email address.', th: 'ที่อยู่อีเมลไม่ถูกต้อง', es: 'Dirección de correo electrónico no válida.' },
  },
  /**
   * Not in the spec: a Google or Microsoft sign-up whose provider has not verified the e-mail is
   * refused, so an address nobody proved is never bound to an account (pre-sign-up trigger).
   */
  PROVIDER_EMAIL_NOT_VERIFIED: {
    status: 403,
    text: {
      en: 'Google or Microsoft has not verified this email address. Please verify it with your provider, or sign up with your email instead.',
      th: 'Google หรือ Microsoft ยังไม่ได้ยืนยันอีเมลนี้ โปรดยืนยันอีเมลกับผู้ให้บริการของคุณ หรือสมัครด้วยอีเมลแทน',
      es: 'Google o Microsoft no han verificado esta dirección de correo electrónico. Verifícala con tu proveedor o regístrate con tu correo electrónico.',
    },
  },
  /** Ours: the guest's Google/Microsoft hand-over token is unknown, used or expired. */
  /** The unlock link mailed during a back-off (docs/auth.md "Guessing"): unknown, expired or already used. */
  SIGN_IN_LINK_INVALID: {
    status: 410,
    text: {
      en: 'This link is not valid any more. Request a new code to sign in.',
      th: 'ลิงก์นี้ใช้ไม่ได้อีกแล้ว โปรดขอรหัสใหม่เพื่อเข้าสู่ระบบ',
      es: 'Este enlace ya no es válido. Solicita un código nuevo para iniciar sesión.',
    },
  },
  /** Ours: an unsubscribe link (completion e-mails) that no account signed: cut short, altered or made up. */
  UNSUBSCRIBE_LINK_INVALID: {
    status: 410,
    text: {
      en: 'This unsubscribe link is not valid. You can turn these e-mails off in My account.',
      th: 'ลิงก์ยกเลิกการรับอีเมลนี้ใช้ไม่ได้ คุณสามารถปิดอีเมลเหล่านี้ได้ในบัญชีของฉัน',
      es: 'Este enlace para darse de baja no es válido. Puedes desactivar estos correos en Mi cuenta.',
    },
  },
  GUEST_LINK_INVALID: {
    status: 410,
    text: {
      en: 'This verification has expired or was already used. Please verify again from your guest account.',
      th: 'การยืนยันนี้หมดอายุหรือถูกใช้ไปแล้ว โปรดยืนยันอีกครั้งจากบัญชีผู้เยี่ยมชมของคุณ',
      es: 'Esta verificación ha caducado o ya se usó. Vuelve a verificar desde tu cuenta de invitado.',
    },
  },
  /** Ours: the provider round trip came back without a usable answer (cancelled, replayed, or expired). */
  PROVIDER_SIGN_IN_FAILED: {
    status: 401,
    text: {
      en: 'The sign-in with Google or Microsoft did not complete. Please try again.',
      th: 'การเข้าสู่ระบบด้วย Google หรือ Microsoft ไม่สำเร็จ โปรดลองอีกครั้ง',
      es: 'El inicio de sesión con Google o Microsoft no se completó. Inténtalo de nuevo.',
    },
  },
  /** Quota writes without an e-mail (spec part 2 §5 "Credits"). */
  INVALID_EMAIL: { status: 400, text: { en: 'Invalid email', th: 'อีเมลไม่ถูกต้อง', es: 'Correo electrónico no válido' } },
  EMAIL_REQUIRED: {
    status: 400,
    text: { en: 'Email is required.', th: 'กรุณากรอกอีเมล', es: 'El correo electrónico es obligatorio.' },
  },
  /**
   * A verified identity whose account was never opened (docs/architecture.md "Identity and access"): every signed-in
   * route answers so until the client opens it (openAccount) and retries; a read never opens it.
   */
  ACCOUNT_NOT_OPEN: {
    status: 409,
    text: {
      en: 'Your account is not set up yet. Please sign in again.',
      th: 'บัญชีของคุณยังไม่พร้อมใช้งาน โปรดเข้าสู่ระบบอีกครั้ง',
      es: 'Tu cuenta todavía no está lista. Vuelve a iniciar sesión.',
    },
  },
  NOT_LOGGED_IN: {
    status: 401,
    text: {
      en: 'You are not logged in. Please login and try again.',
      th: 'คุณยังไม่ได้เข้าสู่ระบบ โปรดเข้าสู่ระบบแล้วลองอีกครั้ง',
      es: 'No has iniciado sesión. Inicia sesión e inténtalo de nuevo.',
    },
  },
  TERMS_NOT_ACCEPTED: {
    status: 400,
    text: {
      en: 'Please accept the terms and conditions.',
      th: 'โปรดยอมรับข้อกำหนดและเงื่อนไข',
      es: 'Acepta los términos y condiciones.',
    },
  },
  NOT_A_GUEST: {
    status: 409,
    text: { en: 'This account is already verified.', th: 'บัญชีนี้ได้รับการยืนยันแล้ว', es: 'Esta cuenta ya está verificada.' },
  },
  GUEST_MISMATCH: {
    status: 403,
    text: {
      en: 'This code was issued for a different guest account.',
      th: 'รหัสนี้ออกให้กับบัญชีผู้เยี่ยมชมอื่น',
      es: 'Este código se emitió para otra cuenta de invitado.',
    },
  },
  USER_NOT_FOUND: { status: 404, text: { en: 'user not found', th: 'ไม่พบผู้ใช้', es: 'usuario no encontrado' } },
  USER_NOT_FOUND_EMAIL: {
    status: 404,
    text: { en: 'Not found user: {email}', th: 'ไม่พบผู้ใช้: {email}', es: 'Usuario no encontrado: {email}' },
  },
  NO_EMAIL_FOUND: {
    status: 400,
    text: { en: 'No email found', th: 'ไม่พบอีเมล', es: 'No se encontró el correo electrónico' },
  },
  /** PIN limits are product decisions (constants/pin.ts). */
  PIN_EXPIRED: {
    status: 401,
    text: {
      en: 'This code has expired. Please request a new one.',
      th: 'รหัสนี้หมดอายุแล้ว โปรดขอรหัสใหม่',
      es: 'Este código ha caducado. Solicita uno nuevo.',
    },
  },
  PIN_TOO_MANY_ATTEMPTS: {
    status: 429,
    text: {
      en: 'Too many attempts. Please request a new code.',
      th: 'ลองหลายครั้งเกินไป โปรดขอรหัสใหม่',
      es: 'Demasiados intentos. Solicita un código nuevo.',
    },
  },
  /** Ours: guest accounts started from one address in a day (startGuest). */
  GUEST_START_LIMIT: {
    status: 429,
    text: {
      en: 'Too many guest accounts were started from here today. Please sign up instead, or try again tomorrow.',
      th: 'มีการเริ่มบัญชีผู้เยี่ยมชมจากที่นี่มากเกินไปในวันนี้ โปรดสมัครสมาชิก หรือลองอีกครั้งพรุ่งนี้',
      es: 'Se han iniciado demasiadas cuentas de invitado desde aquí hoy. Regístrate o inténtalo de nuevo mañana.',
    },
  },
  /**
   * Ours: too many wrong codes for this address lately, so it waits out a back-off of a few minutes (PIN_FREE_FAILURES,
   * PIN_BACKOFF_*); a browser that signed in to it before is not held back.
   */
  PIN_LOCKED: {
    status: 429,
    text: {
      en: 'Too many wrong codes for this address. Please try again in a few minutes.',
      th: 'กรอกรหัสผิดสำหรับอีเมลนี้หลายครั้งเกินไป โปรดลองอีกครั้งในอีกไม่กี่นาที',
      es: 'Demasiados códigos incorrectos para esta dirección. Inténtalo de nuevo en unos minutos.',
    },
  },
  /**
   * Ours (docs/deploy.md "E-mail delivery: bounces and complaints"): the address is on the product's suppression list
   * (SES reported a permanent bounce or a spam complaint for it), so no sign-in code is mailed to it.
   */
  EMAIL_UNDELIVERABLE: {
    status: 422,
    text: {
      en: 'We cannot send e-mail to this address: an earlier message to it bounced or was reported as spam. Please use another address, or contact support.',
      th: 'เราไม่สามารถส่งอีเมลไปยังที่อยู่นี้ได้ เนื่องจากอีเมลก่อนหน้านี้ถูกตีกลับหรือถูกรายงานว่าเป็นสแปม โปรดใช้ที่อยู่อื่น หรือติดต่อฝ่ายสนับสนุน',
      es: 'No podemos enviar correos a esta dirección: un mensaje anterior fue rechazado o se marcó como spam. Usa otra dirección o contacta con soporte.',
    },
  },
  PIN_SEND_LIMIT: {
    status: 429,
    text: {
      en: 'Too many codes requested. Please try again later.',
      th: 'ขอรหัสหลายครั้งเกินไป โปรดลองอีกครั้งภายหลัง',
      es: 'Se han solicitado demasiados códigos. Inténtalo más tarde.',
    },
  },
  INVALID_API_KEY: {
    status: 401,
    text: { en: 'Invalid API key.', th: 'API key ไม่ถูกต้อง', es: 'Clave de API no válida.' },
  },
  INVALID_COLOR: {
    status: 400,
    text: {
      en: 'Please choose a colour in the form #RRGGBB.',
      th: 'โปรดเลือกสีในรูปแบบ #RRGGBB',
      es: 'Elige un color con el formato #RRGGBB.',
    },
  },
  ACCOUNT_OWNS_SHARED_TEAM: {
    status: 409,
    text: {
      en: 'You own a team that has other members. Transfer its ownership to a member before deleting your account.',
      th: 'คุณเป็นเจ้าของทีมที่มีสมาชิกคนอื่นอยู่ โปรดโอนความเป็นเจ้าของให้สมาชิกก่อนลบบัญชีของคุณ',
      es: 'Eres propietario de un equipo con otros miembros. Transfiere la propiedad a un miembro antes de eliminar tu cuenta.',
    },
  },
  ACCOUNT_DELETE_CONFIRMATION: {
    status: 422,
    text: {
      en: 'Type your e-mail address or DELETE to confirm.',
      th: 'พิมพ์อีเมลของคุณหรือ DELETE เพื่อยืนยัน',
      es: 'Escribe tu correo electrónico o DELETE para confirmar.',
    },
  },
} as const satisfies Record<string, ErrorEntry>;
