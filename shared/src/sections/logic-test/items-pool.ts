import { t } from '../content-pack';
import { opts, same, type LogicItem } from './content-types';

/**
 * The pool's parallel forms (draw.ts): each is an original item of items-pattern-reasoning.ts or
 * items-data-problems.ts with other numbers, letters, rows or (logical reasoning) another setting, so the answer
 * differs and the reasoning and its steps stay the same. pr_matrix_shapes_b is a number grid with one rule per row,
 * as the shapes grid is a grid with one rule per row. The numeric forms' translations are the originals' with the
 * numbers changed (read again for grammar); the logical-reasoning forms are translated afresh.
 */
export const POOL_ITEMS: readonly LogicItem[] = [
  {
    id: 'pr_series_squares_b',
    part: 'pattern_recognition',
    type: 'number_series',
    stem: t(
      '3, 8, 15, 24, 35, ? — Which comes next?',
      '3, 8, 15, 24, 35, ? — ตัวเลือกใดคือลำดับถัดไป',
      '3, 8, 15, 24, 35, ? — ¿Qué va a continuación?',
    ),
    options: opts(same('47'), same('48'), same('46'), same('50')),
  },
  {
    id: 'pr_letters_gaps_b',
    part: 'pattern_recognition',
    type: 'letter_series',
    stem: t(
      'B, D, G, K, P, ? — Which comes next?',
      'B, D, G, K, P, ? — ตัวเลือกใดคือลำดับถัดไป',
      'B, D, G, K, P, ? — ¿Qué va a continuación?',
    ),
    options: opts(same('U'), same('W'), same('V'), same('T')),
  },
  {
    id: 'pr_letter_number_b',
    part: 'pattern_recognition',
    type: 'letter_series',
    stem: t(
      'B2, E5, H8, K11, ? — Which comes next?',
      'B2, E5, H8, K11, ? — ตัวเลือกใดคือลำดับถัดไป',
      'B2, E5, H8, K11, ? — ¿Qué va a continuación?',
    ),
    options: opts(same('M13'), same('N14'), same('L12'), same('N13')),
  },
  {
    id: 'pr_matrix_powers_b',
    part: 'pattern_recognition',
    type: 'matrix',
    stem: t(
      'The grid follows one rule in every row. Row 1: 3, 9, 27. Row 2: 2, 4, 8. Row 3: 5, 25, ?. What is the missing number?',
      'ตารางนี้ใช้กฎเดียวกันในทุกแถว แถว 1: 3, 9, 27 แถว 2: 2, 4, 8 แถว 3: 5, 25, ? ตัวเลขที่หายไปคือเท่าใด',
      'La cuadrícula sigue una misma regla en cada fila. Fila 1: 3, 9, 27. Fila 2: 2, 4, 8. Fila 3: 5, 25, ?. ¿Qué número falta?',
    ),
    options: opts(same('50'), same('100'), same('125'), same('75')),
  },
  {
    id: 'pr_matrix_shapes_b',
    part: 'pattern_recognition',
    type: 'matrix',
    stem: t(
      'The grid follows one rule in every row. Row 1: 2, 7, 9. Row 2: 5, 3, 8. Row 3: 4, 6, ?. What is the missing number?',
      'ตารางนี้ใช้กฎเดียวกันในทุกแถว แถว 1: 2, 7, 9 แถว 2: 5, 3, 8 แถว 3: 4, 6, ? ตัวเลขที่หายไปคือเท่าใด',
      'La cuadrícula sigue una misma regla en cada fila. Fila 1: 2, 7, 9. Fila 2: 5, 3, 8. Fila 3: 4, 6, ?. ¿Qué número falta?',
    ),
    options: opts(same('8'), same('10'), same('12'), same('24')),
  },
  {
    id: 'pr_series_double_b',
    part: 'pattern_recognition',
    type: 'number_series',
    stem: t(
      '2, 5, 11, 23, 47, ? — Which comes next?',
      '2, 5, 11, 23, 47, ? — ตัวเลือกใดคือลำดับถัดไป',
      '2, 5, 11, 23, 47, ? — ¿Qué va a continuación?',
    ),
    options: opts(same('94'), same('95'), same('96'), same('71')),
  },
  {
    id: 'lr_all_managers_b',
    part: 'logical_reasoning',
    type: 'verbal',
    stem: t(
      'Every nurse on the ward has first-aid training. Ben is a nurse on the ward. Which statement must be true?',
      'พยาบาลทุกคนในหอผู้ป่วยผ่านการอบรมปฐมพยาบาล เบนเป็นพยาบาลในหอผู้ป่วยนี้ ข้อความใดต้องเป็นจริง',
      'Todos los enfermeros de la planta tienen formación en primeros auxilios. Ben es enfermero de la planta. ¿Qué afirmación es necesariamente cierta?',
    ),
    options: opts(
      t(
        'Everyone with first-aid training is a nurse.',
        'ทุกคนที่ผ่านการอบรมปฐมพยาบาลเป็นพยาบาล',
        'Todas las personas con formación en primeros auxilios son enfermeros.',
      ),
      t('Ben has first-aid training.', 'เบนผ่านการอบรมปฐมพยาบาล', 'Ben tiene formación en primeros auxilios.'),
      t('Ben works night shifts.', 'เบนทำงานกะกลางคืน', 'Ben trabaja en el turno de noche.'),
      t('None of these must be true.', 'ไม่มีข้อใดที่ต้องเป็นจริง', 'Ninguna es necesariamente cierta.'),
    ),
  },
  {
    id: 'lr_some_analysts_b',
    part: 'logical_reasoning',
    type: 'verbal',
    stem: t(
      'Some designers are writers. All writers joined the workshop. Which statement must be true?',
      'นักออกแบบบางคนเป็นนักเขียน นักเขียนทุกคนเข้าร่วมเวิร์กช็อป ข้อความใดต้องเป็นจริง',
      'Algunos diseñadores son escritores. Todos los escritores participaron en el taller. ¿Qué afirmación es necesariamente cierta?',
    ),
    options: opts(
      t(
        'All designers joined the workshop.',
        'นักออกแบบทุกคนเข้าร่วมเวิร์กช็อป',
        'Todos los diseñadores participaron en el taller.',
      ),
      t('No designer joined the workshop.', 'ไม่มีนักออกแบบคนใดเข้าร่วมเวิร์กช็อป', 'Ningún diseñador participó en el taller.'),
      t('Everyone who joined is a writer.', 'ทุกคนที่เข้าร่วมเป็นนักเขียน', 'Todos los participantes son escritores.'),
      t(
        'Some designers joined the workshop.',
        'นักออกแบบบางคนเข้าร่วมเวิร์กช็อป',
        'Algunos diseñadores participaron en el taller.',
      ),
    ),
  },
  {
    id: 'lr_finish_order_b',
    part: 'logical_reasoning',
    type: 'ordering',
    stem: t(
      'Ben finished his report before Dev. Ana finished after Dev. Chen finished before Ben. Who finished last?',
      'เบนทำรายงานเสร็จก่อนเดฟ อันนาทำเสร็จหลังเดฟ เฉินทำเสร็จก่อนเบน ใครทำเสร็จเป็นคนสุดท้าย',
      'Ben terminó su informe antes que Dev. Ana terminó después de Dev. Chen terminó antes que Ben. ¿Quién terminó en último lugar?',
    ),
    options: opts(t('Ana', 'อันนา', 'Ana'), t('Ben', 'เบน', 'Ben'), t('Chen', 'เฉิน', 'Chen'), t('Dev', 'เดฟ', 'Dev')),
  },
  {
    id: 'lr_if_approved_b',
    part: 'logical_reasoning',
    type: 'verbal',
    stem: t(
      'If the order is paid, it ships on Monday. The order did not ship on Monday. What follows?',
      'ถ้าคำสั่งซื้อได้รับการชำระเงิน สินค้าจะถูกจัดส่งในวันจันทร์ คำสั่งซื้อไม่ได้ถูกจัดส่งในวันจันทร์ ข้อใดสรุปได้',
      'Si el pedido está pagado, se envía el lunes. El pedido no se envió el lunes. ¿Qué se deduce?',
    ),
    options: opts(
      t('The order was not paid.', 'คำสั่งซื้อไม่ได้รับการชำระเงิน', 'El pedido no estaba pagado.'),
      t('The order was paid.', 'คำสั่งซื้อได้รับการชำระเงินแล้ว', 'El pedido estaba pagado.'),
      t('The order will ship on Tuesday.', 'คำสั่งซื้อจะถูกจัดส่งในวันอังคาร', 'El pedido se enviará el martes.'),
      t('Nothing can be concluded.', 'ไม่สามารถสรุปอะไรได้', 'No se puede concluir nada.'),
    ),
  },
  {
    id: 'lr_analogy_tools_b',
    part: 'logical_reasoning',
    type: 'verbal',
    stem: t(
      'Brush is to painter as stethoscope is to …',
      'แปรงคู่กับช่างทาสี เช่นเดียวกับหูฟังแพทย์คู่กับ …',
      'El pincel es al pintor lo que el estetoscopio es al …',
    ),
    options: opts(
      t('hospital', 'โรงพยาบาล', 'hospital'),
      t('heart', 'หัวใจ', 'corazón'),
      t('doctor', 'แพทย์', 'médico'),
      t('patient', 'ผู้ป่วย', 'paciente'),
    ),
  },
  {
    id: 'lr_seating_b',
    part: 'logical_reasoning',
    type: 'ordering',
    stem: t(
      'Five colleagues sit in a row of five seats. Lena sits in the middle. Kai sits at the right end. Omar sits next to Kai. Priya does not sit next to Lena. Where does Priya sit?',
      'เพื่อนร่วมงานห้าคนนั่งเรียงแถวบนเก้าอี้ห้าตัว ลีนานั่งตรงกลาง ไคนั่งริมขวาสุด โอมาร์นั่งติดกับไค ปรียาไม่ได้นั่งติดกับลีนา ปรียานั่งที่ใด',
      'Cinco compañeros se sientan en una fila de cinco asientos. Lena se sienta en el centro. Kai, en el extremo derecho. Omar, junto a Kai. Priya no se sienta junto a Lena. ¿Dónde se sienta Priya?',
    ),
    options: opts(
      t('Second seat from the left', 'ที่นั่งที่สองจากซ้าย', 'Segundo asiento por la izquierda'),
      t('Fourth seat from the left', 'ที่นั่งที่สี่จากซ้าย', 'Cuarto asiento por la izquierda'),
      t('At the left end', 'ริมซ้ายสุด', 'En el extremo izquierdo'),
      t('It cannot be determined', 'ไม่สามารถระบุได้', 'No se puede determinar'),
    ),
  },
  {
    id: 'di_quarter_increase_b',
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
        ['Q1', 90],
        ['Q2', 140],
        ['Q3', 110],
        ['Q4', 140],
      ],
    },
    options: opts(same('Q1'), same('Q2'), same('Q3'), same('Q4')),
  },
  {
    id: 'di_quarter_average_b',
    part: 'data_interpretation',
    type: 'data_table',
    stem: t(
      'Using the same quarterly figures (90, 140, 110, 140 units), what was the average number of units sold per quarter?',
      'จากตัวเลขรายไตรมาสเดิม (90, 140, 110, 140 หน่วย) ยอดขายเฉลี่ยต่อไตรมาสคือกี่หน่วย',
      'Con las mismas cifras trimestrales (90, 140, 110 y 140 unidades), ¿cuál fue la media de unidades vendidas por trimestre?',
    ),
    table: {
      headers: [t('Quarter', 'ไตรมาส', 'Trimestre'), t('Units sold', 'หน่วยที่ขายได้', 'Unidades vendidas')],
      rows: [
        ['Q1', 90],
        ['Q2', 140],
        ['Q3', 110],
        ['Q4', 140],
      ],
    },
    options: opts(same('115'), same('120'), same('125'), same('140')),
  },
  {
    id: 'di_tickets_per_member_b',
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
        ['A', 5, 110],
        ['B', 4, 100],
        ['C', 6, 138],
      ],
    },
    options: opts(same('A'), same('B'), same('C'), t('All the same', 'เท่ากันทุกทีม', 'Todos igual')),
  },
  {
    id: 'di_budget_overspend_b',
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
        [t('Travel', 'การเดินทาง', 'Viajes'), 12000, 13200],
        [t('Software', 'ซอฟต์แวร์', 'Software'), 8000, 9600],
        [t('Training', 'การอบรม', 'Formación'), 5000, 5750],
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
    id: 'di_survey_share_b',
    part: 'data_interpretation',
    type: 'data_table',
    stem: t(
      '400 employees answered a survey. How many of them were not dissatisfied?',
      'พนักงาน 400 คนตอบแบบสำรวจ มีกี่คนที่ไม่ได้รู้สึกไม่พอใจ',
      '400 empleados respondieron una encuesta. ¿Cuántos de ellos no estaban insatisfechos?',
    ),
    table: {
      headers: [t('Answer', 'คำตอบ', 'Respuesta'), t('Share', 'สัดส่วน', 'Porcentaje')],
      rows: [
        [t('Satisfied', 'พอใจ', 'Satisfecho'), '40%'],
        [t('Neutral', 'เฉยๆ', 'Neutral'), '25%'],
        [t('Dissatisfied', 'ไม่พอใจ', 'Insatisfecho'), '35%'],
      ],
    },
    options: opts(same('140'), same('160'), same('260'), same('240')),
  },
  {
    id: 'di_signup_rate_b',
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
        ['1', 1600, 96],
        ['2', 1400, 98],
        ['3', 1800, 90],
      ],
    },
    options: opts(
      t('Day 1', 'วันที่ 1', 'Día 1'),
      t('Day 2', 'วันที่ 2', 'Día 2'),
      t('Day 3', 'วันที่ 3', 'Día 3'),
      t('Days 1 and 2 equally', 'วันที่ 1 และ 2 เท่ากัน', 'Los días 1 y 2 por igual'),
    ),
  },
  {
    id: 'rs_people_hours_b',
    part: 'problem_resolving',
    type: 'word_problem',
    stem: t(
      'Three people finish a job in 12 hours. Working at the same rate, how many hours would four people need?',
      'คนสามคนทำงานชิ้นหนึ่งเสร็จใน 12 ชั่วโมง ถ้าทำงานด้วยอัตราเดียวกัน คนสี่คนจะใช้เวลากี่ชั่วโมง',
      'Tres personas terminan un trabajo en 12 horas. Al mismo ritmo, ¿cuántas horas necesitarían cuatro personas?',
    ),
    options: opts(same('8'), same('9'), same('12'), same('16')),
  },
  {
    id: 'rs_room_booking_b',
    part: 'problem_resolving',
    type: 'word_problem',
    stem: t(
      'A meeting room is open from 9:00 to 12:00. It is booked 9:00–9:30, 10:30–11:00 and 11:30–12:00. You need a one-hour meeting this morning in this room. What is possible?',
      'ห้องประชุมเปิดให้ใช้ตั้งแต่ 9:00 ถึง 12:00 มีการจองไว้แล้ว 9:00–9:30, 10:30–11:00 และ 11:30–12:00 คุณต้องการประชุมหนึ่งชั่วโมงในห้องนี้ช่วงเช้าวันนี้ ข้อใดเป็นไปได้',
      'Una sala de reuniones está disponible de 9:00 a 12:00. Está reservada de 9:00 a 9:30, de 10:30 a 11:00 y de 11:30 a 12:00. Necesitas una reunión de una hora esta mañana en esa sala. ¿Qué es posible?',
    ),
    options: opts(
      same('10:00–11:00'),
      same('9:30–10:30'),
      t('No one-hour slot is free', 'ไม่มีช่วงว่างหนึ่งชั่วโมง', 'No hay ningún hueco libre de una hora'),
      same('11:00–12:00'),
    ),
  },
  {
    id: 'rs_price_change_b',
    part: 'problem_resolving',
    type: 'word_problem',
    stem: t(
      'A price of 500 is raised by 20%, and the new price is then cut by 20%. What is the final price?',
      'ราคา 500 ถูกปรับขึ้น 20% แล้วราคาใหม่ถูกลดลง 20% ราคาสุดท้ายคือเท่าใด',
      'Un precio de 500 sube un 20 % y después el nuevo precio baja un 20 %. ¿Cuál es el precio final?',
    ),
    options: opts(same('500'), same('480'), same('520'), same('450')),
  },
  {
    id: 'rs_pack_label_b',
    part: 'problem_resolving',
    type: 'word_problem',
    stem: t(
      'Three orders must each be packed (12 minutes) and then labelled (4 minutes). One person packs and another labels, and both can work at the same time. What is the shortest time to finish all three orders?',
      'มีคำสั่งซื้อสามรายการ แต่ละรายการต้องแพ็ก (12 นาที) แล้วติดฉลาก (4 นาที) คนหนึ่งแพ็กและอีกคนติดฉลาก ทั้งสองทำงานพร้อมกันได้ เวลาที่สั้นที่สุดในการทำครบทั้งสามรายการคือกี่นาที',
      'Hay que empaquetar tres pedidos (12 minutos cada uno) y después etiquetarlos (4 minutos). Una persona empaqueta y otra etiqueta, y ambas pueden trabajar a la vez. ¿Cuál es el tiempo mínimo para terminar los tres pedidos?',
    ),
    options: opts(
      t('48 minutes', '48 นาที', '48 minutos'),
      t('40 minutes', '40 นาที', '40 minutos'),
      t('36 minutes', '36 นาที', '36 minutos'),
      t('52 minutes', '52 นาที', '52 minutos'),
    ),
  },
  {
    id: 'rs_bottleneck_b',
    part: 'problem_resolving',
    type: 'word_problem',
    stem: t(
      'A process has four steps, each with its own worker, taking 8, 6, 11 and 9 minutes per item. Which step limits how many items the process can finish per hour?',
      'กระบวนการหนึ่งมีสี่ขั้นตอน แต่ละขั้นมีผู้ปฏิบัติงานของตนเอง ใช้เวลา 8, 6, 11 และ 9 นาทีต่อชิ้น ขั้นตอนใดจำกัดจำนวนชิ้นงานที่กระบวนการทำเสร็จได้ต่อชั่วโมง',
      'Un proceso tiene cuatro pasos, cada uno con su propio trabajador, que tardan 8, 6, 11 y 9 minutos por unidad. ¿Qué paso limita cuántas unidades puede terminar el proceso por hora?',
    ),
    options: opts(
      t('Step 1', 'ขั้นตอนที่ 1', 'Paso 1'),
      t('Step 2', 'ขั้นตอนที่ 2', 'Paso 2'),
      t('Step 3', 'ขั้นตอนที่ 3', 'Paso 3'),
      t('Step 4', 'ขั้นตอนที่ 4', 'Paso 4'),
    ),
  },
  {
    id: 'rs_supplier_quotes_b',
    part: 'problem_resolving',
    type: 'word_problem',
    stem: t(
      'You need 2000 units. Supplier A charges 2.00 per unit plus 150 delivery; B charges 2.20 per unit with free delivery; C charges 1.90 per unit plus 250 delivery. Which is cheapest in total?',
      'คุณต้องการสินค้า 2000 หน่วย ผู้ขาย A คิดหน่วยละ 2.00 บวกค่าส่ง 150 ผู้ขาย B คิดหน่วยละ 2.20 ส่งฟรี ผู้ขาย C คิดหน่วยละ 1.90 บวกค่าส่ง 250 ผู้ขายรายใดถูกที่สุดเมื่อรวมทั้งหมด',
      'Necesitas 2000 unidades. El proveedor A cobra 2,00 por unidad más 150 de envío; B cobra 2,20 por unidad con envío gratis; C cobra 1,90 por unidad más 250 de envío. ¿Cuál es el más barato en total?',
    ),
    options: opts(same('A'), same('C'), same('B'), t('All cost the same', 'ราคาเท่ากันทั้งหมด', 'Todos cuestan lo mismo')),
  },
];
