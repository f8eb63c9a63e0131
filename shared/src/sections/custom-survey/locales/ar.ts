import type { SectionLocaleFile } from '../../locale-file';

// custom_survey in ar: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    defaultTitle: { text: 'بعض الأسئلة منا', source: '087dc5e7b52a7e' },
    defaultDescription: {
      text: 'ساعدنا على التعرف إليك بشكل أفضل. أجب بالقدر الذي تريده من الانفتاح.',
      source: '14022f54900ccc',
    },
    'templates.tpl_motivation.headline': { text: 'ما الذي جذبك إلى هذا الدور؟', source: '16634a0eb741f5' },
    'templates.tpl_proud_work.headline': { text: 'صف عملًا تفخر به ودورك فيه.', source: '05723b9026e6b8' },
    'templates.tpl_work_setting.headline': { text: 'ما بيئة العمل التي تفضلها؟', source: '1d04143043adac' },
    'templates.tpl_work_setting.options.office.label': { text: 'في المكتب', source: '1f37d2102c6851' },
    'templates.tpl_work_setting.options.hybrid.label': { text: 'عمل هجين', source: '116bba6eb0f46d' },
    'templates.tpl_work_setting.options.remote.label': { text: 'عن بُعد بالكامل', source: '02f8063447a0bf' },
    'templates.tpl_start_date.headline': { text: 'متى يمكنك البدء؟', source: '186959efddd1b1' },
    'templates.tpl_start_date.options.now.label': { text: 'فورًا', source: '00e112b7aa9548' },
    'templates.tpl_start_date.options.one_month.label': { text: 'خلال شهر', source: '1c272cc2c8db50' },
    'templates.tpl_start_date.options.two_three_months.label': {
      text: 'خلال شهرين إلى ثلاثة أشهر',
      source: '1da9eb0b596c8e',
    },
    'templates.tpl_start_date.options.later.label': { text: 'بعد ذلك', source: '1c6106adb04442' },
    'templates.tpl_growth_areas.headline': {
      text: 'ما المجالات التي تود أكثر أن تتطور فيها؟',
      source: '1ea10b80759c8f',
    },
    'templates.tpl_growth_areas.description': { text: 'اختر كل ما ينطبق.', source: '1778d931f3decf' },
    'templates.tpl_growth_areas.options.leadership.label': { text: 'القيادة', source: '02024f296fea85' },
    'templates.tpl_growth_areas.options.technical.label': { text: 'المهارات التقنية', source: '0e2cedbb560c18' },
    'templates.tpl_growth_areas.options.communication.label': { text: 'التواصل', source: '1a6287c344c3c6' },
    'templates.tpl_growth_areas.options.project_management.label': { text: 'إدارة المشاريع', source: '0b791fba7318e2' },
    'templates.tpl_growth_areas.options.customer.label': { text: 'العمل مع العملاء', source: '0450f778679412' },
    'templates.tpl_feedback_style.headline': { text: 'كيف تفضّل أن تتلقى الملاحظات؟', source: '1386ffb99e44b1' },
    'templates.tpl_feedback_style.description': { text: 'اختر كل ما ينطبق.', source: '1778d931f3decf' },
    'templates.tpl_feedback_style.options.in_person.label': { text: 'وجهًا لوجه', source: '059d690971a6a2' },
    'templates.tpl_feedback_style.options.written.label': { text: 'كتابيًا', source: '02c24e64bee7f6' },
    'templates.tpl_feedback_style.options.immediate.label': { text: 'على الفور', source: '1d5acdb176db34' },
    'templates.tpl_feedback_style.options.scheduled.label': {
      text: 'في لقاءات فردية منتظمة',
      source: '0996caa0dce83e',
    },
  },
} satisfies SectionLocaleFile;
