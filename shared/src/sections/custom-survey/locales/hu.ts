import type { SectionLocaleFile } from '../../locale-file';

// custom_survey in hu: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    defaultTitle: { text: 'Néhány kérdés tőlünk', source: '087dc5e7b52a7e' },
    defaultDescription: {
      text: 'Segítsen, hogy jobban megismerjük. Válaszoljon olyan nyíltan, ahogy szeretne.',
      source: '14022f54900ccc',
    },
    'templates.tpl_motivation.headline': { text: 'Mi vonzotta ebben a munkakörben?', source: '16634a0eb741f5' },
    'templates.tpl_proud_work.headline': {
      text: 'Írjon le egy munkát, amelyre büszke, és az abban betöltött szerepét.',
      source: '05723b9026e6b8',
    },
    'templates.tpl_work_setting.headline': {
      text: 'Milyen munkakörnyezetet részesít előnyben?',
      source: '1d04143043adac',
    },
    'templates.tpl_work_setting.options.office.label': { text: 'Irodában', source: '1f37d2102c6851' },
    'templates.tpl_work_setting.options.hybrid.label': { text: 'Hibrid', source: '116bba6eb0f46d' },
    'templates.tpl_work_setting.options.remote.label': { text: 'Teljesen távmunkában', source: '02f8063447a0bf' },
    'templates.tpl_start_date.headline': { text: 'Mikor tudna kezdeni?', source: '186959efddd1b1' },
    'templates.tpl_start_date.options.now.label': { text: 'Azonnal', source: '00e112b7aa9548' },
    'templates.tpl_start_date.options.one_month.label': { text: 'Egy hónapon belül', source: '1c272cc2c8db50' },
    'templates.tpl_start_date.options.two_three_months.label': {
      text: 'Két-három hónap múlva',
      source: '1da9eb0b596c8e',
    },
    'templates.tpl_start_date.options.later.label': { text: 'Ennél később', source: '1c6106adb04442' },
    'templates.tpl_growth_areas.headline': {
      text: 'Mely területeken szeretne leginkább fejlődni?',
      source: '1ea10b80759c8f',
    },
    'templates.tpl_growth_areas.description': { text: 'Válassza ki az összes megfelelőt.', source: '1778d931f3decf' },
    'templates.tpl_growth_areas.options.leadership.label': { text: 'Vezetés', source: '02024f296fea85' },
    'templates.tpl_growth_areas.options.technical.label': { text: 'Szakmai készségek', source: '0e2cedbb560c18' },
    'templates.tpl_growth_areas.options.communication.label': { text: 'Kommunikáció', source: '1a6287c344c3c6' },
    'templates.tpl_growth_areas.options.project_management.label': {
      text: 'Projektmenedzsment',
      source: '0b791fba7318e2',
    },
    'templates.tpl_growth_areas.options.customer.label': { text: 'Ügyfelekkel való munka', source: '0450f778679412' },
    'templates.tpl_feedback_style.headline': { text: 'Hogyan szeretne visszajelzést kapni?', source: '1386ffb99e44b1' },
    'templates.tpl_feedback_style.description': { text: 'Válassza ki az összes megfelelőt.', source: '1778d931f3decf' },
    'templates.tpl_feedback_style.options.in_person.label': { text: 'Személyesen', source: '059d690971a6a2' },
    'templates.tpl_feedback_style.options.written.label': { text: 'Írásban', source: '02c24e64bee7f6' },
    'templates.tpl_feedback_style.options.immediate.label': { text: 'Azonnal', source: '1d5acdb176db34' },
    'templates.tpl_feedback_style.options.scheduled.label': {
      text: 'Rendszeres négyszemközti beszélgetéseken',
      source: '0996caa0dce83e',
    },
  },
} satisfies SectionLocaleFile;
