import type { SectionLocaleFile } from '../../locale-file';

// oaic_archetypes in ur: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'ثقافتی خاکہ', source: '1fa5ef776627e7' },
    instructions: {
      text: 'ہر موضوع کے لیے چاروں بیانات میں 100 پوائنٹس اس لحاظ سے تقسیم کریں کہ ہر بیان ادارے کی کتنی اچھی عکاسی کرتا ہے۔ سب سے موزوں بیان کو سب سے زیادہ پوائنٹس دیں۔',
      source: '08bb288d1456a6',
    },
    'perspectives.now': { text: 'آج جیسا ہے', source: '023c06c1655412' },
    'perspectives.preferred': { text: 'جیسا ہم چاہتے ہیں', source: '1c7749c153fe36' },
    'types.collaborate.name': { text: 'تعاون', source: '1b4db51cdfcca5' },
    'types.collaborate.description': {
      text: 'لوگوں پر مرکوز اور باہم جڑا ہوا۔ کامیابی وابستگی، ترقی اور ٹیم ورک سے آتی ہے۔',
      source: '1838d7066709c6',
    },
    'types.create.name': { text: 'تخلیق', source: '017309f0f9f564' },
    'types.create.description': {
      text: 'اختراعی اور تیز رفتار۔ کامیابی نئے خیالات، تجربات اور سب سے پہلے ہونے سے آتی ہے۔',
      source: '113363b587295c',
    },
    'types.compete.name': { text: 'مقابلہ', source: '0aaba8aca39f9a' },
    'types.compete.description': {
      text: 'نتائج پر مرکوز اور پرعزم۔ کامیابی اہداف حاصل کرنے اور مارکیٹ میں جیتنے سے آتی ہے۔',
      source: '075c7ab54cbe3e',
    },
    'types.control.name': { text: 'کنٹرول', source: '05a289608909dd' },
    'types.control.description': {
      text: 'منظم اور قابلِ اعتماد۔ کامیابی واضح طریقۂ کار، کارکردگی اور یکسانیت سے آتی ہے۔',
      source: '14f014f09f510f',
    },
    'dimensions.strategic_emphases.title': { text: 'اسٹریٹجک ترجیحات', source: '06881e6b055b2b' },
    'dimensions.strategic_emphases.prompt': {
      text: 'ادارہ مستقبل کے لیے اپنی کوشش کہاں لگاتا ہے؟',
      source: '0da3c7dab74591',
    },
    'dimensions.strategic_emphases.options.collaborate.text': {
      text: 'لوگوں پر سرمایہ کاری: مہارتیں بڑھانا، اعتماد بلند رکھنا اور ہر ایک کو ٹیم کا حصہ محسوس کرانا۔',
      source: '1a83febc29be0b',
    },
    'dimensions.strategic_emphases.options.create.text': {
      text: 'اگلا موقع ڈھونڈنا: نئی پیشکشیں، نئی منڈیاں اور تجربات سے جلد سیکھے گئے سبق۔',
      source: '0296d46b72302c',
    },
    'dimensions.strategic_emphases.options.compete.text': {
      text: 'حریفوں سے آگے نکلنا: حصہ بڑھانا، سودے جیتنا اور قابلِ پیمائش اہداف سے آگے بڑھنا۔',
      source: '0974a716348f01',
    },
    'dimensions.strategic_emphases.options.control.text': {
      text: 'ہموار کام کاج: قابلِ پیش گوئی لاگت، یکساں ترسیل اور کم غیر متوقع باتیں۔',
      source: '0521638db12fef',
    },
    'dimensions.organization_glue.title': { text: 'ہمیں کیا جوڑے رکھتا ہے', source: '0a017b28243d65' },
    'dimensions.organization_glue.prompt': {
      text: 'لوگوں کو ادارے سے وابستہ کیا چیز رکھتی ہے؟',
      source: '01d9739c3f3f59',
    },
    'dimensions.organization_glue.options.collaborate.text': {
      text: 'ایک دوسرے سے وفاداری اور اپنائیت کا مشترکہ احساس۔',
      source: '0bc4f42ca0de92',
    },
    'dimensions.organization_glue.options.create.text': {
      text: 'کسی اور سے پہلے کچھ نیا بنانے کا جوش۔',
      source: '0669e882b2ea0a',
    },
    'dimensions.organization_glue.options.compete.text': {
      text: 'جیتنے اور نتائج دینے کی مشترکہ لگن۔',
      source: '0a8f008a90dda5',
    },
    'dimensions.organization_glue.options.control.text': {
      text: 'واضح قواعد، طے شدہ طریقۂ کار اور قابلِ اعتماد معمولات۔',
      source: '183c7138043ea3',
    },
    'dimensions.dominant_characteristics.title': { text: 'روزمرہ کا ماحول', source: '11a017aa436bca' },
    'dimensions.dominant_characteristics.prompt': {
      text: 'یہاں روز کام کرنا کیسا محسوس ہوتا ہے؟',
      source: '0a2ded60577abc',
    },
    'dimensions.dominant_characteristics.options.collaborate.text': {
      text: 'قریبی اور معاون: لوگ کھل کر بات کرتے ہیں اور ایک دوسرے کا خیال رکھتے ہیں۔',
      source: '00fddf67309a1c',
    },
    'dimensions.dominant_characteristics.options.create.text': {
      text: 'پرجوش اور تجرباتی: لوگ نئی چیزیں آزماتے ہیں، خطرہ مول لیتے ہیں اور ناکام آغاز قبول کرتے ہیں۔',
      source: '0186dd3ed9d217',
    },
    'dimensions.dominant_characteristics.options.compete.text': {
      text: 'شدید اور کارکردگی پر مرکوز: لوگوں کو ان کی کامیابیوں سے پرکھا جاتا ہے۔',
      source: '1ea6d08bd99dfe',
    },
    'dimensions.dominant_characteristics.options.control.text': {
      text: 'منظم اور واضح: کام طے شدہ طریقۂ کار کے مطابق ہوتا ہے اور توقعات واضح ہیں۔',
      source: '14b6336cecf01f',
    },
    'dimensions.management_of_employees.title': { text: 'لوگوں کا انتظام', source: '0f48d9a2da90e4' },
    'dimensions.management_of_employees.prompt': {
      text: 'ادارہ اپنے ملازمین کا انتظام کیسے کرتا ہے اور ان سے کیسا سلوک کرتا ہے؟',
      source: '142b81c7d13da3',
    },
    'dimensions.management_of_employees.options.collaborate.text': {
      text: 'انہیں شامل کر کے: فیصلوں پر بات ہوتی ہے اور مل کر کیے جاتے ہیں۔',
      source: '15d8bcb56a2c48',
    },
    'dimensions.management_of_employees.options.create.text': {
      text: 'انہیں پہل کرنے اور اپنے خیالات کی ذمہ داری لینے کی آزادی دے کر۔',
      source: '1b9d5db64fd085',
    },
    'dimensions.management_of_employees.options.compete.text': {
      text: 'مشکل اہداف مقرر کر کے اور انہیں حاصل کرنے والوں کو انعام دے کر۔',
      source: '17e88d63dec41c',
    },
    'dimensions.management_of_employees.options.control.text': {
      text: 'مستحکم کردار، منصفانہ قواعد اور یکساں سلوک فراہم کر کے۔',
      source: '0a3b875ebeeb30',
    },
    'dimensions.criteria_of_success.title': { text: 'کامیابی کیسے ناپی جاتی ہے', source: '01f5a42ef5cce9' },
    'dimensions.criteria_of_success.prompt': { text: 'ادارہ کس چیز کو کامیابی سمجھتا ہے؟', source: '1f735abc3f44eb' },
    'dimensions.criteria_of_success.options.collaborate.text': {
      text: 'وابستہ لوگ جو آگے بڑھتے ہیں، اچھی طرح مل کر کام کرتے ہیں اور ٹکے رہتے ہیں۔',
      source: '0320a1a8771f95',
    },
    'dimensions.criteria_of_success.options.create.text': {
      text: 'ایسی مصنوعات یا خدمات متعارف کرانا جو نئی ہوں اور میدان میں سب سے آگے ہوں۔',
      source: '1e72937ddaa7d9',
    },
    'dimensions.criteria_of_success.options.compete.text': {
      text: 'مارکیٹ کی قیادت کرنا، حریفوں سے زیادہ بیچنا اور آمدنی بڑھانا۔',
      source: '0e7b7fb8f89b6e',
    },
    'dimensions.criteria_of_success.options.control.text': {
      text: 'کم لاگت اور کم غلطیوں کے ساتھ قابلِ اعتماد، بروقت ترسیل۔',
      source: '1192f7298833c7',
    },
    'dimensions.organizational_leadership.title': { text: 'قیادت کا انداز', source: '1af8c1f16ac4a0' },
    'dimensions.organizational_leadership.prompt': {
      text: 'ادارے کے رہنما عام طور پر کیسے ہیں؟',
      source: '0efe3e16b55a9a',
    },
    'dimensions.organizational_leadership.options.collaborate.text': {
      text: 'کوچ اور سرپرست جو لوگوں کی ترقی میں مدد کرتے ہیں۔',
      source: '1305e69de79661',
    },
    'dimensions.organizational_leadership.options.create.text': {
      text: 'دوراندیش لوگ جو جرات مندانہ خیالات اور سوچے سمجھے خطرات کی حوصلہ افزائی کرتے ہیں۔',
      source: '00980300258b51',
    },
    'dimensions.organizational_leadership.options.compete.text': {
      text: 'پرعزم محنتی لوگ جو اہداف اور جیت پر مرکوز ہیں۔',
      source: '0d3a6afa9092a8',
    },
    'dimensions.organizational_leadership.options.control.text': {
      text: 'منتظم اور رابطہ کار جو سب کچھ ہموار طریقے سے چلاتے ہیں۔',
      source: '1ae436d72cbc2c',
    },
  },
} satisfies SectionLocaleFile;
