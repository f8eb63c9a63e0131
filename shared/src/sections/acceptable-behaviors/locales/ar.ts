import type { SectionLocaleFile } from '../../locale-file';

// acceptable_behaviors in ar: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'السلوكيات المقبولة', source: '0cdf5a0121c54f' },
    instructions: { text: 'اختر لكل موقف كيف سيُتعامل معه في بيئة العمل التي تصفها.', source: '013e39bf4830a1' },
    'scale.0.label': { text: 'مقبول', source: '066514f39ebba4' },
    'scale.1.label': { text: 'غير مستحسن', source: '0df4abb48b3ffe' },
    'scale.2.label': { text: 'يُثنى عنه بشكل صريح', source: '1df7be03ee27fe' },
    'scale.3.label': { text: 'يستوجب التوبيخ', source: '16bd16b4abe286' },
    'scale.4.label': { text: 'عدم تسامح مطلقًا', source: '050830ff71a0f5' },
    'scenarios.scenario_1.text': {
      text: 'موظف يتأخر بانتظام 15 دقيقة لكنه يبقى لوقت أطول لتعويض الوقت.',
      source: '15edbd6fdc3064',
    },
    'scenarios.scenario_2.text': {
      text: 'شخص يأخذ أدوات مكتبية مثل الأقلام والدفاتر إلى المنزل لاستخدامه الشخصي.',
      source: '11f06822a8ddaf',
    },
    'scenarios.scenario_3.text': {
      text: 'عضو في الفريق يطلع زميلًا على تفاصيل إعادة هيكلة مرتقبة قبل الإعلان عنها.',
      source: '0fefdc53cdba50',
    },
    'scenarios.scenario_4.text': {
      text: 'موظف يقبل هدية باهظة الثمن من أحد الموردين أثناء مفاوضات العقد.',
      source: '0b035b43235684',
    },
    'scenarios.scenario_5.text': {
      text: 'مدير ينتقد عمل أحد أعضاء الفريق أمام الفريق كله خلال اجتماع.',
      source: '109ef76805db85',
    },
    'scenarios.scenario_6.text': { text: 'شخص يعرض فكرة زميل في اجتماع دون أن يذكر مصدرها.', source: '0e10dcdcac1400' },
    'scenarios.scenario_7.text': {
      text: 'موظف يقضي نحو ساعة يوميًا على وسائل التواصل الاجتماعي الشخصية خلال ساعات العمل.',
      source: '0593581cc6e2f0',
    },
    'scenarios.scenario_8.text': {
      text: 'عضو في الفريق يقرّب الساعات في سجل الدوام إلى أقرب نصف يوم.',
      source: '0a25e18024b6c5',
    },
    'scenarios.scenario_9.text': {
      text: 'موظف يطلق نكاتًا عن لكنة زميل يجدها بعض الناس مسيئة.',
      source: '1aa6ea7b7a22c9',
    },
    'scenarios.scenario_10.text': {
      text: 'شخص يتخطى فحصًا إلزاميًا للسلامة أو الجودة للالتزام بموعد نهائي ضيق.',
      source: '0a3c4820bf64d3',
    },
    'scenarios.scenario_11.text': {
      text: 'موظف يستخدم تطبيق مراسلة شخصيًا لإرسال معلومات عميل إلى زميل.',
      source: '1e9a1ea647c2b9',
    },
    'scenarios.scenario_12.text': {
      text: 'عضو في الفريق يعمل مساءً على مشروع جانبي مدفوع لشركة أخرى دون إخبار أحد.',
      source: '180f5e3157bbcc',
    },
    'scenarios.scenario_13.text': { text: 'شخص يشتكي علنًا من مديره أمام فرق أخرى.', source: '1c47a26f63a8bb' },
    'scenarios.scenario_14.text': {
      text: 'موظف لا يرد على رسائل العمل المرسلة بعد الدوام أو في عطلات نهاية الأسبوع.',
      source: '0cfd56f282570f',
    },
    'scenarios.scenario_15.text': {
      text: 'مدير يعيّن صديقًا مقربًا في وظيفة شاغرة دون عملية اختيار تنافسية.',
      source: '04a409b603b242',
    },
  },
} satisfies SectionLocaleFile;
