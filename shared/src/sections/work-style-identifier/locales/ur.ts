import type { SectionLocaleFile } from '../../locale-file';

// work_style_identifier in ur: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'کام کے انداز کی شناخت', source: '1f0c60bd73f0f7' },
    instructions: {
      text: 'ہر صورتحال کے لیے وہ ردِعمل منتخب کریں جو آپ کے فطری رویے کے سب سے قریب ہو۔ کوئی جواب درست یا غلط نہیں۔',
      source: '1525cac3265adf',
    },
    'styles.people.name': { text: 'لوگ', source: '1e9ca6c7397706' },
    'styles.people.description': { text: 'تعلقات، رابطے اور ٹیم پر توجہ دیتا ہے۔', source: '08675f6ad7cd87' },
    'styles.process.name': { text: 'طریقۂ کار', source: '00649b56ffd7ce' },
    'styles.process.description': {
      text: 'ڈھانچے، منصوبہ بندی اور کام کیسے ہوتا ہے اس پر توجہ دیتا ہے۔',
      source: '119d0abb5dea8f',
    },
    'styles.product.name': { text: 'پروڈکٹ', source: '147a8a0545eb31' },
    'styles.product.description': {
      text: 'نتیجے، اس کے معیار اور صارفین کے لیے اس کی قدر پر توجہ دیتا ہے۔',
      source: '1fe40819dc5447',
    },
    'scenarios.scenario_1.text': {
      text: 'آپ ایک نئے منصوبے میں شامل ہوتے ہیں جو پہلے سے جاری ہے۔ آپ سب سے پہلے کیا کریں گے؟',
      source: '0dfafca3038c6e',
    },
    'scenarios.scenario_1.options.option_1.text': {
      text: 'ٹیم کے ارکان سے ایک ایک کر کے مل کر جانوں گا کہ وہ کیسے کام کرتے ہیں۔',
      source: '1c098f33cb6358',
    },
    'scenarios.scenario_1.options.option_2.text': {
      text: 'منصوبہ، ٹائم لائن اور فیصلے کیسے ہوتے ہیں، یہ پڑھوں گا۔',
      source: '01b9a70eafd252',
    },
    'scenarios.scenario_1.options.option_3.text': {
      text: 'جو بن رہا ہے اس کا موجودہ ورژن آزماؤں گا۔',
      source: '049008ac0e04b7',
    },
    'scenarios.scenario_2.text': { text: 'ایک ڈیڈ لائن خطرے میں ہے۔ آپ کیا ردِعمل دیں گے؟', source: '1f98c8bcca4a8b' },
    'scenarios.scenario_2.options.option_1.text': {
      text: 'دائرہ کار کو ان خصوصیات تک محدود کروں گا جو صارفین کے لیے سب سے اہم ہیں۔',
      source: '07e96df1f57c77',
    },
    'scenarios.scenario_2.options.option_2.text': {
      text: 'دیکھوں گا کہ ٹیم کیسے سنبھال رہی ہے اور کام کا بوجھ دوبارہ تقسیم کروں گا۔',
      source: '086311204fbed5',
    },
    'scenarios.scenario_2.options.option_3.text': {
      text: 'باقی کاموں کی دوبارہ منصوبہ بندی کروں گا اور رکاوٹ دور کروں گا۔',
      source: '1676c3899ba46e',
    },
    'scenarios.scenario_3.text': {
      text: 'دو ساتھی اس بات پر متفق نہیں کہ کسی کام کو کیسے کیا جائے۔ آپ کیا کریں گے؟',
      source: '1c38b1ce60ae98',
    },
    'scenarios.scenario_3.options.option_1.text': {
      text: 'معیار اور فیصلہ کرنے کے طریقے پر اتفاق کرنے کی تجویز دوں گا۔',
      source: '102f2f0769dfc9',
    },
    'scenarios.scenario_3.options.option_2.text': {
      text: 'پوچھوں گا کہ کون سا طریقہ بہتر نتیجہ دیتا ہے اور اسے آزماؤں گا۔',
      source: '15730380078ea3',
    },
    'scenarios.scenario_3.options.option_3.text': {
      text: 'دونوں سے الگ الگ بات کر کے ان کے خدشات سمجھوں گا۔',
      source: '05eb79046b6b94',
    },
    'scenarios.scenario_4.text': {
      text: 'ہفتے کے آخر میں آپ کو سب سے زیادہ اطمینان کس بات سے ملتا ہے؟',
      source: '105635f4452bad',
    },
    'scenarios.scenario_4.options.option_1.text': {
      text: 'کسی ساتھی کو کامیاب ہونے میں مدد دینے سے۔',
      source: '18a448df168c17',
    },
    'scenarios.scenario_4.options.option_2.text': {
      text: 'اپنی بنائی ہوئی کسی چیز کو استعمال ہوتے دیکھنے سے۔',
      source: '06dd5c28e1dd6e',
    },
    'scenarios.scenario_4.options.option_3.text': {
      text: 'بار بار ہونے والے کسی کام کو زیادہ ہموار بنانے سے۔',
      source: '14c25f3b230485',
    },
    'scenarios.scenario_5.text': {
      text: 'آپ کو اپنے مینیجر سے ایک مبہم درخواست ملتی ہے۔ آپ کا پہلا قدم کیا ہوگا؟',
      source: '1f6a3b5b753562',
    },
    'scenarios.scenario_5.options.option_1.text': {
      text: 'مراحل، ذمہ دار افراد اور ڈیڈ لائن لکھ کر ان کی تصدیق کراؤں گا۔',
      source: '0a111ff3e53b8e',
    },
    'scenarios.scenario_5.options.option_2.text': {
      text: 'پوچھوں گا کہ یہ کس کے لیے ہے اور وہ کیا توقع رکھتے ہیں۔',
      source: '1d34f94c990a03',
    },
    'scenarios.scenario_5.options.option_3.text': {
      text: 'رائے لینے کے لیے جلدی سے ایک ابتدائی ورژن تیار کروں گا۔',
      source: '14d5aac6f8ae0a',
    },
    'scenarios.scenario_6.text': {
      text: 'آپ کی ٹیم میں ایک نیا ٹول متعارف کرایا جا رہا ہے۔ آپ کے لیے سب سے اہم کیا ہے؟',
      source: '1ffe1c701771e4',
    },
    'scenarios.scenario_6.options.option_1.text': {
      text: 'یہ کہ وہ ہمیں بہتر کام فراہم کرنے میں مدد دے۔',
      source: '093bad0a0c3b68',
    },
    'scenarios.scenario_6.options.option_2.text': {
      text: 'یہ کہ وہ ہمارے کام کے طریقے سے مطابقت رکھے اور مرحلہ وار نافذ ہو۔',
      source: '0148dd78866574',
    },
    'scenarios.scenario_6.options.option_3.text': {
      text: 'یہ کہ سب اس سے مطمئن ہوں اور اسے استعمال کرنے کی تربیت لے چکے ہوں۔',
      source: '08abf09072e383',
    },
    'scenarios.scenario_7.text': {
      text: 'ایک گاہک آپ کی ٹیم کی فراہم کردہ کسی چیز کی شکایت کرتا ہے۔ آپ سب سے پہلے کیا کریں گے؟',
      source: '09737f1b9023d1',
    },
    'scenarios.scenario_7.options.option_1.text': {
      text: 'گاہک کو فون کر کے اس کی بات سنوں گا اور اسے تسلی دوں گا۔',
      source: '0b9434cd85a375',
    },
    'scenarios.scenario_7.options.option_2.text': {
      text: 'معلوم کروں گا کہ ہمارے طریقۂ کار میں مسئلہ کہاں سے نکل گیا۔',
      source: '1edfd2b775db66',
    },
    'scenarios.scenario_7.options.option_3.text': {
      text: 'مسئلے کو دہرا کر دیکھوں گا اور اسے ٹھیک کروں گا۔',
      source: '045b5ac0a1aece',
    },
    'scenarios.scenario_8.text': {
      text: 'منصوبہ بندی کی میٹنگ میں آپ عموماً کون سا سوال اٹھاتے ہیں؟',
      source: '079920d7ae5c86',
    },
    'scenarios.scenario_8.options.option_1.text': {
      text: 'صارفین کو ایسا کیا ملے گا جو آج ان کے پاس نہیں؟',
      source: '08cd531efc0b98',
    },
    'scenarios.scenario_8.options.option_2.text': {
      text: 'کن لوگوں کو شامل ہونا ہوگا، اور کیا ان کے پاس وقت ہے؟',
      source: '102906789fc043',
    },
    'scenarios.scenario_8.options.option_3.text': {
      text: 'سنگ میل کیا ہیں اور ہم ان پر نظر کیسے رکھیں گے؟',
      source: '0c065a4484c27c',
    },
    'scenarios.scenario_9.text': {
      text: 'کام پر کچھ بہتر کرنے کے لیے آپ کے پاس ایک خالی دوپہر ہے۔ آپ کیا منتخب کریں گے؟',
      source: '0781800f4805fe',
    },
    'scenarios.scenario_9.options.option_1.text': {
      text: 'ایسے طریقۂ کار کو دستاویزی شکل دینا جو صرف کسی ایک کے ذہن میں ہے۔',
      source: '0e9725fb0cbd37',
    },
    'scenarios.scenario_9.options.option_2.text': {
      text: 'ایسی خصوصیت کو نکھارنا جو صارفین کو بے ڈھنگی لگتی ہے۔',
      source: '00a3ae74adc238',
    },
    'scenarios.scenario_9.options.option_3.text': {
      text: 'کسی نئے ساتھی کو جلد کام سمجھنے میں مدد دینے کے لیے وقت نکالنا۔',
      source: '1eb1ca7ef7f61b',
    },
  },
} satisfies SectionLocaleFile;
