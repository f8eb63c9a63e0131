import type { SectionLocaleFile } from '../../locale-file';

// oaic_archetypes in et: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Kultuuriprofiil', source: '1fa5ef776627e7' },
    instructions: {
      text: 'Jagage iga teema puhul 100 punkti nelja väite vahel vastavalt sellele, kui hästi iga väide organisatsiooni kirjeldab. Andke rohkem punkte väitele, mis sobib kõige paremini.',
      source: '08bb288d1456a6',
    },
    'perspectives.now': { text: 'Kuidas on praegu', source: '023c06c1655412' },
    'perspectives.preferred': { text: 'Kuidas tahame, et oleks', source: '1c7749c153fe36' },
    'types.collaborate.name': { text: 'Koostöö', source: '1b4db51cdfcca5' },
    'types.collaborate.description': {
      text: 'Inimesekeskne ja ühtehoidev. Edu tuleneb pühendumusest, arengust ja meeskonnatööst.',
      source: '1838d7066709c6',
    },
    'types.create.name': { text: 'Loomine', source: '017309f0f9f564' },
    'types.create.description': {
      text: 'Leidlik ja kiire. Edu tuleneb uutest ideedest, katsetustest ja esimeseks olemisest.',
      source: '113363b587295c',
    },
    'types.compete.name': { text: 'Konkurents', source: '0aaba8aca39f9a' },
    'types.compete.description': {
      text: 'Tulemustele suunatud ja ambitsioonikas. Edu tuleneb eesmärkide saavutamisest ja turul võitmisest.',
      source: '075c7ab54cbe3e',
    },
    'types.control.name': { text: 'Kontroll', source: '05a289608909dd' },
    'types.control.description': {
      text: 'Struktureeritud ja usaldusväärne. Edu tuleneb selgetest protsessidest, tõhususest ja järjepidevusest.',
      source: '14f014f09f510f',
    },
    'dimensions.strategic_emphases.title': { text: 'Strateegilised prioriteedid', source: '06881e6b055b2b' },
    'dimensions.strategic_emphases.prompt': {
      text: 'Millesse panustab organisatsioon tuleviku nimel?',
      source: '0da3c7dab74591',
    },
    'dimensions.strategic_emphases.options.collaborate.text': {
      text: 'Inimestesse: oskuste arendamine, kõrge usalduse hoidmine ja tunne, et igaüks on osa meeskonnast.',
      source: '1a83febc29be0b',
    },
    'dimensions.strategic_emphases.options.create.text': {
      text: 'Järgmise võimaluse leidmisse: uued pakkumised, uued turud ja kiired õppetunnid katsetustest.',
      source: '0296d46b72302c',
    },
    'dimensions.strategic_emphases.options.compete.text': {
      text: 'Konkurentide edestamisse: turuosa kasv, tehingute võitmine ja mõõdetavate eesmärkide ületamine.',
      source: '0974a716348f01',
    },
    'dimensions.strategic_emphases.options.control.text': {
      text: 'Sujuvasse toimimisse: prognoositavad kulud, järjepidev tarnimine ja vähe üllatusi.',
      source: '0521638db12fef',
    },
    'dimensions.organization_glue.title': { text: 'Mis hoiab meid koos', source: '0a017b28243d65' },
    'dimensions.organization_glue.prompt': {
      text: 'Mis hoiab inimesi organisatsioonile pühendununa?',
      source: '01d9739c3f3f59',
    },
    'dimensions.organization_glue.options.collaborate.text': {
      text: 'Lojaalsus üksteise vastu ja ühine kuuluvustunne.',
      source: '0bc4f42ca0de92',
    },
    'dimensions.organization_glue.options.create.text': {
      text: 'Põnevus luua midagi uut enne kõiki teisi.',
      source: '0669e882b2ea0a',
    },
    'dimensions.organization_glue.options.compete.text': {
      text: 'Ühine tahe võita ja tulemusi saavutada.',
      source: '0a8f008a90dda5',
    },
    'dimensions.organization_glue.options.control.text': {
      text: 'Selged reeglid, kokkulepitud protseduurid ja usaldusväärsed rutiinid.',
      source: '183c7138043ea3',
    },
    'dimensions.dominant_characteristics.title': { text: 'Igapäevane iseloom', source: '11a017aa436bca' },
    'dimensions.dominant_characteristics.prompt': { text: 'Milline on siin igapäevane töö?', source: '0a2ded60577abc' },
    'dimensions.dominant_characteristics.options.collaborate.text': {
      text: 'Lähedane ja toetav: inimesed jagavad avatult ja hoolivad üksteisest.',
      source: '00fddf67309a1c',
    },
    'dimensions.dominant_characteristics.options.create.text': {
      text: 'Elav ja katsetav: inimesed proovivad asju, võtavad riske ja aktsepteerivad ebaõnnestunud algusi.',
      source: '0186dd3ed9d217',
    },
    'dimensions.dominant_characteristics.options.compete.text': {
      text: 'Intensiivne ja tulemustele keskendunud: inimesi hinnatakse selle järgi, mida nad saavutavad.',
      source: '1ea6d08bd99dfe',
    },
    'dimensions.dominant_characteristics.options.control.text': {
      text: 'Korrastatud ja selgelt määratletud: töö järgib kehtestatud protsesse ja ootused on selged.',
      source: '14b6336cecf01f',
    },
    'dimensions.management_of_employees.title': { text: 'Kuidas inimesi juhitakse', source: '0f48d9a2da90e4' },
    'dimensions.management_of_employees.prompt': {
      text: 'Kuidas organisatsioon oma inimesi juhib ja kohtleb?',
      source: '142b81c7d13da3',
    },
    'dimensions.management_of_employees.options.collaborate.text': {
      text: 'Neid kaasates: otsuseid arutatakse ja tehakse koos.',
      source: '15d8bcb56a2c48',
    },
    'dimensions.management_of_employees.options.create.text': {
      text: 'Andes neile vabaduse algatusi teha ja oma ideid ise vedada.',
      source: '1b9d5db64fd085',
    },
    'dimensions.management_of_employees.options.compete.text': {
      text: 'Seades nõudlikke eesmärke ja premeerides neid, kes need saavutavad.',
      source: '17e88d63dec41c',
    },
    'dimensions.management_of_employees.options.control.text': {
      text: 'Pakkudes stabiilseid rolle, õiglasi reegleid ja järjepidevat kohtlemist.',
      source: '0a3b875ebeeb30',
    },
    'dimensions.criteria_of_success.title': { text: 'Kuidas edu mõõdetakse', source: '01f5a42ef5cce9' },
    'dimensions.criteria_of_success.prompt': { text: 'Mida peab organisatsioon eduks?', source: '1f735abc3f44eb' },
    'dimensions.criteria_of_success.options.collaborate.text': {
      text: 'Pühendunud inimesi, kes arenevad, teevad hästi koostööd ja jäävad.',
      source: '0320a1a8771f95',
    },
    'dimensions.criteria_of_success.options.create.text': {
      text: 'Uute ja valdkonnas teistest eespool olevate toodete või teenuste turule toomist.',
      source: '1e72937ddaa7d9',
    },
    'dimensions.criteria_of_success.options.compete.text': {
      text: 'Turuliidri positsiooni, konkurentidest suuremat müüki ja kasvavat käivet.',
      source: '0e7b7fb8f89b6e',
    },
    'dimensions.criteria_of_success.options.control.text': {
      text: 'Usaldusväärset ja õigeaegset tarnimist madalate kulude ja vähese vigadega.',
      source: '1192f7298833c7',
    },
    'dimensions.organizational_leadership.title': { text: 'Juhtimisstiil', source: '1af8c1f16ac4a0' },
    'dimensions.organizational_leadership.prompt': {
      text: 'Millised on organisatsiooni juhid üldiselt?',
      source: '0efe3e16b55a9a',
    },
    'dimensions.organizational_leadership.options.collaborate.text': {
      text: 'Coachid ja mentorid, kes aitavad inimestel areneda.',
      source: '1305e69de79661',
    },
    'dimensions.organizational_leadership.options.create.text': {
      text: 'Visionäärid, kes julgustavad julgeid ideid ja kaalutletud riske.',
      source: '00980300258b51',
    },
    'dimensions.organizational_leadership.options.compete.text': {
      text: 'Sihikindlad saavutajad, kes keskenduvad eesmärkidele ja võitmisele.',
      source: '0d3a6afa9092a8',
    },
    'dimensions.organizational_leadership.options.control.text': {
      text: 'Korraldajad ja koordineerijad, kes hoiavad asjad sujuvalt käimas.',
      source: '1ae436d72cbc2c',
    },
  },
} satisfies SectionLocaleFile;
