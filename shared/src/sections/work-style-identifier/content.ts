import type { Locale } from '../../i18n/locale';
import { definePack, localize, t, type PackMeta, type PackText } from '../content-pack';
import { TRANSLATION_STAMPS } from './translation-stamps';

/**
 * Work style identifier: nine situations, each with three responses; each response reflects one work
 * style (people, process, product; spec part 2 §9.4). The style of each option is scoring data and
 * varies in position so the order gives nothing away. Written in-house.
 */
export const WORK_STYLES = ['people', 'process', 'product'] as const;
export type WorkStyle = (typeof WORK_STYLES)[number];

export interface WorkStyleOption {
  readonly id: 'option_1' | 'option_2' | 'option_3';
  readonly style: WorkStyle;
  readonly text: PackText;
}

export interface WorkStyleScenario {
  readonly id: `scenario_${number}`;
  readonly text: PackText;
  readonly options: readonly WorkStyleOption[];
}

export interface WorkStyleIdentifierPack extends PackMeta<'work_style_identifier'> {
  readonly title: PackText;
  readonly instructions: PackText;
  readonly styles: readonly { readonly id: WorkStyle; readonly name: PackText; readonly description: PackText }[];
  readonly scenarios: readonly WorkStyleScenario[];
}

type Opt = [WorkStyle, PackText];
const sc = (n: number, text: PackText, o1: Opt, o2: Opt, o3: Opt): WorkStyleScenario => ({
  id: `scenario_${n}`,
  text,
  options: [
    { id: 'option_1', style: o1[0], text: o1[1] },
    { id: 'option_2', style: o2[0], text: o2[1] },
    { id: 'option_3', style: o3[0], text: o3[1] },
  ],
});

export const RAW_PACK: WorkStyleIdentifierPack = {
  kind: 'work_style_identifier',
  version: '2026.1',
  publishedAt: '2026-11-22',
  attribution: [],
  title: t('Work style identifier', 'ค้นหาสไตล์การทำงาน', 'Identificador de estilo de trabajo'),
  instructions: t(
    'For each situation, choose the response closest to what you would naturally do. There are no right or wrong answers.',
    'ในแต่ละสถานการณ์ ให้เลือกคำตอบที่ใกล้เคียงกับสิ่งที่คุณจะทำตามธรรมชาติมากที่สุด ไม่มีคำตอบที่ถูกหรือผิด',
    'En cada situación, elige la respuesta más cercana a lo que harías de forma natural. No hay respuestas correctas ni incorrectas.',
  ),
  styles: [
    {
      id: 'people',
      name: t('People', 'คน', 'Personas'),
      description: t(
        'Focuses on relationships, communication and the team.',
        'ให้ความสำคัญกับความสัมพันธ์ การสื่อสาร และทีม',
        'Se centra en las relaciones, la comunicación y el equipo.',
      ),
    },
    {
      id: 'process',
      name: t('Process', 'กระบวนการ', 'Proceso'),
      description: t(
        'Focuses on structure, planning and how work gets done.',
        'ให้ความสำคัญกับโครงสร้าง การวางแผน และวิธีการทำงาน',
        'Se centra en la estructura, la planificación y la forma de trabajar.',
      ),
    },
    {
      id: 'product',
      name: t('Product', 'ผลงาน', 'Producto'),
      description: t(
        'Focuses on the outcome, its quality and its value to users.',
        'ให้ความสำคัญกับผลลัพธ์ คุณภาพ และคุณค่าต่อผู้ใช้',
        'Se centra en el resultado, su calidad y su valor para los usuarios.',
      ),
    },
  ],
  scenarios: [
    sc(
      1,
      t(
        'You join a new project that is already under way. What do you do first?',
        'คุณเข้าร่วมโครงการใหม่ที่ดำเนินไปแล้ว สิ่งแรกที่คุณทำคืออะไร',
        'Te incorporas a un proyecto que ya está en marcha. ¿Qué haces primero?',
      ),
      [
        'people',
        t(
          'Meet the team members one by one to learn how they work.',
          'พบสมาชิกในทีมทีละคนเพื่อเรียนรู้วิธีทำงานของแต่ละคน',
          'Reunirme con cada miembro del equipo para conocer cómo trabaja.',
        ),
      ],
      [
        'process',
        t(
          'Read the plan, the timeline and how decisions are made.',
          'อ่านแผนงาน ไทม์ไลน์ และวิธีการตัดสินใจ',
          'Leer el plan, el calendario y cómo se toman las decisiones.',
        ),
      ],
      [
        'product',
        t(
          'Try the current version of what is being built.',
          'ลองใช้เวอร์ชันปัจจุบันของสิ่งที่กำลังสร้างอยู่',
          'Probar la versión actual de lo que se está construyendo.',
        ),
      ],
    ),
    sc(
      2,
      t(
        'A deadline is at risk. How do you respond?',
        'กำหนดส่งงานกำลังมีความเสี่ยงที่จะไม่ทัน คุณจะทำอย่างไร',
        'Un plazo está en peligro. ¿Cómo respondes?',
      ),
      [
        'product',
        t(
          'Cut the scope to the features that matter most to users.',
          'ลดขอบเขตงานให้เหลือเฉพาะส่วนที่สำคัญที่สุดต่อผู้ใช้',
          'Reducir el alcance a las funciones que más importan a los usuarios.',
        ),
      ],
      [
        'people',
        t(
          'Check how the team is coping and rebalance the workload.',
          'ดูว่าทีมรับมือไหวไหมและจัดสรรภาระงานใหม่',
          'Ver cómo lo lleva el equipo y reequilibrar la carga de trabajo.',
        ),
      ],
      [
        'process',
        t(
          'Re-plan the remaining tasks and remove the bottleneck.',
          'วางแผนงานที่เหลือใหม่และแก้จุดคอขวด',
          'Replanificar las tareas pendientes y eliminar el cuello de botella.',
        ),
      ],
    ),
    sc(
      3,
      t(
        'Two colleagues disagree about how to approach a task. What do you do?',
        'เพื่อนร่วมงานสองคนเห็นต่างกันเรื่องวิธีทำงานชิ้นหนึ่ง คุณจะทำอย่างไร',
        'Dos compañeros no se ponen de acuerdo sobre cómo abordar una tarea. ¿Qué haces?',
      ),
      [
        'process',
        t(
          'Suggest agreeing on criteria and a way to decide.',
          'เสนอให้ตกลงเกณฑ์และวิธีตัดสินใจร่วมกัน',
          'Proponer acordar unos criterios y una forma de decidir.',
        ),
      ],
      [
        'product',
        t(
          'Ask which approach gives the better result and test it.',
          'ถามว่าแนวทางใดให้ผลลัพธ์ดีกว่าแล้วลองทดสอบดู',
          'Preguntar qué enfoque da mejor resultado y probarlo.',
        ),
      ],
      [
        'people',
        t(
          'Talk with each of them to understand their concerns.',
          'คุยกับแต่ละคนเพื่อเข้าใจความกังวลของเขา',
          'Hablar con cada uno para entender lo que le preocupa.',
        ),
      ],
    ),
    sc(
      4,
      t(
        'What gives you the most satisfaction at the end of a week?',
        'อะไรทำให้คุณรู้สึกพอใจที่สุดเมื่อจบสัปดาห์',
        '¿Qué te da más satisfacción al final de la semana?',
      ),
      [
        'people',
        t(
          'Having helped a colleague succeed.',
          'การได้ช่วยให้เพื่อนร่วมงานประสบความสำเร็จ',
          'Haber ayudado a un compañero a tener éxito.',
        ),
      ],
      [
        'product',
        t(
          'Seeing something I built being used.',
          'การได้เห็นสิ่งที่ฉันสร้างถูกนำไปใช้จริง',
          'Ver que algo que he creado se está usando.',
        ),
      ],
      [
        'process',
        t(
          'Having made a recurring task run more smoothly.',
          'การได้ทำให้งานที่ต้องทำซ้ำๆ ดำเนินไปได้ราบรื่นขึ้น',
          'Haber conseguido que una tarea recurrente funcione mejor.',
        ),
      ],
    ),
    sc(
      5,
      t(
        'You receive a vague request from a manager. What is your first step?',
        'คุณได้รับคำขอที่ไม่ชัดเจนจากหัวหน้า ขั้นแรกของคุณคืออะไร',
        'Recibes una petición poco clara de tu responsable. ¿Cuál es tu primer paso?',
      ),
      [
        'process',
        t(
          'Write down the steps, owners and deadline, then confirm them.',
          'เขียนขั้นตอน ผู้รับผิดชอบ และกำหนดเวลา แล้วขอคำยืนยัน',
          'Anotar los pasos, los responsables y el plazo, y confirmarlos.',
        ),
      ],
      [
        'people',
        t(
          'Ask who it is for and what they are hoping for.',
          'ถามว่างานนี้ทำให้ใครและเขาคาดหวังอะไร',
          'Preguntar para quién es y qué espera esa persona.',
        ),
      ],
      [
        'product',
        t(
          'Sketch a quick first version to react to.',
          'ร่างเวอร์ชันแรกอย่างรวดเร็วเพื่อให้มีสิ่งที่ใช้คุยกันได้',
          'Hacer un primer borrador rápido para tener algo sobre lo que opinar.',
        ),
      ],
    ),
    sc(
      6,
      t(
        'A new tool is being introduced to your team. What matters most to you?',
        'ทีมของคุณกำลังนำเครื่องมือใหม่มาใช้ อะไรสำคัญที่สุดสำหรับคุณ',
        'Se va a introducir una herramienta nueva en tu equipo. ¿Qué es lo que más te importa?',
      ),
      [
        'product',
        t(
          'That it helps us deliver better work.',
          'ช่วยให้เราส่งมอบงานที่ดีขึ้น',
          'Que nos ayude a entregar un mejor trabajo.',
        ),
      ],
      [
        'process',
        t(
          'That it fits the way we work and is rolled out in stages.',
          'เข้ากับวิธีการทำงานของเราและนำมาใช้ทีละขั้น',
          'Que encaje con nuestra forma de trabajar y se implante por fases.',
        ),
      ],
      [
        'people',
        t(
          'That everyone is comfortable and trained to use it.',
          'ทุกคนรู้สึกสบายใจและได้รับการฝึกให้ใช้เป็น',
          'Que todos se sientan cómodos y sepan usarla.',
        ),
      ],
    ),
    sc(
      7,
      t(
        'A customer complains about something your team delivered. What do you do first?',
        'ลูกค้าร้องเรียนเกี่ยวกับงานที่ทีมของคุณส่งมอบ คุณทำอะไรเป็นอย่างแรก',
        'Un cliente se queja de algo que entregó tu equipo. ¿Qué haces primero?',
      ),
      [
        'people',
        t(
          'Call the customer to listen and reassure them.',
          'โทรหาลูกค้าเพื่อรับฟังและให้ความมั่นใจ',
          'Llamar al cliente para escucharle y tranquilizarle.',
        ),
      ],
      [
        'process',
        t(
          'Find where in our process the problem slipped through.',
          'หาว่าปัญหาหลุดรอดมาจากขั้นตอนใดในกระบวนการ',
          'Averiguar en qué punto del proceso se coló el problema.',
        ),
      ],
      [
        'product',
        t(
          'Reproduce the problem and fix it.',
          'ทำให้ปัญหาเกิดซ้ำเพื่อหาสาเหตุแล้วแก้ไข',
          'Reproducir el problema y corregirlo.',
        ),
      ],
    ),
    sc(
      8,
      t(
        'In a planning meeting, which question do you usually raise?',
        'ในการประชุมวางแผน คุณมักจะถามคำถามใด',
        'En una reunión de planificación, ¿qué pregunta sueles plantear?',
      ),
      [
        'product',
        t(
          'What will users get that they do not have today?',
          'ผู้ใช้จะได้อะไรที่วันนี้ยังไม่มี',
          '¿Qué obtendrán los usuarios que hoy no tienen?',
        ),
      ],
      [
        'people',
        t(
          'Who needs to be involved, and do they have capacity?',
          'ใครต้องมีส่วนร่วม และเขามีเวลาพอหรือไม่',
          '¿Quién debe participar y tiene disponibilidad?',
        ),
      ],
      [
        'process',
        t(
          'What are the milestones and how will we track them?',
          'มีหมุดหมายอะไรบ้างและเราจะติดตามอย่างไร',
          '¿Cuáles son los hitos y cómo los seguiremos?',
        ),
      ],
    ),
    sc(
      9,
      t(
        'You have a free afternoon to improve something at work. What do you choose?',
        'คุณมีเวลาว่างหนึ่งบ่ายเพื่อปรับปรุงบางอย่างในที่ทำงาน คุณเลือกทำอะไร',
        'Tienes una tarde libre para mejorar algo en el trabajo. ¿Qué eliges?',
      ),
      [
        'process',
        t(
          "Document a process that only lives in someone's head.",
          'จัดทำเอกสารกระบวนการที่ตอนนี้มีอยู่แค่ในหัวของใครบางคน',
          'Documentar un proceso que solo está en la cabeza de alguien.',
        ),
      ],
      [
        'product',
        t(
          'Polish a feature that users find clumsy.',
          'ปรับปรุงฟีเจอร์ที่ผู้ใช้รู้สึกว่าใช้ยาก',
          'Pulir una función que a los usuarios les resulta torpe.',
        ),
      ],
      [
        'people',
        t(
          'Spend time helping a newer colleague get up to speed.',
          'ใช้เวลาช่วยเพื่อนร่วมงานที่ยังใหม่ให้ทำงานได้คล่องขึ้น',
          'Dedicar tiempo a ayudar a un compañero nuevo a ponerse al día.',
        ),
      ],
    ),
  ],
};

export const WORK_STYLE_IDENTIFIER_PACK = definePack(RAW_PACK, TRANSLATION_STAMPS);

/** Style of each option, by scenario (what the scorer needs; also derivable from the pack). */
export function workStyleKey(
  pack: WorkStyleIdentifierPack = WORK_STYLE_IDENTIFIER_PACK,
): Record<string, Record<string, WorkStyle>> {
  return Object.fromEntries(
    pack.scenarios.map((s) => [s.id, Object.fromEntries(s.options.map((o) => [o.id, o.style]))]),
  );
}

/** What a respondent sees: localized text, without the style of each option (it would steer answers). */
export function publicWorkStyleScenarios(locale: Locale, pack: WorkStyleIdentifierPack = WORK_STYLE_IDENTIFIER_PACK) {
  return pack.scenarios.map((s) => ({
    id: s.id,
    text: localize(s.text, locale),
    options: s.options.map((o) => ({ id: o.id, text: localize(o.text, locale) })),
  }));
}
