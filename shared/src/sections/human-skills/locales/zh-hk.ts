import type { SectionLocaleFile } from '../../locale-file';

// human_skills in zh-hk: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: '人際技巧', source: '110b58b71f8792' },
    instructions: {
      text: '請用你自己的說話回答每條問題。答案沒有唯一標準；我們著重你的思考和溝通方式。',
      source: '0a0fcfd5c2511c',
    },
    'prompts.wc_delay_email.text': {
      text: '你負責的項目因供應商未能交貨而會延誤兩星期。請撰寫一封電郵給客戶，解釋延誤情況、帶來的影響以及接下來的安排。',
      source: '1224bb94d47f30',
    },
    'prompts.wc_explain_change.text': {
      text: '你的團隊將由每週進度會議改為書面的每週更新。請撰寫一則簡短訊息給團隊，宣布這項改變、解釋原因，並說明你需要他們做甚麼。',
      source: '07e31b2f61d2bb',
    },
    'prompts.em_upset_colleague.text': {
      text: '一位同事在晉升中落選後，在會議上變得沉默和退縮。你會說甚麼或做甚麼？為甚麼？',
      source: '0063035f596131',
    },
    'prompts.em_angry_customer.text': {
      text: '一位長期客戶致電，因賬單出錯被重複收費而十分憤怒。請描述你會如何處理這次對話。',
      source: '0cde5e4d1fb122',
    },
    'prompts.sa_new_team_tension.text': {
      text: '你加入新團隊的第一個星期，發現兩位資深成員甚少交談，而決策經常停滯不前。你觀察到甚麼？你會怎樣做？',
      source: '0783c51317f40c',
    },
    'prompts.sa_meeting_off_track.text': {
      text: '你正向高層管理人員作簡報，發現他們在看手機，而會議亦已超時。你會如何應變？',
      source: '0f70d446b84420',
    },
    'prompts.ct_sales_drop.text': {
      text: '上月銷售額下跌了 20%。一位經理說是新網站導致的。在採取行動之前，你會如何驗證這個說法？',
      source: '12e4c719ee6ef6',
    },
    'prompts.ct_vendor_choice.text': {
      text: '你須在一間較便宜但評價參差的供應商，和一間團隊熟悉但較昂貴的供應商之間作出選擇。請解釋你會如何決定，以及需要哪些資料。',
      source: '0f593b563f271b',
    },
    'rubrics.0.name': { text: '書面溝通', source: '121582c62ca506' },
    'rubrics.1.name': { text: '同理心', source: '011e3759951b0e' },
    'rubrics.2.name': { text: '情境觸覺', source: '09386c48c9681a' },
    'rubrics.3.name': { text: '批判性思考', source: '1f6fd76a86d90a' },
  },
} satisfies SectionLocaleFile;
