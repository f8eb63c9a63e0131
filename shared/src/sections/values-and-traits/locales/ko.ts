import type { SectionLocaleFile } from '../../locale-file';

// values_and_traits in ko: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    'defining_your_values.title': { text: '나의 가치 정의하기', source: '1d93e8a39d99d4' },
    'defining_your_values.instructions': {
      text: "직장에서 각 가치가 나에게 얼마나 중요한지 '전혀 중요하지 않음'부터 '가장 중요함'까지 평가해 주세요.",
      source: '1b492698c5d9ea',
    },
    'defining_your_values.items.value_integrity.label': { text: '진실성', source: '1fc6198b7c8928' },
    'defining_your_values.items.value_integrity.description': {
      text: '아무도 보지 않을 때에도 옳은 일을 합니다.',
      source: '051d845b031e5b',
    },
    'defining_your_values.items.value_honesty.label': { text: '정직', source: '1f46703d91cb3c' },
    'defining_your_values.items.value_honesty.description': {
      text: '반갑지 않은 소식을 포함해 사실을 그대로 말합니다.',
      source: '1063a52368cfdf',
    },
    'defining_your_values.items.value_transparency.label': { text: '투명성', source: '167755820ac598' },
    'defining_your_values.items.value_transparency.description': {
      text: '정보와 결정의 이유를 공개적으로 공유합니다.',
      source: '16f33c0f866237',
    },
    'defining_your_values.items.value_accountability.label': { text: '책임감', source: '0785afa5d2037c' },
    'defining_your_values.items.value_accountability.description': {
      text: '결과에 책임을 지고 약속을 끝까지 지킵니다.',
      source: '0cd2dc1078f07a',
    },
    'defining_your_values.items.value_respect.label': { text: '존중', source: '180e0a3a4a5c4f' },
    'defining_your_values.items.value_respect.description': {
      text: '모든 사람을 품위와 배려로 대합니다.',
      source: '00df8b64cedd06',
    },
    'defining_your_values.items.value_trust.label': { text: '신뢰', source: '155d9004e977e7' },
    'defining_your_values.items.value_trust.description': {
      text: '서로에게 의지하고, 다른 사람이 의지할 수 있는 사람이 됩니다.',
      source: '0a87a610200134',
    },
    'defining_your_values.items.value_teamwork.label': { text: '팀워크', source: '05366f08c4bf4d' },
    'defining_your_values.items.value_teamwork.description': {
      text: '혼자서는 이룰 수 없는 것을 함께 이뤄냅니다.',
      source: '0d01b709cb916d',
    },
    'defining_your_values.items.value_collaboration.label': { text: '협업', source: '07e65bd0df18c6' },
    'defining_your_values.items.value_collaboration.description': {
      text: '팀의 경계를 넘어 일하고 공을 기꺼이 나눕니다.',
      source: '06cd1de2e5d750',
    },
    'defining_your_values.items.value_customer_focus.label': { text: '고객 중심', source: '0d78861f8a16bc' },
    'defining_your_values.items.value_customer_focus.description': {
      text: '고객이 필요로 하는 것에서 출발하고, 고객의 성과로 성공을 측정합니다.',
      source: '14717261b19b18',
    },
    'defining_your_values.items.value_innovation.label': { text: '혁신', source: '1d451a243e63b2' },
    'defining_your_values.items.value_innovation.description': {
      text: '가치를 만들어 낼 새롭고 더 나은 방법을 찾습니다.',
      source: '164d1530402614',
    },
    'defining_your_values.items.value_creativity.label': { text: '창의성', source: '096a5859e6ad97' },
    'defining_your_values.items.value_creativity.description': {
      text: '독창적인 아이디어와 상상력 있는 해결책을 내놓습니다.',
      source: '0b08754459b47b',
    },
    'defining_your_values.items.value_excellence.label': { text: '탁월함', source: '0383191291606f' },
    'defining_your_values.items.value_excellence.description': {
      text: '높은 업무 기준을 지키고 시간이 지날수록 기준을 높여 갑니다.',
      source: '03ccb09223823c',
    },
    'defining_your_values.items.value_quality.label': { text: '품질', source: '1ec00fba6be639' },
    'defining_your_values.items.value_quality.description': {
      text: '세부 사항을 제대로 챙겨 처음부터 결과가 제대로 작동하게 합니다.',
      source: '156d7b316a7b9b',
    },
    'defining_your_values.items.value_continuous_learning.label': { text: '지속적인 학습', source: '07b34fc49d6bf5' },
    'defining_your_values.items.value_continuous_learning.description': {
      text: '역량과 지식을 쌓고 실수에서 배웁니다.',
      source: '019f4fff8788c9',
    },
    'defining_your_values.items.value_growth.label': { text: '성장', source: '157f51e79160bf' },
    'defining_your_values.items.value_growth.description': {
      text: '사람과 조직이 역량과 영향력을 키우도록 돕습니다.',
      source: '01a1c10082fc62',
    },
    'defining_your_values.items.value_diversity_inclusion.label': { text: '다양성과 포용', source: '035e945f571b2f' },
    'defining_your_values.items.value_diversity_inclusion.description': {
      text: '다양한 배경을 환영하고 모든 목소리가 들리도록 합니다.',
      source: '0c65982e513d34',
    },
    'defining_your_values.items.value_fairness.label': { text: '공정성', source: '11f4116abc8df3' },
    'defining_your_values.items.value_fairness.description': {
      text: '모두에게 같은 기준을 적용하고 능력에 따라 결정합니다.',
      source: '1e6e2c9b4e7677',
    },
    'defining_your_values.items.value_empathy.label': { text: '공감', source: '011e3759951b0e' },
    'defining_your_values.items.value_empathy.description': {
      text: '다른 사람의 감정을 이해하고 배려하며 행동합니다.',
      source: '1791151afa0ac3',
    },
    'defining_your_values.items.value_wellbeing.label': { text: '웰빙', source: '0e6ce365030e2b' },
    'defining_your_values.items.value_wellbeing.description': {
      text: '건강, 균형, 지속 가능한 업무 속도를 챙깁니다.',
      source: '1ab8736b02e8ed',
    },
    'defining_your_values.items.value_safety.label': { text: '안전', source: '1018e0e973b4fa' },
    'defining_your_values.items.value_safety.description': {
      text: '신체적, 심리적 위해로부터 사람을 보호합니다.',
      source: '13e87ee0c52634',
    },
    'defining_your_values.items.value_ownership.label': { text: '주인의식', source: '104a0d8d652812' },
    'defining_your_values.items.value_ownership.description': {
      text: '주인처럼 행동합니다. 하나의 업무만이 아니라 결과 전체를 챙깁니다.',
      source: '1538b410ba9f05',
    },
    'defining_your_values.items.value_initiative.label': { text: '주도성', source: '05fa9c2617b525' },
    'defining_your_values.items.value_initiative.description': {
      text: '요청을 기다리지 않고 먼저 행동합니다.',
      source: '1fb00ebff37aeb',
    },
    'defining_your_values.items.value_results_orientation.label': { text: '성과 지향', source: '061c4909b6911e' },
    'defining_your_values.items.value_results_orientation.description': {
      text: '가장 중요한 결과에 노력을 집중합니다.',
      source: '1f81044e1873b4',
    },
    'defining_your_values.items.value_efficiency.label': { text: '효율성', source: '1a8fd03b18d58e' },
    'defining_your_values.items.value_efficiency.description': {
      text: '시간, 비용, 노력을 현명하게 쓰고 낭비를 없앱니다.',
      source: '0456e83c213c1d',
    },
    'defining_your_values.items.value_agility.label': { text: '민첩성', source: '1cdc23477d06c0' },
    'defining_your_values.items.value_agility.description': {
      text: '사실이나 우선순위가 바뀌면 빠르게 적응합니다.',
      source: '17f4e348aff832',
    },
    'defining_your_values.items.value_resilience.label': { text: '회복탄력성', source: '08e52f8e51f4c5' },
    'defining_your_values.items.value_resilience.description': {
      text: '좌절에서 회복하고 계속 나아갑니다.',
      source: '144859e7a2b3e0',
    },
    'defining_your_values.items.value_courage.label': { text: '용기', source: '025995522d0d26' },
    'defining_your_values.items.value_courage.description': {
      text: '의견을 말하고, 신중하게 판단한 위험을 감수하며, 현 상황에 문제를 제기합니다.',
      source: '0588f9a477286f',
    },
    'defining_your_values.items.value_humility.label': { text: '겸손', source: '1dbefd00d9b222' },
    'defining_your_values.items.value_humility.description': {
      text: '모르는 것을 인정하고 다른 사람의 기여를 소중히 여깁니다.',
      source: '07356ef1d05dcf',
    },
    'defining_your_values.items.value_open_communication.label': { text: '열린 소통', source: '12c4142599e869' },
    'defining_your_values.items.value_open_communication.description': {
      text: '솔직한 피드백을 직접적이고 친절하게 주고받습니다.',
      source: '0afd1e0f1f951d',
    },
    'defining_your_values.items.value_sustainability.label': { text: '지속 가능성', source: '03d7761bd86238' },
    'defining_your_values.items.value_sustainability.description': {
      text: '사람, 지구, 비즈니스에 미치는 장기적인 영향을 고려합니다.',
      source: '0b18f1d3308eb5',
    },
    'defining_your_values.items.value_social_responsibility.label': { text: '사회적 책임', source: '09ef4a1b45dea1' },
    'defining_your_values.items.value_social_responsibility.description': {
      text: '우리가 일하는 지역 사회에 긍정적으로 기여합니다.',
      source: '0dc708fbb6b8b0',
    },
    'defining_your_values.items.value_reliability.label': { text: '신뢰성', source: '0afaec48feeb08' },
    'defining_your_values.items.value_reliability.description': {
      text: '꾸준히 성과를 내어 다른 사람들이 우리를 믿고 계획할 수 있게 합니다.',
      source: '1f43f8cb0d2834',
    },
    'defining_your_values.items.value_simplicity.label': { text: '단순함', source: '01db3af4318ec0' },
    'defining_your_values.items.value_simplicity.description': {
      text: '복잡한 해결책보다 명확하고 단순한 해결책을 선호합니다.',
      source: '0e120ac066a8c6',
    },
    'defining_your_values.items.value_autonomy.label': { text: '자율성', source: '03738f0e40ccd7' },
    'defining_your_values.items.value_autonomy.description': {
      text: '사람들이 자신의 일하는 방식을 스스로 정하도록 믿고 맡깁니다.',
      source: '1576ca92315493',
    },
    'defining_your_values.items.value_recognition.label': { text: '인정', source: '115057f00d7d88' },
    'defining_your_values.items.value_recognition.description': {
      text: '좋은 성과와 노력을 알아보고 축하합니다.',
      source: '04e750224491b9',
    },
    'defining_your_values.items.value_passion.label': { text: '열정', source: '1e0740319ebbcf' },
    'defining_your_values.items.value_passion.description': {
      text: '일과 사명에 에너지와 열의를 불어넣습니다.',
      source: '0c71511a62f51a',
    },
    'defining_your_values.items.value_loyalty.label': { text: '충성심', source: '0762c730bcb46f' },
    'defining_your_values.items.value_loyalty.description': {
      text: '오랫동안 동료, 고객, 조직의 곁을 지킵니다.',
      source: '18809d624c862e',
    },
    'defining_your_values.items.value_data_driven.label': { text: '데이터 기반 의사결정', source: '0ddeee25447710' },
    'defining_your_values.items.value_data_driven.description': {
      text: '의견만이 아니라 근거를 바탕으로 결정합니다.',
      source: '0248c9923c9a25',
    },
    'defining_your_values.items.value_discipline.label': { text: '규율', source: '1a7b326a8ba9a3' },
    'defining_your_values.items.value_discipline.description': {
      text: '합의된 프로세스를 따르고 계획과 마감을 지킵니다.',
      source: '06c4f9e4fd5bab',
    },
    'defining_your_values.items.value_fun.label': { text: '즐거움', source: '050779bb7cd754' },
    'defining_your_values.items.value_fun.description': {
      text: '일과 함께 일하는 사람들을 즐깁니다.',
      source: '13af72e9c6a8d8',
    },
    'defining_your_values.items.value_service.label': { text: '봉사', source: '03220ccf27e3c6' },
    'defining_your_values.items.value_service.description': {
      text: '조직 안팎의 다른 사람의 필요를 먼저 생각합니다.',
      source: '1b3f59101b57e7',
    },
    'defining_your_values.items.value_entrepreneurship.label': { text: '기업가 정신', source: '094e138dcf240b' },
    'defining_your_values.items.value_entrepreneurship.description': {
      text: '기회를 포착하고 수완 있게 실행합니다.',
      source: '0f9dc8afa1e47d',
    },
    'identifying_key_traits.title': { text: '핵심 특성 파악하기', source: '033fadf136cd7b' },
    'identifying_key_traits.instructions': {
      text: '이 직무에서 성공하는 데 각 개인 특성이 얼마나 중요한지 평가해 주세요.',
      source: '07ae140aac99ce',
    },
    'identifying_key_traits.items.trait_curious.label': { text: '호기심이 많음', source: '1ffbdb180f2709' },
    'identifying_key_traits.items.trait_curious.description': {
      text: '질문을 하고 일이 어떻게 돌아가는지 이해하려 합니다.',
      source: '1cbaf588b91727',
    },
    'identifying_key_traits.items.trait_dependable.label': { text: '믿음직함', source: '097a2cd86bf5fe' },
    'identifying_key_traits.items.trait_dependable.description': {
      text: '하겠다고 한 일을 제때 해냅니다.',
      source: '152ab135a5a515',
    },
    'identifying_key_traits.items.trait_adaptable.label': { text: '적응력이 있음', source: '06c81327a5682c' },
    'identifying_key_traits.items.trait_adaptable.description': {
      text: '변화와 새로운 상황에 침착하게 적응합니다.',
      source: '11c9eabb566a8f',
    },
    'identifying_key_traits.items.trait_detail_oriented.label': { text: '꼼꼼함', source: '1e31e9158146e6' },
    'identifying_key_traits.items.trait_detail_oriented.description': {
      text: '작은 오류를 알아차리고 일을 세심하게 확인합니다.',
      source: '1b435a550d3c60',
    },
    'identifying_key_traits.items.trait_proactive.label': { text: '선제적임', source: '0a32166fdcb592' },
    'identifying_key_traits.items.trait_proactive.description': {
      text: '문제를 예상하고 요청받기 전에 행동합니다.',
      source: '19420d00497c04',
    },
    'identifying_key_traits.items.trait_collaborative.label': { text: '협력적임', source: '19a2af78cc0354' },
    'identifying_key_traits.items.trait_collaborative.description': {
      text: '다른 사람과 잘 일하고 정보를 기꺼이 공유합니다.',
      source: '02ac6f02d34f1e',
    },
    'identifying_key_traits.items.trait_empathetic.label': { text: '공감 능력이 있음', source: '0da03d8729d1aa' },
    'identifying_key_traits.items.trait_empathetic.description': {
      text: '다른 사람의 감정과 관점을 이해합니다.',
      source: '0e191939c3ee1d',
    },
    'identifying_key_traits.items.trait_resilient.label': { text: '회복력이 있음', source: '04076674826951' },
    'identifying_key_traits.items.trait_resilient.description': {
      text: '좌절에서 다시 일어서고 압박 속에서도 안정된 기분을 유지합니다.',
      source: '1fcaa81ea1681c',
    },
    'identifying_key_traits.items.trait_analytical.label': { text: '분석적임', source: '044a78e81d5f9a' },
    'identifying_key_traits.items.trait_analytical.description': {
      text: '문제를 나누어 보고 근거에 따라 추론합니다.',
      source: '074c2e08554e74',
    },
    'identifying_key_traits.items.trait_creative.label': { text: '창의적임', source: '1df7097da5ee73' },
    'identifying_key_traits.items.trait_creative.description': {
      text: '독창적인 아이디어와 새로운 접근법을 내놓습니다.',
      source: '026106e93ab8b1',
    },
    'identifying_key_traits.items.trait_organized.label': { text: '체계적임', source: '0f99e42bcbbd8c' },
    'identifying_key_traits.items.trait_organized.description': {
      text: '미리 계획하고 업무와 정보를 정리된 상태로 유지합니다.',
      source: '1935590e9384cc',
    },
    'identifying_key_traits.items.trait_self_motivated.label': { text: '자기 동기부여가 됨', source: '1d2ebd8e67457d' },
    'identifying_key_traits.items.trait_self_motivated.description': {
      text: '끊임없는 지시 없이도 꾸준히 일합니다.',
      source: '1fae051183a3ce',
    },
    'identifying_key_traits.items.trait_honest.label': { text: '정직함', source: '196c53e350e81a' },
    'identifying_key_traits.items.trait_honest.description': {
      text: '진실을 말하고 실수를 인정합니다.',
      source: '0a81e6dff7da6b',
    },
    'identifying_key_traits.items.trait_respectful.label': { text: '예의 바름', source: '0e45e91b09ef9a' },
    'identifying_key_traits.items.trait_respectful.description': {
      text: '의견이 다를 때에도 동료를 정중하게 대합니다.',
      source: '1d476154287d49',
    },
    'identifying_key_traits.items.trait_good_communicator.label': { text: '명확하게 소통함', source: '1cf1940339f372' },
    'identifying_key_traits.items.trait_good_communicator.description': {
      text: '말과 글로 생각을 분명하게 설명합니다.',
      source: '1806c080a9ff37',
    },
    'identifying_key_traits.items.trait_good_listener.label': { text: '잘 경청함', source: '03cb10a10a6556' },
    'identifying_key_traits.items.trait_good_listener.description': {
      text: '답하기 전에 끝까지 듣습니다.',
      source: '10b8213694dbb6',
    },
    'identifying_key_traits.items.trait_decisive.label': { text: '결단력 있음', source: '08b0d6e19ba536' },
    'identifying_key_traits.items.trait_decisive.description': {
      text: '주어진 정보로 적시에 결정을 내립니다.',
      source: '0a5cb9cb2a38a9',
    },
    'identifying_key_traits.items.trait_patient.label': { text: '인내심 있음', source: '0419a5b5198ab1' },
    'identifying_key_traits.items.trait_patient.description': {
      text: '진척이 느릴 때나 시간이 더 필요한 사람과 함께할 때에도 침착합니다.',
      source: '0c456ccda88810',
    },
    'identifying_key_traits.items.trait_humble.label': { text: '겸손함', source: '0e0c7baa76c137' },
    'identifying_key_traits.items.trait_humble.description': {
      text: '공을 나누고 자신이 틀릴 수 있음을 받아들입니다.',
      source: '071fdf36f81e3d',
    },
    'identifying_key_traits.items.trait_confident.label': { text: '자신감 있음', source: '09be08bd8d7840' },
    'identifying_key_traits.items.trait_confident.description': {
      text: '확신을 가지고 행동하고 의견을 분명히 밝힙니다.',
      source: '0a047bec62064a',
    },
    'identifying_key_traits.items.trait_persistent.label': { text: '끈기 있음', source: '04bf8cccce67bc' },
    'identifying_key_traits.items.trait_persistent.description': {
      text: '어려운 문제가 해결될 때까지 계속 매달립니다.',
      source: '01ddce26860095',
    },
    'identifying_key_traits.items.trait_open_minded.label': { text: '열린 마음', source: '18cc047f0847f4' },
    'identifying_key_traits.items.trait_open_minded.description': {
      text: '새로운 아이디어와 자신과 다른 관점을 고려합니다.',
      source: '0752834d9e42d2',
    },
    'identifying_key_traits.items.trait_calm_under_pressure.label': {
      text: '압박 속에서도 침착함',
      source: '1bbdadfb3dda0b',
    },
    'identifying_key_traits.items.trait_calm_under_pressure.description': {
      text: '마감이 촉박하거나 일이 잘못될 때에도 명확하게 생각합니다.',
      source: '058c7e19081460',
    },
    'identifying_key_traits.items.trait_accountable.label': { text: '책임감 있음', source: '0ba38ac9510de9' },
    'identifying_key_traits.items.trait_accountable.description': {
      text: '좋든 나쁘든 결과에 책임을 집니다.',
      source: '02a3cf6759c18c',
    },
    'identifying_key_traits.items.trait_positive.label': { text: '긍정적임', source: '0cbca498385150' },
    'identifying_key_traits.items.trait_positive.description': {
      text: '건설적인 태도를 유지하고 팀의 사기를 북돋웁니다.',
      source: '03d35ba45caa07',
    },
    'identifying_key_traits.items.trait_leadership.label': { text: '솔선수범함', source: '0941f916f67a00' },
    'identifying_key_traits.items.trait_leadership.description': {
      text: '자신의 행동과 기준으로 다른 사람을 이끕니다.',
      source: '1deba6d3e5ae73',
    },
    'identifying_key_traits.items.trait_resourceful.label': { text: '수완이 좋음', source: '13dea86dbc622d' },
    'identifying_key_traits.items.trait_resourceful.description': {
      text: '제한된 자원으로도 일을 해낼 방법을 찾습니다.',
      source: '049b32f7d1ff9d',
    },
    'identifying_key_traits.items.trait_customer_minded.label': { text: '고객을 생각함', source: '00ce8893238bbb' },
    'identifying_key_traits.items.trait_customer_minded.description': {
      text: '일상적인 결정에서 고객의 경험을 고려합니다.',
      source: '03455acbcafddd',
    },
    'identifying_key_traits.items.trait_eager_to_learn.label': { text: '배움에 적극적임', source: '033bbe45ada9ca' },
    'identifying_key_traits.items.trait_eager_to_learn.description': {
      text: '피드백을 구하고 새로운 기술을 빠르게 익힙니다.',
      source: '0113ce6710cb57',
    },
    'identifying_key_traits.items.trait_ethical.label': { text: '윤리적임', source: '143c6bc81c4a28' },
    'identifying_key_traits.items.trait_ethical.description': {
      text: '허용되는 것뿐 아니라 무엇이 옳은지를 따져 봅니다.',
      source: '0d57029500f200',
    },
    'identifying_key_traits.items.trait_independent.label': { text: '독립적임', source: '09f439f7e4bc75' },
    'identifying_key_traits.items.trait_independent.description': {
      text: '감독이 거의 없어도 효과적으로 일합니다.',
      source: '1be2b5139f68dd',
    },
    'identifying_key_traits.items.trait_energetic.label': { text: '활력이 넘침', source: '0c6a100273cd50' },
    'identifying_key_traits.items.trait_energetic.description': {
      text: '일에 추진력과 속도를 불어넣습니다.',
      source: '0d1f5cc91ef92d',
    },
  },
} satisfies SectionLocaleFile;
