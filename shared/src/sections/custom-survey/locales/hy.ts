import type { SectionLocaleFile } from '../../locale-file';

// custom_survey in hy: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    defaultTitle: { text: 'Մի քանի հարց մեզնից', source: '087dc5e7b52a7e' },
    defaultDescription: {
      text: 'Օգնեք մեզ ավելի լավ ճանաչել Ձեզ։ Պատասխանեք այնքան բաց, որքան ցանկանում եք։',
      source: '14022f54900ccc',
    },
    'templates.tpl_motivation.headline': { text: 'Ի՞նչը Ձեզ գրավեց այս պաշտոնում։', source: '16634a0eb741f5' },
    'templates.tpl_proud_work.headline': {
      text: 'Նկարագրեք մի աշխատանք, որով հպարտանում եք, և Ձեր դերը դրանում։',
      source: '05723b9026e6b8',
    },
    'templates.tpl_work_setting.headline': {
      text: 'Աշխատանքային ո՞ր միջավայրն եք նախընտրում։',
      source: '1d04143043adac',
    },
    'templates.tpl_work_setting.options.office.label': { text: 'Գրասենյակում', source: '1f37d2102c6851' },
    'templates.tpl_work_setting.options.hybrid.label': { text: 'Հիբրիդային', source: '116bba6eb0f46d' },
    'templates.tpl_work_setting.options.remote.label': { text: 'Ամբողջությամբ հեռավար', source: '02f8063447a0bf' },
    'templates.tpl_start_date.headline': { text: 'Ե՞րբ կարող եք սկսել։', source: '186959efddd1b1' },
    'templates.tpl_start_date.options.now.label': { text: 'Անմիջապես', source: '00e112b7aa9548' },
    'templates.tpl_start_date.options.one_month.label': { text: 'Մեկ ամսվա ընթացքում', source: '1c272cc2c8db50' },
    'templates.tpl_start_date.options.two_three_months.label': { text: 'Երկու-երեք ամսից', source: '1da9eb0b596c8e' },
    'templates.tpl_start_date.options.later.label': { text: 'Ավելի ուշ', source: '1c6106adb04442' },
    'templates.tpl_growth_areas.headline': {
      text: 'Ո՞ր ոլորտներում կցանկանայիք առավելապես զարգանալ։',
      source: '1ea10b80759c8f',
    },
    'templates.tpl_growth_areas.description': { text: 'Ընտրեք բոլոր համապատասխանները։', source: '1778d931f3decf' },
    'templates.tpl_growth_areas.options.leadership.label': { text: 'Առաջնորդություն', source: '02024f296fea85' },
    'templates.tpl_growth_areas.options.technical.label': {
      text: 'Տեխնիկական հմտություններ',
      source: '0e2cedbb560c18',
    },
    'templates.tpl_growth_areas.options.communication.label': { text: 'Հաղորդակցություն', source: '1a6287c344c3c6' },
    'templates.tpl_growth_areas.options.project_management.label': {
      text: 'Նախագծերի կառավարում',
      source: '0b791fba7318e2',
    },
    'templates.tpl_growth_areas.options.customer.label': {
      text: 'Աշխատանք հաճախորդների հետ',
      source: '0450f778679412',
    },
    'templates.tpl_feedback_style.headline': {
      text: 'Ինչպե՞ս եք նախընտրում ստանալ հետադարձ կապ։',
      source: '1386ffb99e44b1',
    },
    'templates.tpl_feedback_style.description': { text: 'Ընտրեք բոլոր համապատասխանները։', source: '1778d931f3decf' },
    'templates.tpl_feedback_style.options.in_person.label': { text: 'Դեմ առ դեմ', source: '059d690971a6a2' },
    'templates.tpl_feedback_style.options.written.label': { text: 'Գրավոր', source: '02c24e64bee7f6' },
    'templates.tpl_feedback_style.options.immediate.label': { text: 'Անմիջապես', source: '1d5acdb176db34' },
    'templates.tpl_feedback_style.options.scheduled.label': {
      text: 'Կանոնավոր անհատական հանդիպումներում',
      source: '0996caa0dce83e',
    },
  },
} satisfies SectionLocaleFile;
