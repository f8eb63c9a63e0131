import type { SectionLocaleFile } from '../../locale-file';

// acceptable_behaviors in sq: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Sjelljet e pranueshme', source: '0cdf5a0121c54f' },
    instructions: {
      text: 'Për çdo situatë, zgjidhni si do të trajtohej në vendin e punës që po përshkruani.',
      source: '013e39bf4830a1',
    },
    'scale.0.label': { text: 'E pranueshme', source: '066514f39ebba4' },
    'scale.1.label': { text: 'E parë me sy të keq', source: '0df4abb48b3ffe' },
    'scale.2.label': { text: 'E dekurajuar aktivisht', source: '1df7be03ee27fe' },
    'scale.3.label': { text: 'E qortuar', source: '16bd16b4abe286' },
    'scale.4.label': { text: 'Tolerancë zero', source: '050830ff71a0f5' },
    'scenarios.scenario_1.text': {
      text: 'Një punonjës vonohet rregullisht 15 minuta, por qëndron më gjatë për ta kompensuar kohën.',
      source: '15edbd6fdc3064',
    },
    'scenarios.scenario_2.text': {
      text: 'Dikush merr në shtëpi materiale zyre, si stilolapsa dhe blloqe shënimesh, për përdorim personal.',
      source: '11f06822a8ddaf',
    },
    'scenarios.scenario_3.text': {
      text: 'Një anëtar i ekipit i tregon një kolegu hollësi për një riorganizim të ardhshëm para se të shpallet.',
      source: '0fefdc53cdba50',
    },
    'scenarios.scenario_4.text': {
      text: 'Një punonjës pranon një dhuratë të shtrenjtë nga një furnitor gjatë negociatave për një kontratë.',
      source: '0b035b43235684',
    },
    'scenarios.scenario_5.text': {
      text: 'Një menaxher kritikon punën e një anëtari të ekipit para gjithë ekipit gjatë një takimi.',
      source: '109ef76805db85',
    },
    'scenarios.scenario_6.text': {
      text: 'Dikush paraqet në një takim idenë e një kolegu pa përmendur nga erdhi.',
      source: '0e10dcdcac1400',
    },
    'scenarios.scenario_7.text': {
      text: 'Një punonjës kalon rreth një orë në ditë në rrjetet sociale personale gjatë orarit të punës.',
      source: '0593581cc6e2f0',
    },
    'scenarios.scenario_8.text': {
      text: 'Një anëtar i ekipit i rrumbullakos lart orët në fletën e orarit deri te gjysmëdita më e afërt.',
      source: '0a25e18024b6c5',
    },
    'scenarios.scenario_9.text': {
      text: 'Një punonjës bën shaka me theksin e një kolegu, gjë që disa e gjejnë fyese.',
      source: '1aa6ea7b7a22c9',
    },
    'scenarios.scenario_10.text': {
      text: 'Dikush anashkalon një kontroll të detyrueshëm sigurie ose cilësie për të arritur një afat të ngushtë.',
      source: '0a3c4820bf64d3',
    },
    'scenarios.scenario_11.text': {
      text: "Një punonjës përdor një aplikacion personal mesazhesh për t'i dërguar një kolegu të dhëna të klientëve.",
      source: '1e9a1ea647c2b9',
    },
    'scenarios.scenario_12.text': {
      text: 'Një anëtar i ekipit punon në mbrëmje në një projekt anësor me pagesë për një kompani tjetër pa i treguar askujt.',
      source: '180f5e3157bbcc',
    },
    'scenarios.scenario_13.text': {
      text: 'Dikush ankohet hapur për menaxherin e vet te ekipet e tjera.',
      source: '1c47a26f63a8bb',
    },
    'scenarios.scenario_14.text': {
      text: 'Një punonjës nuk u përgjigjet mesazheve të punës të dërguara pas orarit ose në fundjavë.',
      source: '0cfd56f282570f',
    },
    'scenarios.scenario_15.text': {
      text: 'Një menaxher punëson një mik të ngushtë për një vend të lirë pa një proces konkurrues.',
      source: '04a409b603b242',
    },
  },
} satisfies SectionLocaleFile;
