import type { SectionLocaleFile } from '../../locale-file';

// oaic_archetypes in he: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'פרופיל תרבות ארגונית', source: '1fa5ef776627e7' },
    instructions: {
      text: 'בכל נושא, חלקו 100 נקודות בין ארבעת ההיגדים לפי המידה שבה כל אחד מהם מתאר את הארגון. תנו את מירב הנקודות להיגד המתאים ביותר.',
      source: '08bb288d1456a6',
    },
    'perspectives.now': { text: 'איך זה היום', source: '023c06c1655412' },
    'perspectives.preferred': { text: 'איך היינו רוצים שיהיה', source: '1c7749c153fe36' },
    'types.collaborate.name': { text: 'שיתוף פעולה', source: '1b4db51cdfcca5' },
    'types.collaborate.description': {
      text: 'ממוקד באנשים ומלוכד. ההצלחה נובעת ממחויבות, מפיתוח ומעבודת צוות.',
      source: '1838d7066709c6',
    },
    'types.create.name': { text: 'יצירה', source: '017309f0f9f564' },
    'types.create.description': {
      text: 'המצאתי ומהיר. ההצלחה נובעת מרעיונות חדשים, מניסויים ומלהיות הראשונים.',
      source: '113363b587295c',
    },
    'types.compete.name': { text: 'תחרות', source: '0aaba8aca39f9a' },
    'types.compete.description': {
      text: 'מוכוון תוצאות ושאפתני. ההצלחה נובעת מעמידה ביעדים ומניצחון בשוק.',
      source: '075c7ab54cbe3e',
    },
    'types.control.name': { text: 'בקרה', source: '05a289608909dd' },
    'types.control.description': {
      text: 'מובנה ואמין. ההצלחה נובעת מתהליכים ברורים, מיעילות ומעקביות.',
      source: '14f014f09f510f',
    },
    'dimensions.strategic_emphases.title': { text: 'סדרי עדיפויות אסטרטגיים', source: '06881e6b055b2b' },
    'dimensions.strategic_emphases.prompt': {
      text: 'במה הארגון משקיע את מאמציו לקראת העתיד?',
      source: '0da3c7dab74591',
    },
    'dimensions.strategic_emphases.options.collaborate.text': {
      text: 'השקעה באנשים: פיתוח מיומנויות, שמירה על אמון גבוה ויצירת תחושה אצל כל אחד שהוא חלק מהצוות.',
      source: '1a83febc29be0b',
    },
    'dimensions.strategic_emphases.options.create.text': {
      text: 'איתור ההזדמנות הבאה: הצעות חדשות, שווקים חדשים ולקחים מהירים מניסויים.',
      source: '0296d46b72302c',
    },
    'dimensions.strategic_emphases.options.compete.text': {
      text: 'עקיפת המתחרים: הגדלת נתח השוק, זכייה בעסקאות ועמידה מעבר ליעדים מדידים.',
      source: '0974a716348f01',
    },
    'dimensions.strategic_emphases.options.control.text': {
      text: 'פעילות חלקה: עלויות צפויות, אספקה עקבית ומעט הפתעות.',
      source: '0521638db12fef',
    },
    'dimensions.organization_glue.title': { text: 'מה מחבר בינינו', source: '0a017b28243d65' },
    'dimensions.organization_glue.prompt': { text: 'מה שומר על מחויבות האנשים לארגון?', source: '01d9739c3f3f59' },
    'dimensions.organization_glue.options.collaborate.text': {
      text: 'נאמנות הדדית ותחושת שייכות משותפת.',
      source: '0bc4f42ca0de92',
    },
    'dimensions.organization_glue.options.create.text': {
      text: 'ההתרגשות לבנות משהו חדש לפני כל אחד אחר.',
      source: '0669e882b2ea0a',
    },
    'dimensions.organization_glue.options.compete.text': {
      text: 'רצון משותף לנצח ולהשיג תוצאות.',
      source: '0a8f008a90dda5',
    },
    'dimensions.organization_glue.options.control.text': {
      text: 'כללים ברורים, נהלים מוסכמים ושגרות אמינות.',
      source: '183c7138043ea3',
    },
    'dimensions.dominant_characteristics.title': { text: 'האופי היומיומי', source: '11a017aa436bca' },
    'dimensions.dominant_characteristics.prompt': {
      text: 'איך זה מרגיש לעבוד כאן יום אחרי יום?',
      source: '0a2ded60577abc',
    },
    'dimensions.dominant_characteristics.options.collaborate.text': {
      text: 'קרוב ותומך: אנשים משתפים בפתיחות ודואגים זה לזה.',
      source: '00fddf67309a1c',
    },
    'dimensions.dominant_characteristics.options.create.text': {
      text: 'תוסס וניסיוני: אנשים מנסים דברים, לוקחים סיכונים ומקבלים התחלות כושלות.',
      source: '0186dd3ed9d217',
    },
    'dimensions.dominant_characteristics.options.compete.text': {
      text: 'אינטנסיבי וממוקד ביצועים: אנשים נמדדים לפי מה שהם משיגים.',
      source: '1ea6d08bd99dfe',
    },
    'dimensions.dominant_characteristics.options.control.text': {
      text: 'מסודר ומוגדר היטב: העבודה מתנהלת לפי תהליכים קבועים והציפיות ברורות.',
      source: '14b6336cecf01f',
    },
    'dimensions.management_of_employees.title': { text: 'איך מנהלים אנשים', source: '0f48d9a2da90e4' },
    'dimensions.management_of_employees.prompt': {
      text: 'איך הארגון מנהל את עובדיו ומתייחס אליהם?',
      source: '142b81c7d13da3',
    },
    'dimensions.management_of_employees.options.collaborate.text': {
      text: 'על ידי שיתופם: החלטות נדונות ומתקבלות יחד.',
      source: '15d8bcb56a2c48',
    },
    'dimensions.management_of_employees.options.create.text': {
      text: 'על ידי מתן חופש לקחת יוזמה ולהוביל את הרעיונות שלהם.',
      source: '1b9d5db64fd085',
    },
    'dimensions.management_of_employees.options.compete.text': {
      text: 'על ידי הצבת יעדים תובעניים ותגמול מי שעומד בהם.',
      source: '17e88d63dec41c',
    },
    'dimensions.management_of_employees.options.control.text': {
      text: 'על ידי תפקידים יציבים, כללים הוגנים ויחס עקבי.',
      source: '0a3b875ebeeb30',
    },
    'dimensions.criteria_of_success.title': { text: 'איך מודדים הצלחה', source: '01f5a42ef5cce9' },
    'dimensions.criteria_of_success.prompt': { text: 'מה הארגון מחשיב כהצלחה?', source: '1f735abc3f44eb' },
    'dimensions.criteria_of_success.options.collaborate.text': {
      text: 'אנשים מעורבים שמתפתחים, עובדים היטב יחד ונשארים.',
      source: '0320a1a8771f95',
    },
    'dimensions.criteria_of_success.options.create.text': {
      text: 'השקת מוצרים או שירותים חדשים שמקדימים את התחום.',
      source: '1e72937ddaa7d9',
    },
    'dimensions.criteria_of_success.options.compete.text': {
      text: 'הובלת השוק, מכירות גבוהות מאלה של המתחרים וצמיחה בהכנסות.',
      source: '0e7b7fb8f89b6e',
    },
    'dimensions.criteria_of_success.options.control.text': {
      text: 'אספקה אמינה ובזמן, בעלות נמוכה ועם מעט טעויות.',
      source: '1192f7298833c7',
    },
    'dimensions.organizational_leadership.title': { text: 'סגנון מנהיגות', source: '1af8c1f16ac4a0' },
    'dimensions.organizational_leadership.prompt': {
      text: 'איך נראים, באופן כללי, המנהיגים של הארגון?',
      source: '0efe3e16b55a9a',
    },
    'dimensions.organizational_leadership.options.collaborate.text': {
      text: 'מאמנים ומנטורים שעוזרים לאנשים להתפתח.',
      source: '1305e69de79661',
    },
    'dimensions.organizational_leadership.options.create.text': {
      text: 'בעלי חזון שמעודדים רעיונות נועזים וסיכונים מחושבים.',
      source: '00980300258b51',
    },
    'dimensions.organizational_leadership.options.compete.text': {
      text: 'משיגים נחושים שממוקדים ביעדים ובניצחון.',
      source: '0d3a6afa9092a8',
    },
    'dimensions.organizational_leadership.options.control.text': {
      text: 'מארגנים ומתאמים שדואגים שהכול יתנהל בצורה חלקה.',
      source: '1ae436d72cbc2c',
    },
  },
} satisfies SectionLocaleFile;
