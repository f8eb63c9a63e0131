import type { SectionLocaleFile } from '../../locale-file';

// big5 in sl: the title, instructions and scale a respondent reads (the statements are in ../item-text).
export default {
  state: 'translated',
  texts: {
    title: { text: 'Osebnost po modelu velikih pet', source: '0746c53d49813a' },
    instructions: {
      text: 'Opišite se takšne, kakršni ste zdaj na splošno, in ne takšne, kakršni bi radi bili. Preberite vsako trditev in izberite, kako natančno vas opisuje.',
      source: '0b1014042644fe',
    },
    'scale.0.label': { text: 'Zelo netočno', source: '19a20865a8fa7c' },
    'scale.1.label': { text: 'Zmerno netočno', source: '12da45ddd6f30d' },
    'scale.2.label': { text: 'Niti točno niti netočno', source: '035256d15feaa2' },
    'scale.3.label': { text: 'Zmerno točno', source: '082b89f6f3703d' },
    'scale.4.label': { text: 'Zelo točno', source: '19cef854e64cda' },
  },
} satisfies SectionLocaleFile;
