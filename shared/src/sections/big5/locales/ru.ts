import type { SectionLocaleFile } from '../../locale-file';

// big5 in ru: the title, instructions and scale a respondent reads (the statements are in ../item-text).
export default {
  state: 'translated',
  texts: {
    title: { text: 'Личность по модели «Большой пятёрки»', source: '0746c53d49813a' },
    instructions: {
      text: 'Опишите себя таким, какой вы обычно сейчас, а не таким, каким хотели бы быть. Прочитайте каждое утверждение и выберите, насколько точно оно вас описывает.',
      source: '0b1014042644fe',
    },
    'scale.0.label': { text: 'Совершенно неверно', source: '19a20865a8fa7c' },
    'scale.1.label': { text: 'Скорее неверно', source: '12da45ddd6f30d' },
    'scale.2.label': { text: 'Ни верно, ни неверно', source: '035256d15feaa2' },
    'scale.3.label': { text: 'Скорее верно', source: '082b89f6f3703d' },
    'scale.4.label': { text: 'Совершенно верно', source: '19cef854e64cda' },
  },
} satisfies SectionLocaleFile;
