import type { SectionLocaleFile } from '../../locale-file';

// custom_survey in et: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    defaultTitle: { text: 'Mõned küsimused meilt', source: '087dc5e7b52a7e' },
    defaultDescription: {
      text: 'Aidake meil teid paremini tundma õppida. Vastake nii avatult, kui soovite.',
      source: '14022f54900ccc',
    },
    'templates.tpl_motivation.headline': { text: 'Mis teid selle rolli juures köitis?', source: '16634a0eb741f5' },
    'templates.tpl_proud_work.headline': {
      text: 'Kirjeldage tööd, mille üle olete uhke, ja oma osa selles.',
      source: '05723b9026e6b8',
    },
    'templates.tpl_work_setting.headline': { text: 'Millist töökeskkonda eelistate?', source: '1d04143043adac' },
    'templates.tpl_work_setting.options.office.label': { text: 'Kontoris', source: '1f37d2102c6851' },
    'templates.tpl_work_setting.options.hybrid.label': { text: 'Hübriidtöö', source: '116bba6eb0f46d' },
    'templates.tpl_work_setting.options.remote.label': { text: 'Täielikult kaugtöö', source: '02f8063447a0bf' },
    'templates.tpl_start_date.headline': { text: 'Millal saaksite alustada?', source: '186959efddd1b1' },
    'templates.tpl_start_date.options.now.label': { text: 'Kohe', source: '00e112b7aa9548' },
    'templates.tpl_start_date.options.one_month.label': { text: 'Kuu aja jooksul', source: '1c272cc2c8db50' },
    'templates.tpl_start_date.options.two_three_months.label': {
      text: 'Kahe-kolme kuu pärast',
      source: '1da9eb0b596c8e',
    },
    'templates.tpl_start_date.options.later.label': { text: 'Hiljem', source: '1c6106adb04442' },
    'templates.tpl_growth_areas.headline': {
      text: 'Millistes valdkondades sooviksite kõige rohkem areneda?',
      source: '1ea10b80759c8f',
    },
    'templates.tpl_growth_areas.description': { text: 'Valige kõik sobivad.', source: '1778d931f3decf' },
    'templates.tpl_growth_areas.options.leadership.label': { text: 'Juhtimine', source: '02024f296fea85' },
    'templates.tpl_growth_areas.options.technical.label': { text: 'Tehnilised oskused', source: '0e2cedbb560c18' },
    'templates.tpl_growth_areas.options.communication.label': { text: 'Suhtlemine', source: '1a6287c344c3c6' },
    'templates.tpl_growth_areas.options.project_management.label': {
      text: 'Projektijuhtimine',
      source: '0b791fba7318e2',
    },
    'templates.tpl_growth_areas.options.customer.label': { text: 'Töö klientidega', source: '0450f778679412' },
    'templates.tpl_feedback_style.headline': { text: 'Kuidas soovite tagasisidet saada?', source: '1386ffb99e44b1' },
    'templates.tpl_feedback_style.description': { text: 'Valige kõik sobivad.', source: '1778d931f3decf' },
    'templates.tpl_feedback_style.options.in_person.label': { text: 'Silmast silma', source: '059d690971a6a2' },
    'templates.tpl_feedback_style.options.written.label': { text: 'Kirjalikult', source: '02c24e64bee7f6' },
    'templates.tpl_feedback_style.options.immediate.label': { text: 'Kohe', source: '1d5acdb176db34' },
    'templates.tpl_feedback_style.options.scheduled.label': {
      text: 'Regulaarsetel individuaalsetel kohtumistel',
      source: '0996caa0dce83e',
    },
  },
} satisfies SectionLocaleFile;
