import type { SectionLocaleFile } from '../../locale-file';

// human_skills in zh-cn: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: '人际技能', source: '110b58b71f8792' },
    instructions: {
      text: '请用自己的话回答每个问题。没有唯一正确的答案；我们关注的是你如何思考和沟通。',
      source: '0a0fcfd5c2511c',
    },
    'prompts.wc_delay_email.text': {
      text: '你负责的一个项目将推迟两周，因为一家供应商未能按时交货。请给客户写一封邮件，说明延误情况、影响以及接下来的安排。',
      source: '1224bb94d47f30',
    },
    'prompts.wc_explain_change.text': {
      text: '你的团队将把每周的进度会议改为每周的书面更新。请给团队写一条简短的消息，宣布这一变化、变化的原因以及你需要他们做什么。',
      source: '07e31b2f61d2bb',
    },
    'prompts.em_upset_colleague.text': {
      text: '一位同事在晋升中落选后，在会议上变得沉默寡言。你会说什么或做什么？为什么？',
      source: '0063035f596131',
    },
    'prompts.em_angry_customer.text': {
      text: '一位长期客户打来电话，因为一次账单错误被重复扣费而非常生气。请描述你会如何处理这次对话。',
      source: '0cde5e4d1fb122',
    },
    'prompts.sa_new_team_tension.text': {
      text: '你加入新团队的第一周，注意到两位资深成员很少交流，决策一再停滞。你观察到了什么？你会怎么做？',
      source: '0783c51317f40c',
    },
    'prompts.sa_meeting_off_track.text': {
      text: '你正在向高层领导做汇报，发现他们在看手机，会议也超时了。你会如何调整？',
      source: '0f70d446b84420',
    },
    'prompts.ct_sales_drop.text': {
      text: '上个月销售额下降了20%。一位经理说是新网站造成的。在采取行动之前，你会如何验证这个说法？',
      source: '12e4c719ee6ef6',
    },
    'prompts.ct_vendor_choice.text': {
      text: '你必须在一家评价褒贬不一的便宜供应商和一家你的团队很熟悉的较贵供应商之间做出选择。请说明你会如何决定，以及需要哪些信息。',
      source: '0f593b563f271b',
    },
    'rubrics.0.name': { text: '书面沟通', source: '121582c62ca506' },
    'rubrics.1.name': { text: '同理心', source: '011e3759951b0e' },
    'rubrics.2.name': { text: '情境意识', source: '09386c48c9681a' },
    'rubrics.3.name': { text: '批判性思维', source: '1f6fd76a86d90a' },
  },
} satisfies SectionLocaleFile;
