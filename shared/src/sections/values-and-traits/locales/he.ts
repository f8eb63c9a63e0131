import type { SectionLocaleFile } from '../../locale-file';

// values_and_traits in he: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    'defining_your_values.title': { text: 'הגדרת הערכים שלך', source: '1d93e8a39d99d4' },
    'defining_your_values.instructions': {
      text: 'דרגו עד כמה כל ערך חשוב לכם בעבודה, מ"לא חשוב בכלל" ועד "הכי חשוב".',
      source: '1b492698c5d9ea',
    },
    'defining_your_values.items.value_integrity.label': { text: 'יושרה', source: '1fc6198b7c8928' },
    'defining_your_values.items.value_integrity.description': {
      text: 'לעשות את הדבר הנכון, גם כשאף אחד לא רואה.',
      source: '051d845b031e5b',
    },
    'defining_your_values.items.value_honesty.label': { text: 'כנות', source: '1f46703d91cb3c' },
    'defining_your_values.items.value_honesty.description': {
      text: 'לומר את האמת, גם כשהבשורה אינה רצויה.',
      source: '1063a52368cfdf',
    },
    'defining_your_values.items.value_transparency.label': { text: 'שקיפות', source: '167755820ac598' },
    'defining_your_values.items.value_transparency.description': {
      text: 'לשתף בגלוי מידע ואת הנימוקים שמאחורי החלטות.',
      source: '16f33c0f866237',
    },
    'defining_your_values.items.value_accountability.label': { text: 'אחריותיות', source: '0785afa5d2037c' },
    'defining_your_values.items.value_accountability.description': {
      text: 'לקחת אחריות על התוצאות ולעמוד בהתחייבויות.',
      source: '0cd2dc1078f07a',
    },
    'defining_your_values.items.value_respect.label': { text: 'כבוד', source: '180e0a3a4a5c4f' },
    'defining_your_values.items.value_respect.description': {
      text: 'להתייחס לכל אדם בכבוד ובהתחשבות.',
      source: '00df8b64cedd06',
    },
    'defining_your_values.items.value_trust.label': { text: 'אמון', source: '155d9004e977e7' },
    'defining_your_values.items.value_trust.description': {
      text: 'לסמוך זה על זה ולהיות מישהו שאחרים יכולים לסמוך עליו.',
      source: '0a87a610200134',
    },
    'defining_your_values.items.value_teamwork.label': { text: 'עבודת צוות', source: '05366f08c4bf4d' },
    'defining_your_values.items.value_teamwork.description': {
      text: 'להשיג יחד יותר ממה שכל אחד היה יכול להשיג לבד.',
      source: '0d01b709cb916d',
    },
    'defining_your_values.items.value_collaboration.label': { text: 'שיתוף פעולה', source: '07e65bd0df18c6' },
    'defining_your_values.items.value_collaboration.description': {
      text: 'לעבוד בין צוותים ולחלוק בקרדיט בנדיבות.',
      source: '06cd1de2e5d750',
    },
    'defining_your_values.items.value_customer_focus.label': { text: 'מיקוד בלקוח', source: '0d78861f8a16bc' },
    'defining_your_values.items.value_customer_focus.description': {
      text: 'לצאת ממה שהלקוחות צריכים ולמדוד הצלחה לפי התוצאות שלהם.',
      source: '14717261b19b18',
    },
    'defining_your_values.items.value_innovation.label': { text: 'חדשנות', source: '1d451a243e63b2' },
    'defining_your_values.items.value_innovation.description': {
      text: 'לחפש דרכים חדשות וטובות יותר ליצור ערך.',
      source: '164d1530402614',
    },
    'defining_your_values.items.value_creativity.label': { text: 'יצירתיות', source: '096a5859e6ad97' },
    'defining_your_values.items.value_creativity.description': {
      text: 'להביא רעיונות מקוריים ופתרונות יצירתיים.',
      source: '0b08754459b47b',
    },
    'defining_your_values.items.value_excellence.label': { text: 'מצוינות', source: '0383191291606f' },
    'defining_your_values.items.value_excellence.description': {
      text: 'להקפיד על רף גבוה בעבודה ולהעלות אותו עם הזמן.',
      source: '03ccb09223823c',
    },
    'defining_your_values.items.value_quality.label': { text: 'איכות', source: '1ec00fba6be639' },
    'defining_your_values.items.value_quality.description': {
      text: 'לדייק בפרטים כדי שהתוצאה תעבוד כבר בפעם הראשונה.',
      source: '156d7b316a7b9b',
    },
    'defining_your_values.items.value_continuous_learning.label': { text: 'למידה מתמדת', source: '07b34fc49d6bf5' },
    'defining_your_values.items.value_continuous_learning.description': {
      text: 'לפתח מיומנויות וידע וללמוד מטעויות.',
      source: '019f4fff8788c9',
    },
    'defining_your_values.items.value_growth.label': { text: 'צמיחה', source: '157f51e79160bf' },
    'defining_your_values.items.value_growth.description': {
      text: 'לעזור לאנשים ולארגון לגדול ביכולות ובהשפעה.',
      source: '01a1c10082fc62',
    },
    'defining_your_values.items.value_diversity_inclusion.label': { text: 'גיוון והכלה', source: '035e945f571b2f' },
    'defining_your_values.items.value_diversity_inclusion.description': {
      text: 'לקבל בברכה רקעים שונים ולדאוג שכל קול יישמע.',
      source: '0c65982e513d34',
    },
    'defining_your_values.items.value_fairness.label': { text: 'הוגנות', source: '11f4116abc8df3' },
    'defining_your_values.items.value_fairness.description': {
      text: 'להחיל את אותם סטנדרטים על כולם ולהחליט לפי כישורים.',
      source: '1e6e2c9b4e7677',
    },
    'defining_your_values.items.value_empathy.label': { text: 'אמפתיה', source: '011e3759951b0e' },
    'defining_your_values.items.value_empathy.description': {
      text: 'להבין מה אחרים מרגישים ולפעול באכפתיות.',
      source: '1791151afa0ac3',
    },
    'defining_your_values.items.value_wellbeing.label': { text: 'רווחה אישית', source: '0e6ce365030e2b' },
    'defining_your_values.items.value_wellbeing.description': {
      text: 'לשמור על בריאות, איזון וקצב עבודה בר קיימא.',
      source: '1ab8736b02e8ed',
    },
    'defining_your_values.items.value_safety.label': { text: 'בטיחות', source: '1018e0e973b4fa' },
    'defining_your_values.items.value_safety.description': {
      text: 'להגן על אנשים מפגיעה פיזית ונפשית.',
      source: '13e87ee0c52634',
    },
    'defining_your_values.items.value_ownership.label': { text: 'תחושת בעלות', source: '104a0d8d652812' },
    'defining_your_values.items.value_ownership.description': {
      text: 'לפעול כמו בעלים: לדאוג לתוצאה כולה, לא רק למשימה אחת.',
      source: '1538b410ba9f05',
    },
    'defining_your_values.items.value_initiative.label': { text: 'יוזמה', source: '05fa9c2617b525' },
    'defining_your_values.items.value_initiative.description': {
      text: 'לפעול בלי לחכות שיבקשו.',
      source: '1fb00ebff37aeb',
    },
    'defining_your_values.items.value_results_orientation.label': { text: 'מכוונות לתוצאות', source: '061c4909b6911e' },
    'defining_your_values.items.value_results_orientation.description': {
      text: 'למקד את המאמץ בתוצאות החשובות ביותר.',
      source: '1f81044e1873b4',
    },
    'defining_your_values.items.value_efficiency.label': { text: 'יעילות', source: '1a8fd03b18d58e' },
    'defining_your_values.items.value_efficiency.description': {
      text: 'להשתמש בזמן, בכסף ובמאמץ בתבונה ולצמצם בזבוז.',
      source: '0456e83c213c1d',
    },
    'defining_your_values.items.value_agility.label': { text: 'זריזות', source: '1cdc23477d06c0' },
    'defining_your_values.items.value_agility.description': {
      text: 'להסתגל במהירות כשעובדות או סדרי עדיפויות משתנים.',
      source: '17f4e348aff832',
    },
    'defining_your_values.items.value_resilience.label': { text: 'חוסן', source: '08e52f8e51f4c5' },
    'defining_your_values.items.value_resilience.description': {
      text: 'להתאושש מכישלונות ולהמשיך הלאה.',
      source: '144859e7a2b3e0',
    },
    'defining_your_values.items.value_courage.label': { text: 'אומץ', source: '025995522d0d26' },
    'defining_your_values.items.value_courage.description': {
      text: 'להשמיע את הקול, לקחת סיכונים מחושבים ולערער על המצב הקיים.',
      source: '0588f9a477286f',
    },
    'defining_your_values.items.value_humility.label': { text: 'ענווה', source: '1dbefd00d9b222' },
    'defining_your_values.items.value_humility.description': {
      text: 'להודות במה שאיננו יודעים ולהעריך את תרומתם של אחרים.',
      source: '07356ef1d05dcf',
    },
    'defining_your_values.items.value_open_communication.label': { text: 'תקשורת פתוחה', source: '12c4142599e869' },
    'defining_your_values.items.value_open_communication.description': {
      text: 'לתת ולקבל משוב כן, באופן ישיר ואדיב.',
      source: '0afd1e0f1f951d',
    },
    'defining_your_values.items.value_sustainability.label': { text: 'קיימות', source: '03d7761bd86238' },
    'defining_your_values.items.value_sustainability.description': {
      text: 'לשקול את ההשפעה ארוכת הטווח על אנשים, על כדור הארץ ועל העסק.',
      source: '0b18f1d3308eb5',
    },
    'defining_your_values.items.value_social_responsibility.label': { text: 'אחריות חברתית', source: '09ef4a1b45dea1' },
    'defining_your_values.items.value_social_responsibility.description': {
      text: 'לתרום באופן חיובי לקהילות שבהן אנחנו פועלים.',
      source: '0dc708fbb6b8b0',
    },
    'defining_your_values.items.value_reliability.label': { text: 'אמינות', source: '0afaec48feeb08' },
    'defining_your_values.items.value_reliability.description': {
      text: 'לספק באופן עקבי, כדי שאחרים יוכלו לתכנן על סמך עבודתנו.',
      source: '1f43f8cb0d2834',
    },
    'defining_your_values.items.value_simplicity.label': { text: 'פשטות', source: '01db3af4318ec0' },
    'defining_your_values.items.value_simplicity.description': {
      text: 'להעדיף פתרונות ברורים ופשוטים על פני מסובכים.',
      source: '0e120ac066a8c6',
    },
    'defining_your_values.items.value_autonomy.label': { text: 'אוטונומיה', source: '03738f0e40ccd7' },
    'defining_your_values.items.value_autonomy.description': {
      text: 'לסמוך על אנשים שיחליטו בעצמם איך לעשות את עבודתם.',
      source: '1576ca92315493',
    },
    'defining_your_values.items.value_recognition.label': { text: 'הכרה', source: '115057f00d7d88' },
    'defining_your_values.items.value_recognition.description': {
      text: 'לשים לב לעבודה טובה ולמאמץ ולחגוג אותם.',
      source: '04e750224491b9',
    },
    'defining_your_values.items.value_passion.label': { text: 'תשוקה', source: '1e0740319ebbcf' },
    'defining_your_values.items.value_passion.description': {
      text: 'להביא אנרגיה והתלהבות לעבודה ולייעוד.',
      source: '0c71511a62f51a',
    },
    'defining_your_values.items.value_loyalty.label': { text: 'נאמנות', source: '0762c730bcb46f' },
    'defining_your_values.items.value_loyalty.description': {
      text: 'לעמוד לצד עמיתים, לקוחות והארגון לאורך זמן.',
      source: '18809d624c862e',
    },
    'defining_your_values.items.value_data_driven.label': { text: 'החלטות מבוססות נתונים', source: '0ddeee25447710' },
    'defining_your_values.items.value_data_driven.description': {
      text: 'לבסס החלטות על ראיות ולא רק על דעות.',
      source: '0248c9923c9a25',
    },
    'defining_your_values.items.value_discipline.label': { text: 'משמעת', source: '1a7b326a8ba9a3' },
    'defining_your_values.items.value_discipline.description': {
      text: 'לפעול לפי התהליכים המוסכמים ולעמוד בתוכניות ובלוחות זמנים.',
      source: '06c4f9e4fd5bab',
    },
    'defining_your_values.items.value_fun.label': { text: 'הנאה', source: '050779bb7cd754' },
    'defining_your_values.items.value_fun.description': {
      text: 'ליהנות מהעבודה ומהאנשים שאיתם אנחנו עושים אותה.',
      source: '13af72e9c6a8d8',
    },
    'defining_your_values.items.value_service.label': { text: 'שירותיות', source: '03220ccf27e3c6' },
    'defining_your_values.items.value_service.description': {
      text: 'להעמיד בראש את הצרכים של אחרים, בתוך הארגון ומחוצה לו.',
      source: '1b3f59101b57e7',
    },
    'defining_your_values.items.value_entrepreneurship.label': { text: 'רוח יזמית', source: '094e138dcf240b' },
    'defining_your_values.items.value_entrepreneurship.description': {
      text: 'לזהות הזדמנויות ולממש אותן בתושייה.',
      source: '0f9dc8afa1e47d',
    },
    'identifying_key_traits.title': { text: 'זיהוי תכונות מפתח', source: '033fadf136cd7b' },
    'identifying_key_traits.instructions': {
      text: 'דרגו עד כמה כל תכונה אישית חשובה להצלחה בתפקיד הזה.',
      source: '07ae140aac99ce',
    },
    'identifying_key_traits.items.trait_curious.label': { text: 'סקרן', source: '1ffbdb180f2709' },
    'identifying_key_traits.items.trait_curious.description': {
      text: 'שואל שאלות ורוצה להבין איך דברים עובדים.',
      source: '1cbaf588b91727',
    },
    'identifying_key_traits.items.trait_dependable.label': { text: 'אמין', source: '097a2cd86bf5fe' },
    'identifying_key_traits.items.trait_dependable.description': {
      text: 'עושה את מה שאמר שיעשה, בזמן.',
      source: '152ab135a5a515',
    },
    'identifying_key_traits.items.trait_adaptable.label': { text: 'מסתגל', source: '06c81327a5682c' },
    'identifying_key_traits.items.trait_adaptable.description': {
      text: 'מתאים את עצמו בשלווה לשינויים ולמצבים חדשים.',
      source: '11c9eabb566a8f',
    },
    'identifying_key_traits.items.trait_detail_oriented.label': { text: 'מקפיד על פרטים', source: '1e31e9158146e6' },
    'identifying_key_traits.items.trait_detail_oriented.description': {
      text: 'שם לב לטעויות קטנות ובודק את העבודה בקפידה.',
      source: '1b435a550d3c60',
    },
    'identifying_key_traits.items.trait_proactive.label': { text: 'פרואקטיבי', source: '0a32166fdcb592' },
    'identifying_key_traits.items.trait_proactive.description': {
      text: 'צופה בעיות מראש ופועל לפני שמבקשים ממנו.',
      source: '19420d00497c04',
    },
    'identifying_key_traits.items.trait_collaborative.label': { text: 'משתף פעולה', source: '19a2af78cc0354' },
    'identifying_key_traits.items.trait_collaborative.description': {
      text: 'עובד היטב עם אחרים ומשתף מידע בנדיבות.',
      source: '02ac6f02d34f1e',
    },
    'identifying_key_traits.items.trait_empathetic.label': { text: 'אמפתי', source: '0da03d8729d1aa' },
    'identifying_key_traits.items.trait_empathetic.description': {
      text: 'מבין את הרגשות ואת נקודות המבט של אחרים.',
      source: '0e191939c3ee1d',
    },
    'identifying_key_traits.items.trait_resilient.label': { text: 'בעל חוסן', source: '04076674826951' },
    'identifying_key_traits.items.trait_resilient.description': {
      text: 'מתאושש מכישלונות ושומר על מצב רוח יציב תחת לחץ.',
      source: '1fcaa81ea1681c',
    },
    'identifying_key_traits.items.trait_analytical.label': { text: 'אנליטי', source: '044a78e81d5f9a' },
    'identifying_key_traits.items.trait_analytical.description': {
      text: 'מפרק בעיות לחלקים ומסיק מסקנות על סמך ראיות.',
      source: '074c2e08554e74',
    },
    'identifying_key_traits.items.trait_creative.label': { text: 'יצירתי', source: '1df7097da5ee73' },
    'identifying_key_traits.items.trait_creative.description': {
      text: 'מעלה רעיונות מקוריים וגישות חדשות.',
      source: '026106e93ab8b1',
    },
    'identifying_key_traits.items.trait_organized.label': { text: 'מאורגן', source: '0f99e42bcbbd8c' },
    'identifying_key_traits.items.trait_organized.description': {
      text: 'מתכנן מראש ושומר על סדר בעבודה ובמידע.',
      source: '1935590e9384cc',
    },
    'identifying_key_traits.items.trait_self_motivated.label': { text: 'בעל מוטיבציה עצמית', source: '1d2ebd8e67457d' },
    'identifying_key_traits.items.trait_self_motivated.description': {
      text: 'ממשיך לעבוד בלי צורך בהכוונה מתמדת.',
      source: '1fae051183a3ce',
    },
    'identifying_key_traits.items.trait_honest.label': { text: 'כן', source: '196c53e350e81a' },
    'identifying_key_traits.items.trait_honest.description': {
      text: 'אומר את האמת ומודה בטעויות.',
      source: '0a81e6dff7da6b',
    },
    'identifying_key_traits.items.trait_respectful.label': { text: 'מכבד', source: '0e45e91b09ef9a' },
    'identifying_key_traits.items.trait_respectful.description': {
      text: 'מתייחס לעמיתים באדיבות, גם כשיש מחלוקת.',
      source: '1d476154287d49',
    },
    'identifying_key_traits.items.trait_good_communicator.label': { text: 'מתקשר בבהירות', source: '1cf1940339f372' },
    'identifying_key_traits.items.trait_good_communicator.description': {
      text: 'מסביר רעיונות בבהירות, בעל פה ובכתב.',
      source: '1806c080a9ff37',
    },
    'identifying_key_traits.items.trait_good_listener.label': { text: 'מקשיב טוב', source: '03cb10a10a6556' },
    'identifying_key_traits.items.trait_good_listener.description': {
      text: 'מקשיב עד הסוף לפני שהוא מגיב.',
      source: '10b8213694dbb6',
    },
    'identifying_key_traits.items.trait_decisive.label': { text: 'החלטי', source: '08b0d6e19ba536' },
    'identifying_key_traits.items.trait_decisive.description': {
      text: 'מקבל החלטות בזמן על סמך המידע הזמין.',
      source: '0a5cb9cb2a38a9',
    },
    'identifying_key_traits.items.trait_patient.label': { text: 'סבלני', source: '0419a5b5198ab1' },
    'identifying_key_traits.items.trait_patient.description': {
      text: 'נשאר רגוע מול התקדמות איטית ומול אנשים שזקוקים ליותר זמן.',
      source: '0c456ccda88810',
    },
    'identifying_key_traits.items.trait_humble.label': { text: 'צנוע', source: '0e0c7baa76c137' },
    'identifying_key_traits.items.trait_humble.description': {
      text: 'חולק בקרדיט ופתוח לאפשרות שהוא טועה.',
      source: '071fdf36f81e3d',
    },
    'identifying_key_traits.items.trait_confident.label': { text: 'בטוח בעצמו', source: '09be08bd8d7840' },
    'identifying_key_traits.items.trait_confident.description': {
      text: 'פועל בביטחון ומציג את עמדותיו בבהירות.',
      source: '0a047bec62064a',
    },
    'identifying_key_traits.items.trait_persistent.label': { text: 'מתמיד', source: '04bf8cccce67bc' },
    'identifying_key_traits.items.trait_persistent.description': {
      text: 'ממשיך לעבוד על בעיות קשות עד שהן נפתרות.',
      source: '01ddce26860095',
    },
    'identifying_key_traits.items.trait_open_minded.label': { text: 'פתוח לדעות', source: '18cc047f0847f4' },
    'identifying_key_traits.items.trait_open_minded.description': {
      text: 'שוקל רעיונות חדשים ועמדות שונות משלו.',
      source: '0752834d9e42d2',
    },
    'identifying_key_traits.items.trait_calm_under_pressure.label': { text: 'רגוע תחת לחץ', source: '1bbdadfb3dda0b' },
    'identifying_key_traits.items.trait_calm_under_pressure.description': {
      text: 'חושב בבהירות כשהזמנים לחוצים או כשמשהו משתבש.',
      source: '058c7e19081460',
    },
    'identifying_key_traits.items.trait_accountable.label': { text: 'לוקח אחריות', source: '0ba38ac9510de9' },
    'identifying_key_traits.items.trait_accountable.description': {
      text: 'לוקח אחריות על התוצאות, טובות או רעות.',
      source: '02a3cf6759c18c',
    },
    'identifying_key_traits.items.trait_positive.label': { text: 'חיובי', source: '0cbca498385150' },
    'identifying_key_traits.items.trait_positive.description': {
      text: 'שומר על גישה בונה ומרים את הצוות.',
      source: '03d35ba45caa07',
    },
    'identifying_key_traits.items.trait_leadership.label': { text: 'מוביל בדוגמה אישית', source: '0941f916f67a00' },
    'identifying_key_traits.items.trait_leadership.description': {
      text: 'מנחה אחרים באמצעות ההתנהגות והסטנדרטים שלו.',
      source: '1deba6d3e5ae73',
    },
    'identifying_key_traits.items.trait_resourceful.label': { text: 'בעל תושייה', source: '13dea86dbc622d' },
    'identifying_key_traits.items.trait_resourceful.description': {
      text: 'מוצא דרכים לבצע דברים במשאבים מוגבלים.',
      source: '049b32f7d1ff9d',
    },
    'identifying_key_traits.items.trait_customer_minded.label': { text: 'בעל ראייה לקוחית', source: '00ce8893238bbb' },
    'identifying_key_traits.items.trait_customer_minded.description': {
      text: 'מתחשב בחוויית הלקוח בהחלטות היומיומיות.',
      source: '03455acbcafddd',
    },
    'identifying_key_traits.items.trait_eager_to_learn.label': { text: 'להוט ללמוד', source: '033bbe45ada9ca' },
    'identifying_key_traits.items.trait_eager_to_learn.description': {
      text: 'מבקש משוב ורוכש מיומנויות חדשות במהירות.',
      source: '0113ce6710cb57',
    },
    'identifying_key_traits.items.trait_ethical.label': { text: 'אתי', source: '143c6bc81c4a28' },
    'identifying_key_traits.items.trait_ethical.description': {
      text: 'שוקל מה נכון, ולא רק מה מותר.',
      source: '0d57029500f200',
    },
    'identifying_key_traits.items.trait_independent.label': { text: 'עצמאי', source: '09f439f7e4bc75' },
    'identifying_key_traits.items.trait_independent.description': {
      text: 'עובד ביעילות עם מעט פיקוח.',
      source: '1be2b5139f68dd',
    },
    'identifying_key_traits.items.trait_energetic.label': { text: 'אנרגטי', source: '0c6a100273cd50' },
    'identifying_key_traits.items.trait_energetic.description': {
      text: 'מביא לעבודה מרץ וקצב.',
      source: '0d1f5cc91ef92d',
    },
  },
} satisfies SectionLocaleFile;
