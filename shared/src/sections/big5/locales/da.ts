import type { SectionLocaleFile } from '../../locale-file';

// big5 in da: the title, instructions and scale a respondent reads (the statements are in ../item-text).
export default {
  state: 'translated',
  texts: {
    title: { text: 'Personlighed efter Big Five', source: '0746c53d49813a' },
    instructions: {
      text: 'Beskriv dig selv, som du generelt er nu, ikke som du gerne vil være. Læs hvert udsagn, og vælg, hvor præcist det beskriver dig.',
      source: '0b1014042644fe',
    },
    'scale.0.label': { text: 'Meget upræcist', source: '19a20865a8fa7c' },
    'scale.1.label': { text: 'Noget upræcist', source: '12da45ddd6f30d' },
    'scale.2.label': { text: 'Hverken præcist eller upræcist', source: '035256d15feaa2' },
    'scale.3.label': { text: 'Noget præcist', source: '082b89f6f3703d' },
    'scale.4.label': { text: 'Meget præcist', source: '19cef854e64cda' },
  },
} satisfies SectionLocaleFile;
