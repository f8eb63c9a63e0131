import type { SectionLocaleFile } from '../../locale-file';

// work_style_identifier in ko: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: '업무 스타일 진단', source: '1f0c60bd73f0f7' },
    instructions: {
      text: '각 상황에서 자연스럽게 할 행동과 가장 가까운 것을 선택해 주세요. 정답이나 오답은 없습니다.',
      source: '1525cac3265adf',
    },
    'styles.people.name': { text: '사람', source: '1e9ca6c7397706' },
    'styles.people.description': { text: '관계, 소통, 팀에 초점을 둡니다.', source: '08675f6ad7cd87' },
    'styles.process.name': { text: '프로세스', source: '00649b56ffd7ce' },
    'styles.process.description': { text: '구조, 계획, 일이 진행되는 방식에 초점을 둡니다.', source: '119d0abb5dea8f' },
    'styles.product.name': { text: '제품', source: '147a8a0545eb31' },
    'styles.product.description': {
      text: '결과물, 그 품질, 사용자에게 주는 가치에 초점을 둡니다.',
      source: '1fe40819dc5447',
    },
    'scenarios.scenario_1.text': {
      text: '이미 진행 중인 새 프로젝트에 합류했습니다. 가장 먼저 무엇을 하나요?',
      source: '0dfafca3038c6e',
    },
    'scenarios.scenario_1.options.option_1.text': {
      text: '팀원들을 한 명씩 만나 어떻게 일하는지 알아봅니다.',
      source: '1c098f33cb6358',
    },
    'scenarios.scenario_1.options.option_2.text': {
      text: '계획, 일정, 의사결정 방식을 읽어 봅니다.',
      source: '01b9a70eafd252',
    },
    'scenarios.scenario_1.options.option_3.text': {
      text: '만들고 있는 것의 현재 버전을 직접 써 봅니다.',
      source: '049008ac0e04b7',
    },
    'scenarios.scenario_2.text': {
      text: '마감을 못 지킬 위험이 있습니다. 어떻게 대응하나요?',
      source: '1f98c8bcca4a8b',
    },
    'scenarios.scenario_2.options.option_1.text': {
      text: '범위를 사용자에게 가장 중요한 기능으로 줄입니다.',
      source: '07e96df1f57c77',
    },
    'scenarios.scenario_2.options.option_2.text': {
      text: '팀이 어떻게 버티고 있는지 살피고 업무량을 다시 나눕니다.',
      source: '086311204fbed5',
    },
    'scenarios.scenario_2.options.option_3.text': {
      text: '남은 작업을 다시 계획하고 병목을 없앱니다.',
      source: '1676c3899ba46e',
    },
    'scenarios.scenario_3.text': {
      text: '두 동료가 작업 방식을 두고 의견이 다릅니다. 어떻게 하나요?',
      source: '1c38b1ce60ae98',
    },
    'scenarios.scenario_3.options.option_1.text': {
      text: '판단 기준과 결정 방법부터 합의하자고 제안합니다.',
      source: '102f2f0769dfc9',
    },
    'scenarios.scenario_3.options.option_2.text': {
      text: '어떤 방식이 더 좋은 결과를 내는지 묻고 시험해 봅니다.',
      source: '15730380078ea3',
    },
    'scenarios.scenario_3.options.option_3.text': {
      text: '각자와 이야기해 걱정하는 점을 이해합니다.',
      source: '05eb79046b6b94',
    },
    'scenarios.scenario_4.text': {
      text: '한 주를 마칠 때 가장 큰 만족감을 주는 것은 무엇인가요?',
      source: '105635f4452bad',
    },
    'scenarios.scenario_4.options.option_1.text': { text: '동료가 성공하도록 도운 것.', source: '18a448df168c17' },
    'scenarios.scenario_4.options.option_2.text': {
      text: '내가 만든 것이 쓰이는 것을 보는 것.',
      source: '06dd5c28e1dd6e',
    },
    'scenarios.scenario_4.options.option_3.text': {
      text: '반복되는 업무를 더 매끄럽게 만든 것.',
      source: '14c25f3b230485',
    },
    'scenarios.scenario_5.text': {
      text: '관리자에게서 모호한 요청을 받았습니다. 첫 단계는 무엇인가요?',
      source: '1f6a3b5b753562',
    },
    'scenarios.scenario_5.options.option_1.text': {
      text: '단계, 담당자, 마감일을 적은 뒤 확인받습니다.',
      source: '0a111ff3e53b8e',
    },
    'scenarios.scenario_5.options.option_2.text': {
      text: '누구를 위한 것이고 무엇을 기대하는지 묻습니다.',
      source: '1d34f94c990a03',
    },
    'scenarios.scenario_5.options.option_3.text': {
      text: '의견을 받을 수 있도록 빠르게 초안을 만듭니다.',
      source: '14d5aac6f8ae0a',
    },
    'scenarios.scenario_6.text': {
      text: '팀에 새로운 도구가 도입됩니다. 가장 중요하게 생각하는 것은 무엇인가요?',
      source: '1ffe1c701771e4',
    },
    'scenarios.scenario_6.options.option_1.text': {
      text: '더 좋은 결과물을 내는 데 도움이 되는 것.',
      source: '093bad0a0c3b68',
    },
    'scenarios.scenario_6.options.option_2.text': {
      text: '우리의 일하는 방식에 맞고 단계적으로 도입되는 것.',
      source: '0148dd78866574',
    },
    'scenarios.scenario_6.options.option_3.text': {
      text: '모두가 편하게 쓸 수 있고 사용법 교육을 받은 것.',
      source: '08abf09072e383',
    },
    'scenarios.scenario_7.text': {
      text: '고객이 팀에서 납품한 것에 대해 불만을 제기합니다. 가장 먼저 무엇을 하나요?',
      source: '09737f1b9023d1',
    },
    'scenarios.scenario_7.options.option_1.text': {
      text: '고객에게 전화해 이야기를 듣고 안심시킵니다.',
      source: '0b9434cd85a375',
    },
    'scenarios.scenario_7.options.option_2.text': {
      text: '우리 프로세스의 어느 단계에서 문제가 걸러지지 않았는지 찾습니다.',
      source: '1edfd2b775db66',
    },
    'scenarios.scenario_7.options.option_3.text': { text: '문제를 재현하고 고칩니다.', source: '045b5ac0a1aece' },
    'scenarios.scenario_8.text': { text: '기획 회의에서 주로 어떤 질문을 하나요?', source: '079920d7ae5c86' },
    'scenarios.scenario_8.options.option_1.text': {
      text: '사용자는 지금 없는 무엇을 얻게 되나요?',
      source: '08cd531efc0b98',
    },
    'scenarios.scenario_8.options.option_2.text': {
      text: '누가 참여해야 하고, 그 사람들에게 여력이 있나요?',
      source: '102906789fc043',
    },
    'scenarios.scenario_8.options.option_3.text': {
      text: '마일스톤은 무엇이고 어떻게 추적하나요?',
      source: '0c065a4484c27c',
    },
    'scenarios.scenario_9.text': {
      text: '업무에서 무언가를 개선할 수 있는 자유로운 오후가 생겼습니다. 무엇을 고르나요?',
      source: '0781800f4805fe',
    },
    'scenarios.scenario_9.options.option_1.text': {
      text: '한 사람의 머릿속에만 있는 프로세스를 문서로 정리합니다.',
      source: '0e9725fb0cbd37',
    },
    'scenarios.scenario_9.options.option_2.text': {
      text: '사용자가 불편해하는 기능을 다듬습니다.',
      source: '00a3ae74adc238',
    },
    'scenarios.scenario_9.options.option_3.text': {
      text: '새로 온 동료가 빨리 적응하도록 돕는 데 시간을 씁니다.',
      source: '1eb1ca7ef7f61b',
    },
  },
} satisfies SectionLocaleFile;
