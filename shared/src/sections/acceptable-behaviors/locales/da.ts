import type { SectionLocaleFile } from '../../locale-file';

// acceptable_behaviors in da: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Acceptabel adfærd', source: '0cdf5a0121c54f' },
    instructions: {
      text: 'Vælg for hver situation, hvordan den ville blive håndteret på den arbejdsplads, du beskriver.',
      source: '013e39bf4830a1',
    },
    'scale.0.label': { text: 'Acceptabelt', source: '066514f39ebba4' },
    'scale.1.label': { text: 'Ilde set', source: '0df4abb48b3ffe' },
    'scale.2.label': { text: 'Modarbejdes aktivt', source: '1df7be03ee27fe' },
    'scale.3.label': { text: 'Medfører en påtale', source: '16bd16b4abe286' },
    'scale.4.label': { text: 'Nultolerance', source: '050830ff71a0f5' },
    'scenarios.scenario_1.text': {
      text: 'En medarbejder kommer jævnligt 15 minutter for sent, men bliver længere for at indhente tiden.',
      source: '15edbd6fdc3064',
    },
    'scenarios.scenario_2.text': {
      text: 'En person tager kontorartikler som kuglepenne og notesbøger med hjem til privat brug.',
      source: '11f06822a8ddaf',
    },
    'scenarios.scenario_3.text': {
      text: 'Et teammedlem fortæller en kollega detaljer om en kommende omstrukturering, før den er offentliggjort.',
      source: '0fefdc53cdba50',
    },
    'scenarios.scenario_4.text': {
      text: 'En medarbejder tager imod en dyr gave fra en leverandør under kontraktforhandlinger.',
      source: '0b035b43235684',
    },
    'scenarios.scenario_5.text': {
      text: 'En leder kritiserer et teammedlems arbejde foran hele teamet på et møde.',
      source: '109ef76805db85',
    },
    'scenarios.scenario_6.text': {
      text: 'En person præsenterer en kollegas idé på et møde uden at nævne, hvor den kom fra.',
      source: '0e10dcdcac1400',
    },
    'scenarios.scenario_7.text': {
      text: 'En medarbejder bruger omkring en time om dagen på private sociale medier i arbejdstiden.',
      source: '0593581cc6e2f0',
    },
    'scenarios.scenario_8.text': {
      text: 'Et teammedlem runder timerne på timesedlen op til nærmeste halve dag.',
      source: '0a25e18024b6c5',
    },
    'scenarios.scenario_9.text': {
      text: 'En medarbejder laver vittigheder om en kollegas accent, som nogle finder krænkende.',
      source: '1aa6ea7b7a22c9',
    },
    'scenarios.scenario_10.text': {
      text: 'En person springer et obligatorisk sikkerheds- eller kvalitetstjek over for at nå en stram deadline.',
      source: '0a3c4820bf64d3',
    },
    'scenarios.scenario_11.text': {
      text: 'En medarbejder bruger en privat beskedapp til at sende kundeoplysninger til en kollega.',
      source: '1e9a1ea647c2b9',
    },
    'scenarios.scenario_12.text': {
      text: 'Et teammedlem arbejder om aftenen på et betalt sideprojekt for en anden virksomhed uden at fortælle det til nogen.',
      source: '180f5e3157bbcc',
    },
    'scenarios.scenario_13.text': {
      text: 'En person klager åbent over sin leder over for andre teams.',
      source: '1c47a26f63a8bb',
    },
    'scenarios.scenario_14.text': {
      text: 'En medarbejder svarer ikke på arbejdsbeskeder, der sendes efter arbejdstid eller i weekenden.',
      source: '0cfd56f282570f',
    },
    'scenarios.scenario_15.text': {
      text: 'En leder ansætter en nær ven i en ledig stilling uden en konkurrencebaseret proces.',
      source: '04a409b603b242',
    },
  },
} satisfies SectionLocaleFile;
