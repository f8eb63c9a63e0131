import type { SectionLocaleFile } from '../../locale-file';

// acceptable_behaviors in he: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'התנהגויות מקובלות', source: '0cdf5a0121c54f' },
    instructions: { text: 'לכל מצב, בחרו איך היו מתייחסים אליו במקום העבודה שאתם מתארים.', source: '013e39bf4830a1' },
    'scale.0.label': { text: 'מקובל', source: '066514f39ebba4' },
    'scale.1.label': { text: 'לא רצוי', source: '0df4abb48b3ffe' },
    'scale.2.label': { text: 'מרתיעים ממנו באופן פעיל', source: '1df7be03ee27fe' },
    'scale.3.label': { text: 'גורר נזיפה', source: '16bd16b4abe286' },
    'scale.4.label': { text: 'אפס סובלנות', source: '050830ff71a0f5' },
    'scenarios.scenario_1.text': {
      text: 'עובד מגיע באופן קבוע באיחור של 15 דקות, אבל נשאר מאוחר יותר כדי להשלים את הזמן.',
      source: '15edbd6fdc3064',
    },
    'scenarios.scenario_2.text': {
      text: 'מישהו לוקח הביתה ציוד משרדי כמו עטים ומחברות לשימוש אישי.',
      source: '11f06822a8ddaf',
    },
    'scenarios.scenario_3.text': {
      text: 'חבר צוות מספר לעמית פרטים על ארגון מחדש צפוי לפני שהוא הוכרז.',
      source: '0fefdc53cdba50',
    },
    'scenarios.scenario_4.text': { text: 'עובד מקבל מתנה יקרה מספק במהלך משא ומתן על חוזה.', source: '0b035b43235684' },
    'scenarios.scenario_5.text': {
      text: 'מנהל מבקר את עבודתו של חבר צוות מול כל הצוות במהלך ישיבה.',
      source: '109ef76805db85',
    },
    'scenarios.scenario_6.text': {
      text: 'מישהו מציג בישיבה רעיון של עמית בלי לציין ממי הוא הגיע.',
      source: '0e10dcdcac1400',
    },
    'scenarios.scenario_7.text': {
      text: 'עובד מבלה כשעה ביום ברשתות חברתיות אישיות בשעות העבודה.',
      source: '0593581cc6e2f0',
    },
    'scenarios.scenario_8.text': {
      text: 'חבר צוות מעגל כלפי מעלה את השעות בדוח הנוכחות לחצי היום הקרוב.',
      source: '0a25e18024b6c5',
    },
    'scenarios.scenario_9.text': {
      text: 'עובד מספר בדיחות על המבטא של עמית, שחלק מהאנשים מוצאים פוגעניות.',
      source: '1aa6ea7b7a22c9',
    },
    'scenarios.scenario_10.text': {
      text: 'מישהו מדלג על בדיקת בטיחות או איכות מחייבת כדי לעמוד בלוח זמנים לחוץ.',
      source: '0a3c4820bf64d3',
    },
    'scenarios.scenario_11.text': {
      text: 'עובד משתמש באפליקציית מסרים אישית כדי לשלוח לעמית מידע על לקוחות.',
      source: '1e9a1ea647c2b9',
    },
    'scenarios.scenario_12.text': {
      text: 'חבר צוות עובד בערבים על פרויקט צדדי בתשלום עבור חברה אחרת בלי לספר לאף אחד.',
      source: '180f5e3157bbcc',
    },
    'scenarios.scenario_13.text': {
      text: 'מישהו מתלונן בגלוי על המנהל שלו בפני צוותים אחרים.',
      source: '1c47a26f63a8bb',
    },
    'scenarios.scenario_14.text': {
      text: 'עובד לא עונה להודעות עבודה שנשלחות אחרי שעות העבודה או בסופי שבוע.',
      source: '0cfd56f282570f',
    },
    'scenarios.scenario_15.text': {
      text: 'מנהל מגייס חבר קרוב למשרה פנויה בלי תהליך מיון תחרותי.',
      source: '04a409b603b242',
    },
  },
} satisfies SectionLocaleFile;
