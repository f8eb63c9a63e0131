import type { SectionLocaleFile } from '../../locale-file';

// oaic_archetypes in hy: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Մշակույթի պրոֆիլ', source: '1fa5ef776627e7' },
    instructions: {
      text: 'Յուրաքանչյուր թեմայի համար 100 միավորը բաշխեք չորս պնդումների միջև՝ ըստ այն բանի, թե որքան լավ է յուրաքանչյուրը նկարագրում կազմակերպությունը։ Ավելի շատ միավոր տվեք այն պնդմանը, որն ամենից լավ է համապատասխանում։',
      source: '08bb288d1456a6',
    },
    'perspectives.now': { text: 'Ինչպես է այսօր', source: '023c06c1655412' },
    'perspectives.preferred': { text: 'Ինչպես ենք ուզում, որ լինի', source: '1c7749c153fe36' },
    'types.collaborate.name': { text: 'Համագործակցել', source: '1b4db51cdfcca5' },
    'types.collaborate.description': {
      text: 'Մարդակենտրոն և համախմբված։ Հաջողությունը գալիս է նվիրվածությունից, զարգացումից և թիմային աշխատանքից։',
      source: '1838d7066709c6',
    },
    'types.create.name': { text: 'Ստեղծել', source: '017309f0f9f564' },
    'types.create.description': {
      text: 'Հնարամիտ և արագաշարժ։ Հաջողությունը գալիս է նոր գաղափարներից, փորձարկումներից և առաջինը լինելուց։',
      source: '113363b587295c',
    },
    'types.compete.name': { text: 'Մրցել', source: '0aaba8aca39f9a' },
    'types.compete.description': {
      text: 'Արդյունքամետ և հավակնոտ։ Հաջողությունը գալիս է նպատակներին հասնելուց և շուկայում հաղթելուց։',
      source: '075c7ab54cbe3e',
    },
    'types.control.name': { text: 'Վերահսկել', source: '05a289608909dd' },
    'types.control.description': {
      text: 'Կառուցվածքային և հուսալի։ Հաջողությունը գալիս է հստակ գործընթացներից, արդյունավետությունից և հետևողականությունից։',
      source: '14f014f09f510f',
    },
    'dimensions.strategic_emphases.title': { text: 'Ռազմավարական առաջնահերթություններ', source: '06881e6b055b2b' },
    'dimensions.strategic_emphases.prompt': {
      text: 'Ինչի՞ մեջ է կազմակերպությունը ներդնում իր ջանքերը ապագայի համար։',
      source: '0da3c7dab74591',
    },
    'dimensions.strategic_emphases.options.collaborate.text': {
      text: 'Մարդկանց մեջ՝ զարգացնել հմտությունները, պահպանել բարձր վստահություն և անել այնպես, որ յուրաքանչյուրն իրեն թիմի մաս զգա։',
      source: '1a83febc29be0b',
    },
    'dimensions.strategic_emphases.options.create.text': {
      text: 'Հաջորդ հնարավորությունը գտնելու մեջ՝ նոր առաջարկներ, նոր շուկաներ և փորձարկումներից արագ դասեր։',
      source: '0296d46b72302c',
    },
    'dimensions.strategic_emphases.options.compete.text': {
      text: 'Մրցակիցներին գերազանցելու մեջ՝ շուկայի մասնաբաժնի աճ, գործարքներ շահել և չափելի նպատակներից առաջ անցնել։',
      source: '0974a716348f01',
    },
    'dimensions.strategic_emphases.options.control.text': {
      text: 'Սահուն աշխատանքի մեջ՝ կանխատեսելի ծախսեր, կայուն մատակարարում և քիչ անակնկալներ։',
      source: '0521638db12fef',
    },
    'dimensions.organization_glue.title': { text: 'Ինչն է մեզ միավորում', source: '0a017b28243d65' },
    'dimensions.organization_glue.prompt': {
      text: 'Ի՞նչն է մարդկանց նվիրված պահում կազմակերպությանը։',
      source: '01d9739c3f3f59',
    },
    'dimensions.organization_glue.options.collaborate.text': {
      text: 'Միմյանց հանդեպ նվիրվածությունը և պատկանելության ընդհանուր զգացումը։',
      source: '0bc4f42ca0de92',
    },
    'dimensions.organization_glue.options.create.text': {
      text: 'Նոր բան ստեղծելու ոգևորությունը՝ բոլորից առաջ։',
      source: '0669e882b2ea0a',
    },
    'dimensions.organization_glue.options.compete.text': {
      text: 'Հաղթելու և արդյունքներ ապահովելու ընդհանուր ձգտումը։',
      source: '0a8f008a90dda5',
    },
    'dimensions.organization_glue.options.control.text': {
      text: 'Հստակ կանոններ, համաձայնեցված ընթացակարգեր և հուսալի առօրյա։',
      source: '183c7138043ea3',
    },
    'dimensions.dominant_characteristics.title': { text: 'Առօրյա բնույթ', source: '11a017aa436bca' },
    'dimensions.dominant_characteristics.prompt': {
      text: 'Ինչպիսի՞ն է այստեղ աշխատելը օրեցօր։',
      source: '0a2ded60577abc',
    },
    'dimensions.dominant_characteristics.options.collaborate.text': {
      text: 'Մտերիմ և աջակցող՝ մարդիկ բաց կիսվում են և հոգ տանում միմյանց մասին։',
      source: '00fddf67309a1c',
    },
    'dimensions.dominant_characteristics.options.create.text': {
      text: 'Աշխույժ և փորձարարական՝ մարդիկ փորձում են նոր բաներ, ռիսկի են դիմում և ընդունում անհաջող սկիզբները։',
      source: '0186dd3ed9d217',
    },
    'dimensions.dominant_characteristics.options.compete.text': {
      text: 'Ինտենսիվ և արդյունքին ուղղված՝ մարդկանց գնահատում են ըստ նրանց ձեռքբերումների։',
      source: '1ea6d08bd99dfe',
    },
    'dimensions.dominant_characteristics.options.control.text': {
      text: 'Կարգավորված և հստակ սահմանված՝ աշխատանքը հետևում է սահմանված գործընթացներին, և ակնկալիքները հստակ են։',
      source: '14b6336cecf01f',
    },
    'dimensions.management_of_employees.title': { text: 'Ինչպես են ղեկավարում մարդկանց', source: '0f48d9a2da90e4' },
    'dimensions.management_of_employees.prompt': {
      text: 'Ինչպե՞ս է կազմակերպությունը ղեկավարում իր աշխատակիցներին և վերաբերվում նրանց։',
      source: '142b81c7d13da3',
    },
    'dimensions.management_of_employees.options.collaborate.text': {
      text: 'Ներգրավելով նրանց՝ որոշումները քննարկվում և կայացվում են միասին։',
      source: '15d8bcb56a2c48',
    },
    'dimensions.management_of_employees.options.create.text': {
      text: 'Տալով նրանց ազատություն՝ նախաձեռնություն ցուցաբերելու և սեփական գաղափարների տերը լինելու։',
      source: '1b9d5db64fd085',
    },
    'dimensions.management_of_employees.options.compete.text': {
      text: 'Սահմանելով պահանջկոտ նպատակներ և պարգևատրելով նրանց, ովքեր հասնում են դրանց։',
      source: '17e88d63dec41c',
    },
    'dimensions.management_of_employees.options.control.text': {
      text: 'Առաջարկելով կայուն դերեր, արդար կանոններ և հետևողական վերաբերմունք։',
      source: '0a3b875ebeeb30',
    },
    'dimensions.criteria_of_success.title': { text: 'Ինչպես է չափվում հաջողությունը', source: '01f5a42ef5cce9' },
    'dimensions.criteria_of_success.prompt': {
      text: 'Ի՞նչն է կազմակերպությունը համարում հաջողություն։',
      source: '1f735abc3f44eb',
    },
    'dimensions.criteria_of_success.options.collaborate.text': {
      text: 'Ներգրավված մարդիկ, ովքեր աճում են, լավ համագործակցում և մնում են։',
      source: '0320a1a8771f95',
    },
    'dimensions.criteria_of_success.options.create.text': {
      text: 'Նոր և ոլորտից առաջ անցնող արտադրանքների կամ ծառայությունների թողարկումը։',
      source: '1e72937ddaa7d9',
    },
    'dimensions.criteria_of_success.options.compete.text': {
      text: 'Շուկայում առաջատար լինելը, մրցակիցներից ավելի շատ վաճառելը և եկամուտների աճը։',
      source: '0e7b7fb8f89b6e',
    },
    'dimensions.criteria_of_success.options.control.text': {
      text: 'Հուսալի և ժամանակին մատակարարում՝ ցածր ծախսերով և քիչ սխալներով։',
      source: '1192f7298833c7',
    },
    'dimensions.organizational_leadership.title': { text: 'Ղեկավարման ոճ', source: '1af8c1f16ac4a0' },
    'dimensions.organizational_leadership.prompt': {
      text: 'Ինչպիսի՞ն են սովորաբար կազմակերպության ղեկավարները։',
      source: '0efe3e16b55a9a',
    },
    'dimensions.organizational_leadership.options.collaborate.text': {
      text: 'Քոուչներ և մենթորներ, ովքեր օգնում են մարդկանց զարգանալ։',
      source: '1305e69de79661',
    },
    'dimensions.organizational_leadership.options.create.text': {
      text: 'Տեսլականով առաջնորդներ, ովքեր խրախուսում են համարձակ գաղափարներ և կշռադատված ռիսկեր։',
      source: '00980300258b51',
    },
    'dimensions.organizational_leadership.options.compete.text': {
      text: 'Եռանդուն նվաճողներ, ովքեր կենտրոնացած են նպատակների և հաղթանակի վրա։',
      source: '0d3a6afa9092a8',
    },
    'dimensions.organizational_leadership.options.control.text': {
      text: 'Կազմակերպիչներ և համակարգողներ, ովքեր ապահովում են, որ ամեն ինչ սահուն ընթանա։',
      source: '1ae436d72cbc2c',
    },
  },
} satisfies SectionLocaleFile;
