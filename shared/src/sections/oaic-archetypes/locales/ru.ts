import type { SectionLocaleFile } from '../../locale-file';

// oaic_archetypes in ru: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Профиль культуры', source: '1fa5ef776627e7' },
    instructions: {
      text: 'По каждой теме распределите 100 баллов между четырьмя утверждениями в зависимости от того, насколько точно каждое описывает организацию. Больше всего баллов дайте утверждению, которое подходит лучше всего.',
      source: '08bb288d1456a6',
    },
    'perspectives.now': { text: 'Как сейчас', source: '023c06c1655412' },
    'perspectives.preferred': { text: 'Как мы хотим', source: '1c7749c153fe36' },
    'types.collaborate.name': { text: 'Сотрудничество', source: '1b4db51cdfcca5' },
    'types.collaborate.description': {
      text: 'Ориентирована на людей и сплочённая. Успех приходит благодаря преданности, развитию и командной работе.',
      source: '1838d7066709c6',
    },
    'types.create.name': { text: 'Созидание', source: '017309f0f9f564' },
    'types.create.description': {
      text: 'Изобретательная и быстрая. Успех приходит благодаря новым идеям, экспериментам и первенству.',
      source: '113363b587295c',
    },
    'types.compete.name': { text: 'Конкуренция', source: '0aaba8aca39f9a' },
    'types.compete.description': {
      text: 'Нацелена на результат и амбициозна. Успех приходит благодаря достижению целей и победам на рынке.',
      source: '075c7ab54cbe3e',
    },
    'types.control.name': { text: 'Контроль', source: '05a289608909dd' },
    'types.control.description': {
      text: 'Структурированная и надёжная. Успех приходит благодаря чётким процессам, эффективности и последовательности.',
      source: '14f014f09f510f',
    },
    'dimensions.strategic_emphases.title': { text: 'Стратегические приоритеты', source: '06881e6b055b2b' },
    'dimensions.strategic_emphases.prompt': {
      text: 'Куда организация направляет усилия ради будущего?',
      source: '0da3c7dab74591',
    },
    'dimensions.strategic_emphases.options.collaborate.text': {
      text: 'Инвестиции в людей: развивать навыки, поддерживать высокий уровень доверия и давать каждому почувствовать себя частью команды.',
      source: '1a83febc29be0b',
    },
    'dimensions.strategic_emphases.options.create.text': {
      text: 'Поиск следующей возможности: новые предложения, новые рынки и быстрые выводы из экспериментов.',
      source: '0296d46b72302c',
    },
    'dimensions.strategic_emphases.options.compete.text': {
      text: 'Превосходство над конкурентами: рост доли рынка, выигранные сделки и перевыполнение измеримых целей.',
      source: '0974a716348f01',
    },
    'dimensions.strategic_emphases.options.control.text': {
      text: 'Бесперебойная работа: предсказуемые затраты, стабильные поставки и минимум неожиданностей.',
      source: '0521638db12fef',
    },
    'dimensions.organization_glue.title': { text: 'Что нас объединяет', source: '0a017b28243d65' },
    'dimensions.organization_glue.prompt': { text: 'Что удерживает людей в организации?', source: '01d9739c3f3f59' },
    'dimensions.organization_glue.options.collaborate.text': {
      text: 'Преданность друг другу и общее чувство принадлежности.',
      source: '0bc4f42ca0de92',
    },
    'dimensions.organization_glue.options.create.text': {
      text: 'Азарт создавать что-то новое раньше всех.',
      source: '0669e882b2ea0a',
    },
    'dimensions.organization_glue.options.compete.text': {
      text: 'Общее стремление побеждать и добиваться результатов.',
      source: '0a8f008a90dda5',
    },
    'dimensions.organization_glue.options.control.text': {
      text: 'Чёткие правила, согласованные процедуры и надёжный распорядок.',
      source: '183c7138043ea3',
    },
    'dimensions.dominant_characteristics.title': { text: 'Повседневная атмосфера', source: '11a017aa436bca' },
    'dimensions.dominant_characteristics.prompt': {
      text: 'Каково работать здесь изо дня в день?',
      source: '0a2ded60577abc',
    },
    'dimensions.dominant_characteristics.options.collaborate.text': {
      text: 'Тесно и с поддержкой: люди открыто делятся и заботятся друг о друге.',
      source: '00fddf67309a1c',
    },
    'dimensions.dominant_characteristics.options.create.text': {
      text: 'Живо и экспериментально: люди пробуют, рискуют и мирятся с неудачными попытками.',
      source: '0186dd3ed9d217',
    },
    'dimensions.dominant_characteristics.options.compete.text': {
      text: 'Напряжённо и с упором на результат: людей оценивают по тому, чего они добились.',
      source: '1ea6d08bd99dfe',
    },
    'dimensions.dominant_characteristics.options.control.text': {
      text: 'Упорядоченно и чётко: работа идёт по установленным процессам, ожидания понятны.',
      source: '14b6336cecf01f',
    },
    'dimensions.management_of_employees.title': { text: 'Как руководят людьми', source: '0f48d9a2da90e4' },
    'dimensions.management_of_employees.prompt': {
      text: 'Как организация управляет своими сотрудниками и как к ним относится?',
      source: '142b81c7d13da3',
    },
    'dimensions.management_of_employees.options.collaborate.text': {
      text: 'Вовлекая их: решения обсуждаются и принимаются вместе.',
      source: '15d8bcb56a2c48',
    },
    'dimensions.management_of_employees.options.create.text': {
      text: 'Давая им свободу проявлять инициативу и отвечать за свои идеи.',
      source: '1b9d5db64fd085',
    },
    'dimensions.management_of_employees.options.compete.text': {
      text: 'Ставя высокие цели и вознаграждая тех, кто их достигает.',
      source: '17e88d63dec41c',
    },
    'dimensions.management_of_employees.options.control.text': {
      text: 'Предлагая стабильные роли, справедливые правила и последовательное отношение.',
      source: '0a3b875ebeeb30',
    },
    'dimensions.criteria_of_success.title': { text: 'Как измеряется успех', source: '01f5a42ef5cce9' },
    'dimensions.criteria_of_success.prompt': { text: 'Что организация считает успехом?', source: '1f735abc3f44eb' },
    'dimensions.criteria_of_success.options.collaborate.text': {
      text: 'Вовлечённых людей, которые растут, хорошо работают вместе и остаются.',
      source: '0320a1a8771f95',
    },
    'dimensions.criteria_of_success.options.create.text': {
      text: 'Выпуск новых продуктов или услуг, опережающих отрасль.',
      source: '1e72937ddaa7d9',
    },
    'dimensions.criteria_of_success.options.compete.text': {
      text: 'Лидерство на рынке, продажи выше, чем у конкурентов, и рост выручки.',
      source: '0e7b7fb8f89b6e',
    },
    'dimensions.criteria_of_success.options.control.text': {
      text: 'Надёжные поставки в срок, с низкими затратами и малым числом ошибок.',
      source: '1192f7298833c7',
    },
    'dimensions.organizational_leadership.title': { text: 'Стиль руководства', source: '1af8c1f16ac4a0' },
    'dimensions.organizational_leadership.prompt': {
      text: 'Какие в целом руководители в организации?',
      source: '0efe3e16b55a9a',
    },
    'dimensions.organizational_leadership.options.collaborate.text': {
      text: 'Коучи и наставники, которые помогают людям развиваться.',
      source: '1305e69de79661',
    },
    'dimensions.organizational_leadership.options.create.text': {
      text: 'Визионеры, поощряющие смелые идеи и просчитанный риск.',
      source: '00980300258b51',
    },
    'dimensions.organizational_leadership.options.compete.text': {
      text: 'Напористые лидеры, сосредоточенные на целях и победе.',
      source: '0d3a6afa9092a8',
    },
    'dimensions.organizational_leadership.options.control.text': {
      text: 'Организаторы и координаторы, которые обеспечивают бесперебойную работу.',
      source: '1ae436d72cbc2c',
    },
  },
} satisfies SectionLocaleFile;
