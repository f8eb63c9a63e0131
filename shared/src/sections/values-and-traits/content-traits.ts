import { t, type PackText } from '../content-pack';

export interface TraitItem {
  readonly id: string;
  readonly label: PackText;
  readonly description: PackText;
}

const tr = (id: string, label: PackText, description: PackText): TraitItem => ({
  id: `trait_${id}`,
  label,
  description,
});

/** Personal traits a company looks for (section "Identifying key traits"). Written in-house. */
export const TRAITS: readonly TraitItem[] = [
  tr(
    'curious',
    t('Curious', 'ช่างสงสัยใฝ่รู้', 'Curioso'),
    t(
      'Asks questions and wants to understand how things work.',
      'ชอบตั้งคำถามและอยากเข้าใจว่าสิ่งต่างๆ ทำงานอย่างไร',
      'Hace preguntas y quiere entender cómo funcionan las cosas.',
    ),
  ),
  tr(
    'dependable',
    t('Dependable', 'พึ่งพาได้', 'Confiable'),
    t('Does what they said they would, on time.', 'ทำตามที่พูดไว้และตรงเวลา', 'Hace lo que dijo que haría, a tiempo.'),
  ),
  tr(
    'adaptable',
    t('Adaptable', 'ปรับตัวเก่ง', 'Adaptable'),
    t(
      'Adjusts calmly to change and new situations.',
      'ปรับตัวเข้ากับการเปลี่ยนแปลงและสถานการณ์ใหม่ได้อย่างใจเย็น',
      'Se ajusta con calma a los cambios y a situaciones nuevas.',
    ),
  ),
  tr(
    'detail_oriented',
    t('Detail-oriented', 'ใส่ใจรายละเอียด', 'Detallista'),
    t(
      'Notices small errors and checks work carefully.',
      'สังเกตเห็นข้อผิดพลาดเล็กๆ และตรวจงานอย่างรอบคอบ',
      'Detecta pequeños errores y revisa el trabajo con cuidado.',
    ),
  ),
  tr(
    'proactive',
    t('Proactive', 'เชิงรุก', 'Proactivo'),
    t(
      'Anticipates problems and acts before being asked.',
      'คาดการณ์ปัญหาล่วงหน้าและลงมือก่อนถูกขอ',
      'Se anticipa a los problemas y actúa antes de que se lo pidan.',
    ),
  ),
  tr(
    'collaborative',
    t('Collaborative', 'ทำงานร่วมกับผู้อื่นได้ดี', 'Colaborativo'),
    t(
      'Works well with others and shares information freely.',
      'ทำงานกับผู้อื่นได้ดีและแบ่งปันข้อมูลอย่างเต็มที่',
      'Trabaja bien con otros y comparte la información sin reservas.',
    ),
  ),
  tr(
    'empathetic',
    t('Empathetic', 'เข้าใจผู้อื่น', 'Empático'),
    t(
      "Understands other people's feelings and points of view.",
      'เข้าใจความรู้สึกและมุมมองของผู้อื่น',
      'Comprende los sentimientos y puntos de vista de los demás.',
    ),
  ),
  tr(
    'resilient',
    t('Resilient', 'ล้มแล้วลุกเร็ว', 'Resiliente'),
    t(
      'Bounces back from setbacks and keeps a steady mood under pressure.',
      'ฟื้นตัวจากอุปสรรคได้เร็วและรักษาอารมณ์ให้มั่นคงภายใต้แรงกดดัน',
      'Se recupera de los reveses y mantiene la calma bajo presión.',
    ),
  ),
  tr(
    'analytical',
    t('Analytical', 'คิดวิเคราะห์', 'Analítico'),
    t(
      'Breaks problems down and reasons from evidence.',
      'แยกแยะปัญหาและใช้เหตุผลจากหลักฐาน',
      'Descompone los problemas y razona a partir de datos.',
    ),
  ),
  tr(
    'creative',
    t('Creative', 'สร้างสรรค์', 'Creativo'),
    t(
      'Generates original ideas and new approaches.',
      'คิดไอเดียใหม่และแนวทางใหม่ๆ',
      'Genera ideas originales y enfoques nuevos.',
    ),
  ),
  tr(
    'organized',
    t('Organized', 'มีระเบียบ', 'Organizado'),
    t(
      'Plans ahead and keeps work and information in order.',
      'วางแผนล่วงหน้าและจัดงานและข้อมูลให้เป็นระเบียบ',
      'Planifica con antelación y mantiene el trabajo y la información en orden.',
    ),
  ),
  tr(
    'self_motivated',
    t('Self-motivated', 'มีแรงจูงใจในตัวเอง', 'Automotivado'),
    t(
      'Keeps going without needing constant direction.',
      'ทำงานต่อเนื่องได้โดยไม่ต้องมีคนคอยกำกับตลอด',
      'Avanza sin necesitar supervisión constante.',
    ),
  ),
  tr(
    'honest',
    t('Honest', 'ซื่อตรง', 'Honesto'),
    t('Tells the truth and admits mistakes.', 'พูดความจริงและยอมรับความผิดพลาด', 'Dice la verdad y reconoce sus errores.'),
  ),
  tr(
    'respectful',
    t('Respectful', 'ให้เกียรติผู้อื่น', 'Respetuoso'),
    t(
      'Treats colleagues courteously, including in disagreement.',
      'ปฏิบัติต่อเพื่อนร่วมงานอย่างสุภาพ แม้ในยามเห็นต่าง',
      'Trata a sus compañeros con cortesía, también cuando no está de acuerdo.',
    ),
  ),
  tr(
    'good_communicator',
    t('Clear communicator', 'สื่อสารได้ชัดเจน', 'Comunicador claro'),
    t(
      'Explains ideas clearly in speech and writing.',
      'อธิบายความคิดได้ชัดเจนทั้งการพูดและการเขียน',
      'Explica las ideas con claridad, de palabra y por escrito.',
    ),
  ),
  tr(
    'good_listener',
    t('Good listener', 'รับฟังผู้อื่นได้ดี', 'Sabe escuchar'),
    t('Listens fully before responding.', 'ฟังให้จบก่อนตอบสนอง', 'Escucha por completo antes de responder.'),
  ),
  tr(
    'decisive',
    t('Decisive', 'ตัดสินใจเด็ดขาด', 'Decidido'),
    t(
      'Makes timely decisions with the information available.',
      'ตัดสินใจได้ทันเวลาด้วยข้อมูลที่มีอยู่',
      'Toma decisiones a tiempo con la información disponible.',
    ),
  ),
  tr(
    'patient',
    t('Patient', 'อดทน', 'Paciente'),
    t(
      'Stays calm with slow progress and with people who need more time.',
      'ใจเย็นเมื่องานคืบหน้าช้าหรือเมื่อผู้อื่นต้องการเวลามากขึ้น',
      'Mantiene la calma cuando el avance es lento o alguien necesita más tiempo.',
    ),
  ),
  tr(
    'humble',
    t('Humble', 'ถ่อมตัว', 'Humilde'),
    t(
      'Shares credit and is open to being wrong.',
      'แบ่งปันความดีความชอบและพร้อมยอมรับเมื่อตนผิด',
      'Comparte el mérito y está abierto a equivocarse.',
    ),
  ),
  tr(
    'confident',
    t('Confident', 'มั่นใจในตนเอง', 'Seguro de sí mismo'),
    t(
      'Acts with assurance and states views clearly.',
      'ลงมือด้วยความมั่นใจและแสดงความเห็นอย่างชัดเจน',
      'Actúa con seguridad y expresa sus opiniones con claridad.',
    ),
  ),
  tr(
    'persistent',
    t('Persistent', 'มุ่งมั่นไม่ย่อท้อ', 'Perseverante'),
    t(
      'Keeps working on hard problems until they are solved.',
      'ทำงานกับปัญหายากต่อไปจนกว่าจะแก้ได้',
      'Sigue trabajando en los problemas difíciles hasta resolverlos.',
    ),
  ),
  tr(
    'open_minded',
    t('Open-minded', 'เปิดใจกว้าง', 'De mente abierta'),
    t(
      'Considers new ideas and views different from their own.',
      'พิจารณาความคิดใหม่และมุมมองที่ต่างจากตน',
      'Considera ideas nuevas y opiniones distintas de las suyas.',
    ),
  ),
  tr(
    'calm_under_pressure',
    t('Calm under pressure', 'ใจเย็นภายใต้ความกดดัน', 'Sereno bajo presión'),
    t(
      'Thinks clearly when deadlines are tight or things go wrong.',
      'คิดได้อย่างชัดเจนเมื่อเวลาบีบหรือเมื่อเกิดปัญหา',
      'Piensa con claridad cuando los plazos aprietan o algo sale mal.',
    ),
  ),
  tr(
    'accountable',
    t('Accountable', 'รับผิดชอบ', 'Responsable'),
    t(
      'Takes responsibility for results, good or bad.',
      'รับผิดชอบต่อผลลัพธ์ทั้งดีและไม่ดี',
      'Asume la responsabilidad de los resultados, buenos o malos.',
    ),
  ),
  tr(
    'positive',
    t('Positive', 'คิดบวก', 'Positivo'),
    t(
      'Keeps a constructive attitude and lifts the team.',
      'มีทัศนคติสร้างสรรค์และช่วยให้ทีมมีกำลังใจ',
      'Mantiene una actitud constructiva y anima al equipo.',
    ),
  ),
  tr(
    'leadership',
    t('Leads by example', 'เป็นแบบอย่างที่ดี', 'Lidera con el ejemplo'),
    t(
      'Guides others through their own conduct and standards.',
      'นำผู้อื่นด้วยการกระทำและมาตรฐานของตนเอง',
      'Guía a los demás con su propia conducta y exigencia.',
    ),
  ),
  tr(
    'resourceful',
    t('Resourceful', 'มีไหวพริบ', 'Ingenioso'),
    t(
      'Finds ways to get things done with limited means.',
      'หาทางทำงานให้สำเร็จได้แม้มีทรัพยากรจำกัด',
      'Encuentra la manera de lograr las cosas con medios limitados.',
    ),
  ),
  tr(
    'customer_minded',
    t('Customer-minded', 'ใส่ใจลูกค้า', 'Pensando en el cliente'),
    t(
      "Considers the customer's experience in everyday decisions.",
      'คำนึงถึงประสบการณ์ของลูกค้าในการตัดสินใจประจำวัน',
      'Tiene en cuenta la experiencia del cliente en las decisiones diarias.',
    ),
  ),
  tr(
    'eager_to_learn',
    t('Eager to learn', 'กระตือรือร้นที่จะเรียนรู้', 'Con ganas de aprender'),
    t(
      'Seeks feedback and picks up new skills quickly.',
      'ขอคำติชมและเรียนรู้ทักษะใหม่ได้รวดเร็ว',
      'Busca retroalimentación y aprende nuevas habilidades con rapidez.',
    ),
  ),
  tr(
    'ethical',
    t('Ethical', 'มีจริยธรรม', 'Ético'),
    t(
      'Weighs what is right, not only what is allowed.',
      'คำนึงถึงสิ่งที่ถูกต้อง ไม่ใช่แค่สิ่งที่ได้รับอนุญาต',
      'Piensa en lo que es correcto, no solo en lo que está permitido.',
    ),
  ),
  tr(
    'independent',
    t('Independent', 'ทำงานได้ด้วยตนเอง', 'Independiente'),
    t(
      'Works effectively with little supervision.',
      'ทำงานได้อย่างมีประสิทธิภาพโดยไม่ต้องมีคนกำกับมาก',
      'Trabaja con eficacia con poca supervisión.',
    ),
  ),
  tr(
    'energetic',
    t('Energetic', 'กระฉับกระเฉง', 'Enérgico'),
    t('Brings drive and pace to the work.', 'ทำงานด้วยพลังและความกระฉับกระเฉง', 'Aporta empuje y ritmo al trabajo.'),
  ),
];
