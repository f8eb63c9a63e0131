import type { SectionLocaleFile } from '../../locale-file';

// human_skills in ar: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'المهارات الإنسانية', source: '110b58b71f8792' },
    instructions: {
      text: 'أجب عن كل سؤال بكلماتك الخاصة. لا توجد إجابة صحيحة واحدة؛ نحن ننظر إلى طريقة تفكيرك وتواصلك.',
      source: '0a0fcfd5c2511c',
    },
    'prompts.wc_delay_email.text': {
      text: 'مشروع تقوده سيتأخر أسبوعين لأن أحد الموردين لم يسلّم. اكتب رسالة البريد الإلكتروني إلى العميل تشرح فيها التأخير وأثره وما سيحدث بعد ذلك.',
      source: '1224bb94d47f30',
    },
    'prompts.wc_explain_change.text': {
      text: 'سينتقل فريقك من اجتماعات الحالة الأسبوعية إلى تحديث أسبوعي مكتوب. اكتب رسالة قصيرة إلى الفريق تعلن فيها التغيير وسببه وما تحتاجه منهم.',
      source: '07e31b2f61d2bb',
    },
    'prompts.em_upset_colleague.text': {
      text: 'زميل تم تجاوزه في ترقية أصبح صامتًا ومنطويًا في الاجتماعات. ماذا ستقول أو تفعل، ولماذا؟',
      source: '0063035f596131',
    },
    'prompts.em_angry_customer.text': {
      text: 'يتصل عميل قديم غاضبًا لأن خطأ في الفوترة جعله يدفع مرتين. صف كيف ستدير المحادثة.',
      source: '0cde5e4d1fb122',
    },
    'prompts.sa_new_team_tension.text': {
      text: 'في أسبوعك الأول ضمن فريق جديد، تلاحظ أن عضوين من كبار الأعضاء نادرًا ما يتحدثان معًا وأن القرارات تتعثر باستمرار. ماذا تلاحظ، وماذا تفعل؟',
      source: '0783c51317f40c',
    },
    'prompts.sa_meeting_off_track.text': {
      text: 'تقدّم عرضًا أمام كبار القادة وتلاحظ أنهم ينظرون إلى هواتفهم وأن الاجتماع يتجاوز وقته. كيف تتكيّف؟',
      source: '0f70d446b84420',
    },
    'prompts.ct_sales_drop.text': {
      text: 'انخفضت المبيعات بنسبة 20% الشهر الماضي. يقول أحد المديرين إن الموقع الإلكتروني الجديد هو السبب. كيف ستختبر هذا الادعاء قبل التصرف بناءً عليه؟',
      source: '12e4c719ee6ef6',
    },
    'prompts.ct_vendor_choice.text': {
      text: 'عليك الاختيار بين مورّد أرخص ذي تقييمات متباينة وآخر أغلى يعرفه فريقك جيدًا. اشرح كيف ستقرر وما المعلومات التي ستحتاجها.',
      source: '0f593b563f271b',
    },
    'rubrics.0.name': { text: 'التواصل الكتابي', source: '121582c62ca506' },
    'rubrics.1.name': { text: 'التعاطف', source: '011e3759951b0e' },
    'rubrics.2.name': { text: 'الوعي بالموقف', source: '09386c48c9681a' },
    'rubrics.3.name': { text: 'التفكير النقدي', source: '1f6fd76a86d90a' },
  },
} satisfies SectionLocaleFile;
