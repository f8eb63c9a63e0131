import type { SectionLocaleFile } from '../../locale-file';

// work_style_identifier in sv: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Arbetsstilsidentifierare', source: '1f0c60bd73f0f7' },
    instructions: {
      text: 'Välj för varje situation det svar som ligger närmast det du naturligt skulle göra. Det finns inga rätta eller felaktiga svar.',
      source: '1525cac3265adf',
    },
    'styles.people.name': { text: 'Människor', source: '1e9ca6c7397706' },
    'styles.people.description': {
      text: 'Fokuserar på relationer, kommunikation och teamet.',
      source: '08675f6ad7cd87',
    },
    'styles.process.name': { text: 'Process', source: '00649b56ffd7ce' },
    'styles.process.description': {
      text: 'Fokuserar på struktur, planering och hur arbetet utförs.',
      source: '119d0abb5dea8f',
    },
    'styles.product.name': { text: 'Produkt', source: '147a8a0545eb31' },
    'styles.product.description': {
      text: 'Fokuserar på resultatet, dess kvalitet och dess värde för användarna.',
      source: '1fe40819dc5447',
    },
    'scenarios.scenario_1.text': {
      text: 'Du går in i ett nytt projekt som redan pågår. Vad gör du först?',
      source: '0dfafca3038c6e',
    },
    'scenarios.scenario_1.options.option_1.text': {
      text: 'Träffar teammedlemmarna en och en för att lära mig hur de arbetar.',
      source: '1c098f33cb6358',
    },
    'scenarios.scenario_1.options.option_2.text': {
      text: 'Läser planen, tidplanen och hur beslut fattas.',
      source: '01b9a70eafd252',
    },
    'scenarios.scenario_1.options.option_3.text': {
      text: 'Provar den nuvarande versionen av det som byggs.',
      source: '049008ac0e04b7',
    },
    'scenarios.scenario_2.text': { text: 'En tidsfrist är i fara. Hur reagerar du?', source: '1f98c8bcca4a8b' },
    'scenarios.scenario_2.options.option_1.text': {
      text: 'Skär ner omfattningen till de funktioner som betyder mest för användarna.',
      source: '07e96df1f57c77',
    },
    'scenarios.scenario_2.options.option_2.text': {
      text: 'Tar reda på hur teamet mår och fördelar om arbetsbördan.',
      source: '086311204fbed5',
    },
    'scenarios.scenario_2.options.option_3.text': {
      text: 'Planerar om de återstående uppgifterna och tar bort flaskhalsen.',
      source: '1676c3899ba46e',
    },
    'scenarios.scenario_3.text': {
      text: 'Två kollegor är oeniga om hur en uppgift ska angripas. Vad gör du?',
      source: '1c38b1ce60ae98',
    },
    'scenarios.scenario_3.options.option_1.text': {
      text: 'Föreslår att vi kommer överens om kriterier och ett sätt att besluta.',
      source: '102f2f0769dfc9',
    },
    'scenarios.scenario_3.options.option_2.text': {
      text: 'Frågar vilket sätt som ger bäst resultat och testar det.',
      source: '15730380078ea3',
    },
    'scenarios.scenario_3.options.option_3.text': {
      text: 'Pratar med var och en för att förstå deras farhågor.',
      source: '05eb79046b6b94',
    },
    'scenarios.scenario_4.text': {
      text: 'Vad ger dig mest tillfredsställelse i slutet av en vecka?',
      source: '105635f4452bad',
    },
    'scenarios.scenario_4.options.option_1.text': {
      text: 'Att ha hjälpt en kollega att lyckas.',
      source: '18a448df168c17',
    },
    'scenarios.scenario_4.options.option_2.text': {
      text: 'Att se något jag byggt komma till användning.',
      source: '06dd5c28e1dd6e',
    },
    'scenarios.scenario_4.options.option_3.text': {
      text: 'Att ha fått en återkommande uppgift att löpa smidigare.',
      source: '14c25f3b230485',
    },
    'scenarios.scenario_5.text': {
      text: 'Du får en vag förfrågan från din chef. Vad är ditt första steg?',
      source: '1f6a3b5b753562',
    },
    'scenarios.scenario_5.options.option_1.text': {
      text: 'Skriver ner stegen, ansvariga och tidsfristen och stämmer sedan av dem.',
      source: '0a111ff3e53b8e',
    },
    'scenarios.scenario_5.options.option_2.text': {
      text: 'Frågar vem det är till och vad de hoppas på.',
      source: '1d34f94c990a03',
    },
    'scenarios.scenario_5.options.option_3.text': {
      text: 'Skissar snabbt en första version att reagera på.',
      source: '14d5aac6f8ae0a',
    },
    'scenarios.scenario_6.text': {
      text: 'Ett nytt verktyg införs i ditt team. Vad är viktigast för dig?',
      source: '1ffe1c701771e4',
    },
    'scenarios.scenario_6.options.option_1.text': {
      text: 'Att det hjälper oss att leverera bättre arbete.',
      source: '093bad0a0c3b68',
    },
    'scenarios.scenario_6.options.option_2.text': {
      text: 'Att det passar vårt arbetssätt och införs stegvis.',
      source: '0148dd78866574',
    },
    'scenarios.scenario_6.options.option_3.text': {
      text: 'Att alla känner sig bekväma och har fått utbildning i det.',
      source: '08abf09072e383',
    },
    'scenarios.scenario_7.text': {
      text: 'En kund klagar på något som ditt team levererat. Vad gör du först?',
      source: '09737f1b9023d1',
    },
    'scenarios.scenario_7.options.option_1.text': {
      text: 'Ringer kunden för att lyssna och lugna.',
      source: '0b9434cd85a375',
    },
    'scenarios.scenario_7.options.option_2.text': {
      text: 'Tar reda på var i vår process problemet slank igenom.',
      source: '1edfd2b775db66',
    },
    'scenarios.scenario_7.options.option_3.text': {
      text: 'Återskapar problemet och åtgärdar det.',
      source: '045b5ac0a1aece',
    },
    'scenarios.scenario_8.text': {
      text: 'Vilken fråga brukar du ta upp på ett planeringsmöte?',
      source: '079920d7ae5c86',
    },
    'scenarios.scenario_8.options.option_1.text': {
      text: 'Vad får användarna som de inte har i dag?',
      source: '08cd531efc0b98',
    },
    'scenarios.scenario_8.options.option_2.text': {
      text: 'Vilka behöver vara med, och har de utrymme?',
      source: '102906789fc043',
    },
    'scenarios.scenario_8.options.option_3.text': {
      text: 'Vilka är milstolparna och hur följer vi upp dem?',
      source: '0c065a4484c27c',
    },
    'scenarios.scenario_9.text': {
      text: 'Du har en ledig eftermiddag för att förbättra något på jobbet. Vad väljer du?',
      source: '0781800f4805fe',
    },
    'scenarios.scenario_9.options.option_1.text': {
      text: 'Dokumentera en process som bara finns i någons huvud.',
      source: '0e9725fb0cbd37',
    },
    'scenarios.scenario_9.options.option_2.text': {
      text: 'Putsa på en funktion som användarna tycker är klumpig.',
      source: '00a3ae74adc238',
    },
    'scenarios.scenario_9.options.option_3.text': {
      text: 'Ägna tid åt att hjälpa en nyare kollega att komma in i arbetet.',
      source: '1eb1ca7ef7f61b',
    },
  },
} satisfies SectionLocaleFile;
