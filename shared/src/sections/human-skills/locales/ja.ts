import type { SectionLocaleFile } from '../../locale-file';

// human_skills in ja: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'ヒューマンスキル', source: '110b58b71f8792' },
    instructions: {
      text: '各質問にあなた自身の言葉で答えてください。唯一の正解はありません。私たちはあなたの考え方と伝え方を見ています。',
      source: '0a0fcfd5c2511c',
    },
    'prompts.wc_delay_email.text': {
      text: 'あなたが率いるプロジェクトが、仕入先の納品遅れのために2週間遅れる見込みです。遅延、その影響、今後の対応を説明する顧客宛てのメールを書いてください。',
      source: '1224bb94d47f30',
    },
    'prompts.wc_explain_change.text': {
      text: 'あなたのチームは、毎週の進捗会議から、毎週の書面での報告に切り替えることになりました。この変更、その理由、チームにお願いしたいことを伝える短いメッセージを書いてください。',
      source: '07e31b2f61d2bb',
    },
    'prompts.em_upset_colleague.text': {
      text: '昇進を見送られた同僚が、会議で口数が少なくなり、内にこもるようになりました。あなたは何を言い、何をしますか。また、それはなぜですか?',
      source: '0063035f596131',
    },
    'prompts.em_angry_customer.text': {
      text: '長年の顧客が、請求ミスで二重に請求されたと怒って電話してきました。その会話をどのように進めるかを説明してください。',
      source: '0cde5e4d1fb122',
    },
    'prompts.sa_new_team_tension.text': {
      text: '新しいチームでの最初の週に、2人のベテランメンバーがほとんど言葉を交わさず、意思決定が何度も止まっていることに気づきました。何に気づき、どう行動しますか?',
      source: '0783c51317f40c',
    },
    'prompts.sa_meeting_off_track.text': {
      text: '経営幹部に向けてプレゼンをしていると、参加者が携帯電話を見ていて、会議も時間を超過していることに気づきました。どのように対応しますか?',
      source: '0f70d446b84420',
    },
    'prompts.ct_sales_drop.text': {
      text: '先月、売上が20%減少しました。ある管理職は、新しいウェブサイトが原因だと言っています。行動する前に、その主張をどのように検証しますか?',
      source: '12e4c719ee6ef6',
    },
    'prompts.ct_vendor_choice.text': {
      text: '評価がまちまちな安い業者と、チームがよく知っている高い業者のどちらかを選ばなければなりません。どのように判断し、どんな情報が必要かを説明してください。',
      source: '0f593b563f271b',
    },
    'rubrics.0.name': { text: '文章によるコミュニケーション', source: '121582c62ca506' },
    'rubrics.1.name': { text: '共感力', source: '011e3759951b0e' },
    'rubrics.2.name': { text: '状況把握力', source: '09386c48c9681a' },
    'rubrics.3.name': { text: '批判的思考', source: '1f6fd76a86d90a' },
  },
} satisfies SectionLocaleFile;
