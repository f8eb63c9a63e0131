import type { SectionLocaleFile } from '../../locale-file';

// big5 in ur: the title, instructions and scale a respondent reads (the statements are in ../item-text).
export default {
  state: 'translated',
  texts: {
    title: { text: 'بگ فائیو شخصیت', source: '0746c53d49813a' },
    instructions: {
      text: 'اپنے آپ کو ویسا بیان کریں جیسے آپ عام طور پر ابھی ہیں، ویسا نہیں جیسا آپ بننا چاہتے ہیں۔ ہر بیان پڑھیں اور منتخب کریں کہ یہ آپ کو کتنی درستی سے بیان کرتا ہے۔',
      source: '0b1014042644fe',
    },
    'scale.0.label': { text: 'بالکل درست نہیں', source: '19a20865a8fa7c' },
    'scale.1.label': { text: 'کسی حد تک درست نہیں', source: '12da45ddd6f30d' },
    'scale.2.label': { text: 'نہ درست، نہ غلط', source: '035256d15feaa2' },
    'scale.3.label': { text: 'کسی حد تک درست', source: '082b89f6f3703d' },
    'scale.4.label': { text: 'بالکل درست', source: '19cef854e64cda' },
  },
} satisfies SectionLocaleFile;
