import { t, type PackText } from '../content-pack';

export const HUMAN_SKILLS = ['written_communication', 'empathy', 'situational_awareness', 'critical_thinking'] as const;
export type HumanSkill = (typeof HUMAN_SKILLS)[number];

export interface HumanSkillPrompt {
  readonly id: string;
  readonly skill: HumanSkill;
  readonly text: PackText;
  /** Suggested answer length shown to the respondent. */
  readonly words: { readonly min: number; readonly max: number };
}

const p = (id: string, skill: HumanSkill, text: PackText, min = 80, max = 250): HumanSkillPrompt => ({
  id,
  skill,
  text,
  words: { min, max },
});

/** Open-ended prompts; a respondent answers one or two per skill in writing. Written in-house. */
export const HUMAN_SKILL_PROMPTS: readonly HumanSkillPrompt[] = [
  p(
    'wc_delay_email',
    'written_communication',
    t(
      'A project you lead will be two weeks late because a supplier failed to deliver. Write the email to the client explaining the delay, its impact and what happens next.',
      'โครงการที่คุณดูแลจะล่าช้าสองสัปดาห์เพราะซัพพลายเออร์ส่งของไม่ทัน เขียนอีเมลถึงลูกค้าเพื่ออธิบายความล่าช้า ผลกระทบ และขั้นตอนต่อไป',
      'Un proyecto que diriges se retrasará dos semanas porque un proveedor no entregó a tiempo. Escribe el correo al cliente explicando el retraso, su impacto y los próximos pasos.',
    ),
  ),
  p(
    'wc_explain_change',
    'written_communication',
    t(
      'Your team will move from weekly status meetings to a written weekly update. Write a short message to the team announcing the change, why it is happening and what you need from them.',
      'ทีมของคุณจะเปลี่ยนจากการประชุมรายงานสถานะรายสัปดาห์เป็นการส่งรายงานเป็นลายลักษณ์อักษรทุกสัปดาห์ เขียนข้อความสั้นๆ ถึงทีมเพื่อแจ้งการเปลี่ยนแปลง เหตุผล และสิ่งที่คุณต้องการจากทีม',
      'Tu equipo pasará de reuniones semanales de seguimiento a un informe semanal por escrito. Escribe un mensaje breve al equipo anunciando el cambio, el motivo y lo que necesitas de ellos.',
    ),
  ),
  p(
    'em_upset_colleague',
    'empathy',
    t(
      'A colleague who was passed over for a promotion has become quiet and withdrawn in meetings. What would you say or do, and why?',
      'เพื่อนร่วมงานคนหนึ่งที่ไม่ได้รับการเลื่อนตำแหน่งเริ่มเงียบและเก็บตัวในที่ประชุม คุณจะพูดหรือทำอะไร และเพราะเหตุใด',
      'Un compañero al que no ascendieron se ha vuelto callado y distante en las reuniones. ¿Qué dirías o harías, y por qué?',
    ),
  ),
  p(
    'em_angry_customer',
    'empathy',
    t(
      'A long-standing customer calls, angry that a billing error charged them twice. Describe how you would handle the conversation.',
      'ลูกค้าเก่าแก่โทรมาด้วยความโกรธเพราะความผิดพลาดในการเรียกเก็บเงินทำให้ถูกตัดเงินสองครั้ง อธิบายว่าคุณจะจัดการบทสนทนานี้อย่างไร',
      'Un cliente de muchos años llama enfadado porque un error de facturación le cobró dos veces. Describe cómo gestionarías la conversación.',
    ),
  ),
  p(
    'sa_new_team_tension',
    'situational_awareness',
    t(
      'In your first week in a new team, you notice two senior members rarely speak to each other and decisions keep stalling. What do you observe, and what do you do?',
      'ในสัปดาห์แรกที่ทำงานในทีมใหม่ คุณสังเกตว่าสมาชิกอาวุโสสองคนแทบไม่คุยกันและการตัดสินใจมักติดขัด คุณสังเกตเห็นอะไร และจะทำอย่างไร',
      'En tu primera semana en un equipo nuevo, notas que dos miembros veteranos casi no se hablan y las decisiones se atascan. ¿Qué observas y qué haces?',
    ),
  ),
  p(
    'sa_meeting_off_track',
    'situational_awareness',
    t(
      'You are presenting to senior leaders and notice they are checking their phones and the meeting is running over time. How do you adapt?',
      'คุณกำลังนำเสนองานต่อผู้บริหารระดับสูงและสังเกตว่าพวกเขากำลังดูโทรศัพท์ และการประชุมเกินเวลาแล้ว คุณจะปรับตัวอย่างไร',
      'Estás presentando ante la alta dirección y notas que miran el móvil y la reunión se está alargando. ¿Cómo te adaptas?',
    ),
  ),
  p(
    'ct_sales_drop',
    'critical_thinking',
    t(
      'Sales fell 20% last month. A manager says the new website caused it. How would you test that claim before acting on it?',
      'ยอดขายเดือนที่แล้วลดลง 20% ผู้จัดการคนหนึ่งบอกว่าเว็บไซต์ใหม่เป็นสาเหตุ คุณจะตรวจสอบข้อกล่าวอ้างนี้อย่างไรก่อนลงมือทำอะไร',
      'Las ventas cayeron un 20 % el mes pasado. Un responsable dice que la causa es la nueva web. ¿Cómo comprobarías esa afirmación antes de actuar?',
    ),
  ),
  p(
    'ct_vendor_choice',
    'critical_thinking',
    t(
      'You must choose between a cheaper vendor with mixed reviews and a more expensive one your team knows well. Explain how you would decide and what information you would need.',
      'คุณต้องเลือกระหว่างผู้ขายที่ราคาถูกกว่าแต่มีรีวิวหลากหลาย กับผู้ขายที่แพงกว่าแต่ทีมคุ้นเคยดี อธิบายว่าคุณจะตัดสินใจอย่างไรและต้องการข้อมูลอะไรบ้าง',
      'Debes elegir entre un proveedor más barato con opiniones dispares y otro más caro que tu equipo conoce bien. Explica cómo decidirías y qué información necesitarías.',
    ),
  ),
];
