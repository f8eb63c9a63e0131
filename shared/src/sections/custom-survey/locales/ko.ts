import type { SectionLocaleFile } from '../../locale-file';

// custom_survey in ko: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    defaultTitle: { text: '저희가 드리는 몇 가지 질문', source: '087dc5e7b52a7e' },
    defaultDescription: {
      text: '당신을 더 잘 알 수 있도록 도와주세요. 원하는 만큼 자유롭게 답해 주세요.',
      source: '14022f54900ccc',
    },
    'templates.tpl_motivation.headline': { text: '이 직무의 어떤 점에 끌리셨나요?', source: '16634a0eb741f5' },
    'templates.tpl_proud_work.headline': {
      text: '자랑스럽게 생각하는 업무와 그 안에서 맡은 역할을 설명해 주세요.',
      source: '05723b9026e6b8',
    },
    'templates.tpl_work_setting.headline': { text: '어떤 근무 형태를 선호하시나요?', source: '1d04143043adac' },
    'templates.tpl_work_setting.options.office.label': { text: '사무실 근무', source: '1f37d2102c6851' },
    'templates.tpl_work_setting.options.hybrid.label': { text: '하이브리드', source: '116bba6eb0f46d' },
    'templates.tpl_work_setting.options.remote.label': { text: '완전 원격', source: '02f8063447a0bf' },
    'templates.tpl_start_date.headline': { text: '언제부터 근무할 수 있나요?', source: '186959efddd1b1' },
    'templates.tpl_start_date.options.now.label': { text: '즉시', source: '00e112b7aa9548' },
    'templates.tpl_start_date.options.one_month.label': { text: '한 달 이내', source: '1c272cc2c8db50' },
    'templates.tpl_start_date.options.two_three_months.label': { text: '두세 달 후', source: '1da9eb0b596c8e' },
    'templates.tpl_start_date.options.later.label': { text: '그 이후', source: '1c6106adb04442' },
    'templates.tpl_growth_areas.headline': {
      text: '어떤 분야에서 가장 성장하고 싶으신가요?',
      source: '1ea10b80759c8f',
    },
    'templates.tpl_growth_areas.description': { text: '해당하는 항목을 모두 선택하세요.', source: '1778d931f3decf' },
    'templates.tpl_growth_areas.options.leadership.label': { text: '리더십', source: '02024f296fea85' },
    'templates.tpl_growth_areas.options.technical.label': { text: '전문 기술', source: '0e2cedbb560c18' },
    'templates.tpl_growth_areas.options.communication.label': { text: '커뮤니케이션', source: '1a6287c344c3c6' },
    'templates.tpl_growth_areas.options.project_management.label': { text: '프로젝트 관리', source: '0b791fba7318e2' },
    'templates.tpl_growth_areas.options.customer.label': { text: '고객 응대', source: '0450f778679412' },
    'templates.tpl_feedback_style.headline': {
      text: '피드백은 어떤 방식으로 받고 싶으신가요?',
      source: '1386ffb99e44b1',
    },
    'templates.tpl_feedback_style.description': { text: '해당하는 항목을 모두 선택하세요.', source: '1778d931f3decf' },
    'templates.tpl_feedback_style.options.in_person.label': { text: '대면으로', source: '059d690971a6a2' },
    'templates.tpl_feedback_style.options.written.label': { text: '서면으로', source: '02c24e64bee7f6' },
    'templates.tpl_feedback_style.options.immediate.label': { text: '바로바로', source: '1d5acdb176db34' },
    'templates.tpl_feedback_style.options.scheduled.label': { text: '정기적인 1:1 면담에서', source: '0996caa0dce83e' },
  },
} satisfies SectionLocaleFile;
