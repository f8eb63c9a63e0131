import type { SectionLocaleFile } from '../../locale-file';

// work_style_identifier in nl: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Werkstijlbepaler', source: '1f0c60bd73f0f7' },
    instructions: {
      text: 'Kies voor elke situatie de reactie die het dichtst ligt bij wat je van nature zou doen. Er zijn geen goede of foute antwoorden.',
      source: '1525cac3265adf',
    },
    'styles.people.name': { text: 'Mensen', source: '1e9ca6c7397706' },
    'styles.people.description': {
      text: 'Richt zich op relaties, communicatie en het team.',
      source: '08675f6ad7cd87',
    },
    'styles.process.name': { text: 'Proces', source: '00649b56ffd7ce' },
    'styles.process.description': {
      text: 'Richt zich op structuur, planning en hoe het werk wordt gedaan.',
      source: '119d0abb5dea8f',
    },
    'styles.product.name': { text: 'Product', source: '147a8a0545eb31' },
    'styles.product.description': {
      text: 'Richt zich op het resultaat, de kwaliteit ervan en de waarde voor gebruikers.',
      source: '1fe40819dc5447',
    },
    'scenarios.scenario_1.text': {
      text: 'Je stapt in een nieuw project dat al loopt. Wat doe je eerst?',
      source: '0dfafca3038c6e',
    },
    'scenarios.scenario_1.options.option_1.text': {
      text: 'De teamleden één voor één spreken om te leren hoe ze werken.',
      source: '1c098f33cb6358',
    },
    'scenarios.scenario_1.options.option_2.text': {
      text: 'Het plan, de planning en de manier van besluiten doorlezen.',
      source: '01b9a70eafd252',
    },
    'scenarios.scenario_1.options.option_3.text': {
      text: 'De huidige versie uitproberen van wat er gebouwd wordt.',
      source: '049008ac0e04b7',
    },
    'scenarios.scenario_2.text': { text: 'Een deadline komt in gevaar. Hoe reageer je?', source: '1f98c8bcca4a8b' },
    'scenarios.scenario_2.options.option_1.text': {
      text: 'De omvang beperken tot de functies die voor gebruikers het belangrijkst zijn.',
      source: '07e96df1f57c77',
    },
    'scenarios.scenario_2.options.option_2.text': {
      text: 'Nagaan hoe het team het volhoudt en de werkdruk herverdelen.',
      source: '086311204fbed5',
    },
    'scenarios.scenario_2.options.option_3.text': {
      text: 'De resterende taken opnieuw plannen en het knelpunt wegnemen.',
      source: '1676c3899ba46e',
    },
    'scenarios.scenario_3.text': {
      text: 'Twee collega’s zijn het oneens over de aanpak van een taak. Wat doe je?',
      source: '1c38b1ce60ae98',
    },
    'scenarios.scenario_3.options.option_1.text': {
      text: 'Voorstellen om eerst criteria en een manier van beslissen af te spreken.',
      source: '102f2f0769dfc9',
    },
    'scenarios.scenario_3.options.option_2.text': {
      text: 'Vragen welke aanpak het betere resultaat geeft en die testen.',
      source: '15730380078ea3',
    },
    'scenarios.scenario_3.options.option_3.text': {
      text: 'Met beiden praten om hun zorgen te begrijpen.',
      source: '05eb79046b6b94',
    },
    'scenarios.scenario_4.text': {
      text: 'Wat geeft je aan het eind van een week de meeste voldoening?',
      source: '105635f4452bad',
    },
    'scenarios.scenario_4.options.option_1.text': {
      text: 'Een collega hebben geholpen om succes te hebben.',
      source: '18a448df168c17',
    },
    'scenarios.scenario_4.options.option_2.text': {
      text: 'Zien dat iets wat ik gebouwd heb, gebruikt wordt.',
      source: '06dd5c28e1dd6e',
    },
    'scenarios.scenario_4.options.option_3.text': {
      text: 'Een terugkerende taak soepeler hebben laten verlopen.',
      source: '14c25f3b230485',
    },
    'scenarios.scenario_5.text': {
      text: 'Je krijgt een vaag verzoek van je leidinggevende. Wat is je eerste stap?',
      source: '1f6a3b5b753562',
    },
    'scenarios.scenario_5.options.option_1.text': {
      text: 'De stappen, eigenaren en deadline opschrijven en die laten bevestigen.',
      source: '0a111ff3e53b8e',
    },
    'scenarios.scenario_5.options.option_2.text': {
      text: 'Vragen voor wie het is en wat ze ervan verwachten.',
      source: '1d34f94c990a03',
    },
    'scenarios.scenario_5.options.option_3.text': {
      text: 'Snel een eerste versie schetsen om op te kunnen reageren.',
      source: '14d5aac6f8ae0a',
    },
    'scenarios.scenario_6.text': {
      text: 'In je team wordt een nieuw hulpmiddel ingevoerd. Wat vind je het belangrijkst?',
      source: '1ffe1c701771e4',
    },
    'scenarios.scenario_6.options.option_1.text': {
      text: 'Dat het ons helpt beter werk af te leveren.',
      source: '093bad0a0c3b68',
    },
    'scenarios.scenario_6.options.option_2.text': {
      text: 'Dat het past bij onze manier van werken en stapsgewijs wordt ingevoerd.',
      source: '0148dd78866574',
    },
    'scenarios.scenario_6.options.option_3.text': {
      text: 'Dat iedereen zich er prettig bij voelt en getraind is om het te gebruiken.',
      source: '08abf09072e383',
    },
    'scenarios.scenario_7.text': {
      text: 'Een klant klaagt over iets wat je team heeft geleverd. Wat doe je eerst?',
      source: '09737f1b9023d1',
    },
    'scenarios.scenario_7.options.option_1.text': {
      text: 'De klant bellen om te luisteren en gerust te stellen.',
      source: '0b9434cd85a375',
    },
    'scenarios.scenario_7.options.option_2.text': {
      text: 'Uitzoeken waar in ons proces het probleem erdoor is geglipt.',
      source: '1edfd2b775db66',
    },
    'scenarios.scenario_7.options.option_3.text': {
      text: 'Het probleem nabootsen en oplossen.',
      source: '045b5ac0a1aece',
    },
    'scenarios.scenario_8.text': {
      text: 'Welke vraag stel je meestal in een planningsoverleg?',
      source: '079920d7ae5c86',
    },
    'scenarios.scenario_8.options.option_1.text': {
      text: 'Wat krijgen gebruikers dat ze vandaag niet hebben?',
      source: '08cd531efc0b98',
    },
    'scenarios.scenario_8.options.option_2.text': {
      text: 'Wie moet erbij betrokken worden, en hebben die mensen tijd?',
      source: '102906789fc043',
    },
    'scenarios.scenario_8.options.option_3.text': {
      text: 'Wat zijn de mijlpalen en hoe houden we die bij?',
      source: '0c065a4484c27c',
    },
    'scenarios.scenario_9.text': {
      text: 'Je hebt een vrije middag om iets op het werk te verbeteren. Wat kies je?',
      source: '0781800f4805fe',
    },
    'scenarios.scenario_9.options.option_1.text': {
      text: 'Een proces vastleggen dat alleen in iemands hoofd zit.',
      source: '0e9725fb0cbd37',
    },
    'scenarios.scenario_9.options.option_2.text': {
      text: 'Een functie bijschaven die gebruikers onhandig vinden.',
      source: '00a3ae74adc238',
    },
    'scenarios.scenario_9.options.option_3.text': {
      text: 'Tijd besteden aan het inwerken van een nieuwe collega.',
      source: '1eb1ca7ef7f61b',
    },
  },
} satisfies SectionLocaleFile;
