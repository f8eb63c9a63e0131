import type { SectionLocaleFile } from '../../locale-file';

// custom_survey in ru: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    defaultTitle: { text: 'Несколько вопросов от нас', source: '087dc5e7b52a7e' },
    defaultDescription: {
      text: 'Помогите нам лучше узнать вас. Отвечайте настолько открыто, насколько захотите.',
      source: '14022f54900ccc',
    },
    'templates.tpl_motivation.headline': { text: 'Чем вас привлекла эта должность?', source: '16634a0eb741f5' },
    'templates.tpl_proud_work.headline': {
      text: 'Опишите работу, которой вы гордитесь, и вашу роль в ней.',
      source: '05723b9026e6b8',
    },
    'templates.tpl_work_setting.headline': { text: 'Какой формат работы вы предпочитаете?', source: '1d04143043adac' },
    'templates.tpl_work_setting.options.office.label': { text: 'В офисе', source: '1f37d2102c6851' },
    'templates.tpl_work_setting.options.hybrid.label': { text: 'Гибридный', source: '116bba6eb0f46d' },
    'templates.tpl_work_setting.options.remote.label': { text: 'Полностью удалённо', source: '02f8063447a0bf' },
    'templates.tpl_start_date.headline': { text: 'Когда вы могли бы приступить к работе?', source: '186959efddd1b1' },
    'templates.tpl_start_date.options.now.label': { text: 'Сразу', source: '00e112b7aa9548' },
    'templates.tpl_start_date.options.one_month.label': { text: 'В течение месяца', source: '1c272cc2c8db50' },
    'templates.tpl_start_date.options.two_three_months.label': {
      text: 'Через два-три месяца',
      source: '1da9eb0b596c8e',
    },
    'templates.tpl_start_date.options.later.label': { text: 'Позже', source: '1c6106adb04442' },
    'templates.tpl_growth_areas.headline': {
      text: 'В каких областях вы больше всего хотели бы развиваться?',
      source: '1ea10b80759c8f',
    },
    'templates.tpl_growth_areas.description': { text: 'Выберите все подходящие варианты.', source: '1778d931f3decf' },
    'templates.tpl_growth_areas.options.leadership.label': { text: 'Лидерство', source: '02024f296fea85' },
    'templates.tpl_growth_areas.options.technical.label': { text: 'Технические навыки', source: '0e2cedbb560c18' },
    'templates.tpl_growth_areas.options.communication.label': { text: 'Коммуникация', source: '1a6287c344c3c6' },
    'templates.tpl_growth_areas.options.project_management.label': {
      text: 'Управление проектами',
      source: '0b791fba7318e2',
    },
    'templates.tpl_growth_areas.options.customer.label': { text: 'Работа с клиентами', source: '0450f778679412' },
    'templates.tpl_feedback_style.headline': {
      text: 'Как вы предпочитаете получать обратную связь?',
      source: '1386ffb99e44b1',
    },
    'templates.tpl_feedback_style.description': { text: 'Выберите все подходящие варианты.', source: '1778d931f3decf' },
    'templates.tpl_feedback_style.options.in_person.label': { text: 'Лично', source: '059d690971a6a2' },
    'templates.tpl_feedback_style.options.written.label': { text: 'Письменно', source: '02c24e64bee7f6' },
    'templates.tpl_feedback_style.options.immediate.label': { text: 'Сразу же', source: '1d5acdb176db34' },
    'templates.tpl_feedback_style.options.scheduled.label': {
      text: 'На регулярных встречах один на один',
      source: '0996caa0dce83e',
    },
  },
} satisfies SectionLocaleFile;
