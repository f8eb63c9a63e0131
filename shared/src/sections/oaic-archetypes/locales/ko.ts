import type { SectionLocaleFile } from '../../locale-file';

// oaic_archetypes in ko: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: '조직 문화 프로필', source: '1fa5ef776627e7' },
    instructions: {
      text: '각 주제마다 네 가지 문장이 조직을 얼마나 잘 설명하는지에 따라 100점을 나누어 주세요. 가장 잘 맞는 문장에 가장 많은 점수를 주세요.',
      source: '08bb288d1456a6',
    },
    'perspectives.now': { text: '현재의 모습', source: '023c06c1655412' },
    'perspectives.preferred': { text: '우리가 바라는 모습', source: '1c7749c153fe36' },
    'types.collaborate.name': { text: '협력형', source: '1b4db51cdfcca5' },
    'types.collaborate.description': {
      text: '사람 중심이고 결속력이 강합니다. 성공은 헌신, 성장, 팀워크에서 나옵니다.',
      source: '1838d7066709c6',
    },
    'types.create.name': { text: '창조형', source: '017309f0f9f564' },
    'types.create.description': {
      text: '창의적이고 빠르게 움직입니다. 성공은 새로운 아이디어, 실험, 남보다 앞서는 것에서 나옵니다.',
      source: '113363b587295c',
    },
    'types.compete.name': { text: '경쟁형', source: '0aaba8aca39f9a' },
    'types.compete.description': {
      text: '성과 중심이고 야심 찹니다. 성공은 목표 달성과 시장에서의 승리에서 나옵니다.',
      source: '075c7ab54cbe3e',
    },
    'types.control.name': { text: '통제형', source: '05a289608909dd' },
    'types.control.description': {
      text: '체계적이고 믿을 수 있습니다. 성공은 명확한 프로세스, 효율성, 일관성에서 나옵니다.',
      source: '14f014f09f510f',
    },
    'dimensions.strategic_emphases.title': { text: '전략적 우선순위', source: '06881e6b055b2b' },
    'dimensions.strategic_emphases.prompt': {
      text: '조직은 미래를 위해 어디에 노력을 쏟고 있나요?',
      source: '0da3c7dab74591',
    },
    'dimensions.strategic_emphases.options.collaborate.text': {
      text: '사람에 대한 투자: 역량을 키우고, 높은 신뢰를 유지하며, 모두가 팀의 일원이라고 느끼게 합니다.',
      source: '1a83febc29be0b',
    },
    'dimensions.strategic_emphases.options.create.text': {
      text: '다음 기회 발굴: 새로운 상품, 새로운 시장, 실험에서 얻는 빠른 교훈.',
      source: '0296d46b72302c',
    },
    'dimensions.strategic_emphases.options.compete.text': {
      text: '경쟁자 앞지르기: 점유율 확대, 거래 수주, 측정 가능한 목표 초과 달성.',
      source: '0974a716348f01',
    },
    'dimensions.strategic_emphases.options.control.text': {
      text: '원활한 운영: 예측 가능한 비용, 일관된 납품, 적은 돌발 상황.',
      source: '0521638db12fef',
    },
    'dimensions.organization_glue.title': { text: '우리를 하나로 묶는 것', source: '0a017b28243d65' },
    'dimensions.organization_glue.prompt': {
      text: '사람들이 조직에 계속 헌신하게 만드는 것은 무엇인가요?',
      source: '01d9739c3f3f59',
    },
    'dimensions.organization_glue.options.collaborate.text': {
      text: '서로에 대한 충성심과 공유된 소속감.',
      source: '0bc4f42ca0de92',
    },
    'dimensions.organization_glue.options.create.text': {
      text: '누구보다 먼저 새로운 것을 만드는 설렘.',
      source: '0669e882b2ea0a',
    },
    'dimensions.organization_glue.options.compete.text': {
      text: '이기고 성과를 내려는 공통된 의지.',
      source: '0a8f008a90dda5',
    },
    'dimensions.organization_glue.options.control.text': {
      text: '명확한 규칙, 합의된 절차, 믿을 수 있는 일상 업무.',
      source: '183c7138043ea3',
    },
    'dimensions.dominant_characteristics.title': { text: '일상의 분위기', source: '11a017aa436bca' },
    'dimensions.dominant_characteristics.prompt': {
      text: '이곳에서 매일 일하는 것은 어떤 느낌인가요?',
      source: '0a2ded60577abc',
    },
    'dimensions.dominant_characteristics.options.collaborate.text': {
      text: '가깝고 서로 돕는 분위기: 사람들이 솔직하게 공유하고 서로를 챙깁니다.',
      source: '00fddf67309a1c',
    },
    'dimensions.dominant_characteristics.options.create.text': {
      text: '활기차고 실험적인 분위기: 사람들이 시도하고, 모험하고, 시행착오를 받아들입니다.',
      source: '0186dd3ed9d217',
    },
    'dimensions.dominant_characteristics.options.compete.text': {
      text: '치열하고 성과 중심적인 분위기: 사람들은 이룬 성과로 평가받습니다.',
      source: '1ea6d08bd99dfe',
    },
    'dimensions.dominant_characteristics.options.control.text': {
      text: '질서 있고 명확한 분위기: 일은 정해진 절차를 따르고 기대치가 분명합니다.',
      source: '14b6336cecf01f',
    },
    'dimensions.management_of_employees.title': { text: '사람을 관리하는 방식', source: '0f48d9a2da90e4' },
    'dimensions.management_of_employees.prompt': {
      text: '조직은 구성원을 어떻게 관리하고 대하나요?',
      source: '142b81c7d13da3',
    },
    'dimensions.management_of_employees.options.collaborate.text': {
      text: '참여시킵니다: 결정은 함께 논의하고 함께 내립니다.',
      source: '15d8bcb56a2c48',
    },
    'dimensions.management_of_employees.options.create.text': {
      text: '주도적으로 행동하고 자신의 아이디어를 책임질 자유를 줍니다.',
      source: '1b9d5db64fd085',
    },
    'dimensions.management_of_employees.options.compete.text': {
      text: '높은 목표를 세우고 이를 달성한 사람에게 보상합니다.',
      source: '17e88d63dec41c',
    },
    'dimensions.management_of_employees.options.control.text': {
      text: '안정적인 역할, 공정한 규칙, 일관된 대우를 제공합니다.',
      source: '0a3b875ebeeb30',
    },
    'dimensions.criteria_of_success.title': { text: '성공을 측정하는 방식', source: '01f5a42ef5cce9' },
    'dimensions.criteria_of_success.prompt': { text: '조직은 무엇을 성공으로 여기나요?', source: '1f735abc3f44eb' },
    'dimensions.criteria_of_success.options.collaborate.text': {
      text: '몰입한 구성원들이 성장하고, 잘 협력하며, 오래 머무는 것.',
      source: '0320a1a8771f95',
    },
    'dimensions.criteria_of_success.options.create.text': {
      text: '새롭고 업계를 앞서가는 제품이나 서비스를 출시하는 것.',
      source: '1e72937ddaa7d9',
    },
    'dimensions.criteria_of_success.options.compete.text': {
      text: '시장을 선도하고, 경쟁사보다 더 많이 팔고, 매출을 늘리는 것.',
      source: '0e7b7fb8f89b6e',
    },
    'dimensions.criteria_of_success.options.control.text': {
      text: '낮은 비용과 적은 오류로 믿을 수 있게 제때 납품하는 것.',
      source: '1192f7298833c7',
    },
    'dimensions.organizational_leadership.title': { text: '리더십 스타일', source: '1af8c1f16ac4a0' },
    'dimensions.organizational_leadership.prompt': {
      text: '조직의 리더들은 대체로 어떤 사람들인가요?',
      source: '0efe3e16b55a9a',
    },
    'dimensions.organizational_leadership.options.collaborate.text': {
      text: '사람들의 성장을 돕는 코치이자 멘토.',
      source: '1305e69de79661',
    },
    'dimensions.organizational_leadership.options.create.text': {
      text: '대담한 아이디어와 계산된 위험을 장려하는 비전가.',
      source: '00980300258b51',
    },
    'dimensions.organizational_leadership.options.compete.text': {
      text: '목표와 승리에 집중하는 추진력 강한 성취가.',
      source: '0d3a6afa9092a8',
    },
    'dimensions.organizational_leadership.options.control.text': {
      text: '일이 원활하게 돌아가도록 하는 조직가이자 조정자.',
      source: '1ae436d72cbc2c',
    },
  },
} satisfies SectionLocaleFile;
