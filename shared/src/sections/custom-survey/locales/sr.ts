import type { SectionLocaleFile } from '../../locale-file';

// custom_survey in sr: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    defaultTitle: { text: 'Nekoliko pitanja od nas', source: '087dc5e7b52a7e' },
    defaultDescription: {
      text: 'Pomozite nam da vas bolje upoznamo. Odgovorite onoliko otvoreno koliko želite.',
      source: '14022f54900ccc',
    },
    'templates.tpl_motivation.headline': { text: 'Šta vas je privuklo ovom radnom mestu?', source: '16634a0eb741f5' },
    'templates.tpl_proud_work.headline': {
      text: 'Opišite posao na koji ste ponosni i svoju ulogu u njemu.',
      source: '05723b9026e6b8',
    },
    'templates.tpl_work_setting.headline': {
      text: 'Kakvo radno okruženje vam najviše odgovara?',
      source: '1d04143043adac',
    },
    'templates.tpl_work_setting.options.office.label': { text: 'U kancelariji', source: '1f37d2102c6851' },
    'templates.tpl_work_setting.options.hybrid.label': { text: 'Hibridno', source: '116bba6eb0f46d' },
    'templates.tpl_work_setting.options.remote.label': { text: 'Potpuno na daljinu', source: '02f8063447a0bf' },
    'templates.tpl_start_date.headline': { text: 'Kada biste mogli da počnete?', source: '186959efddd1b1' },
    'templates.tpl_start_date.options.now.label': { text: 'Odmah', source: '00e112b7aa9548' },
    'templates.tpl_start_date.options.one_month.label': { text: 'U roku od mesec dana', source: '1c272cc2c8db50' },
    'templates.tpl_start_date.options.two_three_months.label': {
      text: 'Za dva do tri meseca',
      source: '1da9eb0b596c8e',
    },
    'templates.tpl_start_date.options.later.label': { text: 'Kasnije od toga', source: '1c6106adb04442' },
    'templates.tpl_growth_areas.headline': {
      text: 'U kojim oblastima biste najviše želeli da se razvijate?',
      source: '1ea10b80759c8f',
    },
    'templates.tpl_growth_areas.description': { text: 'Izaberite sve što se odnosi na vas.', source: '1778d931f3decf' },
    'templates.tpl_growth_areas.options.leadership.label': { text: 'Liderstvo', source: '02024f296fea85' },
    'templates.tpl_growth_areas.options.technical.label': { text: 'Tehničke veštine', source: '0e2cedbb560c18' },
    'templates.tpl_growth_areas.options.communication.label': { text: 'Komunikacija', source: '1a6287c344c3c6' },
    'templates.tpl_growth_areas.options.project_management.label': {
      text: 'Upravljanje projektima',
      source: '0b791fba7318e2',
    },
    'templates.tpl_growth_areas.options.customer.label': { text: 'Rad sa kupcima', source: '0450f778679412' },
    'templates.tpl_feedback_style.headline': {
      text: 'Kako želite da dobijate povratne informacije?',
      source: '1386ffb99e44b1',
    },
    'templates.tpl_feedback_style.description': {
      text: 'Izaberite sve što se odnosi na vas.',
      source: '1778d931f3decf',
    },
    'templates.tpl_feedback_style.options.in_person.label': { text: 'Licem u lice', source: '059d690971a6a2' },
    'templates.tpl_feedback_style.options.written.label': { text: 'Pisano', source: '02c24e64bee7f6' },
    'templates.tpl_feedback_style.options.immediate.label': { text: 'Odmah', source: '1d5acdb176db34' },
    'templates.tpl_feedback_style.options.scheduled.label': {
      text: 'Na redovnim razgovorima jedan na jedan',
      source: '0996caa0dce83e',
    },
  },
} satisfies SectionLocaleFile;
