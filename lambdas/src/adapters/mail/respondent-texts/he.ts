import type { RespondentMailTexts } from './types';

/** Hebrew (he): a respondent's e-mails. Translated, not validated. */
const he: RespondentMailTexts = {
  state: 'translated',
  invitation: {
    subject: 'הוזמנת למלא הערכה',
    reminderSubject: 'תזכורת: ההערכה שלך ממתינה',
    onBehalf: 'נשלח בשם {company} באמצעות {product}.',
    greeting: 'שלום {name},',
    body: '{company} מזמינה אותך למלא את ההערכה "{form}".',
    reminderBody:
      'זוהי תזכורת לכך ש-{company} הזמינה אותך למלא את ההערכה "{form}". התשובות שנתת עד כה נשמרו; הקישור יחזיר אותך למקום שבו עצרת.',
    timing:
      'ההערכה כוללת {sections} חלקים מוגבלים בזמן ונמשכת כ-{minutes} דקות. אפשר לעצור בין החלקים ולחזור באמצעות אותו קישור.',
    timingOne: 'ההערכה היא חלק אחד מוגבל בזמן, של כ-{minutes} דקות.',
    action: 'התחלת ההערכה',
    resumeAction: 'המשך ההערכה',
    footer: 'הקישור הזה אישי: נא לא להעביר אותו הלאה. אם לא ציפית לקבל את ההודעה הזו, אפשר להתעלם ממנה.',
    deadline: 'יש לסיים עד {time}. לאחר מכן הקישור ייסגר.',
    stopReminders: 'בלי תזכורות נוספות להערכה זו',
  },
  resume: {
    subject: 'הקישור האישי שלך להערכה',
    intro: 'כבר נרשמת ל-{form}. אפשר להמשיך מהמקום שבו עצרת באמצעות הקישור האישי שלך:',
    action: 'המשך ההערכה',
    ignore: 'אם לא נרשמת, אפשר להתעלם מהודעה זו; איש מלבדך לא קיבל את הקישור הזה.',
  },
  results: {
    subject: 'תוצאות ההערכה שלך',
    greeting: 'שלום {name},',
    body: 'תודה שמילאת את "{form}". {company} משתפת אותך בתוצאות שלך: הציונים שלך בכל חלק וקובץ PDF שאפשר לשמור.',
    action: 'לצפייה בתוצאות',
    footer: 'הקישור הזה אישי. התוצאות הן בסיס לשיחה; הן אינן מכריעות לבדן.',
  },
  dataLink: 'הנתונים שלך: קבלת עותק של מה שמסרת, או מחיקתו',
};

export default he;
