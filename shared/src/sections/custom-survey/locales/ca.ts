import type { SectionLocaleFile } from '../../locale-file';

// custom_survey in ca: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    defaultTitle: { text: 'Unes quantes preguntes nostres', source: '087dc5e7b52a7e' },
    defaultDescription: {
      text: "Ajuda'ns a conèixer-te millor. Respon tan obertament com vulguis.",
      source: '14022f54900ccc',
    },
    'templates.tpl_motivation.headline': { text: "Què et va atraure d'aquest lloc?", source: '16634a0eb741f5' },
    'templates.tpl_proud_work.headline': {
      text: 'Descriu una feina de la qual estiguis orgullós o orgullosa i el teu paper en ella.',
      source: '05723b9026e6b8',
    },
    'templates.tpl_work_setting.headline': { text: 'Quin entorn de treball prefereixes?', source: '1d04143043adac' },
    'templates.tpl_work_setting.options.office.label': { text: "A l'oficina", source: '1f37d2102c6851' },
    'templates.tpl_work_setting.options.hybrid.label': { text: 'Híbrid', source: '116bba6eb0f46d' },
    'templates.tpl_work_setting.options.remote.label': { text: 'Totalment en remot', source: '02f8063447a0bf' },
    'templates.tpl_start_date.headline': { text: 'Quan podries començar?', source: '186959efddd1b1' },
    'templates.tpl_start_date.options.now.label': { text: 'Immediatament', source: '00e112b7aa9548' },
    'templates.tpl_start_date.options.one_month.label': { text: "En menys d'un mes", source: '1c272cc2c8db50' },
    'templates.tpl_start_date.options.two_three_months.label': {
      text: "D'aquí a dos o tres mesos",
      source: '1da9eb0b596c8e',
    },
    'templates.tpl_start_date.options.later.label': { text: 'Més endavant', source: '1c6106adb04442' },
    'templates.tpl_growth_areas.headline': {
      text: "En quines àrees t'agradaria més créixer?",
      source: '1ea10b80759c8f',
    },
    'templates.tpl_growth_areas.description': { text: 'Tria totes les que corresponguin.', source: '1778d931f3decf' },
    'templates.tpl_growth_areas.options.leadership.label': { text: 'Lideratge', source: '02024f296fea85' },
    'templates.tpl_growth_areas.options.technical.label': { text: 'Habilitats tècniques', source: '0e2cedbb560c18' },
    'templates.tpl_growth_areas.options.communication.label': { text: 'Comunicació', source: '1a6287c344c3c6' },
    'templates.tpl_growth_areas.options.project_management.label': {
      text: 'Gestió de projectes',
      source: '0b791fba7318e2',
    },
    'templates.tpl_growth_areas.options.customer.label': { text: 'Treball amb clients', source: '0450f778679412' },
    'templates.tpl_feedback_style.headline': {
      text: 'Com prefereixes rebre retroalimentació?',
      source: '1386ffb99e44b1',
    },
    'templates.tpl_feedback_style.description': { text: 'Tria totes les que corresponguin.', source: '1778d931f3decf' },
    'templates.tpl_feedback_style.options.in_person.label': { text: 'Cara a cara', source: '059d690971a6a2' },
    'templates.tpl_feedback_style.options.written.label': { text: 'Per escrit', source: '02c24e64bee7f6' },
    'templates.tpl_feedback_style.options.immediate.label': { text: 'De seguida', source: '1d5acdb176db34' },
    'templates.tpl_feedback_style.options.scheduled.label': {
      text: 'En reunions individuals periòdiques',
      source: '0996caa0dce83e',
    },
  },
} satisfies SectionLocaleFile;
