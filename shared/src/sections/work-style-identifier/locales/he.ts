import type { SectionLocaleFile } from '../../locale-file';

// work_style_identifier in he: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'מזהה סגנון עבודה', source: '1f0c60bd73f0f7' },
    instructions: {
      text: 'לכל מצב, בחרו את התגובה הקרובה ביותר למה שהייתם עושים באופן טבעי. אין תשובות נכונות או שגויות.',
      source: '1525cac3265adf',
    },
    'styles.people.name': { text: 'אנשים', source: '1e9ca6c7397706' },
    'styles.people.description': { text: 'מתמקד ביחסים, בתקשורת ובצוות.', source: '08675f6ad7cd87' },
    'styles.process.name': { text: 'תהליך', source: '00649b56ffd7ce' },
    'styles.process.description': { text: 'מתמקד במבנה, בתכנון ובאופן שבו העבודה נעשית.', source: '119d0abb5dea8f' },
    'styles.product.name': { text: 'מוצר', source: '147a8a0545eb31' },
    'styles.product.description': { text: 'מתמקד בתוצאה, באיכותה ובערך שלה למשתמשים.', source: '1fe40819dc5447' },
    'scenarios.scenario_1.text': {
      text: 'אתם מצטרפים לפרויקט חדש שכבר נמצא בעיצומו. מה תעשו קודם?',
      source: '0dfafca3038c6e',
    },
    'scenarios.scenario_1.options.option_1.text': {
      text: 'אפגוש את חברי הצוות אחד אחד כדי ללמוד איך הם עובדים.',
      source: '1c098f33cb6358',
    },
    'scenarios.scenario_1.options.option_2.text': {
      text: 'אקרא את התוכנית, את לוח הזמנים ואת אופן קבלת ההחלטות.',
      source: '01b9a70eafd252',
    },
    'scenarios.scenario_1.options.option_3.text': {
      text: 'אנסה את הגרסה הנוכחית של מה שנבנה.',
      source: '049008ac0e04b7',
    },
    'scenarios.scenario_2.text': { text: 'מועד יעד בסכנה. איך תגיבו?', source: '1f98c8bcca4a8b' },
    'scenarios.scenario_2.options.option_1.text': {
      text: 'אצמצם את ההיקף לתכונות החשובות ביותר למשתמשים.',
      source: '07e96df1f57c77',
    },
    'scenarios.scenario_2.options.option_2.text': {
      text: 'אבדוק איך הצוות מתמודד ואחלק מחדש את עומס העבודה.',
      source: '086311204fbed5',
    },
    'scenarios.scenario_2.options.option_3.text': {
      text: 'אתכנן מחדש את המשימות שנותרו ואסיר את צוואר הבקבוק.',
      source: '1676c3899ba46e',
    },
    'scenarios.scenario_3.text': { text: 'שני עמיתים חלוקים על הדרך לבצע משימה. מה תעשו?', source: '1c38b1ce60ae98' },
    'scenarios.scenario_3.options.option_1.text': {
      text: 'אציע להסכים על קריטריונים ועל דרך להחליט.',
      source: '102f2f0769dfc9',
    },
    'scenarios.scenario_3.options.option_2.text': {
      text: 'אשאל איזו גישה נותנת תוצאה טובה יותר ואבחן אותה.',
      source: '15730380078ea3',
    },
    'scenarios.scenario_3.options.option_3.text': {
      text: 'אדבר עם כל אחד מהם כדי להבין את החששות שלו.',
      source: '05eb79046b6b94',
    },
    'scenarios.scenario_4.text': { text: 'מה מעניק לכם את הסיפוק הגדול ביותר בסוף שבוע?', source: '105635f4452bad' },
    'scenarios.scenario_4.options.option_1.text': { text: 'שעזרתי לעמית להצליח.', source: '18a448df168c17' },
    'scenarios.scenario_4.options.option_2.text': { text: 'לראות משהו שבניתי בשימוש.', source: '06dd5c28e1dd6e' },
    'scenarios.scenario_4.options.option_3.text': {
      text: 'שגרמתי למשימה חוזרת להתנהל בצורה חלקה יותר.',
      source: '14c25f3b230485',
    },
    'scenarios.scenario_5.text': { text: 'קיבלתם בקשה מעורפלת מהמנהל. מה הצעד הראשון שלכם?', source: '1f6a3b5b753562' },
    'scenarios.scenario_5.options.option_1.text': {
      text: 'לרשום את השלבים, האחראים ומועד היעד, ואז לקבל עליהם אישור.',
      source: '0a111ff3e53b8e',
    },
    'scenarios.scenario_5.options.option_2.text': {
      text: 'לשאול בשביל מי זה ולמה הם מצפים.',
      source: '1d34f94c990a03',
    },
    'scenarios.scenario_5.options.option_3.text': {
      text: 'לשרטט במהירות גרסה ראשונה שאפשר להגיב עליה.',
      source: '14d5aac6f8ae0a',
    },
    'scenarios.scenario_6.text': { text: 'כלי חדש מוכנס לצוות שלכם. מה הכי חשוב לכם?', source: '1ffe1c701771e4' },
    'scenarios.scenario_6.options.option_1.text': {
      text: 'שיעזור לנו לספק עבודה טובה יותר.',
      source: '093bad0a0c3b68',
    },
    'scenarios.scenario_6.options.option_2.text': {
      text: 'שיתאים לדרך העבודה שלנו ויוטמע בשלבים.',
      source: '0148dd78866574',
    },
    'scenarios.scenario_6.options.option_3.text': {
      text: 'שכולם ירגישו בנוח ויעברו הדרכה לשימוש בו.',
      source: '08abf09072e383',
    },
    'scenarios.scenario_7.text': {
      text: 'לקוח מתלונן על משהו שהצוות שלכם סיפק. מה תעשו קודם?',
      source: '09737f1b9023d1',
    },
    'scenarios.scenario_7.options.option_1.text': {
      text: 'אתקשר ללקוח כדי להקשיב לו ולהרגיע אותו.',
      source: '0b9434cd85a375',
    },
    'scenarios.scenario_7.options.option_2.text': {
      text: 'אמצא באיזה שלב בתהליך שלנו הבעיה חמקה.',
      source: '1edfd2b775db66',
    },
    'scenarios.scenario_7.options.option_3.text': { text: 'אשחזר את הבעיה ואתקן אותה.', source: '045b5ac0a1aece' },
    'scenarios.scenario_8.text': { text: 'באיזו שאלה אתם נוהגים לפתוח בישיבת תכנון?', source: '079920d7ae5c86' },
    'scenarios.scenario_8.options.option_1.text': {
      text: 'מה המשתמשים יקבלו שאין להם היום?',
      source: '08cd531efc0b98',
    },
    'scenarios.scenario_8.options.option_2.text': {
      text: 'מי צריך להיות מעורב, והאם יש להם זמן פנוי?',
      source: '102906789fc043',
    },
    'scenarios.scenario_8.options.option_3.text': {
      text: 'מהן אבני הדרך ואיך נעקוב אחריהן?',
      source: '0c065a4484c27c',
    },
    'scenarios.scenario_9.text': {
      text: 'יש לכם אחר צהריים פנוי לשפר משהו בעבודה. מה תבחרו?',
      source: '0781800f4805fe',
    },
    'scenarios.scenario_9.options.option_1.text': {
      text: 'לתעד תהליך שקיים רק בראש של מישהו.',
      source: '0e9725fb0cbd37',
    },
    'scenarios.scenario_9.options.option_2.text': {
      text: 'ללטש תכונה שהמשתמשים מוצאים מסורבלת.',
      source: '00a3ae74adc238',
    },
    'scenarios.scenario_9.options.option_3.text': {
      text: 'להקדיש זמן לעזור לעמית חדש להיכנס לעניינים.',
      source: '1eb1ca7ef7f61b',
    },
  },
} satisfies SectionLocaleFile;
