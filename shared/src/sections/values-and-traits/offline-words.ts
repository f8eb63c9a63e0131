import type { KindOfflineWords } from '../offline-words';

/** What the offline analysis stand-in writes about this kind: its name, and an interview question with what to listen for. */
export const valuesAndTraitsOfflineWords: KindOfflineWords = {
  en: {
    name: 'Values and traits',
    question: [
      'Tell us about a decision at work where your values were tested. What did you do?',
      'names a value, a real situation and a choice that cost something.',
    ],
  },
  th: {
    name: 'ค่านิยมและคุณลักษณะ',
    question: ['เล่าถึงการตัดสินใจในงานที่ค่านิยมของคุณถูกทดสอบ คุณทำอย่างไร', 'ระบุค่านิยม สถานการณ์จริง และทางเลือกที่มีราคาต้องจ่าย'],
  },
};
