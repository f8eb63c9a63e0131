import type { SectionLocaleFile } from '../../locale-file';

// custom_survey in fi: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    defaultTitle: { text: 'Muutama kysymys meiltä', source: '087dc5e7b52a7e' },
    defaultDescription: {
      text: 'Auta meitä tutustumaan sinuun paremmin. Vastaa niin avoimesti kuin haluat.',
      source: '14022f54900ccc',
    },
    'templates.tpl_motivation.headline': { text: 'Mikä sinua houkutteli tässä tehtävässä?', source: '16634a0eb741f5' },
    'templates.tpl_proud_work.headline': {
      text: 'Kuvaile työtä, josta olet ylpeä, ja omaa osuuttasi siinä.',
      source: '05723b9026e6b8',
    },
    'templates.tpl_work_setting.headline': { text: 'Millaista työympäristöä suosit?', source: '1d04143043adac' },
    'templates.tpl_work_setting.options.office.label': { text: 'Toimistolla', source: '1f37d2102c6851' },
    'templates.tpl_work_setting.options.hybrid.label': { text: 'Hybridityö', source: '116bba6eb0f46d' },
    'templates.tpl_work_setting.options.remote.label': { text: 'Täysin etänä', source: '02f8063447a0bf' },
    'templates.tpl_start_date.headline': { text: 'Milloin voisit aloittaa?', source: '186959efddd1b1' },
    'templates.tpl_start_date.options.now.label': { text: 'Heti', source: '00e112b7aa9548' },
    'templates.tpl_start_date.options.one_month.label': { text: 'Kuukauden sisällä', source: '1c272cc2c8db50' },
    'templates.tpl_start_date.options.two_three_months.label': {
      text: 'Kahden–kolmen kuukauden kuluttua',
      source: '1da9eb0b596c8e',
    },
    'templates.tpl_start_date.options.later.label': { text: 'Myöhemmin', source: '1c6106adb04442' },
    'templates.tpl_growth_areas.headline': {
      text: 'Millä osa-alueilla haluaisit eniten kehittyä?',
      source: '1ea10b80759c8f',
    },
    'templates.tpl_growth_areas.description': { text: 'Valitse kaikki sopivat.', source: '1778d931f3decf' },
    'templates.tpl_growth_areas.options.leadership.label': { text: 'Johtaminen', source: '02024f296fea85' },
    'templates.tpl_growth_areas.options.technical.label': { text: 'Tekniset taidot', source: '0e2cedbb560c18' },
    'templates.tpl_growth_areas.options.communication.label': { text: 'Viestintä', source: '1a6287c344c3c6' },
    'templates.tpl_growth_areas.options.project_management.label': {
      text: 'Projektinhallinta',
      source: '0b791fba7318e2',
    },
    'templates.tpl_growth_areas.options.customer.label': { text: 'Asiakastyö', source: '0450f778679412' },
    'templates.tpl_feedback_style.headline': { text: 'Miten haluat saada palautetta?', source: '1386ffb99e44b1' },
    'templates.tpl_feedback_style.description': { text: 'Valitse kaikki sopivat.', source: '1778d931f3decf' },
    'templates.tpl_feedback_style.options.in_person.label': { text: 'Kasvokkain', source: '059d690971a6a2' },
    'templates.tpl_feedback_style.options.written.label': { text: 'Kirjallisesti', source: '02c24e64bee7f6' },
    'templates.tpl_feedback_style.options.immediate.label': { text: 'Välittömästi', source: '1d5acdb176db34' },
    'templates.tpl_feedback_style.options.scheduled.label': {
      text: 'Säännöllisissä kahdenkeskisissä keskusteluissa',
      source: '0996caa0dce83e',
    },
  },
} satisfies SectionLocaleFile;
