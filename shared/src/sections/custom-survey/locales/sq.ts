import type { SectionLocaleFile } from '../../locale-file';

// custom_survey in sq: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    defaultTitle: { text: 'Disa pyetje nga ne', source: '087dc5e7b52a7e' },
    defaultDescription: {
      text: "Na ndihmoni t'ju njohim më mirë. Përgjigjuni aq hapur sa dëshironi.",
      source: '14022f54900ccc',
    },
    'templates.tpl_motivation.headline': { text: 'Çfarë ju tërhoqi te ky rol?', source: '16634a0eb741f5' },
    'templates.tpl_proud_work.headline': {
      text: 'Përshkruani një punë për të cilën jeni krenar(e) dhe rolin tuaj në të.',
      source: '05723b9026e6b8',
    },
    'templates.tpl_work_setting.headline': { text: 'Cilin mjedis pune preferoni?', source: '1d04143043adac' },
    'templates.tpl_work_setting.options.office.label': { text: 'Në zyrë', source: '1f37d2102c6851' },
    'templates.tpl_work_setting.options.hybrid.label': { text: 'Hibrid', source: '116bba6eb0f46d' },
    'templates.tpl_work_setting.options.remote.label': { text: 'Plotësisht në distancë', source: '02f8063447a0bf' },
    'templates.tpl_start_date.headline': { text: 'Kur mund të filloni?', source: '186959efddd1b1' },
    'templates.tpl_start_date.options.now.label': { text: 'Menjëherë', source: '00e112b7aa9548' },
    'templates.tpl_start_date.options.one_month.label': { text: 'Brenda një muaji', source: '1c272cc2c8db50' },
    'templates.tpl_start_date.options.two_three_months.label': {
      text: 'Pas dy deri në tre muaj',
      source: '1da9eb0b596c8e',
    },
    'templates.tpl_start_date.options.later.label': { text: 'Më vonë se kaq', source: '1c6106adb04442' },
    'templates.tpl_growth_areas.headline': {
      text: 'Në cilat fusha do të dëshironit më shumë të zhvilloheni?',
      source: '1ea10b80759c8f',
    },
    'templates.tpl_growth_areas.description': { text: 'Zgjidhni të gjitha që vlejnë.', source: '1778d931f3decf' },
    'templates.tpl_growth_areas.options.leadership.label': { text: 'Udhëheqja', source: '02024f296fea85' },
    'templates.tpl_growth_areas.options.technical.label': { text: 'Aftësitë teknike', source: '0e2cedbb560c18' },
    'templates.tpl_growth_areas.options.communication.label': { text: 'Komunikimi', source: '1a6287c344c3c6' },
    'templates.tpl_growth_areas.options.project_management.label': {
      text: 'Menaxhimi i projekteve',
      source: '0b791fba7318e2',
    },
    'templates.tpl_growth_areas.options.customer.label': { text: 'Puna me klientët', source: '0450f778679412' },
    'templates.tpl_feedback_style.headline': {
      text: 'Si preferoni të merrni komente për punën tuaj?',
      source: '1386ffb99e44b1',
    },
    'templates.tpl_feedback_style.description': { text: 'Zgjidhni të gjitha që vlejnë.', source: '1778d931f3decf' },
    'templates.tpl_feedback_style.options.in_person.label': { text: 'Ballë për ballë', source: '059d690971a6a2' },
    'templates.tpl_feedback_style.options.written.label': { text: 'Me shkrim', source: '02c24e64bee7f6' },
    'templates.tpl_feedback_style.options.immediate.label': { text: 'Menjëherë', source: '1d5acdb176db34' },
    'templates.tpl_feedback_style.options.scheduled.label': {
      text: 'Në takime të rregullta individuale',
      source: '0996caa0dce83e',
    },
  },
} satisfies SectionLocaleFile;
