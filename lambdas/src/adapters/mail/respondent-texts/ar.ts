import type { RespondentMailTexts } from './types';

/** Arabic (ar): a respondent's e-mails. Translated, not validated. */
const ar: RespondentMailTexts = {
  state: 'translated',
  invitation: {
    subject: 'أنت مدعو لإجراء تقييم',
    reminderSubject: 'تذكير: تقييمك بانتظارك',
    onBehalf: 'أُرسلت نيابةً عن {company} عبر {product}.',
    greeting: 'مرحبًا {name}،',
    body: 'تدعوك {company} لإجراء التقييم «{form}».',
    reminderBody:
      'نذكّرك بأن {company} دعتك لإجراء التقييم «{form}». إجاباتك حتى الآن محفوظة؛ يعيدك الرابط إلى حيث توقفت.',
    timing:
      'يتضمن {sections} أقسام محددة بوقت ويستغرق نحو {minutes} دقيقة. يمكنك التوقف بين الأقسام والعودة بالرابط نفسه.',
    timingOne: 'إنه قسم واحد محدد بوقت مدته نحو {minutes} دقيقة.',
    action: 'ابدأ التقييم',
    resumeAction: 'متابعة التقييم',
    footer: 'هذا الرابط شخصي لك: يرجى عدم إعادة توجيهه. إذا لم تكن تتوقع هذه الرسالة، يمكنك تجاهلها.',
    deadline: 'يرجى إنهاؤه قبل {time}. بعد ذلك يُغلق الرابط.',
    stopReminders: 'لا مزيد من التذكيرات لهذا التقييم',
  },
  resume: {
    subject: 'رابط التقييم الشخصي الخاص بك',
    intro: 'أنت مسجّل مسبقًا في {form}. تابع من حيث توقفت عبر رابطك الشخصي:',
    action: 'متابعة التقييم',
    ignore: 'إذا لم تسجّل، يمكنك تجاهل هذه الرسالة؛ لم يتلقَّ أحد غيرك هذا الرابط.',
  },
  results: {
    subject: 'نتائج تقييمك',
    greeting: 'مرحبًا {name}،',
    body: 'شكرًا لإجرائك «{form}». تشاركك {company} نتائجك: درجاتك في كل قسم، وملف PDF يمكنك الاحتفاظ به.',
    action: 'اطّلع على نتائجك',
    footer: 'هذا الرابط شخصي لك. النتائج تدعم الحوار؛ ولا تحسم القرار وحدها.',
  },
  dataLink: 'بياناتك: احصل على نسخة مما قدّمته أو احذفه',
};

export default ar;
