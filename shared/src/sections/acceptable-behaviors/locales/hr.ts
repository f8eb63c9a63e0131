import type { SectionLocaleFile } from '../../locale-file';

// acceptable_behaviors in hr: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Prihvatljiva ponašanja', source: '0cdf5a0121c54f' },
    instructions: {
      text: 'Za svaku situaciju odaberite kako bi se na nju gledalo na radnom mjestu koje opisujete.',
      source: '013e39bf4830a1',
    },
    'scale.0.label': { text: 'Prihvatljivo', source: '066514f39ebba4' },
    'scale.1.label': { text: 'Ne gleda se blagonaklono', source: '0df4abb48b3ffe' },
    'scale.2.label': { text: 'Aktivno se obeshrabruje', source: '1df7be03ee27fe' },
    'scale.3.label': { text: 'Kažnjava se opomenom', source: '16bd16b4abe286' },
    'scale.4.label': { text: 'Nulta tolerancija', source: '050830ff71a0f5' },
    'scenarios.scenario_1.text': {
      text: 'Zaposlenik redovito kasni 15 minuta, ali ostaje dulje kako bi nadoknadio vrijeme.',
      source: '15edbd6fdc3064',
    },
    'scenarios.scenario_2.text': {
      text: 'Netko nosi kući uredski pribor, poput olovaka i bilježnica, za osobnu upotrebu.',
      source: '11f06822a8ddaf',
    },
    'scenarios.scenario_3.text': {
      text: 'Član tima prije službene objave otkrije kolegi pojedinosti nadolazeće reorganizacije.',
      source: '0fefdc53cdba50',
    },
    'scenarios.scenario_4.text': {
      text: 'Zaposlenik tijekom pregovora o ugovoru prihvati skupi dar od dobavljača.',
      source: '0b035b43235684',
    },
    'scenarios.scenario_5.text': {
      text: 'Voditelj na sastanku pred cijelim timom kritizira rad člana tima.',
      source: '109ef76805db85',
    },
    'scenarios.scenario_6.text': {
      text: 'Netko na sastanku predstavi ideju kolege ne spominjući odakle potječe.',
      source: '0e10dcdcac1400',
    },
    'scenarios.scenario_7.text': {
      text: 'Zaposlenik tijekom radnog vremena provodi oko sat vremena dnevno na osobnim društvenim mrežama.',
      source: '0593581cc6e2f0',
    },
    'scenarios.scenario_8.text': {
      text: 'Član tima u evidenciji radnog vremena zaokružuje sate naviše na najbliži pola dana.',
      source: '0a25e18024b6c5',
    },
    'scenarios.scenario_9.text': {
      text: 'Zaposlenik se šali na račun naglaska kolege na način koji neki smatraju uvredljivim.',
      source: '1aa6ea7b7a22c9',
    },
    'scenarios.scenario_10.text': {
      text: 'Netko preskoči obveznu sigurnosnu provjeru ili provjeru kvalitete kako bi stigao do kratkog roka.',
      source: '0a3c4820bf64d3',
    },
    'scenarios.scenario_11.text': {
      text: 'Zaposlenik šalje podatke o kupcima kolegi putem osobne aplikacije za poruke.',
      source: '1e9a1ea647c2b9',
    },
    'scenarios.scenario_12.text': {
      text: 'Član tima navečer radi na plaćenom sporednom projektu za drugu tvrtku, a da to nikome ne kaže.',
      source: '180f5e3157bbcc',
    },
    'scenarios.scenario_13.text': {
      text: 'Netko se otvoreno žali na svojeg voditelja drugim timovima.',
      source: '1c47a26f63a8bb',
    },
    'scenarios.scenario_14.text': {
      text: 'Zaposlenik ne odgovara na poslovne poruke poslane nakon radnog vremena ili vikendom.',
      source: '0cfd56f282570f',
    },
    'scenarios.scenario_15.text': {
      text: 'Voditelj zaposli bliskog prijatelja na otvoreno radno mjesto bez natječajnog postupka.',
      source: '04a409b603b242',
    },
  },
} satisfies SectionLocaleFile;
