import type { SectionLocaleFile } from '../../locale-file';

// big5 in id: the title, instructions and scale a respondent reads (the statements are in ../item-text).
export default {
  state: 'translated',
  texts: {
    title: { text: 'Kepribadian Big Five', source: '0746c53d49813a' },
    instructions: {
      text: 'Gambarkan diri Anda sebagaimana Anda umumnya sekarang, bukan seperti yang Anda inginkan. Bacalah setiap pernyataan dan pilih seberapa tepat pernyataan itu menggambarkan Anda.',
      source: '0b1014042644fe',
    },
    'scale.0.label': { text: 'Sangat tidak tepat', source: '19a20865a8fa7c' },
    'scale.1.label': { text: 'Agak tidak tepat', source: '12da45ddd6f30d' },
    'scale.2.label': { text: 'Antara tepat dan tidak tepat', source: '035256d15feaa2' },
    'scale.3.label': { text: 'Agak tepat', source: '082b89f6f3703d' },
    'scale.4.label': { text: 'Sangat tepat', source: '19cef854e64cda' },
  },
} satisfies SectionLocaleFile;
