import { t } from '../content-pack';
import { opts, same, type LogicItem } from './content-types';

export const DATA_INTERPRETATION_ITEMS: readonly LogicItem[] = [
  {
    id: 'di_quarter_increase',
    part: 'data_interpretation',
    type: 'data_table',
    stem: t(
      'Units sold per quarter are shown below. Which quarter had the largest increase over the previous quarter?',
      'ตารางด้านล่างแสดงจำนวนหน่วยที่ขายได้ในแต่ละไตรมาส ไตรมาสใดมียอดเพิ่มขึ้นจากไตรมาสก่อนหน้ามากที่สุด',
      'A continuación se muestran las unidades vendidas por trimestre. ¿Qué trimestre tuvo el mayor aumento respecto al anterior?',
    ),
    table: {
      headers: [t('Quarter', 'ไตรมาส', 'Trimestre'), t('Units sold', 'หน่วยที่ขายได้', 'Unidades vendidas')],
      rows: [
        ['Q1', 120],
        ['Q2', 150],
        ['Q3', 90],
        ['Q4', 140],
      ],
    },
    options: opts(same('Q1'), same('Q2'), same('Q3'), same('Q4')),
  },
  {
    id: 'di_quarter_average',
    part: 'data_interpretation',
    type: 'data_table',
    stem: t(
      'Using the same quarterly figures (120, 150, 90, 140 units), what was the average number of units sold per quarter?',
      'จากตัวเลขรายไตรมาสเดิม (120, 150, 90, 140 หน่วย) ยอดขายเฉลี่ยต่อไตรมาสคือกี่หน่วย',
      'Con las mismas cifras trimestrales (120, 150, 90 y 140 unidades), ¿cuál fue la media de unidades vendidas por trimestre?',
    ),
    table: {
      headers: [t('Quarter', 'ไตรมาส', 'Trimestre'), t('Units sold', 'หน่วยที่ขายได้', 'Unidades vendidas')],
      rows: [
        ['Q1', 120],
        ['Q2', 150],
        ['Q3', 90],
        ['Q4', 140],
      ],
    },
    options: opts(same('120'), same('125'), same('130'), same('150')),
  },
  {
    id: 'di_tickets_per_member',
    part: 'data_interpretation',
    type: 'data_table',
    stem: t(
      'Which support team closed the most tickets per team member?',
      'ทีมสนับสนุนใดปิดงานแจ้งปัญหาได้มากที่สุดต่อสมาชิกหนึ่งคน',
      '¿Qué equipo de soporte cerró más incidencias por miembro del equipo?',
    ),
    table: {
      headers: [
        t('Team', 'ทีม', 'Equipo'),
        t('Members', 'จำนวนสมาชิก', 'Miembros'),
        t('Tickets closed', 'งานที่ปิดได้', 'Incidencias cerradas'),
      ],
      rows: [
        ['A', 4, 96],
        ['B', 6, 120],
        ['C', 5, 110],
      ],
    },
    options: opts(same('A'), same('B'), same('C'), t('All the same', 'เท่ากันทุกทีม', 'Todos igual')),
  },
  {
    id: 'di_budget_overspend',
    part: 'data_interpretation',
    type: 'data_table',
    stem: t(
      'Which category went over budget by the largest percentage?',
      'หมวดใดใช้จ่ายเกินงบประมาณเป็นสัดส่วนร้อยละมากที่สุด',
      '¿Qué partida superó el presupuesto en mayor porcentaje?',
    ),
    table: {
      headers: [t('Category', 'หมวด', 'Partida'), t('Budget', 'งบประมาณ', 'Presupuesto'), t('Actual', 'ใช้จริง', 'Real')],
      rows: [
        [t('Travel', 'การเดินทาง', 'Viajes'), 10000, 12500],
        [t('Software', 'ซอฟต์แวร์', 'Software'), 8000, 7200],
        [t('Training', 'การอบรม', 'Formación'), 5000, 5500],
      ],
    },
    options: opts(
      t('Software', 'ซอฟต์แวร์', 'Software'),
      t('Travel', 'การเดินทาง', 'Viajes'),
      t('Training', 'การอบรม', 'Formación'),
      t('No category went over budget', 'ไม่มีหมวดใดใช้เกินงบ', 'Ninguna partida superó el presupuesto'),
    ),
  },
  {
    id: 'di_survey_share',
    part: 'data_interpretation',
    type: 'data_table',
    stem: t(
      '200 employees answered a survey. How many of them were not dissatisfied?',
      'พนักงาน 200 คนตอบแบบสำรวจ มีกี่คนที่ไม่ได้รู้สึกไม่พอใจ',
      '200 empleados respondieron una encuesta. ¿Cuántos de ellos no estaban insatisfechos?',
    ),
    table: {
      headers: [t('Answer', 'คำตอบ', 'Respuesta'), t('Share', 'สัดส่วน', 'Porcentaje')],
      rows: [
        [t('Satisfied', 'พอใจ', 'Satisfecho'), '45%'],
        [t('Neutral', 'เฉยๆ', 'Neutral'), '30%'],
        [t('Dissatisfied', 'ไม่พอใจ', 'Insatisfecho'), '25%'],
      ],
    },
    options: opts(same('50'), same('90'), same('150'), same('175')),
  },
  {
    id: 'di_signup_rate',
    part: 'data_interpretation',
    type: 'data_table',
    stem: t(
      'On which day was the share of visits that led to a sign-up highest?',
      'วันใดมีสัดส่วนการเข้าชมที่นำไปสู่การสมัครใช้งานสูงที่สุด',
      '¿Qué día fue mayor la proporción de visitas que terminaron en registro?',
    ),
    table: {
      headers: [
        t('Day', 'วัน', 'Día'),
        t('Visits', 'จำนวนการเข้าชม', 'Visitas'),
        t('Sign-ups', 'จำนวนการสมัคร', 'Registros'),
      ],
      rows: [
        ['1', 1200, 60],
        ['2', 1500, 60],
        ['3', 1350, 81],
      ],
    },
    options: opts(
      t('Day 1', 'วันที่ 1', 'Día 1'),
      t('Day 2', 'วันที่ 2', 'Día 2'),
      t('Day 3', 'วันที่ 3', 'Día 3'),
      t('Days 1 and 2 equally', 'วันที่ 1 และ 2 เท่ากัน', 'Los días 1 y 2 por igual'),
    ),
  },
];

export const PROBLEM_RESOLVING_ITEMS: readonly LogicItem[] = [
  {
    id: 'rs_people_hours',
    part: 'problem_resolving',
    type: 'word_problem',
    stem: t(
      'Three people finish a job in 8 hours. Working at the same rate, how many hours would four people need?',
      'คนสามคนทำงานชิ้นหนึ่งเสร็จใน 8 ชั่วโมง ถ้าทำงานด้วยอัตราเดียวกัน คนสี่คนจะใช้เวลากี่ชั่วโมง',
      'Tres personas terminan un trabajo en 8 horas. Al mismo ritmo, ¿cuántas horas necesitarían cuatro personas?',
    ),
    options: opts(same('4'), same('6'), same('8'), same('10')),
  },
  {
    id: 'rs_room_booking',
    part: 'problem_resolving',
    type: 'word_problem',
    stem: t(
      'A meeting room is open from 9:00 to 12:00. It is booked 9:00–10:00, 10:30–11:00 and 11:30–12:00. You need a one-hour meeting this morning in this room. What is possible?',
      'ห้องประชุมเปิดให้ใช้ตั้งแต่ 9:00 ถึง 12:00 มีการจองไว้แล้ว 9:00–10:00, 10:30–11:00 และ 11:30–12:00 คุณต้องการประชุมหนึ่งชั่วโมงในห้องนี้ช่วงเช้าวันนี้ ข้อใดเป็นไปได้',
      'Una sala de reuniones está disponible de 9:00 a 12:00. Está reservada de 9:00 a 10:00, de 10:30 a 11:00 y de 11:30 a 12:00. Necesitas una reunión de una hora esta mañana en esa sala. ¿Qué es posible?',
    ),
    options: opts(
      same('10:00–11:00'),
      same('11:00–12:00'),
      t('No one-hour slot is free', 'ไม่มีช่วงว่างหนึ่งชั่วโมง', 'No hay ningún hueco libre de una hora'),
      same('10:30–11:30'),
    ),
  },
  {
    id: 'rs_price_change',
    part: 'problem_resolving',
    type: 'word_problem',
    stem: t(
      'A price of 200 is raised by 10%, and the new price is then cut by 10%. What is the final price?',
      'ราคา 200 ถูกปรับขึ้น 10% แล้วราคาใหม่ถูกลดลง 10% ราคาสุดท้ายคือเท่าใด',
      'Un precio de 200 sube un 10 % y después el nuevo precio baja un 10 %. ¿Cuál es el precio final?',
    ),
    options: opts(same('200'), same('180'), same('202'), same('198')),
  },
  {
    id: 'rs_pack_label',
    part: 'problem_resolving',
    type: 'word_problem',
    stem: t(
      'Three orders must each be packed (10 minutes) and then labelled (5 minutes). One person packs and another labels, and both can work at the same time. What is the shortest time to finish all three orders?',
      'มีคำสั่งซื้อสามรายการ แต่ละรายการต้องแพ็ก (10 นาที) แล้วติดฉลาก (5 นาที) คนหนึ่งแพ็กและอีกคนติดฉลาก ทั้งสองทำงานพร้อมกันได้ เวลาที่สั้นที่สุดในการทำครบทั้งสามรายการคือกี่นาที',
      'Hay que empaquetar tres pedidos (10 minutos cada uno) y después etiquetarlos (5 minutos). Una persona empaqueta y otra etiqueta, y ambas pueden trabajar a la vez. ¿Cuál es el tiempo mínimo para terminar los tres pedidos?',
    ),
    options: opts(
      t('25 minutes', '25 นาที', '25 minutos'),
      t('35 minutes', '35 นาที', '35 minutos'),
      t('30 minutes', '30 นาที', '30 minutos'),
      t('45 minutes', '45 นาที', '45 minutos'),
    ),
  },
  {
    id: 'rs_bottleneck',
    part: 'problem_resolving',
    type: 'word_problem',
    stem: t(
      'A process has four steps, each with its own worker, taking 5, 12, 7 and 6 minutes per item. Which step limits how many items the process can finish per hour?',
      'กระบวนการหนึ่งมีสี่ขั้นตอน แต่ละขั้นมีผู้ปฏิบัติงานของตนเอง ใช้เวลา 5, 12, 7 และ 6 นาทีต่อชิ้น ขั้นตอนใดจำกัดจำนวนชิ้นงานที่กระบวนการทำเสร็จได้ต่อชั่วโมง',
      'Un proceso tiene cuatro pasos, cada uno con su propio trabajador, que tardan 5, 12, 7 y 6 minutos por unidad. ¿Qué paso limita cuántas unidades puede terminar el proceso por hora?',
    ),
    options: opts(
      t('Step 1', 'ขั้นตอนที่ 1', 'Paso 1'),
      t('Step 2', 'ขั้นตอนที่ 2', 'Paso 2'),
      t('Step 3', 'ขั้นตอนที่ 3', 'Paso 3'),
      t('Step 4', 'ขั้นตอนที่ 4', 'Paso 4'),
    ),
  },
  {
    id: 'rs_supplier_quotes',
    part: 'problem_resolving',
    type: 'word_problem',
    stem: t(
      'You need 500 units. Supplier A charges 2.00 per unit plus 150 delivery; B charges 2.20 per unit with free delivery; C charges 1.90 per unit plus 250 delivery. Which is cheapest in total?',
      'คุณต้องการสินค้า 500 หน่วย ผู้ขาย A คิดหน่วยละ 2.00 บวกค่าส่ง 150 ผู้ขาย B คิดหน่วยละ 2.20 ส่งฟรี ผู้ขาย C คิดหน่วยละ 1.90 บวกค่าส่ง 250 ผู้ขายรายใดถูกที่สุดเมื่อรวมทั้งหมด',
      'Necesitas 500 unidades. El proveedor A cobra 2,00 por unidad más 150 de envío; B cobra 2,20 por unidad con envío gratis; C cobra 1,90 por unidad más 250 de envío. ¿Cuál es el más barato en total?',
    ),
    options: opts(same('A'), same('C'), same('B'), t('All cost the same', 'ราคาเท่ากันทั้งหมด', 'Todos cuestan lo mismo')),
  },
];
