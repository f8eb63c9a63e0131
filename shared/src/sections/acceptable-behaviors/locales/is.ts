import type { SectionLocaleFile } from '../../locale-file';

// acceptable_behaviors in is: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Ásættanleg hegðun', source: '0cdf5a0121c54f' },
    instructions: {
      text: 'Veldu fyrir hverja aðstöðu hvernig tekið yrði á henni á vinnustaðnum sem þú lýsir.',
      source: '013e39bf4830a1',
    },
    'scale.0.label': { text: 'Ásættanlegt', source: '066514f39ebba4' },
    'scale.1.label': { text: 'Illa séð', source: '0df4abb48b3ffe' },
    'scale.2.label': { text: 'Virkt latt', source: '1df7be03ee27fe' },
    'scale.3.label': { text: 'Leiðir til áminningar', source: '16bd16b4abe286' },
    'scale.4.label': { text: 'Ekkert umburðarlyndi', source: '050830ff71a0f5' },
    'scenarios.scenario_1.text': {
      text: 'Starfsmaður mætir reglulega 15 mínútum of seint en er lengur til að vinna tímann upp.',
      source: '15edbd6fdc3064',
    },
    'scenarios.scenario_2.text': {
      text: 'Einhver tekur skrifstofuvörur, eins og penna og minnisbækur, heim til einkanota.',
      source: '11f06822a8ddaf',
    },
    'scenarios.scenario_3.text': {
      text: 'Liðsmaður segir samstarfsmanni frá smáatriðum væntanlegrar endurskipulagningar áður en hún er tilkynnt.',
      source: '0fefdc53cdba50',
    },
    'scenarios.scenario_4.text': {
      text: 'Starfsmaður þiggur dýra gjöf frá birgi á meðan samningaviðræður standa yfir.',
      source: '0b035b43235684',
    },
    'scenarios.scenario_5.text': {
      text: 'Stjórnandi gagnrýnir vinnu liðsmanns fyrir framan allt teymið á fundi.',
      source: '109ef76805db85',
    },
    'scenarios.scenario_6.text': {
      text: 'Einhver kynnir hugmynd samstarfsmanns á fundi án þess að geta þess hvaðan hún kom.',
      source: '0e10dcdcac1400',
    },
    'scenarios.scenario_7.text': {
      text: 'Starfsmaður ver um klukkustund á dag á eigin samfélagsmiðlum á vinnutíma.',
      source: '0593581cc6e2f0',
    },
    'scenarios.scenario_8.text': {
      text: 'Liðsmaður námundar tímana á tímaskráningunni upp að næsta hálfa degi.',
      source: '0a25e18024b6c5',
    },
    'scenarios.scenario_9.text': {
      text: 'Starfsmaður gerir grín að hreim samstarfsmanns á þann hátt að sumum þykir það móðgandi.',
      source: '1aa6ea7b7a22c9',
    },
    'scenarios.scenario_10.text': {
      text: 'Einhver sleppir lögbundinni öryggis- eða gæðaskoðun til að ná þröngum fresti.',
      source: '0a3c4820bf64d3',
    },
    'scenarios.scenario_11.text': {
      text: 'Starfsmaður notar eigið skilaboðaforrit til að senda samstarfsmanni upplýsingar um viðskiptavini.',
      source: '1e9a1ea647c2b9',
    },
    'scenarios.scenario_12.text': {
      text: 'Liðsmaður vinnur á kvöldin að launuðu hliðarverkefni fyrir annað fyrirtæki án þess að segja nokkrum frá.',
      source: '180f5e3157bbcc',
    },
    'scenarios.scenario_13.text': {
      text: 'Einhver kvartar opinskátt undan yfirmanni sínum við önnur teymi.',
      source: '1c47a26f63a8bb',
    },
    'scenarios.scenario_14.text': {
      text: 'Starfsmaður svarar ekki vinnuskilaboðum sem send eru utan vinnutíma eða um helgar.',
      source: '0cfd56f282570f',
    },
    'scenarios.scenario_15.text': {
      text: 'Stjórnandi ræður náinn vin í laust starf án samkeppnisferlis.',
      source: '04a409b603b242',
    },
  },
} satisfies SectionLocaleFile;
