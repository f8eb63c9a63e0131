import type { SectionLocaleFile } from '../../locale-file';

// acceptable_behaviors in no: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Akseptabel atferd', source: '0cdf5a0121c54f' },
    instructions: {
      text: 'For hver situasjon velger du hvordan den ville blitt behandlet på arbeidsplassen du beskriver.',
      source: '013e39bf4830a1',
    },
    'scale.0.label': { text: 'Akseptabelt', source: '066514f39ebba4' },
    'scale.1.label': { text: 'Sett ned på', source: '0df4abb48b3ffe' },
    'scale.2.label': { text: 'Aktivt frarådet', source: '1df7be03ee27fe' },
    'scale.3.label': { text: 'Gir reaksjon', source: '16bd16b4abe286' },
    'scale.4.label': { text: 'Nulltoleranse', source: '050830ff71a0f5' },
    'scenarios.scenario_1.text': {
      text: 'En ansatt kommer jevnlig 15 minutter for sent, men blir lenger for å ta igjen tiden.',
      source: '15edbd6fdc3064',
    },
    'scenarios.scenario_2.text': {
      text: 'Noen tar med seg kontorrekvisita som penner og notatbøker hjem til privat bruk.',
      source: '11f06822a8ddaf',
    },
    'scenarios.scenario_3.text': {
      text: 'Et teammedlem forteller en kollega detaljer om en kommende omorganisering før den er kunngjort.',
      source: '0fefdc53cdba50',
    },
    'scenarios.scenario_4.text': {
      text: 'En ansatt tar imot en dyr gave fra en leverandør under kontraktsforhandlinger.',
      source: '0b035b43235684',
    },
    'scenarios.scenario_5.text': {
      text: 'En leder kritiserer et teammedlems arbeid foran hele teamet i et møte.',
      source: '109ef76805db85',
    },
    'scenarios.scenario_6.text': {
      text: 'Noen legger fram en kollegas idé i et møte uten å nevne hvor den kom fra.',
      source: '0e10dcdcac1400',
    },
    'scenarios.scenario_7.text': {
      text: 'En ansatt bruker omtrent en time om dagen på private sosiale medier i arbeidstiden.',
      source: '0593581cc6e2f0',
    },
    'scenarios.scenario_8.text': {
      text: 'Et teammedlem runder opp timene på timelisten til nærmeste halve dag.',
      source: '0a25e18024b6c5',
    },
    'scenarios.scenario_9.text': {
      text: 'En ansatt kommer med vitser om en kollegas aksent som noen opplever som krenkende.',
      source: '1aa6ea7b7a22c9',
    },
    'scenarios.scenario_10.text': {
      text: 'Noen hopper over en pålagt sikkerhets- eller kvalitetskontroll for å rekke en stram frist.',
      source: '0a3c4820bf64d3',
    },
    'scenarios.scenario_11.text': {
      text: 'En ansatt bruker en privat meldingsapp til å sende kundeinformasjon til en kollega.',
      source: '1e9a1ea647c2b9',
    },
    'scenarios.scenario_12.text': {
      text: 'Et teammedlem jobber med et betalt sideprosjekt for et annet selskap om kveldene uten å si det til noen.',
      source: '180f5e3157bbcc',
    },
    'scenarios.scenario_13.text': {
      text: 'Noen klager åpent på lederen sin til andre team.',
      source: '1c47a26f63a8bb',
    },
    'scenarios.scenario_14.text': {
      text: 'En ansatt svarer ikke på jobbmeldinger som sendes etter arbeidstid eller i helgene.',
      source: '0cfd56f282570f',
    },
    'scenarios.scenario_15.text': {
      text: 'En leder ansetter en nær venn i en ledig stilling uten en åpen ansettelsesprosess.',
      source: '04a409b603b242',
    },
  },
} satisfies SectionLocaleFile;
