import type { SectionLocaleFile } from '../../locale-file';

// oaic_archetypes in is: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Menningarsnið', source: '1fa5ef776627e7' },
    instructions: {
      text: 'Skiptu 100 stigum fyrir hvert efni á milli fullyrðinganna fjögurra eftir því hversu vel hver þeirra lýsir fyrirtækinu. Gefðu flest stig þeirri fullyrðingu sem á best við.',
      source: '08bb288d1456a6',
    },
    'perspectives.now': { text: 'Eins og það er í dag', source: '023c06c1655412' },
    'perspectives.preferred': { text: 'Eins og við viljum hafa það', source: '1c7749c153fe36' },
    'types.collaborate.name': { text: 'Samvinna', source: '1b4db51cdfcca5' },
    'types.collaborate.description': {
      text: 'Fólksmiðuð og samheldin. Árangur byggist á skuldbindingu, þróun og teymisvinnu.',
      source: '1838d7066709c6',
    },
    'types.create.name': { text: 'Sköpun', source: '017309f0f9f564' },
    'types.create.description': {
      text: 'Hugvitsöm og snör í snúningum. Árangur byggist á nýjum hugmyndum, tilraunum og því að vera fyrst.',
      source: '113363b587295c',
    },
    'types.compete.name': { text: 'Samkeppni', source: '0aaba8aca39f9a' },
    'types.compete.description': {
      text: 'Árangursdrifin og metnaðarfull. Árangur byggist á því að ná markmiðum og sigra á markaðnum.',
      source: '075c7ab54cbe3e',
    },
    'types.control.name': { text: 'Stjórn', source: '05a289608909dd' },
    'types.control.description': {
      text: 'Skipulögð og áreiðanleg. Árangur byggist á skýrum ferlum, skilvirkni og samræmi.',
      source: '14f014f09f510f',
    },
    'dimensions.strategic_emphases.title': { text: 'Stefnumarkandi áherslur', source: '06881e6b055b2b' },
    'dimensions.strategic_emphases.prompt': {
      text: 'Í hvað leggur fyrirtækið krafta sína til framtíðar?',
      source: '0da3c7dab74591',
    },
    'dimensions.strategic_emphases.options.collaborate.text': {
      text: 'Í fólkið: efla færni, viðhalda miklu trausti og láta öllum finnast þeir tilheyra teyminu.',
      source: '1a83febc29be0b',
    },
    'dimensions.strategic_emphases.options.create.text': {
      text: 'Í að finna næsta tækifæri: nýtt framboð, nýir markaðir og hraður lærdómur af tilraunum.',
      source: '0296d46b72302c',
    },
    'dimensions.strategic_emphases.options.compete.text': {
      text: 'Í að skáka keppinautum: auka markaðshlutdeild, landa samningum og fara fram úr mælanlegum markmiðum.',
      source: '0974a716348f01',
    },
    'dimensions.strategic_emphases.options.control.text': {
      text: 'Í snurðulausan rekstur: fyrirsjáanlegan kostnað, jafna afhendingu og fáar uppákomur.',
      source: '0521638db12fef',
    },
    'dimensions.organization_glue.title': { text: 'Hvað heldur okkur saman', source: '0a017b28243d65' },
    'dimensions.organization_glue.prompt': { text: 'Hvað heldur fólki tryggu fyrirtækinu?', source: '01d9739c3f3f59' },
    'dimensions.organization_glue.options.collaborate.text': {
      text: 'Tryggð hvert við annað og sameiginleg tilfinning fyrir því að tilheyra.',
      source: '0bc4f42ca0de92',
    },
    'dimensions.organization_glue.options.create.text': {
      text: 'Spennan við að byggja eitthvað nýtt á undan öllum öðrum.',
      source: '0669e882b2ea0a',
    },
    'dimensions.organization_glue.options.compete.text': {
      text: 'Sameiginlegur vilji til að sigra og skila árangri.',
      source: '0a8f008a90dda5',
    },
    'dimensions.organization_glue.options.control.text': {
      text: 'Skýrar reglur, umsamdir verkferlar og áreiðanleg rútína.',
      source: '183c7138043ea3',
    },
    'dimensions.dominant_characteristics.title': { text: 'Dagleg einkenni', source: '11a017aa436bca' },
    'dimensions.dominant_characteristics.prompt': {
      text: 'Hvernig er að vinna hér dag frá degi?',
      source: '0a2ded60577abc',
    },
    'dimensions.dominant_characteristics.options.collaborate.text': {
      text: 'Náið og styðjandi: fólk deilir opinskátt og gætir hvert annars.',
      source: '00fddf67309a1c',
    },
    'dimensions.dominant_characteristics.options.create.text': {
      text: 'Líflegt og tilraunakennt: fólk prófar hluti, tekur áhættu og sættir sig við misheppnaðar byrjanir.',
      source: '0186dd3ed9d217',
    },
    'dimensions.dominant_characteristics.options.compete.text': {
      text: 'Ákaft og afkastamiðað: fólk er dæmt af því sem það áorkar.',
      source: '1ea6d08bd99dfe',
    },
    'dimensions.dominant_characteristics.options.control.text': {
      text: 'Skipulegt og vel skilgreint: vinnan fylgir föstum ferlum og væntingar eru skýrar.',
      source: '14b6336cecf01f',
    },
    'dimensions.management_of_employees.title': { text: 'Hvernig fólki er stjórnað', source: '0f48d9a2da90e4' },
    'dimensions.management_of_employees.prompt': {
      text: 'Hvernig stjórnar fyrirtækið starfsfólki sínu og kemur fram við það?',
      source: '142b81c7d13da3',
    },
    'dimensions.management_of_employees.options.collaborate.text': {
      text: 'Með því að hafa það með í ráðum: ákvarðanir eru ræddar og teknar í sameiningu.',
      source: '15d8bcb56a2c48',
    },
    'dimensions.management_of_employees.options.create.text': {
      text: 'Með því að veita því frelsi til að sýna frumkvæði og eiga sínar eigin hugmyndir.',
      source: '1b9d5db64fd085',
    },
    'dimensions.management_of_employees.options.compete.text': {
      text: 'Með því að setja krefjandi markmið og umbuna þeim sem ná þeim.',
      source: '17e88d63dec41c',
    },
    'dimensions.management_of_employees.options.control.text': {
      text: 'Með því að bjóða stöðug hlutverk, sanngjarnar reglur og samræmda meðferð.',
      source: '0a3b875ebeeb30',
    },
    'dimensions.criteria_of_success.title': { text: 'Hvernig árangur er mældur', source: '01f5a42ef5cce9' },
    'dimensions.criteria_of_success.prompt': { text: 'Hvað telur fyrirtækið vera árangur?', source: '1f735abc3f44eb' },
    'dimensions.criteria_of_success.options.collaborate.text': {
      text: 'Virkt starfsfólk sem vex, vinnur vel saman og helst í starfi.',
      source: '0320a1a8771f95',
    },
    'dimensions.criteria_of_success.options.create.text': {
      text: 'Að setja á markað vörur eða þjónustu sem eru nýjar og á undan greininni.',
      source: '1e72937ddaa7d9',
    },
    'dimensions.criteria_of_success.options.compete.text': {
      text: 'Að leiða markaðinn, selja meira en keppinautarnir og auka tekjur.',
      source: '0e7b7fb8f89b6e',
    },
    'dimensions.criteria_of_success.options.control.text': {
      text: 'Áreiðanlega og tímanlega afhendingu með litlum kostnaði og fáum villum.',
      source: '1192f7298833c7',
    },
    'dimensions.organizational_leadership.title': { text: 'Stjórnunarstíll', source: '1af8c1f16ac4a0' },
    'dimensions.organizational_leadership.prompt': {
      text: 'Hvernig eru stjórnendur fyrirtækisins almennt?',
      source: '0efe3e16b55a9a',
    },
    'dimensions.organizational_leadership.options.collaborate.text': {
      text: 'Leiðbeinendur og mentorar sem hjálpa fólki að þroskast.',
      source: '1305e69de79661',
    },
    'dimensions.organizational_leadership.options.create.text': {
      text: 'Hugsjónafólk sem hvetur til djarfra hugmynda og yfirvegaðrar áhættu.',
      source: '00980300258b51',
    },
    'dimensions.organizational_leadership.options.compete.text': {
      text: 'Kröfuharðir afreksmenn sem einblína á markmið og sigra.',
      source: '0d3a6afa9092a8',
    },
    'dimensions.organizational_leadership.options.control.text': {
      text: 'Skipuleggjendur og samræmingaraðilar sem sjá til þess að allt gangi snurðulaust.',
      source: '1ae436d72cbc2c',
    },
  },
} satisfies SectionLocaleFile;
