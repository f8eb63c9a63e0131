import type { SectionLocaleFile } from '../../locale-file';

// work_style_identifier in hy: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Աշխատանքային ոճի որոշիչ', source: '1f0c60bd73f0f7' },
    instructions: {
      text: 'Յուրաքանչյուր իրավիճակի համար ընտրեք այն պատասխանը, որն ամենամոտ է այն բանին, ինչ Դուք բնականորեն կանեիք։ Ճիշտ կամ սխալ պատասխաններ չկան։',
      source: '1525cac3265adf',
    },
    'styles.people.name': { text: 'Մարդիկ', source: '1e9ca6c7397706' },
    'styles.people.description': {
      text: 'Կենտրոնանում է հարաբերությունների, հաղորդակցության և թիմի վրա։',
      source: '08675f6ad7cd87',
    },
    'styles.process.name': { text: 'Գործընթաց', source: '00649b56ffd7ce' },
    'styles.process.description': {
      text: 'Կենտրոնանում է կառուցվածքի, պլանավորման և այն բանի վրա, թե ինչպես է աշխատանքը կատարվում։',
      source: '119d0abb5dea8f',
    },
    'styles.product.name': { text: 'Արտադրանք', source: '147a8a0545eb31' },
    'styles.product.description': {
      text: 'Կենտրոնանում է արդյունքի, դրա որակի և օգտատերերի համար դրա արժեքի վրա։',
      source: '1fe40819dc5447',
    },
    'scenarios.scenario_1.text': {
      text: 'Դուք միանում եք նոր նախագծի, որն արդեն ընթացքի մեջ է։ Ի՞նչ եք անում նախ։',
      source: '0dfafca3038c6e',
    },
    'scenarios.scenario_1.options.option_1.text': {
      text: 'Հանդիպում եմ թիմի անդամներից յուրաքանչյուրի հետ առանձին՝ իմանալու, թե ինչպես են նրանք աշխատում։',
      source: '1c098f33cb6358',
    },
    'scenarios.scenario_1.options.option_2.text': {
      text: 'Կարդում եմ ծրագիրը, ժամանակացույցը և այն, թե ինչպես են կայացվում որոշումները։',
      source: '01b9a70eafd252',
    },
    'scenarios.scenario_1.options.option_3.text': {
      text: 'Փորձարկում եմ այն բանի ընթացիկ տարբերակը, ինչ ստեղծվում է։',
      source: '049008ac0e04b7',
    },
    'scenarios.scenario_2.text': { text: 'Ժամկետը վտանգված է։ Ինչպե՞ս եք արձագանքում։', source: '1f98c8bcca4a8b' },
    'scenarios.scenario_2.options.option_1.text': {
      text: 'Ծավալը կրճատում եմ մինչև այն գործառույթները, որոնք օգտատերերի համար ամենակարևորն են։',
      source: '07e96df1f57c77',
    },
    'scenarios.scenario_2.options.option_2.text': {
      text: 'Ստուգում եմ, թե ինչպես է թիմը հաղթահարում, և վերաբաշխում եմ ծանրաբեռնվածությունը։',
      source: '086311204fbed5',
    },
    'scenarios.scenario_2.options.option_3.text': {
      text: 'Վերապլանավորում եմ մնացած առաջադրանքները և վերացնում խցանումը։',
      source: '1676c3899ba46e',
    },
    'scenarios.scenario_3.text': {
      text: 'Երկու գործընկեր համաձայն չեն, թե ինչպես մոտենալ առաջադրանքին։ Ի՞նչ եք անում։',
      source: '1c38b1ce60ae98',
    },
    'scenarios.scenario_3.options.option_1.text': {
      text: 'Առաջարկում եմ համաձայնեցնել չափանիշներ և որոշում կայացնելու եղանակ։',
      source: '102f2f0769dfc9',
    },
    'scenarios.scenario_3.options.option_2.text': {
      text: 'Հարցնում եմ, թե որ մոտեցումն է ավելի լավ արդյունք տալիս, և փորձարկում եմ այն։',
      source: '15730380078ea3',
    },
    'scenarios.scenario_3.options.option_3.text': {
      text: 'Խոսում եմ նրանցից յուրաքանչյուրի հետ՝ հասկանալու նրանց մտահոգությունները։',
      source: '05eb79046b6b94',
    },
    'scenarios.scenario_4.text': {
      text: 'Ի՞նչն է Ձեզ ամենաշատ բավարարվածություն պատճառում շաբաթվա վերջում։',
      source: '105635f4452bad',
    },
    'scenarios.scenario_4.options.option_1.text': {
      text: 'Որ օգնել եմ գործընկերոջը հաջողության հասնել։',
      source: '18a448df168c17',
    },
    'scenarios.scenario_4.options.option_2.text': {
      text: 'Տեսնել, որ իմ ստեղծածն օգտագործվում է։',
      source: '06dd5c28e1dd6e',
    },
    'scenarios.scenario_4.options.option_3.text': {
      text: 'Որ կրկնվող առաջադրանքն ավելի սահուն եմ դարձրել։',
      source: '14c25f3b230485',
    },
    'scenarios.scenario_5.text': {
      text: 'Ղեկավարից անորոշ խնդրանք եք ստանում։ Ո՞րն է Ձեր առաջին քայլը։',
      source: '1f6a3b5b753562',
    },
    'scenarios.scenario_5.options.option_1.text': {
      text: 'Գրի եմ առնում քայլերը, պատասխանատուներին և ժամկետը, ապա հաստատում դրանք։',
      source: '0a111ff3e53b8e',
    },
    'scenarios.scenario_5.options.option_2.text': {
      text: 'Հարցնում եմ, թե ում համար է և ինչ են ակնկալում։',
      source: '1d34f94c990a03',
    },
    'scenarios.scenario_5.options.option_3.text': {
      text: 'Արագ ուրվագծում եմ առաջին տարբերակը, որին կարելի է արձագանքել։',
      source: '14d5aac6f8ae0a',
    },
    'scenarios.scenario_6.text': {
      text: 'Ձեր թիմում նոր գործիք է ներդրվում։ Ի՞նչն է Ձեզ համար ամենակարևորը։',
      source: '1ffe1c701771e4',
    },
    'scenarios.scenario_6.options.option_1.text': {
      text: 'Որ այն օգնի մեզ ավելի լավ աշխատանք կատարել։',
      source: '093bad0a0c3b68',
    },
    'scenarios.scenario_6.options.option_2.text': {
      text: 'Որ այն համապատասխանի մեր աշխատելու ձևին և ներդրվի փուլերով։',
      source: '0148dd78866574',
    },
    'scenarios.scenario_6.options.option_3.text': {
      text: 'Որ բոլորն իրենց հարմարավետ զգան և վերապատրաստվեն այն օգտագործելու համար։',
      source: '08abf09072e383',
    },
    'scenarios.scenario_7.text': {
      text: 'Հաճախորդը բողոքում է մի բանից, որը Ձեր թիմն է մատակարարել։ Ի՞նչ եք անում նախ։',
      source: '09737f1b9023d1',
    },
    'scenarios.scenario_7.options.option_1.text': {
      text: 'Զանգում եմ հաճախորդին՝ լսելու և հանգստացնելու նրան։',
      source: '0b9434cd85a375',
    },
    'scenarios.scenario_7.options.option_2.text': {
      text: 'Պարզում եմ, թե մեր գործընթացի որ հատվածում է խնդիրը աննկատ մնացել։',
      source: '1edfd2b775db66',
    },
    'scenarios.scenario_7.options.option_3.text': {
      text: 'Վերարտադրում եմ խնդիրը և ուղղում այն։',
      source: '045b5ac0a1aece',
    },
    'scenarios.scenario_8.text': {
      text: 'Պլանավորման հանդիպմանը ո՞ր հարցն եք սովորաբար բարձրացնում։',
      source: '079920d7ae5c86',
    },
    'scenarios.scenario_8.options.option_1.text': {
      text: 'Ի՞նչ կստանան օգտատերերը, որ այսօր չունեն։',
      source: '08cd531efc0b98',
    },
    'scenarios.scenario_8.options.option_2.text': {
      text: 'Ո՞ւմ պետք է ներգրավել, և արդյո՞ք նրանք ժամանակ ունեն։',
      source: '102906789fc043',
    },
    'scenarios.scenario_8.options.option_3.text': {
      text: 'Որո՞նք են հանգրվանները, և ինչպե՞ս ենք հետևելու դրանց։',
      source: '0c065a4484c27c',
    },
    'scenarios.scenario_9.text': {
      text: 'Ունեք ազատ կեսօր՝ աշխատանքում ինչ-որ բան բարելավելու համար։ Ի՞նչ եք ընտրում։',
      source: '0781800f4805fe',
    },
    'scenarios.scenario_9.options.option_1.text': {
      text: 'Փաստաթղթավորում եմ մի գործընթաց, որը գոյություն ունի միայն ինչ-որ մեկի գլխում։',
      source: '0e9725fb0cbd37',
    },
    'scenarios.scenario_9.options.option_2.text': {
      text: 'Կատարելագործում եմ մի գործառույթ, որը օգտատերերն անհարմար են համարում։',
      source: '00a3ae74adc238',
    },
    'scenarios.scenario_9.options.option_3.text': {
      text: 'Ժամանակ եմ տրամադրում՝ օգնելու նոր գործընկերոջը արագ ներգրավվել աշխատանքում։',
      source: '1eb1ca7ef7f61b',
    },
  },
} satisfies SectionLocaleFile;
