import type { SectionLocaleFile } from '../../locale-file';

// oaic_archetypes in no: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Kulturprofil', source: '1fa5ef776627e7' },
    instructions: {
      text: 'For hvert tema fordeler du 100 poeng på de fire påstandene etter hvor godt hver av dem beskriver organisasjonen. Gi flest poeng til påstanden som passer best.',
      source: '08bb288d1456a6',
    },
    'perspectives.now': { text: 'Slik det er i dag', source: '023c06c1655412' },
    'perspectives.preferred': { text: 'Slik vi vil at det skal være', source: '1c7749c153fe36' },
    'types.collaborate.name': { text: 'Samarbeide', source: '1b4db51cdfcca5' },
    'types.collaborate.description': {
      text: 'Menneskeorientert og sammensveiset. Suksess kommer av engasjement, utvikling og lagarbeid.',
      source: '1838d7066709c6',
    },
    'types.create.name': { text: 'Skape', source: '017309f0f9f564' },
    'types.create.description': {
      text: 'Oppfinnsom og rask. Suksess kommer av nye ideer, eksperimenter og å være først.',
      source: '113363b587295c',
    },
    'types.compete.name': { text: 'Konkurrere', source: '0aaba8aca39f9a' },
    'types.compete.description': {
      text: 'Resultatdrevet og ambisiøs. Suksess kommer av å nå mål og vinne i markedet.',
      source: '075c7ab54cbe3e',
    },
    'types.control.name': { text: 'Kontrollere', source: '05a289608909dd' },
    'types.control.description': {
      text: 'Strukturert og pålitelig. Suksess kommer av tydelige prosesser, effektivitet og forutsigbarhet.',
      source: '14f014f09f510f',
    },
    'dimensions.strategic_emphases.title': { text: 'Strategiske prioriteringer', source: '06881e6b055b2b' },
    'dimensions.strategic_emphases.prompt': {
      text: 'Hvor legger organisasjonen innsatsen for fremtiden?',
      source: '0da3c7dab74591',
    },
    'dimensions.strategic_emphases.options.collaborate.text': {
      text: 'I menneskene: bygge ferdigheter, holde tilliten høy og få alle til å føle seg som en del av teamet.',
      source: '1a83febc29be0b',
    },
    'dimensions.strategic_emphases.options.create.text': {
      text: 'I å finne neste mulighet: nye tilbud, nye markeder og rask lærdom fra eksperimenter.',
      source: '0296d46b72302c',
    },
    'dimensions.strategic_emphases.options.compete.text': {
      text: 'I å slå konkurrentene: øke markedsandelen, vinne kontrakter og overgå målbare mål.',
      source: '0974a716348f01',
    },
    'dimensions.strategic_emphases.options.control.text': {
      text: 'I en friksjonsfri drift: forutsigbare kostnader, stabile leveranser og få overraskelser.',
      source: '0521638db12fef',
    },
    'dimensions.organization_glue.title': { text: 'Hva som holder oss sammen', source: '0a017b28243d65' },
    'dimensions.organization_glue.prompt': {
      text: 'Hva får folk til å forbli engasjert i organisasjonen?',
      source: '01d9739c3f3f59',
    },
    'dimensions.organization_glue.options.collaborate.text': {
      text: 'Lojalitet til hverandre og en felles følelse av tilhørighet.',
      source: '0bc4f42ca0de92',
    },
    'dimensions.organization_glue.options.create.text': {
      text: 'Spenningen ved å bygge noe nytt før alle andre.',
      source: '0669e882b2ea0a',
    },
    'dimensions.organization_glue.options.compete.text': {
      text: 'En felles vilje til å vinne og levere resultater.',
      source: '0a8f008a90dda5',
    },
    'dimensions.organization_glue.options.control.text': {
      text: 'Tydelige regler, avtalte prosedyrer og pålitelige rutiner.',
      source: '183c7138043ea3',
    },
    'dimensions.dominant_characteristics.title': { text: 'Hverdagens preg', source: '11a017aa436bca' },
    'dimensions.dominant_characteristics.prompt': {
      text: 'Hvordan er det å jobbe her i hverdagen?',
      source: '0a2ded60577abc',
    },
    'dimensions.dominant_characteristics.options.collaborate.text': {
      text: 'Nært og støttende: folk deler åpent og passer på hverandre.',
      source: '00fddf67309a1c',
    },
    'dimensions.dominant_characteristics.options.create.text': {
      text: 'Livlig og eksperimenterende: folk prøver ting, tar sjanser og aksepterer feilstarter.',
      source: '0186dd3ed9d217',
    },
    'dimensions.dominant_characteristics.options.compete.text': {
      text: 'Intenst og prestasjonsorientert: folk blir vurdert etter hva de oppnår.',
      source: '1ea6d08bd99dfe',
    },
    'dimensions.dominant_characteristics.options.control.text': {
      text: 'Ordnet og veldefinert: arbeidet følger faste prosesser, og forventningene er tydelige.',
      source: '14b6336cecf01f',
    },
    'dimensions.management_of_employees.title': { text: 'Hvordan folk blir ledet', source: '0f48d9a2da90e4' },
    'dimensions.management_of_employees.prompt': {
      text: 'Hvordan leder og behandler organisasjonen sine ansatte?',
      source: '142b81c7d13da3',
    },
    'dimensions.management_of_employees.options.collaborate.text': {
      text: 'Ved å involvere dem: beslutninger blir diskutert og tatt i fellesskap.',
      source: '15d8bcb56a2c48',
    },
    'dimensions.management_of_employees.options.create.text': {
      text: 'Ved å gi dem frihet til å ta initiativ og eie sine egne ideer.',
      source: '1b9d5db64fd085',
    },
    'dimensions.management_of_employees.options.compete.text': {
      text: 'Ved å sette krevende mål og belønne dem som når dem.',
      source: '17e88d63dec41c',
    },
    'dimensions.management_of_employees.options.control.text': {
      text: 'Ved å tilby stabile roller, rettferdige regler og lik behandling.',
      source: '0a3b875ebeeb30',
    },
    'dimensions.criteria_of_success.title': { text: 'Hvordan suksess måles', source: '01f5a42ef5cce9' },
    'dimensions.criteria_of_success.prompt': {
      text: 'Hva regner organisasjonen som suksess?',
      source: '1f735abc3f44eb',
    },
    'dimensions.criteria_of_success.options.collaborate.text': {
      text: 'Engasjerte mennesker som utvikler seg, samarbeider godt og blir værende.',
      source: '0320a1a8771f95',
    },
    'dimensions.criteria_of_success.options.create.text': {
      text: 'Å lansere produkter eller tjenester som er nye og i forkant av bransjen.',
      source: '1e72937ddaa7d9',
    },
    'dimensions.criteria_of_success.options.compete.text': {
      text: 'Å lede markedet, selge mer enn konkurrentene og øke omsetningen.',
      source: '0e7b7fb8f89b6e',
    },
    'dimensions.criteria_of_success.options.control.text': {
      text: 'Pålitelige leveranser i tide, til lav kostnad og med få feil.',
      source: '1192f7298833c7',
    },
    'dimensions.organizational_leadership.title': { text: 'Lederstil', source: '1af8c1f16ac4a0' },
    'dimensions.organizational_leadership.prompt': {
      text: 'Hvordan er organisasjonens ledere som regel?',
      source: '0efe3e16b55a9a',
    },
    'dimensions.organizational_leadership.options.collaborate.text': {
      text: 'Veiledere og mentorer som hjelper folk å utvikle seg.',
      source: '1305e69de79661',
    },
    'dimensions.organizational_leadership.options.create.text': {
      text: 'Visjonære som oppmuntrer til dristige ideer og kalkulerte risikoer.',
      source: '00980300258b51',
    },
    'dimensions.organizational_leadership.options.compete.text': {
      text: 'Pågående resultatskapere som er opptatt av mål og av å vinne.',
      source: '0d3a6afa9092a8',
    },
    'dimensions.organizational_leadership.options.control.text': {
      text: 'Organisatorer og koordinatorer som sørger for at alt går knirkefritt.',
      source: '1ae436d72cbc2c',
    },
  },
} satisfies SectionLocaleFile;
