import type { SectionLocaleFile } from '../../locale-file';

// work_style_identifier in bg: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Определяне на работния стил', source: '1f0c60bd73f0f7' },
    instructions: {
      text: 'За всяка ситуация изберете отговора, който е най-близо до това, което бихте направили естествено. Няма верни или грешни отговори.',
      source: '1525cac3265adf',
    },
    'styles.people.name': { text: 'Хора', source: '1e9ca6c7397706' },
    'styles.people.description': {
      text: 'Фокусира се върху отношенията, комуникацията и екипа.',
      source: '08675f6ad7cd87',
    },
    'styles.process.name': { text: 'Процес', source: '00649b56ffd7ce' },
    'styles.process.description': {
      text: 'Фокусира се върху структурата, планирането и начина, по който се върши работата.',
      source: '119d0abb5dea8f',
    },
    'styles.product.name': { text: 'Продукт', source: '147a8a0545eb31' },
    'styles.product.description': {
      text: 'Фокусира се върху резултата, неговото качество и стойността му за потребителите.',
      source: '1fe40819dc5447',
    },
    'scenarios.scenario_1.text': {
      text: 'Присъединявате се към нов проект, който вече е в ход. Какво правите първо?',
      source: '0dfafca3038c6e',
    },
    'scenarios.scenario_1.options.option_1.text': {
      text: 'Срещам се поотделно с членовете на екипа, за да разбера как работят.',
      source: '1c098f33cb6358',
    },
    'scenarios.scenario_1.options.option_2.text': {
      text: 'Прочитам плана, графика и как се вземат решенията.',
      source: '01b9a70eafd252',
    },
    'scenarios.scenario_1.options.option_3.text': {
      text: 'Изпробвам текущата версия на това, което се създава.',
      source: '049008ac0e04b7',
    },
    'scenarios.scenario_2.text': { text: 'Срокът е застрашен. Как реагирате?', source: '1f98c8bcca4a8b' },
    'scenarios.scenario_2.options.option_1.text': {
      text: 'Свивам обхвата до функциите, които са най-важни за потребителите.',
      source: '07e96df1f57c77',
    },
    'scenarios.scenario_2.options.option_2.text': {
      text: 'Проверявам как се справя екипът и преразпределям натоварването.',
      source: '086311204fbed5',
    },
    'scenarios.scenario_2.options.option_3.text': {
      text: 'Препланирам оставащите задачи и премахвам тясното място.',
      source: '1676c3899ba46e',
    },
    'scenarios.scenario_3.text': {
      text: 'Двама колеги не са съгласни как да подходят към задача. Какво правите?',
      source: '1c38b1ce60ae98',
    },
    'scenarios.scenario_3.options.option_1.text': {
      text: 'Предлагам да се договорим за критерии и за начин на решаване.',
      source: '102f2f0769dfc9',
    },
    'scenarios.scenario_3.options.option_2.text': {
      text: 'Питам кой подход дава по-добър резултат и го изпробвам.',
      source: '15730380078ea3',
    },
    'scenarios.scenario_3.options.option_3.text': {
      text: 'Говоря с всеки от тях, за да разбера притесненията му.',
      source: '05eb79046b6b94',
    },
    'scenarios.scenario_4.text': {
      text: 'Какво ви носи най-голямо удовлетворение в края на седмицата?',
      source: '105635f4452bad',
    },
    'scenarios.scenario_4.options.option_1.text': {
      text: 'Че съм помогнал(а) на колега да успее.',
      source: '18a448df168c17',
    },
    'scenarios.scenario_4.options.option_2.text': {
      text: 'Да видя, че нещо, което съм създал(а), се използва.',
      source: '06dd5c28e1dd6e',
    },
    'scenarios.scenario_4.options.option_3.text': {
      text: 'Че съм накарал(а) повтаряща се задача да върви по-гладко.',
      source: '14c25f3b230485',
    },
    'scenarios.scenario_5.text': {
      text: 'Получавате неясна задача от ръководител. Каква е първата ви стъпка?',
      source: '1f6a3b5b753562',
    },
    'scenarios.scenario_5.options.option_1.text': {
      text: 'Записвам стъпките, отговорниците и срока и ги потвърждавам.',
      source: '0a111ff3e53b8e',
    },
    'scenarios.scenario_5.options.option_2.text': {
      text: 'Питам за кого е и на какво се надяват.',
      source: '1d34f94c990a03',
    },
    'scenarios.scenario_5.options.option_3.text': {
      text: 'Скицирам бърза първа версия, по която да се даде обратна връзка.',
      source: '14d5aac6f8ae0a',
    },
    'scenarios.scenario_6.text': {
      text: 'Във вашия екип се въвежда нов инструмент. Кое е най-важно за вас?',
      source: '1ffe1c701771e4',
    },
    'scenarios.scenario_6.options.option_1.text': {
      text: 'Да ни помага да вършим по-добра работа.',
      source: '093bad0a0c3b68',
    },
    'scenarios.scenario_6.options.option_2.text': {
      text: 'Да пасва на начина ни на работа и да се въвежда поетапно.',
      source: '0148dd78866574',
    },
    'scenarios.scenario_6.options.option_3.text': {
      text: 'Всички да се чувстват уверени и да бъдат обучени да го използват.',
      source: '08abf09072e383',
    },
    'scenarios.scenario_7.text': {
      text: 'Клиент се оплаква от нещо, което екипът ви е доставил. Какво правите първо?',
      source: '09737f1b9023d1',
    },
    'scenarios.scenario_7.options.option_1.text': {
      text: 'Обаждам се на клиента, за да го изслушам и успокоя.',
      source: '0b9434cd85a375',
    },
    'scenarios.scenario_7.options.option_2.text': {
      text: 'Търся къде в нашия процес проблемът се е промъкнал.',
      source: '1edfd2b775db66',
    },
    'scenarios.scenario_7.options.option_3.text': {
      text: 'Възпроизвеждам проблема и го поправям.',
      source: '045b5ac0a1aece',
    },
    'scenarios.scenario_8.text': {
      text: 'Кой въпрос обикновено повдигате на среща за планиране?',
      source: '079920d7ae5c86',
    },
    'scenarios.scenario_8.options.option_1.text': {
      text: 'Какво ще получат потребителите, което днес нямат?',
      source: '08cd531efc0b98',
    },
    'scenarios.scenario_8.options.option_2.text': {
      text: 'Кой трябва да бъде включен и има ли капацитет?',
      source: '102906789fc043',
    },
    'scenarios.scenario_8.options.option_3.text': {
      text: 'Кои са етапите и как ще ги следим?',
      source: '0c065a4484c27c',
    },
    'scenarios.scenario_9.text': {
      text: 'Имате свободен следобед, за да подобрите нещо в работата. Какво избирате?',
      source: '0781800f4805fe',
    },
    'scenarios.scenario_9.options.option_1.text': {
      text: 'Документирам процес, който съществува само в нечия глава.',
      source: '0e9725fb0cbd37',
    },
    'scenarios.scenario_9.options.option_2.text': {
      text: 'Изпипвам функция, която потребителите намират за тромава.',
      source: '00a3ae74adc238',
    },
    'scenarios.scenario_9.options.option_3.text': {
      text: 'Отделям време да помогна на по-нов колега да навлезе в работата.',
      source: '1eb1ca7ef7f61b',
    },
  },
} satisfies SectionLocaleFile;
