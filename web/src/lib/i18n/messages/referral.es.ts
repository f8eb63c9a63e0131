import type { referralEn } from './referral.en';

/** Interface strings of refer-a-friend, Spanish. */
export const referralEs: Record<keyof typeof referralEn, string> = {
  'account.tab.referAFriend': 'Recomendar a un amigo',
  'referral.referButton': '+{credits} créditos',
  'referral.referButtonLabel': 'Recomienda a un amigo: +{credits} créditos',
  'referral.intro':
    'Invita a un amigo. Cuando se registre y su primer encuestado complete una de sus evaluaciones (o compre créditos), ambos recibiréis {credits} créditos gratis.',
  'referral.linkTitle': 'Tu enlace de recomendación',
  'referral.linkLabel': 'Tu enlace personal',
  'referral.copy': 'Copiar enlace',
  'referral.inviteTitle': 'Invitar por correo electrónico',
  'referral.email': 'Correo de tu amigo',
  'referral.send': 'Enviar',
  'referral.sent': 'Invitación enviada a {email}.',
  'referral.listTitle': 'Tus invitaciones',
  'referral.col.email': 'Correo electrónico',
  'referral.col.status': 'Estado',
  'referral.col.credits': 'Créditos obtenidos',
  'referral.status.pending': 'Invitado',
  'referral.status.signed_up': 'Registrado',
  'referral.status.assessment_created': 'Evaluación creada',
  'referral.viaLink': 'llegó por tu enlace',
  'referral.empty': 'Aún no hay invitaciones. Comparte tu enlace o invita a un amigo por correo electrónico.',
  'referral.invitedBy':
    '{name} te invitó. Regístrate y, cuando tu primer encuestado complete una de tus evaluaciones (o compres créditos), ambos recibiréis {credits} créditos gratis.',
  'referral.invited':
    'Un amigo te invitó. Regístrate y, cuando tu primer encuestado complete una de tus evaluaciones (o compres créditos), ambos recibiréis {credits} créditos gratis.',
  'referral.checking': 'Abriendo tu invitación…',
  'referral.unknownTitle': 'Invitación no encontrada',
  'referral.signUpAnyway': 'Registrarse',
};
