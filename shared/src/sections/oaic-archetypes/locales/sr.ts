import type { SectionLocaleFile } from '../../locale-file';

// oaic_archetypes in sr: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Profil kulture', source: '1fa5ef776627e7' },
    instructions: {
      text: 'Za svaku temu rasporedite 100 poena na četiri tvrdnje prema tome koliko dobro svaka opisuje organizaciju. Više poena dodelite tvrdnji koja najbolje odgovara.',
      source: '08bb288d1456a6',
    },
    'perspectives.now': { text: 'Kako je danas', source: '023c06c1655412' },
    'perspectives.preferred': { text: 'Kako želimo da bude', source: '1c7749c153fe36' },
    'types.collaborate.name': { text: 'Saradnja', source: '1b4db51cdfcca5' },
    'types.collaborate.description': {
      text: 'Usmerena na ljude i povezana. Uspeh proizlazi iz posvećenosti, razvoja i timskog rada.',
      source: '1838d7066709c6',
    },
    'types.create.name': { text: 'Stvaranje', source: '017309f0f9f564' },
    'types.create.description': {
      text: 'Inventivna i brza. Uspeh proizlazi iz novih ideja, eksperimenata i toga što smo prvi.',
      source: '113363b587295c',
    },
    'types.compete.name': { text: 'Nadmetanje', source: '0aaba8aca39f9a' },
    'types.compete.description': {
      text: 'Usmerena na rezultate i ambiciozna. Uspeh proizlazi iz ostvarivanja ciljeva i pobeda na tržištu.',
      source: '075c7ab54cbe3e',
    },
    'types.control.name': { text: 'Kontrola', source: '05a289608909dd' },
    'types.control.description': {
      text: 'Strukturirana i pouzdana. Uspeh proizlazi iz jasnih procesa, efikasnosti i doslednosti.',
      source: '14f014f09f510f',
    },
    'dimensions.strategic_emphases.title': { text: 'Strateški prioriteti', source: '06881e6b055b2b' },
    'dimensions.strategic_emphases.prompt': {
      text: 'U šta organizacija ulaže trud za budućnost?',
      source: '0da3c7dab74591',
    },
    'dimensions.strategic_emphases.options.collaborate.text': {
      text: 'U ljude: razvoj veština, održavanje visokog poverenja i osećaj da je svako deo tima.',
      source: '1a83febc29be0b',
    },
    'dimensions.strategic_emphases.options.create.text': {
      text: 'U pronalaženje sledeće prilike: nove ponude, nova tržišta i brze pouke iz eksperimenata.',
      source: '0296d46b72302c',
    },
    'dimensions.strategic_emphases.options.compete.text': {
      text: 'U nadmašivanje konkurencije: rast tržišnog udela, dobijanje poslova i premašivanje merljivih ciljeva.',
      source: '0974a716348f01',
    },
    'dimensions.strategic_emphases.options.control.text': {
      text: 'U nesmetan rad: predvidivi troškovi, dosledna isporuka i malo iznenađenja.',
      source: '0521638db12fef',
    },
    'dimensions.organization_glue.title': { text: 'Šta nas drži zajedno', source: '0a017b28243d65' },
    'dimensions.organization_glue.prompt': {
      text: 'Šta ljude drži privrženim organizaciji?',
      source: '01d9739c3f3f59',
    },
    'dimensions.organization_glue.options.collaborate.text': {
      text: 'Odanost jednih drugima i zajednički osećaj pripadnosti.',
      source: '0bc4f42ca0de92',
    },
    'dimensions.organization_glue.options.create.text': {
      text: 'Uzbuđenje zbog stvaranja nečeg novog pre svih ostalih.',
      source: '0669e882b2ea0a',
    },
    'dimensions.organization_glue.options.compete.text': {
      text: 'Zajednička želja da pobedimo i ostvarimo rezultate.',
      source: '0a8f008a90dda5',
    },
    'dimensions.organization_glue.options.control.text': {
      text: 'Jasna pravila, dogovorene procedure i pouzdane rutine.',
      source: '183c7138043ea3',
    },
    'dimensions.dominant_characteristics.title': { text: 'Svakodnevni karakter', source: '11a017aa436bca' },
    'dimensions.dominant_characteristics.prompt': {
      text: 'Kako je ovde raditi iz dana u dan?',
      source: '0a2ded60577abc',
    },
    'dimensions.dominant_characteristics.options.collaborate.text': {
      text: 'Blisko i podržavajuće: ljudi otvoreno dele i paze jedni na druge.',
      source: '00fddf67309a1c',
    },
    'dimensions.dominant_characteristics.options.create.text': {
      text: 'Živahno i eksperimentalno: ljudi isprobavaju stvari, rizikuju i prihvataju neuspele početke.',
      source: '0186dd3ed9d217',
    },
    'dimensions.dominant_characteristics.options.compete.text': {
      text: 'Intenzivno i usmereno na učinak: ljudi se procenjuju prema onome što postignu.',
      source: '1ea6d08bd99dfe',
    },
    'dimensions.dominant_characteristics.options.control.text': {
      text: 'Uređeno i jasno definisano: rad prati utvrđene procese, a očekivanja su jasna.',
      source: '14b6336cecf01f',
    },
    'dimensions.management_of_employees.title': { text: 'Kako se upravlja ljudima', source: '0f48d9a2da90e4' },
    'dimensions.management_of_employees.prompt': {
      text: 'Kako organizacija vodi svoje ljude i kako se prema njima odnosi?',
      source: '142b81c7d13da3',
    },
    'dimensions.management_of_employees.options.collaborate.text': {
      text: 'Uključivanjem: o odlukama se razgovara i donose se zajedno.',
      source: '15d8bcb56a2c48',
    },
    'dimensions.management_of_employees.options.create.text': {
      text: 'Davanjem slobode da preuzmu inicijativu i budu vlasnici svojih ideja.',
      source: '1b9d5db64fd085',
    },
    'dimensions.management_of_employees.options.compete.text': {
      text: 'Postavljanjem zahtevnih ciljeva i nagrađivanjem onih koji ih ostvare.',
      source: '17e88d63dec41c',
    },
    'dimensions.management_of_employees.options.control.text': {
      text: 'Pružanjem stabilnih uloga, pravičnih pravila i doslednog postupanja.',
      source: '0a3b875ebeeb30',
    },
    'dimensions.criteria_of_success.title': { text: 'Kako se meri uspeh', source: '01f5a42ef5cce9' },
    'dimensions.criteria_of_success.prompt': { text: 'Šta organizacija smatra uspehom?', source: '1f735abc3f44eb' },
    'dimensions.criteria_of_success.options.collaborate.text': {
      text: 'Angažovane ljude koji rastu, dobro sarađuju i ostaju.',
      source: '0320a1a8771f95',
    },
    'dimensions.criteria_of_success.options.create.text': {
      text: 'Lansiranje proizvoda ili usluga koji su novi i ispred ostatka struke.',
      source: '1e72937ddaa7d9',
    },
    'dimensions.criteria_of_success.options.compete.text': {
      text: 'Vodeću poziciju na tržištu, veću prodaju od konkurencije i rast prihoda.',
      source: '0e7b7fb8f89b6e',
    },
    'dimensions.criteria_of_success.options.control.text': {
      text: 'Pouzdanu isporuku na vreme, uz niske troškove i malo grešaka.',
      source: '1192f7298833c7',
    },
    'dimensions.organizational_leadership.title': { text: 'Stil rukovođenja', source: '1af8c1f16ac4a0' },
    'dimensions.organizational_leadership.prompt': {
      text: 'Kakvi su uglavnom rukovodioci organizacije?',
      source: '0efe3e16b55a9a',
    },
    'dimensions.organizational_leadership.options.collaborate.text': {
      text: 'Treneri i mentori koji pomažu ljudima da se razvijaju.',
      source: '1305e69de79661',
    },
    'dimensions.organizational_leadership.options.create.text': {
      text: 'Vizionari koji podstiču smele ideje i promišljene rizike.',
      source: '00980300258b51',
    },
    'dimensions.organizational_leadership.options.compete.text': {
      text: 'Odlučni i ambiciozni, usmereni na ciljeve i pobedu.',
      source: '0d3a6afa9092a8',
    },
    'dimensions.organizational_leadership.options.control.text': {
      text: 'Organizatori i koordinatori koji se staraju da sve teče glatko.',
      source: '1ae436d72cbc2c',
    },
  },
} satisfies SectionLocaleFile;
