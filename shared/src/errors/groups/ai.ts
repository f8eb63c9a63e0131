import type { ErrorEntry } from './entry';

/** AI calls: spec part 2 §7.1, §7.4 and §8 "AI". */
export const AI_ERRORS = {
  UNSUPPORTED_AI_MODEL: {
    status: 400,
    text: { en: 'Unsupported AI model', th: 'ไม่รองรับโมเดล AI นี้', es: 'Modelo de IA no compatible' },
  },
  INVALID_PROMPT_CODE: {
    status: 400,
    text: {
      en: 'Invalid prompt code provided',
      th: 'รหัสพรอมต์ไม่ถูกต้อง',
      es: 'Se proporcionó un código de prompt no válido',
    },
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
    text: {
      en: 'AI service execution failed',
      th: 'บริการ AI ทำงานล้มเหลว',
      es: 'Falló la ejecución del servicio de IA',
    },
  },
  ANALYSIS_UNAVAILABLE: {
    status: 422,
    text: {
      en: 'Assessment Analysis Unavailable: insufficient assessment data for culture fit, skill match and risk level.',
      th: 'ไม่สามารถวิเคราะห์แบบประเมินได้: ข้อมูลไม่เพียงพอสำหรับความเข้ากันทางวัฒนธรรม ความตรงของทักษะ และระดับความเสี่ยง',
      es: 'Análisis no disponible: datos insuficientes para el ajuste cultural, la coincidencia de habilidades y el nivel de riesgo.',
    },
  },
  /** Ours: the candidate analysis is written from a finished result only. */
  ANALYSIS_NOT_READY: {
    status: 409,
    text: {
      en: 'The analysis can be written once the respondent has completed the assessment.',
      th: 'จะเขียนการวิเคราะห์ได้เมื่อผู้ตอบทำแบบประเมินเสร็จแล้ว',
      es: 'El análisis se puede redactar cuando la persona haya completado la evaluación.',
    },
  },
  /** Ours: a decision overrides the AI's recommendation, so the analysis must exist first. */
  ANALYSIS_MISSING: {
    status: 409,
    text: {
      en: 'Generate the analysis before recording your decision.',
      th: 'โปรดสร้างการวิเคราะห์ก่อนบันทึกการตัดสินใจของคุณ',
      es: 'Genera el análisis antes de registrar tu decisión.',
    },
  },
  /** Ours: the human decision on a candidate analysis. */
  ANALYSIS_RECOMMENDATION_INVALID: {
    status: 400,
    text: {
      en: 'Choose strong fit, good fit, consider or no hire.',
      th: 'โปรดเลือก เหมาะมาก เหมาะ พิจารณา หรือ ไม่จ้าง',
      es: 'Elige muy adecuado, adecuado, a considerar o no contratar.',
    },
  },
  ANALYSIS_REASON_LENGTH: {
    status: 400,
    text: {
      en: 'Give a reason of 3 to 1000 characters.',
      th: 'โปรดระบุเหตุผลความยาว 3 ถึง 1000 ตัวอักษร',
      es: 'Indica un motivo de 3 a 1000 caracteres.',
    },
  },
  /** Ours: the free analyzer's daily caps (per address, per user, visitor runs per deployment). */
  ANALYZER_DAILY_LIMIT: {
    status: 429,
    text: {
      en: 'The core values analyzer has reached its daily limit here. Please try again tomorrow.',
      th: 'เครื่องมือวิเคราะห์ค่านิยมหลักถูกใช้ครบจำนวนต่อวันแล้ว โปรดลองอีกครั้งพรุ่งนี้',
      es: 'El analizador de valores fundamentales alcanzó su límite diario aquí. Inténtalo de nuevo mañana.',
    },
  },
  /** Ours (docs/abuse.md "AI"): an account's or an address's daily AI runs of one kind are used up. */
  AI_DAILY_LIMIT: {
    status: 429,
    text: {
      en: 'You have used all the AI runs allowed for today. Please try again tomorrow.',
      th: 'คุณใช้งาน AI ครบจำนวนที่อนุญาตสำหรับวันนี้แล้ว โปรดลองอีกครั้งพรุ่งนี้',
      es: 'Has usado todas las ejecuciones de IA permitidas por hoy. Inténtalo de nuevo mañana.',
    },
  },
  /** Ours (issue 27 §1): the respondent answered in the employer's language, or wrote nothing to translate. */
  TRANSLATION_NOT_NEEDED: {
    status: 400,
    text: {
      en: 'There is nothing to translate: these answers are already in your language, or there are no written answers.',
      th: 'ไม่มีสิ่งที่ต้องแปล: คำตอบเหล่านี้เป็นภาษาของคุณอยู่แล้ว หรือไม่มีคำตอบที่เขียนไว้',
      es: 'No hay nada que traducir: estas respuestas ya están en tu idioma o no hay respuestas escritas.',
    },
  },
  /** Ours (docs/abuse.md "AI"): the deployment's daily AI budget for this kind of account is spent. */
  AI_BUDGET_REACHED: {
    status: 503,
    text: {
      en: 'The AI is busy today. Please try again tomorrow.',
      th: 'วันนี้ระบบ AI มีผู้ใช้งานเต็มแล้ว โปรดลองอีกครั้งพรุ่งนี้',
      es: 'La IA está ocupada hoy. Inténtalo de nuevo mañana.',
    },
  },
  /** spec part 2 §9.3 "Analyzer accepts up to 8 values". */
  ANALYZER_TOO_MANY_VALUES: {
    status: 400,
    text: {
      en: 'You can analyze up to {max} values.',
      th: 'วิเคราะห์ค่านิยมได้สูงสุด {max} รายการ',
      es: 'Puedes analizar hasta {max} valores.',
    },
  },
  ANALYZER_VALUE_REQUIRED: {
    status: 400,
    text: {
      en: 'Add at least one value to analyze.',
      th: 'โปรดเพิ่มค่านิยมอย่างน้อยหนึ่งรายการเพื่อวิเคราะห์',
      es: 'Añade al menos un valor para analizar.',
    },
  },
  ANALYZER_VALUE_TOO_LONG: {
    status: 400,
    text: {
      en: 'A value can have at most {max} characters.',
      th: 'ค่านิยมแต่ละรายการยาวได้ไม่เกิน {max} ตัวอักษร',
      es: 'Un valor puede tener como máximo {max} caracteres.',
    },
  },
  ANALYZER_DUPLICATE_VALUE: {
    status: 400,
    text: {
      en: 'Each value can be added only once.',
      th: 'เพิ่มค่านิยมแต่ละรายการได้เพียงครั้งเดียว',
      es: 'Cada valor solo se puede añadir una vez.',
    },
  },
} as const satisfies Record<string, ErrorEntry>;
