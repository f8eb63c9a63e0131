import type { SectionLocaleFile } from '../../locale-file';

// custom_survey in uk: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    defaultTitle: { text: 'Кілька запитань від нас', source: '087dc5e7b52a7e' },
    defaultDescription: {
      text: 'Допоможіть нам краще вас пізнати. Відповідайте настільки відверто, наскільки хочете.',
      source: '14022f54900ccc',
    },
    'templates.tpl_motivation.headline': { text: 'Чим вас привабила ця посада?', source: '16634a0eb741f5' },
    'templates.tpl_proud_work.headline': {
      text: 'Опишіть роботу, якою ви пишаєтеся, і вашу роль у ній.',
      source: '05723b9026e6b8',
    },
    'templates.tpl_work_setting.headline': {
      text: 'Якому формату роботи ви надаєте перевагу?',
      source: '1d04143043adac',
    },
    'templates.tpl_work_setting.options.office.label': { text: 'В офісі', source: '1f37d2102c6851' },
    'templates.tpl_work_setting.options.hybrid.label': { text: 'Гібридно', source: '116bba6eb0f46d' },
    'templates.tpl_work_setting.options.remote.label': { text: 'Повністю віддалено', source: '02f8063447a0bf' },
    'templates.tpl_start_date.headline': { text: 'Коли ви могли б розпочати роботу?', source: '186959efddd1b1' },
    'templates.tpl_start_date.options.now.label': { text: 'Одразу', source: '00e112b7aa9548' },
    'templates.tpl_start_date.options.one_month.label': { text: 'Протягом місяця', source: '1c272cc2c8db50' },
    'templates.tpl_start_date.options.two_three_months.label': { text: 'За два-три місяці', source: '1da9eb0b596c8e' },
    'templates.tpl_start_date.options.later.label': { text: 'Пізніше', source: '1c6106adb04442' },
    'templates.tpl_growth_areas.headline': {
      text: 'У яких сферах ви найбільше хотіли б розвиватися?',
      source: '1ea10b80759c8f',
    },
    'templates.tpl_growth_areas.description': { text: 'Оберіть усі відповідні варіанти.', source: '1778d931f3decf' },
    'templates.tpl_growth_areas.options.leadership.label': { text: 'Лідерство', source: '02024f296fea85' },
    'templates.tpl_growth_areas.options.technical.label': { text: 'Технічні навички', source: '0e2cedbb560c18' },
    'templates.tpl_growth_areas.options.communication.label': { text: 'Комунікація', source: '1a6287c344c3c6' },
    'templates.tpl_growth_areas.options.project_management.label': {
      text: 'Управління проєктами',
      source: '0b791fba7318e2',
    },
    'templates.tpl_growth_areas.options.customer.label': { text: 'Робота з клієнтами', source: '0450f778679412' },
    'templates.tpl_feedback_style.headline': {
      text: 'Як ви волієте отримувати зворотний зв’язок?',
      source: '1386ffb99e44b1',
    },
    'templates.tpl_feedback_style.description': { text: 'Оберіть усі відповідні варіанти.', source: '1778d931f3decf' },
    'templates.tpl_feedback_style.options.in_person.label': { text: 'Особисто', source: '059d690971a6a2' },
    'templates.tpl_feedback_style.options.written.label': { text: 'Письмово', source: '02c24e64bee7f6' },
    'templates.tpl_feedback_style.options.immediate.label': { text: 'Одразу ж', source: '1d5acdb176db34' },
    'templates.tpl_feedback_style.options.scheduled.label': {
      text: 'На регулярних зустрічах віч-на-віч',
      source: '0996caa0dce83e',
    },
  },
} satisfies SectionLocaleFile;
