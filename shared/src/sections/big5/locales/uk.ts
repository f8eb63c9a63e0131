import type { SectionLocaleFile } from '../../locale-file';

// big5 in uk: the title, instructions and scale a respondent reads (the statements are in ../item-text).
export default {
  state: 'translated',
  texts: {
    title: { text: 'Особистість за моделлю «Велика п’ятірка»', source: '0746c53d49813a' },
    instructions: {
      text: 'Опишіть себе таким, яким ви зазвичай є зараз, а не таким, яким хотіли б бути. Прочитайте кожне твердження й виберіть, наскільки точно воно вас описує.',
      source: '0b1014042644fe',
    },
    'scale.0.label': { text: 'Зовсім неточно', source: '19a20865a8fa7c' },
    'scale.1.label': { text: 'Радше неточно', source: '12da45ddd6f30d' },
    'scale.2.label': { text: 'Ні точно, ні неточно', source: '035256d15feaa2' },
    'scale.3.label': { text: 'Радше точно', source: '082b89f6f3703d' },
    'scale.4.label': { text: 'Цілком точно', source: '19cef854e64cda' },
  },
} satisfies SectionLocaleFile;
