import type { SectionLocaleFile } from '../../locale-file';

// acceptable_behaviors in zh-hk: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: '可接受的行為', source: '0cdf5a0121c54f' },
    instructions: { text: '就每個情況，選擇在你所描述的工作環境中會如何看待。', source: '013e39bf4830a1' },
    'scale.0.label': { text: '可以接受', source: '066514f39ebba4' },
    'scale.1.label': { text: '不受認同', source: '0df4abb48b3ffe' },
    'scale.2.label': { text: '積極勸阻', source: '1df7be03ee27fe' },
    'scale.3.label': { text: '會被警告', source: '16bd16b4abe286' },
    'scale.4.label': { text: '零容忍', source: '050830ff71a0f5' },
    'scenarios.scenario_1.text': { text: '一名員工經常遲到 15 分鐘，但會留得較晚補回時間。', source: '15edbd6fdc3064' },
    'scenarios.scenario_2.text': { text: '有人把原子筆和筆記簿等辦公室文具帶回家私人使用。', source: '11f06822a8ddaf' },
    'scenarios.scenario_3.text': {
      text: '一名團隊成員在公布前向同事透露即將進行的架構重組細節。',
      source: '0fefdc53cdba50',
    },
    'scenarios.scenario_4.text': { text: '一名員工在合約談判期間接受供應商的貴重禮物。', source: '0b035b43235684' },
    'scenarios.scenario_5.text': {
      text: '一名經理在會議上當着整個團隊批評某位團隊成員的工作。',
      source: '109ef76805db85',
    },
    'scenarios.scenario_6.text': { text: '有人在會議上提出同事的構思，卻沒有說明出處。', source: '0e10dcdcac1400' },
    'scenarios.scenario_7.text': {
      text: '一名員工每天在工作時間花約一小時瀏覽個人社交媒體。',
      source: '0593581cc6e2f0',
    },
    'scenarios.scenario_8.text': {
      text: '一名團隊成員把工時表上的時數向上調整至最接近的半天。',
      source: '0a25e18024b6c5',
    },
    'scenarios.scenario_9.text': {
      text: '一名員工拿同事的口音開玩笑，有些人覺得這具冒犯性。',
      source: '1aa6ea7b7a22c9',
    },
    'scenarios.scenario_10.text': {
      text: '有人為了趕上緊迫的期限而略過必要的安全或質素檢查。',
      source: '0a3c4820bf64d3',
    },
    'scenarios.scenario_11.text': {
      text: '一名員工使用個人通訊應用程式把客戶資料傳送給同事。',
      source: '1e9a1ea647c2b9',
    },
    'scenarios.scenario_12.text': {
      text: '一名團隊成員晚上為另一間公司做有薪的兼職項目，卻沒有告訴任何人。',
      source: '180f5e3157bbcc',
    },
    'scenarios.scenario_13.text': { text: '有人公開向其他團隊抱怨自己的經理。', source: '1c47a26f63a8bb' },
    'scenarios.scenario_14.text': { text: '一名員工不回覆下班後或週末收到的工作訊息。', source: '0cfd56f282570f' },
    'scenarios.scenario_15.text': {
      text: '一名經理未經公開招聘程序，便聘請好友填補職位空缺。',
      source: '04a409b603b242',
    },
  },
} satisfies SectionLocaleFile;
