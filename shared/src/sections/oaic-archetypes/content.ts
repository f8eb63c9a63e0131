import { definePack, t, type PackMeta, type PackText } from '../content-pack';
import { TRANSLATION_STAMPS } from './translation-stamps';
import { CULTURE_TYPE_NAMES } from './type-names';
import type { CultureType as CultureTypeId, OaicGroup as CultureDimensionId } from './constants';

/**
 * Culture profile (section oaic_archetypes): six dimensions, each with one statement per culture type;
 * the respondent spreads 100 points over the four statements (spec part 1 §3 "Answers", part 2 §9.4).
 * Built on the Competing Values Framework (a published idea); every statement is our own wording.
 */
export { CULTURE_TYPES as CULTURE_TYPE_IDS, OAIC_GROUPS as CULTURE_DIMENSION_IDS } from './constants';
export type { CultureType as CultureTypeId, OaicGroup as CultureDimensionId } from './constants';

export interface CultureTypeContent {
  readonly id: CultureTypeId;
  readonly name: PackText;
  /** Where the type sits on the framework's two axes. */
  readonly focus: 'internal' | 'external';
  readonly orientation: 'flexibility' | 'stability';
  readonly description: PackText;
}

export interface CultureStatementContent {
  /** Option id: the culture type this statement expresses. */
  readonly id: CultureTypeId;
  readonly text: PackText;
}

export interface CultureDimensionContent {
  readonly id: CultureDimensionId;
  readonly title: PackText;
  readonly prompt: PackText;
  readonly options: readonly CultureStatementContent[];
}

export interface OaicArchetypesPack extends PackMeta<'oaic_archetypes'> {
  readonly title: PackText;
  readonly instructions: PackText;
  /** The company can describe its culture as it is now and as it wants it to be. */
  readonly perspectives: { readonly now: PackText; readonly preferred: PackText };
  readonly types: readonly CultureTypeContent[];
  readonly dimensions: readonly CultureDimensionContent[];
}

const statements = (
  collaborate: PackText,
  create: PackText,
  compete: PackText,
  control: PackText,
): CultureStatementContent[] => [
  { id: 'collaborate', text: collaborate },
  { id: 'create', text: create },
  { id: 'compete', text: compete },
  { id: 'control', text: control },
];

export const RAW_PACK: OaicArchetypesPack = {
  kind: 'oaic_archetypes',
  version: '2026.1',
  publishedAt: '2026-11-22',
  attribution: [
    {
      work: 'Competing Values Framework (two axes, four culture types)',
      author: 'R. E. Quinn and J. Rohrbaugh (1983); K. S. Cameron and R. E. Quinn',
      licence: 'Published idea; no wording used',
      use: 'design model only: statements are written in-house',
    },
  ],
  title: t('Culture profile', 'โปรไฟล์วัฒนธรรมองค์กร', 'Perfil de cultura'),
  instructions: t(
    'For each topic, share 100 points among the four statements according to how well each describes the organisation. Give more points to the statement that fits best.',
    'ในแต่ละหัวข้อ ให้แบ่งคะแนน 100 คะแนนให้กับข้อความทั้งสี่ตามระดับที่แต่ละข้อความอธิบายองค์กรได้ตรง ให้คะแนนมากกว่ากับข้อความที่ตรงที่สุด',
    'En cada tema, reparte 100 puntos entre las cuatro afirmaciones según lo bien que cada una describe a la organización. Da más puntos a la que mejor encaje.',
  ),
  perspectives: {
    now: t('How it is today', 'สภาพปัจจุบัน', 'Cómo es hoy'),
    preferred: t('How we want it to be', 'สภาพที่เราต้องการ', 'Cómo queremos que sea'),
  },
  types: [
    {
      id: 'collaborate',
      name: CULTURE_TYPE_NAMES.collaborate,
      focus: 'internal',
      orientation: 'flexibility',
      description: t(
        'People-centred and close-knit. Success comes from commitment, development and teamwork.',
        'ให้ความสำคัญกับคนและความผูกพัน ความสำเร็จมาจากความทุ่มเท การพัฒนาคน และการทำงานเป็นทีม',
        'Centrada en las personas y muy unida. El éxito llega del compromiso, el desarrollo y el trabajo en equipo.',
      ),
    },
    {
      id: 'create',
      name: CULTURE_TYPE_NAMES.create,
      focus: 'external',
      orientation: 'flexibility',
      description: t(
        'Inventive and fast-moving. Success comes from new ideas, experiments and being first.',
        'ชอบคิดค้นและเคลื่อนไหวเร็ว ความสำเร็จมาจากไอเดียใหม่ การทดลอง และการเป็นผู้บุกเบิก',
        'Inventiva y ágil. El éxito llega de las ideas nuevas, los experimentos y llegar primero.',
      ),
    },
    {
      id: 'compete',
      name: CULTURE_TYPE_NAMES.compete,
      focus: 'external',
      orientation: 'stability',
      description: t(
        'Results-driven and ambitious. Success comes from hitting targets and winning in the market.',
        'มุ่งผลลัพธ์และมีความทะเยอทะยาน ความสำเร็จมาจากการทำได้ตามเป้าและการชนะในตลาด',
        'Orientada a resultados y ambiciosa. El éxito llega de cumplir objetivos y ganar en el mercado.',
      ),
    },
    {
      id: 'control',
      name: CULTURE_TYPE_NAMES.control,
      focus: 'internal',
      orientation: 'stability',
      description: t(
        'Structured and dependable. Success comes from clear processes, efficiency and consistency.',
        'มีโครงสร้างและเชื่อถือได้ ความสำเร็จมาจากกระบวนการที่ชัดเจน ประสิทธิภาพ และความสม่ำเสมอ',
        'Estructurada y fiable. El éxito llega de procesos claros, eficiencia y constancia.',
      ),
    },
  ],
  dimensions: [
    {
      id: 'strategic_emphases',
      title: t('Strategic priorities', 'ลำดับความสำคัญเชิงกลยุทธ์', 'Prioridades estratégicas'),
      prompt: t(
        'Where does the organisation put its effort for the future?',
        'องค์กรทุ่มเทความพยายามไปที่ใดเพื่ออนาคต',
        '¿En qué centra la organización su esfuerzo de cara al futuro?',
      ),
      options: statements(
        t(
          'Investing in people: building skills, keeping trust high and making everyone feel part of the team.',
          'ลงทุนในคน พัฒนาทักษะ รักษาความไว้วางใจ และทำให้ทุกคนรู้สึกเป็นส่วนหนึ่งของทีม',
          'Invertir en las personas: desarrollar habilidades, mantener la confianza y que todos se sientan parte del equipo.',
        ),
        t(
          'Finding the next opportunity: new offerings, new markets and quick lessons from experiments.',
          'มองหาโอกาสถัดไป ทั้งสินค้าหรือบริการใหม่ ตลาดใหม่ และบทเรียนที่ได้เร็วจากการทดลอง',
          'Buscar la próxima oportunidad: nuevas ofertas, nuevos mercados y aprendizajes rápidos de los experimentos.',
        ),
        t(
          'Outperforming rivals: growing share, winning deals and beating measurable targets.',
          'เอาชนะคู่แข่ง เพิ่มส่วนแบ่งตลาด ปิดการขาย และทำได้เกินเป้าที่วัดผลได้',
          'Superar a la competencia: ganar cuota, cerrar acuerdos y batir objetivos medibles.',
        ),
        t(
          'Running smoothly: predictable costs, consistent delivery and few surprises.',
          'ดำเนินงานอย่างราบรื่น ต้นทุนคาดการณ์ได้ ส่งมอบงานสม่ำเสมอ และมีเรื่องไม่คาดคิดน้อย',
          'Funcionar sin sobresaltos: costes previsibles, entregas constantes y pocas sorpresas.',
        ),
      ),
    },
    {
      id: 'organization_glue',
      title: t('What holds us together', 'สิ่งที่ยึดเราไว้ด้วยกัน', 'Lo que nos mantiene unidos'),
      prompt: t(
        'What keeps people committed to the organisation?',
        'อะไรทำให้ผู้คนผูกพันกับองค์กร',
        '¿Qué mantiene a las personas comprometidas con la organización?',
      ),
      options: statements(
        t(
          'Loyalty to one another and a shared sense of belonging.',
          'ความภักดีต่อกันและความรู้สึกเป็นพวกเดียวกัน',
          'La lealtad mutua y un sentimiento compartido de pertenencia.',
        ),
        t(
          'The excitement of building something new before anyone else.',
          'ความตื่นเต้นที่ได้สร้างสิ่งใหม่ก่อนใคร',
          'La emoción de construir algo nuevo antes que nadie.',
        ),
        t(
          'A shared drive to win and deliver results.',
          'แรงผลักดันร่วมกันที่จะชนะและสร้างผลลัพธ์',
          'Las ganas compartidas de ganar y de dar resultados.',
        ),
        t(
          'Clear rules, agreed procedures and reliable routines.',
          'กฎที่ชัดเจน ขั้นตอนที่ตกลงร่วมกัน และกิจวัตรที่เชื่อถือได้',
          'Normas claras, procedimientos acordados y rutinas fiables.',
        ),
      ),
    },
    {
      id: 'dominant_characteristics',
      title: t('Day-to-day character', 'บุคลิกในการทำงานประจำวัน', 'Carácter en el día a día'),
      prompt: t(
        'What does it feel like to work here day to day?',
        'การทำงานที่นี่ในแต่ละวันให้ความรู้สึกอย่างไร',
        '¿Cómo se siente trabajar aquí en el día a día?',
      ),
      options: statements(
        t(
          'Close and supportive: people share openly and look out for each other.',
          'ใกล้ชิดและช่วยเหลือกัน ผู้คนพูดคุยอย่างเปิดใจและดูแลกันและกัน',
          'Cercano y solidario: la gente comparte abiertamente y se cuida entre sí.',
        ),
        t(
          'Lively and experimental: people try things, take chances and accept false starts.',
          'มีชีวิตชีวาและชอบทดลอง ผู้คนลองสิ่งใหม่ กล้าเสี่ยง และยอมรับการเริ่มต้นที่ผิดพลาด',
          'Dinámico y experimental: la gente prueba cosas, se arriesga y acepta los comienzos fallidos.',
        ),
        t(
          'Intense and performance-minded: people are judged by what they achieve.',
          'เข้มข้นและมุ่งผลงาน ผู้คนถูกประเมินจากสิ่งที่ทำได้สำเร็จ',
          'Intenso y centrado en el rendimiento: a cada uno se le valora por lo que consigue.',
        ),
        t(
          'Orderly and well defined: work follows set processes and expectations are clear.',
          'เป็นระเบียบและชัดเจน งานเป็นไปตามกระบวนการที่กำหนดและความคาดหวังชัดเจน',
          'Ordenado y bien definido: el trabajo sigue procesos establecidos y las expectativas son claras.',
        ),
      ),
    },
    {
      id: 'management_of_employees',
      title: t('How people are managed', 'วิธีบริหารคน', 'Cómo se dirige a las personas'),
      prompt: t(
        'How does the organisation manage and treat its people?',
        'องค์กรบริหารและปฏิบัติต่อบุคลากรอย่างไร',
        '¿Cómo dirige y trata la organización a su gente?',
      ),
      options: statements(
        t(
          'By involving them: decisions are talked through and reached together.',
          'ให้มีส่วนร่วม มีการพูดคุยและตัดสินใจร่วมกัน',
          'Implicándolas: las decisiones se hablan y se toman en conjunto.',
        ),
        t(
          'By giving them freedom to take initiative and own their ideas.',
          'ให้อิสระในการริเริ่มและเป็นเจ้าของความคิดของตน',
          'Dándoles libertad para tomar la iniciativa y hacer suyas sus ideas.',
        ),
        t(
          'By setting demanding goals and rewarding those who reach them.',
          'ตั้งเป้าหมายที่ท้าทายและให้รางวัลแก่ผู้ที่ทำได้',
          'Fijando metas exigentes y premiando a quien las alcanza.',
        ),
        t(
          'By offering stable roles, fair rules and consistent treatment.',
          'ให้บทบาทที่มั่นคง กฎที่เป็นธรรม และการปฏิบัติที่สม่ำเสมอ',
          'Ofreciendo puestos estables, normas justas y un trato coherente.',
        ),
      ),
    },
    {
      id: 'criteria_of_success',
      title: t('How success is measured', 'วิธีวัดความสำเร็จ', 'Cómo se mide el éxito'),
      prompt: t(
        'What does the organisation count as success?',
        'องค์กรถือว่าอะไรคือความสำเร็จ',
        '¿Qué considera un éxito la organización?',
      ),
      options: statements(
        t(
          'Engaged people who grow, work well together and stay.',
          'บุคลากรที่ผูกพัน เติบโต ทำงานร่วมกันได้ดี และอยู่กับองค์กร',
          'Personas comprometidas que crecen, trabajan bien juntas y se quedan.',
        ),
        t(
          'Launching products or services that are new and ahead of the field.',
          'การเปิดตัวสินค้าหรือบริการใหม่ที่ล้ำหน้ากว่าใคร',
          'Lanzar productos o servicios nuevos y por delante del sector.',
        ),
        t(
          'Leading the market, outselling competitors and growing revenue.',
          'การเป็นผู้นำตลาด ขายได้มากกว่าคู่แข่ง และเพิ่มรายได้',
          'Liderar el mercado, vender más que la competencia y aumentar los ingresos.',
        ),
        t(
          'Reliable, on-time delivery at low cost with few errors.',
          'การส่งมอบที่เชื่อถือได้ ตรงเวลา ต้นทุนต่ำ และผิดพลาดน้อย',
          'Entregas fiables y puntuales, a bajo coste y con pocos errores.',
        ),
      ),
    },
    {
      id: 'organizational_leadership',
      title: t('Leadership style', 'รูปแบบภาวะผู้นำ', 'Estilo de liderazgo'),
      prompt: t(
        "What are the organisation's leaders generally like?",
        'โดยทั่วไปผู้นำขององค์กรเป็นอย่างไร',
        '¿Cómo suelen ser los líderes de la organización?',
      ),
      options: statements(
        t(
          'Coaches and mentors who help people develop.',
          'เป็นโค้ชและพี่เลี้ยงที่ช่วยให้ผู้คนพัฒนา',
          'Guías y mentores que ayudan a las personas a desarrollarse.',
        ),
        t(
          'Visionaries who encourage bold ideas and calculated risks.',
          'ผู้มีวิสัยทัศน์ที่สนับสนุนความคิดกล้าและการเสี่ยงอย่างมีการคำนวณ',
          'Visionarios que impulsan ideas audaces y riesgos calculados.',
        ),
        t(
          'Hard-driving achievers focused on targets and winning.',
          'ผู้ลงมือทำอย่างเข้มข้นที่มุ่งเป้าหมายและชัยชนะ',
          'Personas exigentes y enfocadas en los objetivos y en ganar.',
        ),
        t(
          'Organisers and coordinators who keep things running smoothly.',
          'ผู้จัดระบบและประสานงานที่ทำให้ทุกอย่างดำเนินไปอย่างราบรื่น',
          'Organizadores y coordinadores que mantienen todo funcionando sin problemas.',
        ),
      ),
    },
  ],
};

export const OAIC_ARCHETYPES_PACK = definePack(RAW_PACK, TRANSLATION_STAMPS);
