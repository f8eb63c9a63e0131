import type { SectionLocaleFile } from '../../locale-file';

// acceptable_behaviors in bg: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Приемливо поведение', source: '0cdf5a0121c54f' },
    instructions: {
      text: 'За всяка ситуация изберете как би се приела тя на работното място, което описвате.',
      source: '013e39bf4830a1',
    },
    'scale.0.label': { text: 'Приемливо', source: '066514f39ebba4' },
    'scale.1.label': { text: 'Не се одобрява', source: '0df4abb48b3ffe' },
    'scale.2.label': { text: 'Активно се обезкуражава', source: '1df7be03ee27fe' },
    'scale.3.label': { text: 'Води до порицание', source: '16bd16b4abe286' },
    'scale.4.label': { text: 'Нулева толерантност', source: '050830ff71a0f5' },
    'scenarios.scenario_1.text': {
      text: 'Служител редовно закъснява с 15 минути, но остава по-дълго, за да навакса времето.',
      source: '15edbd6fdc3064',
    },
    'scenarios.scenario_2.text': {
      text: 'Някой взема у дома офис консумативи, например химикалки и тетрадки, за лична употреба.',
      source: '11f06822a8ddaf',
    },
    'scenarios.scenario_3.text': {
      text: 'Член на екипа споделя с колега подробности за предстояща реорганизация, преди тя да бъде обявена.',
      source: '0fefdc53cdba50',
    },
    'scenarios.scenario_4.text': {
      text: 'Служител приема скъп подарък от доставчик по време на преговори за договор.',
      source: '0b035b43235684',
    },
    'scenarios.scenario_5.text': {
      text: 'Ръководител критикува работата на член на екипа пред целия екип по време на среща.',
      source: '109ef76805db85',
    },
    'scenarios.scenario_6.text': {
      text: 'Някой представя идеята на колега на среща, без да спомене откъде идва тя.',
      source: '0e10dcdcac1400',
    },
    'scenarios.scenario_7.text': {
      text: 'Служител прекарва около час на ден в лични социални мрежи в работно време.',
      source: '0593581cc6e2f0',
    },
    'scenarios.scenario_8.text': {
      text: 'Член на екипа закръгля часовете в отчета си за работно време нагоре до най-близкия половин ден.',
      source: '0a25e18024b6c5',
    },
    'scenarios.scenario_9.text': {
      text: 'Служител се шегува с акцента на колега по начин, който някои намират за обиден.',
      source: '1aa6ea7b7a22c9',
    },
    'scenarios.scenario_10.text': {
      text: 'Някой пропуска задължителна проверка за безопасност или качество, за да спази кратък срок.',
      source: '0a3c4820bf64d3',
    },
    'scenarios.scenario_11.text': {
      text: 'Служител използва лично приложение за съобщения, за да изпрати данни на клиенти на колега.',
      source: '1e9a1ea647c2b9',
    },
    'scenarios.scenario_12.text': {
      text: 'Член на екипа работи вечер по платен страничен проект за друга компания, без да казва на никого.',
      source: '180f5e3157bbcc',
    },
    'scenarios.scenario_13.text': {
      text: 'Някой открито се оплаква от ръководителя си пред други екипи.',
      source: '1c47a26f63a8bb',
    },
    'scenarios.scenario_14.text': {
      text: 'Служител не отговаря на служебни съобщения, изпратени след работно време или през уикенда.',
      source: '0cfd56f282570f',
    },
    'scenarios.scenario_15.text': {
      text: 'Ръководител назначава близък приятел на свободна позиция без конкурентен подбор.',
      source: '04a409b603b242',
    },
  },
} satisfies SectionLocaleFile;
