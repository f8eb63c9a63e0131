import type { RespondentMailTexts } from './types';

/** Japanese (ja): a respondent's e-mails. Translated, not validated. */
const ja: RespondentMailTexts = {
  state: 'translated',
  invitation: {
    subject: '評価へのご招待',
    reminderSubject: 'リマインダー：評価が未完了です',
    onBehalf: '{company} の依頼により {product} から送信されました。',
    greeting: '{name} 様',
    body: '{company} から評価「{form}」への招待が届いています。',
    reminderBody:
      '{company} から評価「{form}」に招待されていることをお知らせします。これまでの回答は保存されています。リンクから中断したところに戻れます。',
    timing:
      '時間制限のあるセクションが {sections} つあり、所要時間は約 {minutes} 分です。セクションの合間に中断し、同じリンクで再開できます。',
    timingOne: '約 {minutes} 分の時間制限のあるセクションが 1 つあります。',
    action: '評価を始める',
    resumeAction: '評価を続ける',
    footer: 'このリンクはあなた専用です。転送しないでください。心当たりのない場合は、このメールを無視してください。',
    deadline: '{time} までに完了してください。その後はリンクが無効になります。',
    stopReminders: 'この評価のリマインダーを停止する',
  },
  resume: {
    subject: '評価の個人用リンク',
    intro: '{form} には登録済みです。個人用リンクから中断したところの続きを行えます：',
    action: '評価を続ける',
    ignore: '登録した覚えがない場合は、このメールを無視してください。このリンクはあなた以外には送られていません。',
  },
  results: {
    subject: '評価の結果',
    greeting: '{name} 様',
    body: '「{form}」にご回答いただきありがとうございます。{company} からあなたの結果が共有されました：セクションごとのスコアと、保存できる PDF です。',
    action: '結果を見る',
    footer: 'このリンクはあなた専用です。結果は話し合いを助けるものであり、それだけで決定するものではありません。',
  },
  dataLink: 'あなたのデータ：提供した内容のコピーを受け取る、または削除する',
};

export default ja;
