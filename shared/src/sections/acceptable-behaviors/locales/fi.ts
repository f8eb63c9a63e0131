import type { SectionLocaleFile } from '../../locale-file';

// acceptable_behaviors in fi: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Hyväksyttävä käytös', source: '0cdf5a0121c54f' },
    instructions: {
      text: 'Valitse kunkin tilanteen kohdalla, miten siihen suhtauduttaisiin kuvaamallasi työpaikalla.',
      source: '013e39bf4830a1',
    },
    'scale.0.label': { text: 'Hyväksyttävää', source: '066514f39ebba4' },
    'scale.1.label': { text: 'Paheksuttavaa', source: '0df4abb48b3ffe' },
    'scale.2.label': { text: 'Aktiivisesti estettävää', source: '1df7be03ee27fe' },
    'scale.3.label': { text: 'Johtaa huomautukseen', source: '16bd16b4abe286' },
    'scale.4.label': { text: 'Nollatoleranssi', source: '050830ff71a0f5' },
    'scenarios.scenario_1.text': {
      text: 'Työntekijä saapuu säännöllisesti 15 minuuttia myöhässä, mutta jää vastaavasti pidempään korvatakseen ajan.',
      source: '15edbd6fdc3064',
    },
    'scenarios.scenario_2.text': {
      text: 'Joku vie toimistotarvikkeita, kuten kyniä ja muistivihkoja, kotiin omaan käyttöönsä.',
      source: '11f06822a8ddaf',
    },
    'scenarios.scenario_3.text': {
      text: 'Tiimin jäsen kertoo kollegalle tulevan organisaatiomuutoksen yksityiskohdista ennen kuin siitä on ilmoitettu.',
      source: '0fefdc53cdba50',
    },
    'scenarios.scenario_4.text': {
      text: 'Työntekijä ottaa toimittajalta vastaan kalliin lahjan sopimusneuvottelujen aikana.',
      source: '0b035b43235684',
    },
    'scenarios.scenario_5.text': {
      text: 'Esihenkilö arvostelee tiimin jäsenen työtä koko tiimin edessä palaverissa.',
      source: '109ef76805db85',
    },
    'scenarios.scenario_6.text': {
      text: 'Joku esittelee kollegan idean palaverissa mainitsematta, keneltä se on peräisin.',
      source: '0e10dcdcac1400',
    },
    'scenarios.scenario_7.text': {
      text: 'Työntekijä käyttää noin tunnin päivässä henkilökohtaiseen sosiaaliseen mediaan työaikana.',
      source: '0593581cc6e2f0',
    },
    'scenarios.scenario_8.text': {
      text: 'Tiimin jäsen pyöristää tuntikirjanpitonsa tunnit ylöspäin lähimpään puoleen päivään.',
      source: '0a25e18024b6c5',
    },
    'scenarios.scenario_9.text': {
      text: 'Työntekijä laskee leikkiä kollegan aksentista tavalla, jota jotkut pitävät loukkaavana.',
      source: '1aa6ea7b7a22c9',
    },
    'scenarios.scenario_10.text': {
      text: 'Joku jättää pakollisen turvallisuus- tai laatutarkastuksen väliin ehtiäkseen tiukkaan määräaikaan.',
      source: '0a3c4820bf64d3',
    },
    'scenarios.scenario_11.text': {
      text: 'Työntekijä lähettää asiakastietoja kollegalle henkilökohtaisella pikaviestisovelluksella.',
      source: '1e9a1ea647c2b9',
    },
    'scenarios.scenario_12.text': {
      text: 'Tiimin jäsen tekee iltaisin palkallista sivuprojektia toiselle yritykselle kertomatta siitä kenellekään.',
      source: '180f5e3157bbcc',
    },
    'scenarios.scenario_13.text': {
      text: 'Joku valittaa avoimesti esihenkilöstään muille tiimeille.',
      source: '1c47a26f63a8bb',
    },
    'scenarios.scenario_14.text': {
      text: 'Työntekijä ei vastaa työviesteihin, jotka lähetetään työajan ulkopuolella tai viikonloppuisin.',
      source: '0cfd56f282570f',
    },
    'scenarios.scenario_15.text': {
      text: 'Esihenkilö palkkaa läheisen ystävänsä avoimeen tehtävään ilman kilpailullista hakuprosessia.',
      source: '04a409b603b242',
    },
  },
} satisfies SectionLocaleFile;
