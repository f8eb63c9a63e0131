import type { SectionLocaleFile } from '../../locale-file';

// custom_survey in cs: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    defaultTitle: { text: 'Několik otázek od nás', source: '087dc5e7b52a7e' },
    defaultDescription: {
      text: 'Pomozte nám vás lépe poznat. Odpovídejte tak otevřeně, jak chcete.',
      source: '14022f54900ccc',
    },
    'templates.tpl_motivation.headline': { text: 'Co vás na této pozici zaujalo?', source: '16634a0eb741f5' },
    'templates.tpl_proud_work.headline': {
      text: 'Popište práci, na kterou jste hrdí, a svůj podíl na ní.',
      source: '05723b9026e6b8',
    },
    'templates.tpl_work_setting.headline': { text: 'Jaké pracovní prostředí preferujete?', source: '1d04143043adac' },
    'templates.tpl_work_setting.options.office.label': { text: 'V kanceláři', source: '1f37d2102c6851' },
    'templates.tpl_work_setting.options.hybrid.label': { text: 'Hybridně', source: '116bba6eb0f46d' },
    'templates.tpl_work_setting.options.remote.label': { text: 'Plně na dálku', source: '02f8063447a0bf' },
    'templates.tpl_start_date.headline': { text: 'Kdy byste mohli nastoupit?', source: '186959efddd1b1' },
    'templates.tpl_start_date.options.now.label': { text: 'Okamžitě', source: '00e112b7aa9548' },
    'templates.tpl_start_date.options.one_month.label': { text: 'Do měsíce', source: '1c272cc2c8db50' },
    'templates.tpl_start_date.options.two_three_months.label': {
      text: 'Za dva až tři měsíce',
      source: '1da9eb0b596c8e',
    },
    'templates.tpl_start_date.options.later.label': { text: 'Později', source: '1c6106adb04442' },
    'templates.tpl_growth_areas.headline': {
      text: 'Ve kterých oblastech byste se nejraději rozvíjeli?',
      source: '1ea10b80759c8f',
    },
    'templates.tpl_growth_areas.description': { text: 'Vyberte všechny vhodné možnosti.', source: '1778d931f3decf' },
    'templates.tpl_growth_areas.options.leadership.label': { text: 'Vedení lidí', source: '02024f296fea85' },
    'templates.tpl_growth_areas.options.technical.label': { text: 'Technické dovednosti', source: '0e2cedbb560c18' },
    'templates.tpl_growth_areas.options.communication.label': { text: 'Komunikace', source: '1a6287c344c3c6' },
    'templates.tpl_growth_areas.options.project_management.label': {
      text: 'Projektové řízení',
      source: '0b791fba7318e2',
    },
    'templates.tpl_growth_areas.options.customer.label': { text: 'Práce se zákazníky', source: '0450f778679412' },
    'templates.tpl_feedback_style.headline': { text: 'Jak chcete dostávat zpětnou vazbu?', source: '1386ffb99e44b1' },
    'templates.tpl_feedback_style.description': { text: 'Vyberte všechny vhodné možnosti.', source: '1778d931f3decf' },
    'templates.tpl_feedback_style.options.in_person.label': { text: 'Osobně', source: '059d690971a6a2' },
    'templates.tpl_feedback_style.options.written.label': { text: 'Písemně', source: '02c24e64bee7f6' },
    'templates.tpl_feedback_style.options.immediate.label': { text: 'Hned', source: '1d5acdb176db34' },
    'templates.tpl_feedback_style.options.scheduled.label': {
      text: 'Na pravidelných schůzkách jeden na jednoho',
      source: '0996caa0dce83e',
    },
  },
} satisfies SectionLocaleFile;
