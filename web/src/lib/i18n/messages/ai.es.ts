import type { aiEn } from './ai.en';

/** Interface strings shared by every AI-written text, Spanish. */
export const aiEs: Record<keyof typeof aiEn, string> = {
  'ai.phase.loading': 'Preparando…',
  'ai.phase.streaming': 'Escribiendo…',
  'ai.phase.locked': 'Casi listo…',
  'ai.phase.finished': 'Listo',
  'ai.phase.failed': 'Sin terminar',
  'ai.progress': 'Progreso',
  'ai.offline': 'Modo sin conexión',
  'ai.offlineHint':
    'Este servidor no tiene un modelo de IA configurado: este es un texto de ejemplo del modo sin conexión, no una respuesta de IA.',
  'ai.copy': 'Copiar',
  'ai.copied': 'Copiado',
  'ai.downloadPdf': 'Descargar PDF',
  'ai.preparingPdf': 'Preparando PDF…',
  'ai.generatedBy': 'Escrito por {model} el {date}',
  'ai.retry': 'Intentar de nuevo',
};
