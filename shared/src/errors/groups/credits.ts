import type { ErrorEntry } from './entry';

/** Quota, credits, payments, coupons and referral: spec part 2 §5 and §8. */
export const CREDIT_ERRORS = {
  QUOTA_NOT_FOUND: {
    status: 404,
    text: { en: 'Quota was not found.', th: 'ไม่พบโควตา', es: 'No se encontró la cuota.' },
  },
  QUOTA_CREATE_FAILED: {
    status: 500,
    text: {
      en: "Can't create quota for user",
      th: 'ไม่สามารถสร้างโควตาให้ผู้ใช้ได้',
      es: 'No se puede crear la cuota para el usuario',
    },
  },
  NOT_ENOUGH_CREDITS: {
    status: 402,
    text: {
      en: 'Not enough credits for personal user/team/owner',
      th: 'เครดิตไม่เพียงพอสำหรับผู้ใช้ส่วนตัว/ทีม/เจ้าของ',
      es: 'No hay créditos suficientes para el usuario personal/equipo/propietario',
    },
  },
  NOT_ENOUGH_QUOTA: { status: 402, text: { en: 'Not enough quota', th: 'โควตาไม่เพียงพอ', es: 'Cuota insuficiente' } },
  NO_CREDITS_REMAINING: {
    status: 402,
    text: {
      en: 'No credits remaining, refer a friend to earn more',
      th: 'ไม่มีเครดิตเหลือ แนะนำเพื่อนเพื่อรับเพิ่ม',
      es: 'No te quedan créditos; recomienda a un amigo para ganar más',
    },
  },
  MIN_PURCHASE: {
    status: 400,
    text: {
      en: 'The minimum purchase is {min} credits.',
      th: 'ต้องซื้อขั้นต่ำ {min} เครดิต',
      es: 'La compra mínima es de {min} créditos.',
    },
  },
  /**
   * The spec names its card provider ('Omise customer was not found.'); Stripe replaces it
   * (docs/architecture.md "Adapters"), so the text names the payment customer generically.
   */
  PAYMENT_CUSTOMER_NOT_FOUND: {
    status: 404,
    text: {
      en: 'Payment customer was not found.',
      th: 'ไม่พบข้อมูลลูกค้าสำหรับการชำระเงิน',
      es: 'No se encontró el cliente de pago.',
    },
  },
  /** Ours: a guest (an unverified account) verifies before paying, so a payment always has a real owner. */
  PAYMENT_GUEST: {
    status: 403,
    text: {
      en: 'Verify your account before buying credits.',
      th: 'โปรดยืนยันบัญชีของคุณก่อนซื้อเครดิต',
      es: 'Verifica tu cuenta antes de comprar créditos.',
    },
  },
  /** Ours: the Billing Portal and Unsubscribe need a subscription (or a Stripe customer) to act on. */
  NO_SUBSCRIPTION: {
    status: 409,
    text: {
      en: 'There is no subscription to manage on this account.',
      th: 'บัญชีนี้ไม่มีการสมัครสมาชิกให้จัดการ',
      es: 'Esta cuenta no tiene ninguna suscripción que gestionar.',
    },
  },
  /** Ours: a result completed while no credit could pay for it is kept, and opens once a credit pays for it. */
  RESULT_HELD: {
    status: 402,
    text: {
      en: 'This result is held until a credit pays for it. Add credits and it opens.',
      th: 'ผลลัพธ์นี้ถูกพักไว้จนกว่าจะมีเครดิตชำระ เพิ่มเครดิตแล้วผลลัพธ์จะเปิดให้ดู',
      es: 'Este resultado está retenido hasta que un crédito lo pague. Añade créditos y se abrirá.',
    },
  },
  PAYMENTS_COMING_SOON: {
    status: 503,
    text: {
      en: 'Payments are coming soon. Refer a friend to earn free credits meanwhile.',
      th: 'ระบบชำระเงินจะเปิดให้บริการเร็ว ๆ นี้ ระหว่างนี้แนะนำเพื่อนเพื่อรับเครดิตฟรี',
      es: 'Los pagos llegarán pronto. Mientras tanto, recomienda a un amigo para ganar créditos gratis.',
    },
  },
  COUPON_CODE_REQUIRED: {
    status: 400,
    text: { en: 'Code is required', th: 'กรุณากรอกรหัส', es: 'El código es obligatorio' },
  },
  COUPON_NOT_FOUND: { status: 404, text: { en: 'Code not found', th: 'ไม่พบรหัสนี้', es: 'Código no encontrado' } },
  COUPON_EXPIRED: { status: 410, text: { en: 'Already expired', th: 'หมดอายุแล้ว', es: 'Ya ha caducado' } },
  COUPON_USAGE_LIMIT_REACHED: {
    status: 409,
    text: { en: 'Usage limit reached', th: 'ใช้ครบจำนวนที่กำหนดแล้ว', es: 'Se alcanzó el límite de uso' },
  },
  COUPON_ALREADY_USED: { status: 409, text: { en: 'Already used', th: 'ใช้ไปแล้ว', es: 'Ya se ha utilizado' } },
  COUPON_INVALID: {
    status: 400,
    text: {
      en: "We're sorry, this code is invalid.",
      th: 'ขออภัย รหัสนี้ไม่ถูกต้อง',
      es: 'Lo sentimos, este código no es válido.',
    },
  },
  COUPON_REDEEM_FAILED: { status: 500, text: { en: 'Failed redeem.', th: 'แลกรหัสไม่สำเร็จ', es: 'No se pudo canjear.' } },
  REFERRAL_INVALID_EMAIL: {
    status: 400,
    text: {
      en: 'Please enter a valid email address',
      th: 'โปรดกรอกที่อยู่อีเมลที่ถูกต้อง',
      es: 'Introduce una dirección de correo electrónico válida',
    },
  },
  REFERRAL_ALREADY_INVITED: {
    status: 409,
    text: {
      en: 'This email has already been invited',
      th: 'อีเมลนี้ได้รับคำเชิญแล้ว',
      es: 'Este correo electrónico ya ha sido invitado',
    },
  },
  REFERRAL_EMAIL_NOT_RECOGNIZED: {
    status: 404,
    text: {
      en: "Sorry, we don't recognize this email address",
      th: 'ขออภัย เราไม่รู้จักที่อยู่อีเมลนี้',
      es: 'Lo sentimos, no reconocemos esta dirección de correo electrónico',
    },
  },
  REFERRAL_UNKNOWN_LINK: {
    status: 404,
    text: { en: 'Unknown referral link.', th: 'ไม่รู้จักลิงก์แนะนำนี้', es: 'Enlace de recomendación desconocido.' },
  },
  REFERRAL_NO_TEAM_ID: { status: 400, text: { en: 'No teamId', th: 'ไม่มี teamId', es: 'Falta el teamId' } },
  REFERRAL_ALREADY_USES_PRODUCT: {
    status: 409,
    text: { en: '{email} already uses {product}', th: '{email} ใช้ {product} อยู่แล้ว', es: '{email} ya usa {product}' },
  },
  /** Ours: the owner of a referral link signed in and followed it. */
  REFERRAL_SELF: {
    status: 409,
    text: {
      en: 'You cannot use your own referral link.',
      th: 'คุณไม่สามารถใช้ลิงก์แนะนำของตัวเองได้',
      es: 'No puedes usar tu propio enlace de recomendación.',
    },
  },
  /** Ours: referral invitation e-mails one account sends in a day (REFERRAL_MAILS_PER_REFERRER_PER_DAY). */
  REFERRAL_DAILY_LIMIT: {
    status: 429,
    text: {
      en: 'You have sent the most invitations allowed for today. Please try again tomorrow.',
      th: 'วันนี้คุณส่งคำเชิญครบจำนวนที่อนุญาตแล้ว โปรดลองอีกครั้งพรุ่งนี้',
      es: 'Has enviado el máximo de invitaciones permitido por hoy. Inténtalo de nuevo mañana.',
    },
  },
  /** Ours (docs/abuse.md "Credits"): no free credits before verification, so a guest redeems no coupon. */
  COUPON_GUEST: {
    status: 403,
    text: {
      en: 'Verify your e-mail address to redeem a coupon.',
      th: 'โปรดยืนยันอีเมลของคุณก่อนใช้คูปอง',
      es: 'Verifica tu dirección de correo electrónico para canjear un cupón.',
    },
  },
  /** Ours (docs/abuse.md "Credits"): no rewards before verification, and no guest mails strangers. */
  REFERRAL_GUEST: {
    status: 403,
    text: {
      en: 'Verify your e-mail address to invite friends.',
      th: 'โปรดยืนยันอีเมลของคุณก่อนเชิญเพื่อน',
      es: 'Verifica tu dirección de correo electrónico para invitar a amigos.',
    },
  },
  /** Ours (docs/abuse.md "Credits"): one client address redeems a few coupons a day, whatever the accounts. */
  COUPON_DAILY_LIMIT: {
    status: 429,
    text: {
      en: 'Too many coupons were redeemed from here today. Please try again tomorrow.',
      th: 'วันนี้มีการใช้คูปองจากที่นี่ครบจำนวนแล้ว โปรดลองอีกครั้งพรุ่งนี้',
      es: 'Se han canjeado demasiados cupones desde aquí hoy. Inténtalo de nuevo mañana.',
    },
  },
} as const satisfies Record<string, ErrorEntry>;
