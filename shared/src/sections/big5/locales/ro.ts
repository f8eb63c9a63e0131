import type { SectionLocaleFile } from '../../locale-file';

// big5 in ro: the title, instructions and scale a respondent reads (the statements are in ../item-text).
export default {
  state: 'translated',
  texts: {
    title: { text: 'Personalitate Big Five', source: '0746c53d49813a' },
    instructions: {
      text: 'Descrieți-vă așa cum sunteți în general acum, nu așa cum v-ați dori să fiți. Citiți fiecare afirmație și alegeți cât de exact vă descrie.',
      source: '0b1014042644fe',
    },
    'scale.0.label': { text: 'Foarte inexact', source: '19a20865a8fa7c' },
    'scale.1.label': { text: 'Destul de inexact', source: '12da45ddd6f30d' },
    'scale.2.label': { text: 'Nici exact, nici inexact', source: '035256d15feaa2' },
    'scale.3.label': { text: 'Destul de exact', source: '082b89f6f3703d' },
    'scale.4.label': { text: 'Foarte exact', source: '19cef854e64cda' },
  },
} satisfies SectionLocaleFile;
