import type { SectionLocaleFile } from '../../locale-file';

// acceptable_behaviors in ru: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Допустимое поведение', source: '0cdf5a0121c54f' },
    instructions: {
      text: 'Для каждой ситуации выберите, как к ней отнеслись бы на рабочем месте, которое вы описываете.',
      source: '013e39bf4830a1',
    },
    'scale.0.label': { text: 'Допустимо', source: '066514f39ebba4' },
    'scale.1.label': { text: 'Не одобряется', source: '0df4abb48b3ffe' },
    'scale.2.label': { text: 'Активно пресекается', source: '1df7be03ee27fe' },
    'scale.3.label': { text: 'Влечёт выговор', source: '16bd16b4abe286' },
    'scale.4.label': { text: 'Нулевая терпимость', source: '050830ff71a0f5' },
    'scenarios.scenario_1.text': {
      text: 'Сотрудник регулярно опаздывает на 15 минут, но задерживается, чтобы отработать это время.',
      source: '15edbd6fdc3064',
    },
    'scenarios.scenario_2.text': {
      text: 'Кто-то уносит домой канцелярские принадлежности, например ручки и блокноты, для личного пользования.',
      source: '11f06822a8ddaf',
    },
    'scenarios.scenario_3.text': {
      text: 'Член команды рассказывает коллеге подробности предстоящей реорганизации до её объявления.',
      source: '0fefdc53cdba50',
    },
    'scenarios.scenario_4.text': {
      text: 'Сотрудник принимает дорогой подарок от поставщика во время переговоров по контракту.',
      source: '0b035b43235684',
    },
    'scenarios.scenario_5.text': {
      text: 'Руководитель критикует работу члена команды перед всей командой на совещании.',
      source: '109ef76805db85',
    },
    'scenarios.scenario_6.text': {
      text: 'Кто-то представляет на совещании идею коллеги, не упоминая, чья она.',
      source: '0e10dcdcac1400',
    },
    'scenarios.scenario_7.text': {
      text: 'Сотрудник тратит около часа в день на личные соцсети в рабочее время.',
      source: '0593581cc6e2f0',
    },
    'scenarios.scenario_8.text': {
      text: 'Член команды округляет часы в табеле до ближайшей половины дня.',
      source: '0a25e18024b6c5',
    },
    'scenarios.scenario_9.text': {
      text: 'Сотрудник шутит об акценте коллеги, и некоторые считают эти шутки оскорбительными.',
      source: '1aa6ea7b7a22c9',
    },
    'scenarios.scenario_10.text': {
      text: 'Кто-то пропускает обязательную проверку безопасности или качества, чтобы уложиться в сжатые сроки.',
      source: '0a3c4820bf64d3',
    },
    'scenarios.scenario_11.text': {
      text: 'Сотрудник отправляет коллеге данные клиента через личный мессенджер.',
      source: '1e9a1ea647c2b9',
    },
    'scenarios.scenario_12.text': {
      text: 'Член команды по вечерам работает над платным сторонним проектом для другой компании, никому не сказав.',
      source: '180f5e3157bbcc',
    },
    'scenarios.scenario_13.text': {
      text: 'Кто-то открыто жалуется на своего руководителя другим командам.',
      source: '1c47a26f63a8bb',
    },
    'scenarios.scenario_14.text': {
      text: 'Сотрудник не отвечает на рабочие сообщения, отправленные после окончания рабочего дня или в выходные.',
      source: '0cfd56f282570f',
    },
    'scenarios.scenario_15.text': {
      text: 'Руководитель берёт близкого друга на открытую вакансию без конкурсного отбора.',
      source: '04a409b603b242',
    },
  },
} satisfies SectionLocaleFile;
