import type { SectionLocaleFile } from '../../locale-file';

// custom_survey in nl: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    defaultTitle: { text: 'Een paar vragen van ons', source: '087dc5e7b52a7e' },
    defaultDescription: {
      text: 'Help ons je beter te leren kennen. Antwoord zo open als je wilt.',
      source: '14022f54900ccc',
    },
    'templates.tpl_motivation.headline': { text: 'Wat sprak je aan in deze functie?', source: '16634a0eb741f5' },
    'templates.tpl_proud_work.headline': {
      text: 'Beschrijf een stuk werk waar je trots op bent en jouw rol daarin.',
      source: '05723b9026e6b8',
    },
    'templates.tpl_work_setting.headline': { text: 'Welke werkomgeving heeft je voorkeur?', source: '1d04143043adac' },
    'templates.tpl_work_setting.options.office.label': { text: 'Op kantoor', source: '1f37d2102c6851' },
    'templates.tpl_work_setting.options.hybrid.label': { text: 'Hybride', source: '116bba6eb0f46d' },
    'templates.tpl_work_setting.options.remote.label': { text: 'Volledig op afstand', source: '02f8063447a0bf' },
    'templates.tpl_start_date.headline': { text: 'Wanneer zou je kunnen beginnen?', source: '186959efddd1b1' },
    'templates.tpl_start_date.options.now.label': { text: 'Direct', source: '00e112b7aa9548' },
    'templates.tpl_start_date.options.one_month.label': { text: 'Binnen een maand', source: '1c272cc2c8db50' },
    'templates.tpl_start_date.options.two_three_months.label': {
      text: 'Over twee tot drie maanden',
      source: '1da9eb0b596c8e',
    },
    'templates.tpl_start_date.options.later.label': { text: 'Later', source: '1c6106adb04442' },
    'templates.tpl_growth_areas.headline': {
      text: 'Op welke gebieden zou je je het liefst ontwikkelen?',
      source: '1ea10b80759c8f',
    },
    'templates.tpl_growth_areas.description': { text: 'Kies alles wat van toepassing is.', source: '1778d931f3decf' },
    'templates.tpl_growth_areas.options.leadership.label': { text: 'Leiderschap', source: '02024f296fea85' },
    'templates.tpl_growth_areas.options.technical.label': { text: 'Technische vaardigheden', source: '0e2cedbb560c18' },
    'templates.tpl_growth_areas.options.communication.label': { text: 'Communicatie', source: '1a6287c344c3c6' },
    'templates.tpl_growth_areas.options.project_management.label': {
      text: 'Projectmanagement',
      source: '0b791fba7318e2',
    },
    'templates.tpl_growth_areas.options.customer.label': { text: 'Werken met klanten', source: '0450f778679412' },
    'templates.tpl_feedback_style.headline': { text: 'Hoe ontvang je het liefst feedback?', source: '1386ffb99e44b1' },
    'templates.tpl_feedback_style.description': { text: 'Kies alles wat van toepassing is.', source: '1778d931f3decf' },
    'templates.tpl_feedback_style.options.in_person.label': { text: 'Persoonlijk', source: '059d690971a6a2' },
    'templates.tpl_feedback_style.options.written.label': { text: 'Op schrift', source: '02c24e64bee7f6' },
    'templates.tpl_feedback_style.options.immediate.label': { text: 'Meteen', source: '1d5acdb176db34' },
    'templates.tpl_feedback_style.options.scheduled.label': {
      text: 'In vaste één-op-eengesprekken',
      source: '0996caa0dce83e',
    },
  },
} satisfies SectionLocaleFile;
