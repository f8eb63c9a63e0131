import type { RespondentMailTexts } from './types';

/** Simplified Chinese (zh-cn): a respondent's e-mails. Translated, not validated. */
const zhcn: RespondentMailTexts = {
  state: 'translated',
  invitation: {
    subject: '邀请您参加一项测评',
    reminderSubject: '提醒：您的测评正在等待您',
    onBehalf: '由 {product} 代表 {company} 发送。',
    greeting: '{name}，您好：',
    body: '{company} 邀请您参加测评“{form}”。',
    reminderBody: '提醒您：{company} 邀请您参加测评“{form}”。您目前的回答已保存；通过链接可回到您上次停下的地方。',
    timing: '测评共有 {sections} 个限时部分，约需 {minutes} 分钟。您可以在各部分之间暂停，并使用同一链接返回。',
    timingOne: '测评为一个限时部分，约 {minutes} 分钟。',
    action: '开始测评',
    resumeAction: '继续测评',
    footer: '此链接仅供您个人使用：请勿转发。如果您没有预料到这封邮件，可以忽略它。',
    deadline: '请在 {time} 之前完成。之后链接将关闭。',
    stopReminders: '不再接收此测评的提醒',
  },
  resume: {
    subject: '您的个人测评链接',
    intro: '您已报名参加 {form}。请通过您的个人链接从上次停下的地方继续：',
    action: '继续测评',
    ignore: '如果您没有报名，可以忽略这封邮件；没有其他人收到此链接。',
  },
  results: {
    subject: '您的测评结果',
    greeting: '{name}，您好：',
    body: '感谢您完成“{form}”。{company} 与您分享您的结果：各部分的得分，以及一份可保存的 PDF。',
    action: '查看您的结果',
    footer: '此链接仅供您个人使用。结果用于支持沟通，而不是单独做出决定。',
  },
  dataLink: '您的数据：获取您所提供内容的副本，或将其删除',
};

export default zhcn;
