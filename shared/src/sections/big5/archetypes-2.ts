import { t } from '../content-pack';
import type { Big5Archetype } from './archetypes-types';

export const ARCHETYPES_2: readonly Big5Archetype[] = [
  {
    id: 'supportive_collaborator',
    signature: { A: 'high', E: 'low' },
    name: t('Supportive Collaborator', 'ผู้ร่วมงานที่คอยสนับสนุน', 'Colaborador de apoyo'),
    description: t(
      'Quietly helps the team succeed and keeps relationships strong.',
      'ช่วยให้ทีมประสบความสำเร็จอย่างเงียบๆ และรักษาความสัมพันธ์ให้แน่นแฟ้น',
      'Ayuda discretamente al equipo a tener éxito y cuida las relaciones.',
    ),
    strengths: [
      t('Reliability to peers', 'การเป็นที่พึ่งของเพื่อนร่วมงาน', 'Apoyo a los compañeros'),
      t('Listening', 'การรับฟัง', 'Escucha'),
      t('Team harmony', 'ความกลมเกลียวในทีม', 'Armonía en el equipo'),
    ],
    roles: [
      t('Customer support', 'ฝ่ายบริการลูกค้า', 'Atención al cliente'),
      t('Team coordinator', 'ผู้ประสานงานทีม', 'Coordinador de equipo'),
      t('HR specialist', 'ผู้เชี่ยวชาญด้านทรัพยากรบุคคล', 'Especialista de RR. HH.'),
    ],
    complementary: ['driven_achiever', 'bold_challenger'],
    collaboration: t(
      'Ask for their view directly; they may not volunteer it in large meetings.',
      'ถามความเห็นของพวกเขาโดยตรง เพราะอาจไม่เสนอความเห็นเองในที่ประชุมใหญ่',
      'Pídele su opinión directamente; puede que no la ofrezca en reuniones grandes.',
    ),
  },
  {
    id: 'diplomatic_mediator',
    signature: { A: 'high', S: 'high' },
    name: t('Diplomatic Mediator', 'ผู้ไกล่เกลี่ยทางการทูต', 'Mediador diplomático'),
    description: t(
      'Stays calm in tension and helps people find common ground.',
      'สงบในสถานการณ์ตึงเครียดและช่วยให้ผู้คนหาจุดร่วมกันได้',
      'Mantiene la calma en la tensión y ayuda a encontrar puntos en común.',
    ),
    strengths: [
      t('Conflict resolution', 'การแก้ไขความขัดแย้ง', 'Resolución de conflictos'),
      t('Composure', 'ความสุขุม', 'Serenidad'),
      t('Tact', 'ความมีไหวพริบในการพูด', 'Tacto'),
    ],
    roles: [
      t('HR business partner', 'พันธมิตรธุรกิจด้านทรัพยากรบุคคล', 'HR business partner'),
      t('Project manager', 'ผู้จัดการโครงการ', 'Jefe de proyecto'),
      t('Client relations', 'ลูกค้าสัมพันธ์', 'Relaciones con clientes'),
    ],
    complementary: ['bold_challenger', 'driven_achiever'],
    collaboration: t(
      'Involve them when views clash; make sure their own views are heard too.',
      'ให้พวกเขามีส่วนร่วมเมื่อความเห็นขัดกัน และดูให้แน่ใจว่าความเห็นของพวกเขาเองก็ได้รับการรับฟัง',
      'Cuenta con ellos cuando chocan las opiniones; asegúrate de que también se escuche la suya.',
    ),
  },
  {
    id: 'calm_anchor',
    signature: { S: 'high', C: 'high' },
    name: t('Calm Anchor', 'หลักยึดที่สุขุม', 'Ancla serena'),
    description: t(
      'Steady and dependable, keeps work on track when pressure rises.',
      'มั่นคงและพึ่งพาได้ ประคองงานให้เดินหน้าเมื่อแรงกดดันสูงขึ้น',
      'Estable y fiable; mantiene el trabajo en marcha cuando sube la presión.',
    ),
    strengths: [
      t('Composure', 'ความสุขุม', 'Serenidad'),
      t('Dependability', 'การพึ่งพาได้', 'Fiabilidad'),
      t('Sound judgement', 'วิจารณญาณที่ดี', 'Buen criterio'),
    ],
    roles: [
      t('Operations manager', 'ผู้จัดการฝ่ายปฏิบัติการ', 'Director de operaciones'),
      t('Incident manager', 'ผู้จัดการเหตุขัดข้อง', 'Gestor de incidencias'),
      t('Finance controller', 'ผู้ควบคุมการเงิน', 'Controller financiero'),
    ],
    complementary: ['creative_free_spirit', 'visionary_innovator'],
    collaboration: t(
      'Rely on them in a crisis; invite them to shape change, not just run it.',
      'พึ่งพาพวกเขาในยามวิกฤต และชวนให้ร่วมออกแบบการเปลี่ยนแปลง ไม่ใช่แค่ดำเนินการ',
      'Confía en ellos en una crisis; invítalos a dar forma al cambio, no solo a ejecutarlo.',
    ),
  },
  {
    id: 'composed_problem_solver',
    signature: { S: 'high', O: 'high' },
    name: t('Composed Problem-Solver', 'นักแก้ปัญหาที่สุขุม', 'Solucionador sereno'),
    description: t(
      'Takes on complex, ambiguous problems calmly and creatively.',
      'รับมือกับปัญหาที่ซับซ้อนและคลุมเครืออย่างสงบและสร้างสรรค์',
      'Afronta problemas complejos y ambiguos con calma y creatividad.',
    ),
    strengths: [
      t('Clear thinking under pressure', 'คิดได้ชัดเจนภายใต้แรงกดดัน', 'Claridad bajo presión'),
      t('Creativity', 'ความคิดสร้างสรรค์', 'Creatividad'),
      t('Adaptability', 'การปรับตัว', 'Adaptabilidad'),
    ],
    roles: [
      t('Consultant', 'ที่ปรึกษา', 'Consultor'),
      t('Product manager', 'ผู้จัดการผลิตภัณฑ์', 'Product manager'),
      t('Site reliability engineer', 'วิศวกรดูแลความเสถียรของระบบ', 'Ingeniero de fiabilidad'),
    ],
    complementary: ['reliable_executor', 'inspiring_leader'],
    collaboration: t(
      'Hand them the hard, unclear problems and agree when to stop exploring.',
      'มอบปัญหาที่ยากและไม่ชัดเจนให้ และตกลงกันว่าจะหยุดสำรวจเมื่อใด',
      'Encárgale los problemas difíciles y poco claros, y acordad cuándo dejar de explorar.',
    ),
  },
  {
    id: 'spontaneous_improviser',
    signature: { E: 'high', C: 'low' },
    name: t('Spontaneous Improviser', 'นักด้นสดที่ฉับไว', 'Improvisador espontáneo'),
    description: t(
      'Thinks on their feet and energises fast-moving situations.',
      'คิดได้รวดเร็วเฉพาะหน้าและสร้างพลังในสถานการณ์ที่เปลี่ยนเร็ว',
      'Piensa sobre la marcha y da energía a las situaciones cambiantes.',
    ),
    strengths: [
      t('Quick thinking', 'ความคิดฉับไว', 'Rapidez mental'),
      t('Enthusiasm', 'ความกระตือรือร้น', 'Entusiasmo'),
      t('Flexibility', 'ความยืดหยุ่น', 'Flexibilidad'),
    ],
    roles: [
      t('Event coordinator', 'ผู้ประสานงานอีเวนต์', 'Coordinador de eventos'),
      t('Field sales', 'พนักงานขายภาคสนาม', 'Ventas de campo'),
      t('Start-up generalist', 'ผู้ทำงานรอบด้านในสตาร์ตอัป', 'Perfil generalista de start-up'),
    ],
    complementary: ['strategic_architect', 'meticulous_specialist'],
    collaboration: t(
      'Agree on a light checklist for the details that must not slip.',
      'ตกลงรายการตรวจสอบสั้นๆ สำหรับรายละเอียดที่ต้องไม่พลาด',
      'Acordad una lista sencilla para los detalles que no pueden fallar.',
    ),
  },
  {
    id: 'principled_guardian',
    signature: { C: 'high', A: 'high' },
    name: t('Principled Guardian', 'ผู้พิทักษ์ที่ยึดหลักการ', 'Guardián de principios'),
    description: t(
      'Keeps commitments, follows the rules and looks after people.',
      'รักษาคำมั่น ปฏิบัติตามกฎ และดูแลผู้คน',
      'Cumple sus compromisos, sigue las normas y cuida de las personas.',
    ),
    strengths: [
      t('Integrity', 'ความซื่อสัตย์', 'Integridad'),
      t('Care for others', 'ความใส่ใจผู้อื่น', 'Cuidado de los demás'),
      t('Conscientious work', 'การทำงานอย่างรับผิดชอบ', 'Trabajo concienzudo'),
    ],
    roles: [
      t('Compliance officer', 'เจ้าหน้าที่กำกับดูแล', 'Responsable de cumplimiento'),
      t('Healthcare administrator', 'ผู้บริหารงานด้านสุขภาพ', 'Gestor sanitario'),
      t('Office manager', 'ผู้จัดการสำนักงาน', 'Responsable de oficina'),
    ],
    complementary: ['bold_challenger', 'creative_free_spirit'],
    collaboration: t(
      'Explain the why behind exceptions; they value fairness and consistency.',
      'อธิบายเหตุผลเบื้องหลังข้อยกเว้น เพราะพวกเขาให้คุณค่ากับความเป็นธรรมและความสม่ำเสมอ',
      'Explica el porqué de las excepciones; valora la justicia y la coherencia.',
    ),
  },
  {
    id: 'candid_analyst',
    signature: { A: 'low', S: 'high' },
    name: t('Candid Analyst', 'นักวิเคราะห์ผู้ตรงไปตรงมา', 'Analista franco'),
    description: t(
      'Assesses situations coolly and says what others may not.',
      'ประเมินสถานการณ์อย่างเยือกเย็นและกล้าพูดในสิ่งที่คนอื่นอาจไม่พูด',
      'Evalúa las situaciones con frialdad y dice lo que otros callan.',
    ),
    strengths: [
      t('Objectivity', 'ความเป็นกลาง', 'Objetividad'),
      t('Honest feedback', 'คำติชมที่ตรงไปตรงมา', 'Retroalimentación honesta'),
      t('Composure', 'ความสุขุม', 'Serenidad'),
    ],
    roles: [
      t('Auditor', 'ผู้ตรวจสอบบัญชี', 'Auditor'),
      t('Risk analyst', 'นักวิเคราะห์ความเสี่ยง', 'Analista de riesgos'),
      t('Procurement lead', 'ผู้นำฝ่ายจัดซื้อ', 'Responsable de compras'),
    ],
    complementary: ['inspiring_leader', 'caring_empath'],
    collaboration: t(
      'Ask for their critique early; agree on how to deliver it to the wider team.',
      'ขอความเห็นวิจารณ์ตั้งแต่เนิ่นๆ และตกลงวิธีสื่อสารให้ทีมที่กว้างขึ้นรับทราบ',
      'Pídele su crítica pronto; acordad cómo transmitirla al resto del equipo.',
    ),
  },
  {
    id: 'caring_empath',
    signature: { A: 'high', S: 'low' },
    name: t('Caring Empath', 'ผู้เข้าใจผู้อื่นอย่างลึกซึ้ง', 'Empático atento'),
    description: t(
      'Senses how others feel and responds with care.',
      'รับรู้ความรู้สึกของผู้อื่นและตอบสนองด้วยความใส่ใจ',
      'Percibe cómo se sienten los demás y responde con cuidado.',
    ),
    strengths: [
      t('Empathy', 'ความเห็นอกเห็นใจ', 'Empatía'),
      t('Attentiveness', 'ความใส่ใจ', 'Atención'),
      t('Building trust', 'การสร้างความไว้วางใจ', 'Generar confianza'),
    ],
    roles: [
      t('Coach', 'โค้ช', 'Coach'),
      t('Patient or client care', 'การดูแลผู้ป่วยหรือลูกค้า', 'Atención a pacientes o clientes'),
      t('Learning and development', 'การเรียนรู้และพัฒนา', 'Formación y desarrollo'),
    ],
    complementary: ['calm_anchor', 'candid_analyst'],
    collaboration: t(
      'Give clear expectations and regular check-ins, especially in busy periods.',
      'ให้ความคาดหวังที่ชัดเจนและพูดคุยติดตามอย่างสม่ำเสมอ โดยเฉพาะช่วงที่งานยุ่ง',
      'Dale expectativas claras y seguimientos regulares, sobre todo en épocas de mucho trabajo.',
    ),
  },
  {
    id: 'focused_individualist',
    signature: { E: 'low', A: 'low' },
    name: t('Focused Individualist', 'ผู้ทำงานอิสระที่มุ่งมั่น', 'Individualista centrado'),
    description: t(
      'Works independently with a clear view of their own standards.',
      'ทำงานได้ด้วยตนเองและมีมาตรฐานของตนที่ชัดเจน',
      'Trabaja de forma independiente con una idea clara de sus propios estándares.',
    ),
    strengths: [
      t('Independence', 'ความเป็นอิสระ', 'Independencia'),
      t('Critical eye', 'สายตาที่วิพากษ์', 'Ojo crítico'),
      t('Concentration', 'สมาธิ', 'Concentración'),
    ],
    roles: [
      t('Software developer', 'นักพัฒนาซอฟต์แวร์', 'Desarrollador de software'),
      t('Analyst', 'นักวิเคราะห์', 'Analista'),
      t('Technical writer', 'นักเขียนเชิงเทคนิค', 'Redactor técnico'),
    ],
    complementary: ['energetic_connector', 'diplomatic_mediator'],
    collaboration: t(
      'Agree on outcomes and leave the method to them; keep meetings short.',
      'ตกลงกันที่ผลลัพธ์และปล่อยให้พวกเขาเลือกวิธีการ ประชุมให้สั้น',
      'Acordad los resultados y deja el método en sus manos; reuniones breves.',
    ),
  },
  {
    id: 'balanced_all_rounder',
    signature: {},
    name: t('Balanced All-Rounder', 'ผู้รอบด้านที่สมดุล', 'Perfil equilibrado'),
    description: t(
      'Adapts to what the situation needs, without strong extremes.',
      'ปรับตัวตามที่สถานการณ์ต้องการ โดยไม่มีลักษณะใดที่สุดโต่ง',
      'Se adapta a lo que pide cada situación, sin extremos marcados.',
    ),
    strengths: [
      t('Versatility', 'ความสามารถรอบด้าน', 'Versatilidad'),
      t('Balance', 'ความสมดุล', 'Equilibrio'),
      t('Easy to work with', 'ทำงานด้วยง่าย', 'Fácil trato'),
    ],
    roles: [
      t('Generalist', 'ผู้ทำงานรอบด้าน', 'Generalista'),
      t('Project coordinator', 'ผู้ประสานงานโครงการ', 'Coordinador de proyectos'),
      t('Team member in most functions', 'สมาชิกทีมในงานส่วนใหญ่', 'Miembro de equipo en la mayoría de áreas'),
    ],
    complementary: ['visionary_innovator', 'meticulous_specialist'],
    collaboration: t(
      'Ask where they want to grow; they can flex into many roles.',
      'ถามว่าพวกเขาอยากเติบโตในด้านใด เพราะปรับเข้ากับหลายบทบาทได้',
      'Pregúntale en qué quiere crecer; puede adaptarse a muchos papeles.',
    ),
  },
];
