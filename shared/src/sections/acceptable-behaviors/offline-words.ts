import type { KindOfflineWords } from '../offline-words';

/** What the offline analysis stand-in writes about this kind: its name, and an interview question with what to listen for. */
export const acceptableBehaviorsOfflineWords: KindOfflineWords = {
  en: {
    name: 'Acceptable behaviours',
    question: [
      'Tell us about a time a colleague did something you thought was not acceptable. How did you respond?',
      'a proportionate response, raised with the person first, and the outcome.',
    ],
  },
  th: {
    name: 'พฤติกรรมที่ยอมรับได้',
    question: ['เล่าถึงครั้งที่เพื่อนร่วมงานทำสิ่งที่คุณคิดว่ายอมรับไม่ได้ คุณตอบสนองอย่างไร', 'การตอบสนองที่เหมาะสม คุยกับบุคคลนั้นก่อน และผลลัพธ์'],
  },
};
