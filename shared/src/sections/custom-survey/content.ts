import type { Locale } from '../../i18n/locale';
import { definePack, localize, t, type PackMeta, type PackText } from '../content-pack';
import type { SurveyQuestionType } from './schema';
import { TRANSLATION_STAMPS } from './translation-stamps';

/** Starter questions a company can add to its custom survey and then edit (spec part 1 §3 "Other"). */
export interface SurveyTemplate {
  readonly id: string;
  readonly type: SurveyQuestionType;
  readonly headline: PackText;
  readonly description?: PackText;
  readonly options?: readonly { readonly id: string; readonly label: PackText }[];
}

export interface CustomSurveyPack extends PackMeta<'custom_survey'> {
  readonly defaultTitle: PackText;
  readonly defaultDescription: PackText;
  readonly templates: readonly SurveyTemplate[];
}

export const RAW_PACK: CustomSurveyPack = {
  kind: 'custom_survey',
  version: '2026.1',
  publishedAt: '2026-11-22',
  attribution: [],
  defaultTitle: t('A few questions from us', 'คำถามเพิ่มเติมจากเรา', 'Algunas preguntas de nuestra parte'),
  defaultDescription: t(
    'Help us get to know you better. Answer as openly as you like.',
    'ช่วยให้เราได้รู้จักคุณมากขึ้น ตอบได้อย่างเปิดเผยตามที่คุณสะดวก',
    'Ayúdanos a conocerte mejor. Responde con toda la franqueza que quieras.',
  ),
  templates: [
    {
      id: 'tpl_motivation',
      type: 'open-ended',
      headline: t('What attracted you to this role?', 'อะไรทำให้คุณสนใจตำแหน่งนี้', '¿Qué te atrajo de este puesto?'),
    },
    {
      id: 'tpl_proud_work',
      type: 'open-ended',
      headline: t(
        'Describe a piece of work you are proud of and your part in it.',
        'เล่าถึงผลงานที่คุณภูมิใจและบทบาทของคุณในงานนั้น',
        'Describe un trabajo del que estés orgulloso y cuál fue tu papel.',
      ),
    },
    {
      id: 'tpl_work_setting',
      type: 'multiple-choice',
      headline: t(
        'Which work setting do you prefer?',
        'คุณชอบรูปแบบการทำงานแบบใด',
        '¿Qué modalidad de trabajo prefieres?',
      ),
      options: [
        { id: 'office', label: t('In the office', 'ทำงานที่สำนักงาน', 'En la oficina') },
        { id: 'hybrid', label: t('Hybrid', 'แบบผสมผสาน', 'Híbrida') },
        { id: 'remote', label: t('Fully remote', 'ทำงานทางไกลเต็มรูปแบบ', 'Totalmente en remoto') },
      ],
    },
    {
      id: 'tpl_start_date',
      type: 'multiple-choice',
      headline: t('When could you start?', 'คุณสามารถเริ่มงานได้เมื่อใด', '¿Cuándo podrías empezar?'),
      options: [
        { id: 'now', label: t('Immediately', 'ทันที', 'Inmediatamente') },
        { id: 'one_month', label: t('Within a month', 'ภายในหนึ่งเดือน', 'En menos de un mes') },
        { id: 'two_three_months', label: t('In two to three months', 'ภายในสองถึงสามเดือน', 'En dos o tres meses') },
        { id: 'later', label: t('Later than that', 'หลังจากนั้น', 'Más adelante') },
      ],
    },
    {
      id: 'tpl_growth_areas',
      type: 'multiple-select',
      headline: t(
        'Which areas would you most like to develop in?',
        'คุณอยากพัฒนาตนเองในด้านใดมากที่สุด',
        '¿En qué áreas te gustaría desarrollarte más?',
      ),
      description: t('Choose all that apply.', 'เลือกได้มากกว่าหนึ่งข้อ', 'Elige todas las que correspondan.'),
      options: [
        { id: 'leadership', label: t('Leadership', 'ภาวะผู้นำ', 'Liderazgo') },
        { id: 'technical', label: t('Technical skills', 'ทักษะเชิงเทคนิค', 'Habilidades técnicas') },
        { id: 'communication', label: t('Communication', 'การสื่อสาร', 'Comunicación') },
        { id: 'project_management', label: t('Project management', 'การบริหารโครงการ', 'Gestión de proyectos') },
        { id: 'customer', label: t('Working with customers', 'การทำงานกับลูกค้า', 'Trato con clientes') },
      ],
    },
    {
      id: 'tpl_feedback_style',
      type: 'multiple-select',
      headline: t(
        'How do you like to receive feedback?',
        'คุณชอบรับคำติชมในรูปแบบใด',
        '¿Cómo prefieres recibir retroalimentación?',
      ),
      description: t('Choose all that apply.', 'เลือกได้มากกว่าหนึ่งข้อ', 'Elige todas las que correspondan.'),
      options: [
        { id: 'in_person', label: t('Face to face', 'พูดคุยต่อหน้า', 'En persona') },
        { id: 'written', label: t('In writing', 'เป็นลายลักษณ์อักษร', 'Por escrito') },
        { id: 'immediate', label: t('Straight away', 'ทันทีที่เกิดขึ้น', 'En el momento') },
        {
          id: 'scheduled',
          label: t('In regular one-to-ones', 'ในการพูดคุยตัวต่อตัวตามรอบ', 'En reuniones individuales periódicas'),
        },
      ],
    },
  ],
};

export const CUSTOM_SURVEY_PACK = definePack(RAW_PACK, TRANSLATION_STAMPS);

/** A template as an editable survey question in one locale (the shape of ZSurveyQuestion's input). */
export function surveyQuestionFromTemplate(
  assessmentId: string,
  locale: Locale,
  pack: CustomSurveyPack = CUSTOM_SURVEY_PACK,
) {
  const assessment = pack.templates.find((tpl) => tpl.id === assessmentId);
  if (!assessment) return undefined;
  return {
    id: assessment.id,
    type: assessment.type,
    headline: localize(assessment.headline, locale),
    ...(assessment.description ? { description: localize(assessment.description, locale) } : {}),
    ...(assessment.options
      ? { options: assessment.options.map((o) => ({ id: o.id, label: localize(o.label, locale) })) }
      : {}),
  };
}
