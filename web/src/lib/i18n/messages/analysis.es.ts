import type { analysisEn } from './analysis.en';

/** Interface strings of the AI candidate analysis, Spanish. */
export const analysisEs: Record<keyof typeof analysisEn, string> = {
  'analysis.title': 'Análisis de contratación',
  'analysis.intro':
    'Una lectura de este resultado escrita por IA: ajuste cultural, coincidencia de habilidades, nivel de riesgo y una recomendación de contratación, a partir de las puntuaciones de abajo.',
  'analysis.humanNote':
    'La IA puede equivocarse. Una persona toma la decisión de contratar: se guardan la recomendación de la IA y cada decisión.',
  'analysis.generate': 'Generar análisis',
  'analysis.regenerate': 'Escribir de nuevo',
  'analysis.regenerateHint': 'Escribe un texto nuevo con las puntuaciones actuales; tus decisiones se conservan.',
  'analysis.stale':
    'Las puntuaciones cambiaron desde que se escribió este análisis. Escríbelo de nuevo para actualizarlo.',
  'analysis.culturalAlignment': 'Ajuste cultural',
  'analysis.skillMatch': 'Coincidencia de habilidades',
  'analysis.notMeasured': 'No medido',
  'analysis.riskLevel': 'Nivel de riesgo',
  'analysis.aiRecommendation': 'Recomendación de la IA',
  'analysis.basedOn': 'Basado en: {scores}',
  'analysis.summary': 'Resumen ejecutivo',
  'analysis.questions': 'Preguntas de entrevista',
  'analysis.provenance': '{model} · {prompt} v{version} · {date}',
  'analysis.rec.strong_fit': 'Muy adecuado',
  'analysis.rec.good_fit': 'Adecuado',
  'analysis.rec.consider': 'A considerar',
  'analysis.rec.no_hire': 'No contratar',
  'analysis.risk.low': 'Bajo',
  'analysis.risk.medium': 'Medio',
  'analysis.risk.high': 'Alto',
  'analysis.aiSays': 'IA: {label}',
  'analysis.yourDecision': 'Tu decisión: {label}',
  'analysis.decisionDetail': '{reason} — {by}, {date}',
  'analysis.earlierDecisions': 'Decisiones anteriores',
  'analysis.override': 'Cambiar',
  'analysis.overrideTitle': 'Tu decisión',
  'analysis.recommendation': 'Recomendación',
  'analysis.choose': 'Elige…',
  'analysis.reason': 'Motivo',
  'analysis.reasonHint': 'Por qué decides así (de 3 a 1000 caracteres). Se guarda junto a la recomendación de la IA.',
  'analysis.save': 'Guardar decisión',
  'analysis.saved': 'Decisión guardada.',
  'analysis.cancel': 'Cancelar',
};
