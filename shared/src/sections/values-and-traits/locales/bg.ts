import type { SectionLocaleFile } from '../../locale-file';

// values_and_traits in bg: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    'defining_your_values.title': { text: 'Определяне на вашите ценности', source: '1d93e8a39d99d4' },
    'defining_your_values.instructions': {
      text: 'Оценете колко важна е за вас всяка ценност в работата – от „Изобщо не е важно“ до „Най-важно“.',
      source: '1b492698c5d9ea',
    },
    'defining_your_values.items.value_integrity.label': { text: 'Почтеност', source: '1fc6198b7c8928' },
    'defining_your_values.items.value_integrity.description': {
      text: 'Да постъпваш правилно дори когато никой не гледа.',
      source: '051d845b031e5b',
    },
    'defining_your_values.items.value_honesty.label': { text: 'Честност', source: '1f46703d91cb3c' },
    'defining_your_values.items.value_honesty.description': {
      text: 'Да казваш истината, включително неприятните новини.',
      source: '1063a52368cfdf',
    },
    'defining_your_values.items.value_transparency.label': { text: 'Прозрачност', source: '167755820ac598' },
    'defining_your_values.items.value_transparency.description': {
      text: 'Открито споделяне на информация и на причините зад решенията.',
      source: '16f33c0f866237',
    },
    'defining_your_values.items.value_accountability.label': { text: 'Отговорност', source: '0785afa5d2037c' },
    'defining_your_values.items.value_accountability.description': {
      text: 'Да поемаш отговорност за резултатите и да изпълняваш поетите ангажименти.',
      source: '0cd2dc1078f07a',
    },
    'defining_your_values.items.value_respect.label': { text: 'Уважение', source: '180e0a3a4a5c4f' },
    'defining_your_values.items.value_respect.description': {
      text: 'Да се отнасяш към всеки човек с достойнство и внимание.',
      source: '00df8b64cedd06',
    },
    'defining_your_values.items.value_trust.label': { text: 'Доверие', source: '155d9004e977e7' },
    'defining_your_values.items.value_trust.description': {
      text: 'Да разчитаме един на друг и да бъдеш човек, на когото другите могат да разчитат.',
      source: '0a87a610200134',
    },
    'defining_your_values.items.value_teamwork.label': { text: 'Екипна работа', source: '05366f08c4bf4d' },
    'defining_your_values.items.value_teamwork.description': {
      text: 'Заедно постигаме повече, отколкото всеки би могъл сам.',
      source: '0d01b709cb916d',
    },
    'defining_your_values.items.value_collaboration.label': { text: 'Сътрудничество', source: '07e65bd0df18c6' },
    'defining_your_values.items.value_collaboration.description': {
      text: 'Работа между екипите и щедро споделяне на заслугите.',
      source: '06cd1de2e5d750',
    },
    'defining_your_values.items.value_customer_focus.label': { text: 'Фокус върху клиента', source: '0d78861f8a16bc' },
    'defining_your_values.items.value_customer_focus.description': {
      text: 'Да тръгваш от нуждите на клиентите и да измерваш успеха с техните резултати.',
      source: '14717261b19b18',
    },
    'defining_your_values.items.value_innovation.label': { text: 'Иновации', source: '1d451a243e63b2' },
    'defining_your_values.items.value_innovation.description': {
      text: 'Търсене на нови и по-добри начини за създаване на стойност.',
      source: '164d1530402614',
    },
    'defining_your_values.items.value_creativity.label': { text: 'Креативност', source: '096a5859e6ad97' },
    'defining_your_values.items.value_creativity.description': {
      text: 'Оригинални идеи и изобретателни решения.',
      source: '0b08754459b47b',
    },
    'defining_your_values.items.value_excellence.label': { text: 'Високи постижения', source: '0383191291606f' },
    'defining_your_values.items.value_excellence.description': {
      text: 'Да държиш работата на високо ниво и с времето да вдигаш летвата.',
      source: '03ccb09223823c',
    },
    'defining_your_values.items.value_quality.label': { text: 'Качество', source: '1ec00fba6be639' },
    'defining_your_values.items.value_quality.description': {
      text: 'Детайлите да са наред, така че резултатът да работи още от първия път.',
      source: '156d7b316a7b9b',
    },
    'defining_your_values.items.value_continuous_learning.label': {
      text: 'Непрекъснато учене',
      source: '07b34fc49d6bf5',
    },
    'defining_your_values.items.value_continuous_learning.description': {
      text: 'Развиване на умения и знания и учене от грешките.',
      source: '019f4fff8788c9',
    },
    'defining_your_values.items.value_growth.label': { text: 'Растеж', source: '157f51e79160bf' },
    'defining_your_values.items.value_growth.description': {
      text: 'Да помагаш на хората и на бизнеса да растат по възможности и обхват.',
      source: '01a1c10082fc62',
    },
    'defining_your_values.items.value_diversity_inclusion.label': {
      text: 'Многообразие и приобщаване',
      source: '035e945f571b2f',
    },
    'defining_your_values.items.value_diversity_inclusion.description': {
      text: 'Да посрещаш хора с различен произход и да се грижиш всеки глас да бъде чут.',
      source: '0c65982e513d34',
    },
    'defining_your_values.items.value_fairness.label': { text: 'Справедливост', source: '11f4116abc8df3' },
    'defining_your_values.items.value_fairness.description': {
      text: 'Едни и същи стандарти за всички и решения според заслугите.',
      source: '1e6e2c9b4e7677',
    },
    'defining_your_values.items.value_empathy.label': { text: 'Емпатия', source: '011e3759951b0e' },
    'defining_your_values.items.value_empathy.description': {
      text: 'Да разбираш как се чувстват другите и да действаш грижовно.',
      source: '1791151afa0ac3',
    },
    'defining_your_values.items.value_wellbeing.label': { text: 'Благополучие', source: '0e6ce365030e2b' },
    'defining_your_values.items.value_wellbeing.description': {
      text: 'Грижа за здравето, баланса и устойчивото темпо на работа.',
      source: '1ab8736b02e8ed',
    },
    'defining_your_values.items.value_safety.label': { text: 'Безопасност', source: '1018e0e973b4fa' },
    'defining_your_values.items.value_safety.description': {
      text: 'Защита на хората от физическа и психическа вреда.',
      source: '13e87ee0c52634',
    },
    'defining_your_values.items.value_ownership.label': { text: 'Чувство за собственост', source: '104a0d8d652812' },
    'defining_your_values.items.value_ownership.description': {
      text: 'Да действаш като собственик: да те е грижа за целия резултат, не само за една задача.',
      source: '1538b410ba9f05',
    },
    'defining_your_values.items.value_initiative.label': { text: 'Инициативност', source: '05fa9c2617b525' },
    'defining_your_values.items.value_initiative.description': {
      text: 'Да действаш, без да чакаш да те помолят.',
      source: '1fb00ebff37aeb',
    },
    'defining_your_values.items.value_results_orientation.label': {
      text: 'Ориентация към резултати',
      source: '061c4909b6911e',
    },
    'defining_your_values.items.value_results_orientation.description': {
      text: 'Насочване на усилията към резултатите, които имат най-голямо значение.',
      source: '1f81044e1873b4',
    },
    'defining_your_values.items.value_efficiency.label': { text: 'Ефективност', source: '1a8fd03b18d58e' },
    'defining_your_values.items.value_efficiency.description': {
      text: 'Разумно използване на времето, парите и усилията; премахване на разхищението.',
      source: '0456e83c213c1d',
    },
    'defining_your_values.items.value_agility.label': { text: 'Гъвкавост', source: '1cdc23477d06c0' },
    'defining_your_values.items.value_agility.description': {
      text: 'Бързо приспособяване, когато фактите или приоритетите се променят.',
      source: '17f4e348aff832',
    },
    'defining_your_values.items.value_resilience.label': { text: 'Устойчивост', source: '08e52f8e51f4c5' },
    'defining_your_values.items.value_resilience.description': {
      text: 'Възстановяване след неуспехи и продължаване напред.',
      source: '144859e7a2b3e0',
    },
    'defining_your_values.items.value_courage.label': { text: 'Смелост', source: '025995522d0d26' },
    'defining_your_values.items.value_courage.description': {
      text: 'Да изказваш мнението си, да поемаш премерени рискове и да оспорваш статуквото.',
      source: '0588f9a477286f',
    },
    'defining_your_values.items.value_humility.label': { text: 'Скромност', source: '1dbefd00d9b222' },
    'defining_your_values.items.value_humility.description': {
      text: 'Да признаваме какво не знаем и да ценим приноса на другите.',
      source: '07356ef1d05dcf',
    },
    'defining_your_values.items.value_open_communication.label': {
      text: 'Открита комуникация',
      source: '12c4142599e869',
    },
    'defining_your_values.items.value_open_communication.description': {
      text: 'Даване и получаване на искрена обратна връзка – директно и любезно.',
      source: '0afd1e0f1f951d',
    },
    'defining_your_values.items.value_sustainability.label': { text: 'Устойчиво развитие', source: '03d7761bd86238' },
    'defining_your_values.items.value_sustainability.description': {
      text: 'Отчитане на дългосрочното въздействие върху хората, планетата и бизнеса.',
      source: '0b18f1d3308eb5',
    },
    'defining_your_values.items.value_social_responsibility.label': {
      text: 'Социална отговорност',
      source: '09ef4a1b45dea1',
    },
    'defining_your_values.items.value_social_responsibility.description': {
      text: 'Положителен принос към общностите, в които работим.',
      source: '0dc708fbb6b8b0',
    },
    'defining_your_values.items.value_reliability.label': { text: 'Надеждност', source: '0afaec48feeb08' },
    'defining_your_values.items.value_reliability.description': {
      text: 'Постоянно добро изпълнение, така че другите да могат да планират с нас.',
      source: '1f43f8cb0d2834',
    },
    'defining_your_values.items.value_simplicity.label': { text: 'Простота', source: '01db3af4318ec0' },
    'defining_your_values.items.value_simplicity.description': {
      text: 'Предпочитание към ясни и прости решения пред сложните.',
      source: '0e120ac066a8c6',
    },
    'defining_your_values.items.value_autonomy.label': { text: 'Автономност', source: '03738f0e40ccd7' },
    'defining_your_values.items.value_autonomy.description': {
      text: 'Доверие, че хората сами решават как да вършат работата си.',
      source: '1576ca92315493',
    },
    'defining_your_values.items.value_recognition.label': { text: 'Признание', source: '115057f00d7d88' },
    'defining_your_values.items.value_recognition.description': {
      text: 'Забелязване и отбелязване на добрата работа и усилията.',
      source: '04e750224491b9',
    },
    'defining_your_values.items.value_passion.label': { text: 'Страст', source: '1e0740319ebbcf' },
    'defining_your_values.items.value_passion.description': {
      text: 'Енергия и ентусиазъм в работата и в мисията.',
      source: '0c71511a62f51a',
    },
    'defining_your_values.items.value_loyalty.label': { text: 'Лоялност', source: '0762c730bcb46f' },
    'defining_your_values.items.value_loyalty.description': {
      text: 'Да стоиш до колегите, клиентите и организацията във времето.',
      source: '18809d624c862e',
    },
    'defining_your_values.items.value_data_driven.label': {
      text: 'Решения, основани на данни',
      source: '0ddeee25447710',
    },
    'defining_your_values.items.value_data_driven.description': {
      text: 'Решенията да се основават на доказателства, а не само на мнения.',
      source: '0248c9923c9a25',
    },
    'defining_your_values.items.value_discipline.label': { text: 'Дисциплина', source: '1a7b326a8ba9a3' },
    'defining_your_values.items.value_discipline.description': {
      text: 'Спазване на договорените процеси, плановете и сроковете.',
      source: '06c4f9e4fd5bab',
    },
    'defining_your_values.items.value_fun.label': { text: 'Забавление', source: '050779bb7cd754' },
    'defining_your_values.items.value_fun.description': {
      text: 'Да се радваш на работата и на хората, с които я вършиш.',
      source: '13af72e9c6a8d8',
    },
    'defining_your_values.items.value_service.label': { text: 'Служене', source: '03220ccf27e3c6' },
    'defining_your_values.items.value_service.description': {
      text: 'Нуждите на другите – вътре и извън организацията – на първо място.',
      source: '1b3f59101b57e7',
    },
    'defining_your_values.items.value_entrepreneurship.label': {
      text: 'Предприемачески дух',
      source: '094e138dcf240b',
    },
    'defining_your_values.items.value_entrepreneurship.description': {
      text: 'Да забелязваш възможностите и да ги използваш находчиво.',
      source: '0f9dc8afa1e47d',
    },
    'identifying_key_traits.title': { text: 'Определяне на ключовите качества', source: '033fadf136cd7b' },
    'identifying_key_traits.instructions': {
      text: 'Оценете колко важно е всяко лично качество за успеха в тази роля.',
      source: '07ae140aac99ce',
    },
    'identifying_key_traits.items.trait_curious.label': { text: 'Любознателен', source: '1ffbdb180f2709' },
    'identifying_key_traits.items.trait_curious.description': {
      text: 'Задава въпроси и иска да разбере как работят нещата.',
      source: '1cbaf588b91727',
    },
    'identifying_key_traits.items.trait_dependable.label': { text: 'Надежден', source: '097a2cd86bf5fe' },
    'identifying_key_traits.items.trait_dependable.description': {
      text: 'Прави това, което е казал, и то навреме.',
      source: '152ab135a5a515',
    },
    'identifying_key_traits.items.trait_adaptable.label': { text: 'Адаптивен', source: '06c81327a5682c' },
    'identifying_key_traits.items.trait_adaptable.description': {
      text: 'Приспособява се спокойно към промени и нови ситуации.',
      source: '11c9eabb566a8f',
    },
    'identifying_key_traits.items.trait_detail_oriented.label': {
      text: 'Внимателен към детайла',
      source: '1e31e9158146e6',
    },
    'identifying_key_traits.items.trait_detail_oriented.description': {
      text: 'Забелязва дребни грешки и проверява работата си грижливо.',
      source: '1b435a550d3c60',
    },
    'identifying_key_traits.items.trait_proactive.label': { text: 'Проактивен', source: '0a32166fdcb592' },
    'identifying_key_traits.items.trait_proactive.description': {
      text: 'Предвижда проблемите и действа, преди да го помолят.',
      source: '19420d00497c04',
    },
    'identifying_key_traits.items.trait_collaborative.label': {
      text: 'Умее да работи в екип',
      source: '19a2af78cc0354',
    },
    'identifying_key_traits.items.trait_collaborative.description': {
      text: 'Работи добре с другите и споделя информация с готовност.',
      source: '02ac6f02d34f1e',
    },
    'identifying_key_traits.items.trait_empathetic.label': { text: 'Емпатичен', source: '0da03d8729d1aa' },
    'identifying_key_traits.items.trait_empathetic.description': {
      text: 'Разбира чувствата и гледните точки на другите.',
      source: '0e191939c3ee1d',
    },
    'identifying_key_traits.items.trait_resilient.label': { text: 'Устойчив', source: '04076674826951' },
    'identifying_key_traits.items.trait_resilient.description': {
      text: 'Възстановява се след неуспехи и запазва равновесие под напрежение.',
      source: '1fcaa81ea1681c',
    },
    'identifying_key_traits.items.trait_analytical.label': { text: 'Аналитичен', source: '044a78e81d5f9a' },
    'identifying_key_traits.items.trait_analytical.description': {
      text: 'Разделя проблемите на части и разсъждава въз основа на доказателства.',
      source: '074c2e08554e74',
    },
    'identifying_key_traits.items.trait_creative.label': { text: 'Креативен', source: '1df7097da5ee73' },
    'identifying_key_traits.items.trait_creative.description': {
      text: 'Генерира оригинални идеи и нови подходи.',
      source: '026106e93ab8b1',
    },
    'identifying_key_traits.items.trait_organized.label': { text: 'Организиран', source: '0f99e42bcbbd8c' },
    'identifying_key_traits.items.trait_organized.description': {
      text: 'Планира предварително и поддържа работата и информацията в ред.',
      source: '1935590e9384cc',
    },
    'identifying_key_traits.items.trait_self_motivated.label': { text: 'Самомотивиран', source: '1d2ebd8e67457d' },
    'identifying_key_traits.items.trait_self_motivated.description': {
      text: 'Продължава напред, без да се нуждае от постоянни указания.',
      source: '1fae051183a3ce',
    },
    'identifying_key_traits.items.trait_honest.label': { text: 'Честен', source: '196c53e350e81a' },
    'identifying_key_traits.items.trait_honest.description': {
      text: 'Казва истината и признава грешките си.',
      source: '0a81e6dff7da6b',
    },
    'identifying_key_traits.items.trait_respectful.label': { text: 'Уважителен', source: '0e45e91b09ef9a' },
    'identifying_key_traits.items.trait_respectful.description': {
      text: 'Отнася се учтиво към колегите, включително при несъгласие.',
      source: '1d476154287d49',
    },
    'identifying_key_traits.items.trait_good_communicator.label': {
      text: 'Ясен комуникатор',
      source: '1cf1940339f372',
    },
    'identifying_key_traits.items.trait_good_communicator.description': {
      text: 'Обяснява идеите си ясно устно и писмено.',
      source: '1806c080a9ff37',
    },
    'identifying_key_traits.items.trait_good_listener.label': { text: 'Добър слушател', source: '03cb10a10a6556' },
    'identifying_key_traits.items.trait_good_listener.description': {
      text: 'Изслушва докрай, преди да отговори.',
      source: '10b8213694dbb6',
    },
    'identifying_key_traits.items.trait_decisive.label': { text: 'Решителен', source: '08b0d6e19ba536' },
    'identifying_key_traits.items.trait_decisive.description': {
      text: 'Взема навременни решения с наличната информация.',
      source: '0a5cb9cb2a38a9',
    },
    'identifying_key_traits.items.trait_patient.label': { text: 'Търпелив', source: '0419a5b5198ab1' },
    'identifying_key_traits.items.trait_patient.description': {
      text: 'Остава спокоен при бавен напредък и с хора, които се нуждаят от повече време.',
      source: '0c456ccda88810',
    },
    'identifying_key_traits.items.trait_humble.label': { text: 'Скромен', source: '0e0c7baa76c137' },
    'identifying_key_traits.items.trait_humble.description': {
      text: 'Споделя заслугите и допуска, че може да греши.',
      source: '071fdf36f81e3d',
    },
    'identifying_key_traits.items.trait_confident.label': { text: 'Уверен', source: '09be08bd8d7840' },
    'identifying_key_traits.items.trait_confident.description': {
      text: 'Действа уверено и изразява ясно мнението си.',
      source: '0a047bec62064a',
    },
    'identifying_key_traits.items.trait_persistent.label': { text: 'Упорит', source: '04bf8cccce67bc' },
    'identifying_key_traits.items.trait_persistent.description': {
      text: 'Работи върху трудните проблеми, докато не ги реши.',
      source: '01ddce26860095',
    },
    'identifying_key_traits.items.trait_open_minded.label': { text: 'Непредубеден', source: '18cc047f0847f4' },
    'identifying_key_traits.items.trait_open_minded.description': {
      text: 'Обмисля нови идеи и възгледи, различни от неговите.',
      source: '0752834d9e42d2',
    },
    'identifying_key_traits.items.trait_calm_under_pressure.label': {
      text: 'Спокоен под напрежение',
      source: '1bbdadfb3dda0b',
    },
    'identifying_key_traits.items.trait_calm_under_pressure.description': {
      text: 'Мисли ясно, когато сроковете са кратки или нещата се объркат.',
      source: '058c7e19081460',
    },
    'identifying_key_traits.items.trait_accountable.label': { text: 'Отговорен', source: '0ba38ac9510de9' },
    'identifying_key_traits.items.trait_accountable.description': {
      text: 'Поема отговорност за резултатите – добри или лоши.',
      source: '02a3cf6759c18c',
    },
    'identifying_key_traits.items.trait_positive.label': { text: 'Позитивен', source: '0cbca498385150' },
    'identifying_key_traits.items.trait_positive.description': {
      text: 'Запазва конструктивно отношение и повдига духа на екипа.',
      source: '03d35ba45caa07',
    },
    'identifying_key_traits.items.trait_leadership.label': { text: 'Дава личен пример', source: '0941f916f67a00' },
    'identifying_key_traits.items.trait_leadership.description': {
      text: 'Води другите чрез собственото си поведение и стандарти.',
      source: '1deba6d3e5ae73',
    },
    'identifying_key_traits.items.trait_resourceful.label': { text: 'Находчив', source: '13dea86dbc622d' },
    'identifying_key_traits.items.trait_resourceful.description': {
      text: 'Намира начини да свърши нещата с ограничени средства.',
      source: '049b32f7d1ff9d',
    },
    'identifying_key_traits.items.trait_customer_minded.label': { text: 'Мисли за клиента', source: '00ce8893238bbb' },
    'identifying_key_traits.items.trait_customer_minded.description': {
      text: 'Отчита преживяването на клиента в ежедневните решения.',
      source: '03455acbcafddd',
    },
    'identifying_key_traits.items.trait_eager_to_learn.label': { text: 'Жаден за знания', source: '033bbe45ada9ca' },
    'identifying_key_traits.items.trait_eager_to_learn.description': {
      text: 'Търси обратна връзка и бързо усвоява нови умения.',
      source: '0113ce6710cb57',
    },
    'identifying_key_traits.items.trait_ethical.label': { text: 'Етичен', source: '143c6bc81c4a28' },
    'identifying_key_traits.items.trait_ethical.description': {
      text: 'Преценява кое е правилно, а не само кое е позволено.',
      source: '0d57029500f200',
    },
    'identifying_key_traits.items.trait_independent.label': { text: 'Самостоятелен', source: '09f439f7e4bc75' },
    'identifying_key_traits.items.trait_independent.description': {
      text: 'Работи ефективно с малко надзор.',
      source: '1be2b5139f68dd',
    },
    'identifying_key_traits.items.trait_energetic.label': { text: 'Енергичен', source: '0c6a100273cd50' },
    'identifying_key_traits.items.trait_energetic.description': {
      text: 'Внася устрем и темпо в работата.',
      source: '0d1f5cc91ef92d',
    },
  },
} satisfies SectionLocaleFile;
