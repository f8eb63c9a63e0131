import type { SectionLocaleFile } from '../../locale-file';

// acceptable_behaviors in ur: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'قابلِ قبول رویے', source: '0cdf5a0121c54f' },
    instructions: {
      text: 'ہر صورتحال کے لیے منتخب کریں کہ جس کام کی جگہ کو آپ بیان کر رہے ہیں وہاں اس سے کیسے نمٹا جائے گا۔',
      source: '013e39bf4830a1',
    },
    'scale.0.label': { text: 'قابلِ قبول', source: '066514f39ebba4' },
    'scale.1.label': { text: 'ناپسندیدہ', source: '0df4abb48b3ffe' },
    'scale.2.label': { text: 'سختی سے حوصلہ شکنی کی جاتی ہے', source: '1df7be03ee27fe' },
    'scale.3.label': { text: 'سرزنش کی جاتی ہے', source: '16bd16b4abe286' },
    'scale.4.label': { text: 'کوئی رعایت نہیں', source: '050830ff71a0f5' },
    'scenarios.scenario_1.text': {
      text: 'ایک ملازم باقاعدگی سے 15 منٹ دیر سے آتا ہے لیکن وقت پورا کرنے کے لیے دیر تک رکتا ہے۔',
      source: '15edbd6fdc3064',
    },
    'scenarios.scenario_2.text': {
      text: 'کوئی شخص قلم اور نوٹ بک جیسی دفتری اشیا ذاتی استعمال کے لیے گھر لے جاتا ہے۔',
      source: '11f06822a8ddaf',
    },
    'scenarios.scenario_3.text': {
      text: 'ٹیم کا ایک رکن آنے والی تنظیمِ نو کی تفصیلات اعلان سے پہلے کسی ساتھی کو بتا دیتا ہے۔',
      source: '0fefdc53cdba50',
    },
    'scenarios.scenario_4.text': {
      text: 'ایک ملازم معاہدے کے مذاکرات کے دوران کسی سپلائر سے مہنگا تحفہ قبول کرتا ہے۔',
      source: '0b035b43235684',
    },
    'scenarios.scenario_5.text': {
      text: 'ایک مینیجر میٹنگ میں پوری ٹیم کے سامنے ٹیم کے ایک رکن کے کام پر تنقید کرتا ہے۔',
      source: '109ef76805db85',
    },
    'scenarios.scenario_6.text': {
      text: 'کوئی شخص میٹنگ میں کسی ساتھی کا خیال یہ بتائے بغیر پیش کرتا ہے کہ وہ کہاں سے آیا۔',
      source: '0e10dcdcac1400',
    },
    'scenarios.scenario_7.text': {
      text: 'ایک ملازم کام کے اوقات میں روزانہ تقریباً ایک گھنٹہ ذاتی سوشل میڈیا پر گزارتا ہے۔',
      source: '0593581cc6e2f0',
    },
    'scenarios.scenario_8.text': {
      text: 'ٹیم کا ایک رکن ٹائم شیٹ پر گھنٹوں کو قریب ترین آدھے دن تک بڑھا کر لکھتا ہے۔',
      source: '0a25e18024b6c5',
    },
    'scenarios.scenario_9.text': {
      text: 'ایک ملازم کسی ساتھی کے لہجے پر ایسے مذاق کرتا ہے جو کچھ لوگوں کو توہین آمیز لگتے ہیں۔',
      source: '1aa6ea7b7a22c9',
    },
    'scenarios.scenario_10.text': {
      text: 'کوئی شخص سخت ڈیڈ لائن پوری کرنے کے لیے لازمی حفاظتی یا معیار کی جانچ چھوڑ دیتا ہے۔',
      source: '0a3c4820bf64d3',
    },
    'scenarios.scenario_11.text': {
      text: 'ایک ملازم گاہک کی معلومات کسی ساتھی کو بھیجنے کے لیے ذاتی میسجنگ ایپ استعمال کرتا ہے۔',
      source: '1e9a1ea647c2b9',
    },
    'scenarios.scenario_12.text': {
      text: 'ٹیم کا ایک رکن کسی کو بتائے بغیر شام کو کسی دوسری کمپنی کے لیے معاوضے والے ضمنی منصوبے پر کام کرتا ہے۔',
      source: '180f5e3157bbcc',
    },
    'scenarios.scenario_13.text': {
      text: 'کوئی شخص دوسری ٹیموں کے سامنے کھلے عام اپنے مینیجر کی شکایت کرتا ہے۔',
      source: '1c47a26f63a8bb',
    },
    'scenarios.scenario_14.text': {
      text: 'ایک ملازم کام کے اوقات کے بعد یا ہفتے کے آخر میں بھیجے گئے کام کے پیغامات کا جواب نہیں دیتا۔',
      source: '0cfd56f282570f',
    },
    'scenarios.scenario_15.text': {
      text: 'ایک مینیجر مسابقتی عمل کے بغیر کسی قریبی دوست کو خالی آسامی پر بھرتی کر لیتا ہے۔',
      source: '04a409b603b242',
    },
  },
} satisfies SectionLocaleFile;
