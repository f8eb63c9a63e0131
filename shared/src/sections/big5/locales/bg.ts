import type { SectionLocaleFile } from '../../locale-file';

// big5 in bg: the title, instructions and scale a respondent reads (the statements are in ../item-text).
export default {
  state: 'translated',
  texts: {
    title: { text: 'Личност по модела „Голямата петица“', source: '0746c53d49813a' },
    instructions: {
      text: 'Опишете себе си такъв, какъвто сте обикновено сега, а не какъвто бихте искали да бъдете. Прочетете всяко твърдение и изберете доколко точно ви описва.',
      source: '0b1014042644fe',
    },
    'scale.0.label': { text: 'Напълно невярно', source: '19a20865a8fa7c' },
    'scale.1.label': { text: 'Частично невярно', source: '12da45ddd6f30d' },
    'scale.2.label': { text: 'Нито вярно, нито невярно', source: '035256d15feaa2' },
    'scale.3.label': { text: 'Частично вярно', source: '082b89f6f3703d' },
    'scale.4.label': { text: 'Напълно вярно', source: '19cef854e64cda' },
  },
} satisfies SectionLocaleFile;
