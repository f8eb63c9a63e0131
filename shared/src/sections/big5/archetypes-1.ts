import { t } from '../content-pack';
import type { Big5Archetype } from './archetypes-types';

export const ARCHETYPES_1: readonly Big5Archetype[] = [
  {
    id: 'visionary_innovator',
    signature: { O: 'high', E: 'high' },
    name: t('Visionary Innovator', 'นักนวัตกรผู้มีวิสัยทัศน์', 'Innovador visionario'),
    description: t(
      'Generates bold ideas and rallies people around them.',
      'สร้างสรรค์ไอเดียที่กล้าหาญและรวมพลังผู้คนให้มาร่วมกัน',
      'Genera ideas audaces y reúne a la gente en torno a ellas.',
    ),
    strengths: [
      t('Big-picture thinking', 'คิดภาพรวม', 'Visión de conjunto'),
      t('Persuasion', 'การโน้มน้าว', 'Persuasión'),
      t('Energy for change', 'พลังในการเปลี่ยนแปลง', 'Energía para el cambio'),
    ],
    roles: [
      t('Product strategy', 'กลยุทธ์ผลิตภัณฑ์', 'Estrategia de producto'),
      t('Business development', 'พัฒนาธุรกิจ', 'Desarrollo de negocio'),
      t('Innovation lead', 'ผู้นำด้านนวัตกรรม', 'Responsable de innovación'),
    ],
    complementary: ['reliable_executor', 'meticulous_specialist'],
    collaboration: t(
      'Pair with people who turn ideas into plans; agree on which ideas to drop.',
      'จับคู่กับคนที่เปลี่ยนไอเดียเป็นแผนงานได้ และตกลงกันว่าไอเดียใดควรตัดทิ้ง',
      'Emparéjalo con personas que conviertan ideas en planes; acordad qué ideas descartar.',
    ),
  },
  {
    id: 'strategic_architect',
    signature: { O: 'high', C: 'high' },
    name: t('Strategic Architect', 'สถาปนิกเชิงกลยุทธ์', 'Arquitecto estratégico'),
    description: t(
      'Combines fresh thinking with disciplined planning to design systems that last.',
      'ผสานความคิดใหม่กับการวางแผนอย่างมีวินัยเพื่อออกแบบระบบที่ยั่งยืน',
      'Combina ideas nuevas con una planificación disciplinada para diseñar sistemas duraderos.',
    ),
    strengths: [
      t('Systems thinking', 'การคิดเชิงระบบ', 'Pensamiento sistémico'),
      t('Long-range planning', 'การวางแผนระยะยาว', 'Planificación a largo plazo'),
      t('Rigour', 'ความรัดกุม', 'Rigor'),
    ],
    roles: [
      t('Solutions architect', 'สถาปนิกโซลูชัน', 'Arquitecto de soluciones'),
      t('Strategy analyst', 'นักวิเคราะห์กลยุทธ์', 'Analista de estrategia'),
      t('Programme manager', 'ผู้จัดการโปรแกรม', 'Director de programa'),
    ],
    complementary: ['energetic_connector', 'spontaneous_improviser'],
    collaboration: t(
      'Share the plan early and invite input so others feel ownership.',
      'แบ่งปันแผนตั้งแต่เนิ่นๆ และเปิดรับความเห็นเพื่อให้ผู้อื่นรู้สึกเป็นเจ้าของร่วม',
      'Comparte el plan pronto y pide aportaciones para que los demás lo sientan suyo.',
    ),
  },
  {
    id: 'independent_researcher',
    signature: { O: 'high', E: 'low' },
    name: t('Independent Researcher', 'นักค้นคว้าอิสระ', 'Investigador independiente'),
    description: t(
      'Explores complex questions deeply and works best with room to think.',
      'สำรวจคำถามที่ซับซ้อนอย่างลึกซึ้ง และทำงานได้ดีที่สุดเมื่อมีพื้นที่ให้คิด',
      'Explora a fondo preguntas complejas y rinde mejor con espacio para pensar.',
    ),
    strengths: [
      t('Depth of analysis', 'การวิเคราะห์เชิงลึก', 'Profundidad de análisis'),
      t('Original insight', 'มุมมองที่แปลกใหม่', 'Ideas originales'),
      t('Focus', 'สมาธิ', 'Concentración'),
    ],
    roles: [
      t('Researcher', 'นักวิจัย', 'Investigador'),
      t('Data scientist', 'นักวิทยาศาสตร์ข้อมูล', 'Científico de datos'),
      t('Technical specialist', 'ผู้เชี่ยวชาญทางเทคนิค', 'Especialista técnico'),
    ],
    complementary: ['energetic_connector', 'inspiring_leader'],
    collaboration: t(
      'Give written briefs and quiet time; ask for findings in short summaries.',
      'ให้รายละเอียดงานเป็นลายลักษณ์อักษรและเวลาที่เงียบสงบ และขอให้สรุปผลสั้นๆ',
      'Dale instrucciones por escrito y tiempo tranquilo; pídele los resultados en resúmenes breves.',
    ),
  },
  {
    id: 'creative_free_spirit',
    signature: { O: 'high', C: 'low' },
    name: t('Creative Free Spirit', 'นักสร้างสรรค์อิสระ', 'Espíritu creativo libre'),
    description: t(
      'Thrives on novelty and sparks ideas, preferring freedom to fixed plans.',
      'เติบโตจากสิ่งใหม่และจุดประกายไอเดีย ชอบความอิสระมากกว่าแผนที่ตายตัว',
      'Se nutre de la novedad y aporta ideas; prefiere la libertad a los planes rígidos.',
    ),
    strengths: [
      t('Inventiveness', 'ความช่างคิดค้น', 'Inventiva'),
      t('Flexibility', 'ความยืดหยุ่น', 'Flexibilidad'),
      t('Fresh perspectives', 'มุมมองใหม่', 'Perspectivas nuevas'),
    ],
    roles: [
      t('Designer', 'นักออกแบบ', 'Diseñador'),
      t('Content creator', 'ผู้สร้างสรรค์เนื้อหา', 'Creador de contenido'),
      t('Concept developer', 'ผู้พัฒนาแนวคิด', 'Desarrollador de conceptos'),
    ],
    complementary: ['reliable_executor', 'calm_anchor'],
    collaboration: t(
      'Agree on a few firm deadlines and leave the rest open.',
      'ตกลงกำหนดส่งที่แน่นอนเพียงไม่กี่จุด และเปิดกว้างในส่วนที่เหลือ',
      'Acordad unos pocos plazos firmes y dejad el resto abierto.',
    ),
  },
  {
    id: 'reliable_executor',
    signature: { C: 'high', O: 'low' },
    name: t('Reliable Executor', 'ผู้ลงมือที่พึ่งพาได้', 'Ejecutor fiable'),
    description: t(
      'Delivers consistently through proven methods and careful follow-through.',
      'ส่งมอบงานได้สม่ำเสมอด้วยวิธีที่พิสูจน์แล้วและการติดตามงานอย่างรอบคอบ',
      'Cumple de forma constante con métodos probados y un seguimiento cuidadoso.',
    ),
    strengths: [
      t('Consistency', 'ความสม่ำเสมอ', 'Constancia'),
      t('Follow-through', 'การทำงานให้จบ', 'Cumplimiento'),
      t('Process discipline', 'วินัยในกระบวนการ', 'Disciplina de procesos'),
    ],
    roles: [
      t('Operations coordinator', 'ผู้ประสานงานปฏิบัติการ', 'Coordinador de operaciones'),
      t('Quality assurance', 'การประกันคุณภาพ', 'Aseguramiento de la calidad'),
      t('Accounting', 'การบัญชี', 'Contabilidad'),
    ],
    complementary: ['visionary_innovator', 'creative_free_spirit'],
    collaboration: t(
      'Explain the reason for changes and give time to adjust procedures.',
      'อธิบายเหตุผลของการเปลี่ยนแปลงและให้เวลาปรับขั้นตอนการทำงาน',
      'Explica el motivo de los cambios y dale tiempo para ajustar los procedimientos.',
    ),
  },
  {
    id: 'meticulous_specialist',
    signature: { C: 'high', E: 'low' },
    name: t('Meticulous Specialist', 'ผู้เชี่ยวชาญที่ละเอียดรอบคอบ', 'Especialista meticuloso'),
    description: t(
      'Masters the details and produces precise, high-quality work.',
      'เชี่ยวชาญในรายละเอียดและสร้างงานที่แม่นยำและมีคุณภาพสูง',
      'Domina los detalles y produce un trabajo preciso y de alta calidad.',
    ),
    strengths: [
      t('Accuracy', 'ความแม่นยำ', 'Precisión'),
      t('Thoroughness', 'ความถี่ถ้วน', 'Minuciosidad'),
      t('Expertise', 'ความเชี่ยวชาญ', 'Pericia'),
    ],
    roles: [
      t('Engineer', 'วิศวกร', 'Ingeniero'),
      t('Compliance specialist', 'ผู้เชี่ยวชาญด้านการกำกับดูแล', 'Especialista en cumplimiento'),
      t('Financial analyst', 'นักวิเคราะห์การเงิน', 'Analista financiero'),
    ],
    complementary: ['visionary_innovator', 'energetic_connector'],
    collaboration: t(
      'Share requirements in writing and respect time for careful checking.',
      'แจ้งข้อกำหนดเป็นลายลักษณ์อักษรและเคารพเวลาที่ต้องใช้ตรวจสอบอย่างละเอียด',
      'Comparte los requisitos por escrito y respeta el tiempo que necesita para revisar.',
    ),
  },
  {
    id: 'driven_achiever',
    signature: { C: 'high', E: 'high', A: 'low' },
    name: t('Driven Achiever', 'ผู้มุ่งมั่นสู่ความสำเร็จ', 'Triunfador decidido'),
    description: t(
      'Sets ambitious goals, pushes hard and measures success by results.',
      'ตั้งเป้าหมายที่ท้าทาย ผลักดันอย่างเต็มที่ และวัดความสำเร็จจากผลลัพธ์',
      'Se fija metas ambiciosas, empuja con fuerza y mide el éxito por los resultados.',
    ),
    strengths: [
      t('Results focus', 'มุ่งผลลัพธ์', 'Foco en resultados'),
      t('Decisiveness', 'ความเด็ดขาด', 'Decisión'),
      t('Competitive drive', 'แรงขับในการแข่งขัน', 'Espíritu competitivo'),
    ],
    roles: [
      t('Sales leader', 'ผู้นำฝ่ายขาย', 'Director comercial'),
      t('General manager', 'ผู้จัดการทั่วไป', 'Director general'),
      t('Turnaround lead', 'ผู้นำการฟื้นฟูธุรกิจ', 'Responsable de reestructuración'),
    ],
    complementary: ['diplomatic_mediator', 'supportive_collaborator'],
    collaboration: t(
      "Be direct and data-led; agree on how the team's wellbeing will be protected.",
      'พูดตรงและใช้ข้อมูลเป็นหลัก ตกลงกันว่าจะดูแลความเป็นอยู่ของทีมอย่างไร',
      'Sé directo y apóyate en datos; acordad cómo se cuidará el bienestar del equipo.',
    ),
  },
  {
    id: 'inspiring_leader',
    signature: { E: 'high', A: 'high', C: 'high' },
    name: t('Inspiring Leader', 'ผู้นำที่สร้างแรงบันดาลใจ', 'Líder inspirador'),
    description: t(
      'Leads with warmth and structure, getting the best out of people.',
      'นำทีมด้วยความอบอุ่นและความเป็นระบบ ดึงศักยภาพที่ดีที่สุดของผู้คนออกมา',
      'Lidera con calidez y estructura, y saca lo mejor de las personas.',
    ),
    strengths: [
      t('Motivating others', 'การจูงใจผู้อื่น', 'Motivar a otros'),
      t('Reliability', 'ความน่าเชื่อถือ', 'Fiabilidad'),
      t('Team building', 'การสร้างทีม', 'Creación de equipos'),
    ],
    roles: [
      t('Team lead', 'หัวหน้าทีม', 'Jefe de equipo'),
      t('People manager', 'ผู้จัดการบุคลากร', 'Responsable de personas'),
      t('Customer success lead', 'ผู้นำด้านความสำเร็จของลูกค้า', 'Responsable de éxito del cliente'),
    ],
    complementary: ['independent_researcher', 'candid_analyst'],
    collaboration: t(
      'Bring candid challenge; they welcome honest input delivered respectfully.',
      'เสนอความเห็นแย้งอย่างตรงไปตรงมา พวกเขายินดีรับฟังความเห็นที่จริงใจและสุภาพ',
      'Aporta un desafío sincero; agradece las opiniones honestas dichas con respeto.',
    ),
  },
  {
    id: 'energetic_connector',
    signature: { E: 'high', A: 'high' },
    name: t('Energetic Connector', 'ผู้เชื่อมโยงที่เปี่ยมพลัง', 'Conector enérgico'),
    description: t(
      'Builds networks and brings people together with enthusiasm.',
      'สร้างเครือข่ายและรวมผู้คนเข้าด้วยกันด้วยความกระตือรือร้น',
      'Crea redes y une a las personas con entusiasmo.',
    ),
    strengths: [
      t('Relationship building', 'การสร้างความสัมพันธ์', 'Crear relaciones'),
      t('Communication', 'การสื่อสาร', 'Comunicación'),
      t('Positivity', 'การคิดบวก', 'Positividad'),
    ],
    roles: [
      t('Account manager', 'ผู้จัดการลูกค้าสัมพันธ์', 'Gestor de cuentas'),
      t('Community manager', 'ผู้จัดการชุมชน', 'Community manager'),
      t('Recruiter', 'ผู้สรรหาบุคลากร', 'Reclutador'),
    ],
    complementary: ['meticulous_specialist', 'strategic_architect'],
    collaboration: t(
      'Use their network to unblock work; pair them with someone who tracks details.',
      'ใช้เครือข่ายของพวกเขาช่วยแก้ปัญหางานที่ติดขัด และจับคู่กับคนที่ติดตามรายละเอียด',
      'Aprovecha su red para desbloquear el trabajo; emparéjalo con alguien que controle los detalles.',
    ),
  },
  {
    id: 'bold_challenger',
    signature: { E: 'high', A: 'low' },
    name: t('Bold Challenger', 'ผู้ท้าทายที่กล้าหาญ', 'Retador audaz'),
    description: t(
      'Speaks up, questions assumptions and pushes for better outcomes.',
      'กล้าพูด ตั้งคำถามต่อสมมติฐาน และผลักดันให้ได้ผลลัพธ์ที่ดีกว่า',
      'Alza la voz, cuestiona supuestos y presiona para lograr mejores resultados.',
    ),
    strengths: [
      t('Candour', 'ความตรงไปตรงมา', 'Franqueza'),
      t('Negotiation', 'การเจรจาต่อรอง', 'Negociación'),
      t('Courage', 'ความกล้าหาญ', 'Valentía'),
    ],
    roles: [
      t('Negotiator', 'นักเจรจา', 'Negociador'),
      t('Business development', 'พัฒนาธุรกิจ', 'Desarrollo de negocio'),
      t('Change lead', 'ผู้นำการเปลี่ยนแปลง', 'Responsable del cambio'),
    ],
    complementary: ['diplomatic_mediator', 'caring_empath'],
    collaboration: t(
      'Welcome the challenge, then agree together on a decision and move on.',
      'เปิดรับการท้าทาย จากนั้นตกลงการตัดสินใจร่วมกันแล้วเดินหน้าต่อ',
      'Acoge el desafío y luego acordad juntos una decisión y seguid adelante.',
    ),
  },
];
