import type { SectionLocaleFile } from '../../locale-file';

// oaic_archetypes in sl: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Profil kulture', source: '1fa5ef776627e7' },
    instructions: {
      text: 'Pri vsaki temi razdelite 100 točk med štiri trditve glede na to, kako dobro vsaka opisuje organizacijo. Največ točk dodelite trditvi, ki najbolj ustreza.',
      source: '08bb288d1456a6',
    },
    'perspectives.now': { text: 'Kako je danes', source: '023c06c1655412' },
    'perspectives.preferred': { text: 'Kakšno si želimo', source: '1c7749c153fe36' },
    'types.collaborate.name': { text: 'Sodelovanje', source: '1b4db51cdfcca5' },
    'types.collaborate.description': {
      text: 'Osredotočena na ljudi in povezana. Uspeh izhaja iz predanosti, razvoja in timskega dela.',
      source: '1838d7066709c6',
    },
    'types.create.name': { text: 'Ustvarjanje', source: '017309f0f9f564' },
    'types.create.description': {
      text: 'Inovativna in hitra. Uspeh izhaja iz novih zamisli, poskusov in tega, da smo prvi.',
      source: '113363b587295c',
    },
    'types.compete.name': { text: 'Tekmovanje', source: '0aaba8aca39f9a' },
    'types.compete.description': {
      text: 'Usmerjena v rezultate in ambiciozna. Uspeh izhaja iz doseganja ciljev in zmag na trgu.',
      source: '075c7ab54cbe3e',
    },
    'types.control.name': { text: 'Nadzor', source: '05a289608909dd' },
    'types.control.description': {
      text: 'Strukturirana in zanesljiva. Uspeh izhaja iz jasnih postopkov, učinkovitosti in doslednosti.',
      source: '14f014f09f510f',
    },
    'dimensions.strategic_emphases.title': { text: 'Strateške prednostne naloge', source: '06881e6b055b2b' },
    'dimensions.strategic_emphases.prompt': {
      text: 'Kam organizacija usmerja svoj trud za prihodnost?',
      source: '0da3c7dab74591',
    },
    'dimensions.strategic_emphases.options.collaborate.text': {
      text: 'V ljudi: razvijanje veščin, ohranjanje visokega zaupanja in občutek, da je vsak del tima.',
      source: '1a83febc29be0b',
    },
    'dimensions.strategic_emphases.options.create.text': {
      text: 'V iskanje naslednje priložnosti: nove ponudbe, novi trgi in hitra spoznanja iz poskusov.',
      source: '0296d46b72302c',
    },
    'dimensions.strategic_emphases.options.compete.text': {
      text: 'V prehitevanje tekmecev: rast tržnega deleža, pridobivanje poslov in preseganje merljivih ciljev.',
      source: '0974a716348f01',
    },
    'dimensions.strategic_emphases.options.control.text': {
      text: 'V nemoteno delovanje: predvidljivi stroški, dosledna izvedba in malo presenečenj.',
      source: '0521638db12fef',
    },
    'dimensions.organization_glue.title': { text: 'Kaj nas povezuje', source: '0a017b28243d65' },
    'dimensions.organization_glue.prompt': {
      text: 'Kaj ljudi ohranja predane organizaciji?',
      source: '01d9739c3f3f59',
    },
    'dimensions.organization_glue.options.collaborate.text': {
      text: 'Zvestoba drug drugemu in skupni občutek pripadnosti.',
      source: '0bc4f42ca0de92',
    },
    'dimensions.organization_glue.options.create.text': {
      text: 'Navdušenje, da gradimo nekaj novega pred vsemi drugimi.',
      source: '0669e882b2ea0a',
    },
    'dimensions.organization_glue.options.compete.text': {
      text: 'Skupna želja po zmagi in doseganju rezultatov.',
      source: '0a8f008a90dda5',
    },
    'dimensions.organization_glue.options.control.text': {
      text: 'Jasna pravila, dogovorjeni postopki in zanesljive rutine.',
      source: '183c7138043ea3',
    },
    'dimensions.dominant_characteristics.title': { text: 'Vsakdanji značaj', source: '11a017aa436bca' },
    'dimensions.dominant_characteristics.prompt': {
      text: 'Kakšno je delo tukaj iz dneva v dan?',
      source: '0a2ded60577abc',
    },
    'dimensions.dominant_characteristics.options.collaborate.text': {
      text: 'Tesno in podporno: ljudje odkrito delijo in skrbijo drug za drugega.',
      source: '00fddf67309a1c',
    },
    'dimensions.dominant_characteristics.options.create.text': {
      text: 'Živahno in eksperimentalno: ljudje preizkušajo stvari, tvegajo in sprejemajo neuspešne začetke.',
      source: '0186dd3ed9d217',
    },
    'dimensions.dominant_characteristics.options.compete.text': {
      text: 'Intenzivno in usmerjeno v uspešnost: ljudi presojajo po tem, kar dosežejo.',
      source: '1ea6d08bd99dfe',
    },
    'dimensions.dominant_characteristics.options.control.text': {
      text: 'Urejeno in jasno opredeljeno: delo sledi ustaljenim postopkom, pričakovanja so jasna.',
      source: '14b6336cecf01f',
    },
    'dimensions.management_of_employees.title': { text: 'Kako se vodi ljudi', source: '0f48d9a2da90e4' },
    'dimensions.management_of_employees.prompt': {
      text: 'Kako organizacija vodi svoje ljudi in kako ravna z njimi?',
      source: '142b81c7d13da3',
    },
    'dimensions.management_of_employees.options.collaborate.text': {
      text: 'Z vključevanjem: o odločitvah se pogovorijo in jih sprejmejo skupaj.',
      source: '15d8bcb56a2c48',
    },
    'dimensions.management_of_employees.options.create.text': {
      text: 'Tako, da jim daje svobodo, da prevzamejo pobudo in so lastniki svojih zamisli.',
      source: '1b9d5db64fd085',
    },
    'dimensions.management_of_employees.options.compete.text': {
      text: 'S postavljanjem zahtevnih ciljev in nagrajevanjem tistih, ki jih dosežejo.',
      source: '17e88d63dec41c',
    },
    'dimensions.management_of_employees.options.control.text': {
      text: 'S stabilnimi vlogami, pravičnimi pravili in doslednim ravnanjem.',
      source: '0a3b875ebeeb30',
    },
    'dimensions.criteria_of_success.title': { text: 'Kako se meri uspeh', source: '01f5a42ef5cce9' },
    'dimensions.criteria_of_success.prompt': { text: 'Kaj organizacija šteje za uspeh?', source: '1f735abc3f44eb' },
    'dimensions.criteria_of_success.options.collaborate.text': {
      text: 'Zavzete ljudi, ki rastejo, dobro sodelujejo in ostanejo.',
      source: '0320a1a8771f95',
    },
    'dimensions.criteria_of_success.options.create.text': {
      text: 'Uvajanje izdelkov ali storitev, ki so novi in pred drugimi v panogi.',
      source: '1e72937ddaa7d9',
    },
    'dimensions.criteria_of_success.options.compete.text': {
      text: 'Vodilni položaj na trgu, večjo prodajo od tekmecev in rastoče prihodke.',
      source: '0e7b7fb8f89b6e',
    },
    'dimensions.criteria_of_success.options.control.text': {
      text: 'Zanesljivo in pravočasno izvedbo z nizkimi stroški in malo napakami.',
      source: '1192f7298833c7',
    },
    'dimensions.organizational_leadership.title': { text: 'Slog vodenja', source: '1af8c1f16ac4a0' },
    'dimensions.organizational_leadership.prompt': {
      text: 'Kakšni so vodje v organizaciji na splošno?',
      source: '0efe3e16b55a9a',
    },
    'dimensions.organizational_leadership.options.collaborate.text': {
      text: 'Coachi in mentorji, ki ljudem pomagajo pri razvoju.',
      source: '1305e69de79661',
    },
    'dimensions.organizational_leadership.options.create.text': {
      text: 'Vizionarji, ki spodbujajo drzne zamisli in premišljena tveganja.',
      source: '00980300258b51',
    },
    'dimensions.organizational_leadership.options.compete.text': {
      text: 'Zagnani in ambiciozni, osredotočeni na cilje in zmago.',
      source: '0d3a6afa9092a8',
    },
    'dimensions.organizational_leadership.options.control.text': {
      text: 'Organizatorji in koordinatorji, ki skrbijo, da vse teče gladko.',
      source: '1ae436d72cbc2c',
    },
  },
} satisfies SectionLocaleFile;
