import type { SectionLocaleFile } from '../../locale-file';

// work_style_identifier in ja: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'ワークスタイル診断', source: '1f0c60bd73f0f7' },
    instructions: {
      text: 'それぞれの状況で、あなたが自然に取る行動に最も近いものを選んでください。正解や不正解はありません。',
      source: '1525cac3265adf',
    },
    'styles.people.name': { text: '人', source: '1e9ca6c7397706' },
    'styles.people.description': { text: '人間関係、コミュニケーション、チームを重視する。', source: '08675f6ad7cd87' },
    'styles.process.name': { text: 'プロセス', source: '00649b56ffd7ce' },
    'styles.process.description': { text: '仕組み、計画、仕事の進め方を重視する。', source: '119d0abb5dea8f' },
    'styles.product.name': { text: 'プロダクト', source: '147a8a0545eb31' },
    'styles.product.description': {
      text: '成果物、その品質、利用者にとっての価値を重視する。',
      source: '1fe40819dc5447',
    },
    'scenarios.scenario_1.text': {
      text: 'すでに進行中の新しいプロジェクトに加わりました。最初に何をしますか?',
      source: '0dfafca3038c6e',
    },
    'scenarios.scenario_1.options.option_1.text': {
      text: 'チームメンバー一人ひとりと会い、どのように働いているかを知る。',
      source: '1c098f33cb6358',
    },
    'scenarios.scenario_1.options.option_2.text': {
      text: '計画、スケジュール、意思決定の進め方を読む。',
      source: '01b9a70eafd252',
    },
    'scenarios.scenario_1.options.option_3.text': {
      text: 'いま作られているものの現行バージョンを試してみる。',
      source: '049008ac0e04b7',
    },
    'scenarios.scenario_2.text': {
      text: '締め切りに間に合わないおそれがあります。どう対応しますか?',
      source: '1f98c8bcca4a8b',
    },
    'scenarios.scenario_2.options.option_1.text': {
      text: '範囲を、利用者にとって最も重要な機能に絞る。',
      source: '07e96df1f57c77',
    },
    'scenarios.scenario_2.options.option_2.text': {
      text: 'チームの状況を確認し、作業負荷を配分し直す。',
      source: '086311204fbed5',
    },
    'scenarios.scenario_2.options.option_3.text': {
      text: '残りのタスクを計画し直し、ボトルネックを取り除く。',
      source: '1676c3899ba46e',
    },
    'scenarios.scenario_3.text': {
      text: '2人の同僚が、ある作業の進め方で意見が対立しています。どうしますか?',
      source: '1c38b1ce60ae98',
    },
    'scenarios.scenario_3.options.option_1.text': {
      text: '判断基準と決め方について合意することを提案する。',
      source: '102f2f0769dfc9',
    },
    'scenarios.scenario_3.options.option_2.text': {
      text: 'どちらのやり方がより良い結果を生むかを問い、試してみる。',
      source: '15730380078ea3',
    },
    'scenarios.scenario_3.options.option_3.text': {
      text: 'それぞれと話し、懸念を理解する。',
      source: '05eb79046b6b94',
    },
    'scenarios.scenario_4.text': { text: '1週間の終わりに、最も満足を感じるのは何ですか?', source: '105635f4452bad' },
    'scenarios.scenario_4.options.option_1.text': { text: '同僚の成功を手助けできたこと。', source: '18a448df168c17' },
    'scenarios.scenario_4.options.option_2.text': {
      text: '自分が作ったものが使われているのを見ること。',
      source: '06dd5c28e1dd6e',
    },
    'scenarios.scenario_4.options.option_3.text': {
      text: '繰り返し発生する作業をより円滑にできたこと。',
      source: '14c25f3b230485',
    },
    'scenarios.scenario_5.text': {
      text: '上司からあいまいな依頼を受けました。最初の一歩は何ですか?',
      source: '1f6a3b5b753562',
    },
    'scenarios.scenario_5.options.option_1.text': {
      text: '手順、担当者、期限を書き出し、確認を取る。',
      source: '0a111ff3e53b8e',
    },
    'scenarios.scenario_5.options.option_2.text': {
      text: '誰のための依頼で、何を期待しているのかを尋ねる。',
      source: '1d34f94c990a03',
    },
    'scenarios.scenario_5.options.option_3.text': {
      text: '意見をもらうために、簡単な試作版をすばやく作る。',
      source: '14d5aac6f8ae0a',
    },
    'scenarios.scenario_6.text': {
      text: 'チームに新しいツールが導入されます。あなたにとって最も大切なことは何ですか?',
      source: '1ffe1c701771e4',
    },
    'scenarios.scenario_6.options.option_1.text': {
      text: 'より良い仕事を届ける助けになること。',
      source: '093bad0a0c3b68',
    },
    'scenarios.scenario_6.options.option_2.text': {
      text: '私たちの働き方に合い、段階的に導入されること。',
      source: '0148dd78866574',
    },
    'scenarios.scenario_6.options.option_3.text': {
      text: '全員が安心して使え、使い方の研修を受けていること。',
      source: '08abf09072e383',
    },
    'scenarios.scenario_7.text': {
      text: '顧客が、あなたのチームが納品したものについて苦情を言っています。最初に何をしますか?',
      source: '09737f1b9023d1',
    },
    'scenarios.scenario_7.options.option_1.text': {
      text: '顧客に電話をして話を聞き、安心してもらう。',
      source: '0b9434cd85a375',
    },
    'scenarios.scenario_7.options.option_2.text': {
      text: 'プロセスのどこで問題が見逃されたのかを探す。',
      source: '1edfd2b775db66',
    },
    'scenarios.scenario_7.options.option_3.text': { text: '問題を再現して修正する。', source: '045b5ac0a1aece' },
    'scenarios.scenario_8.text': {
      text: '計画会議で、あなたがよく投げかける質問はどれですか?',
      source: '079920d7ae5c86',
    },
    'scenarios.scenario_8.options.option_1.text': {
      text: '利用者は、今はないどんなものを得られるのか?',
      source: '08cd531efc0b98',
    },
    'scenarios.scenario_8.options.option_2.text': {
      text: '誰が関わる必要があり、その人たちに余力はあるか?',
      source: '102906789fc043',
    },
    'scenarios.scenario_8.options.option_3.text': {
      text: 'マイルストーンは何で、どのように進捗を追うのか?',
      source: '0c065a4484c27c',
    },
    'scenarios.scenario_9.text': {
      text: '職場で何かを改善するための自由な午後があります。何を選びますか?',
      source: '0781800f4805fe',
    },
    'scenarios.scenario_9.options.option_1.text': {
      text: '特定の人の頭の中にしかないプロセスを文書化する。',
      source: '0e9725fb0cbd37',
    },
    'scenarios.scenario_9.options.option_2.text': {
      text: '利用者が使いにくいと感じている機能を磨き上げる。',
      source: '00a3ae74adc238',
    },
    'scenarios.scenario_9.options.option_3.text': {
      text: '新しく入った同僚が早くなじめるよう手助けする。',
      source: '1eb1ca7ef7f61b',
    },
  },
} satisfies SectionLocaleFile;
