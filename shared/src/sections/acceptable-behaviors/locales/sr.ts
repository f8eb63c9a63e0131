import type { SectionLocaleFile } from '../../locale-file';

// acceptable_behaviors in sr: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Prihvatljiva ponašanja', source: '0cdf5a0121c54f' },
    instructions: {
      text: 'Za svaku situaciju izaberite kako bi se na nju gledalo na radnom mestu koje opisujete.',
      source: '013e39bf4830a1',
    },
    'scale.0.label': { text: 'Prihvatljivo', source: '066514f39ebba4' },
    'scale.1.label': { text: 'Ne gleda se blagonaklono', source: '0df4abb48b3ffe' },
    'scale.2.label': { text: 'Aktivno se obeshrabruje', source: '1df7be03ee27fe' },
    'scale.3.label': { text: 'Kažnjava se opomenom', source: '16bd16b4abe286' },
    'scale.4.label': { text: 'Nulta tolerancija', source: '050830ff71a0f5' },
    'scenarios.scenario_1.text': {
      text: 'Zaposleni redovno kasni 15 minuta, ali ostaje duže da bi nadoknadio vreme.',
      source: '15edbd6fdc3064',
    },
    'scenarios.scenario_2.text': {
      text: 'Neko nosi kući kancelarijski materijal, poput olovaka i beležnica, za ličnu upotrebu.',
      source: '11f06822a8ddaf',
    },
    'scenarios.scenario_3.text': {
      text: 'Član tima pre zvanične objave otkrije kolegi pojedinosti predstojeće reorganizacije.',
      source: '0fefdc53cdba50',
    },
    'scenarios.scenario_4.text': {
      text: 'Zaposleni tokom pregovora o ugovoru prihvati skup poklon od dobavljača.',
      source: '0b035b43235684',
    },
    'scenarios.scenario_5.text': {
      text: 'Rukovodilac na sastanku pred celim timom kritikuje rad člana tima.',
      source: '109ef76805db85',
    },
    'scenarios.scenario_6.text': {
      text: 'Neko na sastanku predstavi ideju kolege, a ne pomene odakle potiče.',
      source: '0e10dcdcac1400',
    },
    'scenarios.scenario_7.text': {
      text: 'Zaposleni tokom radnog vremena provodi oko sat vremena dnevno na ličnim društvenim mrežama.',
      source: '0593581cc6e2f0',
    },
    'scenarios.scenario_8.text': {
      text: 'Član tima u evidenciji radnog vremena zaokružuje sate naviše na najbliži pola dana.',
      source: '0a25e18024b6c5',
    },
    'scenarios.scenario_9.text': {
      text: 'Zaposleni se šali na račun akcenta kolege na način koji neki smatraju uvredljivim.',
      source: '1aa6ea7b7a22c9',
    },
    'scenarios.scenario_10.text': {
      text: 'Neko preskoči obaveznu bezbednosnu proveru ili proveru kvaliteta da bi stigao do kratkog roka.',
      source: '0a3c4820bf64d3',
    },
    'scenarios.scenario_11.text': {
      text: 'Zaposleni šalje podatke o kupcima kolegi preko lične aplikacije za poruke.',
      source: '1e9a1ea647c2b9',
    },
    'scenarios.scenario_12.text': {
      text: 'Član tima uveče radi na plaćenom sporednom projektu za drugu firmu, a da to nikome ne kaže.',
      source: '180f5e3157bbcc',
    },
    'scenarios.scenario_13.text': {
      text: 'Neko se otvoreno žali na svog rukovodioca drugim timovima.',
      source: '1c47a26f63a8bb',
    },
    'scenarios.scenario_14.text': {
      text: 'Zaposleni ne odgovara na poslovne poruke poslate posle radnog vremena ili vikendom.',
      source: '0cfd56f282570f',
    },
    'scenarios.scenario_15.text': {
      text: 'Rukovodilac zaposli bliskog prijatelja na otvoreno radno mesto bez konkursa.',
      source: '04a409b603b242',
    },
  },
} satisfies SectionLocaleFile;
