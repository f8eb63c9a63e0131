import type { setupAiEn } from './setup-ai.en';

/** Interface strings of AI-assisted setup and the auto-generated first assessment, Spanish. */
export const setupAiEs: Record<keyof typeof setupAiEn, string> = {
  'setup.state.pending_review': 'Pendiente de revisión',
  'setup.action.pending_review': 'Revisar',
  'aiSetup.title': 'Configurar con IA',
  'aiSetup.intro':
    'La IA elige las secciones para este puesto y tipo de organización, y rellena de antemano la alineación de valores, el perfil de cultura y los comportamientos aceptables. Revisas cada sugerencia antes de publicar.',
  'aiSetup.run': 'Configurar con IA',
  'aiSetup.running': 'Configurando con IA…',
  'aiSetup.progress': 'Progreso de la configuración con IA',
  'aiSetup.fallback': 'La IA no pudo elegir las secciones, así que se eligieron las recomendadas.',
  'aiSetup.failedSome':
    'La IA no pudo rellenar todas las secciones: configura tú las marcadas como Requiere configuración.',
  'aiSetup.pendingNote':
    'Hay sugerencias de la IA esperando tu revisión: abre cada sección marcada como Pendiente de revisión y acéptala o cámbiala.',
  'aiSetup.banner.title': 'Sugerencia de la IA — revisar',
  'aiSetup.banner.body':
    'La IA rellenó esta sección para tu tipo de organización. Revísala y acéptala tal cual, o cámbiala y guarda tu versión.',
  'aiSetup.banner.accept': 'Aceptar sugerencia',
  'aiSetup.banner.source': 'Fuente: {provider} {model}, prompt {code} v{version}',
  'onboarding.card.title': 'Generando tu primera evaluación',
  'onboarding.card.body':
    'Nuestra IA está creando una primera evaluación para tu tipo de organización ({orgType}). Aparecerá abajo cuando esté lista; mientras tanto puedes salir de esta página.',
  'onboarding.card.progress': 'Progreso de la primera evaluación',
  'onboarding.card.failed': 'No se pudo generar tu primera evaluación en este momento.',
  'auth.info.autoGenerate': 'Generar mi primera evaluación con IA para mi tipo de organización',
  'auth.info.autoGenerateHelp': 'Aparecerá en Mis evaluaciones como borrador para que la revises y publiques.',
};
