import type { SectionLocaleFile } from '../../locale-file';

// big5 in hr: the title, instructions and scale a respondent reads (the statements are in ../item-text).
export default {
  state: 'translated',
  texts: {
    title: { text: 'Osobnost prema modelu Velikih pet', source: '0746c53d49813a' },
    instructions: {
      text: 'Opišite se onakvima kakvi ste sada općenito, a ne kakvi biste željeli biti. Pročitajte svaku tvrdnju i odaberite koliko vas točno opisuje.',
      source: '0b1014042644fe',
    },
    'scale.0.label': { text: 'Vrlo netočno', source: '19a20865a8fa7c' },
    'scale.1.label': { text: 'Uglavnom netočno', source: '12da45ddd6f30d' },
    'scale.2.label': { text: 'Niti točno niti netočno', source: '035256d15feaa2' },
    'scale.3.label': { text: 'Uglavnom točno', source: '082b89f6f3703d' },
    'scale.4.label': { text: 'Vrlo točno', source: '19cef854e64cda' },
  },
} satisfies SectionLocaleFile;
