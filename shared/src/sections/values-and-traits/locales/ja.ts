import type { SectionLocaleFile } from '../../locale-file';

// values_and_traits in ja: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    'defining_your_values.title': { text: 'あなたの価値観を明確にする', source: '1d93e8a39d99d4' },
    'defining_your_values.instructions': {
      text: '仕事において各価値観があなたにとってどれほど重要かを、「まったく重要ではない」から「最も重要」までで評価してください。',
      source: '1b492698c5d9ea',
    },
    'defining_your_values.items.value_integrity.label': { text: '誠実さ', source: '1fc6198b7c8928' },
    'defining_your_values.items.value_integrity.description': {
      text: '誰も見ていないときでも正しいことをする。',
      source: '051d845b031e5b',
    },
    'defining_your_values.items.value_honesty.label': { text: '正直さ', source: '1f46703d91cb3c' },
    'defining_your_values.items.value_honesty.description': {
      text: '歓迎されない知らせも含めて、真実を伝える。',
      source: '1063a52368cfdf',
    },
    'defining_your_values.items.value_transparency.label': { text: '透明性', source: '167755820ac598' },
    'defining_your_values.items.value_transparency.description': {
      text: '情報と意思決定の理由をオープンに共有する。',
      source: '16f33c0f866237',
    },
    'defining_your_values.items.value_accountability.label': { text: '説明責任', source: '0785afa5d2037c' },
    'defining_your_values.items.value_accountability.description': {
      text: '結果に責任を持ち、約束をやり遂げる。',
      source: '0cd2dc1078f07a',
    },
    'defining_your_values.items.value_respect.label': { text: '尊重', source: '180e0a3a4a5c4f' },
    'defining_your_values.items.value_respect.description': {
      text: 'すべての人に尊厳と配慮をもって接する。',
      source: '00df8b64cedd06',
    },
    'defining_your_values.items.value_trust.label': { text: '信頼', source: '155d9004e977e7' },
    'defining_your_values.items.value_trust.description': {
      text: '互いに頼り合い、自分も頼られる存在である。',
      source: '0a87a610200134',
    },
    'defining_your_values.items.value_teamwork.label': { text: 'チームワーク', source: '05366f08c4bf4d' },
    'defining_your_values.items.value_teamwork.description': {
      text: '一人では成し得ない以上のことを、ともに成し遂げる。',
      source: '0d01b709cb916d',
    },
    'defining_your_values.items.value_collaboration.label': { text: '協働', source: '07e65bd0df18c6' },
    'defining_your_values.items.value_collaboration.description': {
      text: 'チームの垣根を越えて働き、功績を惜しみなく分かち合う。',
      source: '06cd1de2e5d750',
    },
    'defining_your_values.items.value_customer_focus.label': { text: '顧客志向', source: '0d78861f8a16bc' },
    'defining_your_values.items.value_customer_focus.description': {
      text: '顧客のニーズから出発し、顧客の成果で成功を測る。',
      source: '14717261b19b18',
    },
    'defining_your_values.items.value_innovation.label': { text: 'イノベーション', source: '1d451a243e63b2' },
    'defining_your_values.items.value_innovation.description': {
      text: '価値を生み出す新しく、より良い方法を探す。',
      source: '164d1530402614',
    },
    'defining_your_values.items.value_creativity.label': { text: '創造性', source: '096a5859e6ad97' },
    'defining_your_values.items.value_creativity.description': {
      text: '独創的なアイデアと想像力豊かな解決策をもたらす。',
      source: '0b08754459b47b',
    },
    'defining_your_values.items.value_excellence.label': { text: '卓越性', source: '0383191291606f' },
    'defining_your_values.items.value_excellence.description': {
      text: '仕事に高い基準を求め、時間とともにその基準を引き上げる。',
      source: '03ccb09223823c',
    },
    'defining_your_values.items.value_quality.label': { text: '品質', source: '1ec00fba6be639' },
    'defining_your_values.items.value_quality.description': {
      text: '細部まで正確に仕上げ、最初から結果がうまく機能するようにする。',
      source: '156d7b316a7b9b',
    },
    'defining_your_values.items.value_continuous_learning.label': { text: '継続的な学習', source: '07b34fc49d6bf5' },
    'defining_your_values.items.value_continuous_learning.description': {
      text: 'スキルと知識を積み上げ、失敗から学ぶ。',
      source: '019f4fff8788c9',
    },
    'defining_your_values.items.value_growth.label': { text: '成長', source: '157f51e79160bf' },
    'defining_your_values.items.value_growth.description': {
      text: '人と事業が能力と活動範囲を広げられるよう支える。',
      source: '01a1c10082fc62',
    },
    'defining_your_values.items.value_diversity_inclusion.label': { text: '多様性と包摂', source: '035e945f571b2f' },
    'defining_your_values.items.value_diversity_inclusion.description': {
      text: 'さまざまな背景を歓迎し、すべての声が届くようにする。',
      source: '0c65982e513d34',
    },
    'defining_your_values.items.value_fairness.label': { text: '公正さ', source: '11f4116abc8df3' },
    'defining_your_values.items.value_fairness.description': {
      text: '全員に同じ基準を適用し、実力に基づいて判断する。',
      source: '1e6e2c9b4e7677',
    },
    'defining_your_values.items.value_empathy.label': { text: '共感', source: '011e3759951b0e' },
    'defining_your_values.items.value_empathy.description': {
      text: '他者の気持ちを理解し、思いやりをもって行動する。',
      source: '1791151afa0ac3',
    },
    'defining_your_values.items.value_wellbeing.label': { text: 'ウェルビーイング', source: '0e6ce365030e2b' },
    'defining_your_values.items.value_wellbeing.description': {
      text: '健康、バランス、持続可能な仕事のペースを大切にする。',
      source: '1ab8736b02e8ed',
    },
    'defining_your_values.items.value_safety.label': { text: '安全', source: '1018e0e973b4fa' },
    'defining_your_values.items.value_safety.description': {
      text: '身体的にも心理的にも、人を危害から守る。',
      source: '13e87ee0c52634',
    },
    'defining_your_values.items.value_ownership.label': { text: '当事者意識', source: '104a0d8d652812' },
    'defining_your_values.items.value_ownership.description': {
      text: 'オーナーとして行動し、一つの作業だけでなく結果全体に責任を持つ。',
      source: '1538b410ba9f05',
    },
    'defining_your_values.items.value_initiative.label': { text: '主体性', source: '05fa9c2617b525' },
    'defining_your_values.items.value_initiative.description': {
      text: '指示を待たずに行動する。',
      source: '1fb00ebff37aeb',
    },
    'defining_your_values.items.value_results_orientation.label': { text: '成果志向', source: '061c4909b6911e' },
    'defining_your_values.items.value_results_orientation.description': {
      text: '最も重要な成果に力を集中する。',
      source: '1f81044e1873b4',
    },
    'defining_your_values.items.value_efficiency.label': { text: '効率性', source: '1a8fd03b18d58e' },
    'defining_your_values.items.value_efficiency.description': {
      text: '時間・お金・労力を賢く使い、無駄をなくす。',
      source: '0456e83c213c1d',
    },
    'defining_your_values.items.value_agility.label': { text: '機敏さ', source: '1cdc23477d06c0' },
    'defining_your_values.items.value_agility.description': {
      text: '事実や優先順位が変わったときに素早く適応する。',
      source: '17f4e348aff832',
    },
    'defining_your_values.items.value_resilience.label': { text: 'レジリエンス', source: '08e52f8e51f4c5' },
    'defining_your_values.items.value_resilience.description': {
      text: '挫折から立ち直り、前に進み続ける。',
      source: '144859e7a2b3e0',
    },
    'defining_your_values.items.value_courage.label': { text: '勇気', source: '025995522d0d26' },
    'defining_your_values.items.value_courage.description': {
      text: '意見を述べ、熟慮したうえでリスクを取り、現状に疑問を投げかける。',
      source: '0588f9a477286f',
    },
    'defining_your_values.items.value_humility.label': { text: '謙虚さ', source: '1dbefd00d9b222' },
    'defining_your_values.items.value_humility.description': {
      text: '自分たちが知らないことを認め、他者の貢献を大切にする。',
      source: '07356ef1d05dcf',
    },
    'defining_your_values.items.value_open_communication.label': {
      text: 'オープンなコミュニケーション',
      source: '12c4142599e869',
    },
    'defining_your_values.items.value_open_communication.description': {
      text: '率直なフィードバックを、直接かつ思いやりをもって伝え、受け止める。',
      source: '0afd1e0f1f951d',
    },
    'defining_your_values.items.value_sustainability.label': { text: 'サステナビリティ', source: '03d7761bd86238' },
    'defining_your_values.items.value_sustainability.description': {
      text: '人、地球、事業への長期的な影響を考える。',
      source: '0b18f1d3308eb5',
    },
    'defining_your_values.items.value_social_responsibility.label': { text: '社会的責任', source: '09ef4a1b45dea1' },
    'defining_your_values.items.value_social_responsibility.description': {
      text: '私たちが働く地域社会に前向きに貢献する。',
      source: '0dc708fbb6b8b0',
    },
    'defining_your_values.items.value_reliability.label': { text: '信頼性', source: '0afaec48feeb08' },
    'defining_your_values.items.value_reliability.description': {
      text: '安定して成果を出し、他の人が私たちを前提に計画を立てられるようにする。',
      source: '1f43f8cb0d2834',
    },
    'defining_your_values.items.value_simplicity.label': { text: 'シンプルさ', source: '01db3af4318ec0' },
    'defining_your_values.items.value_simplicity.description': {
      text: '複雑な解決策よりも、明快でシンプルな解決策を選ぶ。',
      source: '0e120ac066a8c6',
    },
    'defining_your_values.items.value_autonomy.label': { text: '自律性', source: '03738f0e40ccd7' },
    'defining_your_values.items.value_autonomy.description': {
      text: '仕事の進め方を本人が決めることを信頼して任せる。',
      source: '1576ca92315493',
    },
    'defining_your_values.items.value_recognition.label': { text: '評価と称賛', source: '115057f00d7d88' },
    'defining_your_values.items.value_recognition.description': {
      text: '良い仕事と努力に気づき、それをたたえる。',
      source: '04e750224491b9',
    },
    'defining_your_values.items.value_passion.label': { text: '情熱', source: '1e0740319ebbcf' },
    'defining_your_values.items.value_passion.description': {
      text: '仕事と使命にエネルギーと熱意を注ぐ。',
      source: '0c71511a62f51a',
    },
    'defining_your_values.items.value_loyalty.label': { text: '忠誠心', source: '0762c730bcb46f' },
    'defining_your_values.items.value_loyalty.description': {
      text: '長期にわたって同僚、顧客、組織を支え続ける。',
      source: '18809d624c862e',
    },
    'defining_your_values.items.value_data_driven.label': { text: 'データに基づく意思決定', source: '0ddeee25447710' },
    'defining_your_values.items.value_data_driven.description': {
      text: '意見だけでなく根拠に基づいて判断する。',
      source: '0248c9923c9a25',
    },
    'defining_your_values.items.value_discipline.label': { text: '規律', source: '1a7b326a8ba9a3' },
    'defining_your_values.items.value_discipline.description': {
      text: '合意したプロセスに従い、計画と期限を守る。',
      source: '06c4f9e4fd5bab',
    },
    'defining_your_values.items.value_fun.label': { text: '楽しさ', source: '050779bb7cd754' },
    'defining_your_values.items.value_fun.description': {
      text: '仕事と、ともに働く人々を楽しむ。',
      source: '13af72e9c6a8d8',
    },
    'defining_your_values.items.value_service.label': { text: '奉仕', source: '03220ccf27e3c6' },
    'defining_your_values.items.value_service.description': {
      text: '社内外を問わず、他者のニーズを第一に考える。',
      source: '1b3f59101b57e7',
    },
    'defining_your_values.items.value_entrepreneurship.label': { text: '起業家精神', source: '094e138dcf240b' },
    'defining_your_values.items.value_entrepreneurship.description': {
      text: '機会を見つけ、工夫して行動に移す。',
      source: '0f9dc8afa1e47d',
    },
    'identifying_key_traits.title': { text: '重要な特性を特定する', source: '033fadf136cd7b' },
    'identifying_key_traits.instructions': {
      text: 'この職務で成功するために、各個人特性がどれほど重要かを評価してください。',
      source: '07ae140aac99ce',
    },
    'identifying_key_traits.items.trait_curious.label': { text: '好奇心旺盛', source: '1ffbdb180f2709' },
    'identifying_key_traits.items.trait_curious.description': {
      text: '質問をし、物事の仕組みを理解しようとする。',
      source: '1cbaf588b91727',
    },
    'identifying_key_traits.items.trait_dependable.label': { text: '頼りになる', source: '097a2cd86bf5fe' },
    'identifying_key_traits.items.trait_dependable.description': {
      text: '言ったことを期限どおりに実行する。',
      source: '152ab135a5a515',
    },
    'identifying_key_traits.items.trait_adaptable.label': { text: '適応力がある', source: '06c81327a5682c' },
    'identifying_key_traits.items.trait_adaptable.description': {
      text: '変化や新しい状況に落ち着いて対応する。',
      source: '11c9eabb566a8f',
    },
    'identifying_key_traits.items.trait_detail_oriented.label': { text: '細部に気を配る', source: '1e31e9158146e6' },
    'identifying_key_traits.items.trait_detail_oriented.description': {
      text: '小さなミスに気づき、仕事を丁寧に確認する。',
      source: '1b435a550d3c60',
    },
    'identifying_key_traits.items.trait_proactive.label': { text: '主体的', source: '0a32166fdcb592' },
    'identifying_key_traits.items.trait_proactive.description': {
      text: '問題を先読みし、頼まれる前に行動する。',
      source: '19420d00497c04',
    },
    'identifying_key_traits.items.trait_collaborative.label': { text: '協調性がある', source: '19a2af78cc0354' },
    'identifying_key_traits.items.trait_collaborative.description': {
      text: '他者とうまく協力し、情報を惜しみなく共有する。',
      source: '02ac6f02d34f1e',
    },
    'identifying_key_traits.items.trait_empathetic.label': { text: '共感力がある', source: '0da03d8729d1aa' },
    'identifying_key_traits.items.trait_empathetic.description': {
      text: '他者の気持ちや視点を理解する。',
      source: '0e191939c3ee1d',
    },
    'identifying_key_traits.items.trait_resilient.label': { text: '打たれ強い', source: '04076674826951' },
    'identifying_key_traits.items.trait_resilient.description': {
      text: '挫折から立ち直り、プレッシャーの下でも気持ちが安定している。',
      source: '1fcaa81ea1681c',
    },
    'identifying_key_traits.items.trait_analytical.label': { text: '分析的', source: '044a78e81d5f9a' },
    'identifying_key_traits.items.trait_analytical.description': {
      text: '問題を分解し、根拠に基づいて考える。',
      source: '074c2e08554e74',
    },
    'identifying_key_traits.items.trait_creative.label': { text: '創造的', source: '1df7097da5ee73' },
    'identifying_key_traits.items.trait_creative.description': {
      text: '独創的なアイデアや新しいアプローチを生み出す。',
      source: '026106e93ab8b1',
    },
    'identifying_key_traits.items.trait_organized.label': { text: '整理整頓ができる', source: '0f99e42bcbbd8c' },
    'identifying_key_traits.items.trait_organized.description': {
      text: '先を見越して計画し、仕事と情報を整理しておく。',
      source: '1935590e9384cc',
    },
    'identifying_key_traits.items.trait_self_motivated.label': { text: '自発的', source: '1d2ebd8e67457d' },
    'identifying_key_traits.items.trait_self_motivated.description': {
      text: '常に指示がなくても取り組み続ける。',
      source: '1fae051183a3ce',
    },
    'identifying_key_traits.items.trait_honest.label': { text: '正直', source: '196c53e350e81a' },
    'identifying_key_traits.items.trait_honest.description': {
      text: '真実を語り、自分の誤りを認める。',
      source: '0a81e6dff7da6b',
    },
    'identifying_key_traits.items.trait_respectful.label': { text: '礼儀正しい', source: '0e45e91b09ef9a' },
    'identifying_key_traits.items.trait_respectful.description': {
      text: '意見が合わないときも含め、同僚に丁寧に接する。',
      source: '1d476154287d49',
    },
    'identifying_key_traits.items.trait_good_communicator.label': { text: '伝え方が明快', source: '1cf1940339f372' },
    'identifying_key_traits.items.trait_good_communicator.description': {
      text: '口頭でも文章でも、考えをわかりやすく説明する。',
      source: '1806c080a9ff37',
    },
    'identifying_key_traits.items.trait_good_listener.label': { text: '聞き上手', source: '03cb10a10a6556' },
    'identifying_key_traits.items.trait_good_listener.description': {
      text: '最後まで話を聞いてから応答する。',
      source: '10b8213694dbb6',
    },
    'identifying_key_traits.items.trait_decisive.label': { text: '決断力がある', source: '08b0d6e19ba536' },
    'identifying_key_traits.items.trait_decisive.description': {
      text: '入手できる情報で、適切なタイミングに判断を下す。',
      source: '0a5cb9cb2a38a9',
    },
    'identifying_key_traits.items.trait_patient.label': { text: '忍耐強い', source: '0419a5b5198ab1' },
    'identifying_key_traits.items.trait_patient.description': {
      text: '進みが遅いときや、時間が必要な人に対しても落ち着いている。',
      source: '0c456ccda88810',
    },
    'identifying_key_traits.items.trait_humble.label': { text: '謙虚', source: '0e0c7baa76c137' },
    'identifying_key_traits.items.trait_humble.description': {
      text: '功績を分かち合い、自分が間違っている可能性を受け入れる。',
      source: '071fdf36f81e3d',
    },
    'identifying_key_traits.items.trait_confident.label': { text: '自信がある', source: '09be08bd8d7840' },
    'identifying_key_traits.items.trait_confident.description': {
      text: '確信をもって行動し、意見をはっきり述べる。',
      source: '0a047bec62064a',
    },
    'identifying_key_traits.items.trait_persistent.label': { text: '粘り強い', source: '04bf8cccce67bc' },
    'identifying_key_traits.items.trait_persistent.description': {
      text: '難しい問題が解決するまで取り組み続ける。',
      source: '01ddce26860095',
    },
    'identifying_key_traits.items.trait_open_minded.label': { text: '柔軟な考え方', source: '18cc047f0847f4' },
    'identifying_key_traits.items.trait_open_minded.description': {
      text: '新しいアイデアや自分と異なる見方を検討する。',
      source: '0752834d9e42d2',
    },
    'identifying_key_traits.items.trait_calm_under_pressure.label': {
      text: 'プレッシャーに強い',
      source: '1bbdadfb3dda0b',
    },
    'identifying_key_traits.items.trait_calm_under_pressure.description': {
      text: '締め切りが迫っていても、問題が起きても、冷静に考える。',
      source: '058c7e19081460',
    },
    'identifying_key_traits.items.trait_accountable.label': { text: '責任感がある', source: '0ba38ac9510de9' },
    'identifying_key_traits.items.trait_accountable.description': {
      text: '良くも悪くも、結果に責任を持つ。',
      source: '02a3cf6759c18c',
    },
    'identifying_key_traits.items.trait_positive.label': { text: '前向き', source: '0cbca498385150' },
    'identifying_key_traits.items.trait_positive.description': {
      text: '建設的な姿勢を保ち、チームを元気づける。',
      source: '03d35ba45caa07',
    },
    'identifying_key_traits.items.trait_leadership.label': { text: '率先垂範', source: '0941f916f67a00' },
    'identifying_key_traits.items.trait_leadership.description': {
      text: '自らの行動と基準によって他者を導く。',
      source: '1deba6d3e5ae73',
    },
    'identifying_key_traits.items.trait_resourceful.label': { text: '機転が利く', source: '13dea86dbc622d' },
    'identifying_key_traits.items.trait_resourceful.description': {
      text: '限られた手段で物事を成し遂げる方法を見つける。',
      source: '049b32f7d1ff9d',
    },
    'identifying_key_traits.items.trait_customer_minded.label': { text: '顧客視点', source: '00ce8893238bbb' },
    'identifying_key_traits.items.trait_customer_minded.description': {
      text: '日々の判断で顧客の体験を考える。',
      source: '03455acbcafddd',
    },
    'identifying_key_traits.items.trait_eager_to_learn.label': { text: '学ぶ意欲が高い', source: '033bbe45ada9ca' },
    'identifying_key_traits.items.trait_eager_to_learn.description': {
      text: 'フィードバックを求め、新しいスキルを素早く身につける。',
      source: '0113ce6710cb57',
    },
    'identifying_key_traits.items.trait_ethical.label': { text: '倫理的', source: '143c6bc81c4a28' },
    'identifying_key_traits.items.trait_ethical.description': {
      text: '許されているかどうかだけでなく、何が正しいかを考える。',
      source: '0d57029500f200',
    },
    'identifying_key_traits.items.trait_independent.label': { text: '自立している', source: '09f439f7e4bc75' },
    'identifying_key_traits.items.trait_independent.description': {
      text: '最小限の監督で効果的に仕事をする。',
      source: '1be2b5139f68dd',
    },
    'identifying_key_traits.items.trait_energetic.label': { text: 'エネルギッシュ', source: '0c6a100273cd50' },
    'identifying_key_traits.items.trait_energetic.description': {
      text: '仕事に意欲とスピードをもたらす。',
      source: '0d1f5cc91ef92d',
    },
  },
} satisfies SectionLocaleFile;
