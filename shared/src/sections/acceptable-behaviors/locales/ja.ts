import type { SectionLocaleFile } from '../../locale-file';

// acceptable_behaviors in ja: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: '許容される行動', source: '0cdf5a0121c54f' },
    instructions: {
      text: 'それぞれの状況について、あなたが説明する職場でどのように扱われるかを選んでください。',
      source: '013e39bf4830a1',
    },
    'scale.0.label': { text: '許容される', source: '066514f39ebba4' },
    'scale.1.label': { text: '好ましくない', source: '0df4abb48b3ffe' },
    'scale.2.label': { text: 'はっきりと抑止される', source: '1df7be03ee27fe' },
    'scale.3.label': { text: '叱責される', source: '16bd16b4abe286' },
    'scale.4.label': { text: '一切容認しない', source: '050830ff71a0f5' },
    'scenarios.scenario_1.text': {
      text: 'ある社員がいつも15分遅刻するが、その分遅くまで残って埋め合わせている。',
      source: '15edbd6fdc3064',
    },
    'scenarios.scenario_2.text': {
      text: 'ある人が、ペンやノートなどの事務用品を私用のために家に持ち帰る。',
      source: '11f06822a8ddaf',
    },
    'scenarios.scenario_3.text': {
      text: 'あるチームメンバーが、発表前の組織再編の詳細を同僚に話す。',
      source: '0fefdc53cdba50',
    },
    'scenarios.scenario_4.text': {
      text: 'ある社員が、契約交渉中に取引先から高価な贈り物を受け取る。',
      source: '0b035b43235684',
    },
    'scenarios.scenario_5.text': {
      text: 'ある管理職が、会議中にチーム全員の前でメンバーの仕事を批判する。',
      source: '109ef76805db85',
    },
    'scenarios.scenario_6.text': {
      text: 'ある人が、同僚のアイデアを出どころに触れずに会議で発表する。',
      source: '0e10dcdcac1400',
    },
    'scenarios.scenario_7.text': {
      text: 'ある社員が、勤務時間中に1日およそ1時間、個人のSNSに費やしている。',
      source: '0593581cc6e2f0',
    },
    'scenarios.scenario_8.text': {
      text: 'あるチームメンバーが、勤務表の時間を半日単位に切り上げて記入する。',
      source: '0a25e18024b6c5',
    },
    'scenarios.scenario_9.text': {
      text: 'ある社員が、同僚の訛りについて、一部の人が不快に感じる冗談を言う。',
      source: '1aa6ea7b7a22c9',
    },
    'scenarios.scenario_10.text': {
      text: 'ある人が、厳しい締め切りに間に合わせるために、必須の安全確認や品質確認を省く。',
      source: '0a3c4820bf64d3',
    },
    'scenarios.scenario_11.text': {
      text: 'ある社員が、個人のメッセージアプリを使って顧客情報を同僚に送る。',
      source: '1e9a1ea647c2b9',
    },
    'scenarios.scenario_12.text': {
      text: 'あるチームメンバーが、誰にも知らせずに、夜間に他社の有償の副業をしている。',
      source: '180f5e3157bbcc',
    },
    'scenarios.scenario_13.text': {
      text: 'ある人が、他のチームに対して自分の上司への不満を公然と口にする。',
      source: '1c47a26f63a8bb',
    },
    'scenarios.scenario_14.text': {
      text: 'ある社員が、勤務時間後や週末に送られた仕事のメッセージに返信しない。',
      source: '0cfd56f282570f',
    },
    'scenarios.scenario_15.text': {
      text: 'ある管理職が、公募の手続きを経ずに親しい友人を空きポストに採用する。',
      source: '04a409b603b242',
    },
  },
} satisfies SectionLocaleFile;
