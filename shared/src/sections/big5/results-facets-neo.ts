import { t, type PackText } from '../content-pack';
import type { Big5FacetCode } from './items';
import type { FacetResultText } from './results-types';

export const facet = (
  id: Big5FacetCode,
  name: PackText,
  low: PackText,
  average: PackText,
  high: PackText,
  hiringUse = true,
): FacetResultText => ({
  id,
  name,
  reversed: id.startsWith('N'),
  hiringUse,
  bands: { low, average, high },
});

/** Facets of Emotional stability (Neuroticism reversed), Extraversion and Openness. Written in-house. */
export const FACET_RESULTS_NEO: readonly FacetResultText[] = [
  facet(
    'N1',
    t('Calmness', 'ความสงบใจ', 'Serenidad'),
    t(
      'Often anticipates problems and may worry about outcomes.',
      'มักคาดการณ์ปัญหาล่วงหน้าและอาจกังวลเรื่องผลลัพธ์',
      'A menudo se anticipa a los problemas y puede preocuparse por los resultados.',
    ),
    t(
      'Feels some concern about uncertain outcomes but keeps it in proportion.',
      'รู้สึกกังวลบ้างเมื่อผลลัพธ์ไม่แน่นอน แต่ยังอยู่ในระดับที่เหมาะสม',
      'Siente cierta inquietud ante la incertidumbre, pero sin exagerarla.',
    ),
    t(
      'Rarely worries; approaches uncertainty in a relaxed way.',
      'ไม่ค่อยกังวล รับมือกับความไม่แน่นอนได้อย่างผ่อนคลาย',
      'Rara vez se preocupa; afronta la incertidumbre con tranquilidad.',
    ),
  ),
  facet(
    'N2',
    t('Even temper', 'ความใจเย็น', 'Temple'),
    t(
      'Can become frustrated quickly when things go wrong.',
      'อาจหงุดหงิดได้เร็วเมื่อเกิดปัญหา',
      'Puede frustrarse rápido cuando algo sale mal.',
    ),
    t(
      'Usually patient, with occasional irritation under strain.',
      'โดยทั่วไปอดทน อาจหงุดหงิดบ้างเมื่อเผชิญความกดดัน',
      'Suele ser paciente, con algún momento de irritación bajo tensión.',
    ),
    t(
      'Slow to anger; stays composed in frustrating situations.',
      'โกรธยาก รักษาความสงบได้แม้ในสถานการณ์ที่น่าหงุดหงิด',
      'Tarda en enfadarse; mantiene la compostura en situaciones frustrantes.',
    ),
  ),
  facet(
    'N3',
    t('Steady mood', 'อารมณ์ที่มั่นคง', 'Ánimo estable'),
    t(
      'Mood may dip after setbacks; encouragement and clear feedback help.',
      'อารมณ์อาจตกหลังเจออุปสรรค การให้กำลังใจและคำติชมที่ชัดเจนช่วยได้',
      'Su ánimo puede decaer tras un revés; le ayudan el ánimo y una retroalimentación clara.',
    ),
    t(
      'Generally positive, with normal ups and downs.',
      'โดยทั่วไปมองโลกในแง่ดี มีขึ้นลงตามปกติ',
      'En general positivo, con los altibajos normales.',
    ),
    t(
      'Keeps a steady, positive outlook and recovers quickly from disappointment.',
      'รักษามุมมองที่มั่นคงและเป็นบวก ฟื้นตัวจากความผิดหวังได้เร็ว',
      'Mantiene una actitud estable y positiva y se recupera rápido de las decepciones.',
    ),
  ),
  facet(
    'N4',
    t('Social confidence', 'ความมั่นใจในการเข้าสังคม', 'Seguridad social'),
    t(
      'May feel self-conscious in the spotlight or with unfamiliar people.',
      'อาจรู้สึกประหม่าเมื่อเป็นจุดสนใจหรืออยู่กับคนที่ไม่คุ้นเคย',
      'Puede sentirse cohibido al ser el centro de atención o con desconocidos.',
    ),
    t(
      'Comfortable in most social settings, less so in high-visibility moments.',
      'สบายใจในสถานการณ์ทางสังคมส่วนใหญ่ แต่น้อยลงเมื่อต้องเป็นจุดสนใจมาก',
      'Se siente cómodo en la mayoría de situaciones sociales, algo menos cuando está muy expuesto.',
    ),
    t(
      'At ease presenting, meeting new people and handling awkward moments.',
      'สบายใจเมื่อต้องนำเสนอ พบคนใหม่ และรับมือกับสถานการณ์ที่อึดอัด',
      'Se desenvuelve con soltura al presentar, conocer gente y manejar momentos incómodos.',
    ),
  ),
  facet(
    'N5',
    t('Self-restraint', 'การควบคุมตนเอง', 'Autocontrol'),
    t(
      'May act on impulse when tempted; benefits from clear limits.',
      'อาจทำตามแรงกระตุ้นเมื่อมีสิ่งล่อใจ จะดีขึ้นเมื่อมีขอบเขตที่ชัดเจน',
      'Puede dejarse llevar por impulsos; le ayudan unos límites claros.',
    ),
    t(
      'Usually resists impulses, with occasional lapses.',
      'โดยทั่วไปต้านทานแรงกระตุ้นได้ อาจพลาดบ้างเป็นครั้งคราว',
      'Suele resistir los impulsos, con algún desliz ocasional.',
    ),
    t(
      'Resists temptation well and keeps long-term goals in view.',
      'ต้านทานสิ่งล่อใจได้ดีและมองเป้าหมายระยะยาวเสมอ',
      'Resiste bien las tentaciones y no pierde de vista los objetivos a largo plazo.',
    ),
  ),
  facet(
    'N6',
    t('Resilience under pressure', 'ความหนักแน่นภายใต้แรงกดดัน', 'Resistencia a la presión'),
    t(
      'Can feel overwhelmed in crises; works best with support and time to regroup.',
      'อาจรู้สึกรับมือไม่ไหวในภาวะวิกฤต ทำงานได้ดีที่สุดเมื่อมีคนสนับสนุนและมีเวลาตั้งหลัก',
      'Puede sentirse desbordado en una crisis; rinde mejor con apoyo y tiempo para reorganizarse.',
    ),
    t(
      'Copes with most pressure, though sustained crises can be draining.',
      'รับมือกับแรงกดดันส่วนใหญ่ได้ แต่วิกฤตที่ยืดเยื้ออาจทำให้เหนื่อยล้า',
      'Soporta la mayoría de las presiones, aunque las crisis prolongadas le desgastan.',
    ),
    t(
      'Stays clear-headed and effective in emergencies.',
      'มีสติและทำงานได้อย่างมีประสิทธิภาพในภาวะฉุกเฉิน',
      'Mantiene la cabeza fría y es eficaz en las emergencias.',
    ),
  ),
  facet(
    'E1',
    t('Friendliness', 'ความเป็นมิตร', 'Cordialidad'),
    t(
      'Reserved at first; builds relationships gradually.',
      'ค่อนข้างสงวนท่าทีในตอนแรก สร้างความสัมพันธ์อย่างค่อยเป็นค่อยไป',
      'Reservado al principio; construye las relaciones poco a poco.',
    ),
    t(
      'Friendly and approachable once settled in.',
      'เป็นมิตรและเข้าถึงง่ายเมื่อคุ้นเคยแล้ว',
      'Amable y accesible una vez que se ha adaptado.',
    ),
    t(
      'Warm and welcoming; makes new colleagues feel at home quickly.',
      'อบอุ่นและต้อนรับผู้อื่น ทำให้เพื่อนร่วมงานใหม่รู้สึกเป็นกันเองได้เร็ว',
      'Cálido y acogedor; hace que los nuevos compañeros se sientan integrados enseguida.',
    ),
  ),
  facet(
    'E2',
    t('Sociability', 'การชอบเข้าสังคม', 'Sociabilidad'),
    t(
      'Prefers one-to-one contact or small groups to crowds.',
      'ชอบพบปะแบบตัวต่อตัวหรือกลุ่มเล็กมากกว่าฝูงชน',
      'Prefiere el trato individual o los grupos pequeños a las multitudes.',
    ),
    t('Enjoys group settings in moderation.', 'ชอบการอยู่ร่วมกับกลุ่มในระดับพอดี', 'Disfruta de los grupos con moderación.'),
    t(
      'Thrives in busy, social environments and large networks.',
      'ทำงานได้ดีในสภาพแวดล้อมที่คึกคักและมีเครือข่ายกว้าง',
      'Se crece en entornos concurridos y con redes de contactos amplias.',
    ),
  ),
  facet(
    'E3',
    t('Assertiveness', 'ความกล้าแสดงออก', 'Asertividad'),
    t(
      'Tends to let others lead and to contribute quietly.',
      'มักให้ผู้อื่นเป็นผู้นำและมีส่วนร่วมอย่างเงียบๆ',
      'Suele dejar que otros dirijan y aporta de forma discreta.',
    ),
    t(
      'Takes the lead when needed, and follows comfortably too.',
      'เป็นผู้นำเมื่อจำเป็น และเป็นผู้ตามได้อย่างสบายใจ',
      'Toma la iniciativa cuando hace falta y también sabe seguir.',
    ),
    t(
      'Takes charge readily and states views with confidence.',
      'พร้อมรับบทผู้นำและแสดงความคิดเห็นอย่างมั่นใจ',
      'Asume el mando con facilidad y expresa sus opiniones con seguridad.',
    ),
  ),
  facet(
    'E4',
    t('Activity level', 'ระดับความกระตือรือร้น', 'Nivel de actividad'),
    t('Works at a measured, unhurried pace.', 'ทำงานด้วยจังหวะที่พอดีและไม่เร่งรีบ', 'Trabaja a un ritmo pausado y medido.'),
    t(
      'Keeps a steady pace, speeding up when needed.',
      'รักษาจังหวะที่สม่ำเสมอ และเร่งได้เมื่อจำเป็น',
      'Mantiene un ritmo constante y acelera cuando hace falta.',
    ),
    t(
      'Fast-paced and busy; enjoys juggling many things at once.',
      'ทำงานเร็วและมีงานหลายอย่างเสมอ ชอบจัดการหลายเรื่องพร้อมกัน',
      'Trabaja a gran ritmo; disfruta llevando muchas cosas a la vez.',
    ),
  ),
  facet(
    'E5',
    t('Excitement-seeking', 'การแสวงหาความตื่นเต้น', 'Búsqueda de emociones'),
    t(
      'Prefers calm, predictable settings.',
      'ชอบสภาพแวดล้อมที่สงบและคาดการณ์ได้',
      'Prefiere entornos tranquilos y previsibles.',
    ),
    t(
      'Enjoys some stimulation without needing constant novelty.',
      'ชอบความท้าทายบ้าง แต่ไม่ต้องการสิ่งใหม่ตลอดเวลา',
      'Disfruta de cierto estímulo sin necesitar novedades constantes.',
    ),
    t(
      'Seeks stimulation and variety; may get bored with routine.',
      'แสวงหาความตื่นเต้นและความหลากหลาย อาจเบื่องานที่ซ้ำซาก',
      'Busca estímulos y variedad; puede aburrirse con la rutina.',
    ),
  ),
  facet(
    'E6',
    t('Cheerfulness', 'ความร่าเริง', 'Alegría'),
    t(
      'Shows enthusiasm sparingly; comes across as serious.',
      'แสดงความกระตือรือร้นไม่บ่อย ดูเป็นคนจริงจัง',
      'Muestra el entusiasmo con moderación; transmite seriedad.',
    ),
    t(
      'Generally upbeat, with a balanced outlook.',
      'โดยทั่วไปสดใส มีมุมมองที่สมดุล',
      'En general animado, con una visión equilibrada.',
    ),
    t(
      'Openly enthusiastic and positive; lifts the mood of the team.',
      'แสดงความกระตือรือร้นและคิดบวกอย่างเปิดเผย ช่วยให้บรรยากาศของทีมดีขึ้น',
      'Abiertamente entusiasta y positivo; levanta el ánimo del equipo.',
    ),
  ),
  facet(
    'O1',
    t('Imagination', 'จินตนาการ', 'Imaginación'),
    t(
      'Focuses on the practical and the here and now.',
      'มุ่งเน้นสิ่งที่ปฏิบัติได้จริงและเรื่องตรงหน้า',
      'Se centra en lo práctico y en el aquí y ahora.',
    ),
    t(
      'Balances imaginative thinking with practical focus.',
      'สร้างสมดุลระหว่างความคิดเชิงจินตนาการกับการมุ่งเน้นสิ่งที่ปฏิบัติได้',
      'Equilibra el pensamiento imaginativo con un enfoque práctico.',
    ),
    t(
      'Imaginative; readily pictures possibilities and new scenarios.',
      'มีจินตนาการสูง มองเห็นความเป็นไปได้และสถานการณ์ใหม่ๆ ได้ง่าย',
      'Imaginativo; visualiza con facilidad posibilidades y escenarios nuevos.',
    ),
  ),
  facet(
    'O2',
    t('Aesthetic sense', 'ความสนใจด้านศิลปะ', 'Sensibilidad estética'),
    t(
      'Pays little attention to design and aesthetics.',
      'ไม่ค่อยให้ความสนใจกับการออกแบบและความสวยงาม',
      'Presta poca atención al diseño y la estética.',
    ),
    t(
      'Appreciates good design without it being a priority.',
      'ชื่นชมงานออกแบบที่ดี แต่ไม่ได้ให้ความสำคัญเป็นอันดับแรก',
      'Aprecia el buen diseño sin que sea una prioridad.',
    ),
    t(
      'Notices and values design, craft and beauty in work.',
      'สังเกตและให้คุณค่ากับการออกแบบ ความประณีต และความงามในงาน',
      'Se fija en el diseño, el oficio y la belleza del trabajo, y los valora.',
    ),
  ),
  facet(
    'O3',
    t('Emotional awareness', 'การตระหนักรู้ทางอารมณ์', 'Conciencia emocional'),
    t(
      'Focuses on facts more than feelings.',
      'ให้ความสำคัญกับข้อเท็จจริงมากกว่าความรู้สึก',
      'Se fija más en los hechos que en los sentimientos.',
    ),
    t(
      "Aware of own and others' feelings in most situations.",
      'รับรู้ความรู้สึกของตนเองและผู้อื่นได้ในสถานการณ์ส่วนใหญ่',
      'Percibe sus emociones y las de los demás en la mayoría de las situaciones.',
    ),
    t(
      "Highly attuned to emotions, own and others'.",
      'รับรู้อารมณ์ของตนเองและผู้อื่นได้อย่างละเอียดอ่อน',
      'Muy sensible a las emociones, propias y ajenas.',
    ),
  ),
  facet(
    'O4',
    t('Adventurousness', 'การชอบลองสิ่งใหม่', 'Espíritu aventurero'),
    t(
      'Prefers familiar routines and proven ways of working.',
      'ชอบกิจวัตรที่คุ้นเคยและวิธีทำงานที่พิสูจน์แล้ว',
      'Prefiere las rutinas conocidas y las formas de trabajo probadas.',
    ),
    t(
      'Open to change when there is a good reason.',
      'เปิดรับการเปลี่ยนแปลงเมื่อมีเหตุผลที่ดี',
      'Abierto al cambio cuando hay un buen motivo.',
    ),
    t(
      'Welcomes change and new experiences; enjoys variety.',
      'ยินดีต้อนรับการเปลี่ยนแปลงและประสบการณ์ใหม่ ชอบความหลากหลาย',
      'Acoge con gusto el cambio y las experiencias nuevas; disfruta de la variedad.',
    ),
  ),
  facet(
    'O5',
    t('Intellectual curiosity', 'ความใฝ่รู้ทางปัญญา', 'Curiosidad intelectual'),
    t(
      'Prefers concrete tasks to abstract or theoretical discussion.',
      'ชอบงานที่เป็นรูปธรรมมากกว่าการอภิปรายเชิงนามธรรมหรือทฤษฎี',
      'Prefiere tareas concretas a los debates abstractos o teóricos.',
    ),
    t(
      'Engages with ideas when they relate to the work at hand.',
      'สนใจแนวคิดต่างๆ เมื่อเกี่ยวข้องกับงานที่ทำอยู่',
      'Se interesa por las ideas cuando tienen que ver con el trabajo.',
    ),
    t(
      'Enjoys complex ideas, analysis and learning for its own sake.',
      'ชอบแนวคิดที่ซับซ้อน การวิเคราะห์ และการเรียนรู้เพื่อความรู้',
      'Disfruta de las ideas complejas, el análisis y el aprendizaje por sí mismo.',
    ),
  ),
  facet(
    'O6',
    t('Openness to re-examining conventions', 'การเปิดใจทบทวนขนบเดิม', 'Apertura a revisar convenciones'),
    t('Not reported for hiring.', 'ไม่รายงานเพื่อการจ้างงาน', 'No se informa en selección.'),
    t('Not reported for hiring.', 'ไม่รายงานเพื่อการจ้างงาน', 'No se informa en selección.'),
    t('Not reported for hiring.', 'ไม่รายงานเพื่อการจ้างงาน', 'No se informa en selección.'),
    false,
  ),
];
