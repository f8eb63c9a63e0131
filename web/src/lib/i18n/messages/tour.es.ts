import type { tourEn } from './tour.en';

/** Interface strings of the guided tours, Spanish. */
export const tourEs: Record<keyof typeof tourEn, string> = {
  'tour.progress': 'Paso {current} de {total}',
  'tour.skip': 'Omitir el recorrido',
  'tour.close': 'Cerrar',
  'tour.gotIt': 'Entendido',
  'tour.done': 'Listo',
  'tour.again.title': 'Recorrido guiado',
  'tour.again.body': 'Repasa paso a paso cómo crear, publicar y compartir una evaluación.',
  'tour.again.button': 'Mostrar de nuevo el recorrido guiado',
  'tour.next': 'Siguiente',
  'tour.create.0.title': 'Crea tu primera evaluación',
  'tour.create.0.body':
    'Empieza aquí. Te guiaremos para ponerle nombre, elegir sus secciones y publicarla, en unos cinco minutos.',
  'tour.create.0.start': 'Empezar',
  'tour.create.1.title': 'Ponle nombre a tu evaluación',
  'tour.create.1.body':
    'Dale a la evaluación un nombre que verán los candidatos, el puesto al que corresponde y cuánto tiempo extra permitir. Continúa cuando estés listo.',
  'tour.create.2.title': 'Elige qué medir',
  'tour.create.2.body':
    'Elige las secciones que incluirá. Después responderás cada una como la empresa, para que cada candidato se puntúe frente a tus respuestas.',
  'tour.create.3.title': 'Publícala',
  'tour.create.3.body':
    'Revisa los detalles y publica. Obtendrás un enlace público para compartir y podrás invitar a personas por correo electrónico.',
  'tour.invite.0.title': 'Comparte el enlace público',
  'tour.invite.0.body':
    'Cualquiera con este enlace puede hacer la evaluación: pégalo en una oferta de empleo, tu página de empleo o un mensaje.',
  'tour.invite.1.title': 'O invita a personas por correo electrónico',
  'tour.invite.1.body': 'Cada persona recibe un enlace personal, y aquí ves quién ha empezado y terminado.',
};
