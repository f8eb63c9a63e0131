import type { SectionLocaleFile } from '../../locale-file';

// acceptable_behaviors in hy: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Ընդունելի վարքագիծ', source: '0cdf5a0121c54f' },
    instructions: {
      text: 'Յուրաքանչյուր իրավիճակի համար ընտրեք, թե ինչպես կվերաբերվեին դրան Ձեր նկարագրած աշխատավայրում։',
      source: '013e39bf4830a1',
    },
    'scale.0.label': { text: 'Ընդունելի է', source: '066514f39ebba4' },
    'scale.1.label': { text: 'Հավանություն չի ստանում', source: '0df4abb48b3ffe' },
    'scale.2.label': { text: 'Ակտիվորեն խրախուսվում է չանել', source: '1df7be03ee27fe' },
    'scale.3.label': { text: 'Նկատողություն է ստանում', source: '16bd16b4abe286' },
    'scale.4.label': { text: 'Զրոյական հանդուրժողականություն', source: '050830ff71a0f5' },
    'scenarios.scenario_1.text': {
      text: 'Աշխատակիցը պարբերաբար ուշանում է 15 րոպե, բայց ավելի երկար է մնում՝ ժամանակը լրացնելու համար։',
      source: '15edbd6fdc3064',
    },
    'scenarios.scenario_2.text': {
      text: 'Ինչ-որ մեկը գրասենյակային պիտույքներ, օրինակ՝ գրիչներ և տետրեր, տուն է տանում անձնական օգտագործման համար։',
      source: '11f06822a8ddaf',
    },
    'scenarios.scenario_3.text': {
      text: 'Թիմի անդամը գործընկերոջը պատմում է սպասվող վերակազմակերպման մանրամասները՝ նախքան դրա հայտարարվելը։',
      source: '0fefdc53cdba50',
    },
    'scenarios.scenario_4.text': {
      text: 'Աշխատակիցը պայմանագրի բանակցությունների ժամանակ մատակարարից թանկարժեք նվեր է ընդունում։',
      source: '0b035b43235684',
    },
    'scenarios.scenario_5.text': {
      text: 'Ղեկավարը հանդիպման ժամանակ ամբողջ թիմի առաջ քննադատում է թիմի անդամի աշխատանքը։',
      source: '109ef76805db85',
    },
    'scenarios.scenario_6.text': {
      text: 'Ինչ-որ մեկը հանդիպման ժամանակ ներկայացնում է գործընկերոջ գաղափարը՝ չնշելով, թե որտեղից է այն։',
      source: '0e10dcdcac1400',
    },
    'scenarios.scenario_7.text': {
      text: 'Աշխատակիցը աշխատանքային ժամերին օրական մոտ մեկ ժամ անցկացնում է անձնական սոցիալական ցանցերում։',
      source: '0593581cc6e2f0',
    },
    'scenarios.scenario_8.text': {
      text: 'Թիմի անդամը աշխատաժամանակի հաշվառման թերթիկում ժամերը կլորացնում է դեպի վեր՝ մինչև մոտակա կես օրը։',
      source: '0a25e18024b6c5',
    },
    'scenarios.scenario_9.text': {
      text: 'Աշխատակիցը կատակներ է անում գործընկերոջ առոգանության մասին, ինչը ոմանք վիրավորական են համարում։',
      source: '1aa6ea7b7a22c9',
    },
    'scenarios.scenario_10.text': {
      text: 'Ինչ-որ մեկը բաց է թողնում անվտանգության կամ որակի պարտադիր ստուգումը՝ սեղմ ժամկետին հասցնելու համար։',
      source: '0a3c4820bf64d3',
    },
    'scenarios.scenario_11.text': {
      text: 'Աշխատակիցը անձնական հաղորդագրությունների հավելվածով գործընկերոջն է ուղարկում հաճախորդների տվյալներ։',
      source: '1e9a1ea647c2b9',
    },
    'scenarios.scenario_12.text': {
      text: 'Թիմի անդամը երեկոյան վճարովի կողմնակի նախագծի վրա է աշխատում մեկ այլ ընկերության համար՝ ոչ ոքի չասելով։',
      source: '180f5e3157bbcc',
    },
    'scenarios.scenario_13.text': {
      text: 'Ինչ-որ մեկը բացահայտ բողոքում է իր ղեկավարից այլ թիմերին։',
      source: '1c47a26f63a8bb',
    },
    'scenarios.scenario_14.text': {
      text: 'Աշխատակիցը չի պատասխանում աշխատանքային հաղորդագրություններին, որոնք ուղարկվում են աշխատանքային ժամերից հետո կամ հանգստյան օրերին։',
      source: '0cfd56f282570f',
    },
    'scenarios.scenario_15.text': {
      text: 'Ղեկավարը թափուր հաստիքի համար աշխատանքի է ընդունում մտերիմ ընկերոջը՝ առանց մրցութային գործընթացի։',
      source: '04a409b603b242',
    },
  },
} satisfies SectionLocaleFile;
