import type { SectionLocaleFile } from '../../locale-file';

// big5 in sv: the title, instructions and scale a respondent reads (the statements are in ../item-text).
export default {
  state: 'translated',
  texts: {
    title: { text: 'Personlighet enligt femfaktormodellen', source: '0746c53d49813a' },
    instructions: {
      text: 'Beskriv dig själv som du i allmänhet är nu, inte som du önskar att du vore. Läs varje påstående och välj hur väl det stämmer in på dig.',
      source: '0b1014042644fe',
    },
    'scale.0.label': { text: 'Stämmer inte alls', source: '19a20865a8fa7c' },
    'scale.1.label': { text: 'Stämmer ganska dåligt', source: '12da45ddd6f30d' },
    'scale.2.label': { text: 'Stämmer varken bra eller dåligt', source: '035256d15feaa2' },
    'scale.3.label': { text: 'Stämmer ganska bra', source: '082b89f6f3703d' },
    'scale.4.label': { text: 'Stämmer helt', source: '19cef854e64cda' },
  },
} satisfies SectionLocaleFile;
