import { t } from '../content-pack';
import type { DomainResultText } from './results-types';

/** Hiring-oriented domain text, written in-house (not @bigfive-org/results). */
export const DOMAIN_RESULTS: readonly DomainResultText[] = [
  {
    id: 'N',
    key: 'neuroticism',
    reversed: true,
    name: t('Emotional stability', 'ความมั่นคงทางอารมณ์', 'Estabilidad emocional'),
    description: t(
      'How steady a person tends to stay under stress, setbacks and pressure.',
      'แนวโน้มที่บุคคลจะรักษาความมั่นคงได้เมื่อเผชิญความเครียด อุปสรรค และแรงกดดัน',
      'Hasta qué punto una persona tiende a mantenerse serena ante el estrés, los reveses y la presión.',
    ),
    bands: {
      low: t(
        'Tends to feel pressure and setbacks strongly; benefits from clear priorities and a supportive manager.',
        'มีแนวโน้มรับรู้แรงกดดันและอุปสรรคอย่างชัดเจน จะทำงานได้ดีเมื่อมีลำดับความสำคัญที่ชัดเจนและหัวหน้าที่ให้การสนับสนุน',
        'Tiende a vivir con intensidad la presión y los reveses; le ayudan unas prioridades claras y un responsable que le apoye.',
      ),
      average: t(
        'Usually handles day-to-day pressure well, with occasional strain in demanding periods.',
        'โดยทั่วไปรับมือกับแรงกดดันในแต่ละวันได้ดี อาจรู้สึกตึงเครียดบ้างในช่วงที่งานหนัก',
        'Suele llevar bien la presión diaria, con alguna tensión puntual en épocas exigentes.',
      ),
      high: t(
        'Stays calm and even-tempered under pressure; a steadying presence when things go wrong.',
        'สงบและควบคุมอารมณ์ได้ดีภายใต้แรงกดดัน เป็นหลักให้ทีมได้เมื่อเกิดปัญหา',
        'Mantiene la calma y el temple bajo presión; aporta estabilidad cuando las cosas se complican.',
      ),
    },
  },
  {
    id: 'E',
    key: 'extraversion',
    reversed: false,
    name: t('Extraversion', 'ความเป็นคนเปิดเผยชอบสังคม', 'Extraversión'),
    description: t(
      'How much a person draws energy from people, activity and taking the lead.',
      'ระดับที่บุคคลได้รับพลังจากผู้คน กิจกรรม และการเป็นผู้นำ',
      'Cuánta energía obtiene una persona de la gente, la actividad y el liderazgo.',
    ),
    bands: {
      low: t(
        'Prefers focused, independent work and smaller groups; tends to think before speaking.',
        'ชอบงานที่ต้องใช้สมาธิและทำได้ด้วยตนเอง หรือทำงานกับกลุ่มเล็ก มักคิดก่อนพูด',
        'Prefiere el trabajo concentrado e independiente y los grupos pequeños; suele pensar antes de hablar.',
      ),
      average: t(
        'Comfortable both in company and working alone; adjusts to what the role needs.',
        'ทำงานได้สบายทั้งกับผู้อื่นและตามลำพัง ปรับตัวตามที่บทบาทต้องการ',
        'Se siente cómodo tanto acompañado como trabajando solo; se adapta a lo que pide el puesto.',
      ),
      high: t(
        'Energised by people and activity; speaks up readily and enjoys visible, social roles.',
        'ได้รับพลังจากผู้คนและกิจกรรม กล้าแสดงความเห็น และชอบบทบาทที่ต้องพบปะผู้คน',
        'Se activa con la gente y la actividad; participa con facilidad y disfruta de los puestos visibles y sociales.',
      ),
    },
  },
  {
    id: 'O',
    key: 'openness',
    reversed: false,
    name: t('Openness to experience', 'การเปิดรับประสบการณ์', 'Apertura a la experiencia'),
    description: t(
      'How much a person seeks new ideas, variety and creative or abstract thinking.',
      'ระดับที่บุคคลแสวงหาความคิดใหม่ ความหลากหลาย และการคิดเชิงสร้างสรรค์หรือนามธรรม',
      'Cuánto busca una persona ideas nuevas, variedad y pensamiento creativo o abstracto.',
    ),
    bands: {
      low: t(
        'Prefers proven methods and concrete, practical work; values consistency.',
        'ชอบวิธีการที่พิสูจน์แล้ว และงานที่เป็นรูปธรรมและปฏิบัติได้จริง ให้คุณค่ากับความสม่ำเสมอ',
        'Prefiere métodos probados y un trabajo concreto y práctico; valora la coherencia.',
      ),
      average: t(
        'Open to new ideas when they are useful, while valuing what already works.',
        'เปิดรับความคิดใหม่เมื่อมีประโยชน์ และยังให้คุณค่ากับสิ่งที่ได้ผลอยู่แล้ว',
        'Abierto a ideas nuevas cuando son útiles, sin dejar de valorar lo que ya funciona.',
      ),
      high: t(
        'Curious and imaginative; enjoys new ideas, change and complex problems.',
        'ช่างสงสัยและมีจินตนาการ ชอบความคิดใหม่ การเปลี่ยนแปลง และปัญหาที่ซับซ้อน',
        'Curioso e imaginativo; disfruta de las ideas nuevas, el cambio y los problemas complejos.',
      ),
    },
  },
  {
    id: 'A',
    key: 'agreeableness',
    reversed: false,
    name: t('Agreeableness', 'ความเป็นมิตรและการประนีประนอม', 'Amabilidad'),
    description: t(
      "How much a person puts cooperation, trust and others' needs first.",
      'ระดับที่บุคคลให้ความสำคัญกับความร่วมมือ ความไว้วางใจ และความต้องการของผู้อื่น',
      'Cuánto antepone una persona la cooperación, la confianza y las necesidades de los demás.',
    ),
    bands: {
      low: t(
        'Direct and ready to challenge; comfortable with tough negotiations and hard decisions.',
        'ตรงไปตรงมาและพร้อมโต้แย้ง รับมือกับการเจรจาที่ยากและการตัดสินใจที่ยากได้สบาย',
        'Directo y dispuesto a cuestionar; se siente cómodo en negociaciones duras y decisiones difíciles.',
      ),
      average: t(
        'Cooperative and considerate, while able to hold a firm position when needed.',
        'ให้ความร่วมมือและใส่ใจผู้อื่น แต่ก็ยืนหยัดในจุดยืนได้เมื่อจำเป็น',
        'Colaborador y considerado, pero capaz de mantener una postura firme cuando hace falta.',
      ),
      high: t(
        'Warm, trusting and helpful; builds harmony and puts the team first.',
        'อบอุ่น ไว้ใจผู้อื่น และชอบช่วยเหลือ สร้างความกลมเกลียวและให้ความสำคัญกับทีมก่อน',
        'Cálido, confiado y servicial; crea armonía y pone al equipo primero.',
      ),
    },
  },
  {
    id: 'C',
    key: 'conscientiousness',
    reversed: false,
    name: t('Conscientiousness', 'ความมีจิตสำนึกรับผิดชอบ', 'Responsabilidad'),
    description: t(
      'How organised, dependable and goal-driven a person tends to be.',
      'แนวโน้มที่บุคคลจะมีระเบียบ พึ่งพาได้ และมุ่งสู่เป้าหมาย',
      'Hasta qué punto una persona tiende a ser organizada, fiable y orientada a objetivos.',
    ),
    bands: {
      low: t(
        'Flexible and spontaneous; may need structure and reminders for long, detailed work.',
        'ยืดหยุ่นและทำตามสถานการณ์ อาจต้องมีโครงสร้างและการเตือนสำหรับงานที่ยาวและละเอียด',
        'Flexible y espontáneo; puede necesitar estructura y recordatorios en trabajos largos y minuciosos.',
      ),
      average: t(
        'Reasonably organised and reliable, balancing planning with flexibility.',
        'มีระเบียบและพึ่งพาได้พอสมควร สร้างสมดุลระหว่างการวางแผนกับความยืดหยุ่น',
        'Razonablemente organizado y fiable; equilibra la planificación con la flexibilidad.',
      ),
      high: t(
        'Organised, dependable and persistent; plans ahead and follows through.',
        'มีระเบียบ พึ่งพาได้ และไม่ย่อท้อ วางแผนล่วงหน้าและทำจนสำเร็จ',
        'Organizado, fiable y constante; planifica con antelación y cumple lo previsto.',
      ),
    },
  },
];
