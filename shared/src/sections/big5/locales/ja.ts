import type { SectionLocaleFile } from '../../locale-file';

// big5 in ja: the title, instructions and scale a respondent reads (the statements are in ../item-text).
export default {
  state: 'translated',
  texts: {
    title: { text: 'ビッグファイブ性格検査', source: '0746c53d49813a' },
    instructions: {
      text: 'なりたい自分ではなく、今の普段の自分について答えてください。各文を読み、自分にどの程度当てはまるかを選んでください。',
      source: '0b1014042644fe',
    },
    'scale.0.label': { text: 'まったく当てはまらない', source: '19a20865a8fa7c' },
    'scale.1.label': { text: 'あまり当てはまらない', source: '12da45ddd6f30d' },
    'scale.2.label': { text: 'どちらとも言えない', source: '035256d15feaa2' },
    'scale.3.label': { text: 'やや当てはまる', source: '082b89f6f3703d' },
    'scale.4.label': { text: 'とても当てはまる', source: '19cef854e64cda' },
  },
} satisfies SectionLocaleFile;
