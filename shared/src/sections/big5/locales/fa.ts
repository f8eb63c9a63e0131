import type { SectionLocaleFile } from '../../locale-file';

// big5 in fa: the title, instructions and scale a respondent reads (the statements are in ../item-text).
export default {
  state: 'translated',
  texts: {
    title: { text: 'شخصیت پنج‌عاملی (Big Five)', source: '0746c53d49813a' },
    instructions: {
      text: 'خودتان را همان‌طور که اکنون به‌طور کلی هستید توصیف کنید، نه آن‌طور که دوست دارید باشید. هر عبارت را بخوانید و انتخاب کنید که چقدر دقیق شما را توصیف می‌کند.',
      source: '0b1014042644fe',
    },
    'scale.0.label': { text: 'اصلاً دقیق نیست', source: '19a20865a8fa7c' },
    'scale.1.label': { text: 'تا حدی نادقیق', source: '12da45ddd6f30d' },
    'scale.2.label': { text: 'نه دقیق، نه نادقیق', source: '035256d15feaa2' },
    'scale.3.label': { text: 'تا حدی دقیق', source: '082b89f6f3703d' },
    'scale.4.label': { text: 'کاملاً دقیق', source: '19cef854e64cda' },
  },
} satisfies SectionLocaleFile;
