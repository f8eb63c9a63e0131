import type { ErrorEntry } from './entry';

/** Help and support: spec part 1 §5 and part 2 §8 "Support and chat". */
export const SUPPORT_ERRORS = {
  SUPPORT_MESSAGE_REQUIRED: {
    status: 400,
    text: { en: 'Please enter a message.', th: 'โปรดพิมพ์ข้อความ', es: 'Escribe un mensaje.' },
  },
  SUPPORT_ATTACHMENT_TYPE: {
    status: 415,
    text: {
      en: 'Attachments must be .png, .jpg or .jpeg files.',
      th: 'ไฟล์แนบต้องเป็น .png, .jpg หรือ .jpeg',
      es: 'Los adjuntos deben ser archivos .png, .jpg o .jpeg.',
    },
  },
  // Ours (docs/abuse.md "Support"): a day's message budget of the account, its network or the whole service.
  SUPPORT_DAILY_LIMIT: {
    status: 429,
    text: {
      en: 'We have received the most support messages we can take from you today. Your message was not sent; please try again tomorrow.',
      th: 'วันนี้เราได้รับข้อความถึงฝ่ายสนับสนุนจากคุณครบจำนวนที่รับได้แล้ว ข้อความของคุณยังไม่ได้ส่ง โปรดลองอีกครั้งพรุ่งนี้',
      es: 'Hoy ya hemos recibido el máximo de mensajes de soporte que podemos aceptar de tu parte. Tu mensaje no se envió; inténtalo de nuevo mañana.',
    },
  },
  // Ours: a day's attachment budget of the account, its network or the whole service.
  SUPPORT_UPLOAD_DAILY_LIMIT: {
    status: 429,
    text: {
      en: 'You have attached the most files allowed for today. Send your message without an attachment, or try again tomorrow.',
      th: 'วันนี้คุณแนบไฟล์ครบจำนวนที่อนุญาตแล้ว โปรดส่งข้อความโดยไม่มีไฟล์แนบ หรือลองอีกครั้งพรุ่งนี้',
      es: 'Has adjuntado el máximo de archivos permitido por hoy. Envía tu mensaje sin adjunto o inténtalo de nuevo mañana.',
    },
  },
  SUPPORT_EMAIL_REQUIRED: {
    status: 400,
    text: {
      en: 'Your account needs an email address to attach files.',
      th: 'บัญชีของคุณต้องมีอีเมลจึงจะแนบไฟล์ได้',
      es: 'Tu cuenta necesita un correo electrónico para adjuntar archivos.',
    },
  },
  FILE_LOAD_FAILED: {
    status: 400,
    text: {
      en: 'Failed to load file. Please try again.',
      th: 'โหลดไฟล์ไม่สำเร็จ โปรดลองอีกครั้ง',
      es: 'No se pudo cargar el archivo. Inténtalo de nuevo.',
    },
  },
  FILE_UPLOAD_FAILED: {
    status: 413,
    text: {
      en: 'Failed to upload file. Please try a smaller image.',
      th: 'อัปโหลดไฟล์ไม่สำเร็จ โปรดลองใช้รูปภาพที่เล็กลง',
      es: 'No se pudo subir el archivo. Prueba con una imagen más pequeña.',
    },
  },
  PERMISSION_DENIED_CONTACT_SUPPORT: {
    status: 403,
    text: {
      en: 'Permission denied. Please contact support.',
      th: 'ไม่ได้รับอนุญาต โปรดติดต่อฝ่ายสนับสนุน',
      es: 'Permiso denegado. Ponte en contacto con soporte.',
    },
  },
  SUPPORT_SUBMIT_FAILED: {
    status: 500,
    text: { en: 'Failed to submit: {reason}', th: 'ส่งไม่สำเร็จ: {reason}', es: 'No se pudo enviar: {reason}' },
  },
  CHAT_MESSAGE_FAILED: {
    status: 500,
    text: {
      en: 'Message failed to send. Please try again.',
      th: 'ส่งข้อความไม่สำเร็จ โปรดลองอีกครั้ง',
      es: 'No se pudo enviar el mensaje. Inténtalo de nuevo.',
    },
  },
} as const satisfies Record<string, ErrorEntry>;
