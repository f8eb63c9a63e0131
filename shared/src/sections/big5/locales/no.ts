import type { SectionLocaleFile } from '../../locale-file';

// big5 in no: the title, instructions and scale a respondent reads (the statements are in ../item-text).
export default {
  state: 'translated',
  texts: {
    title: { text: 'Personlighet etter femfaktormodellen', source: '0746c53d49813a' },
    instructions: {
      text: 'Beskriv deg selv slik du vanligvis er nå, ikke slik du ønsker å være. Les hvert utsagn og velg hvor treffende det beskriver deg.',
      source: '0b1014042644fe',
    },
    'scale.0.label': { text: 'Svært lite treffende', source: '19a20865a8fa7c' },
    'scale.1.label': { text: 'Lite treffende', source: '12da45ddd6f30d' },
    'scale.2.label': { text: 'Verken treffende eller lite treffende', source: '035256d15feaa2' },
    'scale.3.label': { text: 'Ganske treffende', source: '082b89f6f3703d' },
    'scale.4.label': { text: 'Svært treffende', source: '19cef854e64cda' },
  },
} satisfies SectionLocaleFile;
