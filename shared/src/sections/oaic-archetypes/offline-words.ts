import type { KindOfflineWords } from '../offline-words';

/** What the offline analysis stand-in writes about this kind: its name, and an interview question with what to listen for. */
export const oaicArchetypesOfflineWords: KindOfflineWords = {
  en: {
    name: 'Culture profile',
    question: [
      'Describe the team culture in which you did your best work, and one in which you struggled.',
      'specific habits of the team, not adjectives, and what they adapted.',
    ],
  },
  th: {
    name: 'โปรไฟล์วัฒนธรรม',
    question: ['อธิบายวัฒนธรรมทีมที่คุณทำงานได้ดีที่สุด และทีมที่คุณทำงานได้ยาก', 'พฤติกรรมเฉพาะของทีม และสิ่งที่เขาปรับตัว'],
  },
};
