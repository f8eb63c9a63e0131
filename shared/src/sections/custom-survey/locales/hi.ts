import type { SectionLocaleFile } from '../../locale-file';

// custom_survey in hi: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    defaultTitle: { text: 'हमारी ओर से कुछ सवाल', source: '087dc5e7b52a7e' },
    defaultDescription: {
      text: 'आपको बेहतर जानने में हमारी मदद करें। जितना खुलकर चाहें, उतना जवाब दें।',
      source: '14022f54900ccc',
    },
    'templates.tpl_motivation.headline': { text: 'इस भूमिका में आपको किस बात ने आकर्षित किया?', source: '16634a0eb741f5' },
    'templates.tpl_proud_work.headline': {
      text: 'किसी ऐसे काम का वर्णन करें जिस पर आपको गर्व है, और उसमें आपकी भूमिका क्या थी।',
      source: '05723b9026e6b8',
    },
    'templates.tpl_work_setting.headline': { text: 'आप कौन-सा कार्य-परिवेश पसंद करते हैं?', source: '1d04143043adac' },
    'templates.tpl_work_setting.options.office.label': { text: 'दफ़्तर में', source: '1f37d2102c6851' },
    'templates.tpl_work_setting.options.hybrid.label': { text: 'हाइब्रिड', source: '116bba6eb0f46d' },
    'templates.tpl_work_setting.options.remote.label': { text: 'पूरी तरह रिमोट', source: '02f8063447a0bf' },
    'templates.tpl_start_date.headline': { text: 'आप कब से शुरू कर सकते हैं?', source: '186959efddd1b1' },
    'templates.tpl_start_date.options.now.label': { text: 'तुरंत', source: '00e112b7aa9548' },
    'templates.tpl_start_date.options.one_month.label': { text: 'एक महीने के भीतर', source: '1c272cc2c8db50' },
    'templates.tpl_start_date.options.two_three_months.label': { text: 'दो से तीन महीनों में', source: '1da9eb0b596c8e' },
    'templates.tpl_start_date.options.later.label': { text: 'उसके बाद', source: '1c6106adb04442' },
    'templates.tpl_growth_areas.headline': { text: 'आप किन क्षेत्रों में सबसे ज़्यादा आगे बढ़ना चाहेंगे?', source: '1ea10b80759c8f' },
    'templates.tpl_growth_areas.description': { text: 'जो भी लागू हों, सभी चुनें।', source: '1778d931f3decf' },
    'templates.tpl_growth_areas.options.leadership.label': { text: 'नेतृत्व', source: '02024f296fea85' },
    'templates.tpl_growth_areas.options.technical.label': { text: 'तकनीकी कौशल', source: '0e2cedbb560c18' },
    'templates.tpl_growth_areas.options.communication.label': { text: 'संवाद', source: '1a6287c344c3c6' },
    'templates.tpl_growth_areas.options.project_management.label': { text: 'प्रोजेक्ट प्रबंधन', source: '0b791fba7318e2' },
    'templates.tpl_growth_areas.options.customer.label': { text: 'ग्राहकों के साथ काम', source: '0450f778679412' },
    'templates.tpl_feedback_style.headline': { text: 'आप फ़ीडबैक किस तरह पाना पसंद करते हैं?', source: '1386ffb99e44b1' },
    'templates.tpl_feedback_style.description': { text: 'जो भी लागू हों, सभी चुनें।', source: '1778d931f3decf' },
    'templates.tpl_feedback_style.options.in_person.label': { text: 'आमने-सामने', source: '059d690971a6a2' },
    'templates.tpl_feedback_style.options.written.label': { text: 'लिखित में', source: '02c24e64bee7f6' },
    'templates.tpl_feedback_style.options.immediate.label': { text: 'तुरंत', source: '1d5acdb176db34' },
    'templates.tpl_feedback_style.options.scheduled.label': { text: 'नियमित वन-टू-वन बैठकों में', source: '0996caa0dce83e' },
  },
} satisfies SectionLocaleFile;
