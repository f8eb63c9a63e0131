import { t, type PackText } from '../content-pack';

export interface ValueItem {
  readonly id: string;
  readonly label: PackText;
  readonly description: PackText;
}

const v = (id: string, label: PackText, description: PackText): ValueItem => ({
  id: `value_${id}`,
  label,
  description,
});

/** Organisational values a company rates for importance (section "Defining your values"). Written in-house. */
export const VALUES: readonly ValueItem[] = [
  v(
    'integrity',
    t('Integrity', 'ความซื่อสัตย์สุจริต', 'Integridad'),
    t(
      'Doing the right thing, even when no one is watching.',
      'ทำสิ่งที่ถูกต้อง แม้ไม่มีใครเห็น',
      'Hacer lo correcto, incluso cuando nadie mira.',
    ),
  ),
  v(
    'honesty',
    t('Honesty', 'ความจริงใจ', 'Honestidad'),
    t(
      'Saying what is true, including unwelcome news.',
      'พูดความจริง แม้เป็นข่าวที่ไม่มีใครอยากฟัง',
      'Decir la verdad, también cuando la noticia no es buena.',
    ),
  ),
  v(
    'transparency',
    t('Transparency', 'ความโปร่งใส', 'Transparencia'),
    t(
      'Sharing information and the reasons behind decisions openly.',
      'เปิดเผยข้อมูลและเหตุผลเบื้องหลังการตัดสินใจ',
      'Compartir abiertamente la información y el porqué de las decisiones.',
    ),
  ),
  v(
    'accountability',
    t('Accountability', 'ความรับผิดชอบต่อผลลัพธ์', 'Responsabilidad'),
    t(
      'Owning outcomes and following through on commitments.',
      'รับผิดชอบผลลัพธ์และทำตามที่รับปากไว้จนจบ',
      'Asumir los resultados y cumplir los compromisos hasta el final.',
    ),
  ),
  v(
    'respect',
    t('Respect', 'ความเคารพ', 'Respeto'),
    t(
      'Treating every person with dignity and consideration.',
      'ปฏิบัติต่อทุกคนอย่างให้เกียรติและใส่ใจ',
      'Tratar a cada persona con dignidad y consideración.',
    ),
  ),
  v(
    'trust',
    t('Trust', 'ความไว้วางใจ', 'Confianza'),
    t(
      'Relying on one another and being someone others can rely on.',
      'ไว้ใจกันและเป็นคนที่ผู้อื่นไว้ใจได้',
      'Confiar en los demás y ser alguien en quien se puede confiar.',
    ),
  ),
  v(
    'teamwork',
    t('Teamwork', 'การทำงานเป็นทีม', 'Trabajo en equipo'),
    t(
      'Achieving more together than any one person could alone.',
      'ร่วมกันทำให้สำเร็จได้มากกว่าที่ใครคนเดียวจะทำได้',
      'Lograr juntos más de lo que nadie lograría solo.',
    ),
  ),
  v(
    'collaboration',
    t('Collaboration', 'ความร่วมมือ', 'Colaboración'),
    t(
      'Working across teams and sharing credit freely.',
      'ทำงานข้ามทีมและแบ่งปันความสำเร็จร่วมกัน',
      'Trabajar entre equipos y compartir el mérito sin reservas.',
    ),
  ),
  v(
    'customer_focus',
    t('Customer focus', 'การมุ่งเน้นลูกค้า', 'Orientación al cliente'),
    t(
      'Starting from what customers need and measuring success by their results.',
      'เริ่มจากสิ่งที่ลูกค้าต้องการและวัดความสำเร็จจากผลลัพธ์ของลูกค้า',
      'Partir de lo que necesita el cliente y medir el éxito por sus resultados.',
    ),
  ),
  v(
    'innovation',
    t('Innovation', 'นวัตกรรม', 'Innovación'),
    t(
      'Looking for new and better ways to create value.',
      'มองหาวิธีใหม่ที่ดีกว่าในการสร้างคุณค่า',
      'Buscar formas nuevas y mejores de crear valor.',
    ),
  ),
  v(
    'creativity',
    t('Creativity', 'ความคิดสร้างสรรค์', 'Creatividad'),
    t(
      'Bringing original ideas and imaginative solutions.',
      'นำเสนอความคิดใหม่และทางออกที่สร้างสรรค์',
      'Aportar ideas originales y soluciones imaginativas.',
    ),
  ),
  v(
    'excellence',
    t('Excellence', 'ความเป็นเลิศ', 'Excelencia'),
    t(
      'Holding work to a high standard and raising the bar over time.',
      'ยึดมาตรฐานงานที่สูงและยกระดับอย่างต่อเนื่อง',
      'Exigir un alto nivel al trabajo y elevarlo con el tiempo.',
    ),
  ),
  v(
    'quality',
    t('Quality', 'คุณภาพ', 'Calidad'),
    t(
      'Getting the details right so the result works the first time.',
      'ใส่ใจรายละเอียดให้ถูกต้องเพื่อให้งานได้ผลตั้งแต่ครั้งแรก',
      'Cuidar los detalles para que el resultado funcione a la primera.',
    ),
  ),
  v(
    'continuous_learning',
    t('Continuous learning', 'การเรียนรู้อย่างต่อเนื่อง', 'Aprendizaje continuo'),
    t(
      'Building skills and knowledge, and learning from mistakes.',
      'พัฒนาทักษะและความรู้ และเรียนรู้จากความผิดพลาด',
      'Desarrollar habilidades y conocimientos, y aprender de los errores.',
    ),
  ),
  v(
    'growth',
    t('Growth', 'การเติบโต', 'Crecimiento'),
    t(
      'Helping people and the business grow in capability and reach.',
      'ช่วยให้ทั้งบุคลากรและธุรกิจเติบโตทั้งด้านความสามารถและขอบเขต',
      'Ayudar a que las personas y el negocio crezcan en capacidad y alcance.',
    ),
  ),
  v(
    'diversity_inclusion',
    t('Diversity and inclusion', 'ความหลากหลายและการไม่แบ่งแยก', 'Diversidad e inclusión'),
    t(
      'Welcoming different backgrounds and making sure every voice is heard.',
      'เปิดรับผู้คนที่มีภูมิหลังต่างกันและทำให้ทุกเสียงได้รับการรับฟัง',
      'Dar la bienvenida a trayectorias distintas y asegurar que todas las voces se escuchen.',
    ),
  ),
  v(
    'fairness',
    t('Fairness', 'ความเป็นธรรม', 'Equidad'),
    t(
      'Applying the same standards to everyone and deciding on merit.',
      'ใช้มาตรฐานเดียวกันกับทุกคนและตัดสินตามความสามารถ',
      'Aplicar los mismos criterios a todos y decidir por mérito.',
    ),
  ),
  v(
    'empathy',
    t('Empathy', 'ความเห็นอกเห็นใจ', 'Empatía'),
    t(
      'Understanding how others feel and acting with care.',
      'เข้าใจความรู้สึกของผู้อื่นและปฏิบัติอย่างใส่ใจ',
      'Comprender cómo se sienten los demás y actuar con cuidado.',
    ),
  ),
  v(
    'wellbeing',
    t('Wellbeing', 'สุขภาวะที่ดี', 'Bienestar'),
    t(
      'Caring for health, balance and a sustainable pace of work.',
      'ใส่ใจสุขภาพ สมดุลชีวิต และจังหวะการทำงานที่ยั่งยืน',
      'Cuidar la salud, el equilibrio y un ritmo de trabajo sostenible.',
    ),
  ),
  v(
    'safety',
    t('Safety', 'ความปลอดภัย', 'Seguridad'),
    t(
      'Protecting people from harm, physically and psychologically.',
      'ปกป้องผู้คนจากอันตรายทั้งทางกายและทางใจ',
      'Proteger a las personas de daños físicos y psicológicos.',
    ),
  ),
  v(
    'ownership',
    t('Ownership', 'ความเป็นเจ้าของ', 'Sentido de pertenencia'),
    t(
      'Acting like an owner: caring about the whole result, not just one task.',
      'คิดและทำเหมือนเจ้าของ ใส่ใจผลลัพธ์ทั้งหมด ไม่ใช่แค่งานของตน',
      'Actuar como dueño: importarle el resultado completo, no solo una tarea.',
    ),
  ),
  v(
    'initiative',
    t('Initiative', 'ความริเริ่ม', 'Iniciativa'),
    t('Acting without waiting to be asked.', 'ลงมือทำโดยไม่ต้องรอให้ใครสั่ง', 'Actuar sin esperar a que te lo pidan.'),
  ),
  v(
    'results_orientation',
    t('Results orientation', 'การมุ่งผลลัพธ์', 'Orientación a resultados'),
    t(
      'Focusing effort on the outcomes that matter most.',
      'ทุ่มเทความพยายามไปที่ผลลัพธ์ที่สำคัญที่สุด',
      'Centrar el esfuerzo en los resultados que más importan.',
    ),
  ),
  v(
    'efficiency',
    t('Efficiency', 'ประสิทธิภาพ', 'Eficiencia'),
    t(
      'Using time, money and effort wisely; removing waste.',
      'ใช้เวลา เงิน และแรงงานอย่างคุ้มค่า และลดความสูญเปล่า',
      'Usar bien el tiempo, el dinero y el esfuerzo; eliminar desperdicios.',
    ),
  ),
  v(
    'agility',
    t('Agility', 'ความคล่องตัว', 'Agilidad'),
    t(
      'Adapting quickly when facts or priorities change.',
      'ปรับตัวได้รวดเร็วเมื่อข้อเท็จจริงหรือลำดับความสำคัญเปลี่ยน',
      'Adaptarse con rapidez cuando cambian los hechos o las prioridades.',
    ),
  ),
  v(
    'resilience',
    t('Resilience', 'ความยืดหยุ่นทางใจ', 'Resiliencia'),
    t(
      'Recovering from setbacks and keeping going.',
      'ฟื้นตัวจากอุปสรรคและเดินหน้าต่อ',
      'Recuperarse de los reveses y seguir adelante.',
    ),
  ),
  v(
    'courage',
    t('Courage', 'ความกล้าหาญ', 'Valentía'),
    t(
      'Speaking up, taking considered risks and challenging the status quo.',
      'กล้าแสดงความเห็น กล้าเสี่ยงอย่างรอบคอบ และกล้าท้าทายสิ่งเดิม',
      'Alzar la voz, asumir riesgos medidos y cuestionar lo establecido.',
    ),
  ),
  v(
    'humility',
    t('Humility', 'ความถ่อมตน', 'Humildad'),
    t(
      "Admitting what we do not know and valuing others' contributions.",
      'ยอมรับในสิ่งที่ตนไม่รู้และเห็นคุณค่าในการมีส่วนร่วมของผู้อื่น',
      'Reconocer lo que no sabemos y valorar lo que aportan los demás.',
    ),
  ),
  v(
    'open_communication',
    t('Open communication', 'การสื่อสารอย่างเปิดเผย', 'Comunicación abierta'),
    t(
      'Giving and receiving candid feedback, directly and kindly.',
      'ให้และรับฟังคำติชมอย่างตรงไปตรงมาและสุภาพ',
      'Dar y recibir opiniones sinceras, de forma directa y amable.',
    ),
  ),
  v(
    'sustainability',
    t('Sustainability', 'ความยั่งยืน', 'Sostenibilidad'),
    t(
      'Considering the long-term effect on people, planet and business.',
      'คำนึงถึงผลระยะยาวต่อผู้คน สิ่งแวดล้อม และธุรกิจ',
      'Tener en cuenta el efecto a largo plazo en las personas, el planeta y el negocio.',
    ),
  ),
  v(
    'social_responsibility',
    t('Social responsibility', 'ความรับผิดชอบต่อสังคม', 'Responsabilidad social'),
    t(
      'Contributing positively to the communities we work in.',
      'มีส่วนสร้างสิ่งดีให้กับชุมชนที่เราทำงานอยู่',
      'Contribuir de forma positiva a las comunidades donde trabajamos.',
    ),
  ),
  v(
    'reliability',
    t('Reliability', 'ความน่าเชื่อถือ', 'Fiabilidad'),
    t(
      'Delivering consistently, so others can plan around us.',
      'ส่งมอบงานได้สม่ำเสมอจนผู้อื่นวางแผนตามได้',
      'Cumplir de forma constante para que otros puedan contar con nosotros.',
    ),
  ),
  v(
    'simplicity',
    t('Simplicity', 'ความเรียบง่าย', 'Sencillez'),
    t(
      'Preferring clear, simple solutions over complicated ones.',
      'เลือกทางออกที่ชัดเจนและเรียบง่ายมากกว่าที่ซับซ้อน',
      'Preferir soluciones claras y sencillas a las complicadas.',
    ),
  ),
  v(
    'autonomy',
    t('Autonomy', 'ความเป็นอิสระในการทำงาน', 'Autonomía'),
    t(
      'Trusting people to decide how they do their work.',
      'ไว้วางใจให้แต่ละคนตัดสินใจว่าจะทำงานอย่างไร',
      'Confiar en que cada persona decida cómo hacer su trabajo.',
    ),
  ),
  v(
    'recognition',
    t('Recognition', 'การให้การยอมรับ', 'Reconocimiento'),
    t(
      'Noticing and celebrating good work and effort.',
      'มองเห็นและชื่นชมผลงานและความพยายามที่ดี',
      'Reconocer y celebrar el buen trabajo y el esfuerzo.',
    ),
  ),
  v(
    'passion',
    t('Passion', 'ความหลงใหลในงาน', 'Pasión'),
    t(
      'Bringing energy and enthusiasm to the work and the mission.',
      'ทุ่มเทพลังและความกระตือรือร้นให้กับงานและพันธกิจ',
      'Aportar energía y entusiasmo al trabajo y a la misión.',
    ),
  ),
  v(
    'loyalty',
    t('Loyalty', 'ความภักดี', 'Lealtad'),
    t(
      'Standing by colleagues, customers and the organisation over time.',
      'ยืนเคียงข้างเพื่อนร่วมงาน ลูกค้า และองค์กรในระยะยาว',
      'Apoyar a compañeros, clientes y a la organización a lo largo del tiempo.',
    ),
  ),
  v(
    'data_driven',
    t('Data-driven decisions', 'การตัดสินใจด้วยข้อมูล', 'Decisiones basadas en datos'),
    t(
      'Basing decisions on evidence rather than opinion alone.',
      'ตัดสินใจบนหลักฐาน ไม่ใช่ความเห็นเพียงอย่างเดียว',
      'Basar las decisiones en evidencias y no solo en opiniones.',
    ),
  ),
  v(
    'discipline',
    t('Discipline', 'ความมีวินัย', 'Disciplina'),
    t(
      'Following agreed processes and keeping to plans and deadlines.',
      'ปฏิบัติตามกระบวนการที่ตกลงกันและรักษาแผนและกำหนดเวลา',
      'Seguir los procesos acordados y respetar planes y plazos.',
    ),
  ),
  v(
    'fun',
    t('Fun', 'ความสนุกในการทำงาน', 'Diversión'),
    t(
      'Enjoying the work and the people we do it with.',
      'สนุกกับงานและกับผู้คนที่ทำงานด้วย',
      'Disfrutar del trabajo y de las personas con quienes lo hacemos.',
    ),
  ),
  v(
    'service',
    t('Service', 'การบริการ', 'Servicio'),
    t(
      'Putting the needs of others, inside and outside, first.',
      'ให้ความสำคัญกับความต้องการของผู้อื่นทั้งภายในและภายนอกเป็นอันดับแรก',
      'Poner primero las necesidades de los demás, dentro y fuera de la empresa.',
    ),
  ),
  v(
    'entrepreneurship',
    t('Entrepreneurial spirit', 'จิตวิญญาณผู้ประกอบการ', 'Espíritu emprendedor'),
    t(
      'Spotting opportunities and acting on them resourcefully.',
      'มองเห็นโอกาสและลงมือคว้าไว้อย่างมีไหวพริบ',
      'Detectar oportunidades y aprovecharlas con ingenio.',
    ),
  ),
];
