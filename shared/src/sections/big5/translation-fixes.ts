/**
 * Corrections to community translations of IPIP items, applied on top of ipip-120-items.ts. Each fix
 * records the upstream text it replaces, so a change upstream is noticed (content.test.ts). Reasons:
 * meaning changed, duplicate of another item, clinical wording, or a typo. Still not validated.
 */
export interface TranslationFix {
  readonly id: string;
  readonly locale: 'th' | 'es';
  readonly upstream: string;
  readonly text: string;
  readonly reason: string;
}

export const TRANSLATION_FIXES: readonly TranslationFix[] = [
  {
    id: '0cf79e27-e702-45c2-9471-04ac96b58e0e',
    locale: 'es',
    upstream: 'Colaboro con otros solo si obtengo algún beneficio propio',
    text: 'Utilizo a los demás para mis propios fines',
    reason: 'meaning changed',
  },
  {
    id: 'e2028ad3-b128-4f76-be57-398bfe2aff22',
    locale: 'th',
    upstream: 'ชอบการถกเถียงที่มีประโยชน์',
    text: 'ชอบการปะทะคารมกับผู้อื่น',
    reason: 'meaning changed ("useful debate")',
  },
  {
    id: 'e2028ad3-b128-4f76-be57-398bfe2aff22',
    locale: 'es',
    upstream: 'Me gusta pelear',
    text: 'Me gusta una buena discusión acalorada',
    reason: 'reads as physical fighting',
  },
  {
    id: '481efd08-c810-43b1-a952-f8ac9052f96b',
    locale: 'th',
    upstream: 'ชอบทำอะไรต่อเนื่องนานๆ',
    text: 'มักทำอะไรเกินพอดีเป็นพักๆ',
    reason: 'meaning changed',
  },
  {
    id: '481efd08-c810-43b1-a952-f8ac9052f96b',
    locale: 'es',
    upstream: 'A menudo voy de borracheras',
    text: 'A veces me excedo sin control',
    reason: 'names alcohol (health-related)',
  },
  {
    id: 'e1e804c7-4a1d-498f-8610-f95147af9d1d',
    locale: 'es',
    upstream: 'Me gusta mucho leer',
    text: 'Me encanta leer textos exigentes',
    reason: 'meaning narrowed',
  },
  {
    id: '7df44711-4cd4-4b05-8830-73fcc3ebdab5',
    locale: 'th',
    upstream: 'นึกถึงตนเองในแง่ดี',
    text: 'คิดว่าตัวเองเก่งกว่าใคร',
    reason: 'meaning changed (positive self-view)',
  },
  {
    id: '7df44711-4cd4-4b05-8830-73fcc3ebdab5',
    locale: 'es',
    upstream: 'Espero mucho de mí mismo',
    text: 'Tengo un concepto muy alto de mí mismo',
    reason: 'meaning changed (self-expectation)',
  },
  {
    id: '1d686958-6fe7-432f-85e6-186b99e4e232',
    locale: 'th',
    upstream: 'มีความเห็นที่ดีเกี่ยวกับตนเอง',
    text: 'ประเมินตัวเองไว้สูง',
    reason: 'meaning changed',
  },
  {
    id: '1d686958-6fe7-432f-85e6-186b99e4e232',
    locale: 'es',
    upstream: 'Tengo altas expectativas de mí mismo',
    text: 'Tengo una opinión muy elevada de mí mismo',
    reason: 'meaning changed (self-expectation)',
  },
  {
    id: '10f90fa9-649c-4631-ac4c-3dd3f751597d',
    locale: 'th',
    upstream: 'ทำตัวคำนองและบ้าคลั่ง',
    text: 'ทำตัวคึกคะนองและบ้าบิ่น',
    reason: 'typo',
  },
  {
    id: '10f90fa9-649c-4631-ac4c-3dd3f751597d',
    locale: 'es',
    upstream: 'Creo que soy una persona activa y vigorosa',
    text: 'Me comporto de forma alocada',
    reason: "duplicate of another item's text",
  },
  {
    id: 'c7db0ed8-df7d-49bf-942f-59e46ef743c4',
    locale: 'es',
    upstream: 'No hago mucho en mi tiempo libre',
    text: 'Pierdo el tiempo',
    reason: 'meaning changed',
  },
  {
    id: '17910a55-a64a-4ed0-8b46-293e2fa2fe03',
    locale: 'es',
    upstream: 'No suelo apoyar a los otros',
    text: 'Me desquito con los demás',
    reason: 'meaning changed',
  },
  {
    id: '08ff6dca-02a5-4aeb-aaa4-2ecf2526f143',
    locale: 'es',
    upstream: 'Disfruto de fantásticos vuelos de fantasía',
    text: 'Disfruto dejando volar mi imaginación',
    reason: 'unnatural wording',
  },
  {
    id: '33b81fd0-7e32-4cd8-a13a-d5f5f754f998',
    locale: 'es',
    upstream: 'Prefiero quedarme cosas que conozco',
    text: 'Prefiero quedarme con lo que ya conozco',
    reason: 'grammar',
  },
  {
    id: '7d93e1ca-46e8-4a30-9623-42a80c9b420c',
    locale: 'th',
    upstream: 'ชอบทำสิ่งต่างๆให้ง่าย',
    text: 'ชอบใช้ชีวิตสบายๆ ไม่เร่งรีบ',
    reason: 'meaning changed',
  },
  {
    id: '743d8973-1de1-4485-91b4-8a5cf63e7d44',
    locale: 'th',
    upstream: 'มักรู้สีกซึมเศร้า',
    text: 'มักรู้สึกหดหู่',
    reason: 'typo; clinical term',
  },
  {
    id: '458f3957-2359-4077-ade1-34525d633063',
    locale: 'th',
    upstream: 'ชอบอยู่กับกลุ่มคนใหญ่ๆ',
    text: 'ชอบงานปาร์ตี้ใหญ่ๆ',
    reason: 'meaning changed',
  },
  {
    id: '9891b7ba-a494-4307-aafe-301d8db506c6',
    locale: 'es',
    upstream: 'Rara vez me dejo llevar',
    text: 'Rara vez me excedo',
    reason: 'closer to the English',
  },
];
