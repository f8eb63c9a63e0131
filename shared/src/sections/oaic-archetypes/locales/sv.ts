import type { SectionLocaleFile } from '../../locale-file';

// oaic_archetypes in sv: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Kulturprofil', source: '1fa5ef776627e7' },
    instructions: {
      text: 'Fördela för varje ämne 100 poäng mellan de fyra påståendena efter hur väl vart och ett beskriver organisationen. Ge flest poäng till det påstående som passar bäst.',
      source: '08bb288d1456a6',
    },
    'perspectives.now': { text: 'Hur det är i dag', source: '023c06c1655412' },
    'perspectives.preferred': { text: 'Hur vi vill att det ska vara', source: '1c7749c153fe36' },
    'types.collaborate.name': { text: 'Samarbeta', source: '1b4db51cdfcca5' },
    'types.collaborate.description': {
      text: 'Människocentrerad och sammansvetsad. Framgång kommer av engagemang, utveckling och lagarbete.',
      source: '1838d7066709c6',
    },
    'types.create.name': { text: 'Skapa', source: '017309f0f9f564' },
    'types.create.description': {
      text: 'Uppfinningsrik och snabbfotad. Framgång kommer av nya idéer, experiment och att vara först.',
      source: '113363b587295c',
    },
    'types.compete.name': { text: 'Konkurrera', source: '0aaba8aca39f9a' },
    'types.compete.description': {
      text: 'Resultatinriktad och ambitiös. Framgång kommer av att nå mål och vinna på marknaden.',
      source: '075c7ab54cbe3e',
    },
    'types.control.name': { text: 'Kontrollera', source: '05a289608909dd' },
    'types.control.description': {
      text: 'Strukturerad och pålitlig. Framgång kommer av tydliga processer, effektivitet och konsekvens.',
      source: '14f014f09f510f',
    },
    'dimensions.strategic_emphases.title': { text: 'Strategiska prioriteringar', source: '06881e6b055b2b' },
    'dimensions.strategic_emphases.prompt': {
      text: 'Var lägger organisationen sin kraft inför framtiden?',
      source: '0da3c7dab74591',
    },
    'dimensions.strategic_emphases.options.collaborate.text': {
      text: 'Att investera i människor: bygga kompetens, hålla tilliten hög och få alla att känna sig som en del av teamet.',
      source: '1a83febc29be0b',
    },
    'dimensions.strategic_emphases.options.create.text': {
      text: 'Att hitta nästa möjlighet: nya erbjudanden, nya marknader och snabba lärdomar av experiment.',
      source: '0296d46b72302c',
    },
    'dimensions.strategic_emphases.options.compete.text': {
      text: 'Att överträffa konkurrenterna: öka marknadsandelen, vinna affärer och slå mätbara mål.',
      source: '0974a716348f01',
    },
    'dimensions.strategic_emphases.options.control.text': {
      text: 'Att allt ska löpa smidigt: förutsägbara kostnader, jämna leveranser och få överraskningar.',
      source: '0521638db12fef',
    },
    'dimensions.organization_glue.title': { text: 'Det som håller oss samman', source: '0a017b28243d65' },
    'dimensions.organization_glue.prompt': {
      text: 'Vad får människor att förbli engagerade i organisationen?',
      source: '01d9739c3f3f59',
    },
    'dimensions.organization_glue.options.collaborate.text': {
      text: 'Lojalitet mot varandra och en gemensam känsla av tillhörighet.',
      source: '0bc4f42ca0de92',
    },
    'dimensions.organization_glue.options.create.text': {
      text: 'Spänningen i att bygga något nytt före alla andra.',
      source: '0669e882b2ea0a',
    },
    'dimensions.organization_glue.options.compete.text': {
      text: 'En gemensam vilja att vinna och leverera resultat.',
      source: '0a8f008a90dda5',
    },
    'dimensions.organization_glue.options.control.text': {
      text: 'Tydliga regler, överenskomna rutiner och pålitliga arbetssätt.',
      source: '183c7138043ea3',
    },
    'dimensions.dominant_characteristics.title': { text: 'Vardagens karaktär', source: '11a017aa436bca' },
    'dimensions.dominant_characteristics.prompt': {
      text: 'Hur känns det att arbeta här dag efter dag?',
      source: '0a2ded60577abc',
    },
    'dimensions.dominant_characteristics.options.collaborate.text': {
      text: 'Nära och stöttande: man delar öppet och ser efter varandra.',
      source: '00fddf67309a1c',
    },
    'dimensions.dominant_characteristics.options.create.text': {
      text: 'Livligt och experimentellt: man prövar, tar chanser och accepterar tjuvstarter.',
      source: '0186dd3ed9d217',
    },
    'dimensions.dominant_characteristics.options.compete.text': {
      text: 'Intensivt och prestationsinriktat: man bedöms efter vad man åstadkommer.',
      source: '1ea6d08bd99dfe',
    },
    'dimensions.dominant_characteristics.options.control.text': {
      text: 'Ordnat och väldefinierat: arbetet följer fastlagda processer och förväntningarna är tydliga.',
      source: '14b6336cecf01f',
    },
    'dimensions.management_of_employees.title': { text: 'Hur människor leds', source: '0f48d9a2da90e4' },
    'dimensions.management_of_employees.prompt': {
      text: 'Hur leder och behandlar organisationen sina medarbetare?',
      source: '142b81c7d13da3',
    },
    'dimensions.management_of_employees.options.collaborate.text': {
      text: 'Genom att involvera dem: beslut diskuteras och fattas tillsammans.',
      source: '15d8bcb56a2c48',
    },
    'dimensions.management_of_employees.options.create.text': {
      text: 'Genom att ge dem frihet att ta initiativ och äga sina idéer.',
      source: '1b9d5db64fd085',
    },
    'dimensions.management_of_employees.options.compete.text': {
      text: 'Genom att sätta krävande mål och belöna dem som når dem.',
      source: '17e88d63dec41c',
    },
    'dimensions.management_of_employees.options.control.text': {
      text: 'Genom att erbjuda stabila roller, rättvisa regler och konsekvent bemötande.',
      source: '0a3b875ebeeb30',
    },
    'dimensions.criteria_of_success.title': { text: 'Hur framgång mäts', source: '01f5a42ef5cce9' },
    'dimensions.criteria_of_success.prompt': {
      text: 'Vad räknar organisationen som framgång?',
      source: '1f735abc3f44eb',
    },
    'dimensions.criteria_of_success.options.collaborate.text': {
      text: 'Engagerade människor som växer, samarbetar väl och stannar.',
      source: '0320a1a8771f95',
    },
    'dimensions.criteria_of_success.options.create.text': {
      text: 'Att lansera produkter eller tjänster som är nya och före branschen.',
      source: '1e72937ddaa7d9',
    },
    'dimensions.criteria_of_success.options.compete.text': {
      text: 'Att leda marknaden, sälja mer än konkurrenterna och öka intäkterna.',
      source: '0e7b7fb8f89b6e',
    },
    'dimensions.criteria_of_success.options.control.text': {
      text: 'Pålitliga leveranser i tid, till låg kostnad och med få fel.',
      source: '1192f7298833c7',
    },
    'dimensions.organizational_leadership.title': { text: 'Ledarstil', source: '1af8c1f16ac4a0' },
    'dimensions.organizational_leadership.prompt': {
      text: 'Hur är organisationens ledare i allmänhet?',
      source: '0efe3e16b55a9a',
    },
    'dimensions.organizational_leadership.options.collaborate.text': {
      text: 'Coacher och mentorer som hjälper människor att utvecklas.',
      source: '1305e69de79661',
    },
    'dimensions.organizational_leadership.options.create.text': {
      text: 'Visionärer som uppmuntrar djärva idéer och kalkylerade risker.',
      source: '00980300258b51',
    },
    'dimensions.organizational_leadership.options.compete.text': {
      text: 'Drivande presterare med fokus på mål och att vinna.',
      source: '0d3a6afa9092a8',
    },
    'dimensions.organizational_leadership.options.control.text': {
      text: 'Organisatörer och samordnare som får allt att löpa smidigt.',
      source: '1ae436d72cbc2c',
    },
  },
} satisfies SectionLocaleFile;
