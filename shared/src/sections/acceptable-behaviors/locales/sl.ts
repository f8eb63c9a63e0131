import type { SectionLocaleFile } from '../../locale-file';

// acceptable_behaviors in sl: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Sprejemljivo vedenje', source: '0cdf5a0121c54f' },
    instructions: {
      text: 'Pri vsaki situaciji izberite, kako bi jo obravnavali na delovnem mestu, ki ga opisujete.',
      source: '013e39bf4830a1',
    },
    'scale.0.label': { text: 'Sprejemljivo', source: '066514f39ebba4' },
    'scale.1.label': { text: 'Ni zaželeno', source: '0df4abb48b3ffe' },
    'scale.2.label': { text: 'Dejavno odsvetovano', source: '1df7be03ee27fe' },
    'scale.3.label': { text: 'Opomin', source: '16bd16b4abe286' },
    'scale.4.label': { text: 'Ničelna toleranca', source: '050830ff71a0f5' },
    'scenarios.scenario_1.text': {
      text: 'Zaposleni redno zamuja 15 minut, a ostane dlje, da nadoknadi čas.',
      source: '15edbd6fdc3064',
    },
    'scenarios.scenario_2.text': {
      text: 'Nekdo nosi domov pisarniški material, kot so pisala in zvezki, za osebno rabo.',
      source: '11f06822a8ddaf',
    },
    'scenarios.scenario_3.text': {
      text: 'Član tima sodelavcu pove podrobnosti o prihajajoči reorganizaciji, preden je ta objavljena.',
      source: '0fefdc53cdba50',
    },
    'scenarios.scenario_4.text': {
      text: 'Zaposleni med pogajanji o pogodbi sprejme drago darilo od dobavitelja.',
      source: '0b035b43235684',
    },
    'scenarios.scenario_5.text': {
      text: 'Vodja na sestanku pred celotnim timom kritizira delo člana tima.',
      source: '109ef76805db85',
    },
    'scenarios.scenario_6.text': {
      text: 'Nekdo na sestanku predstavi zamisel sodelavca, ne da bi omenil, od kod izvira.',
      source: '0e10dcdcac1400',
    },
    'scenarios.scenario_7.text': {
      text: 'Zaposleni med delovnim časom preživi približno uro na dan na osebnih družbenih omrežjih.',
      source: '0593581cc6e2f0',
    },
    'scenarios.scenario_8.text': {
      text: 'Član tima v evidenci delovnega časa zaokroži ure navzgor na najbližji pol dneva.',
      source: '0a25e18024b6c5',
    },
    'scenarios.scenario_9.text': {
      text: 'Zaposleni se šali na račun naglasa sodelavca, kar se nekaterim zdi žaljivo.',
      source: '1aa6ea7b7a22c9',
    },
    'scenarios.scenario_10.text': {
      text: 'Nekdo izpusti obvezno varnostno ali kakovostno preverjanje, da bi ujel tesen rok.',
      source: '0a3c4820bf64d3',
    },
    'scenarios.scenario_11.text': {
      text: 'Zaposleni pošlje podatke o strankah sodelavcu prek osebne aplikacije za sporočanje.',
      source: '1e9a1ea647c2b9',
    },
    'scenarios.scenario_12.text': {
      text: 'Član tima zvečer dela na plačanem stranskem projektu za drugo podjetje, ne da bi komu povedal.',
      source: '180f5e3157bbcc',
    },
    'scenarios.scenario_13.text': {
      text: 'Nekdo se drugim timom odkrito pritožuje nad svojim vodjo.',
      source: '1c47a26f63a8bb',
    },
    'scenarios.scenario_14.text': {
      text: 'Zaposleni ne odgovarja na službena sporočila, poslana po delovnem času ali ob koncih tedna.',
      source: '0cfd56f282570f',
    },
    'scenarios.scenario_15.text': {
      text: 'Vodja na prosto delovno mesto zaposli dobrega prijatelja brez konkurenčnega izbirnega postopka.',
      source: '04a409b603b242',
    },
  },
} satisfies SectionLocaleFile;
