import type { SectionLocaleFile } from '../../locale-file';

// work_style_identifier in zh-cn: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: '工作风格识别', source: '1f0c60bd73f0f7' },
    instructions: { text: '对于每种情况，请选择最接近你自然会做的反应。答案没有对错之分。', source: '1525cac3265adf' },
    'styles.people.name': { text: '人员', source: '1e9ca6c7397706' },
    'styles.people.description': { text: '关注关系、沟通和团队。', source: '08675f6ad7cd87' },
    'styles.process.name': { text: '流程', source: '00649b56ffd7ce' },
    'styles.process.description': { text: '关注结构、规划以及工作如何完成。', source: '119d0abb5dea8f' },
    'styles.product.name': { text: '产品', source: '147a8a0545eb31' },
    'styles.product.description': { text: '关注成果、成果的质量及其对用户的价值。', source: '1fe40819dc5447' },
    'scenarios.scenario_1.text': { text: '你加入一个已经在进行中的新项目。你首先会做什么？', source: '0dfafca3038c6e' },
    'scenarios.scenario_1.options.option_1.text': {
      text: '逐一与团队成员见面，了解他们的工作方式。',
      source: '1c098f33cb6358',
    },
    'scenarios.scenario_1.options.option_2.text': { text: '阅读计划、时间表以及决策方式。', source: '01b9a70eafd252' },
    'scenarios.scenario_1.options.option_3.text': { text: '试用正在开发的东西的当前版本。', source: '049008ac0e04b7' },
    'scenarios.scenario_2.text': { text: '一个截止日期面临风险。你会如何应对？', source: '1f98c8bcca4a8b' },
    'scenarios.scenario_2.options.option_1.text': {
      text: '把范围缩减到对用户最重要的功能。',
      source: '07e96df1f57c77',
    },
    'scenarios.scenario_2.options.option_2.text': {
      text: '了解团队的状态，重新平衡工作量。',
      source: '086311204fbed5',
    },
    'scenarios.scenario_2.options.option_3.text': { text: '重新规划剩余任务，消除瓶颈。', source: '1676c3899ba46e' },
    'scenarios.scenario_3.text': { text: '两位同事对如何处理一项任务意见不一。你会怎么做？', source: '1c38b1ce60ae98' },
    'scenarios.scenario_3.options.option_1.text': {
      text: '建议先就标准和决策方式达成一致。',
      source: '102f2f0769dfc9',
    },
    'scenarios.scenario_3.options.option_2.text': {
      text: '询问哪种方法效果更好，并加以测试。',
      source: '15730380078ea3',
    },
    'scenarios.scenario_3.options.option_3.text': {
      text: '分别与两人沟通，了解他们的顾虑。',
      source: '05eb79046b6b94',
    },
    'scenarios.scenario_4.text': { text: '一周结束时，什么最让你有满足感？', source: '105635f4452bad' },
    'scenarios.scenario_4.options.option_1.text': { text: '帮助一位同事取得了成功。', source: '18a448df168c17' },
    'scenarios.scenario_4.options.option_2.text': { text: '看到自己做的东西被人使用。', source: '06dd5c28e1dd6e' },
    'scenarios.scenario_4.options.option_3.text': { text: '让一项重复性工作运行得更顺畅。', source: '14c25f3b230485' },
    'scenarios.scenario_5.text': { text: '你收到经理一个含糊的请求。你的第一步是什么？', source: '1f6a3b5b753562' },
    'scenarios.scenario_5.options.option_1.text': {
      text: '写下步骤、负责人和截止日期，然后确认。',
      source: '0a111ff3e53b8e',
    },
    'scenarios.scenario_5.options.option_2.text': {
      text: '询问这是为谁做的、对方希望得到什么。',
      source: '1d34f94c990a03',
    },
    'scenarios.scenario_5.options.option_3.text': {
      text: '快速做出一个初稿，供大家提意见。',
      source: '14d5aac6f8ae0a',
    },
    'scenarios.scenario_6.text': { text: '你的团队要引入一个新工具。你最看重什么？', source: '1ffe1c701771e4' },
    'scenarios.scenario_6.options.option_1.text': { text: '它能帮助我们交付更好的工作。', source: '093bad0a0c3b68' },
    'scenarios.scenario_6.options.option_2.text': {
      text: '它适合我们的工作方式，并分阶段推广。',
      source: '0148dd78866574',
    },
    'scenarios.scenario_6.options.option_3.text': {
      text: '每个人都用得顺手，并接受过使用培训。',
      source: '08abf09072e383',
    },
    'scenarios.scenario_7.text': { text: '一位客户投诉你的团队交付的东西。你首先会做什么？', source: '09737f1b9023d1' },
    'scenarios.scenario_7.options.option_1.text': { text: '给客户打电话，倾听并安抚对方。', source: '0b9434cd85a375' },
    'scenarios.scenario_7.options.option_2.text': {
      text: '找出问题在我们流程的哪个环节被漏掉了。',
      source: '1edfd2b775db66',
    },
    'scenarios.scenario_7.options.option_3.text': { text: '重现问题并修复它。', source: '045b5ac0a1aece' },
    'scenarios.scenario_8.text': { text: '在规划会议上，你通常会提出哪个问题？', source: '079920d7ae5c86' },
    'scenarios.scenario_8.options.option_1.text': {
      text: '用户会得到哪些他们现在没有的东西？',
      source: '08cd531efc0b98',
    },
    'scenarios.scenario_8.options.option_2.text': { text: '需要谁参与，他们有没有余力？', source: '102906789fc043' },
    'scenarios.scenario_8.options.option_3.text': {
      text: '有哪些里程碑，我们如何跟踪进度？',
      source: '0c065a4484c27c',
    },
    'scenarios.scenario_9.text': {
      text: '你有一个空闲的下午可以改进工作中的某件事。你会选择什么？',
      source: '0781800f4805fe',
    },
    'scenarios.scenario_9.options.option_1.text': {
      text: '把只存在于某个人脑子里的流程写成文档。',
      source: '0e9725fb0cbd37',
    },
    'scenarios.scenario_9.options.option_2.text': { text: '打磨一个用户觉得不好用的功能。', source: '00a3ae74adc238' },
    'scenarios.scenario_9.options.option_3.text': { text: '花时间帮助一位新同事尽快上手。', source: '1eb1ca7ef7f61b' },
  },
} satisfies SectionLocaleFile;
