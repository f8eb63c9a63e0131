import type { SectionLocaleFile } from '../../locale-file';

// custom_survey in ro: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    defaultTitle: { text: 'Câteva întrebări din partea noastră', source: '087dc5e7b52a7e' },
    defaultDescription: {
      text: 'Ajutați-ne să vă cunoaștem mai bine. Răspundeți cât de deschis doriți.',
      source: '14022f54900ccc',
    },
    'templates.tpl_motivation.headline': { text: 'Ce v-a atras la acest rol?', source: '16634a0eb741f5' },
    'templates.tpl_proud_work.headline': {
      text: 'Descrieți o lucrare de care sunteți mândru(ă) și contribuția dumneavoastră la ea.',
      source: '05723b9026e6b8',
    },
    'templates.tpl_work_setting.headline': { text: 'Ce mediu de lucru preferați?', source: '1d04143043adac' },
    'templates.tpl_work_setting.options.office.label': { text: 'La birou', source: '1f37d2102c6851' },
    'templates.tpl_work_setting.options.hybrid.label': { text: 'Hibrid', source: '116bba6eb0f46d' },
    'templates.tpl_work_setting.options.remote.label': { text: 'Complet la distanță', source: '02f8063447a0bf' },
    'templates.tpl_start_date.headline': { text: 'Când ați putea începe?', source: '186959efddd1b1' },
    'templates.tpl_start_date.options.now.label': { text: 'Imediat', source: '00e112b7aa9548' },
    'templates.tpl_start_date.options.one_month.label': { text: 'În decurs de o lună', source: '1c272cc2c8db50' },
    'templates.tpl_start_date.options.two_three_months.label': { text: 'În două-trei luni', source: '1da9eb0b596c8e' },
    'templates.tpl_start_date.options.later.label': { text: 'Mai târziu de atât', source: '1c6106adb04442' },
    'templates.tpl_growth_areas.headline': {
      text: 'În ce domenii v-ați dori cel mai mult să vă dezvoltați?',
      source: '1ea10b80759c8f',
    },
    'templates.tpl_growth_areas.description': { text: 'Alegeți toate variantele potrivite.', source: '1778d931f3decf' },
    'templates.tpl_growth_areas.options.leadership.label': { text: 'Leadership', source: '02024f296fea85' },
    'templates.tpl_growth_areas.options.technical.label': { text: 'Competențe tehnice', source: '0e2cedbb560c18' },
    'templates.tpl_growth_areas.options.communication.label': { text: 'Comunicare', source: '1a6287c344c3c6' },
    'templates.tpl_growth_areas.options.project_management.label': {
      text: 'Managementul proiectelor',
      source: '0b791fba7318e2',
    },
    'templates.tpl_growth_areas.options.customer.label': { text: 'Lucrul cu clienții', source: '0450f778679412' },
    'templates.tpl_feedback_style.headline': { text: 'Cum preferați să primiți feedback?', source: '1386ffb99e44b1' },
    'templates.tpl_feedback_style.description': {
      text: 'Alegeți toate variantele potrivite.',
      source: '1778d931f3decf',
    },
    'templates.tpl_feedback_style.options.in_person.label': { text: 'Față în față', source: '059d690971a6a2' },
    'templates.tpl_feedback_style.options.written.label': { text: 'În scris', source: '02c24e64bee7f6' },
    'templates.tpl_feedback_style.options.immediate.label': { text: 'Pe loc', source: '1d5acdb176db34' },
    'templates.tpl_feedback_style.options.scheduled.label': {
      text: 'În întâlniri individuale regulate',
      source: '0996caa0dce83e',
    },
  },
} satisfies SectionLocaleFile;
