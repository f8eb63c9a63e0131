import type { SectionLocaleFile } from '../../locale-file';

// custom_survey in da: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    defaultTitle: { text: 'Et par spørgsmål fra os', source: '087dc5e7b52a7e' },
    defaultDescription: {
      text: 'Hjælp os med at lære dig bedre at kende. Svar så åbent, du har lyst til.',
      source: '14022f54900ccc',
    },
    'templates.tpl_motivation.headline': { text: 'Hvad tiltrak dig ved denne rolle?', source: '16634a0eb741f5' },
    'templates.tpl_proud_work.headline': {
      text: 'Beskriv et stykke arbejde, du er stolt af, og din del i det.',
      source: '05723b9026e6b8',
    },
    'templates.tpl_work_setting.headline': { text: 'Hvilken arbejdsform foretrækker du?', source: '1d04143043adac' },
    'templates.tpl_work_setting.options.office.label': { text: 'På kontoret', source: '1f37d2102c6851' },
    'templates.tpl_work_setting.options.hybrid.label': { text: 'Hybrid', source: '116bba6eb0f46d' },
    'templates.tpl_work_setting.options.remote.label': { text: 'Helt remote', source: '02f8063447a0bf' },
    'templates.tpl_start_date.headline': { text: 'Hvornår kan du starte?', source: '186959efddd1b1' },
    'templates.tpl_start_date.options.now.label': { text: 'Med det samme', source: '00e112b7aa9548' },
    'templates.tpl_start_date.options.one_month.label': { text: 'Inden for en måned', source: '1c272cc2c8db50' },
    'templates.tpl_start_date.options.two_three_months.label': {
      text: 'Om to til tre måneder',
      source: '1da9eb0b596c8e',
    },
    'templates.tpl_start_date.options.later.label': { text: 'Senere end det', source: '1c6106adb04442' },
    'templates.tpl_growth_areas.headline': {
      text: 'Inden for hvilke områder vil du helst udvikle dig?',
      source: '1ea10b80759c8f',
    },
    'templates.tpl_growth_areas.description': { text: 'Vælg alle, der passer.', source: '1778d931f3decf' },
    'templates.tpl_growth_areas.options.leadership.label': { text: 'Ledelse', source: '02024f296fea85' },
    'templates.tpl_growth_areas.options.technical.label': { text: 'Tekniske færdigheder', source: '0e2cedbb560c18' },
    'templates.tpl_growth_areas.options.communication.label': { text: 'Kommunikation', source: '1a6287c344c3c6' },
    'templates.tpl_growth_areas.options.project_management.label': { text: 'Projektledelse', source: '0b791fba7318e2' },
    'templates.tpl_growth_areas.options.customer.label': { text: 'Arbejde med kunder', source: '0450f778679412' },
    'templates.tpl_feedback_style.headline': { text: 'Hvordan vil du helst have feedback?', source: '1386ffb99e44b1' },
    'templates.tpl_feedback_style.description': { text: 'Vælg alle, der passer.', source: '1778d931f3decf' },
    'templates.tpl_feedback_style.options.in_person.label': { text: 'Ansigt til ansigt', source: '059d690971a6a2' },
    'templates.tpl_feedback_style.options.written.label': { text: 'Skriftligt', source: '02c24e64bee7f6' },
    'templates.tpl_feedback_style.options.immediate.label': { text: 'Med det samme', source: '1d5acdb176db34' },
    'templates.tpl_feedback_style.options.scheduled.label': {
      text: 'Til faste én-til-én-samtaler',
      source: '0996caa0dce83e',
    },
  },
} satisfies SectionLocaleFile;
