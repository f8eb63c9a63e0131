import type { SectionLocaleFile } from '../../locale-file';

// values_and_traits in ur: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    'defining_your_values.title': { text: 'اپنی اقدار کا تعین', source: '1d93e8a39d99d4' },
    'defining_your_values.instructions': {
      text: 'کام کے دوران ہر قدر آپ کے لیے کتنی اہم ہے، اسے "بالکل اہم نہیں" سے "سب سے اہم" تک درجہ دیں۔',
      source: '1b492698c5d9ea',
    },
    'defining_your_values.items.value_integrity.label': { text: 'دیانت داری', source: '1fc6198b7c8928' },
    'defining_your_values.items.value_integrity.description': {
      text: 'صحیح کام کرنا، چاہے کوئی دیکھ نہ رہا ہو۔',
      source: '051d845b031e5b',
    },
    'defining_your_values.items.value_honesty.label': { text: 'سچائی', source: '1f46703d91cb3c' },
    'defining_your_values.items.value_honesty.description': {
      text: 'سچ بولنا، چاہے خبر ناخوشگوار ہو۔',
      source: '1063a52368cfdf',
    },
    'defining_your_values.items.value_transparency.label': { text: 'شفافیت', source: '167755820ac598' },
    'defining_your_values.items.value_transparency.description': {
      text: 'معلومات اور فیصلوں کی وجوہات کھل کر بتانا۔',
      source: '16f33c0f866237',
    },
    'defining_your_values.items.value_accountability.label': { text: 'جواب دہی', source: '0785afa5d2037c' },
    'defining_your_values.items.value_accountability.description': {
      text: 'نتائج کی ذمہ داری لینا اور وعدے پورے کرنا۔',
      source: '0cd2dc1078f07a',
    },
    'defining_your_values.items.value_respect.label': { text: 'احترام', source: '180e0a3a4a5c4f' },
    'defining_your_values.items.value_respect.description': {
      text: 'ہر شخص سے عزت اور لحاظ کے ساتھ پیش آنا۔',
      source: '00df8b64cedd06',
    },
    'defining_your_values.items.value_trust.label': { text: 'اعتماد', source: '155d9004e977e7' },
    'defining_your_values.items.value_trust.description': {
      text: 'ایک دوسرے پر بھروسا کرنا اور ایسا شخص بننا جس پر دوسرے بھروسا کر سکیں۔',
      source: '0a87a610200134',
    },
    'defining_your_values.items.value_teamwork.label': { text: 'ٹیم ورک', source: '05366f08c4bf4d' },
    'defining_your_values.items.value_teamwork.description': {
      text: 'مل کر اس سے زیادہ حاصل کرنا جتنا کوئی اکیلا کر سکتا ہے۔',
      source: '0d01b709cb916d',
    },
    'defining_your_values.items.value_collaboration.label': { text: 'باہمی تعاون', source: '07e65bd0df18c6' },
    'defining_your_values.items.value_collaboration.description': {
      text: 'ٹیموں کے درمیان مل کر کام کرنا اور کامیابی کا کریڈٹ کھلے دل سے بانٹنا۔',
      source: '06cd1de2e5d750',
    },
    'defining_your_values.items.value_customer_focus.label': { text: 'گاہک پر توجہ', source: '0d78861f8a16bc' },
    'defining_your_values.items.value_customer_focus.description': {
      text: 'گاہکوں کی ضرورت سے آغاز کرنا اور کامیابی کو ان کے نتائج سے ناپنا۔',
      source: '14717261b19b18',
    },
    'defining_your_values.items.value_innovation.label': { text: 'جدت', source: '1d451a243e63b2' },
    'defining_your_values.items.value_innovation.description': {
      text: 'قدر پیدا کرنے کے نئے اور بہتر طریقے تلاش کرنا۔',
      source: '164d1530402614',
    },
    'defining_your_values.items.value_creativity.label': { text: 'تخلیقی صلاحیت', source: '096a5859e6ad97' },
    'defining_your_values.items.value_creativity.description': {
      text: 'انوکھے خیالات اور تخیلاتی حل پیش کرنا۔',
      source: '0b08754459b47b',
    },
    'defining_your_values.items.value_excellence.label': { text: 'عمدگی', source: '0383191291606f' },
    'defining_your_values.items.value_excellence.description': {
      text: 'کام کا معیار بلند رکھنا اور وقت کے ساتھ اسے مزید بلند کرنا۔',
      source: '03ccb09223823c',
    },
    'defining_your_values.items.value_quality.label': { text: 'معیار', source: '1ec00fba6be639' },
    'defining_your_values.items.value_quality.description': {
      text: 'تفصیلات کو درست رکھنا تاکہ نتیجہ پہلی بار ہی کام کرے۔',
      source: '156d7b316a7b9b',
    },
    'defining_your_values.items.value_continuous_learning.label': { text: 'مسلسل سیکھنا', source: '07b34fc49d6bf5' },
    'defining_your_values.items.value_continuous_learning.description': {
      text: 'مہارت اور علم بڑھانا اور غلطیوں سے سیکھنا۔',
      source: '019f4fff8788c9',
    },
    'defining_your_values.items.value_growth.label': { text: 'ترقی', source: '157f51e79160bf' },
    'defining_your_values.items.value_growth.description': {
      text: 'لوگوں اور کاروبار کو صلاحیت اور رسائی میں بڑھنے میں مدد دینا۔',
      source: '01a1c10082fc62',
    },
    'defining_your_values.items.value_diversity_inclusion.label': { text: 'تنوع اور شمولیت', source: '035e945f571b2f' },
    'defining_your_values.items.value_diversity_inclusion.description': {
      text: 'مختلف پس منظر کا خیر مقدم کرنا اور یقینی بنانا کہ ہر آواز سنی جائے۔',
      source: '0c65982e513d34',
    },
    'defining_your_values.items.value_fairness.label': { text: 'انصاف', source: '11f4116abc8df3' },
    'defining_your_values.items.value_fairness.description': {
      text: 'سب پر ایک جیسے معیار لاگو کرنا اور میرٹ پر فیصلہ کرنا۔',
      source: '1e6e2c9b4e7677',
    },
    'defining_your_values.items.value_empathy.label': { text: 'ہمدردی', source: '011e3759951b0e' },
    'defining_your_values.items.value_empathy.description': {
      text: 'دوسروں کے احساسات سمجھنا اور خیال رکھتے ہوئے عمل کرنا۔',
      source: '1791151afa0ac3',
    },
    'defining_your_values.items.value_wellbeing.label': { text: 'فلاح و بہبود', source: '0e6ce365030e2b' },
    'defining_your_values.items.value_wellbeing.description': {
      text: 'صحت، توازن اور کام کی پائیدار رفتار کا خیال رکھنا۔',
      source: '1ab8736b02e8ed',
    },
    'defining_your_values.items.value_safety.label': { text: 'حفاظت', source: '1018e0e973b4fa' },
    'defining_your_values.items.value_safety.description': {
      text: 'لوگوں کو جسمانی اور نفسیاتی نقصان سے بچانا۔',
      source: '13e87ee0c52634',
    },
    'defining_your_values.items.value_ownership.label': { text: 'ملکیت کا احساس', source: '104a0d8d652812' },
    'defining_your_values.items.value_ownership.description': {
      text: 'مالک کی طرح کام کرنا: صرف ایک کام نہیں بلکہ پورے نتیجے کی فکر کرنا۔',
      source: '1538b410ba9f05',
    },
    'defining_your_values.items.value_initiative.label': { text: 'پہل', source: '05fa9c2617b525' },
    'defining_your_values.items.value_initiative.description': {
      text: 'کہے جانے کا انتظار کیے بغیر قدم اٹھانا۔',
      source: '1fb00ebff37aeb',
    },
    'defining_your_values.items.value_results_orientation.label': { text: 'نتیجہ خیزی', source: '061c4909b6911e' },
    'defining_your_values.items.value_results_orientation.description': {
      text: 'کوشش کو ان نتائج پر مرکوز کرنا جو سب سے زیادہ اہم ہیں۔',
      source: '1f81044e1873b4',
    },
    'defining_your_values.items.value_efficiency.label': { text: 'کارکردگی', source: '1a8fd03b18d58e' },
    'defining_your_values.items.value_efficiency.description': {
      text: 'وقت، پیسے اور محنت کا دانشمندی سے استعمال کرنا؛ ضیاع ختم کرنا۔',
      source: '0456e83c213c1d',
    },
    'defining_your_values.items.value_agility.label': { text: 'چستی', source: '1cdc23477d06c0' },
    'defining_your_values.items.value_agility.description': {
      text: 'حقائق یا ترجیحات بدلنے پر جلدی ڈھل جانا۔',
      source: '17f4e348aff832',
    },
    'defining_your_values.items.value_resilience.label': { text: 'لچک اور ثابت قدمی', source: '08e52f8e51f4c5' },
    'defining_your_values.items.value_resilience.description': {
      text: 'ناکامیوں سے سنبھلنا اور آگے بڑھتے رہنا۔',
      source: '144859e7a2b3e0',
    },
    'defining_your_values.items.value_courage.label': { text: 'ہمت', source: '025995522d0d26' },
    'defining_your_values.items.value_courage.description': {
      text: 'اپنی بات کہنا، سوچے سمجھے خطرات مول لینا اور موجودہ روش کو چیلنج کرنا۔',
      source: '0588f9a477286f',
    },
    'defining_your_values.items.value_humility.label': { text: 'عاجزی', source: '1dbefd00d9b222' },
    'defining_your_values.items.value_humility.description': {
      text: 'جو ہم نہیں جانتے اسے تسلیم کرنا اور دوسروں کی خدمات کی قدر کرنا۔',
      source: '07356ef1d05dcf',
    },
    'defining_your_values.items.value_open_communication.label': { text: 'کھلا رابطہ', source: '12c4142599e869' },
    'defining_your_values.items.value_open_communication.description': {
      text: 'دو ٹوک رائے براہِ راست اور نرمی سے دینا اور لینا۔',
      source: '0afd1e0f1f951d',
    },
    'defining_your_values.items.value_sustainability.label': { text: 'پائیداری', source: '03d7761bd86238' },
    'defining_your_values.items.value_sustainability.description': {
      text: 'لوگوں، کرۂ ارض اور کاروبار پر طویل مدتی اثرات کو مدنظر رکھنا۔',
      source: '0b18f1d3308eb5',
    },
    'defining_your_values.items.value_social_responsibility.label': {
      text: 'سماجی ذمہ داری',
      source: '09ef4a1b45dea1',
    },
    'defining_your_values.items.value_social_responsibility.description': {
      text: 'جن برادریوں میں ہم کام کرتے ہیں ان میں مثبت حصہ ڈالنا۔',
      source: '0dc708fbb6b8b0',
    },
    'defining_your_values.items.value_reliability.label': { text: 'قابلِ اعتماد ہونا', source: '0afaec48feeb08' },
    'defining_your_values.items.value_reliability.description': {
      text: 'مسلسل کام مکمل کرنا تاکہ دوسرے ہم پر بھروسا کر کے منصوبہ بنا سکیں۔',
      source: '1f43f8cb0d2834',
    },
    'defining_your_values.items.value_simplicity.label': { text: 'سادگی', source: '01db3af4318ec0' },
    'defining_your_values.items.value_simplicity.description': {
      text: 'پیچیدہ حلوں کے بجائے واضح اور سادہ حل کو ترجیح دینا۔',
      source: '0e120ac066a8c6',
    },
    'defining_your_values.items.value_autonomy.label': { text: 'خود مختاری', source: '03738f0e40ccd7' },
    'defining_your_values.items.value_autonomy.description': {
      text: 'لوگوں پر بھروسا کرنا کہ وہ خود طے کریں کہ اپنا کام کیسے کریں۔',
      source: '1576ca92315493',
    },
    'defining_your_values.items.value_recognition.label': { text: 'پذیرائی', source: '115057f00d7d88' },
    'defining_your_values.items.value_recognition.description': {
      text: 'اچھے کام اور محنت کو دیکھنا اور سراہنا۔',
      source: '04e750224491b9',
    },
    'defining_your_values.items.value_passion.label': { text: 'جوش و جذبہ', source: '1e0740319ebbcf' },
    'defining_your_values.items.value_passion.description': {
      text: 'کام اور مشن میں توانائی اور ولولہ لانا۔',
      source: '0c71511a62f51a',
    },
    'defining_your_values.items.value_loyalty.label': { text: 'وفاداری', source: '0762c730bcb46f' },
    'defining_your_values.items.value_loyalty.description': {
      text: 'طویل عرصے تک ساتھیوں، گاہکوں اور ادارے کا ساتھ دینا۔',
      source: '18809d624c862e',
    },
    'defining_your_values.items.value_data_driven.label': { text: 'ڈیٹا پر مبنی فیصلے', source: '0ddeee25447710' },
    'defining_your_values.items.value_data_driven.description': {
      text: 'فیصلوں کی بنیاد صرف رائے پر نہیں بلکہ شواہد پر رکھنا۔',
      source: '0248c9923c9a25',
    },
    'defining_your_values.items.value_discipline.label': { text: 'نظم و ضبط', source: '1a7b326a8ba9a3' },
    'defining_your_values.items.value_discipline.description': {
      text: 'طے شدہ طریقۂ کار پر عمل کرنا اور منصوبوں اور ڈیڈ لائنز کی پابندی کرنا۔',
      source: '06c4f9e4fd5bab',
    },
    'defining_your_values.items.value_fun.label': { text: 'خوش دلی', source: '050779bb7cd754' },
    'defining_your_values.items.value_fun.description': {
      text: 'کام اور ان لوگوں سے لطف اٹھانا جن کے ساتھ ہم کام کرتے ہیں۔',
      source: '13af72e9c6a8d8',
    },
    'defining_your_values.items.value_service.label': { text: 'خدمت', source: '03220ccf27e3c6' },
    'defining_your_values.items.value_service.description': {
      text: 'ادارے کے اندر اور باہر دوسروں کی ضروریات کو مقدم رکھنا۔',
      source: '1b3f59101b57e7',
    },
    'defining_your_values.items.value_entrepreneurship.label': { text: 'کاروباری جذبہ', source: '094e138dcf240b' },
    'defining_your_values.items.value_entrepreneurship.description': {
      text: 'مواقع پہچاننا اور سوجھ بوجھ سے ان سے فائدہ اٹھانا۔',
      source: '0f9dc8afa1e47d',
    },
    'identifying_key_traits.title': { text: 'اہم خصوصیات کی نشاندہی', source: '033fadf136cd7b' },
    'identifying_key_traits.instructions': {
      text: 'اس کردار میں کامیابی کے لیے ہر ذاتی خصوصیت کتنی اہم ہے، اسے درجہ دیں۔',
      source: '07ae140aac99ce',
    },
    'identifying_key_traits.items.trait_curious.label': { text: 'متجسس', source: '1ffbdb180f2709' },
    'identifying_key_traits.items.trait_curious.description': {
      text: 'سوال پوچھتا ہے اور سمجھنا چاہتا ہے کہ چیزیں کیسے کام کرتی ہیں۔',
      source: '1cbaf588b91727',
    },
    'identifying_key_traits.items.trait_dependable.label': { text: 'قابلِ بھروسا', source: '097a2cd86bf5fe' },
    'identifying_key_traits.items.trait_dependable.description': {
      text: 'جو کہا وہ وقت پر کرتا ہے۔',
      source: '152ab135a5a515',
    },
    'identifying_key_traits.items.trait_adaptable.label': { text: 'موافقت پذیر', source: '06c81327a5682c' },
    'identifying_key_traits.items.trait_adaptable.description': {
      text: 'تبدیلی اور نئی صورتحال میں سکون سے ڈھل جاتا ہے۔',
      source: '11c9eabb566a8f',
    },
    'identifying_key_traits.items.trait_detail_oriented.label': { text: 'باریک بین', source: '1e31e9158146e6' },
    'identifying_key_traits.items.trait_detail_oriented.description': {
      text: 'چھوٹی غلطیاں پکڑ لیتا ہے اور کام احتیاط سے جانچتا ہے۔',
      source: '1b435a550d3c60',
    },
    'identifying_key_traits.items.trait_proactive.label': { text: 'پیش قدم', source: '0a32166fdcb592' },
    'identifying_key_traits.items.trait_proactive.description': {
      text: 'مسائل کا پہلے سے اندازہ لگاتا ہے اور کہے جانے سے پہلے عمل کرتا ہے۔',
      source: '19420d00497c04',
    },
    'identifying_key_traits.items.trait_collaborative.label': { text: 'تعاون کرنے والا', source: '19a2af78cc0354' },
    'identifying_key_traits.items.trait_collaborative.description': {
      text: 'دوسروں کے ساتھ اچھی طرح کام کرتا ہے اور معلومات کھل کر بانٹتا ہے۔',
      source: '02ac6f02d34f1e',
    },
    'identifying_key_traits.items.trait_empathetic.label': { text: 'ہمدرد', source: '0da03d8729d1aa' },
    'identifying_key_traits.items.trait_empathetic.description': {
      text: 'دوسروں کے جذبات اور نقطۂ نظر کو سمجھتا ہے۔',
      source: '0e191939c3ee1d',
    },
    'identifying_key_traits.items.trait_resilient.label': { text: 'ثابت قدم', source: '04076674826951' },
    'identifying_key_traits.items.trait_resilient.description': {
      text: 'ناکامیوں سے سنبھل جاتا ہے اور دباؤ میں بھی مزاج متوازن رکھتا ہے۔',
      source: '1fcaa81ea1681c',
    },
    'identifying_key_traits.items.trait_analytical.label': { text: 'تجزیاتی', source: '044a78e81d5f9a' },
    'identifying_key_traits.items.trait_analytical.description': {
      text: 'مسائل کو حصوں میں بانٹتا ہے اور شواہد کی بنیاد پر استدلال کرتا ہے۔',
      source: '074c2e08554e74',
    },
    'identifying_key_traits.items.trait_creative.label': { text: 'تخلیقی', source: '1df7097da5ee73' },
    'identifying_key_traits.items.trait_creative.description': {
      text: 'انوکھے خیالات اور نئے طریقے سامنے لاتا ہے۔',
      source: '026106e93ab8b1',
    },
    'identifying_key_traits.items.trait_organized.label': { text: 'منظم', source: '0f99e42bcbbd8c' },
    'identifying_key_traits.items.trait_organized.description': {
      text: 'پہلے سے منصوبہ بندی کرتا ہے اور کام اور معلومات کو ترتیب میں رکھتا ہے۔',
      source: '1935590e9384cc',
    },
    'identifying_key_traits.items.trait_self_motivated.label': { text: 'خود متحرک', source: '1d2ebd8e67457d' },
    'identifying_key_traits.items.trait_self_motivated.description': {
      text: 'مسلسل ہدایت کی ضرورت کے بغیر کام جاری رکھتا ہے۔',
      source: '1fae051183a3ce',
    },
    'identifying_key_traits.items.trait_honest.label': { text: 'ایماندار', source: '196c53e350e81a' },
    'identifying_key_traits.items.trait_honest.description': {
      text: 'سچ بولتا ہے اور غلطیاں مانتا ہے۔',
      source: '0a81e6dff7da6b',
    },
    'identifying_key_traits.items.trait_respectful.label': { text: 'باادب', source: '0e45e91b09ef9a' },
    'identifying_key_traits.items.trait_respectful.description': {
      text: 'اختلاف کی صورت میں بھی ساتھیوں سے شائستگی سے پیش آتا ہے۔',
      source: '1d476154287d49',
    },
    'identifying_key_traits.items.trait_good_communicator.label': {
      text: 'واضح بات کرنے والا',
      source: '1cf1940339f372',
    },
    'identifying_key_traits.items.trait_good_communicator.description': {
      text: 'خیالات کو بول کر اور لکھ کر واضح طور پر سمجھاتا ہے۔',
      source: '1806c080a9ff37',
    },
    'identifying_key_traits.items.trait_good_listener.label': { text: 'اچھا سامع', source: '03cb10a10a6556' },
    'identifying_key_traits.items.trait_good_listener.description': {
      text: 'جواب دینے سے پہلے پوری بات سنتا ہے۔',
      source: '10b8213694dbb6',
    },
    'identifying_key_traits.items.trait_decisive.label': { text: 'فیصلہ کن', source: '08b0d6e19ba536' },
    'identifying_key_traits.items.trait_decisive.description': {
      text: 'دستیاب معلومات کے ساتھ بروقت فیصلے کرتا ہے۔',
      source: '0a5cb9cb2a38a9',
    },
    'identifying_key_traits.items.trait_patient.label': { text: 'صابر', source: '0419a5b5198ab1' },
    'identifying_key_traits.items.trait_patient.description': {
      text: 'سست پیش رفت اور زیادہ وقت لینے والے لوگوں کے ساتھ پرسکون رہتا ہے۔',
      source: '0c456ccda88810',
    },
    'identifying_key_traits.items.trait_humble.label': { text: 'منکسر المزاج', source: '0e0c7baa76c137' },
    'identifying_key_traits.items.trait_humble.description': {
      text: 'کریڈٹ بانٹتا ہے اور غلط ہونے کا امکان تسلیم کرتا ہے۔',
      source: '071fdf36f81e3d',
    },
    'identifying_key_traits.items.trait_confident.label': { text: 'پراعتماد', source: '09be08bd8d7840' },
    'identifying_key_traits.items.trait_confident.description': {
      text: 'اعتماد سے کام کرتا ہے اور اپنی رائے واضح طور پر بیان کرتا ہے۔',
      source: '0a047bec62064a',
    },
    'identifying_key_traits.items.trait_persistent.label': { text: 'مستقل مزاج', source: '04bf8cccce67bc' },
    'identifying_key_traits.items.trait_persistent.description': {
      text: 'مشکل مسائل پر تب تک کام کرتا ہے جب تک وہ حل نہ ہو جائیں۔',
      source: '01ddce26860095',
    },
    'identifying_key_traits.items.trait_open_minded.label': { text: 'کشادہ ذہن', source: '18cc047f0847f4' },
    'identifying_key_traits.items.trait_open_minded.description': {
      text: 'نئے خیالات اور اپنے سے مختلف آرا پر غور کرتا ہے۔',
      source: '0752834d9e42d2',
    },
    'identifying_key_traits.items.trait_calm_under_pressure.label': {
      text: 'دباؤ میں پرسکون',
      source: '1bbdadfb3dda0b',
    },
    'identifying_key_traits.items.trait_calm_under_pressure.description': {
      text: 'ڈیڈ لائن سخت ہو یا کچھ غلط ہو جائے تو بھی صاف سوچتا ہے۔',
      source: '058c7e19081460',
    },
    'identifying_key_traits.items.trait_accountable.label': { text: 'ذمہ دار', source: '0ba38ac9510de9' },
    'identifying_key_traits.items.trait_accountable.description': {
      text: 'اچھے یا برے، نتائج کی ذمہ داری لیتا ہے۔',
      source: '02a3cf6759c18c',
    },
    'identifying_key_traits.items.trait_positive.label': { text: 'مثبت', source: '0cbca498385150' },
    'identifying_key_traits.items.trait_positive.description': {
      text: 'تعمیری رویہ رکھتا ہے اور ٹیم کا حوصلہ بڑھاتا ہے۔',
      source: '03d35ba45caa07',
    },
    'identifying_key_traits.items.trait_leadership.label': {
      text: 'اپنی مثال سے رہنمائی کرنے والا',
      source: '0941f916f67a00',
    },
    'identifying_key_traits.items.trait_leadership.description': {
      text: 'اپنے طرزِ عمل اور معیارات سے دوسروں کی رہنمائی کرتا ہے۔',
      source: '1deba6d3e5ae73',
    },
    'identifying_key_traits.items.trait_resourceful.label': { text: 'حاضر دماغ', source: '13dea86dbc622d' },
    'identifying_key_traits.items.trait_resourceful.description': {
      text: 'محدود وسائل میں کام نکالنے کے طریقے ڈھونڈ لیتا ہے۔',
      source: '049b32f7d1ff9d',
    },
    'identifying_key_traits.items.trait_customer_minded.label': {
      text: 'گاہک کا خیال رکھنے والا',
      source: '00ce8893238bbb',
    },
    'identifying_key_traits.items.trait_customer_minded.description': {
      text: 'روزمرہ فیصلوں میں گاہک کے تجربے کو مدنظر رکھتا ہے۔',
      source: '03455acbcafddd',
    },
    'identifying_key_traits.items.trait_eager_to_learn.label': { text: 'سیکھنے کا شوقین', source: '033bbe45ada9ca' },
    'identifying_key_traits.items.trait_eager_to_learn.description': {
      text: 'رائے مانگتا ہے اور نئی مہارتیں جلدی سیکھتا ہے۔',
      source: '0113ce6710cb57',
    },
    'identifying_key_traits.items.trait_ethical.label': { text: 'اخلاقی اصولوں کا پابند', source: '143c6bc81c4a28' },
    'identifying_key_traits.items.trait_ethical.description': {
      text: 'صرف یہ نہیں کہ کیا جائز ہے، بلکہ یہ بھی سوچتا ہے کہ کیا درست ہے۔',
      source: '0d57029500f200',
    },
    'identifying_key_traits.items.trait_independent.label': { text: 'خود انحصار', source: '09f439f7e4bc75' },
    'identifying_key_traits.items.trait_independent.description': {
      text: 'کم نگرانی میں بھی مؤثر طریقے سے کام کرتا ہے۔',
      source: '1be2b5139f68dd',
    },
    'identifying_key_traits.items.trait_energetic.label': { text: 'پرجوش', source: '0c6a100273cd50' },
    'identifying_key_traits.items.trait_energetic.description': {
      text: 'کام میں لگن اور رفتار لاتا ہے۔',
      source: '0d1f5cc91ef92d',
    },
  },
} satisfies SectionLocaleFile;
