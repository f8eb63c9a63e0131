import type { SectionLocaleFile } from '../../locale-file';

// big5 in pt-br: the title, instructions and scale a respondent reads (the statements are in ../item-text).
export default {
  state: 'translated',
  texts: {
    title: { text: 'Personalidade Big Five', source: '0746c53d49813a' },
    instructions: {
      text: 'Descreva-se como você geralmente é hoje, e não como gostaria de ser. Leia cada afirmação e escolha o quanto ela descreve você com precisão.',
      source: '0b1014042644fe',
    },
    'scale.0.label': { text: 'Muito impreciso', source: '19a20865a8fa7c' },
    'scale.1.label': { text: 'Um pouco impreciso', source: '12da45ddd6f30d' },
    'scale.2.label': { text: 'Nem preciso nem impreciso', source: '035256d15feaa2' },
    'scale.3.label': { text: 'Um pouco preciso', source: '082b89f6f3703d' },
    'scale.4.label': { text: 'Muito preciso', source: '19cef854e64cda' },
  },
} satisfies SectionLocaleFile;
