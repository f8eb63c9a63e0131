import type { SectionLocaleFile } from '../../locale-file';

// values_and_traits in hy: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    'defining_your_values.title': { text: 'Ձեր արժեքների սահմանումը', source: '1d93e8a39d99d4' },
    'defining_your_values.instructions': {
      text: 'Գնահատեք, թե որքան կարևոր է Ձեզ համար յուրաքանչյուր արժեքը աշխատանքում՝ «Բոլորովին կարևոր չէ»-ից մինչև «Ամենակարևորը»։',
      source: '1b492698c5d9ea',
    },
    'defining_your_values.items.value_integrity.label': { text: 'Ազնվություն', source: '1fc6198b7c8928' },
    'defining_your_values.items.value_integrity.description': {
      text: 'Ճիշտ վարվել, նույնիսկ երբ ոչ ոք չի տեսնում։',
      source: '051d845b031e5b',
    },
    'defining_your_values.items.value_honesty.label': { text: 'Անկեղծություն', source: '1f46703d91cb3c' },
    'defining_your_values.items.value_honesty.description': {
      text: 'Ասել ճշմարտությունը, այդ թվում՝ տհաճ լուրերը։',
      source: '1063a52368cfdf',
    },
    'defining_your_values.items.value_transparency.label': { text: 'Թափանցիկություն', source: '167755820ac598' },
    'defining_your_values.items.value_transparency.description': {
      text: 'Բաց կիսվել տեղեկություններով և որոշումների պատճառներով։',
      source: '16f33c0f866237',
    },
    'defining_your_values.items.value_accountability.label': { text: 'Հաշվետվողականություն', source: '0785afa5d2037c' },
    'defining_your_values.items.value_accountability.description': {
      text: 'Պատասխանատվություն կրել արդյունքների համար և կատարել ստանձնած պարտավորությունները։',
      source: '0cd2dc1078f07a',
    },
    'defining_your_values.items.value_respect.label': { text: 'Հարգանք', source: '180e0a3a4a5c4f' },
    'defining_your_values.items.value_respect.description': {
      text: 'Յուրաքանչյուր մարդու հետ վարվել արժանապատվորեն և ուշադրությամբ։',
      source: '00df8b64cedd06',
    },
    'defining_your_values.items.value_trust.label': { text: 'Վստահություն', source: '155d9004e977e7' },
    'defining_your_values.items.value_trust.description': {
      text: 'Ապավինել միմյանց և լինել մեկը, ում վրա մյուսները կարող են հույս դնել։',
      source: '0a87a610200134',
    },
    'defining_your_values.items.value_teamwork.label': { text: 'Թիմային աշխատանք', source: '05366f08c4bf4d' },
    'defining_your_values.items.value_teamwork.description': {
      text: 'Միասին հասնել ավելիին, քան որևէ մեկը կկարողանար միայնակ։',
      source: '0d01b709cb916d',
    },
    'defining_your_values.items.value_collaboration.label': { text: 'Համագործակցություն', source: '07e65bd0df18c6' },
    'defining_your_values.items.value_collaboration.description': {
      text: 'Աշխատել թիմերի սահմաններից դուրս և առատաձեռնորեն կիսվել վաստակով։',
      source: '06cd1de2e5d750',
    },
    'defining_your_values.items.value_customer_focus.label': {
      text: 'Հաճախորդակենտրոնություն',
      source: '0d78861f8a16bc',
    },
    'defining_your_values.items.value_customer_focus.description': {
      text: 'Ելնել հաճախորդների կարիքներից և հաջողությունը չափել նրանց արդյունքներով։',
      source: '14717261b19b18',
    },
    'defining_your_values.items.value_innovation.label': { text: 'Նորարարություն', source: '1d451a243e63b2' },
    'defining_your_values.items.value_innovation.description': {
      text: 'Փնտրել արժեք ստեղծելու նոր և ավելի լավ ուղիներ։',
      source: '164d1530402614',
    },
    'defining_your_values.items.value_creativity.label': { text: 'Ստեղծագործականություն', source: '096a5859e6ad97' },
    'defining_your_values.items.value_creativity.description': {
      text: 'Բերել ինքնատիպ գաղափարներ և երևակայությամբ լի լուծումներ։',
      source: '0b08754459b47b',
    },
    'defining_your_values.items.value_excellence.label': { text: 'Գերազանցություն', source: '0383191291606f' },
    'defining_your_values.items.value_excellence.description': {
      text: 'Աշխատանքը պահել բարձր մակարդակի վրա և ժամանակի ընթացքում բարձրացնել նշաձողը։',
      source: '03ccb09223823c',
    },
    'defining_your_values.items.value_quality.label': { text: 'Որակ', source: '1ec00fba6be639' },
    'defining_your_values.items.value_quality.description': {
      text: 'Մանրամասները ճիշտ անել, որպեսզի արդյունքն աշխատի առաջին իսկ անգամից։',
      source: '156d7b316a7b9b',
    },
    'defining_your_values.items.value_continuous_learning.label': {
      text: 'Շարունակական ուսուցում',
      source: '07b34fc49d6bf5',
    },
    'defining_your_values.items.value_continuous_learning.description': {
      text: 'Զարգացնել հմտություններն ու գիտելիքները և սովորել սխալներից։',
      source: '019f4fff8788c9',
    },
    'defining_your_values.items.value_growth.label': { text: 'Աճ', source: '157f51e79160bf' },
    'defining_your_values.items.value_growth.description': {
      text: 'Օգնել մարդկանց և բիզնեսին աճել կարողություններով և ընդգրկմամբ։',
      source: '01a1c10082fc62',
    },
    'defining_your_values.items.value_diversity_inclusion.label': {
      text: 'Բազմազանություն և ներառականություն',
      source: '035e945f571b2f',
    },
    'defining_your_values.items.value_diversity_inclusion.description': {
      text: 'Ընդունել տարբեր ծագում ունեցող մարդկանց և ապահովել, որ յուրաքանչյուր ձայն լսելի լինի։',
      source: '0c65982e513d34',
    },
    'defining_your_values.items.value_fairness.label': { text: 'Արդարություն', source: '11f4116abc8df3' },
    'defining_your_values.items.value_fairness.description': {
      text: 'Բոլորի նկատմամբ կիրառել նույն չափանիշները և որոշել ըստ արժանիքների։',
      source: '1e6e2c9b4e7677',
    },
    'defining_your_values.items.value_empathy.label': { text: 'Կարեկցանք', source: '011e3759951b0e' },
    'defining_your_values.items.value_empathy.description': {
      text: 'Հասկանալ, թե ինչ են զգում ուրիշները, և գործել հոգատարությամբ։',
      source: '1791151afa0ac3',
    },
    'defining_your_values.items.value_wellbeing.label': { text: 'Բարեկեցություն', source: '0e6ce365030e2b' },
    'defining_your_values.items.value_wellbeing.description': {
      text: 'Հոգ տանել առողջության, հավասարակշռության և աշխատանքի կայուն տեմպի մասին։',
      source: '1ab8736b02e8ed',
    },
    'defining_your_values.items.value_safety.label': { text: 'Անվտանգություն', source: '1018e0e973b4fa' },
    'defining_your_values.items.value_safety.description': {
      text: 'Պաշտպանել մարդկանց ֆիզիկական և հոգեբանական վնասից։',
      source: '13e87ee0c52634',
    },
    'defining_your_values.items.value_ownership.label': { text: 'Տիրոջ մոտեցում', source: '104a0d8d652812' },
    'defining_your_values.items.value_ownership.description': {
      text: 'Գործել որպես տեր՝ հոգ տանել ամբողջ արդյունքի մասին, ոչ միայն մեկ առաջադրանքի։',
      source: '1538b410ba9f05',
    },
    'defining_your_values.items.value_initiative.label': { text: 'Նախաձեռնողականություն', source: '05fa9c2617b525' },
    'defining_your_values.items.value_initiative.description': {
      text: 'Գործել՝ չսպասելով, որ խնդրեն։',
      source: '1fb00ebff37aeb',
    },
    'defining_your_values.items.value_results_orientation.label': {
      text: 'Արդյունքին կողմնորոշվածություն',
      source: '061c4909b6911e',
    },
    'defining_your_values.items.value_results_orientation.description': {
      text: 'Ջանքերը կենտրոնացնել ամենակարևոր արդյունքների վրա։',
      source: '1f81044e1873b4',
    },
    'defining_your_values.items.value_efficiency.label': { text: 'Արդյունավետություն', source: '1a8fd03b18d58e' },
    'defining_your_values.items.value_efficiency.description': {
      text: 'Խելամտորեն օգտագործել ժամանակը, գումարը և ջանքը՝ վերացնելով վատնումը։',
      source: '0456e83c213c1d',
    },
    'defining_your_values.items.value_agility.label': { text: 'Ճկունություն', source: '1cdc23477d06c0' },
    'defining_your_values.items.value_agility.description': {
      text: 'Արագ հարմարվել, երբ փաստերը կամ առաջնահերթությունները փոխվում են։',
      source: '17f4e348aff832',
    },
    'defining_your_values.items.value_resilience.label': { text: 'Տոկունություն', source: '08e52f8e51f4c5' },
    'defining_your_values.items.value_resilience.description': {
      text: 'Վերականգնվել անհաջողություններից և շարունակել առաջ գնալ։',
      source: '144859e7a2b3e0',
    },
    'defining_your_values.items.value_courage.label': { text: 'Քաջություն', source: '025995522d0d26' },
    'defining_your_values.items.value_courage.description': {
      text: 'Բարձրաձայնել, գնալ կշռադատված ռիսկերի և կասկածի տակ դնել ընդունված կարգը։',
      source: '0588f9a477286f',
    },
    'defining_your_values.items.value_humility.label': { text: 'Համեստություն', source: '1dbefd00d9b222' },
    'defining_your_values.items.value_humility.description': {
      text: 'Խոստովանել այն, ինչ չգիտենք, և գնահատել ուրիշների ներդրումը։',
      source: '07356ef1d05dcf',
    },
    'defining_your_values.items.value_open_communication.label': {
      text: 'Բաց հաղորդակցություն',
      source: '12c4142599e869',
    },
    'defining_your_values.items.value_open_communication.description': {
      text: 'Տալ և ընդունել անկեղծ հետադարձ կապ՝ ուղղակիորեն և բարյացակամորեն։',
      source: '0afd1e0f1f951d',
    },
    'defining_your_values.items.value_sustainability.label': { text: 'Կայունություն', source: '03d7761bd86238' },
    'defining_your_values.items.value_sustainability.description': {
      text: 'Հաշվի առնել երկարաժամկետ ազդեցությունը մարդկանց, մոլորակի և բիզնեսի վրա։',
      source: '0b18f1d3308eb5',
    },
    'defining_your_values.items.value_social_responsibility.label': {
      text: 'Սոցիալական պատասխանատվություն',
      source: '09ef4a1b45dea1',
    },
    'defining_your_values.items.value_social_responsibility.description': {
      text: 'Դրական ներդրում ունենալ այն համայնքներում, որտեղ աշխատում ենք։',
      source: '0dc708fbb6b8b0',
    },
    'defining_your_values.items.value_reliability.label': { text: 'Հուսալիություն', source: '0afaec48feeb08' },
    'defining_your_values.items.value_reliability.description': {
      text: 'Հետևողականորեն արդյունք տալ, որպեսզի մյուսները կարողանան պլանավորել՝ հաշվի առնելով մեզ։',
      source: '1f43f8cb0d2834',
    },
    'defining_your_values.items.value_simplicity.label': { text: 'Պարզություն', source: '01db3af4318ec0' },
    'defining_your_values.items.value_simplicity.description': {
      text: 'Նախընտրել հստակ և պարզ լուծումները բարդերից։',
      source: '0e120ac066a8c6',
    },
    'defining_your_values.items.value_autonomy.label': { text: 'Ինքնավարություն', source: '03738f0e40ccd7' },
    'defining_your_values.items.value_autonomy.description': {
      text: 'Վստահել մարդկանց, որ իրենք որոշեն, թե ինչպես կատարել իրենց աշխատանքը։',
      source: '1576ca92315493',
    },
    'defining_your_values.items.value_recognition.label': { text: 'Ճանաչում', source: '115057f00d7d88' },
    'defining_your_values.items.value_recognition.description': {
      text: 'Նկատել և գնահատել լավ աշխատանքն ու ջանքը։',
      source: '04e750224491b9',
    },
    'defining_your_values.items.value_passion.label': { text: 'Կիրք', source: '1e0740319ebbcf' },
    'defining_your_values.items.value_passion.description': {
      text: 'Աշխատանքին և առաքելությանը հաղորդել եռանդ և ոգևորություն։',
      source: '0c71511a62f51a',
    },
    'defining_your_values.items.value_loyalty.label': { text: 'Նվիրվածություն', source: '0762c730bcb46f' },
    'defining_your_values.items.value_loyalty.description': {
      text: 'Ժամանակի ընթացքում կանգնել գործընկերների, հաճախորդների և կազմակերպության կողքին։',
      source: '18809d624c862e',
    },
    'defining_your_values.items.value_data_driven.label': {
      text: 'Տվյալների վրա հիմնված որոշումներ',
      source: '0ddeee25447710',
    },
    'defining_your_values.items.value_data_driven.description': {
      text: 'Որոշումները հիմնել ապացույցների, այլ ոչ միայն կարծիքների վրա։',
      source: '0248c9923c9a25',
    },
    'defining_your_values.items.value_discipline.label': { text: 'Կարգապահություն', source: '1a7b326a8ba9a3' },
    'defining_your_values.items.value_discipline.description': {
      text: 'Հետևել համաձայնեցված գործընթացներին և պահպանել ծրագրերն ու ժամկետները։',
      source: '06c4f9e4fd5bab',
    },
    'defining_your_values.items.value_fun.label': { text: 'Ուրախություն', source: '050779bb7cd754' },
    'defining_your_values.items.value_fun.description': {
      text: 'Վայելել աշխատանքը և այն մարդկանց, ում հետ այն կատարում ենք։',
      source: '13af72e9c6a8d8',
    },
    'defining_your_values.items.value_service.label': { text: 'Ծառայություն', source: '03220ccf27e3c6' },
    'defining_your_values.items.value_service.description': {
      text: 'Առաջնային դարձնել ուրիշների կարիքները՝ թե՛ ներսում, թե՛ դրսում։',
      source: '1b3f59101b57e7',
    },
    'defining_your_values.items.value_entrepreneurship.label': {
      text: 'Ձեռնարկատիրական ոգի',
      source: '094e138dcf240b',
    },
    'defining_your_values.items.value_entrepreneurship.description': {
      text: 'Նկատել հնարավորությունները և հնարամտորեն օգտվել դրանցից։',
      source: '0f9dc8afa1e47d',
    },
    'identifying_key_traits.title': { text: 'Հիմնական հատկանիշների որոշումը', source: '033fadf136cd7b' },
    'identifying_key_traits.instructions': {
      text: 'Գնահատեք, թե որքան կարևոր է յուրաքանչյուր անձնային հատկանիշ այս դերում հաջողության հասնելու համար։',
      source: '07ae140aac99ce',
    },
    'identifying_key_traits.items.trait_curious.label': { text: 'Հետաքրքրասեր', source: '1ffbdb180f2709' },
    'identifying_key_traits.items.trait_curious.description': {
      text: 'Հարցեր է տալիս և ուզում է հասկանալ, թե ինչպես են աշխատում բաները։',
      source: '1cbaf588b91727',
    },
    'identifying_key_traits.items.trait_dependable.label': { text: 'Հուսալի', source: '097a2cd86bf5fe' },
    'identifying_key_traits.items.trait_dependable.description': {
      text: 'Անում է այն, ինչ ասել է, և ժամանակին։',
      source: '152ab135a5a515',
    },
    'identifying_key_traits.items.trait_adaptable.label': { text: 'Հարմարվող', source: '06c81327a5682c' },
    'identifying_key_traits.items.trait_adaptable.description': {
      text: 'Հանգիստ հարմարվում է փոփոխություններին և նոր իրավիճակներին։',
      source: '11c9eabb566a8f',
    },
    'identifying_key_traits.items.trait_detail_oriented.label': { text: 'Մանրակրկիտ', source: '1e31e9158146e6' },
    'identifying_key_traits.items.trait_detail_oriented.description': {
      text: 'Նկատում է մանր սխալները և ուշադիր ստուգում իր աշխատանքը։',
      source: '1b435a550d3c60',
    },
    'identifying_key_traits.items.trait_proactive.label': { text: 'Նախաձեռնող', source: '0a32166fdcb592' },
    'identifying_key_traits.items.trait_proactive.description': {
      text: 'Կանխատեսում է խնդիրները և գործում, նախքան իրեն կխնդրեն։',
      source: '19420d00497c04',
    },
    'identifying_key_traits.items.trait_collaborative.label': { text: 'Համագործակցող', source: '19a2af78cc0354' },
    'identifying_key_traits.items.trait_collaborative.description': {
      text: 'Լավ է աշխատում ուրիշների հետ և պատրաստակամորեն կիսվում տեղեկություններով։',
      source: '02ac6f02d34f1e',
    },
    'identifying_key_traits.items.trait_empathetic.label': { text: 'Կարեկցող', source: '0da03d8729d1aa' },
    'identifying_key_traits.items.trait_empathetic.description': {
      text: 'Հասկանում է այլ մարդկանց զգացմունքներն ու տեսակետները։',
      source: '0e191939c3ee1d',
    },
    'identifying_key_traits.items.trait_resilient.label': { text: 'Տոկուն', source: '04076674826951' },
    'identifying_key_traits.items.trait_resilient.description': {
      text: 'Վերականգնվում է անհաջողություններից և ճնշման տակ պահպանում է հավասարակշռությունը։',
      source: '1fcaa81ea1681c',
    },
    'identifying_key_traits.items.trait_analytical.label': { text: 'Վերլուծող', source: '044a78e81d5f9a' },
    'identifying_key_traits.items.trait_analytical.description': {
      text: 'Խնդիրները բաժանում է մասերի և դատում է ապացույցների հիման վրա։',
      source: '074c2e08554e74',
    },
    'identifying_key_traits.items.trait_creative.label': { text: 'Ստեղծագործ', source: '1df7097da5ee73' },
    'identifying_key_traits.items.trait_creative.description': {
      text: 'Առաջարկում է ինքնատիպ գաղափարներ և նոր մոտեցումներ։',
      source: '026106e93ab8b1',
    },
    'identifying_key_traits.items.trait_organized.label': { text: 'Կազմակերպված', source: '0f99e42bcbbd8c' },
    'identifying_key_traits.items.trait_organized.description': {
      text: 'Նախապես պլանավորում է և կարգին է պահում աշխատանքն ու տեղեկությունները։',
      source: '1935590e9384cc',
    },
    'identifying_key_traits.items.trait_self_motivated.label': { text: 'Ինքնամոտիվացված', source: '1d2ebd8e67457d' },
    'identifying_key_traits.items.trait_self_motivated.description': {
      text: 'Առաջ է շարժվում առանց մշտական ուղղորդման կարիքի։',
      source: '1fae051183a3ce',
    },
    'identifying_key_traits.items.trait_honest.label': { text: 'Ազնիվ', source: '196c53e350e81a' },
    'identifying_key_traits.items.trait_honest.description': {
      text: 'Ասում է ճշմարտությունը և ընդունում սխալները։',
      source: '0a81e6dff7da6b',
    },
    'identifying_key_traits.items.trait_respectful.label': { text: 'Հարգալից', source: '0e45e91b09ef9a' },
    'identifying_key_traits.items.trait_respectful.description': {
      text: 'Գործընկերների հետ քաղաքավարի է, նույնիսկ անհամաձայնության դեպքում։',
      source: '1d476154287d49',
    },
    'identifying_key_traits.items.trait_good_communicator.label': {
      text: 'Հստակ հաղորդակցվող',
      source: '1cf1940339f372',
    },
    'identifying_key_traits.items.trait_good_communicator.description': {
      text: 'Գաղափարները հստակ է բացատրում բանավոր և գրավոր։',
      source: '1806c080a9ff37',
    },
    'identifying_key_traits.items.trait_good_listener.label': { text: 'Լավ ունկնդիր', source: '03cb10a10a6556' },
    'identifying_key_traits.items.trait_good_listener.description': {
      text: 'Մինչև վերջ լսում է, նախքան պատասխանելը։',
      source: '10b8213694dbb6',
    },
    'identifying_key_traits.items.trait_decisive.label': { text: 'Վճռական', source: '08b0d6e19ba536' },
    'identifying_key_traits.items.trait_decisive.description': {
      text: 'Ժամանակին որոշումներ է կայացնում առկա տեղեկությունների հիման վրա։',
      source: '0a5cb9cb2a38a9',
    },
    'identifying_key_traits.items.trait_patient.label': { text: 'Համբերատար', source: '0419a5b5198ab1' },
    'identifying_key_traits.items.trait_patient.description': {
      text: 'Հանգիստ է մնում, երբ առաջընթացը դանդաղ է, և այն մարդկանց հետ, ովքեր ավելի շատ ժամանակի կարիք ունեն։',
      source: '0c456ccda88810',
    },
    'identifying_key_traits.items.trait_humble.label': { text: 'Համեստ', source: '0e0c7baa76c137' },
    'identifying_key_traits.items.trait_humble.description': {
      text: 'Կիսվում է վաստակով և բաց է այն մտքին, որ կարող է սխալվել։',
      source: '071fdf36f81e3d',
    },
    'identifying_key_traits.items.trait_confident.label': { text: 'Ինքնավստահ', source: '09be08bd8d7840' },
    'identifying_key_traits.items.trait_confident.description': {
      text: 'Գործում է վստահորեն և հստակ արտահայտում իր տեսակետները։',
      source: '0a047bec62064a',
    },
    'identifying_key_traits.items.trait_persistent.label': { text: 'Հաստատակամ', source: '04bf8cccce67bc' },
    'identifying_key_traits.items.trait_persistent.description': {
      text: 'Աշխատում է բարդ խնդիրների վրա, մինչև դրանք լուծվեն։',
      source: '01ddce26860095',
    },
    'identifying_key_traits.items.trait_open_minded.label': { text: 'Բաց մտածողությամբ', source: '18cc047f0847f4' },
    'identifying_key_traits.items.trait_open_minded.description': {
      text: 'Դիտարկում է նոր գաղափարներ և իրենից տարբերվող տեսակետներ։',
      source: '0752834d9e42d2',
    },
    'identifying_key_traits.items.trait_calm_under_pressure.label': {
      text: 'Հանգիստ ճնշման տակ',
      source: '1bbdadfb3dda0b',
    },
    'identifying_key_traits.items.trait_calm_under_pressure.description': {
      text: 'Հստակ է մտածում, երբ ժամկետները սեղմ են կամ ինչ-որ բան սխալ է ընթանում։',
      source: '058c7e19081460',
    },
    'identifying_key_traits.items.trait_accountable.label': { text: 'Պատասխանատու', source: '0ba38ac9510de9' },
    'identifying_key_traits.items.trait_accountable.description': {
      text: 'Պատասխանատվություն է կրում արդյունքների համար՝ լավ թե վատ։',
      source: '02a3cf6759c18c',
    },
    'identifying_key_traits.items.trait_positive.label': { text: 'Դրական', source: '0cbca498385150' },
    'identifying_key_traits.items.trait_positive.description': {
      text: 'Պահպանում է կառուցողական վերաբերմունք և բարձրացնում թիմի տրամադրությունը։',
      source: '03d35ba45caa07',
    },
    'identifying_key_traits.items.trait_leadership.label': { text: 'Օրինակ է ծառայում', source: '0941f916f67a00' },
    'identifying_key_traits.items.trait_leadership.description': {
      text: 'Ուղղորդում է ուրիշներին սեփական վարքով և չափանիշներով։',
      source: '1deba6d3e5ae73',
    },
    'identifying_key_traits.items.trait_resourceful.label': { text: 'Հնարամիտ', source: '13dea86dbc622d' },
    'identifying_key_traits.items.trait_resourceful.description': {
      text: 'Գտնում է գործն անելու ուղիներ սահմանափակ միջոցներով։',
      source: '049b32f7d1ff9d',
    },
    'identifying_key_traits.items.trait_customer_minded.label': {
      text: 'Հաճախորդին ուղղված',
      source: '00ce8893238bbb',
    },
    'identifying_key_traits.items.trait_customer_minded.description': {
      text: 'Ամենօրյա որոշումներում հաշվի է առնում հաճախորդի փորձառությունը։',
      source: '03455acbcafddd',
    },
    'identifying_key_traits.items.trait_eager_to_learn.label': { text: 'Սովորելու ձգտող', source: '033bbe45ada9ca' },
    'identifying_key_traits.items.trait_eager_to_learn.description': {
      text: 'Փնտրում է հետադարձ կապ և արագ յուրացնում նոր հմտություններ։',
      source: '0113ce6710cb57',
    },
    'identifying_key_traits.items.trait_ethical.label': { text: 'Էթիկական', source: '143c6bc81c4a28' },
    'identifying_key_traits.items.trait_ethical.description': {
      text: 'Կշռադատում է, թե ինչն է ճիշտ, ոչ միայն այն, ինչը թույլատրված է։',
      source: '0d57029500f200',
    },
    'identifying_key_traits.items.trait_independent.label': { text: 'Ինքնուրույն', source: '09f439f7e4bc75' },
    'identifying_key_traits.items.trait_independent.description': {
      text: 'Արդյունավետ է աշխատում քիչ վերահսկողությամբ։',
      source: '1be2b5139f68dd',
    },
    'identifying_key_traits.items.trait_energetic.label': { text: 'Եռանդուն', source: '0c6a100273cd50' },
    'identifying_key_traits.items.trait_energetic.description': {
      text: 'Աշխատանքին հաղորդում է թափ և տեմպ։',
      source: '0d1f5cc91ef92d',
    },
  },
} satisfies SectionLocaleFile;
