import type { SectionLocaleFile } from '../../locale-file';

// big5 in fr: the title, instructions and scale a respondent reads (the statements are in ../item-text).
export default {
  state: 'translated',
  texts: {
    title: { text: 'Personnalité Big Five', source: '0746c53d49813a' },
    instructions: {
      text: 'Décrivez-vous tel que vous êtes en général aujourd’hui, et non tel que vous aimeriez être. Lisez chaque affirmation et indiquez dans quelle mesure elle vous décrit.',
      source: '0b1014042644fe',
    },
    'scale.0.label': { text: 'Très inexact', source: '19a20865a8fa7c' },
    'scale.1.label': { text: 'Plutôt inexact', source: '12da45ddd6f30d' },
    'scale.2.label': { text: 'Ni exact ni inexact', source: '035256d15feaa2' },
    'scale.3.label': { text: 'Plutôt exact', source: '082b89f6f3703d' },
    'scale.4.label': { text: 'Très exact', source: '19cef854e64cda' },
  },
} satisfies SectionLocaleFile;
