import type { SectionLocaleFile } from '../../locale-file';

// oaic_archetypes in hu: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Kultúraprofil', source: '1fa5ef776627e7' },
    instructions: {
      text: 'Minden témakörnél ossza el a 100 pontot a négy állítás között aszerint, hogy mennyire jól írja le mindegyik a szervezetet. A legjobban illő állításnak adjon több pontot.',
      source: '08bb288d1456a6',
    },
    'perspectives.now': { text: 'Ahogy ma van', source: '023c06c1655412' },
    'perspectives.preferred': { text: 'Ahogy szeretnénk', source: '1c7749c153fe36' },
    'types.collaborate.name': { text: 'Együttműködés', source: '1b4db51cdfcca5' },
    'types.collaborate.description': {
      text: 'Emberközpontú és összetartó. A siker az elkötelezettségből, a fejlődésből és a csapatmunkából fakad.',
      source: '1838d7066709c6',
    },
    'types.create.name': { text: 'Alkotás', source: '017309f0f9f564' },
    'types.create.description': {
      text: 'Találékony és gyors tempójú. A siker az új ötletekből, a kísérletezésből és abból fakad, hogy elsők vagyunk.',
      source: '113363b587295c',
    },
    'types.compete.name': { text: 'Versengés', source: '0aaba8aca39f9a' },
    'types.compete.description': {
      text: 'Eredményorientált és ambiciózus. A siker a célok teljesítéséből és a piaci győzelmekből fakad.',
      source: '075c7ab54cbe3e',
    },
    'types.control.name': { text: 'Kontroll', source: '05a289608909dd' },
    'types.control.description': {
      text: 'Strukturált és megbízható. A siker a világos folyamatokból, a hatékonyságból és a következetességből fakad.',
      source: '14f014f09f510f',
    },
    'dimensions.strategic_emphases.title': { text: 'Stratégiai prioritások', source: '06881e6b055b2b' },
    'dimensions.strategic_emphases.prompt': {
      text: 'Mibe fekteti a szervezet az energiáit a jövő érdekében?',
      source: '0da3c7dab74591',
    },
    'dimensions.strategic_emphases.options.collaborate.text': {
      text: 'Az emberekbe: készségeket fejleszt, magasan tartja a bizalmat, és mindenkit a csapat részének érez.',
      source: '1a83febc29be0b',
    },
    'dimensions.strategic_emphases.options.create.text': {
      text: 'A következő lehetőség megtalálásába: új kínálat, új piacok és gyors tanulságok a kísérletekből.',
      source: '0296d46b72302c',
    },
    'dimensions.strategic_emphases.options.compete.text': {
      text: 'A versenytársak legyőzésébe: piacrészesedés növelése, üzletek megnyerése és mérhető célok túlteljesítése.',
      source: '0974a716348f01',
    },
    'dimensions.strategic_emphases.options.control.text': {
      text: 'A zökkenőmentes működésbe: kiszámítható költségek, egyenletes teljesítés és kevés meglepetés.',
      source: '0521638db12fef',
    },
    'dimensions.organization_glue.title': { text: 'Mi tart össze minket', source: '0a017b28243d65' },
    'dimensions.organization_glue.prompt': {
      text: 'Mi tartja az embereket elkötelezetten a szervezet mellett?',
      source: '01d9739c3f3f59',
    },
    'dimensions.organization_glue.options.collaborate.text': {
      text: 'Az egymás iránti lojalitás és a közös összetartozás érzése.',
      source: '0bc4f42ca0de92',
    },
    'dimensions.organization_glue.options.create.text': {
      text: 'Az izgalom, hogy valami újat építünk, mindenki más előtt.',
      source: '0669e882b2ea0a',
    },
    'dimensions.organization_glue.options.compete.text': {
      text: 'A közös akarat, hogy nyerjünk és eredményt hozzunk.',
      source: '0a8f008a90dda5',
    },
    'dimensions.organization_glue.options.control.text': {
      text: 'Világos szabályok, elfogadott eljárások és megbízható rutinok.',
      source: '183c7138043ea3',
    },
    'dimensions.dominant_characteristics.title': { text: 'A mindennapok jellege', source: '11a017aa436bca' },
    'dimensions.dominant_characteristics.prompt': {
      text: 'Milyen itt dolgozni nap mint nap?',
      source: '0a2ded60577abc',
    },
    'dimensions.dominant_characteristics.options.collaborate.text': {
      text: 'Közvetlen és támogató: az emberek nyíltan megosztják a dolgokat, és figyelnek egymásra.',
      source: '00fddf67309a1c',
    },
    'dimensions.dominant_characteristics.options.create.text': {
      text: 'Élénk és kísérletező: az emberek kipróbálnak dolgokat, kockáztatnak, és elfogadják a rossz kezdeteket.',
      source: '0186dd3ed9d217',
    },
    'dimensions.dominant_characteristics.options.compete.text': {
      text: 'Intenzív és teljesítményközpontú: az embereket az alapján ítélik meg, amit elérnek.',
      source: '1ea6d08bd99dfe',
    },
    'dimensions.dominant_characteristics.options.control.text': {
      text: 'Rendezett és jól körülhatárolt: a munka meghatározott folyamatokat követ, az elvárások világosak.',
      source: '14b6336cecf01f',
    },
    'dimensions.management_of_employees.title': { text: 'Hogyan irányítják az embereket', source: '0f48d9a2da90e4' },
    'dimensions.management_of_employees.prompt': {
      text: 'Hogyan irányítja és kezeli a szervezet a munkatársait?',
      source: '142b81c7d13da3',
    },
    'dimensions.management_of_employees.options.collaborate.text': {
      text: 'Bevonja őket: a döntéseket megbeszélik, és közösen hozzák meg.',
      source: '15d8bcb56a2c48',
    },
    'dimensions.management_of_employees.options.create.text': {
      text: 'Szabadságot ad nekik, hogy kezdeményezzenek, és gazdái legyenek a saját ötleteiknek.',
      source: '1b9d5db64fd085',
    },
    'dimensions.management_of_employees.options.compete.text': {
      text: 'Igényes célokat tűz ki, és megjutalmazza azokat, akik elérik őket.',
      source: '17e88d63dec41c',
    },
    'dimensions.management_of_employees.options.control.text': {
      text: 'Stabil szerepeket, igazságos szabályokat és következetes bánásmódot kínál.',
      source: '0a3b875ebeeb30',
    },
    'dimensions.criteria_of_success.title': { text: 'Hogyan mérik a sikert', source: '01f5a42ef5cce9' },
    'dimensions.criteria_of_success.prompt': { text: 'Mit tekint a szervezet sikernek?', source: '1f735abc3f44eb' },
    'dimensions.criteria_of_success.options.collaborate.text': {
      text: 'Elkötelezett embereket, akik fejlődnek, jól együttműködnek és maradnak.',
      source: '0320a1a8771f95',
    },
    'dimensions.criteria_of_success.options.create.text': {
      text: 'Olyan termékek vagy szolgáltatások bevezetését, amelyek újak és megelőzik a szakmát.',
      source: '1e72937ddaa7d9',
    },
    'dimensions.criteria_of_success.options.compete.text': {
      text: 'Piacvezető szerepet, a versenytársaknál nagyobb eladásokat és növekvő árbevételt.',
      source: '0e7b7fb8f89b6e',
    },
    'dimensions.criteria_of_success.options.control.text': {
      text: 'Megbízható, határidőre történő teljesítést alacsony költséggel és kevés hibával.',
      source: '1192f7298833c7',
    },
    'dimensions.organizational_leadership.title': { text: 'Vezetési stílus', source: '1af8c1f16ac4a0' },
    'dimensions.organizational_leadership.prompt': {
      text: 'Milyenek általában a szervezet vezetői?',
      source: '0efe3e16b55a9a',
    },
    'dimensions.organizational_leadership.options.collaborate.text': {
      text: 'Coachok és mentorok, akik segítik az emberek fejlődését.',
      source: '1305e69de79661',
    },
    'dimensions.organizational_leadership.options.create.text': {
      text: 'Vizionáriusok, akik bátor ötletekre és megfontolt kockázatvállalásra ösztönöznek.',
      source: '00980300258b51',
    },
    'dimensions.organizational_leadership.options.compete.text': {
      text: 'Erőteljes, teljesítményorientált vezetők, akik a célokra és a győzelemre összpontosítanak.',
      source: '0d3a6afa9092a8',
    },
    'dimensions.organizational_leadership.options.control.text': {
      text: 'Szervezők és koordinátorok, akik biztosítják a zökkenőmentes működést.',
      source: '1ae436d72cbc2c',
    },
  },
} satisfies SectionLocaleFile;
