import type { SectionLocaleFile } from '../../locale-file';

// custom_survey in is: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    defaultTitle: { text: 'Nokkrar spurningar frá okkur', source: '087dc5e7b52a7e' },
    defaultDescription: {
      text: 'Hjálpaðu okkur að kynnast þér betur. Svaraðu eins opinskátt og þú vilt.',
      source: '14022f54900ccc',
    },
    'templates.tpl_motivation.headline': { text: 'Hvað heillaði þig við þetta starf?', source: '16634a0eb741f5' },
    'templates.tpl_proud_work.headline': {
      text: 'Lýstu verki sem þú ert stolt(ur) af og þínum hlut í því.',
      source: '05723b9026e6b8',
    },
    'templates.tpl_work_setting.headline': { text: 'Hvaða vinnuumhverfi kýst þú?', source: '1d04143043adac' },
    'templates.tpl_work_setting.options.office.label': { text: 'Á skrifstofunni', source: '1f37d2102c6851' },
    'templates.tpl_work_setting.options.hybrid.label': { text: 'Blandað', source: '116bba6eb0f46d' },
    'templates.tpl_work_setting.options.remote.label': { text: 'Alfarið í fjarvinnu', source: '02f8063447a0bf' },
    'templates.tpl_start_date.headline': { text: 'Hvenær gætir þú byrjað?', source: '186959efddd1b1' },
    'templates.tpl_start_date.options.now.label': { text: 'Strax', source: '00e112b7aa9548' },
    'templates.tpl_start_date.options.one_month.label': { text: 'Innan mánaðar', source: '1c272cc2c8db50' },
    'templates.tpl_start_date.options.two_three_months.label': {
      text: 'Eftir tvo til þrjá mánuði',
      source: '1da9eb0b596c8e',
    },
    'templates.tpl_start_date.options.later.label': { text: 'Síðar en það', source: '1c6106adb04442' },
    'templates.tpl_growth_areas.headline': { text: 'Á hvaða sviðum vildir þú helst þróast?', source: '1ea10b80759c8f' },
    'templates.tpl_growth_areas.description': { text: 'Veldu allt sem á við.', source: '1778d931f3decf' },
    'templates.tpl_growth_areas.options.leadership.label': { text: 'Forysta', source: '02024f296fea85' },
    'templates.tpl_growth_areas.options.technical.label': { text: 'Tæknifærni', source: '0e2cedbb560c18' },
    'templates.tpl_growth_areas.options.communication.label': { text: 'Samskipti', source: '1a6287c344c3c6' },
    'templates.tpl_growth_areas.options.project_management.label': {
      text: 'Verkefnastjórnun',
      source: '0b791fba7318e2',
    },
    'templates.tpl_growth_areas.options.customer.label': { text: 'Vinna með viðskiptavinum', source: '0450f778679412' },
    'templates.tpl_feedback_style.headline': { text: 'Hvernig viltu helst fá endurgjöf?', source: '1386ffb99e44b1' },
    'templates.tpl_feedback_style.description': { text: 'Veldu allt sem á við.', source: '1778d931f3decf' },
    'templates.tpl_feedback_style.options.in_person.label': { text: 'Augliti til auglitis', source: '059d690971a6a2' },
    'templates.tpl_feedback_style.options.written.label': { text: 'Skriflega', source: '02c24e64bee7f6' },
    'templates.tpl_feedback_style.options.immediate.label': { text: 'Samstundis', source: '1d5acdb176db34' },
    'templates.tpl_feedback_style.options.scheduled.label': {
      text: 'Í reglulegum einkasamtölum',
      source: '0996caa0dce83e',
    },
  },
} satisfies SectionLocaleFile;
