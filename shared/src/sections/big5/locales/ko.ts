import type { SectionLocaleFile } from '../../locale-file';

// big5 in ko: the title, instructions and scale a respondent reads (the statements are in ../item-text).
export default {
  state: 'translated',
  texts: {
    title: { text: 'Big Five 성격', source: '0746c53d49813a' },
    instructions: {
      text: '되고 싶은 모습이 아니라 지금의 평소 모습 그대로 자신을 설명해 주세요. 각 문장을 읽고 자신을 얼마나 정확하게 설명하는지 고르세요.',
      source: '0b1014042644fe',
    },
    'scale.0.label': { text: '전혀 그렇지 않다', source: '19a20865a8fa7c' },
    'scale.1.label': { text: '그렇지 않은 편이다', source: '12da45ddd6f30d' },
    'scale.2.label': { text: '보통이다', source: '035256d15feaa2' },
    'scale.3.label': { text: '그런 편이다', source: '082b89f6f3703d' },
    'scale.4.label': { text: '매우 그렇다', source: '19cef854e64cda' },
  },
} satisfies SectionLocaleFile;
