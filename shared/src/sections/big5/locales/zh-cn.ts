import type { SectionLocaleFile } from '../../locale-file';

// big5 in zh-cn: the title, instructions and scale a respondent reads (the statements are in ../item-text).
export default {
  state: 'translated',
  texts: {
    title: { text: '大五人格', source: '0746c53d49813a' },
    instructions: {
      text: '请按您现在通常的样子描述自己，而不是您希望成为的样子。阅读每个陈述，选择它对您的描述有多准确。',
      source: '0b1014042644fe',
    },
    'scale.0.label': { text: '非常不符合', source: '19a20865a8fa7c' },
    'scale.1.label': { text: '比较不符合', source: '12da45ddd6f30d' },
    'scale.2.label': { text: '不确定', source: '035256d15feaa2' },
    'scale.3.label': { text: '比较符合', source: '082b89f6f3703d' },
    'scale.4.label': { text: '非常符合', source: '19cef854e64cda' },
  },
} satisfies SectionLocaleFile;
