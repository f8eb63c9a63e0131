import { definePack, t, type PackMeta, type PackText } from '../content-pack';
import { TRANSLATION_STAMPS } from './translation-stamps';

/**
 * Acceptable behaviours: grey-zone workplace situations the company and the respondent each rate
 * from 0 Acceptable to 4 Zero Tolerance Policy (spec part 2 §9.4). Written in-house.
 */
export interface BehaviorScenario {
  /** Wire key of the answer (spec part 1 §3): scenario_1 .. scenario_15. */
  readonly id: `scenario_${number}`;
  readonly text: PackText;
}

export interface BehaviorScaleLevel {
  readonly value: 0 | 1 | 2 | 3 | 4;
  readonly label: PackText;
}

export interface AcceptableBehaviorsPack extends PackMeta<'acceptable_behaviors'> {
  readonly title: PackText;
  readonly instructions: PackText;
  readonly scale: readonly BehaviorScaleLevel[];
  readonly scenarios: readonly BehaviorScenario[];
}

const s = (n: number, text: PackText): BehaviorScenario => ({ id: `scenario_${n}`, text });

export const RAW_PACK: AcceptableBehaviorsPack = {
  kind: 'acceptable_behaviors',
  version: '2026.1',
  publishedAt: '2026-11-22',
  attribution: [],
  title: t('Acceptable behaviours', 'พฤติกรรมที่ยอมรับได้', 'Comportamientos aceptables'),
  instructions: t(
    'For each situation, choose how it would be treated in the workplace you are describing.',
    'สำหรับแต่ละสถานการณ์ ให้เลือกว่าในที่ทำงานที่คุณกำลังอธิบาย เรื่องนี้จะถูกจัดการอย่างไร',
    'Para cada situación, elige cómo se trataría en el lugar de trabajo que describes.',
  ),
  scale: [
    { value: 0, label: t('Acceptable', 'ยอมรับได้', 'Aceptable') },
    { value: 1, label: t('Frowned Upon', 'ไม่ค่อยเป็นที่ยอมรับ', 'Mal visto') },
    { value: 2, label: t('Actively Discouraged', 'ไม่สนับสนุนอย่างชัดเจน', 'Desaconsejado activamente') },
    { value: 3, label: t('Reprimanded', 'ถูกตักเตือน', 'Sancionado') },
    { value: 4, label: t('Zero Tolerance Policy', 'ไม่ยอมรับโดยเด็ดขาด', 'Tolerancia cero') },
  ],
  scenarios: [
    s(
      1,
      t(
        'An employee regularly arrives 15 minutes late but stays later to make up the time.',
        'พนักงานคนหนึ่งมาสายเป็นประจำ 15 นาที แต่อยู่ทำงานต่อหลังเลิกงานเพื่อชดเชยเวลา',
        'Un empleado llega con frecuencia 15 minutos tarde, pero se queda más tiempo para compensarlo.',
      ),
    ),
    s(
      2,
      t(
        'Someone takes office supplies such as pens and notebooks home for personal use.',
        'มีคนนำอุปกรณ์สำนักงาน เช่น ปากกาและสมุด กลับบ้านไปใช้ส่วนตัว',
        'Alguien se lleva a casa material de oficina, como bolígrafos y cuadernos, para uso personal.',
      ),
    ),
    s(
      3,
      t(
        'A team member shares details of an upcoming reorganisation with a colleague before it is announced.',
        'สมาชิกในทีมเล่ารายละเอียดการปรับโครงสร้างองค์กรที่กำลังจะเกิดขึ้นให้เพื่อนร่วมงานฟังก่อนมีการประกาศ',
        'Un miembro del equipo cuenta a un compañero los detalles de una reorganización antes de que se anuncie.',
      ),
    ),
    s(
      4,
      t(
        'An employee accepts an expensive gift from a supplier during contract negotiations.',
        'พนักงานรับของขวัญราคาแพงจากซัพพลายเออร์ในระหว่างการเจรจาสัญญา',
        'Un empleado acepta un regalo caro de un proveedor durante la negociación de un contrato.',
      ),
    ),
    s(
      5,
      t(
        "A manager criticises a team member's work in front of the whole team during a meeting.",
        'หัวหน้าตำหนิงานของลูกทีมต่อหน้าทุกคนในที่ประชุม',
        'Un responsable critica el trabajo de un miembro del equipo delante de todos en una reunión.',
      ),
    ),
    s(
      6,
      t(
        "Someone presents a colleague's idea in a meeting without mentioning where it came from.",
        'มีคนนำเสนอไอเดียของเพื่อนร่วมงานในที่ประชุมโดยไม่บอกว่าเป็นความคิดของใคร',
        'Alguien presenta en una reunión la idea de un compañero sin mencionar de quién es.',
      ),
    ),
    s(
      7,
      t(
        'An employee spends about an hour a day on personal social media during working hours.',
        'พนักงานใช้โซเชียลมีเดียส่วนตัววันละประมาณหนึ่งชั่วโมงในเวลางาน',
        'Un empleado dedica cerca de una hora al día a sus redes sociales personales en horario de trabajo.',
      ),
    ),
    s(
      8,
      t(
        'A team member rounds up the hours on a timesheet to the nearest half day.',
        'สมาชิกในทีมปัดเศษชั่วโมงในใบบันทึกเวลาทำงานขึ้นเป็นครึ่งวัน',
        'Un miembro del equipo redondea al alza las horas de su parte de horas hasta la media jornada.',
      ),
    ),
    s(
      9,
      t(
        "An employee makes jokes about a colleague's accent that some people find offensive.",
        'พนักงานล้อเลียนสำเนียงของเพื่อนร่วมงาน ซึ่งบางคนรู้สึกว่าไม่เหมาะสม',
        'Un empleado hace bromas sobre el acento de un compañero que algunas personas consideran ofensivas.',
      ),
    ),
    s(
      10,
      t(
        'Someone skips a required safety or quality check to meet a tight deadline.',
        'มีคนข้ามขั้นตอนตรวจสอบความปลอดภัยหรือคุณภาพที่กำหนดไว้เพื่อให้ทันกำหนดส่งงานที่กระชั้นชิด',
        'Alguien se salta una comprobación obligatoria de seguridad o calidad para cumplir un plazo ajustado.',
      ),
    ),
    s(
      11,
      t(
        'An employee uses a personal messaging app to send customer information to a colleague.',
        'พนักงานใช้แอปแชตส่วนตัวส่งข้อมูลลูกค้าให้เพื่อนร่วมงาน',
        'Un empleado usa una aplicación de mensajería personal para enviar datos de clientes a un compañero.',
      ),
    ),
    s(
      12,
      t(
        'A team member works on a paid side project for another company in the evenings without telling anyone.',
        'สมาชิกในทีมรับงานเสริมแบบได้ค่าตอบแทนให้บริษัทอื่นในช่วงเย็นโดยไม่แจ้งใคร',
        'Un miembro del equipo trabaja por las tardes en un proyecto remunerado para otra empresa sin decírselo a nadie.',
      ),
    ),
    s(
      13,
      t(
        'Someone openly complains about their manager to other teams.',
        'มีคนบ่นเรื่องหัวหน้าของตนให้ทีมอื่นฟังอย่างเปิดเผย',
        'Alguien se queja abiertamente de su responsable ante otros equipos.',
      ),
    ),
    s(
      14,
      t(
        'An employee does not respond to work messages sent after hours or at weekends.',
        'พนักงานไม่ตอบข้อความเรื่องงานที่ส่งมานอกเวลางานหรือในวันหยุดสุดสัปดาห์',
        'Un empleado no responde a los mensajes de trabajo enviados fuera del horario laboral o en fin de semana.',
      ),
    ),
    s(
      15,
      t(
        'A manager hires a close friend for an open role without a competitive process.',
        'หัวหน้ารับเพื่อนสนิทเข้าทำงานในตำแหน่งที่เปิดรับโดยไม่ผ่านกระบวนการคัดเลือกที่เป็นธรรม',
        'Un responsable contrata a un amigo íntimo para un puesto vacante sin un proceso de selección abierto.',
      ),
    ),
  ],
};

export const ACCEPTABLE_BEHAVIORS_PACK = definePack(RAW_PACK, TRANSLATION_STAMPS);
