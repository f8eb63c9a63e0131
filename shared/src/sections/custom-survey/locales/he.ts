import type { SectionLocaleFile } from '../../locale-file';

// custom_survey in he: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    defaultTitle: { text: 'כמה שאלות מאיתנו', source: '087dc5e7b52a7e' },
    defaultDescription: { text: 'עזרו לנו להכיר אתכם טוב יותר. ענו בפתיחות שנוחה לכם.', source: '14022f54900ccc' },
    'templates.tpl_motivation.headline': { text: 'מה משך אתכם לתפקיד הזה?', source: '16634a0eb741f5' },
    'templates.tpl_proud_work.headline': { text: 'תארו עבודה שאתם גאים בה ואת חלקכם בה.', source: '05723b9026e6b8' },
    'templates.tpl_work_setting.headline': { text: 'איזו סביבת עבודה אתם מעדיפים?', source: '1d04143043adac' },
    'templates.tpl_work_setting.options.office.label': { text: 'במשרד', source: '1f37d2102c6851' },
    'templates.tpl_work_setting.options.hybrid.label': { text: 'היברידי', source: '116bba6eb0f46d' },
    'templates.tpl_work_setting.options.remote.label': { text: 'מרחוק לגמרי', source: '02f8063447a0bf' },
    'templates.tpl_start_date.headline': { text: 'מתי תוכלו להתחיל?', source: '186959efddd1b1' },
    'templates.tpl_start_date.options.now.label': { text: 'מיד', source: '00e112b7aa9548' },
    'templates.tpl_start_date.options.one_month.label': { text: 'תוך חודש', source: '1c272cc2c8db50' },
    'templates.tpl_start_date.options.two_three_months.label': {
      text: 'בעוד חודשיים עד שלושה',
      source: '1da9eb0b596c8e',
    },
    'templates.tpl_start_date.options.later.label': { text: 'מאוחר יותר', source: '1c6106adb04442' },
    'templates.tpl_growth_areas.headline': { text: 'באילו תחומים הכי הייתם רוצים להתפתח?', source: '1ea10b80759c8f' },
    'templates.tpl_growth_areas.description': { text: 'בחרו את כל מה שמתאים.', source: '1778d931f3decf' },
    'templates.tpl_growth_areas.options.leadership.label': { text: 'מנהיגות', source: '02024f296fea85' },
    'templates.tpl_growth_areas.options.technical.label': { text: 'מיומנויות טכניות', source: '0e2cedbb560c18' },
    'templates.tpl_growth_areas.options.communication.label': { text: 'תקשורת', source: '1a6287c344c3c6' },
    'templates.tpl_growth_areas.options.project_management.label': { text: 'ניהול פרויקטים', source: '0b791fba7318e2' },
    'templates.tpl_growth_areas.options.customer.label': { text: 'עבודה עם לקוחות', source: '0450f778679412' },
    'templates.tpl_feedback_style.headline': { text: 'איך אתם מעדיפים לקבל משוב?', source: '1386ffb99e44b1' },
    'templates.tpl_feedback_style.description': { text: 'בחרו את כל מה שמתאים.', source: '1778d931f3decf' },
    'templates.tpl_feedback_style.options.in_person.label': { text: 'פנים אל פנים', source: '059d690971a6a2' },
    'templates.tpl_feedback_style.options.written.label': { text: 'בכתב', source: '02c24e64bee7f6' },
    'templates.tpl_feedback_style.options.immediate.label': { text: 'מיד', source: '1d5acdb176db34' },
    'templates.tpl_feedback_style.options.scheduled.label': {
      text: 'בפגישות אחד על אחד קבועות',
      source: '0996caa0dce83e',
    },
  },
} satisfies SectionLocaleFile;
