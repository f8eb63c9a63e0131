import type { SectionLocaleFile } from '../../locale-file';

// acceptable_behaviors in ko: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: '허용되는 행동', source: '0cdf5a0121c54f' },
    instructions: {
      text: '각 상황이 여러분이 설명하는 직장에서 어떻게 다뤄질지 선택해 주세요.',
      source: '013e39bf4830a1',
    },
    'scale.0.label': { text: '허용됨', source: '066514f39ebba4' },
    'scale.1.label': { text: '좋게 보지 않음', source: '0df4abb48b3ffe' },
    'scale.2.label': { text: '적극적으로 만류함', source: '1df7be03ee27fe' },
    'scale.3.label': { text: '징계 대상', source: '16bd16b4abe286' },
    'scale.4.label': { text: '무관용 원칙', source: '050830ff71a0f5' },
    'scenarios.scenario_1.text': {
      text: '한 직원이 자주 15분씩 늦게 오지만, 그만큼 늦게까지 남아 시간을 채웁니다.',
      source: '15edbd6fdc3064',
    },
    'scenarios.scenario_2.text': {
      text: '누군가 펜이나 노트 같은 사무용품을 개인 용도로 집에 가져갑니다.',
      source: '11f06822a8ddaf',
    },
    'scenarios.scenario_3.text': {
      text: '한 팀원이 발표되기 전인 조직 개편의 세부 내용을 동료에게 알려 줍니다.',
      source: '0fefdc53cdba50',
    },
    'scenarios.scenario_4.text': {
      text: '한 직원이 계약 협상 중에 공급업체로부터 값비싼 선물을 받습니다.',
      source: '0b035b43235684',
    },
    'scenarios.scenario_5.text': {
      text: '한 관리자가 회의 중 팀 전체 앞에서 팀원의 업무를 비판합니다.',
      source: '109ef76805db85',
    },
    'scenarios.scenario_6.text': {
      text: '누군가 회의에서 동료의 아이디어를 출처를 밝히지 않고 발표합니다.',
      source: '0e10dcdcac1400',
    },
    'scenarios.scenario_7.text': {
      text: '한 직원이 근무 시간에 하루 한 시간 정도를 개인 SNS에 씁니다.',
      source: '0593581cc6e2f0',
    },
    'scenarios.scenario_8.text': {
      text: '한 팀원이 근무 기록표의 시간을 가장 가까운 반나절 단위로 올려서 적습니다.',
      source: '0a25e18024b6c5',
    },
    'scenarios.scenario_9.text': {
      text: '한 직원이 동료의 억양을 두고 일부 사람들이 불쾌하게 여기는 농담을 합니다.',
      source: '1aa6ea7b7a22c9',
    },
    'scenarios.scenario_10.text': {
      text: '누군가 촉박한 마감을 맞추려고 필수 안전 점검이나 품질 점검을 건너뜁니다.',
      source: '0a3c4820bf64d3',
    },
    'scenarios.scenario_11.text': {
      text: '한 직원이 개인 메신저 앱으로 고객 정보를 동료에게 보냅니다.',
      source: '1e9a1ea647c2b9',
    },
    'scenarios.scenario_12.text': {
      text: '한 팀원이 아무에게도 알리지 않고 저녁마다 다른 회사의 유급 부업 프로젝트를 합니다.',
      source: '180f5e3157bbcc',
    },
    'scenarios.scenario_13.text': {
      text: '누군가 다른 팀 사람들에게 자기 관리자에 대한 불만을 공공연히 이야기합니다.',
      source: '1c47a26f63a8bb',
    },
    'scenarios.scenario_14.text': {
      text: '한 직원이 퇴근 후나 주말에 온 업무 메시지에 답하지 않습니다.',
      source: '0cfd56f282570f',
    },
    'scenarios.scenario_15.text': {
      text: '한 관리자가 공개 채용 절차 없이 가까운 친구를 빈자리에 채용합니다.',
      source: '04a409b603b242',
    },
  },
} satisfies SectionLocaleFile;
