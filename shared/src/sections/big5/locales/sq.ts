import type { SectionLocaleFile } from '../../locale-file';

// big5 in sq: the title, instructions and scale a respondent reads (the statements are in ../item-text).
export default {
  state: 'translated',
  texts: {
    title: { text: 'Personaliteti sipas modelit Big Five', source: '0746c53d49813a' },
    instructions: {
      text: 'Përshkruani veten siç jeni përgjithësisht tani, jo siç do të dëshironit të ishit. Lexoni çdo pohim dhe zgjidhni sa saktë ju përshkruan.',
      source: '0b1014042644fe',
    },
    'scale.0.label': { text: 'Aspak e saktë', source: '19a20865a8fa7c' },
    'scale.1.label': { text: 'Disi e pasaktë', source: '12da45ddd6f30d' },
    'scale.2.label': { text: 'As e saktë, as e pasaktë', source: '035256d15feaa2' },
    'scale.3.label': { text: 'Disi e saktë', source: '082b89f6f3703d' },
    'scale.4.label': { text: 'Plotësisht e saktë', source: '19cef854e64cda' },
  },
} satisfies SectionLocaleFile;
