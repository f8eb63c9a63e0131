import type { SectionLocaleFile } from '../../locale-file';

// work_style_identifier in da: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Arbejdsstilsindikator', source: '1f0c60bd73f0f7' },
    instructions: {
      text: 'Vælg for hver situation det svar, der ligger tættest på, hvad du naturligt ville gøre. Der er ingen rigtige eller forkerte svar.',
      source: '1525cac3265adf',
    },
    'styles.people.name': { text: 'Mennesker', source: '1e9ca6c7397706' },
    'styles.people.description': {
      text: 'Fokuserer på relationer, kommunikation og teamet.',
      source: '08675f6ad7cd87',
    },
    'styles.process.name': { text: 'Proces', source: '00649b56ffd7ce' },
    'styles.process.description': {
      text: 'Fokuserer på struktur, planlægning og hvordan arbejdet bliver gjort.',
      source: '119d0abb5dea8f',
    },
    'styles.product.name': { text: 'Produkt', source: '147a8a0545eb31' },
    'styles.product.description': {
      text: 'Fokuserer på resultatet, dets kvalitet og dets værdi for brugerne.',
      source: '1fe40819dc5447',
    },
    'scenarios.scenario_1.text': {
      text: 'Du kommer ind i et nyt projekt, der allerede er i gang. Hvad gør du først?',
      source: '0dfafca3038c6e',
    },
    'scenarios.scenario_1.options.option_1.text': {
      text: 'Mødes med teammedlemmerne én ad gangen for at lære, hvordan de arbejder.',
      source: '1c098f33cb6358',
    },
    'scenarios.scenario_1.options.option_2.text': {
      text: 'Læser planen, tidsplanen og hvordan beslutninger træffes.',
      source: '01b9a70eafd252',
    },
    'scenarios.scenario_1.options.option_3.text': {
      text: 'Prøver den nuværende version af det, der bliver bygget.',
      source: '049008ac0e04b7',
    },
    'scenarios.scenario_2.text': { text: 'En deadline er i fare. Hvordan reagerer du?', source: '1f98c8bcca4a8b' },
    'scenarios.scenario_2.options.option_1.text': {
      text: 'Skærer omfanget ned til de funktioner, der betyder mest for brugerne.',
      source: '07e96df1f57c77',
    },
    'scenarios.scenario_2.options.option_2.text': {
      text: 'Hører, hvordan teamet har det, og fordeler arbejdsbyrden på ny.',
      source: '086311204fbed5',
    },
    'scenarios.scenario_2.options.option_3.text': {
      text: 'Planlægger de resterende opgaver om og fjerner flaskehalsen.',
      source: '1676c3899ba46e',
    },
    'scenarios.scenario_3.text': {
      text: 'To kolleger er uenige om, hvordan en opgave skal gribes an. Hvad gør du?',
      source: '1c38b1ce60ae98',
    },
    'scenarios.scenario_3.options.option_1.text': {
      text: 'Foreslår, at vi bliver enige om kriterier og en måde at beslutte på.',
      source: '102f2f0769dfc9',
    },
    'scenarios.scenario_3.options.option_2.text': {
      text: 'Spørger, hvilken tilgang der giver det bedste resultat, og tester den.',
      source: '15730380078ea3',
    },
    'scenarios.scenario_3.options.option_3.text': {
      text: 'Taler med hver af dem for at forstå deres bekymringer.',
      source: '05eb79046b6b94',
    },
    'scenarios.scenario_4.text': {
      text: 'Hvad giver dig mest tilfredsstillelse i slutningen af en uge?',
      source: '105635f4452bad',
    },
    'scenarios.scenario_4.options.option_1.text': {
      text: 'At have hjulpet en kollega til at lykkes.',
      source: '18a448df168c17',
    },
    'scenarios.scenario_4.options.option_2.text': {
      text: 'At se noget, jeg har bygget, blive brugt.',
      source: '06dd5c28e1dd6e',
    },
    'scenarios.scenario_4.options.option_3.text': {
      text: 'At have fået en tilbagevendende opgave til at glide lettere.',
      source: '14c25f3b230485',
    },
    'scenarios.scenario_5.text': {
      text: 'Du får en uklar anmodning fra din leder. Hvad er dit første skridt?',
      source: '1f6a3b5b753562',
    },
    'scenarios.scenario_5.options.option_1.text': {
      text: 'Skriver trin, ansvarlige og deadline ned og får dem bekræftet.',
      source: '0a111ff3e53b8e',
    },
    'scenarios.scenario_5.options.option_2.text': {
      text: 'Spørger, hvem det er til, og hvad de håber på.',
      source: '1d34f94c990a03',
    },
    'scenarios.scenario_5.options.option_3.text': {
      text: 'Skitserer hurtigt en første version, som man kan reagere på.',
      source: '14d5aac6f8ae0a',
    },
    'scenarios.scenario_6.text': {
      text: 'Et nyt værktøj bliver indført i dit team. Hvad er vigtigst for dig?',
      source: '1ffe1c701771e4',
    },
    'scenarios.scenario_6.options.option_1.text': {
      text: 'At det hjælper os med at levere bedre arbejde.',
      source: '093bad0a0c3b68',
    },
    'scenarios.scenario_6.options.option_2.text': {
      text: 'At det passer til vores måde at arbejde på og indføres trinvis.',
      source: '0148dd78866574',
    },
    'scenarios.scenario_6.options.option_3.text': {
      text: 'At alle er trygge ved det og har fået oplæring i det.',
      source: '08abf09072e383',
    },
    'scenarios.scenario_7.text': {
      text: 'En kunde klager over noget, dit team har leveret. Hvad gør du først?',
      source: '09737f1b9023d1',
    },
    'scenarios.scenario_7.options.option_1.text': {
      text: 'Ringer til kunden for at lytte og berolige.',
      source: '0b9434cd85a375',
    },
    'scenarios.scenario_7.options.option_2.text': {
      text: 'Finder ud af, hvor i vores proces problemet slap igennem.',
      source: '1edfd2b775db66',
    },
    'scenarios.scenario_7.options.option_3.text': {
      text: 'Genskaber problemet og retter det.',
      source: '045b5ac0a1aece',
    },
    'scenarios.scenario_8.text': {
      text: 'Hvilket spørgsmål stiller du som regel på et planlægningsmøde?',
      source: '079920d7ae5c86',
    },
    'scenarios.scenario_8.options.option_1.text': {
      text: 'Hvad får brugerne, som de ikke har i dag?',
      source: '08cd531efc0b98',
    },
    'scenarios.scenario_8.options.option_2.text': {
      text: 'Hvem skal involveres, og har de tid?',
      source: '102906789fc043',
    },
    'scenarios.scenario_8.options.option_3.text': {
      text: 'Hvad er milepælene, og hvordan følger vi op på dem?',
      source: '0c065a4484c27c',
    },
    'scenarios.scenario_9.text': {
      text: 'Du har en fri eftermiddag til at forbedre noget på arbejdet. Hvad vælger du?',
      source: '0781800f4805fe',
    },
    'scenarios.scenario_9.options.option_1.text': {
      text: 'At dokumentere en proces, der kun findes i én persons hoved.',
      source: '0e9725fb0cbd37',
    },
    'scenarios.scenario_9.options.option_2.text': {
      text: 'At finpudse en funktion, som brugerne finder klodset.',
      source: '00a3ae74adc238',
    },
    'scenarios.scenario_9.options.option_3.text': {
      text: 'At bruge tid på at hjælpe en nyere kollega godt i gang.',
      source: '1eb1ca7ef7f61b',
    },
  },
} satisfies SectionLocaleFile;
