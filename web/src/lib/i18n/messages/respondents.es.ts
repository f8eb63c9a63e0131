import type { respondentsEn } from './respondents.en';

/** Interface strings of the respondent's pages: registration, the test, its timer and the thank-you page, Spanish. */
export const respondentsEs: Record<keyof typeof respondentsEn, string> = {
  'test.offline':
    'Estás sin conexión. Tus respuestas se guardan en este dispositivo y se enviarán cuando vuelva la conexión.',
  'test.savedOnDevice': 'Guardado en este dispositivo; se enviará cuando vuelva la conexión…',
  'test.waitingForConnection': 'Esperando la conexión… tus respuestas están a salvo en este dispositivo.',
  'test.timedOut': 'No queda tiempo: «{section}» se cerró al acabarse su tiempo. Respuestas guardadas: {n}.',
  'test.backHeld':
    'La prueba conserva tu lugar: usa los botones de esta página para continuar. Tus respuestas están guardadas.',
  'test.left': '{n} sin responder',
  'test.unanswered.title': 'Hay preguntas sin responder',
  'test.unanswered.text': 'Esta sección tiene {n} preguntas sin respuesta. Una vez completada no podrás volver a ella.',
  'test.unanswered.back': 'Seguir respondiendo',
  'test.unanswered.complete': 'Completar de todos modos',
  'test.unanswered.finish': 'Terminar de todos modos',
  'test.overview.title': '{n} secciones, unos {minutes} minutos',
  'test.overview.text':
    'Cada sección tiene su propio temporizador, que empieza cuando pulsas Empezar. Tus respuestas se guardan sobre la marcha.',
  'test.emailOptional': 'Correo electrónico (opcional)',
  'test.emailHint': 'Sin un correo no podemos enviarte tu enlace ni tus resultados.',
  'test.thanks.redirect': 'Continuar ahora (se abre en {seconds} s)',
  'test.comment': 'Comentarios sobre esta sección (opcional)',
  'test.commentHint': 'Lo que quieras que la empresa sepa sobre tus respuestas. Los comentarios no se puntúan.',
  'fair.title': 'Ayúdanos a que la selección sea justa (opcional)',
  'fair.intro':
    'Estas respuestas nunca cambian tu resultado ni se muestran con tu nombre. Solo se cuentan en grupos de cinco o más para comprobar que la evaluación trata a todos por igual.',
  'fair.preferNot': 'Prefiero no decirlo',
  'fair.submit': 'Enviar',
  'fair.skip': 'Omitir',
  'fair.thanks': 'Gracias: se registraron tus respuestas voluntarias.',
  'test.register.title': 'Bienvenido',
  'test.register.subtitle': '{company} te invita a realizar «{form}».',
  'test.register.submit': 'Empezar la evaluación',
  'test.register.linkSent':
    'Este correo ya está registrado. Hemos enviado tu enlace personal a {email}: ábrelo para continuar.',
  'test.firstName': 'Nombre',
  'test.lastName': 'Apellido',
  'test.email': 'Correo electrónico',
  'test.sectionOf': 'Sección {n} de {total}',
  'test.intro.text':
    'Tienes {minutes} minutos para esta sección. El temporizador empieza cuando pulsas Empezar; tus respuestas se guardan automáticamente.',
  'test.intro.start': 'Empezar',
  'test.timeLeft': 'Tiempo restante',
  'test.complete': 'Completar sección',
  'test.finish': 'Finalizar',
  'test.thanks.title': '¡Gracias!',
  'test.thanks.text': 'Tus respuestas se han enviado a {company}.',
  'test.confirmingEmail': 'Confirmando tu correo…',
  'test.linkTitle': 'Enlace de la evaluación',
  'test.code.intro':
    'Abre el enlace de tu correo de invitación o escribe el código que aparece al final del enlace que compartió la empresa.',
  'test.code.label': 'Código de la evaluación',
  'test.code.open': 'Abrir la evaluación',
  'test.code.invalid': 'Escribe el código tal como aparece al final del enlace, por ejemplo abc-def-ghi.',
  'test.confirmTitle': 'Confirma tu correo',
  'test.invalidLink': 'Este enlace no es válido o ha caducado.',
  'myData.title': 'Tus datos',
  'myData.loading': 'Abriendo tus datos…',
  'myData.intro': 'Esto es lo que diste para la evaluación «{assessment}». Puedes descargar una copia o eliminarlo.',
  'myData.name': 'Nombre',
  'myData.email': 'Correo',
  'myData.answers': 'Respuestas',
  'myData.sections': 'Secciones respondidas: {n}',
  'myData.scoresNote':
    'Las puntuaciones las calcula la empresa que te invitó, comparándolas con sus propias respuestas; pídele tus resultados.',
  'myData.download': 'Descargar una copia (JSON)',
  'myData.delete': 'Eliminar mis datos',
  'myData.confirmTitle': '¿Eliminar tus datos?',
  'myData.confirmBody':
    'Tu registro, tus respuestas y tus resultados de esta evaluación se eliminan para siempre. La empresa ya no los verá. No se puede deshacer.',
  'myData.confirmDelete': 'Eliminar para siempre',
  'myData.cancel': 'Cancelar',
  'myData.deleted': 'Tus datos de esta evaluación se han eliminado.',
  'test.integrity.consent':
    'Mientras respondes, esta prueba anota cuándo la página pierde el foco (y durante cuánto tiempo), cuándo se sale de pantalla completa, cuándo se pega texto en una respuesta escrita, cuándo la prueba está abierta en dos pestañas, y qué dispositivo y red usas. Tu empleador ve estas notas junto a tus respuestas; nunca cambian tu puntuación.',
};
