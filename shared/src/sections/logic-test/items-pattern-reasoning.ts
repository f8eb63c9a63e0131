import { t } from '../content-pack';
import { opts, same, type LogicItem } from './content-types';

const ask = t('Which comes next?', 'ตัวเลือกใดคือลำดับถัดไป', '¿Qué va a continuación?');

export const PATTERN_RECOGNITION_ITEMS: readonly LogicItem[] = [
  {
    id: 'pr_series_squares',
    part: 'pattern_recognition',
    type: 'number_series',
    stem: t(`2, 6, 12, 20, 30, ? — ${ask.en}`, `2, 6, 12, 20, 30, ? — ${ask.th}`, `2, 6, 12, 20, 30, ? — ${ask.es}`),
    options: opts(same('40'), same('44'), same('42'), same('36')),
  },
  {
    id: 'pr_letters_gaps',
    part: 'pattern_recognition',
    type: 'letter_series',
    stem: t(`A, C, F, J, O, ? — ${ask.en}`, `A, C, F, J, O, ? — ${ask.th}`, `A, C, F, J, O, ? — ${ask.es}`),
    options: opts(same('U'), same('T'), same('V'), same('S')),
  },
  {
    id: 'pr_letter_number',
    part: 'pattern_recognition',
    type: 'letter_series',
    stem: t(`A1, C3, E5, G7, ? — ${ask.en}`, `A1, C3, E5, G7, ? — ${ask.th}`, `A1, C3, E5, G7, ? — ${ask.es}`),
    options: opts(same('H8'), same('I8'), same('J10'), same('I9')),
  },
  {
    id: 'pr_matrix_powers',
    part: 'pattern_recognition',
    type: 'matrix',
    stem: t(
      'The grid follows one rule in every row. Row 1: 2, 4, 8. Row 2: 3, 9, 27. Row 3: 4, 16, ?. What is the missing number?',
      'ตารางนี้ใช้กฎเดียวกันในทุกแถว แถว 1: 2, 4, 8 แถว 2: 3, 9, 27 แถว 3: 4, 16, ? ตัวเลขที่หายไปคือเท่าใด',
      'La cuadrícula sigue una misma regla en cada fila. Fila 1: 2, 4, 8. Fila 2: 3, 9, 27. Fila 3: 4, 16, ?. ¿Qué número falta?',
    ),
    options: opts(same('32'), same('64'), same('48'), same('20')),
  },
  {
    id: 'pr_matrix_shapes',
    part: 'pattern_recognition',
    type: 'matrix',
    stem: t(
      'In a 3×3 grid, each row has one circle, one square and one triangle, and one black, one white and one grey shape. Row 1: black circle, white square, grey triangle. Row 2: white triangle, grey circle, black square. Row 3: grey square, black triangle, ?. What is the missing shape?',
      'ในตาราง 3×3 แต่ละแถวมีวงกลม สี่เหลี่ยม และสามเหลี่ยมอย่างละหนึ่งรูป และมีสีดำ สีขาว และสีเทาอย่างละหนึ่งรูป แถว 1: วงกลมดำ สี่เหลี่ยมขาว สามเหลี่ยมเทา แถว 2: สามเหลี่ยมขาว วงกลมเทา สี่เหลี่ยมดำ แถว 3: สี่เหลี่ยมเทา สามเหลี่ยมดำ ? รูปที่หายไปคือรูปใด',
      'En una cuadrícula de 3×3, cada fila tiene un círculo, un cuadrado y un triángulo, y una figura negra, una blanca y una gris. Fila 1: círculo negro, cuadrado blanco, triángulo gris. Fila 2: triángulo blanco, círculo gris, cuadrado negro. Fila 3: cuadrado gris, triángulo negro, ?. ¿Qué figura falta?',
    ),
    options: opts(
      t('Black circle', 'วงกลมดำ', 'Círculo negro'),
      t('Grey circle', 'วงกลมเทา', 'Círculo gris'),
      t('White triangle', 'สามเหลี่ยมขาว', 'Triángulo blanco'),
      t('White circle', 'วงกลมขาว', 'Círculo blanco'),
    ),
  },
  {
    id: 'pr_series_double',
    part: 'pattern_recognition',
    type: 'number_series',
    stem: t(`3, 5, 9, 17, 33, ? — ${ask.en}`, `3, 5, 9, 17, 33, ? — ${ask.th}`, `3, 5, 9, 17, 33, ? — ${ask.es}`),
    options: opts(same('65'), same('49'), same('66'), same('64')),
  },
];

export const LOGICAL_REASONING_ITEMS: readonly LogicItem[] = [
  {
    id: 'lr_all_managers',
    part: 'logical_reasoning',
    type: 'verbal',
    stem: t(
      'All project managers at the company hold a project management certificate. Dana is a project manager at the company. Which statement must be true?',
      'ผู้จัดการโครงการทุกคนในบริษัทมีใบรับรองด้านการจัดการโครงการ ดาน่าเป็นผู้จัดการโครงการในบริษัท ข้อความใดต้องเป็นจริง',
      'Todos los jefes de proyecto de la empresa tienen un certificado de gestión de proyectos. Dana es jefa de proyecto en la empresa. ¿Qué afirmación es necesariamente cierta?',
    ),
    options: opts(
      t(
        'Everyone with the certificate is a project manager.',
        'ทุกคนที่มีใบรับรองเป็นผู้จัดการโครงการ',
        'Todas las personas con el certificado son jefes de proyecto.',
      ),
      t(
        'Dana holds a project management certificate.',
        'ดาน่ามีใบรับรองด้านการจัดการโครงการ',
        'Dana tiene un certificado de gestión de proyectos.',
      ),
      t('Dana manages more than one project.', 'ดาน่าดูแลมากกว่าหนึ่งโครงการ', 'Dana gestiona más de un proyecto.'),
      t('None of these must be true.', 'ไม่มีข้อใดที่ต้องเป็นจริง', 'Ninguna es necesariamente cierta.'),
    ),
  },
  {
    id: 'lr_some_analysts',
    part: 'logical_reasoning',
    type: 'verbal',
    stem: t(
      'Some analysts are engineers. All engineers attended the training. Which statement must be true?',
      'นักวิเคราะห์บางคนเป็นวิศวกร วิศวกรทุกคนเข้าร่วมการอบรม ข้อความใดต้องเป็นจริง',
      'Algunos analistas son ingenieros. Todos los ingenieros asistieron a la formación. ¿Qué afirmación es necesariamente cierta?',
    ),
    options: opts(
      t(
        'All analysts attended the training.',
        'นักวิเคราะห์ทุกคนเข้าร่วมการอบรม',
        'Todos los analistas asistieron a la formación.',
      ),
      t(
        'No analyst attended the training.',
        'ไม่มีนักวิเคราะห์คนใดเข้าร่วมการอบรม',
        'Ningún analista asistió a la formación.',
      ),
      t('Everyone who attended is an engineer.', 'ทุกคนที่เข้าร่วมเป็นวิศวกร', 'Todos los asistentes son ingenieros.'),
      t(
        'Some analysts attended the training.',
        'นักวิเคราะห์บางคนเข้าร่วมการอบรม',
        'Algunos analistas asistieron a la formación.',
      ),
    ),
  },
  {
    id: 'lr_finish_order',
    part: 'logical_reasoning',
    type: 'ordering',
    stem: t(
      'Ana finished her report before Ben. Chen finished after Ben. Dev finished before Ana. Who finished last?',
      'อันนาทำรายงานเสร็จก่อนเบน เฉินทำเสร็จหลังเบน เดฟทำเสร็จก่อนอันนา ใครทำเสร็จเป็นคนสุดท้าย',
      'Ana terminó su informe antes que Ben. Chen terminó después de Ben. Dev terminó antes que Ana. ¿Quién terminó en último lugar?',
    ),
    options: opts(t('Ana', 'อันนา', 'Ana'), t('Ben', 'เบน', 'Ben'), t('Chen', 'เฉิน', 'Chen'), t('Dev', 'เดฟ', 'Dev')),
  },
  {
    id: 'lr_if_approved',
    part: 'logical_reasoning',
    type: 'verbal',
    stem: t(
      'If the report is approved, it is published on Friday. The report was not published on Friday. What follows?',
      'ถ้ารายงานได้รับอนุมัติ รายงานจะถูกเผยแพร่ในวันศุกร์ รายงานไม่ได้ถูกเผยแพร่ในวันศุกร์ ข้อใดสรุปได้',
      'Si el informe se aprueba, se publica el viernes. El informe no se publicó el viernes. ¿Qué se deduce?',
    ),
    options: opts(
      t('The report was not approved.', 'รายงานไม่ได้รับอนุมัติ', 'El informe no se aprobó.'),
      t('The report was approved.', 'รายงานได้รับอนุมัติ', 'El informe se aprobó.'),
      t('The report will be published on Monday.', 'รายงานจะถูกเผยแพร่ในวันจันทร์', 'El informe se publicará el lunes.'),
      t('Nothing can be concluded.', 'ไม่สามารถสรุปอะไรได้', 'No se puede concluir nada.'),
    ),
  },
  {
    id: 'lr_analogy_tools',
    part: 'logical_reasoning',
    type: 'verbal',
    stem: t(
      'Hammer is to carpenter as scalpel is to …',
      'ค้อนคู่กับช่างไม้ เช่นเดียวกับมีดผ่าตัดคู่กับ …',
      'El martillo es al carpintero lo que el bisturí es al …',
    ),
    options: opts(
      t('hospital', 'โรงพยาบาล', 'hospital'),
      t('knife', 'มีด', 'cuchillo'),
      t('surgeon', 'ศัลยแพทย์', 'cirujano'),
      t('patient', 'ผู้ป่วย', 'paciente'),
    ),
  },
  {
    id: 'lr_seating',
    part: 'logical_reasoning',
    type: 'ordering',
    stem: t(
      'Five colleagues sit in a row of five seats. Priya sits in the middle. Omar sits at the left end. Lena sits next to Omar. Kai does not sit next to Priya. Where does Kai sit?',
      'เพื่อนร่วมงานห้าคนนั่งเรียงแถวบนเก้าอี้ห้าตัว ปรียานั่งตรงกลาง โอมาร์นั่งริมซ้ายสุด ลีนานั่งติดกับโอมาร์ ไคไม่ได้นั่งติดกับปรียา ไคนั่งที่ใด',
      'Cinco compañeros se sientan en una fila de cinco asientos. Priya se sienta en el centro. Omar, en el extremo izquierdo. Lena, junto a Omar. Kai no se sienta junto a Priya. ¿Dónde se sienta Kai?',
    ),
    options: opts(
      t('Second seat from the left', 'ที่นั่งที่สองจากซ้าย', 'Segundo asiento por la izquierda'),
      t('Fourth seat from the left', 'ที่นั่งที่สี่จากซ้าย', 'Cuarto asiento por la izquierda'),
      t('At the right end', 'ริมขวาสุด', 'En el extremo derecho'),
      t('It cannot be determined', 'ไม่สามารถระบุได้', 'No se puede determinar'),
    ),
  },
];
