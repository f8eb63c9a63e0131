import type { supportEn } from './support.en';

/** Interface strings of help and support, Spanish. */
export const supportEs: Record<keyof typeof supportEn, string> = {
  'support.menu': 'Ayuda y soporte',
  'support.title': 'Ayuda y soporte',
  'support.intro': 'Cuéntanos qué necesitas. Respondemos a {email} en un plazo de {min} a {max} horas.',
  'support.message': 'Mensaje',
  'support.messagePlaceholder': 'Describe el problema o tu pregunta…',
  'support.attach': 'Adjuntar una captura (.png, .jpg o .jpeg, hasta 2 MB)',
  'support.removeAttachment': 'Quitar el adjunto',
  'support.submit': 'Enviar',
  'support.cancel': 'Cancelar',
  'support.sending': 'Enviando…',
  'support.uploading': 'Subiendo la imagen…',
  'support.thanks': '¡Gracias! Tu mensaje llegó a nuestro equipo de soporte.',
  'support.chat.open': 'Chatear con soporte',
  'support.chat.close': 'Cerrar el chat',
  'support.chat.title': 'Chat de soporte',
  'support.chat.empty':
    'Pregúntanos lo que quieras sobre tus evaluaciones, créditos o equipo. Ctrl+Enter (⌘+Enter) envía.',
  'support.chat.placeholder': 'Escribe un mensaje…',
  'support.chat.send': 'Enviar',
  'support.chat.received':
    'Gracias, recibimos tu mensaje. La respuesta llegará a {email} en un plazo de {min} a {max} horas.',
  'support.chat.retry': 'Enviar de nuevo',
  'support.chat.you': 'Tú',
  'support.chat.support': 'Soporte',
};
