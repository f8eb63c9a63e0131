import { t } from '../content-pack';
import { facet } from './results-facets-neo';
import type { FacetResultText } from './results-types';

/** Facets of Agreeableness and Conscientiousness. Written in-house. */
export const FACET_RESULTS_AC: readonly FacetResultText[] = [
  facet(
    'A1',
    t('Trust', 'ความไว้วางใจ', 'Confianza'),
    t(
      "Cautious about others' intentions; checks before relying on people.",
      'ระมัดระวังเรื่องเจตนาของผู้อื่น ตรวจสอบก่อนจะพึ่งพาใคร',
      'Cauteloso con las intenciones ajenas; comprueba antes de confiar.',
    ),
    t(
      'Trusts others while staying alert to risks.',
      'ไว้ใจผู้อื่นแต่ยังระวังความเสี่ยง',
      'Confía en los demás sin dejar de estar atento a los riesgos.',
    ),
    t(
      'Assumes good intentions and gives trust readily.',
      'มองว่าผู้อื่นมีเจตนาดีและไว้วางใจได้ง่าย',
      'Presupone buenas intenciones y concede su confianza con facilidad.',
    ),
  ),
  facet(
    'A2',
    t('Straightforwardness', 'ความตรงไปตรงมา', 'Franqueza'),
    t(
      'Pragmatic about rules; may bend them to get ahead.',
      'มองกฎอย่างยืดหยุ่นตามสถานการณ์ อาจเลี่ยงกฎเพื่อให้ได้เปรียบ',
      'Pragmático con las normas; puede saltárselas para salir adelante.',
    ),
    t(
      'Generally fair and candid in dealings with others.',
      'โดยทั่วไปยุติธรรมและจริงใจในการติดต่อกับผู้อื่น',
      'En general justo y sincero en el trato con los demás.',
    ),
    t(
      'Plays fair and is open about intentions; avoids manipulation.',
      'เล่นตามกติกาและเปิดเผยเจตนา หลีกเลี่ยงการชักใย',
      'Juega limpio y es claro en sus intenciones; evita manipular.',
    ),
  ),
  facet(
    'A3',
    t('Helpfulness', 'ความเอื้อเฟื้อ', 'Disposición a ayudar'),
    t(
      'Focuses mainly on own responsibilities.',
      'มุ่งเน้นความรับผิดชอบของตนเป็นหลัก',
      'Se centra sobre todo en sus propias responsabilidades.',
    ),
    t('Helps colleagues when asked.', 'ช่วยเหลือเพื่อนร่วมงานเมื่อถูกขอ', 'Ayuda a los compañeros cuando se lo piden.'),
    t(
      'Goes out of the way to help others succeed.',
      'ทุ่มเทช่วยให้ผู้อื่นประสบความสำเร็จ',
      'Se esfuerza por ayudar a que los demás tengan éxito.',
    ),
  ),
  facet(
    'A4',
    t('Cooperation', 'ความร่วมมือ', 'Cooperación'),
    t(
      'Willing to confront and argue a point hard.',
      'พร้อมเผชิญหน้าและโต้แย้งอย่างหนักแน่น',
      'Dispuesto a enfrentarse y defender su postura con firmeza.',
    ),
    t(
      'Avoids needless conflict but will disagree when it matters.',
      'หลีกเลี่ยงความขัดแย้งที่ไม่จำเป็น แต่จะแสดงความเห็นต่างเมื่อเรื่องสำคัญ',
      'Evita los conflictos innecesarios, pero discrepa cuando importa.',
    ),
    t(
      'Seeks agreement and smooths over conflict.',
      'มุ่งหาข้อตกลงร่วมและคลี่คลายความขัดแย้ง',
      'Busca el acuerdo y suaviza los conflictos.',
    ),
  ),
  facet(
    'A5',
    t('Modesty', 'ความถ่อมตน', 'Modestia'),
    t(
      'Confident in own abilities and comfortable promoting them.',
      'มั่นใจในความสามารถของตนและพร้อมนำเสนอผลงานตัวเอง',
      'Seguro de sus capacidades y cómodo dándolas a conocer.',
    ),
    t(
      'Balances confidence with humility.',
      'สร้างสมดุลระหว่างความมั่นใจกับความถ่อมตน',
      'Equilibra la seguridad con la humildad.',
    ),
    t(
      'Humble; prefers to let the work speak and shares credit.',
      'ถ่อมตน ให้ผลงานพูดแทนตัวเองและแบ่งปันความดีความชอบ',
      'Humilde; prefiere que hable su trabajo y comparte el mérito.',
    ),
  ),
  facet(
    'A6',
    t('Compassion', 'ความเห็นอกเห็นใจ', 'Compasión'),
    t(
      'Decides with the head more than the heart.',
      'ตัดสินใจด้วยเหตุผลมากกว่าความรู้สึก',
      'Decide más con la cabeza que con el corazón.',
    ),
    t(
      "Considers people's circumstances alongside the facts.",
      'คำนึงถึงสถานการณ์ของผู้คนควบคู่กับข้อเท็จจริง',
      'Tiene en cuenta las circunstancias de las personas junto a los hechos.',
    ),
    t(
      "Moved by others' difficulties and quick to offer support.",
      'รู้สึกเห็นใจความยากลำบากของผู้อื่นและพร้อมให้ความช่วยเหลือ',
      'Le conmueven las dificultades ajenas y ofrece apoyo enseguida.',
    ),
  ),
  facet(
    'C1',
    t('Self-efficacy', 'ความเชื่อมั่นในความสามารถตน', 'Autoeficacia'),
    t(
      'May doubt own ability to deliver; benefits from early wins.',
      'อาจไม่แน่ใจในความสามารถของตนที่จะทำให้สำเร็จ การได้ผลสำเร็จเล็กๆ ช่วยได้',
      'Puede dudar de su capacidad para cumplir; le ayudan los logros tempranos.',
    ),
    t('Confident in handling most tasks.', 'มั่นใจว่าจัดการงานส่วนใหญ่ได้', 'Confía en poder resolver la mayoría de tareas.'),
    t(
      'Confident and capable; expects to succeed and usually does.',
      'มั่นใจและมีความสามารถ คาดหวังความสำเร็จและมักทำได้',
      'Seguro y capaz; espera tener éxito y suele conseguirlo.',
    ),
  ),
  facet(
    'C2',
    t('Orderliness', 'ความเป็นระเบียบ', 'Orden'),
    t(
      'Comfortable with some mess; organises loosely.',
      'รับได้กับความไม่เป็นระเบียบบ้าง จัดระบบแบบหลวมๆ',
      'Tolera cierto desorden; se organiza de forma flexible.',
    ),
    t(
      'Keeps things organised enough to work well.',
      'จัดระเบียบได้เพียงพอให้ทำงานได้ดี',
      'Mantiene el orden suficiente para trabajar bien.',
    ),
    t(
      'Highly organised; keeps tidy systems and clear plans.',
      'มีระเบียบมาก มีระบบที่เรียบร้อยและแผนที่ชัดเจน',
      'Muy organizado; mantiene sistemas ordenados y planes claros.',
    ),
  ),
  facet(
    'C3',
    t('Dutifulness', 'ความรับผิดชอบต่อหน้าที่', 'Sentido del deber'),
    t(
      'Treats rules and commitments flexibly.',
      'มองกฎและข้อผูกพันอย่างยืดหยุ่น',
      'Trata las normas y los compromisos con flexibilidad.',
    ),
    t(
      'Keeps most commitments and follows important rules.',
      'รักษาข้อผูกพันส่วนใหญ่และปฏิบัติตามกฎที่สำคัญ',
      'Cumple la mayoría de sus compromisos y las normas importantes.',
    ),
    t(
      'Keeps promises and takes obligations seriously.',
      'รักษาคำพูดและจริงจังกับหน้าที่',
      'Cumple sus promesas y se toma en serio sus obligaciones.',
    ),
  ),
  facet(
    'C4',
    t('Achievement-striving', 'การมุ่งมั่นสู่ความสำเร็จ', 'Afán de logro'),
    t(
      'Content with meeting the basic requirements.',
      'พอใจกับการทำได้ตามข้อกำหนดพื้นฐาน',
      'Se conforma con cumplir los requisitos básicos.',
    ),
    t(
      'Works hard toward goals that matter to them.',
      'ทำงานหนักเพื่อเป้าหมายที่ตนให้ความสำคัญ',
      'Se esfuerza por los objetivos que le importan.',
    ),
    t(
      'Ambitious and driven; sets high standards.',
      'มีความทะเยอทะยานและแรงขับสูง ตั้งมาตรฐานไว้สูง',
      'Ambicioso y con empuje; se fija estándares altos.',
    ),
  ),
  facet(
    'C5',
    t('Self-discipline', 'วินัยในตนเอง', 'Autodisciplina'),
    t(
      'May put off tasks that are dull or hard to start.',
      'อาจเลื่อนงานที่น่าเบื่อหรือเริ่มต้นยาก',
      'Puede aplazar las tareas aburridas o difíciles de empezar.',
    ),
    t(
      'Usually gets going and finishes what is started.',
      'โดยทั่วไปเริ่มงานได้และทำสิ่งที่เริ่มไว้จนเสร็จ',
      'Suele ponerse en marcha y terminar lo que empieza.',
    ),
    t(
      'Starts promptly and sees tasks through without prompting.',
      'เริ่มงานทันทีและทำจนเสร็จโดยไม่ต้องมีคนเตือน',
      'Empieza sin demora y termina las tareas sin que se lo recuerden.',
    ),
  ),
  facet(
    'C6',
    t('Cautiousness', 'ความรอบคอบ', 'Prudencia'),
    t('Decides quickly and acts on instinct.', 'ตัดสินใจเร็วและลงมือตามสัญชาตญาณ', 'Decide rápido y actúa por instinto.'),
    t(
      'Thinks things through when the stakes are high.',
      'คิดอย่างถี่ถ้วนเมื่อเรื่องนั้นมีความสำคัญสูง',
      'Reflexiona con calma cuando hay mucho en juego.',
    ),
    t(
      'Weighs options carefully before acting.',
      'ชั่งน้ำหนักทางเลือกอย่างรอบคอบก่อนลงมือ',
      'Sopesa con cuidado las opciones antes de actuar.',
    ),
  ),
];
