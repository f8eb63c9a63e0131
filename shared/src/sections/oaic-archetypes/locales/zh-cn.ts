import type { SectionLocaleFile } from '../../locale-file';

// oaic_archetypes in zh-cn: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: '文化画像', source: '1fa5ef776627e7' },
    instructions: {
      text: '针对每个主题，请根据每条描述与组织的符合程度，在四条描述之间分配100分。最符合的描述给最多的分数。',
      source: '08bb288d1456a6',
    },
    'perspectives.now': { text: '现在的样子', source: '023c06c1655412' },
    'perspectives.preferred': { text: '我们希望的样子', source: '1c7749c153fe36' },
    'types.collaborate.name': { text: '协作型', source: '1b4db51cdfcca5' },
    'types.collaborate.description': {
      text: '以人为本，关系紧密。成功来自投入、成长和团队合作。',
      source: '1838d7066709c6',
    },
    'types.create.name': { text: '创造型', source: '017309f0f9f564' },
    'types.create.description': {
      text: '富有创意，行动迅速。成功来自新想法、试验和抢占先机。',
      source: '113363b587295c',
    },
    'types.compete.name': { text: '竞争型', source: '0aaba8aca39f9a' },
    'types.compete.description': { text: '结果导向，雄心勃勃。成功来自达成目标和赢得市场。', source: '075c7ab54cbe3e' },
    'types.control.name': { text: '控制型', source: '05a289608909dd' },
    'types.control.description': {
      text: '结构清晰，稳定可靠。成功来自明确的流程、效率和一致性。',
      source: '14f014f09f510f',
    },
    'dimensions.strategic_emphases.title': { text: '战略重点', source: '06881e6b055b2b' },
    'dimensions.strategic_emphases.prompt': { text: '组织把面向未来的精力放在哪里？', source: '0da3c7dab74591' },
    'dimensions.strategic_emphases.options.collaborate.text': {
      text: '投资于人：培养技能，保持高度信任，让每个人都感到自己是团队的一员。',
      source: '1a83febc29be0b',
    },
    'dimensions.strategic_emphases.options.create.text': {
      text: '寻找下一个机会：新产品、新市场，以及从试验中快速获得的经验。',
      source: '0296d46b72302c',
    },
    'dimensions.strategic_emphases.options.compete.text': {
      text: '超越竞争对手：扩大份额，赢得业务，超额完成可衡量的目标。',
      source: '0974a716348f01',
    },
    'dimensions.strategic_emphases.options.control.text': {
      text: '平稳运行：成本可预测，交付稳定，意外很少。',
      source: '0521638db12fef',
    },
    'dimensions.organization_glue.title': { text: '凝聚我们的力量', source: '0a017b28243d65' },
    'dimensions.organization_glue.prompt': { text: '是什么让人们对组织保持投入？', source: '01d9739c3f3f59' },
    'dimensions.organization_glue.options.collaborate.text': {
      text: '彼此之间的忠诚和共同的归属感。',
      source: '0bc4f42ca0de92',
    },
    'dimensions.organization_glue.options.create.text': {
      text: '抢在别人之前打造新事物的兴奋感。',
      source: '0669e882b2ea0a',
    },
    'dimensions.organization_glue.options.compete.text': {
      text: '共同的求胜欲和交付结果的动力。',
      source: '0a8f008a90dda5',
    },
    'dimensions.organization_glue.options.control.text': {
      text: '清晰的规则、约定的程序和可靠的常规。',
      source: '183c7138043ea3',
    },
    'dimensions.dominant_characteristics.title': { text: '日常氛围', source: '11a017aa436bca' },
    'dimensions.dominant_characteristics.prompt': {
      text: '在这里日复一日地工作是什么感觉？',
      source: '0a2ded60577abc',
    },
    'dimensions.dominant_characteristics.options.collaborate.text': {
      text: '亲密而互助：大家坦诚分享，彼此照应。',
      source: '00fddf67309a1c',
    },
    'dimensions.dominant_characteristics.options.create.text': {
      text: '活跃而勇于尝试：大家敢于尝试、冒险，也接受出师不利。',
      source: '0186dd3ed9d217',
    },
    'dimensions.dominant_characteristics.options.compete.text': {
      text: '紧张而注重绩效：大家以所取得的成就被评判。',
      source: '1ea6d08bd99dfe',
    },
    'dimensions.dominant_characteristics.options.control.text': {
      text: '有序而明确：工作遵循既定流程，期望清晰。',
      source: '14b6336cecf01f',
    },
    'dimensions.management_of_employees.title': { text: '人员管理方式', source: '0f48d9a2da90e4' },
    'dimensions.management_of_employees.prompt': { text: '组织如何管理和对待员工？', source: '142b81c7d13da3' },
    'dimensions.management_of_employees.options.collaborate.text': {
      text: '让他们参与：决策经过讨论，共同做出。',
      source: '15d8bcb56a2c48',
    },
    'dimensions.management_of_employees.options.create.text': {
      text: '给他们自由，主动出击，自主推动自己的想法。',
      source: '1b9d5db64fd085',
    },
    'dimensions.management_of_employees.options.compete.text': {
      text: '设定高要求的目标，并奖励达成目标的人。',
      source: '17e88d63dec41c',
    },
    'dimensions.management_of_employees.options.control.text': {
      text: '提供稳定的岗位、公平的规则和一致的待遇。',
      source: '0a3b875ebeeb30',
    },
    'dimensions.criteria_of_success.title': { text: '成功的衡量方式', source: '01f5a42ef5cce9' },
    'dimensions.criteria_of_success.prompt': { text: '组织把什么视为成功？', source: '1f735abc3f44eb' },
    'dimensions.criteria_of_success.options.collaborate.text': {
      text: '员工投入、成长、合作良好并愿意留下。',
      source: '0320a1a8771f95',
    },
    'dimensions.criteria_of_success.options.create.text': {
      text: '推出新颖且领先于行业的产品或服务。',
      source: '1e72937ddaa7d9',
    },
    'dimensions.criteria_of_success.options.compete.text': {
      text: '引领市场，销量超过竞争对手，收入不断增长。',
      source: '0e7b7fb8f89b6e',
    },
    'dimensions.criteria_of_success.options.control.text': {
      text: '以低成本、少差错按时可靠地交付。',
      source: '1192f7298833c7',
    },
    'dimensions.organizational_leadership.title': { text: '领导风格', source: '1af8c1f16ac4a0' },
    'dimensions.organizational_leadership.prompt': { text: '组织的领导者总体上是什么样的？', source: '0efe3e16b55a9a' },
    'dimensions.organizational_leadership.options.collaborate.text': {
      text: '帮助员工成长的教练和导师。',
      source: '1305e69de79661',
    },
    'dimensions.organizational_leadership.options.create.text': {
      text: '鼓励大胆想法和计算过的风险的远见者。',
      source: '00980300258b51',
    },
    'dimensions.organizational_leadership.options.compete.text': {
      text: '专注于目标和胜利的强势实干家。',
      source: '0d3a6afa9092a8',
    },
    'dimensions.organizational_leadership.options.control.text': {
      text: '让一切顺利运转的组织者和协调者。',
      source: '1ae436d72cbc2c',
    },
  },
} satisfies SectionLocaleFile;
