import type { SectionLocaleFile } from '../../locale-file';

// big5 in is: the title, instructions and scale a respondent reads (the statements are in ../item-text).
export default {
  state: 'translated',
  texts: {
    title: { text: 'Persónuleiki samkvæmt fimm þátta líkaninu', source: '0746c53d49813a' },
    instructions: {
      text: 'Lýstu þér eins og þú ert almennt núna, ekki eins og þú vilt vera. Lestu hverja fullyrðingu og veldu hversu vel hún lýsir þér.',
      source: '0b1014042644fe',
    },
    'scale.0.label': { text: 'Á mjög illa við mig', source: '19a20865a8fa7c' },
    'scale.1.label': { text: 'Á frekar illa við mig', source: '12da45ddd6f30d' },
    'scale.2.label': { text: 'Á hvorki vel né illa við mig', source: '035256d15feaa2' },
    'scale.3.label': { text: 'Á frekar vel við mig', source: '082b89f6f3703d' },
    'scale.4.label': { text: 'Á mjög vel við mig', source: '19cef854e64cda' },
  },
} satisfies SectionLocaleFile;
