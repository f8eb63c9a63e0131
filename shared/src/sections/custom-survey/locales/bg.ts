import type { SectionLocaleFile } from '../../locale-file';

// custom_survey in bg: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    defaultTitle: { text: 'Няколко въпроса от нас', source: '087dc5e7b52a7e' },
    defaultDescription: {
      text: 'Помогнете ни да ви опознаем по-добре. Отговорете толкова открито, колкото желаете.',
      source: '14022f54900ccc',
    },
    'templates.tpl_motivation.headline': { text: 'Какво ви привлече в тази роля?', source: '16634a0eb741f5' },
    'templates.tpl_proud_work.headline': {
      text: 'Опишете работа, с която се гордеете, и вашия принос в нея.',
      source: '05723b9026e6b8',
    },
    'templates.tpl_work_setting.headline': { text: 'Каква работна среда предпочитате?', source: '1d04143043adac' },
    'templates.tpl_work_setting.options.office.label': { text: 'В офиса', source: '1f37d2102c6851' },
    'templates.tpl_work_setting.options.hybrid.label': { text: 'Хибридно', source: '116bba6eb0f46d' },
    'templates.tpl_work_setting.options.remote.label': { text: 'Изцяло дистанционно', source: '02f8063447a0bf' },
    'templates.tpl_start_date.headline': { text: 'Кога бихте могли да започнете?', source: '186959efddd1b1' },
    'templates.tpl_start_date.options.now.label': { text: 'Веднага', source: '00e112b7aa9548' },
    'templates.tpl_start_date.options.one_month.label': { text: 'До един месец', source: '1c272cc2c8db50' },
    'templates.tpl_start_date.options.two_three_months.label': {
      text: 'След два-три месеца',
      source: '1da9eb0b596c8e',
    },
    'templates.tpl_start_date.options.later.label': { text: 'По-късно', source: '1c6106adb04442' },
    'templates.tpl_growth_areas.headline': {
      text: 'В кои области най-много бихте искали да се развивате?',
      source: '1ea10b80759c8f',
    },
    'templates.tpl_growth_areas.description': { text: 'Изберете всички подходящи.', source: '1778d931f3decf' },
    'templates.tpl_growth_areas.options.leadership.label': { text: 'Лидерство', source: '02024f296fea85' },
    'templates.tpl_growth_areas.options.technical.label': { text: 'Технически умения', source: '0e2cedbb560c18' },
    'templates.tpl_growth_areas.options.communication.label': { text: 'Комуникация', source: '1a6287c344c3c6' },
    'templates.tpl_growth_areas.options.project_management.label': {
      text: 'Управление на проекти',
      source: '0b791fba7318e2',
    },
    'templates.tpl_growth_areas.options.customer.label': { text: 'Работа с клиенти', source: '0450f778679412' },
    'templates.tpl_feedback_style.headline': {
      text: 'Как предпочитате да получавате обратна връзка?',
      source: '1386ffb99e44b1',
    },
    'templates.tpl_feedback_style.description': { text: 'Изберете всички подходящи.', source: '1778d931f3decf' },
    'templates.tpl_feedback_style.options.in_person.label': { text: 'Лице в лице', source: '059d690971a6a2' },
    'templates.tpl_feedback_style.options.written.label': { text: 'Писмено', source: '02c24e64bee7f6' },
    'templates.tpl_feedback_style.options.immediate.label': { text: 'Веднага', source: '1d5acdb176db34' },
    'templates.tpl_feedback_style.options.scheduled.label': {
      text: 'На редовни срещи един на един',
      source: '0996caa0dce83e',
    },
  },
} satisfies SectionLocaleFile;
