import type { SectionLocaleFile } from '../../locale-file';

// oaic_archetypes in uk: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Профіль культури', source: '1fa5ef776627e7' },
    instructions: {
      text: 'Для кожної теми розподіліть 100 балів між чотирма твердженнями залежно від того, наскільки точно кожне описує організацію. Найбільше балів дайте твердженню, яке пасує найкраще.',
      source: '08bb288d1456a6',
    },
    'perspectives.now': { text: 'Як є сьогодні', source: '023c06c1655412' },
    'perspectives.preferred': { text: 'Як ми хочемо', source: '1c7749c153fe36' },
    'types.collaborate.name': { text: 'Співпраця', source: '1b4db51cdfcca5' },
    'types.collaborate.description': {
      text: 'Орієнтована на людей і згуртована. Успіх приходить завдяки відданості, розвитку й командній роботі.',
      source: '1838d7066709c6',
    },
    'types.create.name': { text: 'Творення', source: '017309f0f9f564' },
    'types.create.description': {
      text: 'Винахідлива й швидка. Успіх приходить завдяки новим ідеям, експериментам і першості.',
      source: '113363b587295c',
    },
    'types.compete.name': { text: 'Конкуренція', source: '0aaba8aca39f9a' },
    'types.compete.description': {
      text: 'Націлена на результат і амбітна. Успіх приходить завдяки досягненню цілей і перемогам на ринку.',
      source: '075c7ab54cbe3e',
    },
    'types.control.name': { text: 'Контроль', source: '05a289608909dd' },
    'types.control.description': {
      text: 'Структурована й надійна. Успіх приходить завдяки чітким процесам, ефективності й послідовності.',
      source: '14f014f09f510f',
    },
    'dimensions.strategic_emphases.title': { text: 'Стратегічні пріоритети', source: '06881e6b055b2b' },
    'dimensions.strategic_emphases.prompt': {
      text: 'Куди організація спрямовує зусилля заради майбутнього?',
      source: '0da3c7dab74591',
    },
    'dimensions.strategic_emphases.options.collaborate.text': {
      text: 'Інвестиції в людей: розвивати навички, підтримувати високу довіру й давати кожному відчуття, що він частина команди.',
      source: '1a83febc29be0b',
    },
    'dimensions.strategic_emphases.options.create.text': {
      text: 'Пошук наступної можливості: нові пропозиції, нові ринки й швидкі висновки з експериментів.',
      source: '0296d46b72302c',
    },
    'dimensions.strategic_emphases.options.compete.text': {
      text: 'Випередження конкурентів: зростання частки ринку, виграні угоди й перевиконання вимірюваних цілей.',
      source: '0974a716348f01',
    },
    'dimensions.strategic_emphases.options.control.text': {
      text: 'Злагоджена робота: передбачувані витрати, стабільні поставки й мінімум несподіванок.',
      source: '0521638db12fef',
    },
    'dimensions.organization_glue.title': { text: 'Що нас об’єднує', source: '0a017b28243d65' },
    'dimensions.organization_glue.prompt': { text: 'Що утримує людей в організації?', source: '01d9739c3f3f59' },
    'dimensions.organization_glue.options.collaborate.text': {
      text: 'Відданість одне одному й спільне відчуття належності.',
      source: '0bc4f42ca0de92',
    },
    'dimensions.organization_glue.options.create.text': {
      text: 'Захват від створення чогось нового раніше за всіх.',
      source: '0669e882b2ea0a',
    },
    'dimensions.organization_glue.options.compete.text': {
      text: 'Спільне прагнення перемагати й досягати результатів.',
      source: '0a8f008a90dda5',
    },
    'dimensions.organization_glue.options.control.text': {
      text: 'Чіткі правила, узгоджені процедури й надійний розпорядок.',
      source: '183c7138043ea3',
    },
    'dimensions.dominant_characteristics.title': { text: 'Щоденна атмосфера', source: '11a017aa436bca' },
    'dimensions.dominant_characteristics.prompt': {
      text: 'Як це — працювати тут день у день?',
      source: '0a2ded60577abc',
    },
    'dimensions.dominant_characteristics.options.collaborate.text': {
      text: 'Близько й з підтримкою: люди відкрито діляться й дбають одне про одного.',
      source: '00fddf67309a1c',
    },
    'dimensions.dominant_characteristics.options.create.text': {
      text: 'Жваво й експериментально: люди пробують, ризикують і приймають невдалі спроби.',
      source: '0186dd3ed9d217',
    },
    'dimensions.dominant_characteristics.options.compete.text': {
      text: 'Напружено й з наголосом на результат: людей оцінюють за тим, чого вони досягли.',
      source: '1ea6d08bd99dfe',
    },
    'dimensions.dominant_characteristics.options.control.text': {
      text: 'Упорядковано й чітко: робота йде за встановленими процесами, очікування зрозумілі.',
      source: '14b6336cecf01f',
    },
    'dimensions.management_of_employees.title': { text: 'Як керують людьми', source: '0f48d9a2da90e4' },
    'dimensions.management_of_employees.prompt': {
      text: 'Як організація керує працівниками і як до них ставиться?',
      source: '142b81c7d13da3',
    },
    'dimensions.management_of_employees.options.collaborate.text': {
      text: 'Залучаючи їх: рішення обговорюють і ухвалюють разом.',
      source: '15d8bcb56a2c48',
    },
    'dimensions.management_of_employees.options.create.text': {
      text: 'Даючи їм свободу виявляти ініціативу й відповідати за власні ідеї.',
      source: '1b9d5db64fd085',
    },
    'dimensions.management_of_employees.options.compete.text': {
      text: 'Ставлячи високі цілі й винагороджуючи тих, хто їх досягає.',
      source: '17e88d63dec41c',
    },
    'dimensions.management_of_employees.options.control.text': {
      text: 'Пропонуючи стабільні ролі, справедливі правила й послідовне ставлення.',
      source: '0a3b875ebeeb30',
    },
    'dimensions.criteria_of_success.title': { text: 'Як вимірюють успіх', source: '01f5a42ef5cce9' },
    'dimensions.criteria_of_success.prompt': { text: 'Що організація вважає успіхом?', source: '1f735abc3f44eb' },
    'dimensions.criteria_of_success.options.collaborate.text': {
      text: 'Залучених людей, які зростають, добре працюють разом і залишаються.',
      source: '0320a1a8771f95',
    },
    'dimensions.criteria_of_success.options.create.text': {
      text: 'Випуск нових продуктів чи послуг, що випереджають галузь.',
      source: '1e72937ddaa7d9',
    },
    'dimensions.criteria_of_success.options.compete.text': {
      text: 'Лідерство на ринку, продажі більші, ніж у конкурентів, і зростання виручки.',
      source: '0e7b7fb8f89b6e',
    },
    'dimensions.criteria_of_success.options.control.text': {
      text: 'Надійні вчасні поставки з низькими витратами й малою кількістю помилок.',
      source: '1192f7298833c7',
    },
    'dimensions.organizational_leadership.title': { text: 'Стиль лідерства', source: '1af8c1f16ac4a0' },
    'dimensions.organizational_leadership.prompt': {
      text: 'Якими загалом є керівники організації?',
      source: '0efe3e16b55a9a',
    },
    'dimensions.organizational_leadership.options.collaborate.text': {
      text: 'Коучі й наставники, які допомагають людям розвиватися.',
      source: '1305e69de79661',
    },
    'dimensions.organizational_leadership.options.create.text': {
      text: 'Візіонери, що заохочують сміливі ідеї та прорахований ризик.',
      source: '00980300258b51',
    },
    'dimensions.organizational_leadership.options.compete.text': {
      text: 'Наполегливі лідери, зосереджені на цілях і перемозі.',
      source: '0d3a6afa9092a8',
    },
    'dimensions.organizational_leadership.options.control.text': {
      text: 'Організатори й координатори, які забезпечують злагоджену роботу.',
      source: '1ae436d72cbc2c',
    },
  },
} satisfies SectionLocaleFile;
