import type { SectionLocaleFile } from '../../locale-file';

// custom_survey in fa: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    defaultTitle: { text: 'چند پرسش از طرف ما', source: '087dc5e7b52a7e' },
    defaultDescription: {
      text: 'کمک کنید شما را بهتر بشناسیم. هر قدر که دوست دارید آزادانه پاسخ دهید.',
      source: '14022f54900ccc',
    },
    'templates.tpl_motivation.headline': { text: 'چه چیزی شما را جذب این نقش کرد؟', source: '16634a0eb741f5' },
    'templates.tpl_proud_work.headline': {
      text: 'کاری را که به آن افتخار می‌کنید و نقش خودتان در آن را شرح دهید.',
      source: '05723b9026e6b8',
    },
    'templates.tpl_work_setting.headline': { text: 'کدام محیط کاری را ترجیح می‌دهید؟', source: '1d04143043adac' },
    'templates.tpl_work_setting.options.office.label': { text: 'در دفتر', source: '1f37d2102c6851' },
    'templates.tpl_work_setting.options.hybrid.label': { text: 'ترکیبی', source: '116bba6eb0f46d' },
    'templates.tpl_work_setting.options.remote.label': { text: 'کاملاً دورکاری', source: '02f8063447a0bf' },
    'templates.tpl_start_date.headline': { text: 'چه زمانی می‌توانید شروع کنید؟', source: '186959efddd1b1' },
    'templates.tpl_start_date.options.now.label': { text: 'بلافاصله', source: '00e112b7aa9548' },
    'templates.tpl_start_date.options.one_month.label': { text: 'ظرف یک ماه', source: '1c272cc2c8db50' },
    'templates.tpl_start_date.options.two_three_months.label': { text: 'طی دو تا سه ماه', source: '1da9eb0b596c8e' },
    'templates.tpl_start_date.options.later.label': { text: 'دیرتر از آن', source: '1c6106adb04442' },
    'templates.tpl_growth_areas.headline': {
      text: 'بیشتر دوست دارید در چه زمینه‌هایی رشد کنید؟',
      source: '1ea10b80759c8f',
    },
    'templates.tpl_growth_areas.description': { text: 'همه موارد مرتبط را انتخاب کنید.', source: '1778d931f3decf' },
    'templates.tpl_growth_areas.options.leadership.label': { text: 'رهبری', source: '02024f296fea85' },
    'templates.tpl_growth_areas.options.technical.label': { text: 'مهارت‌های فنی', source: '0e2cedbb560c18' },
    'templates.tpl_growth_areas.options.communication.label': { text: 'ارتباطات', source: '1a6287c344c3c6' },
    'templates.tpl_growth_areas.options.project_management.label': { text: 'مدیریت پروژه', source: '0b791fba7318e2' },
    'templates.tpl_growth_areas.options.customer.label': { text: 'کار با مشتریان', source: '0450f778679412' },
    'templates.tpl_feedback_style.headline': {
      text: 'ترجیح می‌دهید بازخورد را چگونه دریافت کنید؟',
      source: '1386ffb99e44b1',
    },
    'templates.tpl_feedback_style.description': { text: 'همه موارد مرتبط را انتخاب کنید.', source: '1778d931f3decf' },
    'templates.tpl_feedback_style.options.in_person.label': { text: 'حضوری', source: '059d690971a6a2' },
    'templates.tpl_feedback_style.options.written.label': { text: 'به‌صورت مکتوب', source: '02c24e64bee7f6' },
    'templates.tpl_feedback_style.options.immediate.label': { text: 'همان لحظه', source: '1d5acdb176db34' },
    'templates.tpl_feedback_style.options.scheduled.label': {
      text: 'در جلسه‌های منظم دونفره',
      source: '0996caa0dce83e',
    },
  },
} satisfies SectionLocaleFile;
