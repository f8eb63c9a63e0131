import type { SectionLocaleFile } from '../../locale-file';

// work_style_identifier in no: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Arbeidsstilkartlegging', source: '1f0c60bd73f0f7' },
    instructions: {
      text: 'For hver situasjon velger du svaret som ligger nærmest det du naturlig ville gjort. Det finnes ingen riktige eller gale svar.',
      source: '1525cac3265adf',
    },
    'styles.people.name': { text: 'Mennesker', source: '1e9ca6c7397706' },
    'styles.people.description': {
      text: 'Fokuserer på relasjoner, kommunikasjon og teamet.',
      source: '08675f6ad7cd87',
    },
    'styles.process.name': { text: 'Prosess', source: '00649b56ffd7ce' },
    'styles.process.description': {
      text: 'Fokuserer på struktur, planlegging og hvordan arbeidet blir gjort.',
      source: '119d0abb5dea8f',
    },
    'styles.product.name': { text: 'Produkt', source: '147a8a0545eb31' },
    'styles.product.description': {
      text: 'Fokuserer på resultatet, kvaliteten og verdien for brukerne.',
      source: '1fe40819dc5447',
    },
    'scenarios.scenario_1.text': {
      text: 'Du blir med i et nytt prosjekt som allerede er i gang. Hva gjør du først?',
      source: '0dfafca3038c6e',
    },
    'scenarios.scenario_1.options.option_1.text': {
      text: 'Møter teammedlemmene én og én for å lære hvordan de jobber.',
      source: '1c098f33cb6358',
    },
    'scenarios.scenario_1.options.option_2.text': {
      text: 'Leser planen, tidslinjen og hvordan beslutninger tas.',
      source: '01b9a70eafd252',
    },
    'scenarios.scenario_1.options.option_3.text': {
      text: 'Prøver den nåværende versjonen av det som bygges.',
      source: '049008ac0e04b7',
    },
    'scenarios.scenario_2.text': { text: 'En frist er i fare. Hvordan reagerer du?', source: '1f98c8bcca4a8b' },
    'scenarios.scenario_2.options.option_1.text': {
      text: 'Skjærer ned omfanget til funksjonene som betyr mest for brukerne.',
      source: '07e96df1f57c77',
    },
    'scenarios.scenario_2.options.option_2.text': {
      text: 'Sjekker hvordan teamet har det og fordeler arbeidsmengden på nytt.',
      source: '086311204fbed5',
    },
    'scenarios.scenario_2.options.option_3.text': {
      text: 'Planlegger de gjenstående oppgavene på nytt og fjerner flaskehalsen.',
      source: '1676c3899ba46e',
    },
    'scenarios.scenario_3.text': {
      text: 'To kolleger er uenige om hvordan en oppgave bør løses. Hva gjør du?',
      source: '1c38b1ce60ae98',
    },
    'scenarios.scenario_3.options.option_1.text': {
      text: 'Foreslår at vi blir enige om kriterier og en måte å bestemme på.',
      source: '102f2f0769dfc9',
    },
    'scenarios.scenario_3.options.option_2.text': {
      text: 'Spør hvilken tilnærming som gir best resultat og tester den.',
      source: '15730380078ea3',
    },
    'scenarios.scenario_3.options.option_3.text': {
      text: 'Snakker med hver av dem for å forstå bekymringene deres.',
      source: '05eb79046b6b94',
    },
    'scenarios.scenario_4.text': {
      text: 'Hva gir deg mest tilfredsstillelse på slutten av en uke?',
      source: '105635f4452bad',
    },
    'scenarios.scenario_4.options.option_1.text': {
      text: 'Å ha hjulpet en kollega til å lykkes.',
      source: '18a448df168c17',
    },
    'scenarios.scenario_4.options.option_2.text': {
      text: 'Å se at noe jeg har laget, blir brukt.',
      source: '06dd5c28e1dd6e',
    },
    'scenarios.scenario_4.options.option_3.text': {
      text: 'Å ha fått en gjentakende oppgave til å gå lettere.',
      source: '14c25f3b230485',
    },
    'scenarios.scenario_5.text': {
      text: 'Du får en vag forespørsel fra en leder. Hva er ditt første steg?',
      source: '1f6a3b5b753562',
    },
    'scenarios.scenario_5.options.option_1.text': {
      text: 'Skriver ned stegene, ansvarlige og fristen, og får dem bekreftet.',
      source: '0a111ff3e53b8e',
    },
    'scenarios.scenario_5.options.option_2.text': {
      text: 'Spør hvem det er for og hva de håper på.',
      source: '1d34f94c990a03',
    },
    'scenarios.scenario_5.options.option_3.text': {
      text: 'Lager raskt en første skisse som andre kan reagere på.',
      source: '14d5aac6f8ae0a',
    },
    'scenarios.scenario_6.text': {
      text: 'Et nytt verktøy innføres i teamet ditt. Hva er viktigst for deg?',
      source: '1ffe1c701771e4',
    },
    'scenarios.scenario_6.options.option_1.text': {
      text: 'At det hjelper oss å levere bedre arbeid.',
      source: '093bad0a0c3b68',
    },
    'scenarios.scenario_6.options.option_2.text': {
      text: 'At det passer måten vi jobber på og rulles ut trinnvis.',
      source: '0148dd78866574',
    },
    'scenarios.scenario_6.options.option_3.text': {
      text: 'At alle føler seg trygge og får opplæring i å bruke det.',
      source: '08abf09072e383',
    },
    'scenarios.scenario_7.text': {
      text: 'En kunde klager på noe teamet ditt har levert. Hva gjør du først?',
      source: '09737f1b9023d1',
    },
    'scenarios.scenario_7.options.option_1.text': {
      text: 'Ringer kunden for å lytte og berolige.',
      source: '0b9434cd85a375',
    },
    'scenarios.scenario_7.options.option_2.text': {
      text: 'Finner ut hvor i prosessen vår problemet slapp gjennom.',
      source: '1edfd2b775db66',
    },
    'scenarios.scenario_7.options.option_3.text': {
      text: 'Gjenskaper problemet og retter det.',
      source: '045b5ac0a1aece',
    },
    'scenarios.scenario_8.text': {
      text: 'Hvilket spørsmål tar du vanligvis opp i et planleggingsmøte?',
      source: '079920d7ae5c86',
    },
    'scenarios.scenario_8.options.option_1.text': {
      text: 'Hva får brukerne som de ikke har i dag?',
      source: '08cd531efc0b98',
    },
    'scenarios.scenario_8.options.option_2.text': {
      text: 'Hvem må involveres, og har de kapasitet?',
      source: '102906789fc043',
    },
    'scenarios.scenario_8.options.option_3.text': {
      text: 'Hva er milepælene, og hvordan skal vi følge dem opp?',
      source: '0c065a4484c27c',
    },
    'scenarios.scenario_9.text': {
      text: 'Du har en ledig ettermiddag til å forbedre noe på jobben. Hva velger du?',
      source: '0781800f4805fe',
    },
    'scenarios.scenario_9.options.option_1.text': {
      text: 'Dokumentere en prosess som bare finnes i hodet til én person.',
      source: '0e9725fb0cbd37',
    },
    'scenarios.scenario_9.options.option_2.text': {
      text: 'Pusse på en funksjon som brukerne synes er klønete.',
      source: '00a3ae74adc238',
    },
    'scenarios.scenario_9.options.option_3.text': {
      text: 'Bruke tid på å hjelpe en nyere kollega med å komme i gang.',
      source: '1eb1ca7ef7f61b',
    },
  },
} satisfies SectionLocaleFile;
