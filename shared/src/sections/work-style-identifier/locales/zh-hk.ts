import type { SectionLocaleFile } from '../../locale-file';

// work_style_identifier in zh-hk: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: '工作風格識別', source: '1f0c60bd73f0f7' },
    instructions: { text: '就每個情況，選擇最接近你自然會做的回應。答案沒有對錯之分。', source: '1525cac3265adf' },
    'styles.people.name': { text: '人員', source: '1e9ca6c7397706' },
    'styles.people.description': { text: '著重人際關係、溝通和團隊。', source: '08675f6ad7cd87' },
    'styles.process.name': { text: '流程', source: '00649b56ffd7ce' },
    'styles.process.description': { text: '著重架構、規劃和工作的完成方式。', source: '119d0abb5dea8f' },
    'styles.product.name': { text: '產品', source: '147a8a0545eb31' },
    'styles.product.description': { text: '著重成果、成果的質素及其對用戶的價值。', source: '1fe40819dc5447' },
    'scenarios.scenario_1.text': { text: '你加入一個已經開展的新項目。你會先做甚麼？', source: '0dfafca3038c6e' },
    'scenarios.scenario_1.options.option_1.text': {
      text: '逐一與團隊成員會面，了解他們的工作方式。',
      source: '1c098f33cb6358',
    },
    'scenarios.scenario_1.options.option_2.text': { text: '閱讀計劃、時間表和決策方式。', source: '01b9a70eafd252' },
    'scenarios.scenario_1.options.option_3.text': { text: '試用正在開發的成品的現有版本。', source: '049008ac0e04b7' },
    'scenarios.scenario_2.text': { text: '期限有延誤風險。你會如何應對？', source: '1f98c8bcca4a8b' },
    'scenarios.scenario_2.options.option_1.text': {
      text: '把範圍收窄至對用戶最重要的功能。',
      source: '07e96df1f57c77',
    },
    'scenarios.scenario_2.options.option_2.text': {
      text: '了解團隊的狀況，並重新分配工作量。',
      source: '086311204fbed5',
    },
    'scenarios.scenario_2.options.option_3.text': {
      text: '重新規劃餘下的工作，並消除瓶頸。',
      source: '1676c3899ba46e',
    },
    'scenarios.scenario_3.text': { text: '兩位同事對如何處理一項工作意見分歧。你會怎樣做？', source: '1c38b1ce60ae98' },
    'scenarios.scenario_3.options.option_1.text': {
      text: '建議大家先議定準則和作決定的方法。',
      source: '102f2f0769dfc9',
    },
    'scenarios.scenario_3.options.option_2.text': {
      text: '問哪個方法效果較好，然後加以測試。',
      source: '15730380078ea3',
    },
    'scenarios.scenario_3.options.option_3.text': {
      text: '分別與兩人傾談，了解他們的顧慮。',
      source: '05eb79046b6b94',
    },
    'scenarios.scenario_4.text': { text: '一星期結束時，甚麼最令你有滿足感？', source: '105635f4452bad' },
    'scenarios.scenario_4.options.option_1.text': { text: '幫助了同事取得成功。', source: '18a448df168c17' },
    'scenarios.scenario_4.options.option_2.text': { text: '看到自己建立的東西有人使用。', source: '06dd5c28e1dd6e' },
    'scenarios.scenario_4.options.option_3.text': {
      text: '令一項經常性的工作運作得更順暢。',
      source: '14c25f3b230485',
    },
    'scenarios.scenario_5.text': { text: '你收到經理一個含糊的要求。你的第一步是甚麼？', source: '1f6a3b5b753562' },
    'scenarios.scenario_5.options.option_1.text': {
      text: '寫下步驟、負責人和期限，然後確認。',
      source: '0a111ff3e53b8e',
    },
    'scenarios.scenario_5.options.option_2.text': {
      text: '問清楚是為誰而做，以及他們期望甚麼。',
      source: '1d34f94c990a03',
    },
    'scenarios.scenario_5.options.option_3.text': {
      text: '快速草擬第一個版本，讓大家給予意見。',
      source: '14d5aac6f8ae0a',
    },
    'scenarios.scenario_6.text': { text: '你的團隊即將引入一個新工具。你最重視甚麼？', source: '1ffe1c701771e4' },
    'scenarios.scenario_6.options.option_1.text': {
      text: '它能幫助我們交出更好的工作成果。',
      source: '093bad0a0c3b68',
    },
    'scenarios.scenario_6.options.option_2.text': {
      text: '它切合我們的工作方式，並分階段推行。',
      source: '0148dd78866574',
    },
    'scenarios.scenario_6.options.option_3.text': {
      text: '每個人都用得安心，並接受使用培訓。',
      source: '08abf09072e383',
    },
    'scenarios.scenario_7.text': { text: '客戶投訴你的團隊交付的某樣東西。你會先做甚麼？', source: '09737f1b9023d1' },
    'scenarios.scenario_7.options.option_1.text': { text: '致電客戶，聆聽並安撫對方。', source: '0b9434cd85a375' },
    'scenarios.scenario_7.options.option_2.text': {
      text: '找出問題在我們流程中的哪個環節漏網。',
      source: '1edfd2b775db66',
    },
    'scenarios.scenario_7.options.option_3.text': { text: '重現問題並加以修正。', source: '045b5ac0a1aece' },
    'scenarios.scenario_8.text': { text: '在規劃會議上，你通常會提出哪個問題？', source: '079920d7ae5c86' },
    'scenarios.scenario_8.options.option_1.text': {
      text: '用戶會得到甚麼他們現時沒有的東西？',
      source: '08cd531efc0b98',
    },
    'scenarios.scenario_8.options.option_2.text': {
      text: '需要哪些人參與，他們有沒有餘力？',
      source: '102906789fc043',
    },
    'scenarios.scenario_8.options.option_3.text': { text: '有哪些里程碑，我們會如何跟進？', source: '0c065a4484c27c' },
    'scenarios.scenario_9.text': {
      text: '你有一個下午的空閒時間，可以改善工作上的某件事。你會選擇甚麼？',
      source: '0781800f4805fe',
    },
    'scenarios.scenario_9.options.option_1.text': {
      text: '把一個只存在於某人腦海中的流程記錄下來。',
      source: '0e9725fb0cbd37',
    },
    'scenarios.scenario_9.options.option_2.text': { text: '優化一項用戶覺得不好用的功能。', source: '00a3ae74adc238' },
    'scenarios.scenario_9.options.option_3.text': {
      text: '花時間幫助一位較新的同事盡快上手。',
      source: '1eb1ca7ef7f61b',
    },
  },
} satisfies SectionLocaleFile;
