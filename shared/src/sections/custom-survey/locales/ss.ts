import type { SectionLocaleFile } from '../../locale-file';

// custom_survey in ss: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    defaultTitle: { text: 'Imibuto lembalwa levela kitsi', source: '087dc5e7b52a7e' },
    defaultDescription: {
      text: 'Sisite kutsi sikwati kancono. Phendvula ngekuvuleka ngendlela lofuna ngayo.',
      source: '14022f54900ccc',
    },
    'templates.tpl_motivation.headline': { text: 'Yini lekukhangile kulesikhundla?', source: '16634a0eb741f5' },
    'templates.tpl_proud_work.headline': {
      text: 'Chaza umsebenti lotigcabhako ngawo kanye nalokwenta kuwo.',
      source: '05723b9026e6b8',
    },
    'templates.tpl_work_setting.headline': {
      text: 'Nguyiphi indzawo yekusebenta loyitsandzako?',
      source: '1d04143043adac',
    },
    'templates.tpl_work_setting.options.office.label': { text: 'Ehhovisi', source: '1f37d2102c6851' },
    'templates.tpl_work_setting.options.hybrid.label': { text: 'Kuhlanganiswa', source: '116bba6eb0f46d' },
    'templates.tpl_work_setting.options.remote.label': {
      text: 'Kusebenta kude ngalokuphelele',
      source: '02f8063447a0bf',
    },
    'templates.tpl_start_date.headline': { text: 'Ungacala nini?', source: '186959efddd1b1' },
    'templates.tpl_start_date.options.now.label': { text: 'Ngekushesha', source: '00e112b7aa9548' },
    'templates.tpl_start_date.options.one_month.label': { text: 'Ngekhatsi kwenyanga', source: '1c272cc2c8db50' },
    'templates.tpl_start_date.options.two_three_months.label': {
      text: 'Etinyangeni letimbili kuya kuletintsatfu',
      source: '1da9eb0b596c8e',
    },
    'templates.tpl_start_date.options.later.label': { text: 'Ngemuva kwaleso sikhatsi', source: '1c6106adb04442' },
    'templates.tpl_growth_areas.headline': {
      text: 'Ngutiphi tindzawo lotsandza kakhulu kukhula kuto?',
      source: '1ea10b80759c8f',
    },
    'templates.tpl_growth_areas.description': { text: 'Khetsa konkhe lokusebentako.', source: '1778d931f3decf' },
    'templates.tpl_growth_areas.options.leadership.label': { text: 'Buholi', source: '02024f296fea85' },
    'templates.tpl_growth_areas.options.technical.label': { text: 'Emakhono ebuchwepheshe', source: '0e2cedbb560c18' },
    'templates.tpl_growth_areas.options.communication.label': { text: 'Kuchumana', source: '1a6287c344c3c6' },
    'templates.tpl_growth_areas.options.project_management.label': {
      text: 'Kuphatsa emaphrojekthi',
      source: '0b791fba7318e2',
    },
    'templates.tpl_growth_areas.options.customer.label': { text: 'Kusebenta nemakhasimende', source: '0450f778679412' },
    'templates.tpl_feedback_style.headline': {
      text: 'Utsandza kutfola njani imibono ngemsebenti wakho?',
      source: '1386ffb99e44b1',
    },
    'templates.tpl_feedback_style.description': { text: 'Khetsa konkhe lokusebentako.', source: '1778d931f3decf' },
    'templates.tpl_feedback_style.options.in_person.label': { text: 'Ubuso nebuso', source: '059d690971a6a2' },
    'templates.tpl_feedback_style.options.written.label': { text: 'Ngekubhala', source: '02c24e64bee7f6' },
    'templates.tpl_feedback_style.options.immediate.label': { text: 'Ngekushesha', source: '1d5acdb176db34' },
    'templates.tpl_feedback_style.options.scheduled.label': {
      text: 'Emihlanganweni yemuntfu nemuntfu levamile',
      source: '0996caa0dce83e',
    },
  },
} satisfies SectionLocaleFile;
