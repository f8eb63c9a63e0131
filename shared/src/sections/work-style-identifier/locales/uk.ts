import type { SectionLocaleFile } from '../../locale-file';

// work_style_identifier in uk: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Визначення стилю роботи', source: '1f0c60bd73f0f7' },
    instructions: {
      text: 'Для кожної ситуації оберіть реакцію, найближчу до того, як ви вчинили б природно. Правильних чи неправильних відповідей немає.',
      source: '1525cac3265adf',
    },
    'styles.people.name': { text: 'Люди', source: '1e9ca6c7397706' },
    'styles.people.description': {
      text: 'Зосереджується на стосунках, спілкуванні й команді.',
      source: '08675f6ad7cd87',
    },
    'styles.process.name': { text: 'Процес', source: '00649b56ffd7ce' },
    'styles.process.description': {
      text: 'Зосереджується на структурі, плануванні й тому, як виконується робота.',
      source: '119d0abb5dea8f',
    },
    'styles.product.name': { text: 'Продукт', source: '147a8a0545eb31' },
    'styles.product.description': {
      text: 'Зосереджується на результаті, його якості й цінності для користувачів.',
      source: '1fe40819dc5447',
    },
    'scenarios.scenario_1.text': {
      text: 'Ви приєднуєтеся до нового проєкту, який уже триває. Що ви зробите насамперед?',
      source: '0dfafca3038c6e',
    },
    'scenarios.scenario_1.options.option_1.text': {
      text: 'Познайомлюся з кожним членом команди, щоб дізнатися, як вони працюють.',
      source: '1c098f33cb6358',
    },
    'scenarios.scenario_1.options.option_2.text': {
      text: 'Прочитаю план, графік і порядок ухвалення рішень.',
      source: '01b9a70eafd252',
    },
    'scenarios.scenario_1.options.option_3.text': {
      text: 'Спробую поточну версію того, що створюється.',
      source: '049008ac0e04b7',
    },
    'scenarios.scenario_2.text': { text: 'Термін під загрозою. Як ви вчините?', source: '1f98c8bcca4a8b' },
    'scenarios.scenario_2.options.option_1.text': {
      text: 'Скорочу обсяг до функцій, найважливіших для користувачів.',
      source: '07e96df1f57c77',
    },
    'scenarios.scenario_2.options.option_2.text': {
      text: 'Дізнаюся, як дає раду команда, і перерозподілю навантаження.',
      source: '086311204fbed5',
    },
    'scenarios.scenario_2.options.option_3.text': {
      text: 'Перепланую решту завдань і усуну вузьке місце.',
      source: '1676c3899ba46e',
    },
    'scenarios.scenario_3.text': {
      text: 'Двоє колег сперечаються, як підійти до завдання. Що ви зробите?',
      source: '1c38b1ce60ae98',
    },
    'scenarios.scenario_3.options.option_1.text': {
      text: 'Запропоную домовитися про критерії та спосіб ухвалення рішення.',
      source: '102f2f0769dfc9',
    },
    'scenarios.scenario_3.options.option_2.text': {
      text: 'Запитаю, який підхід дає кращий результат, і перевірю його.',
      source: '15730380078ea3',
    },
    'scenarios.scenario_3.options.option_3.text': {
      text: 'Поговорю з кожним, щоб зрозуміти їхні побоювання.',
      source: '05eb79046b6b94',
    },
    'scenarios.scenario_4.text': {
      text: 'Що приносить вам найбільше задоволення наприкінці тижня?',
      source: '105635f4452bad',
    },
    'scenarios.scenario_4.options.option_1.text': {
      text: 'Те, що я допоміг колезі досягти успіху.',
      source: '18a448df168c17',
    },
    'scenarios.scenario_4.options.option_2.text': {
      text: 'Те, що чимось, що я створив, користуються.',
      source: '06dd5c28e1dd6e',
    },
    'scenarios.scenario_4.options.option_3.text': {
      text: 'Те, що повторюване завдання стало виконуватися легше.',
      source: '14c25f3b230485',
    },
    'scenarios.scenario_5.text': {
      text: 'Ви отримали від керівника розмите прохання. Який ваш перший крок?',
      source: '1f6a3b5b753562',
    },
    'scenarios.scenario_5.options.option_1.text': {
      text: 'Записати кроки, відповідальних і термін, а потім узгодити їх.',
      source: '0a111ff3e53b8e',
    },
    'scenarios.scenario_5.options.option_2.text': {
      text: 'Запитати, для кого це і чого від цього очікують.',
      source: '1d34f94c990a03',
    },
    'scenarios.scenario_5.options.option_3.text': {
      text: 'Швидко накидати першу версію, щоб отримати відгук.',
      source: '14d5aac6f8ae0a',
    },
    'scenarios.scenario_6.text': {
      text: 'У вашій команді впроваджують новий інструмент. Що для вас найважливіше?',
      source: '1ffe1c701771e4',
    },
    'scenarios.scenario_6.options.option_1.text': {
      text: 'Щоб він допомагав нам робити роботу краще.',
      source: '093bad0a0c3b68',
    },
    'scenarios.scenario_6.options.option_2.text': {
      text: 'Щоб він відповідав нашому способу роботи й упроваджувався поетапно.',
      source: '0148dd78866574',
    },
    'scenarios.scenario_6.options.option_3.text': {
      text: 'Щоб усім було зручно і всі вміли ним користуватися.',
      source: '08abf09072e383',
    },
    'scenarios.scenario_7.text': {
      text: 'Клієнт скаржиться на те, що постачила ваша команда. Що ви зробите насамперед?',
      source: '09737f1b9023d1',
    },
    'scenarios.scenario_7.options.option_1.text': {
      text: 'Зателефоную клієнтові, щоб вислухати й заспокоїти його.',
      source: '0b9434cd85a375',
    },
    'scenarios.scenario_7.options.option_2.text': {
      text: 'Знайду, на якому етапі нашого процесу проблема проскочила.',
      source: '1edfd2b775db66',
    },
    'scenarios.scenario_7.options.option_3.text': {
      text: 'Відтворю проблему й виправлю її.',
      source: '045b5ac0a1aece',
    },
    'scenarios.scenario_8.text': {
      text: 'Яке запитання ви зазвичай ставите на нараді з планування?',
      source: '079920d7ae5c86',
    },
    'scenarios.scenario_8.options.option_1.text': {
      text: 'Що отримають користувачі, чого в них немає сьогодні?',
      source: '08cd531efc0b98',
    },
    'scenarios.scenario_8.options.option_2.text': {
      text: 'Кого треба залучити і чи мають вони час?',
      source: '102906789fc043',
    },
    'scenarios.scenario_8.options.option_3.text': {
      text: 'Які ключові етапи і як ми їх відстежуватимемо?',
      source: '0c065a4484c27c',
    },
    'scenarios.scenario_9.text': {
      text: 'У вас є вільна половина дня, щоб щось покращити на роботі. Що ви оберете?',
      source: '0781800f4805fe',
    },
    'scenarios.scenario_9.options.option_1.text': {
      text: 'Описати процес, який існує лише в чиїйсь голові.',
      source: '0e9725fb0cbd37',
    },
    'scenarios.scenario_9.options.option_2.text': {
      text: 'Доопрацювати функцію, яку користувачі вважають незручною.',
      source: '00a3ae74adc238',
    },
    'scenarios.scenario_9.options.option_3.text': {
      text: 'Допомогти новому колезі швидше освоїтися.',
      source: '1eb1ca7ef7f61b',
    },
  },
} satisfies SectionLocaleFile;
