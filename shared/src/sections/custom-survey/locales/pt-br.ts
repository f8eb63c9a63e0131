import type { SectionLocaleFile } from '../../locale-file';

// custom_survey in pt-br: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    defaultTitle: { text: 'Algumas perguntas nossas', source: '087dc5e7b52a7e' },
    defaultDescription: {
      text: 'Ajude-nos a conhecer você melhor. Responda com a abertura que preferir.',
      source: '14022f54900ccc',
    },
    'templates.tpl_motivation.headline': { text: 'O que atraiu você para esta vaga?', source: '16634a0eb741f5' },
    'templates.tpl_proud_work.headline': {
      text: 'Descreva um trabalho do qual você se orgulha e qual foi a sua participação nele.',
      source: '05723b9026e6b8',
    },
    'templates.tpl_work_setting.headline': { text: 'Qual modelo de trabalho você prefere?', source: '1d04143043adac' },
    'templates.tpl_work_setting.options.office.label': { text: 'No escritório', source: '1f37d2102c6851' },
    'templates.tpl_work_setting.options.hybrid.label': { text: 'Híbrido', source: '116bba6eb0f46d' },
    'templates.tpl_work_setting.options.remote.label': { text: 'Totalmente remoto', source: '02f8063447a0bf' },
    'templates.tpl_start_date.headline': { text: 'Quando você poderia começar?', source: '186959efddd1b1' },
    'templates.tpl_start_date.options.now.label': { text: 'Imediatamente', source: '00e112b7aa9548' },
    'templates.tpl_start_date.options.one_month.label': { text: 'Em até um mês', source: '1c272cc2c8db50' },
    'templates.tpl_start_date.options.two_three_months.label': {
      text: 'Em dois a três meses',
      source: '1da9eb0b596c8e',
    },
    'templates.tpl_start_date.options.later.label': { text: 'Depois disso', source: '1c6106adb04442' },
    'templates.tpl_growth_areas.headline': {
      text: 'Em quais áreas você mais gostaria de se desenvolver?',
      source: '1ea10b80759c8f',
    },
    'templates.tpl_growth_areas.description': { text: 'Escolha todas as que se aplicam.', source: '1778d931f3decf' },
    'templates.tpl_growth_areas.options.leadership.label': { text: 'Liderança', source: '02024f296fea85' },
    'templates.tpl_growth_areas.options.technical.label': { text: 'Habilidades técnicas', source: '0e2cedbb560c18' },
    'templates.tpl_growth_areas.options.communication.label': { text: 'Comunicação', source: '1a6287c344c3c6' },
    'templates.tpl_growth_areas.options.project_management.label': {
      text: 'Gestão de projetos',
      source: '0b791fba7318e2',
    },
    'templates.tpl_growth_areas.options.customer.label': { text: 'Trabalho com clientes', source: '0450f778679412' },
    'templates.tpl_feedback_style.headline': { text: 'Como você prefere receber feedback?', source: '1386ffb99e44b1' },
    'templates.tpl_feedback_style.description': { text: 'Escolha todas as que se aplicam.', source: '1778d931f3decf' },
    'templates.tpl_feedback_style.options.in_person.label': { text: 'Pessoalmente', source: '059d690971a6a2' },
    'templates.tpl_feedback_style.options.written.label': { text: 'Por escrito', source: '02c24e64bee7f6' },
    'templates.tpl_feedback_style.options.immediate.label': { text: 'Na hora', source: '1d5acdb176db34' },
    'templates.tpl_feedback_style.options.scheduled.label': {
      text: 'Em conversas individuais regulares',
      source: '0996caa0dce83e',
    },
  },
} satisfies SectionLocaleFile;
