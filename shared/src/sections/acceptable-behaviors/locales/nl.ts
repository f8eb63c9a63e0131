import type { SectionLocaleFile } from '../../locale-file';

// acceptable_behaviors in nl: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Acceptabel gedrag', source: '0cdf5a0121c54f' },
    instructions: {
      text: 'Kies voor elke situatie hoe die zou worden behandeld op de werkplek die je beschrijft.',
      source: '013e39bf4830a1',
    },
    'scale.0.label': { text: 'Acceptabel', source: '066514f39ebba4' },
    'scale.1.label': { text: 'Wordt niet gewaardeerd', source: '0df4abb48b3ffe' },
    'scale.2.label': { text: 'Wordt actief ontmoedigd', source: '1df7be03ee27fe' },
    'scale.3.label': { text: 'Leidt tot berisping', source: '16bd16b4abe286' },
    'scale.4.label': { text: 'Nultolerantie', source: '050830ff71a0f5' },
    'scenarios.scenario_1.text': {
      text: 'Een medewerker komt regelmatig 15 minuten te laat, maar blijft langer om de tijd in te halen.',
      source: '15edbd6fdc3064',
    },
    'scenarios.scenario_2.text': {
      text: 'Iemand neemt kantoorartikelen zoals pennen en notitieboeken mee naar huis voor eigen gebruik.',
      source: '11f06822a8ddaf',
    },
    'scenarios.scenario_3.text': {
      text: 'Een teamlid deelt details van een komende reorganisatie met een collega voordat die is aangekondigd.',
      source: '0fefdc53cdba50',
    },
    'scenarios.scenario_4.text': {
      text: 'Een medewerker neemt tijdens contractonderhandelingen een duur cadeau van een leverancier aan.',
      source: '0b035b43235684',
    },
    'scenarios.scenario_5.text': {
      text: 'Een leidinggevende bekritiseert in een vergadering het werk van een teamlid waar het hele team bij is.',
      source: '109ef76805db85',
    },
    'scenarios.scenario_6.text': {
      text: 'Iemand presenteert in een vergadering het idee van een collega zonder te zeggen waar het vandaan komt.',
      source: '0e10dcdcac1400',
    },
    'scenarios.scenario_7.text': {
      text: 'Een medewerker besteedt onder werktijd ongeveer een uur per dag aan persoonlijke sociale media.',
      source: '0593581cc6e2f0',
    },
    'scenarios.scenario_8.text': {
      text: 'Een teamlid rondt de uren op het urenbriefje naar boven af op de dichtstbijzijnde halve dag.',
      source: '0a25e18024b6c5',
    },
    'scenarios.scenario_9.text': {
      text: 'Een medewerker maakt grappen over het accent van een collega die sommige mensen kwetsend vinden.',
      source: '1aa6ea7b7a22c9',
    },
    'scenarios.scenario_10.text': {
      text: 'Iemand slaat een verplichte veiligheids- of kwaliteitscontrole over om een krappe deadline te halen.',
      source: '0a3c4820bf64d3',
    },
    'scenarios.scenario_11.text': {
      text: 'Een medewerker stuurt klantgegevens naar een collega via een persoonlijke berichtenapp.',
      source: '1e9a1ea647c2b9',
    },
    'scenarios.scenario_12.text': {
      text: 'Een teamlid werkt ’s avonds aan een betaald nevenproject voor een ander bedrijf zonder het iemand te vertellen.',
      source: '180f5e3157bbcc',
    },
    'scenarios.scenario_13.text': {
      text: 'Iemand klaagt openlijk bij andere teams over de eigen leidinggevende.',
      source: '1c47a26f63a8bb',
    },
    'scenarios.scenario_14.text': {
      text: 'Een medewerker reageert niet op werkberichten die na werktijd of in het weekend worden gestuurd.',
      source: '0cfd56f282570f',
    },
    'scenarios.scenario_15.text': {
      text: 'Een leidinggevende neemt een goede vriend aan voor een vacature zonder open selectieprocedure.',
      source: '04a409b603b242',
    },
  },
} satisfies SectionLocaleFile;
