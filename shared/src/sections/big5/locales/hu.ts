import type { SectionLocaleFile } from '../../locale-file';

// big5 in hu: the title, instructions and scale a respondent reads (the statements are in ../item-text).
export default {
  state: 'translated',
  texts: {
    title: { text: 'Big Five személyiség', source: '0746c53d49813a' },
    instructions: {
      text: 'Írja le magát olyannak, amilyen most általában, és ne olyannak, amilyen lenni szeretne. Olvassa el az egyes állításokat, és válassza ki, mennyire pontosan írják le Önt.',
      source: '0b1014042644fe',
    },
    'scale.0.label': { text: 'Nagyon pontatlan', source: '19a20865a8fa7c' },
    'scale.1.label': { text: 'Mérsékelten pontatlan', source: '12da45ddd6f30d' },
    'scale.2.label': { text: 'Se nem pontos, se nem pontatlan', source: '035256d15feaa2' },
    'scale.3.label': { text: 'Mérsékelten pontos', source: '082b89f6f3703d' },
    'scale.4.label': { text: 'Nagyon pontos', source: '19cef854e64cda' },
  },
} satisfies SectionLocaleFile;
