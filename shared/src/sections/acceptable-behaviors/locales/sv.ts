import type { SectionLocaleFile } from '../../locale-file';

// acceptable_behaviors in sv: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Acceptabla beteenden', source: '0cdf5a0121c54f' },
    instructions: {
      text: 'Välj för varje situation hur den skulle hanteras på den arbetsplats du beskriver.',
      source: '013e39bf4830a1',
    },
    'scale.0.label': { text: 'Acceptabelt', source: '066514f39ebba4' },
    'scale.1.label': { text: 'Ogillas', source: '0df4abb48b3ffe' },
    'scale.2.label': { text: 'Motverkas aktivt', source: '1df7be03ee27fe' },
    'scale.3.label': { text: 'Leder till tillrättavisning', source: '16bd16b4abe286' },
    'scale.4.label': { text: 'Nolltolerans', source: '050830ff71a0f5' },
    'scenarios.scenario_1.text': {
      text: 'En anställd kommer regelbundet 15 minuter för sent men stannar längre för att ta igen tiden.',
      source: '15edbd6fdc3064',
    },
    'scenarios.scenario_2.text': {
      text: 'Någon tar med sig kontorsmaterial som pennor och anteckningsböcker hem för privat bruk.',
      source: '11f06822a8ddaf',
    },
    'scenarios.scenario_3.text': {
      text: 'En teammedlem berättar detaljer om en kommande omorganisation för en kollega innan den har tillkännagetts.',
      source: '0fefdc53cdba50',
    },
    'scenarios.scenario_4.text': {
      text: 'En anställd tar emot en dyr gåva från en leverantör under avtalsförhandlingar.',
      source: '0b035b43235684',
    },
    'scenarios.scenario_5.text': {
      text: 'En chef kritiserar en teammedlems arbete inför hela teamet under ett möte.',
      source: '109ef76805db85',
    },
    'scenarios.scenario_6.text': {
      text: 'Någon presenterar en kollegas idé på ett möte utan att nämna var den kom ifrån.',
      source: '0e10dcdcac1400',
    },
    'scenarios.scenario_7.text': {
      text: 'En anställd ägnar ungefär en timme om dagen åt privata sociala medier under arbetstid.',
      source: '0593581cc6e2f0',
    },
    'scenarios.scenario_8.text': {
      text: 'En teammedlem avrundar timmarna på tidrapporten uppåt till närmaste halvdag.',
      source: '0a25e18024b6c5',
    },
    'scenarios.scenario_9.text': {
      text: 'En anställd skämtar om en kollegas brytning på ett sätt som vissa tycker är kränkande.',
      source: '1aa6ea7b7a22c9',
    },
    'scenarios.scenario_10.text': {
      text: 'Någon hoppar över en obligatorisk säkerhets- eller kvalitetskontroll för att hinna med en snäv tidsfrist.',
      source: '0a3c4820bf64d3',
    },
    'scenarios.scenario_11.text': {
      text: 'En anställd använder en privat meddelandeapp för att skicka kundinformation till en kollega.',
      source: '1e9a1ea647c2b9',
    },
    'scenarios.scenario_12.text': {
      text: 'En teammedlem arbetar på kvällarna med ett betalt sidoprojekt för ett annat företag utan att berätta det för någon.',
      source: '180f5e3157bbcc',
    },
    'scenarios.scenario_13.text': {
      text: 'Någon klagar öppet på sin chef inför andra team.',
      source: '1c47a26f63a8bb',
    },
    'scenarios.scenario_14.text': {
      text: 'En anställd svarar inte på arbetsmeddelanden som skickas efter arbetstid eller på helger.',
      source: '0cfd56f282570f',
    },
    'scenarios.scenario_15.text': {
      text: 'En chef anställer en nära vän till en ledig tjänst utan konkurrensutsatt urval.',
      source: '04a409b603b242',
    },
  },
} satisfies SectionLocaleFile;
