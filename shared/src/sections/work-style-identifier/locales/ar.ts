import type { SectionLocaleFile } from '../../locale-file';

// work_style_identifier in ar: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'محدد أسلوب العمل', source: '1f0c60bd73f0f7' },
    instructions: {
      text: 'اختر لكل موقف الاستجابة الأقرب إلى ما ستفعله بطبيعتك. لا توجد إجابات صحيحة أو خاطئة.',
      source: '1525cac3265adf',
    },
    'styles.people.name': { text: 'الأشخاص', source: '1e9ca6c7397706' },
    'styles.people.description': { text: 'يركز على العلاقات والتواصل والفريق.', source: '08675f6ad7cd87' },
    'styles.process.name': { text: 'الإجراءات', source: '00649b56ffd7ce' },
    'styles.process.description': { text: 'يركز على الهيكلة والتخطيط وطريقة إنجاز العمل.', source: '119d0abb5dea8f' },
    'styles.product.name': { text: 'المنتج', source: '147a8a0545eb31' },
    'styles.product.description': { text: 'يركز على النتيجة وجودتها وقيمتها للمستخدمين.', source: '1fe40819dc5447' },
    'scenarios.scenario_1.text': { text: 'تنضم إلى مشروع جديد بدأ بالفعل. ماذا تفعل أولًا؟', source: '0dfafca3038c6e' },
    'scenarios.scenario_1.options.option_1.text': {
      text: 'ألتقي أعضاء الفريق واحدًا تلو الآخر لأتعرف على طريقة عملهم.',
      source: '1c098f33cb6358',
    },
    'scenarios.scenario_1.options.option_2.text': {
      text: 'أقرأ الخطة والجدول الزمني وكيفية اتخاذ القرارات.',
      source: '01b9a70eafd252',
    },
    'scenarios.scenario_1.options.option_3.text': {
      text: 'أجرّب النسخة الحالية مما يجري بناؤه.',
      source: '049008ac0e04b7',
    },
    'scenarios.scenario_2.text': { text: 'موعد نهائي معرّض للخطر. كيف تتصرف؟', source: '1f98c8bcca4a8b' },
    'scenarios.scenario_2.options.option_1.text': {
      text: 'أقلّص النطاق إلى الميزات الأهم للمستخدمين.',
      source: '07e96df1f57c77',
    },
    'scenarios.scenario_2.options.option_2.text': {
      text: 'أطمئن على حال الفريق وأعيد توزيع عبء العمل.',
      source: '086311204fbed5',
    },
    'scenarios.scenario_2.options.option_3.text': {
      text: 'أعيد تخطيط المهام المتبقية وأزيل نقطة الاختناق.',
      source: '1676c3899ba46e',
    },
    'scenarios.scenario_3.text': { text: 'يختلف زميلان حول طريقة تنفيذ مهمة. ماذا تفعل؟', source: '1c38b1ce60ae98' },
    'scenarios.scenario_3.options.option_1.text': {
      text: 'أقترح الاتفاق على معايير وطريقة لاتخاذ القرار.',
      source: '102f2f0769dfc9',
    },
    'scenarios.scenario_3.options.option_2.text': {
      text: 'أسأل أي نهج يعطي نتيجة أفضل وأختبره.',
      source: '15730380078ea3',
    },
    'scenarios.scenario_3.options.option_3.text': { text: 'أتحدث مع كل منهما لفهم مخاوفه.', source: '05eb79046b6b94' },
    'scenarios.scenario_4.text': {
      text: 'ما الذي يمنحك أكبر قدر من الرضا في نهاية الأسبوع؟',
      source: '105635f4452bad',
    },
    'scenarios.scenario_4.options.option_1.text': { text: 'أنني ساعدت زميلًا على النجاح.', source: '18a448df168c17' },
    'scenarios.scenario_4.options.option_2.text': { text: 'رؤية شيء بنيته يُستخدم.', source: '06dd5c28e1dd6e' },
    'scenarios.scenario_4.options.option_3.text': {
      text: 'أنني جعلت مهمة متكررة تسير بسلاسة أكبر.',
      source: '14c25f3b230485',
    },
    'scenarios.scenario_5.text': { text: 'تتلقى طلبًا غامضًا من مديرك. ما خطوتك الأولى؟', source: '1f6a3b5b753562' },
    'scenarios.scenario_5.options.option_1.text': {
      text: 'أدوّن الخطوات والمسؤولين والموعد النهائي ثم أؤكدها.',
      source: '0a111ff3e53b8e',
    },
    'scenarios.scenario_5.options.option_2.text': {
      text: 'أسأل لمن هذا الطلب وما الذي يأملون فيه.',
      source: '1d34f94c990a03',
    },
    'scenarios.scenario_5.options.option_3.text': {
      text: 'أرسم نسخة أولى سريعة ليُبدى الرأي فيها.',
      source: '14d5aac6f8ae0a',
    },
    'scenarios.scenario_6.text': {
      text: 'يجري إدخال أداة جديدة إلى فريقك. ما الأهم بالنسبة إليك؟',
      source: '1ffe1c701771e4',
    },
    'scenarios.scenario_6.options.option_1.text': { text: 'أن تساعدنا على تقديم عمل أفضل.', source: '093bad0a0c3b68' },
    'scenarios.scenario_6.options.option_2.text': {
      text: 'أن تناسب طريقة عملنا وأن تُطبَّق على مراحل.',
      source: '0148dd78866574',
    },
    'scenarios.scenario_6.options.option_3.text': {
      text: 'أن يكون الجميع مرتاحين ومدرَّبين على استخدامها.',
      source: '08abf09072e383',
    },
    'scenarios.scenario_7.text': { text: 'يشتكي عميل من شيء سلّمه فريقك. ماذا تفعل أولًا؟', source: '09737f1b9023d1' },
    'scenarios.scenario_7.options.option_1.text': {
      text: 'أتصل بالعميل لأستمع إليه وأطمئنه.',
      source: '0b9434cd85a375',
    },
    'scenarios.scenario_7.options.option_2.text': {
      text: 'أبحث عن الموضع في إجراءاتنا الذي تسربت منه المشكلة.',
      source: '1edfd2b775db66',
    },
    'scenarios.scenario_7.options.option_3.text': { text: 'أعيد إنتاج المشكلة وأصلحها.', source: '045b5ac0a1aece' },
    'scenarios.scenario_8.text': { text: 'في اجتماع تخطيط، ما السؤال الذي تطرحه عادة؟', source: '079920d7ae5c86' },
    'scenarios.scenario_8.options.option_1.text': {
      text: 'ما الذي سيحصل عليه المستخدمون ولا يملكونه اليوم؟',
      source: '08cd531efc0b98',
    },
    'scenarios.scenario_8.options.option_2.text': {
      text: 'من يجب أن يشارك، وهل لديهم متسع من الوقت؟',
      source: '102906789fc043',
    },
    'scenarios.scenario_8.options.option_3.text': {
      text: 'ما المراحل الرئيسية وكيف سنتابعها؟',
      source: '0c065a4484c27c',
    },
    'scenarios.scenario_9.text': {
      text: 'لديك فترة بعد ظهر فارغة لتحسين شيء في العمل. ماذا تختار؟',
      source: '0781800f4805fe',
    },
    'scenarios.scenario_9.options.option_1.text': {
      text: 'توثيق إجراء لا يعرفه إلا شخص واحد في ذهنه.',
      source: '0e9725fb0cbd37',
    },
    'scenarios.scenario_9.options.option_2.text': {
      text: 'تحسين ميزة يجدها المستخدمون غير مريحة.',
      source: '00a3ae74adc238',
    },
    'scenarios.scenario_9.options.option_3.text': {
      text: 'تخصيص وقت لمساعدة زميل جديد على الاندماج بسرعة.',
      source: '1eb1ca7ef7f61b',
    },
  },
} satisfies SectionLocaleFile;
