import type { KindOfflineWords } from '../offline-words';

/** What the offline analysis stand-in writes about this kind: its name, and an interview question with what to listen for. */
export const workStyleIdentifierOfflineWords: KindOfflineWords = {
  en: {
    name: 'Work style',
    question: [
      'Walk us through how you plan a week when people, process and product all need you.',
      'clear priorities and how they keep others informed.',
    ],
  },
  th: {
    name: 'รูปแบบการทำงาน',
    question: [
      'เล่าว่าคุณวางแผนสัปดาห์อย่างไรเมื่อทั้งคน กระบวนการ และผลิตภัณฑ์ต้องการคุณ',
      'การจัดลำดับความสำคัญที่ชัดเจนและการสื่อสารกับผู้อื่น',
    ],
  },
};
