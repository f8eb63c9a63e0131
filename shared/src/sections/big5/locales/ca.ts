import type { SectionLocaleFile } from '../../locale-file';

// big5 in ca: the title, instructions and scale a respondent reads (the statements are in ../item-text).
export default {
  state: 'translated',
  texts: {
    title: { text: 'Personalitat Big Five', source: '0746c53d49813a' },
    instructions: {
      text: 'Descriviu-vos tal com sou en general ara, no com voldríeu ser. Llegiu cada afirmació i trieu fins a quin punt us descriu.',
      source: '0b1014042644fe',
    },
    'scale.0.label': { text: 'Gens encertat', source: '19a20865a8fa7c' },
    'scale.1.label': { text: 'Poc encertat', source: '12da45ddd6f30d' },
    'scale.2.label': { text: 'Ni encertat ni desencertat', source: '035256d15feaa2' },
    'scale.3.label': { text: 'Força encertat', source: '082b89f6f3703d' },
    'scale.4.label': { text: 'Molt encertat', source: '19cef854e64cda' },
  },
} satisfies SectionLocaleFile;
