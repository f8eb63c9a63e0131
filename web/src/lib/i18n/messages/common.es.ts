import type { commonEn } from './common.en';

/** Interface strings of the app shell: its name, shared words, navigation and the info pages (terms, privacy, fallbacks), Spanish. */
export const commonEs: Record<keyof typeof commonEn, string> = {
  'nav.myRespondents': 'Mis participantes',
  'common.cancel': 'Cancelar',
  'common.close': 'Cerrar',
  'pages.reload': 'Recargar la página',
  'pages.noPermission.title': 'Sin acceso',
  'pages.redirect.opening': 'Abriendo el enlace…',
  'pages.terms.link': 'Términos y condiciones',
  'pages.privacy.link': 'Aviso de privacidad',
  'pages.privacy.candidateNotice': 'Tus respuestas y datos de contacto llegan a {company} para esta evaluación.',
  'pages.terms.title': 'Términos y condiciones',
  'pages.terms.body':
    'Culture Fit permite a las empresas crear evaluaciones de encaje cultural y de selección, invitar a personas a responderlas y leer los resultados.\n' +
    'Puedes usar el servicio para la selección y la gestión de personas de tu organización. Eres responsable de lo que escribes en tus evaluaciones, invitaciones y mensajes, y de tener un motivo lícito para invitar a quienes invitas.\n' +
    'Los créditos se usan cuando alguien completa una evaluación o se ejecuta un generador. Los créditos y planes comprados se cobran a través de Stripe; una suscripción sigue hasta el final de su periodo después de cancelarla.\n' +
    'Los análisis y sugerencias escritos por IA apoyan tu criterio; no son decisiones. Revísalos antes de actuar.\n' +
    'Mantenemos el servicio en marcha y tus datos seguros con un cuidado razonable, y podemos suspender cuentas que abusen de él (por ejemplo, para enviar correo no solicitado).\n' +
    'Preguntas sobre estos términos: usa Ayuda y soporte en el menú de tu cuenta.',
  'pages.privacy.title': 'Aviso de privacidad',
  'pages.privacy.body':
    'Qué guardamos: de las empresas, tu nombre, empresa, correo, evaluaciones y ajustes; de quienes responden, el nombre y correo que indicas, tus respuestas, comentarios y tiempos, y los resultados calculados a partir de ellos.\n' +
    'Para qué: para hacer funcionar las evaluaciones a las que te invitaron, mostrar tus resultados a la empresa que te invitó y, si la empresa lo eligió, enviarte tus propios resultados por correo.\n' +
    'Quién los ve: la empresa que te invitó y los miembros de su equipo. Quienes responden nunca ven las claves de respuesta ni las respuestas de otras personas. Las respuestas opcionales de igualdad de oportunidades se guardan aparte y nunca puntúan.\n' +
    'Cuánto tiempo: tu enlace personal deja de funcionar 30 días después de terminar. La empresa puede borrar tus resultados; pídeselo a ella, o a nosotros a través de ella, para eliminar tus datos.\n' +
    'Dónde: el servicio funciona en Amazon Web Services, en la región que eligió el operador. Los correos se envían con Amazon SES; los pagos pasan por Stripe.\n' +
    'IA: cuando una empresa pide un análisis con IA, tus puntuaciones y respuestas escritas se envían al modelo de IA sin tu correo electrónico.',
  'pages.showcase.title': 'Catálogo de componentes',
  'pages.showcase.simpleTitle': 'Catálogo de componentes (simple)',
  'pages.showcase.buttons': 'Botones',
  'pages.showcase.fields': 'Campos',
  'pages.showcase.feedback': 'Avisos',
  'pages.showcase.badges': 'Insignias de nota',
  'pages.showcase.pagination': 'Paginación',
  'pages.showcase.dialog': 'Diálogos y avisos breves',
  'pages.showcase.sample': 'Ejemplo',
  'pages.showcase.openDialog': 'Abrir un diálogo de confirmación',
  'pages.showcase.showToast': 'Mostrar un aviso',
  'pages.showcase.toast': 'Guardado',
  'pages.test.title': 'Diagnóstico',
  'pages.test.intro': 'Lo que informan este navegador y esta instalación, para soporte.',
  'pages.test.apiCheck': 'Comprobar la API',
  'pages.test.apiOk': 'La API respondió en {ms} ms.',
  'app.name': 'Culture Fit',
  'common.loading': 'Cargando…',
  'common.continue': 'Continuar',
  'common.back': 'Atrás',
  'common.retry': 'Reintentar',
  'common.copied': '¡Copiado!',
  'common.optional': 'opcional',
  'common.required': '{field}: campo obligatorio.',
  'common.language': 'Idioma',
  'common.previous': 'Anterior',
  'common.next': 'Siguiente',
  'common.stepOf': 'Paso {n} de {total}',
  'common.notFoundTitle': 'Página no encontrada',
  'common.goHome': 'Ir a la página de inicio',
  'common.saving': 'Guardando…',
  'common.saved': 'Todos los cambios guardados',
  'common.comingSoon': 'Esta página estará disponible pronto.',
  'nav.main': 'Principal',
  'nav.skip': 'Saltar al contenido',
  'nav.myAssessments': 'Mis evaluaciones',
  'nav.accountMenu': ', menú de la cuenta',
  'nav.logout': 'Cerrar sesión',
  'nav.myAccount': 'Mi cuenta',
};
