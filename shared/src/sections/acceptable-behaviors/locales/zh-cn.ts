import type { SectionLocaleFile } from '../../locale-file';

// acceptable_behaviors in zh-cn: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: '可接受的行为', source: '0cdf5a0121c54f' },
    instructions: { text: '对于每种情况，请选择在你所描述的工作场所中它会被如何对待。', source: '013e39bf4830a1' },
    'scale.0.label': { text: '可以接受', source: '066514f39ebba4' },
    'scale.1.label': { text: '不被认可', source: '0df4abb48b3ffe' },
    'scale.2.label': { text: '明确劝阻', source: '1df7be03ee27fe' },
    'scale.3.label': { text: '会受到训诫', source: '16bd16b4abe286' },
    'scale.4.label': { text: '零容忍', source: '050830ff71a0f5' },
    'scenarios.scenario_1.text': { text: '一名员工经常迟到15分钟，但会晚走把时间补回来。', source: '15edbd6fdc3064' },
    'scenarios.scenario_2.text': { text: '有人把笔和笔记本等办公用品带回家私用。', source: '11f06822a8ddaf' },
    'scenarios.scenario_3.text': {
      text: '一名团队成员在重组宣布之前，把相关细节告诉了一位同事。',
      source: '0fefdc53cdba50',
    },
    'scenarios.scenario_4.text': { text: '一名员工在合同谈判期间接受了供应商的贵重礼物。', source: '0b035b43235684' },
    'scenarios.scenario_5.text': {
      text: '一位经理在会议上当着整个团队的面批评一名成员的工作。',
      source: '109ef76805db85',
    },
    'scenarios.scenario_6.text': { text: '有人在会议上介绍同事的想法，却没有说明来源。', source: '0e10dcdcac1400' },
    'scenarios.scenario_7.text': {
      text: '一名员工在工作时间每天花大约一小时浏览个人社交媒体。',
      source: '0593581cc6e2f0',
    },
    'scenarios.scenario_8.text': {
      text: '一名团队成员在工时表上把工时向上取整到最接近的半天。',
      source: '0a25e18024b6c5',
    },
    'scenarios.scenario_9.text': { text: '一名员工拿同事的口音开玩笑，有些人觉得受到冒犯。', source: '1aa6ea7b7a22c9' },
    'scenarios.scenario_10.text': {
      text: '有人为了赶紧迫的截止日期，跳过了必需的安全或质量检查。',
      source: '0a3c4820bf64d3',
    },
    'scenarios.scenario_11.text': { text: '一名员工用个人通讯软件把客户信息发给同事。', source: '1e9a1ea647c2b9' },
    'scenarios.scenario_12.text': {
      text: '一名团队成员晚上为另一家公司做有偿的兼职项目，却没有告诉任何人。',
      source: '180f5e3157bbcc',
    },
    'scenarios.scenario_13.text': { text: '有人公开向其他团队抱怨自己的经理。', source: '1c47a26f63a8bb' },
    'scenarios.scenario_14.text': { text: '一名员工不回复下班后或周末发来的工作消息。', source: '0cfd56f282570f' },
    'scenarios.scenario_15.text': {
      text: '一位经理未经竞争性招聘流程，就让好友填补了空缺职位。',
      source: '04a409b603b242',
    },
  },
} satisfies SectionLocaleFile;
