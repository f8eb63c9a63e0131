import type { SectionLocaleFile } from '../../locale-file';

// custom_survey in ur: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    defaultTitle: { text: 'ہماری طرف سے چند سوالات', source: '087dc5e7b52a7e' },
    defaultDescription: {
      text: 'آپ کو بہتر طور پر جاننے میں ہماری مدد کریں۔ جتنا کھل کر چاہیں جواب دیں۔',
      source: '14022f54900ccc',
    },
    'templates.tpl_motivation.headline': { text: 'اس کردار میں آپ کو کس چیز نے متوجہ کیا؟', source: '16634a0eb741f5' },
    'templates.tpl_proud_work.headline': {
      text: 'کسی ایسے کام کے بارے میں بتائیں جس پر آپ کو فخر ہے اور اس میں آپ کا حصہ کیا تھا۔',
      source: '05723b9026e6b8',
    },
    'templates.tpl_work_setting.headline': { text: 'آپ کون سا کام کا ماحول پسند کرتے ہیں؟', source: '1d04143043adac' },
    'templates.tpl_work_setting.options.office.label': { text: 'دفتر میں', source: '1f37d2102c6851' },
    'templates.tpl_work_setting.options.hybrid.label': { text: 'ہائبرڈ', source: '116bba6eb0f46d' },
    'templates.tpl_work_setting.options.remote.label': { text: 'مکمل طور پر ریموٹ', source: '02f8063447a0bf' },
    'templates.tpl_start_date.headline': { text: 'آپ کب سے کام شروع کر سکتے ہیں؟', source: '186959efddd1b1' },
    'templates.tpl_start_date.options.now.label': { text: 'فوراً', source: '00e112b7aa9548' },
    'templates.tpl_start_date.options.one_month.label': { text: 'ایک مہینے کے اندر', source: '1c272cc2c8db50' },
    'templates.tpl_start_date.options.two_three_months.label': {
      text: 'دو سے تین مہینوں میں',
      source: '1da9eb0b596c8e',
    },
    'templates.tpl_start_date.options.later.label': { text: 'اس کے بعد', source: '1c6106adb04442' },
    'templates.tpl_growth_areas.headline': {
      text: 'آپ کن شعبوں میں سب سے زیادہ ترقی کرنا چاہیں گے؟',
      source: '1ea10b80759c8f',
    },
    'templates.tpl_growth_areas.description': { text: 'جو بھی لاگو ہوں، سب منتخب کریں۔', source: '1778d931f3decf' },
    'templates.tpl_growth_areas.options.leadership.label': { text: 'قیادت', source: '02024f296fea85' },
    'templates.tpl_growth_areas.options.technical.label': { text: 'تکنیکی مہارتیں', source: '0e2cedbb560c18' },
    'templates.tpl_growth_areas.options.communication.label': { text: 'رابطہ کاری', source: '1a6287c344c3c6' },
    'templates.tpl_growth_areas.options.project_management.label': {
      text: 'پروجیکٹ مینجمنٹ',
      source: '0b791fba7318e2',
    },
    'templates.tpl_growth_areas.options.customer.label': { text: 'گاہکوں کے ساتھ کام', source: '0450f778679412' },
    'templates.tpl_feedback_style.headline': { text: 'آپ رائے کس طرح لینا پسند کرتے ہیں؟', source: '1386ffb99e44b1' },
    'templates.tpl_feedback_style.description': { text: 'جو بھی لاگو ہوں، سب منتخب کریں۔', source: '1778d931f3decf' },
    'templates.tpl_feedback_style.options.in_person.label': { text: 'آمنے سامنے', source: '059d690971a6a2' },
    'templates.tpl_feedback_style.options.written.label': { text: 'تحریری طور پر', source: '02c24e64bee7f6' },
    'templates.tpl_feedback_style.options.immediate.label': { text: 'فوراً', source: '1d5acdb176db34' },
    'templates.tpl_feedback_style.options.scheduled.label': {
      text: 'باقاعدہ ون ٹو ون ملاقاتوں میں',
      source: '0996caa0dce83e',
    },
  },
} satisfies SectionLocaleFile;
