import type { ErrorEntry } from './entry';

/** AI calls: spec part 2 §7.1, §7.4 and §8 "AI". */
export const AI_ERRORS = {
  UNSUPPORTED_AI_MODEL: {
    status: 400,
    text: { en: 'Unsupported AI model', th: 'ไม่รองรับโมเดล AI นี้', es: 'Modelo de IA no compatible' },
  },
  INVALID_PROMPT_CODE: {
    status: 400,
    text: { en: 'Invalid prompt code provided', th: 'รหัสพรอมต์ไม่ถูกต้อง', es: 'Se proporcionó un código de prompt no válido' },
  },
  PROMPT_CONFIG_NOT_FOUND: {
    status: 404,
    text: {
      en: 'Prompt config not found for code',
      th: 'ไม่พบการตั้งค่าพรอมต์สำหรับรหัสนี้',
      es: 'No se encontró la configuración del prompt para el código',
    },
  },
  AI_PROVIDERS_NOT_FOUND: {
    status: 500,
    text: { en: 'Providers not found', th: 'ไม่พบผู้ให้บริการ', es: 'No se encontraron proveedores' },
  },
  AI_SERVICE_FAILED: {
    status: 502,
    text: { en: 'AI service execution failed', th: 'บริการ AI ทำงานล้มเหลว', es: 'Falló la ejecución del servicio de IA' },
  },
  ANALYSIS_UNAVAILABLE: {
    status: 422,
    text: {
      en: 'Assessment Analysis Unavailable: insufficient assessment data for culture fit, skill match and risk level.',
      th: 'ไม่สามารถวิเคราะห์แบบประเมินได้: ข้อมูลไม่เพียงพอสำหรับความเข้ากันทางวัฒนธรรม ความตรงของทักษะ และระดับความเสี่ยง',
      es: 'Análisis no disponible: datos insuficientes para el ajuste cultural, la coincidencia de habilidades y el nivel de riesgo.',
    },
  },
} as const satisfies Record<string, ErrorEntry>;
