import type { SectionLocaleFile } from '../../locale-file';

// acceptable_behaviors in uk: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Прийнятна поведінка', source: '0cdf5a0121c54f' },
    instructions: {
      text: 'Для кожної ситуації оберіть, як до неї поставилися б на робочому місці, яке ви описуєте.',
      source: '013e39bf4830a1',
    },
    'scale.0.label': { text: 'Прийнятно', source: '066514f39ebba4' },
    'scale.1.label': { text: 'Не схвалюється', source: '0df4abb48b3ffe' },
    'scale.2.label': { text: 'Активно припиняється', source: '1df7be03ee27fe' },
    'scale.3.label': { text: 'Тягне за собою догану', source: '16bd16b4abe286' },
    'scale.4.label': { text: 'Нульова толерантність', source: '050830ff71a0f5' },
    'scenarios.scenario_1.text': {
      text: 'Працівник регулярно запізнюється на 15 хвилин, але залишається довше, щоб відпрацювати цей час.',
      source: '15edbd6fdc3064',
    },
    'scenarios.scenario_2.text': {
      text: 'Хтось забирає додому канцелярське приладдя, наприклад ручки й блокноти, для особистого користування.',
      source: '11f06822a8ddaf',
    },
    'scenarios.scenario_3.text': {
      text: 'Член команди розповідає колезі подробиці майбутньої реорганізації ще до її оголошення.',
      source: '0fefdc53cdba50',
    },
    'scenarios.scenario_4.text': {
      text: 'Працівник приймає дорогий подарунок від постачальника під час переговорів щодо контракту.',
      source: '0b035b43235684',
    },
    'scenarios.scenario_5.text': {
      text: 'Керівник критикує роботу члена команди перед усією командою на нараді.',
      source: '109ef76805db85',
    },
    'scenarios.scenario_6.text': {
      text: 'Хтось представляє на нараді ідею колеги, не згадавши, чия вона.',
      source: '0e10dcdcac1400',
    },
    'scenarios.scenario_7.text': {
      text: 'Працівник витрачає близько години на день на особисті соцмережі в робочий час.',
      source: '0593581cc6e2f0',
    },
    'scenarios.scenario_8.text': {
      text: 'Член команди округлює години в табелі до найближчої половини дня в більший бік.',
      source: '0a25e18024b6c5',
    },
    'scenarios.scenario_9.text': {
      text: 'Працівник жартує про акцент колеги, і дехто вважає ці жарти образливими.',
      source: '1aa6ea7b7a22c9',
    },
    'scenarios.scenario_10.text': {
      text: 'Хтось пропускає обов’язкову перевірку безпеки чи якості, щоб устигнути в стислий термін.',
      source: '0a3c4820bf64d3',
    },
    'scenarios.scenario_11.text': {
      text: 'Працівник надсилає колезі дані клієнта через особистий месенджер.',
      source: '1e9a1ea647c2b9',
    },
    'scenarios.scenario_12.text': {
      text: 'Член команди вечорами працює над платним стороннім проєктом для іншої компанії, нікому не сказавши.',
      source: '180f5e3157bbcc',
    },
    'scenarios.scenario_13.text': {
      text: 'Хтось відкрито скаржиться на свого керівника іншим командам.',
      source: '1c47a26f63a8bb',
    },
    'scenarios.scenario_14.text': {
      text: 'Працівник не відповідає на робочі повідомлення, надіслані після робочого дня чи у вихідні.',
      source: '0cfd56f282570f',
    },
    'scenarios.scenario_15.text': {
      text: 'Керівник бере близького друга на відкриту вакансію без конкурсного відбору.',
      source: '04a409b603b242',
    },
  },
} satisfies SectionLocaleFile;
