import type { SectionLocaleFile } from '../../locale-file';

// custom_survey in pl: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    defaultTitle: { text: 'Kilka pytań od nas', source: '087dc5e7b52a7e' },
    defaultDescription: {
      text: 'Pomóż nam lepiej Cię poznać. Odpowiadaj tak otwarcie, jak chcesz.',
      source: '14022f54900ccc',
    },
    'templates.tpl_motivation.headline': { text: 'Co przyciągnęło Cię do tej roli?', source: '16634a0eb741f5' },
    'templates.tpl_proud_work.headline': {
      text: 'Opisz pracę, z której jesteś dumny/dumna, i swój udział w niej.',
      source: '05723b9026e6b8',
    },
    'templates.tpl_work_setting.headline': { text: 'Jaki tryb pracy preferujesz?', source: '1d04143043adac' },
    'templates.tpl_work_setting.options.office.label': { text: 'W biurze', source: '1f37d2102c6851' },
    'templates.tpl_work_setting.options.hybrid.label': { text: 'Hybrydowo', source: '116bba6eb0f46d' },
    'templates.tpl_work_setting.options.remote.label': { text: 'W pełni zdalnie', source: '02f8063447a0bf' },
    'templates.tpl_start_date.headline': { text: 'Kiedy możesz zacząć?', source: '186959efddd1b1' },
    'templates.tpl_start_date.options.now.label': { text: 'Od razu', source: '00e112b7aa9548' },
    'templates.tpl_start_date.options.one_month.label': { text: 'W ciągu miesiąca', source: '1c272cc2c8db50' },
    'templates.tpl_start_date.options.two_three_months.label': {
      text: 'Za dwa–trzy miesiące',
      source: '1da9eb0b596c8e',
    },
    'templates.tpl_start_date.options.later.label': { text: 'Później', source: '1c6106adb04442' },
    'templates.tpl_growth_areas.headline': {
      text: 'W jakich obszarach najbardziej chcesz się rozwijać?',
      source: '1ea10b80759c8f',
    },
    'templates.tpl_growth_areas.description': {
      text: 'Wybierz wszystkie pasujące odpowiedzi.',
      source: '1778d931f3decf',
    },
    'templates.tpl_growth_areas.options.leadership.label': { text: 'Przywództwo', source: '02024f296fea85' },
    'templates.tpl_growth_areas.options.technical.label': { text: 'Umiejętności techniczne', source: '0e2cedbb560c18' },
    'templates.tpl_growth_areas.options.communication.label': { text: 'Komunikacja', source: '1a6287c344c3c6' },
    'templates.tpl_growth_areas.options.project_management.label': {
      text: 'Zarządzanie projektami',
      source: '0b791fba7318e2',
    },
    'templates.tpl_growth_areas.options.customer.label': { text: 'Praca z klientami', source: '0450f778679412' },
    'templates.tpl_feedback_style.headline': {
      text: 'Jak wolisz otrzymywać informację zwrotną?',
      source: '1386ffb99e44b1',
    },
    'templates.tpl_feedback_style.description': {
      text: 'Wybierz wszystkie pasujące odpowiedzi.',
      source: '1778d931f3decf',
    },
    'templates.tpl_feedback_style.options.in_person.label': { text: 'Osobiście', source: '059d690971a6a2' },
    'templates.tpl_feedback_style.options.written.label': { text: 'Na piśmie', source: '02c24e64bee7f6' },
    'templates.tpl_feedback_style.options.immediate.label': { text: 'Od razu', source: '1d5acdb176db34' },
    'templates.tpl_feedback_style.options.scheduled.label': {
      text: 'Na regularnych spotkaniach jeden na jeden',
      source: '0996caa0dce83e',
    },
  },
} satisfies SectionLocaleFile;
