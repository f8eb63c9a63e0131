import type { KindOfflineWords } from '../offline-words';

/** What the offline analysis stand-in writes about this kind: its name, and an interview question with what to listen for. */
export const logicTestOfflineWords: KindOfflineWords = {
  en: {
    name: 'Logic test',
    question: [
      'Describe a problem you solved by spotting a pattern others missed.',
      'the steps of reasoning, how they checked it, and the result.',
    ],
  },
  th: {
    name: 'แบบทดสอบตรรกะ',
    question: ['อธิบายปัญหาที่คุณแก้ได้เพราะเห็นรูปแบบที่คนอื่นมองไม่เห็น', 'ขั้นตอนการคิด วิธีตรวจสอบ และผลลัพธ์'],
  },
};
