import type { SectionLocaleFile } from '../../locale-file';

// big5 in zh-hk: the title, instructions and scale a respondent reads (the statements are in ../item-text).
export default {
  state: 'translated',
  texts: {
    title: { text: '五大性格特質', source: '0746c53d49813a' },
    instructions: {
      text: '請按您現在一般的樣子描述自己，而不是您希望成為的樣子。閱讀每項陳述，選擇它對您的描述有多準確。',
      source: '0b1014042644fe',
    },
    'scale.0.label': { text: '非常不符合', source: '19a20865a8fa7c' },
    'scale.1.label': { text: '比較不符合', source: '12da45ddd6f30d' },
    'scale.2.label': { text: '不確定', source: '035256d15feaa2' },
    'scale.3.label': { text: '比較符合', source: '082b89f6f3703d' },
    'scale.4.label': { text: '非常符合', source: '19cef854e64cda' },
  },
} satisfies SectionLocaleFile;
