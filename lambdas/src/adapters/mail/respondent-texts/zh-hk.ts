import type { RespondentMailTexts } from './types';

/** Chinese (Hong Kong) (zh-hk): a respondent's e-mails. Translated, not validated. */
const zhhk: RespondentMailTexts = {
  state: 'translated',
  invitation: {
    subject: '邀請您參加一項評估',
    reminderSubject: '提提您：您的評估仍在等待您完成',
    onBehalf: '由 {product} 代表 {company} 發送。',
    greeting: '{name}，您好：',
    body: '{company} 邀請您參加評估「{form}」。',
    reminderBody: '提提您：{company} 已邀請您參加評估「{form}」。您至今的答案已儲存；透過連結可回到您上次停下的地方。',
    timing: '評估共有 {sections} 個限時部分，約需 {minutes} 分鐘。您可以在各部分之間暫停，並使用同一連結返回。',
    timingOne: '評估為一個限時部分，約 {minutes} 分鐘。',
    action: '開始評估',
    resumeAction: '繼續評估',
    footer: '此連結只供您個人使用：請勿轉寄。如您並未預期收到這封電郵，可以不用理會。',
    deadline: '請於 {time} 前完成。之後連結將會關閉。',
    stopReminders: '不再接收此評估的提示',
  },
  resume: {
    subject: '您的個人評估連結',
    intro: '您已登記參加 {form}。請透過您的個人連結，從上次停下的地方繼續：',
    action: '繼續評估',
    ignore: '如您並未登記，可以不用理會這封電郵；沒有其他人收到此連結。',
  },
  results: {
    subject: '您的評估結果',
    greeting: '{name}，您好：',
    body: '感謝您完成「{form}」。{company} 與您分享您的結果：各部分的得分，以及一份可保存的 PDF。',
    action: '查看您的結果',
    footer: '此連結只供您個人使用。結果用於輔助溝通，並不會單獨作出決定。',
  },
  dataLink: '您的資料：索取您所提供內容的副本，或將其刪除',
};

export default zhhk;
