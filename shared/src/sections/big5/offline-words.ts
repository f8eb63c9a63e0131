import type { KindOfflineWords } from '../offline-words';

/** What the offline analysis stand-in writes about this kind: its name, and an interview question with what to listen for. */
export const big5OfflineWords: KindOfflineWords = {
  en: {
    name: 'Big Five match',
    question: [
      'When has your natural way of working clashed with what the role needed? What did you change?',
      'self-awareness and a concrete adjustment.',
    ],
  },
  th: {
    name: 'ความตรงของบุคลิกภาพ Big Five',
    question: ['เมื่อใดที่วิธีทำงานตามธรรมชาติของคุณขัดกับสิ่งที่งานต้องการ คุณเปลี่ยนอะไร', 'การรู้จักตนเองและการปรับตัวที่เป็นรูปธรรม'],
  },
};
