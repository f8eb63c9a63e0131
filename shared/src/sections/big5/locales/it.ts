import type { SectionLocaleFile } from '../../locale-file';

// big5 in it: the title, instructions and scale a respondent reads (the statements are in ../item-text).
export default {
  state: 'translated',
  texts: {
    title: { text: 'Personalità Big Five', source: '0746c53d49813a' },
    instructions: {
      text: 'Si descriva com’è in generale adesso, non come vorrebbe essere. Legga ogni affermazione e scelga quanto la descrive con precisione.',
      source: '0b1014042644fe',
    },
    'scale.0.label': { text: 'Per niente accurato', source: '19a20865a8fa7c' },
    'scale.1.label': { text: 'Poco accurato', source: '12da45ddd6f30d' },
    'scale.2.label': { text: 'Né accurato né inaccurato', source: '035256d15feaa2' },
    'scale.3.label': { text: 'Abbastanza accurato', source: '082b89f6f3703d' },
    'scale.4.label': { text: 'Molto accurato', source: '19cef854e64cda' },
  },
} satisfies SectionLocaleFile;
