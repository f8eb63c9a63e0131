import type { SectionLocaleFile } from '../../locale-file';

// acceptable_behaviors in cs: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Přijatelné chování', source: '0cdf5a0121c54f' },
    instructions: {
      text: 'U každé situace zvolte, jak by se k ní přistupovalo na pracovišti, které popisujete.',
      source: '013e39bf4830a1',
    },
    'scale.0.label': { text: 'Přijatelné', source: '066514f39ebba4' },
    'scale.1.label': { text: 'Nevítané', source: '0df4abb48b3ffe' },
    'scale.2.label': { text: 'Aktivně odrazované', source: '1df7be03ee27fe' },
    'scale.3.label': { text: 'Trestané důtkou', source: '16bd16b4abe286' },
    'scale.4.label': { text: 'Nulová tolerance', source: '050830ff71a0f5' },
    'scenarios.scenario_1.text': {
      text: 'Zaměstnanec pravidelně chodí o 15 minut později, ale zůstává déle, aby čas nahradil.',
      source: '15edbd6fdc3064',
    },
    'scenarios.scenario_2.text': {
      text: 'Někdo si bere kancelářské potřeby, jako jsou pera a bloky, domů pro osobní potřebu.',
      source: '11f06822a8ddaf',
    },
    'scenarios.scenario_3.text': {
      text: 'Člen týmu prozradí kolegovi podrobnosti chystané reorganizace dřív, než je oznámena.',
      source: '0fefdc53cdba50',
    },
    'scenarios.scenario_4.text': {
      text: 'Zaměstnanec přijme během vyjednávání o smlouvě drahý dárek od dodavatele.',
      source: '0b035b43235684',
    },
    'scenarios.scenario_5.text': {
      text: 'Vedoucí kritizuje práci člena týmu na poradě před celým týmem.',
      source: '109ef76805db85',
    },
    'scenarios.scenario_6.text': {
      text: 'Někdo na poradě představí nápad kolegy, aniž by zmínil, odkud pochází.',
      source: '0e10dcdcac1400',
    },
    'scenarios.scenario_7.text': {
      text: 'Zaměstnanec tráví v pracovní době asi hodinu denně na osobních sociálních sítích.',
      source: '0593581cc6e2f0',
    },
    'scenarios.scenario_8.text': {
      text: 'Člen týmu zaokrouhluje hodiny ve výkazu práce nahoru na nejbližší půlden.',
      source: '0a25e18024b6c5',
    },
    'scenarios.scenario_9.text': {
      text: 'Zaměstnanec si dělá legraci z přízvuku kolegy způsobem, který někteří považují za urážlivý.',
      source: '1aa6ea7b7a22c9',
    },
    'scenarios.scenario_10.text': {
      text: 'Někdo vynechá povinnou bezpečnostní nebo kvalitativní kontrolu, aby stihl napjatý termín.',
      source: '0a3c4820bf64d3',
    },
    'scenarios.scenario_11.text': {
      text: 'Zaměstnanec posílá kolegovi údaje o zákaznících přes osobní aplikaci na zasílání zpráv.',
      source: '1e9a1ea647c2b9',
    },
    'scenarios.scenario_12.text': {
      text: 'Člen týmu večer pracuje na placeném vedlejším projektu pro jinou firmu a nikomu o tom neřekne.',
      source: '180f5e3157bbcc',
    },
    'scenarios.scenario_13.text': {
      text: 'Někdo si před jinými týmy otevřeně stěžuje na svého vedoucího.',
      source: '1c47a26f63a8bb',
    },
    'scenarios.scenario_14.text': {
      text: 'Zaměstnanec neodpovídá na pracovní zprávy poslané po pracovní době nebo o víkendu.',
      source: '0cfd56f282570f',
    },
    'scenarios.scenario_15.text': {
      text: 'Vedoucí přijme na volnou pozici blízkého přítele bez výběrového řízení.',
      source: '04a409b603b242',
    },
  },
} satisfies SectionLocaleFile;
