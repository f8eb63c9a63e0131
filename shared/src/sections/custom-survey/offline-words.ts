import type { KindOfflineWords } from '../offline-words';

/** What the offline analysis stand-in writes about this kind: its name, and an interview question with what to listen for. */
export const customSurveyOfflineWords: KindOfflineWords = {
  en: {
    name: 'Custom survey',
    question: [
      "Which of the company's expectations would be newest for you, and how would you meet it?",
      'honest self-assessment and a practical plan.',
    ],
  },
  th: {
    name: 'แบบสำรวจที่กำหนดเอง',
    question: ['ความคาดหวังใดของบริษัทที่ใหม่ที่สุดสำหรับคุณ และคุณจะทำให้ได้อย่างไร', 'การประเมินตนเองอย่างตรงไปตรงมาและแผนที่ทำได้จริง'],
  },
};
