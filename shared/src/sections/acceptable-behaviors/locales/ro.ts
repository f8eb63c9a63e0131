import type { SectionLocaleFile } from '../../locale-file';

// acceptable_behaviors in ro: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Comportamente acceptabile', source: '0cdf5a0121c54f' },
    instructions: {
      text: 'Pentru fiecare situație, alegeți cum ar fi tratată la locul de muncă pe care îl descrieți.',
      source: '013e39bf4830a1',
    },
    'scale.0.label': { text: 'Acceptabil', source: '066514f39ebba4' },
    'scale.1.label': { text: 'Privit cu dezaprobare', source: '0df4abb48b3ffe' },
    'scale.2.label': { text: 'Descurajat activ', source: '1df7be03ee27fe' },
    'scale.3.label': { text: 'Sancționat', source: '16bd16b4abe286' },
    'scale.4.label': { text: 'Toleranță zero', source: '050830ff71a0f5' },
    'scenarios.scenario_1.text': {
      text: 'Un angajat întârzie regulat 15 minute, dar rămâne mai mult ca să recupereze timpul.',
      source: '15edbd6fdc3064',
    },
    'scenarios.scenario_2.text': {
      text: 'Cineva ia acasă rechizite de birou, cum ar fi pixuri și carnete, pentru uz personal.',
      source: '11f06822a8ddaf',
    },
    'scenarios.scenario_3.text': {
      text: 'Un membru al echipei îi dezvăluie unui coleg detalii despre o reorganizare iminentă înainte ca aceasta să fie anunțată.',
      source: '0fefdc53cdba50',
    },
    'scenarios.scenario_4.text': {
      text: 'Un angajat acceptă un cadou scump de la un furnizor în timpul negocierii unui contract.',
      source: '0b035b43235684',
    },
    'scenarios.scenario_5.text': {
      text: 'Un manager critică munca unui membru al echipei în fața întregii echipe, în timpul unei ședințe.',
      source: '109ef76805db85',
    },
    'scenarios.scenario_6.text': {
      text: 'Cineva prezintă ideea unui coleg într-o ședință fără să menționeze de unde provine.',
      source: '0e10dcdcac1400',
    },
    'scenarios.scenario_7.text': {
      text: 'Un angajat petrece aproximativ o oră pe zi pe rețelele sociale personale în timpul programului.',
      source: '0593581cc6e2f0',
    },
    'scenarios.scenario_8.text': {
      text: 'Un membru al echipei rotunjește în sus orele din pontaj la cea mai apropiată jumătate de zi.',
      source: '0a25e18024b6c5',
    },
    'scenarios.scenario_9.text': {
      text: 'Un angajat face glume despre accentul unui coleg, pe care unii le consideră jignitoare.',
      source: '1aa6ea7b7a22c9',
    },
    'scenarios.scenario_10.text': {
      text: 'Cineva sare peste o verificare obligatorie de siguranță sau de calitate pentru a respecta un termen strâns.',
      source: '0a3c4820bf64d3',
    },
    'scenarios.scenario_11.text': {
      text: 'Un angajat folosește o aplicație personală de mesagerie pentru a trimite date ale clienților unui coleg.',
      source: '1e9a1ea647c2b9',
    },
    'scenarios.scenario_12.text': {
      text: 'Un membru al echipei lucrează seara la un proiect secundar plătit pentru altă companie, fără să spună nimănui.',
      source: '180f5e3157bbcc',
    },
    'scenarios.scenario_13.text': {
      text: 'Cineva se plânge deschis de managerul său în fața altor echipe.',
      source: '1c47a26f63a8bb',
    },
    'scenarios.scenario_14.text': {
      text: 'Un angajat nu răspunde la mesajele de serviciu trimise după program sau în weekend.',
      source: '0cfd56f282570f',
    },
    'scenarios.scenario_15.text': {
      text: 'Un manager își angajează un prieten apropiat pe un post liber fără un proces de selecție competitiv.',
      source: '04a409b603b242',
    },
  },
} satisfies SectionLocaleFile;
