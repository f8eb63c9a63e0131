import type { SectionLocaleFile } from '../../locale-file';

// big5 in ar: the title, instructions and scale a respondent reads (the statements are in ../item-text).
export default {
  state: 'translated',
  texts: {
    title: { text: 'الشخصية وفق العوامل الخمسة الكبرى', source: '0746c53d49813a' },
    instructions: {
      text: 'صِف نفسك كما أنت عمومًا الآن، لا كما تتمنى أن تكون. اقرأ كل عبارة واختر مدى دقتها في وصفك.',
      source: '0b1014042644fe',
    },
    'scale.0.label': { text: 'غير دقيقة إطلاقًا', source: '19a20865a8fa7c' },
    'scale.1.label': { text: 'غير دقيقة إلى حد ما', source: '12da45ddd6f30d' },
    'scale.2.label': { text: 'لا دقيقة ولا غير دقيقة', source: '035256d15feaa2' },
    'scale.3.label': { text: 'دقيقة إلى حد ما', source: '082b89f6f3703d' },
    'scale.4.label': { text: 'دقيقة جدًا', source: '19cef854e64cda' },
  },
} satisfies SectionLocaleFile;
