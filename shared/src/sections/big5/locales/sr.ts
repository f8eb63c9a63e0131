import type { SectionLocaleFile } from '../../locale-file';

// big5 in sr: the title, instructions and scale a respondent reads (the statements are in ../item-text).
export default {
  state: 'translated',
  texts: {
    title: { text: 'Ličnost po modelu Velikih pet', source: '0746c53d49813a' },
    instructions: {
      text: 'Opišite sebe onakvima kakvi ste sada uglavnom, a ne kakvi biste želeli da budete. Pročitajte svaku tvrdnju i izaberite koliko vas tačno opisuje.',
      source: '0b1014042644fe',
    },
    'scale.0.label': { text: 'Veoma netačno', source: '19a20865a8fa7c' },
    'scale.1.label': { text: 'Uglavnom netačno', source: '12da45ddd6f30d' },
    'scale.2.label': { text: 'Niti tačno niti netačno', source: '035256d15feaa2' },
    'scale.3.label': { text: 'Uglavnom tačno', source: '082b89f6f3703d' },
    'scale.4.label': { text: 'Veoma tačno', source: '19cef854e64cda' },
  },
} satisfies SectionLocaleFile;
