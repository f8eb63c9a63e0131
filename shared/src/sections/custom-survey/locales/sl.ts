import type { SectionLocaleFile } from '../../locale-file';

// custom_survey in sl: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    defaultTitle: { text: 'Nekaj vprašanj od nas', source: '087dc5e7b52a7e' },
    defaultDescription: {
      text: 'Pomagajte nam, da vas bolje spoznamo. Odgovorite tako odkrito, kot želite.',
      source: '14022f54900ccc',
    },
    'templates.tpl_motivation.headline': {
      text: 'Kaj vas je pritegnilo k temu delovnemu mestu?',
      source: '16634a0eb741f5',
    },
    'templates.tpl_proud_work.headline': {
      text: 'Opišite delo, na katero ste ponosni, in svoj prispevek k njemu.',
      source: '05723b9026e6b8',
    },
    'templates.tpl_work_setting.headline': {
      text: 'Kakšno delovno okolje vam je najljubše?',
      source: '1d04143043adac',
    },
    'templates.tpl_work_setting.options.office.label': { text: 'V pisarni', source: '1f37d2102c6851' },
    'templates.tpl_work_setting.options.hybrid.label': { text: 'Hibridno', source: '116bba6eb0f46d' },
    'templates.tpl_work_setting.options.remote.label': { text: 'Popolnoma na daljavo', source: '02f8063447a0bf' },
    'templates.tpl_start_date.headline': { text: 'Kdaj bi lahko začeli?', source: '186959efddd1b1' },
    'templates.tpl_start_date.options.now.label': { text: 'Takoj', source: '00e112b7aa9548' },
    'templates.tpl_start_date.options.one_month.label': { text: 'V enem mesecu', source: '1c272cc2c8db50' },
    'templates.tpl_start_date.options.two_three_months.label': {
      text: 'Čez dva do tri mesece',
      source: '1da9eb0b596c8e',
    },
    'templates.tpl_start_date.options.later.label': { text: 'Pozneje', source: '1c6106adb04442' },
    'templates.tpl_growth_areas.headline': {
      text: 'Na katerih področjih bi se najraje razvijali?',
      source: '1ea10b80759c8f',
    },
    'templates.tpl_growth_areas.description': { text: 'Izberite vse, kar velja.', source: '1778d931f3decf' },
    'templates.tpl_growth_areas.options.leadership.label': { text: 'Vodenje', source: '02024f296fea85' },
    'templates.tpl_growth_areas.options.technical.label': { text: 'Tehnične veščine', source: '0e2cedbb560c18' },
    'templates.tpl_growth_areas.options.communication.label': { text: 'Komunikacija', source: '1a6287c344c3c6' },
    'templates.tpl_growth_areas.options.project_management.label': {
      text: 'Vodenje projektov',
      source: '0b791fba7318e2',
    },
    'templates.tpl_growth_areas.options.customer.label': { text: 'Delo s strankami', source: '0450f778679412' },
    'templates.tpl_feedback_style.headline': {
      text: 'Kako želite prejemati povratne informacije?',
      source: '1386ffb99e44b1',
    },
    'templates.tpl_feedback_style.description': { text: 'Izberite vse, kar velja.', source: '1778d931f3decf' },
    'templates.tpl_feedback_style.options.in_person.label': { text: 'Osebno', source: '059d690971a6a2' },
    'templates.tpl_feedback_style.options.written.label': { text: 'Pisno', source: '02c24e64bee7f6' },
    'templates.tpl_feedback_style.options.immediate.label': { text: 'Takoj', source: '1d5acdb176db34' },
    'templates.tpl_feedback_style.options.scheduled.label': {
      text: 'Na rednih individualnih pogovorih',
      source: '0996caa0dce83e',
    },
  },
} satisfies SectionLocaleFile;
