import type { SectionLocaleFile } from '../../locale-file';

// oaic_archetypes in ss: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Simo senhlangano', source: '1fa5ef776627e7' },
    instructions: {
      text: 'Kuleso naleso sihloko, yabela emaphuzu langu-100 etitatimendeni letine ngekutsi ngasinye sichaza kahle kangakanani inhlangano. Nika emaphuzu lamanyenti sitatimende lesifanele kakhulu.',
      source: '08bb288d1456a6',
    },
    'perspectives.now': { text: 'Kunjani lamuhla', source: '023c06c1655412' },
    'perspectives.preferred': { text: 'Sifuna kube njani', source: '1c7749c153fe36' },
    'types.collaborate.name': { text: 'Kubambisana', source: '1b4db51cdfcca5' },
    'types.collaborate.description': {
      text: 'Kugcile ebantfwini futsi kusondzelene. Imphumelelo ivela ekutinikeleni, ekukhuleni nasekusebenteni njengelicembu.',
      source: '1838d7066709c6',
    },
    'types.create.name': { text: 'Kwakha', source: '017309f0f9f564' },
    'types.create.description': {
      text: 'Kunebuciko futsi kuyashesha. Imphumelelo ivela emibonweni lemisha, ekulingeni nasekubeni ngekucala.',
      source: '113363b587295c',
    },
    'types.compete.name': { text: 'Kuncintisana', source: '0aaba8aca39f9a' },
    'types.compete.description': {
      text: 'Kugcile emiphumeleni futsi kunesifiso lesikhulu. Imphumelelo ivela ekufinyeleleni tinhloso nasekunqobeni emakethe.',
      source: '075c7ab54cbe3e',
    },
    'types.control.name': { text: 'Kulawula', source: '05a289608909dd' },
    'types.control.description': {
      text: 'Kuhlelekile futsi kuyetsembeka. Imphumelelo ivela etinchubweni letikhanyako, ekusebenteni kahle nasekungaguculuki.',
      source: '14f014f09f510f',
    },
    'dimensions.strategic_emphases.title': { text: 'Tintfo letihamba embili emasu', source: '06881e6b055b2b' },
    'dimensions.strategic_emphases.prompt': {
      text: 'Inhlangano ibeka kuphi emandla ayo ngenca yelikusasa?',
      source: '0da3c7dab74591',
    },
    'dimensions.strategic_emphases.options.collaborate.text': {
      text: 'Ebantfwini: kwakha emakhono, kugcina kwetsembana kuphakeme nekwenta wonkhe muntfu atiteve ayincenye yelicembu.',
      source: '1a83febc29be0b',
    },
    'dimensions.strategic_emphases.options.create.text': {
      text: 'Ekutfoleni litfuba lelilandzelako: tintfo letinsha letinikelwako, emakethe lamasha nekufundza ngekushesha ekulingeni.',
      source: '0296d46b72302c',
    },
    'dimensions.strategic_emphases.options.compete.text': {
      text: 'Ekwedlula labancintisanako: kukhulisa sabelo semakethe, kuwina titivumelwano nekwedlula tinhloso letilinganisekako.',
      source: '0974a716348f01',
    },
    'dimensions.strategic_emphases.options.control.text': {
      text: 'Ekusebenteni kahle: tindleko letilindzelekile, kuletsa njalo nekumangala lokuncane.',
      source: '0521638db12fef',
    },
    'dimensions.organization_glue.title': { text: 'Yini lesibamba ndzawonye', source: '0a017b28243d65' },
    'dimensions.organization_glue.prompt': {
      text: 'Yini lebamba bantfu batinikele kulenhlangano?',
      source: '01d9739c3f3f59',
    },
    'dimensions.organization_glue.options.collaborate.text': {
      text: 'Kwetsembeka komunye kulomunye nemuva lofanako wekuba yincenye.',
      source: '0bc4f42ca0de92',
    },
    'dimensions.organization_glue.options.create.text': {
      text: 'Intfokotiso yekwakha lokutsite lokusha ngembi kwalabanye bonkhe.',
      source: '0669e882b2ea0a',
    },
    'dimensions.organization_glue.options.compete.text': {
      text: 'Sifiso lesifanako sekuwina nekuletsa imiphumela.',
      source: '0a8f008a90dda5',
    },
    'dimensions.organization_glue.options.control.text': {
      text: 'Imitsetfo lecacile, tinchubo letivunyelwene nemikhuba leyetsembekako.',
      source: '183c7138043ea3',
    },
    'dimensions.dominant_characteristics.title': { text: 'Simo semalanga onkhe', source: '11a017aa436bca' },
    'dimensions.dominant_characteristics.prompt': {
      text: 'Kunjani kusebenta lapha ngemalanga onkhe?',
      source: '0a2ded60577abc',
    },
    'dimensions.dominant_characteristics.options.collaborate.text': {
      text: 'Kusondzelene futsi kuyasekela: bantfu babelana ngekuvuleka futsi bayanakekelana.',
      source: '00fddf67309a1c',
    },
    'dimensions.dominant_characteristics.options.create.text': {
      text: 'Kunemphilo futsi kuyalinga: bantfu balinga tintfo, batsatsa ingoti futsi bemukela kucala lokungaphumeleli.',
      source: '0186dd3ed9d217',
    },
    'dimensions.dominant_characteristics.options.compete.text': {
      text: 'Kunemfutfo futsi kugcile ekwenteni: bantfu behlulelwa ngaloko labakufezako.',
      source: '1ea6d08bd99dfe',
    },
    'dimensions.dominant_characteristics.options.control.text': {
      text: 'Kuhlelekile futsi kuchazwe kahle: umsebenti ulandzela tinchubo letimisiwe futsi lokulindzelekile kuyacaca.',
      source: '14b6336cecf01f',
    },
    'dimensions.management_of_employees.title': { text: 'Indlela bantfu labaphatfwa ngayo', source: '0f48d9a2da90e4' },
    'dimensions.management_of_employees.prompt': {
      text: 'Inhlangano iphatsa njani bantfu bayo?',
      source: '142b81c7d13da3',
    },
    'dimensions.management_of_employees.options.collaborate.text': {
      text: 'Ngekubafaka: tincumo tiyacocwa futsi titsatfwa ndzawonye.',
      source: '15d8bcb56a2c48',
    },
    'dimensions.management_of_employees.options.create.text': {
      text: 'Ngekubanika inkhululeko yekutsatsa sinyatselo nekuba nemibono yabo.',
      source: '1b9d5db64fd085',
    },
    'dimensions.management_of_employees.options.compete.text': {
      text: 'Ngekubeka tinhloso letimatima nekuklomelisa labatifinyelelako.',
      source: '17e88d63dec41c',
    },
    'dimensions.management_of_employees.options.control.text': {
      text: 'Ngekunika tikhundla letinetinzile, imitsetfo lelungile nekuphatfwa lokufanako.',
      source: '0a3b875ebeeb30',
    },
    'dimensions.criteria_of_success.title': {
      text: 'Indlela imphumelelo lelinganiswa ngayo',
      source: '01f5a42ef5cce9',
    },
    'dimensions.criteria_of_success.prompt': {
      text: 'Inhlangano ibona yini njengemphumelelo?',
      source: '1f735abc3f44eb',
    },
    'dimensions.criteria_of_success.options.collaborate.text': {
      text: 'Bantfu labatinikele labakhulako, labasebenta kahle ndzawonye futsi labahlalako.',
      source: '0320a1a8771f95',
    },
    'dimensions.criteria_of_success.options.create.text': {
      text: 'Kukhipha imikhicito nobe tinsita letinsha letisembili kulomkhakha.',
      source: '1e72937ddaa7d9',
    },
    'dimensions.criteria_of_success.options.compete.text': {
      text: 'Kuhola emakethe, kutsengisa kwendlula labancintisanako nekukhula kwemali lengenako.',
      source: '0e7b7fb8f89b6e',
    },
    'dimensions.criteria_of_success.options.control.text': {
      text: 'Kuletsa lokwetsembekako ngesikhatsi, ngetindleko letiphansi nemaphutsa lambalwa.',
      source: '1192f7298833c7',
    },
    'dimensions.organizational_leadership.title': { text: 'Indlela yekuhola', source: '1af8c1f16ac4a0' },
    'dimensions.organizational_leadership.prompt': {
      text: 'Baholi benhlangano banjani ngalokuvamile?',
      source: '0efe3e16b55a9a',
    },
    'dimensions.organizational_leadership.options.collaborate.text': {
      text: 'Baceceshi nebeluleki labasita bantfu kutsi bakhule.',
      source: '1305e69de79661',
    },
    'dimensions.organizational_leadership.options.create.text': {
      text: 'Babonisi labakhutsata imibono lenesibindzi nengoti lecatjangelwe.',
      source: '00980300258b51',
    },
    'dimensions.organizational_leadership.options.compete.text': {
      text: 'Labasebenta ngemandla labagcile etinhlosweni nasekuwineni.',
      source: '0d3a6afa9092a8',
    },
    'dimensions.organizational_leadership.options.control.text': {
      text: 'Bahleli nebachumanisi labacinisekisa kutsi tintfo tihamba kahle.',
      source: '1ae436d72cbc2c',
    },
  },
} satisfies SectionLocaleFile;
