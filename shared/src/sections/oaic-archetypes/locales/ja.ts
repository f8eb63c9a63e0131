import type { SectionLocaleFile } from '../../locale-file';

// oaic_archetypes in ja: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: '組織文化プロファイル', source: '1fa5ef776627e7' },
    instructions: {
      text: '各テーマについて、4つの記述がそれぞれどの程度組織に当てはまるかに応じて、100ポイントを配分してください。最も当てはまる記述に最も多くのポイントを与えてください。',
      source: '08bb288d1456a6',
    },
    'perspectives.now': { text: '現在の姿', source: '023c06c1655412' },
    'perspectives.preferred': { text: '目指す姿', source: '1c7749c153fe36' },
    'types.collaborate.name': { text: '協働', source: '1b4db51cdfcca5' },
    'types.collaborate.description': {
      text: '人を中心とした、結束の強い組織。成功は献身、育成、チームワークから生まれる。',
      source: '1838d7066709c6',
    },
    'types.create.name': { text: '創造', source: '017309f0f9f564' },
    'types.create.description': {
      text: '独創的で動きの速い組織。成功は新しいアイデア、実験、一番乗りから生まれる。',
      source: '113363b587295c',
    },
    'types.compete.name': { text: '競争', source: '0aaba8aca39f9a' },
    'types.compete.description': {
      text: '成果重視で意欲的な組織。成功は目標達成と市場での勝利から生まれる。',
      source: '075c7ab54cbe3e',
    },
    'types.control.name': { text: '統制', source: '05a289608909dd' },
    'types.control.description': {
      text: '体系的で信頼できる組織。成功は明確なプロセス、効率、一貫性から生まれる。',
      source: '14f014f09f510f',
    },
    'dimensions.strategic_emphases.title': { text: '戦略上の優先事項', source: '06881e6b055b2b' },
    'dimensions.strategic_emphases.prompt': {
      text: '組織は将来に向けてどこに力を注いでいますか?',
      source: '0da3c7dab74591',
    },
    'dimensions.strategic_emphases.options.collaborate.text': {
      text: '人への投資:スキルを育て、高い信頼を保ち、全員がチームの一員だと感じられるようにする。',
      source: '1a83febc29be0b',
    },
    'dimensions.strategic_emphases.options.create.text': {
      text: '次の機会の発見:新しい商品やサービス、新しい市場、実験からの素早い学び。',
      source: '0296d46b72302c',
    },
    'dimensions.strategic_emphases.options.compete.text': {
      text: '競合を上回る:シェアを伸ばし、案件を勝ち取り、測定可能な目標を超える。',
      source: '0974a716348f01',
    },
    'dimensions.strategic_emphases.options.control.text': {
      text: '円滑な運営:予測可能なコスト、安定した納品、想定外の少なさ。',
      source: '0521638db12fef',
    },
    'dimensions.organization_glue.title': { text: '私たちを結びつけるもの', source: '0a017b28243d65' },
    'dimensions.organization_glue.prompt': {
      text: '人々を組織につなぎとめているものは何ですか?',
      source: '01d9739c3f3f59',
    },
    'dimensions.organization_glue.options.collaborate.text': {
      text: '互いへの忠誠心と、共有された帰属意識。',
      source: '0bc4f42ca0de92',
    },
    'dimensions.organization_glue.options.create.text': {
      text: '誰よりも先に新しいものを生み出す高揚感。',
      source: '0669e882b2ea0a',
    },
    'dimensions.organization_glue.options.compete.text': {
      text: '勝って成果を出そうという共通の意欲。',
      source: '0a8f008a90dda5',
    },
    'dimensions.organization_glue.options.control.text': {
      text: '明確なルール、合意された手順、信頼できる習慣。',
      source: '183c7138043ea3',
    },
    'dimensions.dominant_characteristics.title': { text: '日々の雰囲気', source: '11a017aa436bca' },
    'dimensions.dominant_characteristics.prompt': {
      text: 'ここで毎日働くのはどのような感じですか?',
      source: '0a2ded60577abc',
    },
    'dimensions.dominant_characteristics.options.collaborate.text': {
      text: '親密で支え合う:人々はオープンに共有し、互いを気にかけている。',
      source: '00fddf67309a1c',
    },
    'dimensions.dominant_characteristics.options.create.text': {
      text: '活気があり実験的:人々は試し、挑戦し、つまずきも受け入れる。',
      source: '0186dd3ed9d217',
    },
    'dimensions.dominant_characteristics.options.compete.text': {
      text: '厳しく成果重視:人々は達成したことで評価される。',
      source: '1ea6d08bd99dfe',
    },
    'dimensions.dominant_characteristics.options.control.text': {
      text: '秩序があり明確:仕事は決まったプロセスに沿って進み、期待されることが明確である。',
      source: '14b6336cecf01f',
    },
    'dimensions.management_of_employees.title': { text: '人のマネジメント', source: '0f48d9a2da90e4' },
    'dimensions.management_of_employees.prompt': {
      text: '組織は従業員をどのように管理し、扱っていますか?',
      source: '142b81c7d13da3',
    },
    'dimensions.management_of_employees.options.collaborate.text': {
      text: '巻き込むことで:意思決定は話し合い、ともに決める。',
      source: '15d8bcb56a2c48',
    },
    'dimensions.management_of_employees.options.create.text': {
      text: '自由を与えることで:主体的に動き、自分のアイデアに責任を持てるようにする。',
      source: '1b9d5db64fd085',
    },
    'dimensions.management_of_employees.options.compete.text': {
      text: '高い目標を設定し、達成した人に報いることで。',
      source: '17e88d63dec41c',
    },
    'dimensions.management_of_employees.options.control.text': {
      text: '安定した役割、公正なルール、一貫した処遇を提供することで。',
      source: '0a3b875ebeeb30',
    },
    'dimensions.criteria_of_success.title': { text: '成功の測り方', source: '01f5a42ef5cce9' },
    'dimensions.criteria_of_success.prompt': { text: '組織は何を成功とみなしていますか?', source: '1f735abc3f44eb' },
    'dimensions.criteria_of_success.options.collaborate.text': {
      text: '意欲的な人々が成長し、よく協力し合い、定着すること。',
      source: '0320a1a8771f95',
    },
    'dimensions.criteria_of_success.options.create.text': {
      text: '新しく、業界の先を行く製品やサービスを市場に出すこと。',
      source: '1e72937ddaa7d9',
    },
    'dimensions.criteria_of_success.options.compete.text': {
      text: '市場をリードし、競合より多く売り、売上を伸ばすこと。',
      source: '0e7b7fb8f89b6e',
    },
    'dimensions.criteria_of_success.options.control.text': {
      text: '低コストでミスが少なく、期限どおりの確実な納品。',
      source: '1192f7298833c7',
    },
    'dimensions.organizational_leadership.title': { text: 'リーダーシップのスタイル', source: '1af8c1f16ac4a0' },
    'dimensions.organizational_leadership.prompt': {
      text: '組織のリーダーは一般的にどのような人たちですか?',
      source: '0efe3e16b55a9a',
    },
    'dimensions.organizational_leadership.options.collaborate.text': {
      text: '人の成長を助けるコーチやメンター。',
      source: '1305e69de79661',
    },
    'dimensions.organizational_leadership.options.create.text': {
      text: '大胆なアイデアと計算されたリスクを後押しするビジョナリー。',
      source: '00980300258b51',
    },
    'dimensions.organizational_leadership.options.compete.text': {
      text: '目標と勝利に集中する、意欲的な達成者。',
      source: '0d3a6afa9092a8',
    },
    'dimensions.organizational_leadership.options.control.text': {
      text: '物事を円滑に進める調整役・まとめ役。',
      source: '1ae436d72cbc2c',
    },
  },
} satisfies SectionLocaleFile;
