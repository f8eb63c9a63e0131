import type { SectionLocaleFile } from '../../locale-file';

// oaic_archetypes in ar: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'الملف الثقافي', source: '1fa5ef776627e7' },
    instructions: {
      text: 'وزّع في كل موضوع 100 نقطة على العبارات الأربع بحسب مدى وصف كل منها للمؤسسة. امنح النقاط الأكثر للعبارة الأنسب.',
      source: '08bb288d1456a6',
    },
    'perspectives.now': { text: 'كما هي اليوم', source: '023c06c1655412' },
    'perspectives.preferred': { text: 'كما نريدها أن تكون', source: '1c7749c153fe36' },
    'types.collaborate.name': { text: 'التعاون', source: '1b4db51cdfcca5' },
    'types.collaborate.description': {
      text: 'تتمحور حول الناس ومتماسكة. يأتي النجاح من الالتزام والتطوير والعمل الجماعي.',
      source: '1838d7066709c6',
    },
    'types.create.name': { text: 'الابتكار', source: '017309f0f9f564' },
    'types.create.description': {
      text: 'مبدعة وسريعة الحركة. يأتي النجاح من الأفكار الجديدة والتجارب والسبق.',
      source: '113363b587295c',
    },
    'types.compete.name': { text: 'المنافسة', source: '0aaba8aca39f9a' },
    'types.compete.description': {
      text: 'موجهة نحو النتائج وطموحة. يأتي النجاح من تحقيق الأهداف والفوز في السوق.',
      source: '075c7ab54cbe3e',
    },
    'types.control.name': { text: 'الضبط', source: '05a289608909dd' },
    'types.control.description': {
      text: 'منظمة وموثوقة. يأتي النجاح من الإجراءات الواضحة والكفاءة والاتساق.',
      source: '14f014f09f510f',
    },
    'dimensions.strategic_emphases.title': { text: 'الأولويات الاستراتيجية', source: '06881e6b055b2b' },
    'dimensions.strategic_emphases.prompt': {
      text: 'أين تركّز المؤسسة جهدها من أجل المستقبل؟',
      source: '0da3c7dab74591',
    },
    'dimensions.strategic_emphases.options.collaborate.text': {
      text: 'الاستثمار في الناس: بناء المهارات، والحفاظ على ثقة عالية، وجعل الجميع يشعرون بأنهم جزء من الفريق.',
      source: '1a83febc29be0b',
    },
    'dimensions.strategic_emphases.options.create.text': {
      text: 'اكتشاف الفرصة التالية: عروض جديدة وأسواق جديدة ودروس سريعة من التجارب.',
      source: '0296d46b72302c',
    },
    'dimensions.strategic_emphases.options.compete.text': {
      text: 'التفوق على المنافسين: زيادة الحصة السوقية، والفوز بالصفقات، وتجاوز أهداف قابلة للقياس.',
      source: '0974a716348f01',
    },
    'dimensions.strategic_emphases.options.control.text': {
      text: 'سير العمل بسلاسة: تكاليف متوقعة، وتسليم ثابت، ومفاجآت قليلة.',
      source: '0521638db12fef',
    },
    'dimensions.organization_glue.title': { text: 'ما يجمعنا', source: '0a017b28243d65' },
    'dimensions.organization_glue.prompt': {
      text: 'ما الذي يبقي الناس ملتزمين تجاه المؤسسة؟',
      source: '01d9739c3f3f59',
    },
    'dimensions.organization_glue.options.collaborate.text': {
      text: 'الولاء المتبادل وشعور مشترك بالانتماء.',
      source: '0bc4f42ca0de92',
    },
    'dimensions.organization_glue.options.create.text': {
      text: 'حماس بناء شيء جديد قبل أي أحد آخر.',
      source: '0669e882b2ea0a',
    },
    'dimensions.organization_glue.options.compete.text': {
      text: 'رغبة مشتركة في الفوز وتحقيق النتائج.',
      source: '0a8f008a90dda5',
    },
    'dimensions.organization_glue.options.control.text': {
      text: 'قواعد واضحة وإجراءات متفق عليها وروتين يُعتمد عليه.',
      source: '183c7138043ea3',
    },
    'dimensions.dominant_characteristics.title': { text: 'طابع العمل اليومي', source: '11a017aa436bca' },
    'dimensions.dominant_characteristics.prompt': {
      text: 'كيف يبدو العمل هنا يومًا بعد يوم؟',
      source: '0a2ded60577abc',
    },
    'dimensions.dominant_characteristics.options.collaborate.text': {
      text: 'قريب وداعم: يتشارك الناس بانفتاح ويهتم بعضهم ببعض.',
      source: '00fddf67309a1c',
    },
    'dimensions.dominant_characteristics.options.create.text': {
      text: 'حيوي وتجريبي: يجرّب الناس ويغامرون ويتقبلون البدايات المتعثرة.',
      source: '0186dd3ed9d217',
    },
    'dimensions.dominant_characteristics.options.compete.text': {
      text: 'مكثف ومركز على الأداء: يُحكم على الناس بما يحققونه.',
      source: '1ea6d08bd99dfe',
    },
    'dimensions.dominant_characteristics.options.control.text': {
      text: 'منظم ومحدد جيدًا: يتبع العمل إجراءات ثابتة والتوقعات واضحة.',
      source: '14b6336cecf01f',
    },
    'dimensions.management_of_employees.title': { text: 'كيف يُدار الأفراد', source: '0f48d9a2da90e4' },
    'dimensions.management_of_employees.prompt': {
      text: 'كيف تدير المؤسسة موظفيها وتعاملهم؟',
      source: '142b81c7d13da3',
    },
    'dimensions.management_of_employees.options.collaborate.text': {
      text: 'بإشراكهم: تُناقش القرارات ويُتوصل إليها معًا.',
      source: '15d8bcb56a2c48',
    },
    'dimensions.management_of_employees.options.create.text': {
      text: 'بمنحهم حرية المبادرة وتبنّي أفكارهم.',
      source: '1b9d5db64fd085',
    },
    'dimensions.management_of_employees.options.compete.text': {
      text: 'بوضع أهداف طموحة ومكافأة من يحققها.',
      source: '17e88d63dec41c',
    },
    'dimensions.management_of_employees.options.control.text': {
      text: 'بتوفير أدوار مستقرة وقواعد عادلة ومعاملة متسقة.',
      source: '0a3b875ebeeb30',
    },
    'dimensions.criteria_of_success.title': { text: 'كيف يُقاس النجاح', source: '01f5a42ef5cce9' },
    'dimensions.criteria_of_success.prompt': { text: 'ما الذي تعدّه المؤسسة نجاحًا؟', source: '1f735abc3f44eb' },
    'dimensions.criteria_of_success.options.collaborate.text': {
      text: 'أشخاص متفاعلون ينمون ويعملون معًا بشكل جيد ويبقون.',
      source: '0320a1a8771f95',
    },
    'dimensions.criteria_of_success.options.create.text': {
      text: 'إطلاق منتجات أو خدمات جديدة تسبق غيرها في المجال.',
      source: '1e72937ddaa7d9',
    },
    'dimensions.criteria_of_success.options.compete.text': {
      text: 'قيادة السوق، والتفوق على المنافسين في المبيعات، وزيادة الإيرادات.',
      source: '0e7b7fb8f89b6e',
    },
    'dimensions.criteria_of_success.options.control.text': {
      text: 'تسليم موثوق وفي الموعد بتكلفة منخفضة وأخطاء قليلة.',
      source: '1192f7298833c7',
    },
    'dimensions.organizational_leadership.title': { text: 'أسلوب القيادة', source: '1af8c1f16ac4a0' },
    'dimensions.organizational_leadership.prompt': { text: 'كيف هم قادة المؤسسة بشكل عام؟', source: '0efe3e16b55a9a' },
    'dimensions.organizational_leadership.options.collaborate.text': {
      text: 'مدرّبون وموجّهون يساعدون الناس على التطور.',
      source: '1305e69de79661',
    },
    'dimensions.organizational_leadership.options.create.text': {
      text: 'أصحاب رؤية يشجعون الأفكار الجريئة والمخاطر المحسوبة.',
      source: '00980300258b51',
    },
    'dimensions.organizational_leadership.options.compete.text': {
      text: 'منجزون حازمون يركزون على الأهداف والفوز.',
      source: '0d3a6afa9092a8',
    },
    'dimensions.organizational_leadership.options.control.text': {
      text: 'منظمون ومنسقون يحرصون على سير الأمور بسلاسة.',
      source: '1ae436d72cbc2c',
    },
  },
} satisfies SectionLocaleFile;
