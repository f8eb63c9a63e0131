import type { SectionLocaleFile } from '../../locale-file';

// custom_survey in no: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    defaultTitle: { text: 'Noen spørsmål fra oss', source: '087dc5e7b52a7e' },
    defaultDescription: {
      text: 'Hjelp oss å bli bedre kjent med deg. Svar så åpent du vil.',
      source: '14022f54900ccc',
    },
    'templates.tpl_motivation.headline': { text: 'Hva tiltrakk deg ved denne stillingen?', source: '16634a0eb741f5' },
    'templates.tpl_proud_work.headline': {
      text: 'Beskriv et arbeid du er stolt av og din rolle i det.',
      source: '05723b9026e6b8',
    },
    'templates.tpl_work_setting.headline': { text: 'Hvilken arbeidsform foretrekker du?', source: '1d04143043adac' },
    'templates.tpl_work_setting.options.office.label': { text: 'På kontoret', source: '1f37d2102c6851' },
    'templates.tpl_work_setting.options.hybrid.label': { text: 'Hybrid', source: '116bba6eb0f46d' },
    'templates.tpl_work_setting.options.remote.label': { text: 'Helt på fjernarbeid', source: '02f8063447a0bf' },
    'templates.tpl_start_date.headline': { text: 'Når kan du begynne?', source: '186959efddd1b1' },
    'templates.tpl_start_date.options.now.label': { text: 'Umiddelbart', source: '00e112b7aa9548' },
    'templates.tpl_start_date.options.one_month.label': { text: 'Innen en måned', source: '1c272cc2c8db50' },
    'templates.tpl_start_date.options.two_three_months.label': {
      text: 'Om to til tre måneder',
      source: '1da9eb0b596c8e',
    },
    'templates.tpl_start_date.options.later.label': { text: 'Senere enn det', source: '1c6106adb04442' },
    'templates.tpl_growth_areas.headline': {
      text: 'Hvilke områder vil du helst utvikle deg innen?',
      source: '1ea10b80759c8f',
    },
    'templates.tpl_growth_areas.description': { text: 'Velg alle som passer.', source: '1778d931f3decf' },
    'templates.tpl_growth_areas.options.leadership.label': { text: 'Ledelse', source: '02024f296fea85' },
    'templates.tpl_growth_areas.options.technical.label': { text: 'Tekniske ferdigheter', source: '0e2cedbb560c18' },
    'templates.tpl_growth_areas.options.communication.label': { text: 'Kommunikasjon', source: '1a6287c344c3c6' },
    'templates.tpl_growth_areas.options.project_management.label': {
      text: 'Prosjektledelse',
      source: '0b791fba7318e2',
    },
    'templates.tpl_growth_areas.options.customer.label': { text: 'Arbeid med kunder', source: '0450f778679412' },
    'templates.tpl_feedback_style.headline': {
      text: 'Hvordan liker du å få tilbakemeldinger?',
      source: '1386ffb99e44b1',
    },
    'templates.tpl_feedback_style.description': { text: 'Velg alle som passer.', source: '1778d931f3decf' },
    'templates.tpl_feedback_style.options.in_person.label': { text: 'Ansikt til ansikt', source: '059d690971a6a2' },
    'templates.tpl_feedback_style.options.written.label': { text: 'Skriftlig', source: '02c24e64bee7f6' },
    'templates.tpl_feedback_style.options.immediate.label': { text: 'Med en gang', source: '1d5acdb176db34' },
    'templates.tpl_feedback_style.options.scheduled.label': {
      text: 'I faste en-til-en-samtaler',
      source: '0996caa0dce83e',
    },
  },
} satisfies SectionLocaleFile;
