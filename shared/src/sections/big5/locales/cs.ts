import type { SectionLocaleFile } from '../../locale-file';

// big5 in cs: the title, instructions and scale a respondent reads (the statements are in ../item-text).
export default {
  state: 'translated',
  texts: {
    title: { text: 'Osobnost podle modelu Big Five', source: '0746c53d49813a' },
    instructions: {
      text: 'Popište se takoví, jací obvykle jste teď, ne jací byste chtěli být. Přečtěte si každé tvrzení a zvolte, jak přesně vás vystihuje.',
      source: '0b1014042644fe',
    },
    'scale.0.label': { text: 'Velmi nepřesné', source: '19a20865a8fa7c' },
    'scale.1.label': { text: 'Spíše nepřesné', source: '12da45ddd6f30d' },
    'scale.2.label': { text: 'Ani přesné, ani nepřesné', source: '035256d15feaa2' },
    'scale.3.label': { text: 'Spíše přesné', source: '082b89f6f3703d' },
    'scale.4.label': { text: 'Velmi přesné', source: '19cef854e64cda' },
  },
} satisfies SectionLocaleFile;
