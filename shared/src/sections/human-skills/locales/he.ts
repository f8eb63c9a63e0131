import type { SectionLocaleFile } from '../../locale-file';

// human_skills in he: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'כישורים בין-אישיים', source: '110b58b71f8792' },
    instructions: {
      text: 'ענו על כל שאלה במילים שלכם. אין תשובה נכונה אחת; אנחנו בוחנים איך אתם חושבים ומתקשרים.',
      source: '0a0fcfd5c2511c',
    },
    'prompts.wc_delay_email.text': {
      text: 'פרויקט שאתם מובילים יתעכב בשבועיים כי ספק לא סיפק. כתבו ללקוח את המייל שמסביר את העיכוב, את השפעתו ומה יקרה בהמשך.',
      source: '1224bb94d47f30',
    },
    'prompts.wc_explain_change.text': {
      text: 'הצוות שלכם עובר מישיבות סטטוס שבועיות לעדכון שבועי בכתב. כתבו הודעה קצרה לצוות שמודיעה על השינוי, מסבירה למה הוא קורה ומה אתם צריכים מהם.',
      source: '07e31b2f61d2bb',
    },
    'prompts.em_upset_colleague.text': {
      text: 'עמית שלא קיבל קידום הפך שקט ומסוגר בישיבות. מה הייתם אומרים או עושים, ולמה?',
      source: '0063035f596131',
    },
    'prompts.em_angry_customer.text': {
      text: 'לקוח ותיק מתקשר בכעס כי בגלל טעות בחיוב חויב פעמיים. תארו איך הייתם מנהלים את השיחה.',
      source: '0cde5e4d1fb122',
    },
    'prompts.sa_new_team_tension.text': {
      text: 'בשבוע הראשון שלכם בצוות חדש, אתם שמים לב ששני חברים בכירים כמעט לא מדברים זה עם זה והחלטות נתקעות שוב ושוב. מה אתם מבחינים, ומה אתם עושים?',
      source: '0783c51317f40c',
    },
    'prompts.sa_meeting_off_track.text': {
      text: 'אתם מציגים בפני ההנהלה הבכירה ומבחינים שהם בודקים את הטלפונים והישיבה חורגת מהזמן. איך אתם מתאימים את עצמכם?',
      source: '0f70d446b84420',
    },
    'prompts.ct_sales_drop.text': {
      text: 'המכירות ירדו ב-20% בחודש שעבר. מנהל טוען שהאתר החדש הוא הסיבה. איך הייתם בודקים את הטענה הזו לפני שפועלים לפיה?',
      source: '12e4c719ee6ef6',
    },
    'prompts.ct_vendor_choice.text': {
      text: 'עליכם לבחור בין ספק זול יותר עם ביקורות מעורבות לבין ספק יקר יותר שהצוות שלכם מכיר היטב. הסבירו איך הייתם מחליטים ואיזה מידע הייתם צריכים.',
      source: '0f593b563f271b',
    },
    'rubrics.0.name': { text: 'תקשורת כתובה', source: '121582c62ca506' },
    'rubrics.1.name': { text: 'אמפתיה', source: '011e3759951b0e' },
    'rubrics.2.name': { text: 'מודעות מצבית', source: '09386c48c9681a' },
    'rubrics.3.name': { text: 'חשיבה ביקורתית', source: '1f6fd76a86d90a' },
  },
} satisfies SectionLocaleFile;
