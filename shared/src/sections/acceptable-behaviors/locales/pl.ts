import type { SectionLocaleFile } from '../../locale-file';

// acceptable_behaviors in pl: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Akceptowalne zachowania', source: '0cdf5a0121c54f' },
    instructions: {
      text: 'Dla każdej sytuacji wybierz, jak zostałaby potraktowana w miejscu pracy, które opisujesz.',
      source: '013e39bf4830a1',
    },
    'scale.0.label': { text: 'Akceptowalne', source: '066514f39ebba4' },
    'scale.1.label': { text: 'Źle widziane', source: '0df4abb48b3ffe' },
    'scale.2.label': { text: 'Aktywnie zniechęcane', source: '1df7be03ee27fe' },
    'scale.3.label': { text: 'Karane upomnieniem', source: '16bd16b4abe286' },
    'scale.4.label': { text: 'Zero tolerancji', source: '050830ff71a0f5' },
    'scenarios.scenario_1.text': {
      text: 'Pracownik regularnie spóźnia się 15 minut, ale zostaje dłużej, by odrobić ten czas.',
      source: '15edbd6fdc3064',
    },
    'scenarios.scenario_2.text': {
      text: 'Ktoś zabiera do domu materiały biurowe, takie jak długopisy i notesy, na własny użytek.',
      source: '11f06822a8ddaf',
    },
    'scenarios.scenario_3.text': {
      text: 'Członek zespołu zdradza współpracownikowi szczegóły nadchodzącej reorganizacji, zanim zostanie ogłoszona.',
      source: '0fefdc53cdba50',
    },
    'scenarios.scenario_4.text': {
      text: 'Pracownik przyjmuje drogi prezent od dostawcy w trakcie negocjacji umowy.',
      source: '0b035b43235684',
    },
    'scenarios.scenario_5.text': {
      text: 'Kierownik krytykuje pracę członka zespołu przy całym zespole podczas spotkania.',
      source: '109ef76805db85',
    },
    'scenarios.scenario_6.text': {
      text: 'Ktoś przedstawia na spotkaniu pomysł współpracownika, nie wspominając, skąd pochodzi.',
      source: '0e10dcdcac1400',
    },
    'scenarios.scenario_7.text': {
      text: 'Pracownik spędza w godzinach pracy około godziny dziennie w prywatnych mediach społecznościowych.',
      source: '0593581cc6e2f0',
    },
    'scenarios.scenario_8.text': {
      text: 'Członek zespołu zaokrągla godziny w karcie czasu pracy w górę do najbliższego pół dnia.',
      source: '0a25e18024b6c5',
    },
    'scenarios.scenario_9.text': {
      text: 'Pracownik żartuje z akcentu współpracownika w sposób, który niektórzy uważają za obraźliwy.',
      source: '1aa6ea7b7a22c9',
    },
    'scenarios.scenario_10.text': {
      text: 'Ktoś pomija obowiązkową kontrolę bezpieczeństwa lub jakości, by zdążyć z napiętym terminem.',
      source: '0a3c4820bf64d3',
    },
    'scenarios.scenario_11.text': {
      text: 'Pracownik przesyła współpracownikowi dane klienta przez prywatny komunikator.',
      source: '1e9a1ea647c2b9',
    },
    'scenarios.scenario_12.text': {
      text: 'Członek zespołu wieczorami pracuje nad płatnym projektem pobocznym dla innej firmy, nikomu o tym nie mówiąc.',
      source: '180f5e3157bbcc',
    },
    'scenarios.scenario_13.text': {
      text: 'Ktoś otwarcie skarży się na swojego kierownika przed innymi zespołami.',
      source: '1c47a26f63a8bb',
    },
    'scenarios.scenario_14.text': {
      text: 'Pracownik nie odpowiada na służbowe wiadomości wysyłane po godzinach pracy lub w weekendy.',
      source: '0cfd56f282570f',
    },
    'scenarios.scenario_15.text': {
      text: 'Kierownik zatrudnia bliskiego przyjaciela na wolne stanowisko bez konkurencyjnej rekrutacji.',
      source: '04a409b603b242',
    },
  },
} satisfies SectionLocaleFile;
