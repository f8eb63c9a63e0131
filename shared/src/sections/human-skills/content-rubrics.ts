import { t, type PackText } from '../content-pack';
import type { HumanSkill } from './content-prompts';

/** Score bands of a criterion, 0-100 (spec part 1 §3: each skill has a score and a full explanation). */
export const RUBRIC_BANDS = [
  { id: 'band_0_25', min: 0, max: 25 },
  { id: 'band_26_50', min: 26, max: 50 },
  { id: 'band_51_75', min: 51, max: 75 },
  { id: 'band_76_100', min: 76, max: 100 },
] as const;

export interface RubricCriterion {
  readonly id: string;
  readonly name: PackText;
  /**
   * What an answer in each band looks like, lowest first. English-only by design: the AI scorer reads
   * them and writes its explanation in the report language; respondents never see them.
   */
  readonly levels: readonly [string, string, string, string];
}

export interface SkillRubric {
  readonly skill: HumanSkill;
  readonly name: PackText;
  readonly criteria: readonly RubricCriterion[];
}

const c = (id: string, name: PackText, levels: RubricCriterion['levels']): RubricCriterion => ({ id, name, levels });

export const HUMAN_SKILL_RUBRICS: readonly SkillRubric[] = [
  {
    skill: 'written_communication',
    name: t('Written communication', 'การสื่อสารด้วยการเขียน', 'Comunicación escrita'),
    criteria: [
      c('clarity', t('Clarity', 'ความชัดเจน', 'Claridad'), [
        'Main message missing or hard to find; reader cannot tell what is being said.',
        'Main message present but buried or ambiguous; reader must re-read.',
        'Main message clear; some sentences wordy or vague.',
        'Main message stated early and unmistakably; every sentence is easy to follow.',
      ]),
      c('structure', t('Structure', 'โครงสร้าง', 'Estructura'), [
        'No discernible order; ideas jump around.',
        'Some grouping of ideas but the order does not help the reader.',
        'Logical order with minor lapses; paragraphs mostly have one purpose.',
        'Purposeful order (context, point, next steps); easy to scan.',
      ]),
      c('tone', t('Tone and audience', 'น้ำเสียงและผู้อ่าน', 'Tono y destinatario'), [
        'Tone is inappropriate for the reader (rude, casual or evasive).',
        'Tone uneven; parts feel defensive, overly formal or too casual.',
        'Tone suits the reader for the most part.',
        "Tone is consistently professional, respectful and fitted to the reader's concerns.",
      ]),
      c('completeness', t('Completeness and accuracy', 'ความครบถ้วนและความถูกต้อง', 'Integridad y precisión'), [
        'Key facts or requested elements missing; errors mislead.',
        'Several requested elements missing or imprecise.',
        'All requested elements present; minor gaps or slips.',
        'All requested elements present, precise, with a clear next step or ask.',
      ]),
    ],
  },
  {
    skill: 'empathy',
    name: t('Empathy', 'ความเห็นอกเห็นใจ', 'Empatía'),
    criteria: [
      c('perspective', t('Understanding the other person', 'ความเข้าใจผู้อื่น', 'Comprensión de la otra persona'), [
        "Ignores or dismisses the other person's feelings or situation.",
        'Mentions feelings in general terms without considering this person.',
        "Identifies the person's likely feelings and reasons.",
        "Shows a nuanced grasp of the person's feelings, needs and context, including what they may not say.",
      ]),
      c('listening', t('Listening and acknowledgement', 'การรับฟังและการยอมรับความรู้สึก', 'Escucha y reconocimiento'), [
        'Jumps to solutions or blame without listening.',
        'Some listening, but acknowledgement feels scripted.',
        'Describes listening first and acknowledging the person sincerely.',
        'Listening, questions and acknowledgement are specific, genuine and well timed.',
      ]),
      c('response', t('Supportive action', 'การช่วยเหลือที่เหมาะสม', 'Acción de apoyo'), [
        'No helpful action, or an action likely to make things worse.',
        'Generic action not tailored to the person.',
        'Reasonable, caring action suited to the situation.',
        "Thoughtful action that meets the person's needs and follows up.",
      ]),
      c('boundaries', t('Respect and balance', 'ความเคารพและความสมดุล', 'Respeto y equilibrio'), [
        'Oversteps (intrusive, patronising) or breaks confidentiality.',
        'Some awkwardness in respecting privacy or role limits.',
        'Respects privacy and role while staying supportive.',
        'Balances care with fairness, privacy and business needs skilfully.',
      ]),
    ],
  },
  {
    skill: 'situational_awareness',
    name: t('Situational awareness', 'การรับรู้สถานการณ์', 'Conciencia situacional'),
    criteria: [
      c('observation', t('Noticing cues', 'การสังเกตสัญญาณ', 'Detección de señales'), [
        'Misses the obvious cues in the situation.',
        'Notices some cues but misses important ones.',
        'Notices the main cues, verbal and non-verbal.',
        'Notices subtle cues and patterns others would likely miss.',
      ]),
      c('interpretation', t('Reading the situation', 'การตีความสถานการณ์', 'Lectura de la situación'), [
        'Draws wrong or unfounded conclusions.',
        'Plausible reading but one-sided or hasty.',
        'Sound reading that considers more than one explanation.',
        'Insightful reading that weighs explanations and checks assumptions.',
      ]),
      c('adaptation', t('Adapting behaviour', 'การปรับพฤติกรรม', 'Adaptación de la conducta'), [
        'Carries on regardless of what the situation needs.',
        'Adapts late or in a way that does not fit.',
        'Adapts sensibly and in time.',
        'Adapts smoothly, choosing the response that best fits people and goals.',
      ]),
      c('anticipation', t('Anticipating consequences', 'การคาดการณ์ผลที่ตามมา', 'Anticipación de consecuencias'), [
        'No thought for what may happen next.',
        'Considers immediate effects only.',
        'Considers likely knock-on effects on people and work.',
        'Anticipates risks and second-order effects and plans for them.',
      ]),
    ],
  },
  {
    skill: 'critical_thinking',
    name: t('Critical thinking', 'การคิดเชิงวิพากษ์', 'Pensamiento crítico'),
    criteria: [
      c('problem_framing', t('Framing the problem', 'การกำหนดกรอบปัญหา', 'Planteamiento del problema'), [
        'Restates the question or addresses a different problem.',
        'Frames the problem loosely; key aspects missing.',
        'Frames the problem clearly with its main aspects.',
        'Frames the problem precisely, separating facts, assumptions and unknowns.',
      ]),
      c('evidence', t('Use of evidence', 'การใช้หลักฐาน', 'Uso de la evidencia'), [
        'Relies on opinion or a single anecdote.',
        'Mentions evidence but does not weigh its quality.',
        'Identifies relevant evidence and how to get it.',
        'Weighs evidence quality, looks for disconfirming data and controls for other causes.',
      ]),
      c('alternatives', t('Considering alternatives', 'การพิจารณาทางเลือก', 'Consideración de alternativas'), [
        'Considers only one explanation or option.',
        'Lists alternatives without comparing them.',
        'Compares alternatives on sensible criteria.',
        'Compares alternatives systematically, including trade-offs and risks.',
      ]),
      c('conclusion', t('Reasoned conclusion', 'ข้อสรุปที่มีเหตุผล', 'Conclusión razonada'), [
        'No conclusion, or one that does not follow.',
        'Conclusion stated with weak justification.',
        'Conclusion follows from the reasoning with stated caveats.',
        'Well-justified, proportionate conclusion with clear next steps and what would change it.',
      ]),
    ],
  },
];
