import type { SectionLocaleFile } from '../../locale-file';

// custom_survey in de: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    defaultTitle: { text: 'Ein paar Fragen von uns', source: '087dc5e7b52a7e' },
    defaultDescription: {
      text: 'Helfen Sie uns, Sie besser kennenzulernen. Antworten Sie so offen, wie Sie möchten.',
      source: '14022f54900ccc',
    },
    'templates.tpl_motivation.headline': {
      text: 'Was hat Sie an dieser Stelle angesprochen?',
      source: '16634a0eb741f5',
    },
    'templates.tpl_proud_work.headline': {
      text: 'Beschreiben Sie eine Arbeit, auf die Sie stolz sind, und Ihren Anteil daran.',
      source: '05723b9026e6b8',
    },
    'templates.tpl_work_setting.headline': { text: 'Welches Arbeitsumfeld bevorzugen Sie?', source: '1d04143043adac' },
    'templates.tpl_work_setting.options.office.label': { text: 'Im Büro', source: '1f37d2102c6851' },
    'templates.tpl_work_setting.options.hybrid.label': { text: 'Hybrid', source: '116bba6eb0f46d' },
    'templates.tpl_work_setting.options.remote.label': { text: 'Vollständig remote', source: '02f8063447a0bf' },
    'templates.tpl_start_date.headline': { text: 'Wann könnten Sie anfangen?', source: '186959efddd1b1' },
    'templates.tpl_start_date.options.now.label': { text: 'Sofort', source: '00e112b7aa9548' },
    'templates.tpl_start_date.options.one_month.label': { text: 'Innerhalb eines Monats', source: '1c272cc2c8db50' },
    'templates.tpl_start_date.options.two_three_months.label': {
      text: 'In zwei bis drei Monaten',
      source: '1da9eb0b596c8e',
    },
    'templates.tpl_start_date.options.later.label': { text: 'Später', source: '1c6106adb04442' },
    'templates.tpl_growth_areas.headline': {
      text: 'In welchen Bereichen möchten Sie sich am liebsten weiterentwickeln?',
      source: '1ea10b80759c8f',
    },
    'templates.tpl_growth_areas.description': { text: 'Wählen Sie alles Zutreffende aus.', source: '1778d931f3decf' },
    'templates.tpl_growth_areas.options.leadership.label': { text: 'Führung', source: '02024f296fea85' },
    'templates.tpl_growth_areas.options.technical.label': { text: 'Fachliche Fähigkeiten', source: '0e2cedbb560c18' },
    'templates.tpl_growth_areas.options.communication.label': { text: 'Kommunikation', source: '1a6287c344c3c6' },
    'templates.tpl_growth_areas.options.project_management.label': {
      text: 'Projektmanagement',
      source: '0b791fba7318e2',
    },
    'templates.tpl_growth_areas.options.customer.label': { text: 'Arbeit mit Kunden', source: '0450f778679412' },
    'templates.tpl_feedback_style.headline': {
      text: 'Wie erhalten Sie Feedback am liebsten?',
      source: '1386ffb99e44b1',
    },
    'templates.tpl_feedback_style.description': { text: 'Wählen Sie alles Zutreffende aus.', source: '1778d931f3decf' },
    'templates.tpl_feedback_style.options.in_person.label': { text: 'Persönlich', source: '059d690971a6a2' },
    'templates.tpl_feedback_style.options.written.label': { text: 'Schriftlich', source: '02c24e64bee7f6' },
    'templates.tpl_feedback_style.options.immediate.label': { text: 'Sofort', source: '1d5acdb176db34' },
    'templates.tpl_feedback_style.options.scheduled.label': {
      text: 'In regelmäßigen Einzelgesprächen',
      source: '0996caa0dce83e',
    },
  },
} satisfies SectionLocaleFile;
