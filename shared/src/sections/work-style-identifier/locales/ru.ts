import type { SectionLocaleFile } from '../../locale-file';

// work_style_identifier in ru: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Определение стиля работы', source: '1f0c60bd73f0f7' },
    instructions: {
      text: 'Для каждой ситуации выберите реакцию, наиболее близкую к тому, как вы поступили бы естественно. Правильных или неправильных ответов нет.',
      source: '1525cac3265adf',
    },
    'styles.people.name': { text: 'Люди', source: '1e9ca6c7397706' },
    'styles.people.description': { text: 'Сосредоточен на отношениях, общении и команде.', source: '08675f6ad7cd87' },
    'styles.process.name': { text: 'Процесс', source: '00649b56ffd7ce' },
    'styles.process.description': {
      text: 'Сосредоточен на структуре, планировании и том, как выполняется работа.',
      source: '119d0abb5dea8f',
    },
    'styles.product.name': { text: 'Продукт', source: '147a8a0545eb31' },
    'styles.product.description': {
      text: 'Сосредоточен на результате, его качестве и ценности для пользователей.',
      source: '1fe40819dc5447',
    },
    'scenarios.scenario_1.text': {
      text: 'Вы присоединяетесь к новому проекту, который уже идёт. Что вы сделаете в первую очередь?',
      source: '0dfafca3038c6e',
    },
    'scenarios.scenario_1.options.option_1.text': {
      text: 'Познакомлюсь с каждым членом команды, чтобы узнать, как они работают.',
      source: '1c098f33cb6358',
    },
    'scenarios.scenario_1.options.option_2.text': {
      text: 'Прочитаю план, график и порядок принятия решений.',
      source: '01b9a70eafd252',
    },
    'scenarios.scenario_1.options.option_3.text': {
      text: 'Попробую текущую версию того, что создаётся.',
      source: '049008ac0e04b7',
    },
    'scenarios.scenario_2.text': { text: 'Срок под угрозой. Как вы поступите?', source: '1f98c8bcca4a8b' },
    'scenarios.scenario_2.options.option_1.text': {
      text: 'Сокращу объём до функций, наиболее важных для пользователей.',
      source: '07e96df1f57c77',
    },
    'scenarios.scenario_2.options.option_2.text': {
      text: 'Узнаю, как справляется команда, и перераспределю нагрузку.',
      source: '086311204fbed5',
    },
    'scenarios.scenario_2.options.option_3.text': {
      text: 'Перепланирую оставшиеся задачи и устраню узкое место.',
      source: '1676c3899ba46e',
    },
    'scenarios.scenario_3.text': {
      text: 'Два коллеги спорят о том, как подойти к задаче. Что вы сделаете?',
      source: '1c38b1ce60ae98',
    },
    'scenarios.scenario_3.options.option_1.text': {
      text: 'Предложу договориться о критериях и способе принятия решения.',
      source: '102f2f0769dfc9',
    },
    'scenarios.scenario_3.options.option_2.text': {
      text: 'Спрошу, какой подход даёт лучший результат, и проверю его.',
      source: '15730380078ea3',
    },
    'scenarios.scenario_3.options.option_3.text': {
      text: 'Поговорю с каждым, чтобы понять их опасения.',
      source: '05eb79046b6b94',
    },
    'scenarios.scenario_4.text': {
      text: 'Что приносит вам больше всего удовлетворения в конце недели?',
      source: '105635f4452bad',
    },
    'scenarios.scenario_4.options.option_1.text': {
      text: 'То, что я помог коллеге добиться успеха.',
      source: '18a448df168c17',
    },
    'scenarios.scenario_4.options.option_2.text': {
      text: 'То, что чем-то, что я создал, пользуются.',
      source: '06dd5c28e1dd6e',
    },
    'scenarios.scenario_4.options.option_3.text': {
      text: 'То, что повторяющаяся задача стала выполняться легче.',
      source: '14c25f3b230485',
    },
    'scenarios.scenario_5.text': {
      text: 'Вы получили от руководителя расплывчатую просьбу. Каков ваш первый шаг?',
      source: '1f6a3b5b753562',
    },
    'scenarios.scenario_5.options.option_1.text': {
      text: 'Записать шаги, ответственных и срок, а затем согласовать их.',
      source: '0a111ff3e53b8e',
    },
    'scenarios.scenario_5.options.option_2.text': {
      text: 'Спросить, для кого это и чего от этого ждут.',
      source: '1d34f94c990a03',
    },
    'scenarios.scenario_5.options.option_3.text': {
      text: 'Быстро набросать первую версию, чтобы получить отклик.',
      source: '14d5aac6f8ae0a',
    },
    'scenarios.scenario_6.text': {
      text: 'В вашей команде внедряют новый инструмент. Что для вас важнее всего?',
      source: '1ffe1c701771e4',
    },
    'scenarios.scenario_6.options.option_1.text': {
      text: 'Чтобы он помогал нам делать работу лучше.',
      source: '093bad0a0c3b68',
    },
    'scenarios.scenario_6.options.option_2.text': {
      text: 'Чтобы он соответствовал нашему способу работы и внедрялся поэтапно.',
      source: '0148dd78866574',
    },
    'scenarios.scenario_6.options.option_3.text': {
      text: 'Чтобы всем было удобно и все были обучены им пользоваться.',
      source: '08abf09072e383',
    },
    'scenarios.scenario_7.text': {
      text: 'Клиент жалуется на то, что поставила ваша команда. Что вы сделаете в первую очередь?',
      source: '09737f1b9023d1',
    },
    'scenarios.scenario_7.options.option_1.text': {
      text: 'Позвоню клиенту, чтобы выслушать и успокоить его.',
      source: '0b9434cd85a375',
    },
    'scenarios.scenario_7.options.option_2.text': {
      text: 'Найду, на каком этапе нашего процесса проблема проскочила.',
      source: '1edfd2b775db66',
    },
    'scenarios.scenario_7.options.option_3.text': {
      text: 'Воспроизведу проблему и исправлю её.',
      source: '045b5ac0a1aece',
    },
    'scenarios.scenario_8.text': {
      text: 'Какой вопрос вы обычно задаёте на совещании по планированию?',
      source: '079920d7ae5c86',
    },
    'scenarios.scenario_8.options.option_1.text': {
      text: 'Что получат пользователи, чего у них нет сегодня?',
      source: '08cd531efc0b98',
    },
    'scenarios.scenario_8.options.option_2.text': {
      text: 'Кого нужно привлечь и есть ли у них время?',
      source: '102906789fc043',
    },
    'scenarios.scenario_8.options.option_3.text': {
      text: 'Каковы ключевые этапы и как мы будем их отслеживать?',
      source: '0c065a4484c27c',
    },
    'scenarios.scenario_9.text': {
      text: 'У вас есть свободная половина дня, чтобы что-то улучшить на работе. Что вы выберете?',
      source: '0781800f4805fe',
    },
    'scenarios.scenario_9.options.option_1.text': {
      text: 'Описать процесс, который существует только в чьей-то голове.',
      source: '0e9725fb0cbd37',
    },
    'scenarios.scenario_9.options.option_2.text': {
      text: 'Доработать функцию, которую пользователи считают неудобной.',
      source: '00a3ae74adc238',
    },
    'scenarios.scenario_9.options.option_3.text': {
      text: 'Помочь новому коллеге быстрее освоиться.',
      source: '1eb1ca7ef7f61b',
    },
  },
} satisfies SectionLocaleFile;
