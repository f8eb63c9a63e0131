import type { SectionLocaleFile } from '../../locale-file';

// oaic_archetypes in sq: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Profili i kulturës', source: '1fa5ef776627e7' },
    instructions: {
      text: 'Për çdo temë, ndani 100 pikë midis katër pohimeve sipas asaj se sa mirë e përshkruan secili organizatën. Jepini më shumë pikë pohimit që përshtatet më mirë.',
      source: '08bb288d1456a6',
    },
    'perspectives.now': { text: 'Si është sot', source: '023c06c1655412' },
    'perspectives.preferred': { text: 'Si duam të jetë', source: '1c7749c153fe36' },
    'types.collaborate.name': { text: 'Bashkëpunim', source: '1b4db51cdfcca5' },
    'types.collaborate.description': {
      text: 'E përqendruar te njerëzit dhe e lidhur ngushtë. Suksesi vjen nga përkushtimi, zhvillimi dhe puna në ekip.',
      source: '1838d7066709c6',
    },
    'types.create.name': { text: 'Krijim', source: '017309f0f9f564' },
    'types.create.description': {
      text: 'Shpikëse dhe e shpejtë. Suksesi vjen nga idetë e reja, eksperimentet dhe të qenit të parët.',
      source: '113363b587295c',
    },
    'types.compete.name': { text: 'Konkurrim', source: '0aaba8aca39f9a' },
    'types.compete.description': {
      text: 'E orientuar drejt rezultateve dhe ambicioze. Suksesi vjen nga arritja e objektivave dhe fitorja në treg.',
      source: '075c7ab54cbe3e',
    },
    'types.control.name': { text: 'Kontroll', source: '05a289608909dd' },
    'types.control.description': {
      text: 'E strukturuar dhe e besueshme. Suksesi vjen nga proceset e qarta, efikasiteti dhe qëndrueshmëria.',
      source: '14f014f09f510f',
    },
    'dimensions.strategic_emphases.title': { text: 'Përparësitë strategjike', source: '06881e6b055b2b' },
    'dimensions.strategic_emphases.prompt': {
      text: 'Ku i përqendron përpjekjet organizata për të ardhmen?',
      source: '0da3c7dab74591',
    },
    'dimensions.strategic_emphases.options.collaborate.text': {
      text: 'Te njerëzit: zhvillimi i aftësive, ruajtja e një besimi të lartë dhe ndjenja se secili është pjesë e ekipit.',
      source: '1a83febc29be0b',
    },
    'dimensions.strategic_emphases.options.create.text': {
      text: 'Te gjetja e mundësisë së radhës: oferta të reja, tregje të reja dhe mësime të shpejta nga eksperimentet.',
      source: '0296d46b72302c',
    },
    'dimensions.strategic_emphases.options.compete.text': {
      text: 'Te tejkalimi i konkurrentëve: rritja e pjesës së tregut, fitimi i kontratave dhe tejkalimi i objektivave të matshme.',
      source: '0974a716348f01',
    },
    'dimensions.strategic_emphases.options.control.text': {
      text: 'Te funksionimi pa probleme: kosto të parashikueshme, dorëzim i qëndrueshëm dhe pak surpriza.',
      source: '0521638db12fef',
    },
    'dimensions.organization_glue.title': { text: 'Çfarë na mban të bashkuar', source: '0a017b28243d65' },
    'dimensions.organization_glue.prompt': {
      text: 'Çfarë i mban njerëzit të përkushtuar ndaj organizatës?',
      source: '01d9739c3f3f59',
    },
    'dimensions.organization_glue.options.collaborate.text': {
      text: 'Besnikëria ndaj njëri-tjetrit dhe një ndjenjë e përbashkët përkatësie.',
      source: '0bc4f42ca0de92',
    },
    'dimensions.organization_glue.options.create.text': {
      text: 'Emocioni i ndërtimit të diçkaje të re përpara të gjithë të tjerëve.',
      source: '0669e882b2ea0a',
    },
    'dimensions.organization_glue.options.compete.text': {
      text: 'Një dëshirë e përbashkët për të fituar dhe për të arritur rezultate.',
      source: '0a8f008a90dda5',
    },
    'dimensions.organization_glue.options.control.text': {
      text: 'Rregulla të qarta, procedura të rëna dakord dhe rutina të besueshme.',
      source: '183c7138043ea3',
    },
    'dimensions.dominant_characteristics.title': { text: 'Karakteri i përditshëm', source: '11a017aa436bca' },
    'dimensions.dominant_characteristics.prompt': {
      text: 'Si është të punosh këtu çdo ditë?',
      source: '0a2ded60577abc',
    },
    'dimensions.dominant_characteristics.options.collaborate.text': {
      text: 'I afërt dhe mbështetës: njerëzit ndajnë hapur dhe kujdesen për njëri-tjetrin.',
      source: '00fddf67309a1c',
    },
    'dimensions.dominant_characteristics.options.create.text': {
      text: 'I gjallë dhe eksperimental: njerëzit provojnë gjëra, rrezikojnë dhe pranojnë fillimet e dështuara.',
      source: '0186dd3ed9d217',
    },
    'dimensions.dominant_characteristics.options.compete.text': {
      text: 'Intensiv dhe i orientuar drejt performancës: njerëzit gjykohen sipas asaj që arrijnë.',
      source: '1ea6d08bd99dfe',
    },
    'dimensions.dominant_characteristics.options.control.text': {
      text: 'I rregullt dhe i përcaktuar mirë: puna ndjek procese të caktuara dhe pritshmëritë janë të qarta.',
      source: '14b6336cecf01f',
    },
    'dimensions.management_of_employees.title': { text: 'Si drejtohen njerëzit', source: '0f48d9a2da90e4' },
    'dimensions.management_of_employees.prompt': {
      text: 'Si i drejton dhe i trajton organizata njerëzit e saj?',
      source: '142b81c7d13da3',
    },
    'dimensions.management_of_employees.options.collaborate.text': {
      text: 'Duke i përfshirë: vendimet diskutohen dhe merren së bashku.',
      source: '15d8bcb56a2c48',
    },
    'dimensions.management_of_employees.options.create.text': {
      text: "Duke u dhënë liri të marrin nisma dhe t'i zotërojnë idetë e tyre.",
      source: '1b9d5db64fd085',
    },
    'dimensions.management_of_employees.options.compete.text': {
      text: 'Duke vendosur objektiva kërkuese dhe duke shpërblyer ata që i arrijnë.',
      source: '17e88d63dec41c',
    },
    'dimensions.management_of_employees.options.control.text': {
      text: 'Duke ofruar role të qëndrueshme, rregulla të drejta dhe trajtim të njëtrajtshëm.',
      source: '0a3b875ebeeb30',
    },
    'dimensions.criteria_of_success.title': { text: 'Si matet suksesi', source: '01f5a42ef5cce9' },
    'dimensions.criteria_of_success.prompt': {
      text: 'Çfarë e konsideron organizata si sukses?',
      source: '1f735abc3f44eb',
    },
    'dimensions.criteria_of_success.options.collaborate.text': {
      text: 'Njerëz të angazhuar që rriten, bashkëpunojnë mirë dhe qëndrojnë.',
      source: '0320a1a8771f95',
    },
    'dimensions.criteria_of_success.options.create.text': {
      text: 'Lançimin e produkteve ose shërbimeve të reja që janë përpara fushës.',
      source: '1e72937ddaa7d9',
    },
    'dimensions.criteria_of_success.options.compete.text': {
      text: 'Udhëheqjen e tregut, shitje më të larta se konkurrentët dhe të ardhura në rritje.',
      source: '0e7b7fb8f89b6e',
    },
    'dimensions.criteria_of_success.options.control.text': {
      text: 'Dorëzim të besueshëm e në kohë, me kosto të ulët dhe pak gabime.',
      source: '1192f7298833c7',
    },
    'dimensions.organizational_leadership.title': { text: 'Stili i drejtimit', source: '1af8c1f16ac4a0' },
    'dimensions.organizational_leadership.prompt': {
      text: 'Si janë zakonisht drejtuesit e organizatës?',
      source: '0efe3e16b55a9a',
    },
    'dimensions.organizational_leadership.options.collaborate.text': {
      text: 'Trajnerë dhe mentorë që i ndihmojnë njerëzit të zhvillohen.',
      source: '1305e69de79661',
    },
    'dimensions.organizational_leadership.options.create.text': {
      text: 'Vizionarë që nxisin ide të guximshme dhe rreziqe të llogaritura.',
      source: '00980300258b51',
    },
    'dimensions.organizational_leadership.options.compete.text': {
      text: 'Njerëz shumë ambiciozë, të përqendruar te objektivat dhe fitorja.',
      source: '0d3a6afa9092a8',
    },
    'dimensions.organizational_leadership.options.control.text': {
      text: 'Organizatorë dhe koordinatorë që kujdesen që gjithçka të ecë pa probleme.',
      source: '1ae436d72cbc2c',
    },
  },
} satisfies SectionLocaleFile;
