import type { SectionLocaleFile } from '../../locale-file';

// values_and_traits in ar: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    'defining_your_values.title': { text: 'تحديد قيمك', source: '1d93e8a39d99d4' },
    'defining_your_values.instructions': {
      text: 'قيّم مدى أهمية كل قيمة بالنسبة إليك في العمل، من «غير مهمة على الإطلاق» إلى «الأكثر أهمية».',
      source: '1b492698c5d9ea',
    },
    'defining_your_values.items.value_integrity.label': { text: 'النزاهة', source: '1fc6198b7c8928' },
    'defining_your_values.items.value_integrity.description': {
      text: 'فعل الصواب حتى عندما لا يراك أحد.',
      source: '051d845b031e5b',
    },
    'defining_your_values.items.value_honesty.label': { text: 'الصدق', source: '1f46703d91cb3c' },
    'defining_your_values.items.value_honesty.description': {
      text: 'قول الحقيقة، حتى حين تكون الأخبار غير مرغوبة.',
      source: '1063a52368cfdf',
    },
    'defining_your_values.items.value_transparency.label': { text: 'الشفافية', source: '167755820ac598' },
    'defining_your_values.items.value_transparency.description': {
      text: 'مشاركة المعلومات وأسباب القرارات بانفتاح.',
      source: '16f33c0f866237',
    },
    'defining_your_values.items.value_accountability.label': { text: 'المساءلة', source: '0785afa5d2037c' },
    'defining_your_values.items.value_accountability.description': {
      text: 'تحمّل مسؤولية النتائج والوفاء بالالتزامات.',
      source: '0cd2dc1078f07a',
    },
    'defining_your_values.items.value_respect.label': { text: 'الاحترام', source: '180e0a3a4a5c4f' },
    'defining_your_values.items.value_respect.description': {
      text: 'معاملة كل شخص بكرامة ومراعاة.',
      source: '00df8b64cedd06',
    },
    'defining_your_values.items.value_trust.label': { text: 'الثقة', source: '155d9004e977e7' },
    'defining_your_values.items.value_trust.description': {
      text: 'الاعتماد بعضنا على بعض وأن تكون شخصًا يمكن للآخرين الاعتماد عليه.',
      source: '0a87a610200134',
    },
    'defining_your_values.items.value_teamwork.label': { text: 'العمل الجماعي', source: '05366f08c4bf4d' },
    'defining_your_values.items.value_teamwork.description': {
      text: 'تحقيق ما هو أكثر معًا مما يستطيعه أي شخص بمفرده.',
      source: '0d01b709cb916d',
    },
    'defining_your_values.items.value_collaboration.label': { text: 'التعاون', source: '07e65bd0df18c6' },
    'defining_your_values.items.value_collaboration.description': {
      text: 'العمل عبر الفرق وتقاسم الفضل بسخاء.',
      source: '06cd1de2e5d750',
    },
    'defining_your_values.items.value_customer_focus.label': { text: 'التركيز على العملاء', source: '0d78861f8a16bc' },
    'defining_your_values.items.value_customer_focus.description': {
      text: 'الانطلاق مما يحتاجه العملاء وقياس النجاح بنتائجهم.',
      source: '14717261b19b18',
    },
    'defining_your_values.items.value_innovation.label': { text: 'الابتكار', source: '1d451a243e63b2' },
    'defining_your_values.items.value_innovation.description': {
      text: 'البحث عن طرق جديدة وأفضل لخلق القيمة.',
      source: '164d1530402614',
    },
    'defining_your_values.items.value_creativity.label': { text: 'الإبداع', source: '096a5859e6ad97' },
    'defining_your_values.items.value_creativity.description': {
      text: 'تقديم أفكار أصيلة وحلول مبتكرة.',
      source: '0b08754459b47b',
    },
    'defining_your_values.items.value_excellence.label': { text: 'التميّز', source: '0383191291606f' },
    'defining_your_values.items.value_excellence.description': {
      text: 'الالتزام بمعايير عالية في العمل ورفع السقف مع مرور الوقت.',
      source: '03ccb09223823c',
    },
    'defining_your_values.items.value_quality.label': { text: 'الجودة', source: '1ec00fba6be639' },
    'defining_your_values.items.value_quality.description': {
      text: 'إتقان التفاصيل حتى تنجح النتيجة من المرة الأولى.',
      source: '156d7b316a7b9b',
    },
    'defining_your_values.items.value_continuous_learning.label': { text: 'التعلّم المستمر', source: '07b34fc49d6bf5' },
    'defining_your_values.items.value_continuous_learning.description': {
      text: 'بناء المهارات والمعرفة والتعلّم من الأخطاء.',
      source: '019f4fff8788c9',
    },
    'defining_your_values.items.value_growth.label': { text: 'النمو', source: '157f51e79160bf' },
    'defining_your_values.items.value_growth.description': {
      text: 'مساعدة الأفراد والمؤسسة على النمو في القدرات والانتشار.',
      source: '01a1c10082fc62',
    },
    'defining_your_values.items.value_diversity_inclusion.label': { text: 'التنوع والشمول', source: '035e945f571b2f' },
    'defining_your_values.items.value_diversity_inclusion.description': {
      text: 'الترحيب بالخلفيات المختلفة والحرص على أن يُسمع كل صوت.',
      source: '0c65982e513d34',
    },
    'defining_your_values.items.value_fairness.label': { text: 'الإنصاف', source: '11f4116abc8df3' },
    'defining_your_values.items.value_fairness.description': {
      text: 'تطبيق المعايير نفسها على الجميع واتخاذ القرار على أساس الجدارة.',
      source: '1e6e2c9b4e7677',
    },
    'defining_your_values.items.value_empathy.label': { text: 'التعاطف', source: '011e3759951b0e' },
    'defining_your_values.items.value_empathy.description': {
      text: 'فهم مشاعر الآخرين والتصرف باهتمام.',
      source: '1791151afa0ac3',
    },
    'defining_your_values.items.value_wellbeing.label': { text: 'الرفاهية', source: '0e6ce365030e2b' },
    'defining_your_values.items.value_wellbeing.description': {
      text: 'الاهتمام بالصحة والتوازن ووتيرة عمل مستدامة.',
      source: '1ab8736b02e8ed',
    },
    'defining_your_values.items.value_safety.label': { text: 'السلامة', source: '1018e0e973b4fa' },
    'defining_your_values.items.value_safety.description': {
      text: 'حماية الناس من الأذى الجسدي والنفسي.',
      source: '13e87ee0c52634',
    },
    'defining_your_values.items.value_ownership.label': { text: 'روح المسؤولية', source: '104a0d8d652812' },
    'defining_your_values.items.value_ownership.description': {
      text: 'التصرف كصاحب العمل: الاهتمام بالنتيجة كاملة لا بمهمة واحدة فقط.',
      source: '1538b410ba9f05',
    },
    'defining_your_values.items.value_initiative.label': { text: 'المبادرة', source: '05fa9c2617b525' },
    'defining_your_values.items.value_initiative.description': {
      text: 'التصرف دون انتظار أن يُطلب منك ذلك.',
      source: '1fb00ebff37aeb',
    },
    'defining_your_values.items.value_results_orientation.label': {
      text: 'التوجه نحو النتائج',
      source: '061c4909b6911e',
    },
    'defining_your_values.items.value_results_orientation.description': {
      text: 'تركيز الجهد على النتائج الأكثر أهمية.',
      source: '1f81044e1873b4',
    },
    'defining_your_values.items.value_efficiency.label': { text: 'الكفاءة', source: '1a8fd03b18d58e' },
    'defining_your_values.items.value_efficiency.description': {
      text: 'استخدام الوقت والمال والجهد بحكمة والتخلص من الهدر.',
      source: '0456e83c213c1d',
    },
    'defining_your_values.items.value_agility.label': { text: 'المرونة السريعة', source: '1cdc23477d06c0' },
    'defining_your_values.items.value_agility.description': {
      text: 'التكيّف بسرعة عندما تتغير الحقائق أو الأولويات.',
      source: '17f4e348aff832',
    },
    'defining_your_values.items.value_resilience.label': { text: 'الصمود', source: '08e52f8e51f4c5' },
    'defining_your_values.items.value_resilience.description': {
      text: 'التعافي من النكسات ومواصلة المضي قدمًا.',
      source: '144859e7a2b3e0',
    },
    'defining_your_values.items.value_courage.label': { text: 'الشجاعة', source: '025995522d0d26' },
    'defining_your_values.items.value_courage.description': {
      text: 'التعبير عن الرأي، وخوض مخاطر مدروسة، وتحدي الوضع القائم.',
      source: '0588f9a477286f',
    },
    'defining_your_values.items.value_humility.label': { text: 'التواضع', source: '1dbefd00d9b222' },
    'defining_your_values.items.value_humility.description': {
      text: 'الاعتراف بما لا نعرفه وتقدير إسهامات الآخرين.',
      source: '07356ef1d05dcf',
    },
    'defining_your_values.items.value_open_communication.label': { text: 'التواصل المنفتح', source: '12c4142599e869' },
    'defining_your_values.items.value_open_communication.description': {
      text: 'تقديم الملاحظات الصريحة وتلقيها، بوضوح ولطف.',
      source: '0afd1e0f1f951d',
    },
    'defining_your_values.items.value_sustainability.label': { text: 'الاستدامة', source: '03d7761bd86238' },
    'defining_your_values.items.value_sustainability.description': {
      text: 'مراعاة الأثر طويل المدى على الناس والكوكب والأعمال.',
      source: '0b18f1d3308eb5',
    },
    'defining_your_values.items.value_social_responsibility.label': {
      text: 'المسؤولية الاجتماعية',
      source: '09ef4a1b45dea1',
    },
    'defining_your_values.items.value_social_responsibility.description': {
      text: 'الإسهام الإيجابي في المجتمعات التي نعمل فيها.',
      source: '0dc708fbb6b8b0',
    },
    'defining_your_values.items.value_reliability.label': { text: 'الموثوقية', source: '0afaec48feeb08' },
    'defining_your_values.items.value_reliability.description': {
      text: 'الإنجاز بثبات حتى يتمكن الآخرون من التخطيط على أساسنا.',
      source: '1f43f8cb0d2834',
    },
    'defining_your_values.items.value_simplicity.label': { text: 'البساطة', source: '01db3af4318ec0' },
    'defining_your_values.items.value_simplicity.description': {
      text: 'تفضيل الحلول الواضحة والبسيطة على الحلول المعقدة.',
      source: '0e120ac066a8c6',
    },
    'defining_your_values.items.value_autonomy.label': { text: 'الاستقلالية', source: '03738f0e40ccd7' },
    'defining_your_values.items.value_autonomy.description': {
      text: 'الثقة بالناس ليقرروا كيف يؤدون عملهم.',
      source: '1576ca92315493',
    },
    'defining_your_values.items.value_recognition.label': { text: 'التقدير', source: '115057f00d7d88' },
    'defining_your_values.items.value_recognition.description': {
      text: 'ملاحظة العمل الجيد والجهد والاحتفاء بهما.',
      source: '04e750224491b9',
    },
    'defining_your_values.items.value_passion.label': { text: 'الشغف', source: '1e0740319ebbcf' },
    'defining_your_values.items.value_passion.description': {
      text: 'إضفاء الطاقة والحماس على العمل والرسالة.',
      source: '0c71511a62f51a',
    },
    'defining_your_values.items.value_loyalty.label': { text: 'الولاء', source: '0762c730bcb46f' },
    'defining_your_values.items.value_loyalty.description': {
      text: 'الوقوف إلى جانب الزملاء والعملاء والمؤسسة على المدى الطويل.',
      source: '18809d624c862e',
    },
    'defining_your_values.items.value_data_driven.label': {
      text: 'قرارات مبنية على البيانات',
      source: '0ddeee25447710',
    },
    'defining_your_values.items.value_data_driven.description': {
      text: 'بناء القرارات على الأدلة لا على الرأي وحده.',
      source: '0248c9923c9a25',
    },
    'defining_your_values.items.value_discipline.label': { text: 'الانضباط', source: '1a7b326a8ba9a3' },
    'defining_your_values.items.value_discipline.description': {
      text: 'اتباع الإجراءات المتفق عليها والالتزام بالخطط والمواعيد النهائية.',
      source: '06c4f9e4fd5bab',
    },
    'defining_your_values.items.value_fun.label': { text: 'المتعة', source: '050779bb7cd754' },
    'defining_your_values.items.value_fun.description': {
      text: 'الاستمتاع بالعمل وبالأشخاص الذين نعمل معهم.',
      source: '13af72e9c6a8d8',
    },
    'defining_your_values.items.value_service.label': { text: 'الخدمة', source: '03220ccf27e3c6' },
    'defining_your_values.items.value_service.description': {
      text: 'وضع احتياجات الآخرين، داخل المؤسسة وخارجها، في المقام الأول.',
      source: '1b3f59101b57e7',
    },
    'defining_your_values.items.value_entrepreneurship.label': { text: 'روح ريادة الأعمال', source: '094e138dcf240b' },
    'defining_your_values.items.value_entrepreneurship.description': {
      text: 'اكتشاف الفرص واغتنامها بحسن تدبير.',
      source: '0f9dc8afa1e47d',
    },
    'identifying_key_traits.title': { text: 'تحديد السمات الأساسية', source: '033fadf136cd7b' },
    'identifying_key_traits.instructions': {
      text: 'قيّم مدى أهمية كل سمة شخصية للنجاح في هذا الدور.',
      source: '07ae140aac99ce',
    },
    'identifying_key_traits.items.trait_curious.label': { text: 'فضولي', source: '1ffbdb180f2709' },
    'identifying_key_traits.items.trait_curious.description': {
      text: 'يطرح الأسئلة ويريد أن يفهم كيف تعمل الأشياء.',
      source: '1cbaf588b91727',
    },
    'identifying_key_traits.items.trait_dependable.label': { text: 'يُعتمد عليه', source: '097a2cd86bf5fe' },
    'identifying_key_traits.items.trait_dependable.description': {
      text: 'يفعل ما قال إنه سيفعله، وفي الوقت المحدد.',
      source: '152ab135a5a515',
    },
    'identifying_key_traits.items.trait_adaptable.label': { text: 'قادر على التكيّف', source: '06c81327a5682c' },
    'identifying_key_traits.items.trait_adaptable.description': {
      text: 'يتأقلم بهدوء مع التغيير والمواقف الجديدة.',
      source: '11c9eabb566a8f',
    },
    'identifying_key_traits.items.trait_detail_oriented.label': { text: 'دقيق في التفاصيل', source: '1e31e9158146e6' },
    'identifying_key_traits.items.trait_detail_oriented.description': {
      text: 'يلاحظ الأخطاء الصغيرة ويراجع العمل بعناية.',
      source: '1b435a550d3c60',
    },
    'identifying_key_traits.items.trait_proactive.label': { text: 'استباقي', source: '0a32166fdcb592' },
    'identifying_key_traits.items.trait_proactive.description': {
      text: 'يتوقع المشكلات ويتصرف قبل أن يُطلب منه.',
      source: '19420d00497c04',
    },
    'identifying_key_traits.items.trait_collaborative.label': { text: 'متعاون', source: '19a2af78cc0354' },
    'identifying_key_traits.items.trait_collaborative.description': {
      text: 'يعمل جيدًا مع الآخرين ويشارك المعلومات بسخاء.',
      source: '02ac6f02d34f1e',
    },
    'identifying_key_traits.items.trait_empathetic.label': { text: 'متعاطف', source: '0da03d8729d1aa' },
    'identifying_key_traits.items.trait_empathetic.description': {
      text: 'يفهم مشاعر الآخرين ووجهات نظرهم.',
      source: '0e191939c3ee1d',
    },
    'identifying_key_traits.items.trait_resilient.label': { text: 'صامد', source: '04076674826951' },
    'identifying_key_traits.items.trait_resilient.description': {
      text: 'ينهض بعد النكسات ويحافظ على هدوئه تحت الضغط.',
      source: '1fcaa81ea1681c',
    },
    'identifying_key_traits.items.trait_analytical.label': { text: 'تحليلي', source: '044a78e81d5f9a' },
    'identifying_key_traits.items.trait_analytical.description': {
      text: 'يفكك المشكلات ويستدل انطلاقًا من الأدلة.',
      source: '074c2e08554e74',
    },
    'identifying_key_traits.items.trait_creative.label': { text: 'مبدع', source: '1df7097da5ee73' },
    'identifying_key_traits.items.trait_creative.description': {
      text: 'يولّد أفكارًا أصيلة ومقاربات جديدة.',
      source: '026106e93ab8b1',
    },
    'identifying_key_traits.items.trait_organized.label': { text: 'منظّم', source: '0f99e42bcbbd8c' },
    'identifying_key_traits.items.trait_organized.description': {
      text: 'يخطط مسبقًا ويحافظ على ترتيب العمل والمعلومات.',
      source: '1935590e9384cc',
    },
    'identifying_key_traits.items.trait_self_motivated.label': { text: 'ذو دافع ذاتي', source: '1d2ebd8e67457d' },
    'identifying_key_traits.items.trait_self_motivated.description': {
      text: 'يواصل العمل دون حاجة إلى توجيه مستمر.',
      source: '1fae051183a3ce',
    },
    'identifying_key_traits.items.trait_honest.label': { text: 'صادق', source: '196c53e350e81a' },
    'identifying_key_traits.items.trait_honest.description': {
      text: 'يقول الحقيقة ويعترف بأخطائه.',
      source: '0a81e6dff7da6b',
    },
    'identifying_key_traits.items.trait_respectful.label': { text: 'محترم', source: '0e45e91b09ef9a' },
    'identifying_key_traits.items.trait_respectful.description': {
      text: 'يعامل زملاءه بلباقة، حتى عند الاختلاف.',
      source: '1d476154287d49',
    },
    'identifying_key_traits.items.trait_good_communicator.label': { text: 'واضح في التواصل', source: '1cf1940339f372' },
    'identifying_key_traits.items.trait_good_communicator.description': {
      text: 'يشرح الأفكار بوضوح شفهيًا وكتابيًا.',
      source: '1806c080a9ff37',
    },
    'identifying_key_traits.items.trait_good_listener.label': { text: 'مستمع جيد', source: '03cb10a10a6556' },
    'identifying_key_traits.items.trait_good_listener.description': {
      text: 'يستمع حتى النهاية قبل أن يرد.',
      source: '10b8213694dbb6',
    },
    'identifying_key_traits.items.trait_decisive.label': { text: 'حاسم', source: '08b0d6e19ba536' },
    'identifying_key_traits.items.trait_decisive.description': {
      text: 'يتخذ القرارات في الوقت المناسب بالمعلومات المتاحة.',
      source: '0a5cb9cb2a38a9',
    },
    'identifying_key_traits.items.trait_patient.label': { text: 'صبور', source: '0419a5b5198ab1' },
    'identifying_key_traits.items.trait_patient.description': {
      text: 'يبقى هادئًا مع التقدم البطيء ومع من يحتاجون إلى وقت أطول.',
      source: '0c456ccda88810',
    },
    'identifying_key_traits.items.trait_humble.label': { text: 'متواضع', source: '0e0c7baa76c137' },
    'identifying_key_traits.items.trait_humble.description': {
      text: 'يتقاسم الفضل ويتقبّل أن يكون مخطئًا.',
      source: '071fdf36f81e3d',
    },
    'identifying_key_traits.items.trait_confident.label': { text: 'واثق', source: '09be08bd8d7840' },
    'identifying_key_traits.items.trait_confident.description': {
      text: 'يتصرف بثقة ويعبّر عن آرائه بوضوح.',
      source: '0a047bec62064a',
    },
    'identifying_key_traits.items.trait_persistent.label': { text: 'مثابر', source: '04bf8cccce67bc' },
    'identifying_key_traits.items.trait_persistent.description': {
      text: 'يواصل العمل على المشكلات الصعبة حتى تُحل.',
      source: '01ddce26860095',
    },
    'identifying_key_traits.items.trait_open_minded.label': { text: 'منفتح الذهن', source: '18cc047f0847f4' },
    'identifying_key_traits.items.trait_open_minded.description': {
      text: 'ينظر في الأفكار الجديدة والآراء المختلفة عن رأيه.',
      source: '0752834d9e42d2',
    },
    'identifying_key_traits.items.trait_calm_under_pressure.label': {
      text: 'هادئ تحت الضغط',
      source: '1bbdadfb3dda0b',
    },
    'identifying_key_traits.items.trait_calm_under_pressure.description': {
      text: 'يفكر بوضوح عندما تضيق المواعيد أو تسوء الأمور.',
      source: '058c7e19081460',
    },
    'identifying_key_traits.items.trait_accountable.label': { text: 'متحمّل للمسؤولية', source: '0ba38ac9510de9' },
    'identifying_key_traits.items.trait_accountable.description': {
      text: 'يتحمل مسؤولية النتائج، جيدة كانت أم سيئة.',
      source: '02a3cf6759c18c',
    },
    'identifying_key_traits.items.trait_positive.label': { text: 'إيجابي', source: '0cbca498385150' },
    'identifying_key_traits.items.trait_positive.description': {
      text: 'يحافظ على موقف بنّاء ويرفع معنويات الفريق.',
      source: '03d35ba45caa07',
    },
    'identifying_key_traits.items.trait_leadership.label': { text: 'قدوة للآخرين', source: '0941f916f67a00' },
    'identifying_key_traits.items.trait_leadership.description': {
      text: 'يوجّه الآخرين من خلال سلوكه ومعاييره.',
      source: '1deba6d3e5ae73',
    },
    'identifying_key_traits.items.trait_resourceful.label': { text: 'واسع الحيلة', source: '13dea86dbc622d' },
    'identifying_key_traits.items.trait_resourceful.description': {
      text: 'يجد طرقًا لإنجاز الأمور بموارد محدودة.',
      source: '049b32f7d1ff9d',
    },
    'identifying_key_traits.items.trait_customer_minded.label': { text: 'مهتم بالعملاء', source: '00ce8893238bbb' },
    'identifying_key_traits.items.trait_customer_minded.description': {
      text: 'يراعي تجربة العميل في القرارات اليومية.',
      source: '03455acbcafddd',
    },
    'identifying_key_traits.items.trait_eager_to_learn.label': { text: 'متشوق للتعلّم', source: '033bbe45ada9ca' },
    'identifying_key_traits.items.trait_eager_to_learn.description': {
      text: 'يطلب الملاحظات ويكتسب المهارات الجديدة بسرعة.',
      source: '0113ce6710cb57',
    },
    'identifying_key_traits.items.trait_ethical.label': { text: 'أخلاقي', source: '143c6bc81c4a28' },
    'identifying_key_traits.items.trait_ethical.description': {
      text: 'يزن ما هو صحيح، لا ما هو مسموح به فقط.',
      source: '0d57029500f200',
    },
    'identifying_key_traits.items.trait_independent.label': { text: 'مستقل', source: '09f439f7e4bc75' },
    'identifying_key_traits.items.trait_independent.description': {
      text: 'يعمل بفعالية مع قليل من الإشراف.',
      source: '1be2b5139f68dd',
    },
    'identifying_key_traits.items.trait_energetic.label': { text: 'نشيط', source: '0c6a100273cd50' },
    'identifying_key_traits.items.trait_energetic.description': {
      text: 'يضفي على العمل الحماس والسرعة.',
      source: '0d1f5cc91ef92d',
    },
  },
} satisfies SectionLocaleFile;
