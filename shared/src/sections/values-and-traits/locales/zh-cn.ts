import type { SectionLocaleFile } from '../../locale-file';

// values_and_traits in zh-cn: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    'defining_your_values.title': { text: '明确你的价值观', source: '1d93e8a39d99d4' },
    'defining_your_values.instructions': {
      text: '请评估每项价值观在工作中对你的重要程度，从“完全不重要”到“最重要”。',
      source: '1b492698c5d9ea',
    },
    'defining_your_values.items.value_integrity.label': { text: '正直', source: '1fc6198b7c8928' },
    'defining_your_values.items.value_integrity.description': {
      text: '即使无人注视，也坚持做正确的事。',
      source: '051d845b031e5b',
    },
    'defining_your_values.items.value_honesty.label': { text: '诚实', source: '1f46703d91cb3c' },
    'defining_your_values.items.value_honesty.description': {
      text: '实话实说，包括不受欢迎的消息。',
      source: '1063a52368cfdf',
    },
    'defining_your_values.items.value_transparency.label': { text: '透明', source: '167755820ac598' },
    'defining_your_values.items.value_transparency.description': {
      text: '公开分享信息以及决策背后的原因。',
      source: '16f33c0f866237',
    },
    'defining_your_values.items.value_accountability.label': { text: '担当', source: '0785afa5d2037c' },
    'defining_your_values.items.value_accountability.description': {
      text: '对结果负责，兑现承诺。',
      source: '0cd2dc1078f07a',
    },
    'defining_your_values.items.value_respect.label': { text: '尊重', source: '180e0a3a4a5c4f' },
    'defining_your_values.items.value_respect.description': {
      text: '以尊严和体谅对待每一个人。',
      source: '00df8b64cedd06',
    },
    'defining_your_values.items.value_trust.label': { text: '信任', source: '155d9004e977e7' },
    'defining_your_values.items.value_trust.description': {
      text: '彼此依靠，也成为别人可以依靠的人。',
      source: '0a87a610200134',
    },
    'defining_your_values.items.value_teamwork.label': { text: '团队合作', source: '05366f08c4bf4d' },
    'defining_your_values.items.value_teamwork.description': {
      text: '齐心协力，成就任何一个人都无法独自完成的事。',
      source: '0d01b709cb916d',
    },
    'defining_your_values.items.value_collaboration.label': { text: '协作', source: '07e65bd0df18c6' },
    'defining_your_values.items.value_collaboration.description': {
      text: '跨团队合作，乐于分享功劳。',
      source: '06cd1de2e5d750',
    },
    'defining_your_values.items.value_customer_focus.label': { text: '以客户为中心', source: '0d78861f8a16bc' },
    'defining_your_values.items.value_customer_focus.description': {
      text: '从客户的需求出发，以客户的成果衡量成功。',
      source: '14717261b19b18',
    },
    'defining_your_values.items.value_innovation.label': { text: '创新', source: '1d451a243e63b2' },
    'defining_your_values.items.value_innovation.description': {
      text: '寻找创造价值的新方法和更好方法。',
      source: '164d1530402614',
    },
    'defining_your_values.items.value_creativity.label': { text: '创造力', source: '096a5859e6ad97' },
    'defining_your_values.items.value_creativity.description': {
      text: '带来原创的想法和富有想象力的解决方案。',
      source: '0b08754459b47b',
    },
    'defining_your_values.items.value_excellence.label': { text: '追求卓越', source: '0383191291606f' },
    'defining_your_values.items.value_excellence.description': {
      text: '以高标准要求工作，并不断提高标准。',
      source: '03ccb09223823c',
    },
    'defining_your_values.items.value_quality.label': { text: '质量', source: '1ec00fba6be639' },
    'defining_your_values.items.value_quality.description': {
      text: '把细节做对，让结果一次就能成功。',
      source: '156d7b316a7b9b',
    },
    'defining_your_values.items.value_continuous_learning.label': { text: '持续学习', source: '07b34fc49d6bf5' },
    'defining_your_values.items.value_continuous_learning.description': {
      text: '积累技能和知识，并从错误中学习。',
      source: '019f4fff8788c9',
    },
    'defining_your_values.items.value_growth.label': { text: '成长', source: '157f51e79160bf' },
    'defining_your_values.items.value_growth.description': {
      text: '帮助个人和企业提升能力、扩大影响。',
      source: '01a1c10082fc62',
    },
    'defining_your_values.items.value_diversity_inclusion.label': { text: '多元与包容', source: '035e945f571b2f' },
    'defining_your_values.items.value_diversity_inclusion.description': {
      text: '欢迎不同的背景，确保每个声音都被听到。',
      source: '0c65982e513d34',
    },
    'defining_your_values.items.value_fairness.label': { text: '公平', source: '11f4116abc8df3' },
    'defining_your_values.items.value_fairness.description': {
      text: '对所有人采用相同的标准，凭实力做决定。',
      source: '1e6e2c9b4e7677',
    },
    'defining_your_values.items.value_empathy.label': { text: '同理心', source: '011e3759951b0e' },
    'defining_your_values.items.value_empathy.description': {
      text: '理解他人的感受，并用心行事。',
      source: '1791151afa0ac3',
    },
    'defining_your_values.items.value_wellbeing.label': { text: '身心健康', source: '0e6ce365030e2b' },
    'defining_your_values.items.value_wellbeing.description': {
      text: '关注健康、平衡和可持续的工作节奏。',
      source: '1ab8736b02e8ed',
    },
    'defining_your_values.items.value_safety.label': { text: '安全', source: '1018e0e973b4fa' },
    'defining_your_values.items.value_safety.description': {
      text: '保护人们免受身体和心理上的伤害。',
      source: '13e87ee0c52634',
    },
    'defining_your_values.items.value_ownership.label': { text: '主人翁精神', source: '104a0d8d652812' },
    'defining_your_values.items.value_ownership.description': {
      text: '像主人一样行事：关心整体结果，而不只是某一项任务。',
      source: '1538b410ba9f05',
    },
    'defining_your_values.items.value_initiative.label': { text: '主动性', source: '05fa9c2617b525' },
    'defining_your_values.items.value_initiative.description': {
      text: '不等别人要求就采取行动。',
      source: '1fb00ebff37aeb',
    },
    'defining_your_values.items.value_results_orientation.label': { text: '结果导向', source: '061c4909b6911e' },
    'defining_your_values.items.value_results_orientation.description': {
      text: '把精力集中在最重要的成果上。',
      source: '1f81044e1873b4',
    },
    'defining_your_values.items.value_efficiency.label': { text: '效率', source: '1a8fd03b18d58e' },
    'defining_your_values.items.value_efficiency.description': {
      text: '明智地使用时间、金钱和精力，消除浪费。',
      source: '0456e83c213c1d',
    },
    'defining_your_values.items.value_agility.label': { text: '敏捷', source: '1cdc23477d06c0' },
    'defining_your_values.items.value_agility.description': {
      text: '当事实或优先事项变化时迅速调整。',
      source: '17f4e348aff832',
    },
    'defining_your_values.items.value_resilience.label': { text: '韧性', source: '08e52f8e51f4c5' },
    'defining_your_values.items.value_resilience.description': {
      text: '从挫折中恢复，继续前进。',
      source: '144859e7a2b3e0',
    },
    'defining_your_values.items.value_courage.label': { text: '勇气', source: '025995522d0d26' },
    'defining_your_values.items.value_courage.description': {
      text: '敢于发声，承担经过深思熟虑的风险，挑战现状。',
      source: '0588f9a477286f',
    },
    'defining_your_values.items.value_humility.label': { text: '谦逊', source: '1dbefd00d9b222' },
    'defining_your_values.items.value_humility.description': {
      text: '承认我们不知道的东西，重视他人的贡献。',
      source: '07356ef1d05dcf',
    },
    'defining_your_values.items.value_open_communication.label': { text: '开放沟通', source: '12c4142599e869' },
    'defining_your_values.items.value_open_communication.description': {
      text: '直接而友善地给予和接受坦诚的反馈。',
      source: '0afd1e0f1f951d',
    },
    'defining_your_values.items.value_sustainability.label': { text: '可持续发展', source: '03d7761bd86238' },
    'defining_your_values.items.value_sustainability.description': {
      text: '考虑对人、地球和企业的长期影响。',
      source: '0b18f1d3308eb5',
    },
    'defining_your_values.items.value_social_responsibility.label': { text: '社会责任', source: '09ef4a1b45dea1' },
    'defining_your_values.items.value_social_responsibility.description': {
      text: '为我们所在的社区做出积极贡献。',
      source: '0dc708fbb6b8b0',
    },
    'defining_your_values.items.value_reliability.label': { text: '可靠', source: '0afaec48feeb08' },
    'defining_your_values.items.value_reliability.description': {
      text: '始终如一地交付，让他人可以据此做计划。',
      source: '1f43f8cb0d2834',
    },
    'defining_your_values.items.value_simplicity.label': { text: '简洁', source: '01db3af4318ec0' },
    'defining_your_values.items.value_simplicity.description': {
      text: '偏好清晰简单的方案，而非复杂的方案。',
      source: '0e120ac066a8c6',
    },
    'defining_your_values.items.value_autonomy.label': { text: '自主', source: '03738f0e40ccd7' },
    'defining_your_values.items.value_autonomy.description': {
      text: '相信人们能自己决定如何开展工作。',
      source: '1576ca92315493',
    },
    'defining_your_values.items.value_recognition.label': { text: '认可', source: '115057f00d7d88' },
    'defining_your_values.items.value_recognition.description': {
      text: '发现并表彰出色的工作和付出。',
      source: '04e750224491b9',
    },
    'defining_your_values.items.value_passion.label': { text: '热情', source: '1e0740319ebbcf' },
    'defining_your_values.items.value_passion.description': {
      text: '为工作和使命投入精力与热忱。',
      source: '0c71511a62f51a',
    },
    'defining_your_values.items.value_loyalty.label': { text: '忠诚', source: '0762c730bcb46f' },
    'defining_your_values.items.value_loyalty.description': {
      text: '长期支持同事、客户和组织。',
      source: '18809d624c862e',
    },
    'defining_your_values.items.value_data_driven.label': { text: '数据驱动的决策', source: '0ddeee25447710' },
    'defining_your_values.items.value_data_driven.description': {
      text: '依据证据而不仅仅是观点来做决定。',
      source: '0248c9923c9a25',
    },
    'defining_your_values.items.value_discipline.label': { text: '纪律', source: '1a7b326a8ba9a3' },
    'defining_your_values.items.value_discipline.description': {
      text: '遵守约定的流程，按计划和期限办事。',
      source: '06c4f9e4fd5bab',
    },
    'defining_your_values.items.value_fun.label': { text: '乐趣', source: '050779bb7cd754' },
    'defining_your_values.items.value_fun.description': {
      text: '享受工作，也享受与同事共事。',
      source: '13af72e9c6a8d8',
    },
    'defining_your_values.items.value_service.label': { text: '服务精神', source: '03220ccf27e3c6' },
    'defining_your_values.items.value_service.description': {
      text: '把内外部他人的需求放在首位。',
      source: '1b3f59101b57e7',
    },
    'defining_your_values.items.value_entrepreneurship.label': { text: '创业精神', source: '094e138dcf240b' },
    'defining_your_values.items.value_entrepreneurship.description': {
      text: '发现机会，并机智地把握机会。',
      source: '0f9dc8afa1e47d',
    },
    'identifying_key_traits.title': { text: '识别关键特质', source: '033fadf136cd7b' },
    'identifying_key_traits.instructions': {
      text: '请评估每项个人特质对在该岗位上取得成功的重要程度。',
      source: '07ae140aac99ce',
    },
    'identifying_key_traits.items.trait_curious.label': { text: '好奇', source: '1ffbdb180f2709' },
    'identifying_key_traits.items.trait_curious.description': {
      text: '爱提问，想弄明白事物如何运作。',
      source: '1cbaf588b91727',
    },
    'identifying_key_traits.items.trait_dependable.label': { text: '值得信赖', source: '097a2cd86bf5fe' },
    'identifying_key_traits.items.trait_dependable.description': {
      text: '说到做到，按时完成。',
      source: '152ab135a5a515',
    },
    'identifying_key_traits.items.trait_adaptable.label': { text: '适应力强', source: '06c81327a5682c' },
    'identifying_key_traits.items.trait_adaptable.description': {
      text: '冷静地应对变化和新情况。',
      source: '11c9eabb566a8f',
    },
    'identifying_key_traits.items.trait_detail_oriented.label': { text: '注重细节', source: '1e31e9158146e6' },
    'identifying_key_traits.items.trait_detail_oriented.description': {
      text: '能发现小错误，并仔细检查工作。',
      source: '1b435a550d3c60',
    },
    'identifying_key_traits.items.trait_proactive.label': { text: '积极主动', source: '0a32166fdcb592' },
    'identifying_key_traits.items.trait_proactive.description': {
      text: '预见问题，不等别人要求就行动。',
      source: '19420d00497c04',
    },
    'identifying_key_traits.items.trait_collaborative.label': { text: '善于协作', source: '19a2af78cc0354' },
    'identifying_key_traits.items.trait_collaborative.description': {
      text: '与他人合作良好，乐于分享信息。',
      source: '02ac6f02d34f1e',
    },
    'identifying_key_traits.items.trait_empathetic.label': { text: '富有同理心', source: '0da03d8729d1aa' },
    'identifying_key_traits.items.trait_empathetic.description': {
      text: '理解他人的感受和观点。',
      source: '0e191939c3ee1d',
    },
    'identifying_key_traits.items.trait_resilient.label': { text: '抗压能力强', source: '04076674826951' },
    'identifying_key_traits.items.trait_resilient.description': {
      text: '能从挫折中恢复，在压力下保持情绪稳定。',
      source: '1fcaa81ea1681c',
    },
    'identifying_key_traits.items.trait_analytical.label': { text: '善于分析', source: '044a78e81d5f9a' },
    'identifying_key_traits.items.trait_analytical.description': {
      text: '拆解问题，并依据证据进行推理。',
      source: '074c2e08554e74',
    },
    'identifying_key_traits.items.trait_creative.label': { text: '有创意', source: '1df7097da5ee73' },
    'identifying_key_traits.items.trait_creative.description': {
      text: '提出原创的想法和新的方法。',
      source: '026106e93ab8b1',
    },
    'identifying_key_traits.items.trait_organized.label': { text: '有条理', source: '0f99e42bcbbd8c' },
    'identifying_key_traits.items.trait_organized.description': {
      text: '提前规划，让工作和信息井然有序。',
      source: '1935590e9384cc',
    },
    'identifying_key_traits.items.trait_self_motivated.label': { text: '自我驱动', source: '1d2ebd8e67457d' },
    'identifying_key_traits.items.trait_self_motivated.description': {
      text: '无需持续指导也能坚持推进。',
      source: '1fae051183a3ce',
    },
    'identifying_key_traits.items.trait_honest.label': { text: '诚实', source: '196c53e350e81a' },
    'identifying_key_traits.items.trait_honest.description': { text: '说真话，承认错误。', source: '0a81e6dff7da6b' },
    'identifying_key_traits.items.trait_respectful.label': { text: '尊重他人', source: '0e45e91b09ef9a' },
    'identifying_key_traits.items.trait_respectful.description': {
      text: '礼貌对待同事，即使意见不一致时也是如此。',
      source: '1d476154287d49',
    },
    'identifying_key_traits.items.trait_good_communicator.label': { text: '表达清晰', source: '1cf1940339f372' },
    'identifying_key_traits.items.trait_good_communicator.description': {
      text: '无论口头还是书面，都能清楚地解释想法。',
      source: '1806c080a9ff37',
    },
    'identifying_key_traits.items.trait_good_listener.label': { text: '善于倾听', source: '03cb10a10a6556' },
    'identifying_key_traits.items.trait_good_listener.description': {
      text: '先完整听完再作回应。',
      source: '10b8213694dbb6',
    },
    'identifying_key_traits.items.trait_decisive.label': { text: '果断', source: '08b0d6e19ba536' },
    'identifying_key_traits.items.trait_decisive.description': {
      text: '利用现有信息及时做出决定。',
      source: '0a5cb9cb2a38a9',
    },
    'identifying_key_traits.items.trait_patient.label': { text: '有耐心', source: '0419a5b5198ab1' },
    'identifying_key_traits.items.trait_patient.description': {
      text: '面对缓慢的进展和需要更多时间的人时保持冷静。',
      source: '0c456ccda88810',
    },
    'identifying_key_traits.items.trait_humble.label': { text: '谦虚', source: '0e0c7baa76c137' },
    'identifying_key_traits.items.trait_humble.description': {
      text: '分享功劳，也愿意承认自己可能是错的。',
      source: '071fdf36f81e3d',
    },
    'identifying_key_traits.items.trait_confident.label': { text: '自信', source: '09be08bd8d7840' },
    'identifying_key_traits.items.trait_confident.description': {
      text: '行事有把握，清楚表达观点。',
      source: '0a047bec62064a',
    },
    'identifying_key_traits.items.trait_persistent.label': { text: '坚持不懈', source: '04bf8cccce67bc' },
    'identifying_key_traits.items.trait_persistent.description': {
      text: '持续攻克难题，直到解决为止。',
      source: '01ddce26860095',
    },
    'identifying_key_traits.items.trait_open_minded.label': { text: '思想开放', source: '18cc047f0847f4' },
    'identifying_key_traits.items.trait_open_minded.description': {
      text: '考虑新的想法和与自己不同的观点。',
      source: '0752834d9e42d2',
    },
    'identifying_key_traits.items.trait_calm_under_pressure.label': { text: '临危不乱', source: '1bbdadfb3dda0b' },
    'identifying_key_traits.items.trait_calm_under_pressure.description': {
      text: '在时间紧迫或出现问题时仍能清晰思考。',
      source: '058c7e19081460',
    },
    'identifying_key_traits.items.trait_accountable.label': { text: '负责任', source: '0ba38ac9510de9' },
    'identifying_key_traits.items.trait_accountable.description': {
      text: '对结果负责，无论好坏。',
      source: '02a3cf6759c18c',
    },
    'identifying_key_traits.items.trait_positive.label': { text: '积极乐观', source: '0cbca498385150' },
    'identifying_key_traits.items.trait_positive.description': {
      text: '保持建设性的态度，提振团队士气。',
      source: '03d35ba45caa07',
    },
    'identifying_key_traits.items.trait_leadership.label': { text: '以身作则', source: '0941f916f67a00' },
    'identifying_key_traits.items.trait_leadership.description': {
      text: '通过自己的行为和标准引导他人。',
      source: '1deba6d3e5ae73',
    },
    'identifying_key_traits.items.trait_resourceful.label': { text: '足智多谋', source: '13dea86dbc622d' },
    'identifying_key_traits.items.trait_resourceful.description': {
      text: '能在资源有限的情况下找到把事情办成的方法。',
      source: '049b32f7d1ff9d',
    },
    'identifying_key_traits.items.trait_customer_minded.label': { text: '有客户意识', source: '00ce8893238bbb' },
    'identifying_key_traits.items.trait_customer_minded.description': {
      text: '在日常决策中考虑客户体验。',
      source: '03455acbcafddd',
    },
    'identifying_key_traits.items.trait_eager_to_learn.label': { text: '渴望学习', source: '033bbe45ada9ca' },
    'identifying_key_traits.items.trait_eager_to_learn.description': {
      text: '主动寻求反馈，快速掌握新技能。',
      source: '0113ce6710cb57',
    },
    'identifying_key_traits.items.trait_ethical.label': { text: '有道德', source: '143c6bc81c4a28' },
    'identifying_key_traits.items.trait_ethical.description': {
      text: '考虑什么是对的，而不仅仅是什么是被允许的。',
      source: '0d57029500f200',
    },
    'identifying_key_traits.items.trait_independent.label': { text: '独立', source: '09f439f7e4bc75' },
    'identifying_key_traits.items.trait_independent.description': {
      text: '在很少监督的情况下也能高效工作。',
      source: '1be2b5139f68dd',
    },
    'identifying_key_traits.items.trait_energetic.label': { text: '精力充沛', source: '0c6a100273cd50' },
    'identifying_key_traits.items.trait_energetic.description': {
      text: '为工作带来干劲和节奏。',
      source: '0d1f5cc91ef92d',
    },
  },
} satisfies SectionLocaleFile;
