import type { KindOfflineWords } from '../offline-words';

/** What the offline analysis stand-in writes about this kind: its name, and an interview question with what to listen for. */
export const humanSkillsOfflineWords: KindOfflineWords = {
  en: {
    name: 'Human skills',
    question: [
      'Tell us about a difficult message you had to write or deliver. How did you prepare?',
      'empathy for the reader, clarity, and a follow-up.',
    ],
  },
  th: {
    name: 'ทักษะด้านมนุษย์',
    question: ['เล่าถึงข้อความยากที่คุณต้องเขียนหรือสื่อสาร คุณเตรียมตัวอย่างไร', 'ความเข้าใจผู้รับ ความชัดเจน และการติดตามผล'],
  },
};
