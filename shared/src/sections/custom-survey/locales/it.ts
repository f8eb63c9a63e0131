import type { SectionLocaleFile } from '../../locale-file';

// custom_survey in it: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    defaultTitle: { text: 'Qualche domanda da parte nostra', source: '087dc5e7b52a7e' },
    defaultDescription: {
      text: 'Aiutaci a conoscerti meglio. Rispondi con tutta l’apertura che desideri.',
      source: '14022f54900ccc',
    },
    'templates.tpl_motivation.headline': { text: 'Che cosa ti ha attratto di questo ruolo?', source: '16634a0eb741f5' },
    'templates.tpl_proud_work.headline': {
      text: 'Descrivi un lavoro di cui vai fiero e il tuo contributo.',
      source: '05723b9026e6b8',
    },
    'templates.tpl_work_setting.headline': { text: 'Quale modalità di lavoro preferisci?', source: '1d04143043adac' },
    'templates.tpl_work_setting.options.office.label': { text: 'In ufficio', source: '1f37d2102c6851' },
    'templates.tpl_work_setting.options.hybrid.label': { text: 'Ibrida', source: '116bba6eb0f46d' },
    'templates.tpl_work_setting.options.remote.label': { text: 'Completamente da remoto', source: '02f8063447a0bf' },
    'templates.tpl_start_date.headline': { text: 'Quando potresti iniziare?', source: '186959efddd1b1' },
    'templates.tpl_start_date.options.now.label': { text: 'Subito', source: '00e112b7aa9548' },
    'templates.tpl_start_date.options.one_month.label': { text: 'Entro un mese', source: '1c272cc2c8db50' },
    'templates.tpl_start_date.options.two_three_months.label': { text: 'Tra due o tre mesi', source: '1da9eb0b596c8e' },
    'templates.tpl_start_date.options.later.label': { text: 'Più avanti', source: '1c6106adb04442' },
    'templates.tpl_growth_areas.headline': {
      text: 'In quali aree ti piacerebbe crescere di più?',
      source: '1ea10b80759c8f',
    },
    'templates.tpl_growth_areas.description': { text: 'Scegli tutte le opzioni pertinenti.', source: '1778d931f3decf' },
    'templates.tpl_growth_areas.options.leadership.label': { text: 'Leadership', source: '02024f296fea85' },
    'templates.tpl_growth_areas.options.technical.label': { text: 'Competenze tecniche', source: '0e2cedbb560c18' },
    'templates.tpl_growth_areas.options.communication.label': { text: 'Comunicazione', source: '1a6287c344c3c6' },
    'templates.tpl_growth_areas.options.project_management.label': {
      text: 'Project management',
      source: '0b791fba7318e2',
    },
    'templates.tpl_growth_areas.options.customer.label': { text: 'Lavoro con i clienti', source: '0450f778679412' },
    'templates.tpl_feedback_style.headline': { text: 'Come preferisci ricevere feedback?', source: '1386ffb99e44b1' },
    'templates.tpl_feedback_style.description': {
      text: 'Scegli tutte le opzioni pertinenti.',
      source: '1778d931f3decf',
    },
    'templates.tpl_feedback_style.options.in_person.label': { text: 'Di persona', source: '059d690971a6a2' },
    'templates.tpl_feedback_style.options.written.label': { text: 'Per iscritto', source: '02c24e64bee7f6' },
    'templates.tpl_feedback_style.options.immediate.label': { text: 'Subito', source: '1d5acdb176db34' },
    'templates.tpl_feedback_style.options.scheduled.label': {
      text: 'In colloqui individuali regolari',
      source: '0996caa0dce83e',
    },
  },
} satisfies SectionLocaleFile;
