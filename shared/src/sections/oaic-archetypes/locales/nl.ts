import type { SectionLocaleFile } from '../../locale-file';

// oaic_archetypes in nl: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Cultuurprofiel', source: '1fa5ef776627e7' },
    instructions: {
      text: 'Verdeel per onderwerp 100 punten over de vier uitspraken, naargelang hoe goed elke uitspraak de organisatie beschrijft. Geef de meeste punten aan de uitspraak die het best past.',
      source: '08bb288d1456a6',
    },
    'perspectives.now': { text: 'Hoe het nu is', source: '023c06c1655412' },
    'perspectives.preferred': { text: 'Hoe we het willen hebben', source: '1c7749c153fe36' },
    'types.collaborate.name': { text: 'Samenwerken', source: '1b4db51cdfcca5' },
    'types.collaborate.description': {
      text: 'Mensgericht en hecht. Succes komt voort uit betrokkenheid, ontwikkeling en teamwerk.',
      source: '1838d7066709c6',
    },
    'types.create.name': { text: 'Creëren', source: '017309f0f9f564' },
    'types.create.description': {
      text: 'Vindingrijk en snel. Succes komt voort uit nieuwe ideeën, experimenten en de eerste zijn.',
      source: '113363b587295c',
    },
    'types.compete.name': { text: 'Concurreren', source: '0aaba8aca39f9a' },
    'types.compete.description': {
      text: 'Resultaatgericht en ambitieus. Succes komt voort uit het halen van doelen en winnen in de markt.',
      source: '075c7ab54cbe3e',
    },
    'types.control.name': { text: 'Beheersen', source: '05a289608909dd' },
    'types.control.description': {
      text: 'Gestructureerd en betrouwbaar. Succes komt voort uit duidelijke processen, efficiëntie en consistentie.',
      source: '14f014f09f510f',
    },
    'dimensions.strategic_emphases.title': { text: 'Strategische prioriteiten', source: '06881e6b055b2b' },
    'dimensions.strategic_emphases.prompt': {
      text: 'Waar richt de organisatie haar inspanningen op voor de toekomst?',
      source: '0da3c7dab74591',
    },
    'dimensions.strategic_emphases.options.collaborate.text': {
      text: 'Investeren in mensen: vaardigheden ontwikkelen, het vertrouwen hoog houden en iedereen het gevoel geven bij het team te horen.',
      source: '1a83febc29be0b',
    },
    'dimensions.strategic_emphases.options.create.text': {
      text: 'De volgende kans vinden: nieuw aanbod, nieuwe markten en snelle lessen uit experimenten.',
      source: '0296d46b72302c',
    },
    'dimensions.strategic_emphases.options.compete.text': {
      text: 'Concurrenten overtreffen: marktaandeel winnen, deals binnenhalen en meetbare doelen overtreffen.',
      source: '0974a716348f01',
    },
    'dimensions.strategic_emphases.options.control.text': {
      text: 'Soepel draaien: voorspelbare kosten, consistente levering en weinig verrassingen.',
      source: '0521638db12fef',
    },
    'dimensions.organization_glue.title': { text: 'Wat ons bindt', source: '0a017b28243d65' },
    'dimensions.organization_glue.prompt': {
      text: 'Wat houdt mensen betrokken bij de organisatie?',
      source: '01d9739c3f3f59',
    },
    'dimensions.organization_glue.options.collaborate.text': {
      text: 'Loyaliteit aan elkaar en een gedeeld gevoel erbij te horen.',
      source: '0bc4f42ca0de92',
    },
    'dimensions.organization_glue.options.create.text': {
      text: 'De opwinding om iets nieuws te bouwen voordat een ander dat doet.',
      source: '0669e882b2ea0a',
    },
    'dimensions.organization_glue.options.compete.text': {
      text: 'Een gedeelde drang om te winnen en resultaten te leveren.',
      source: '0a8f008a90dda5',
    },
    'dimensions.organization_glue.options.control.text': {
      text: 'Duidelijke regels, afgesproken procedures en betrouwbare routines.',
      source: '183c7138043ea3',
    },
    'dimensions.dominant_characteristics.title': { text: 'Het dagelijks karakter', source: '11a017aa436bca' },
    'dimensions.dominant_characteristics.prompt': {
      text: 'Hoe voelt het om hier dag in dag uit te werken?',
      source: '0a2ded60577abc',
    },
    'dimensions.dominant_characteristics.options.collaborate.text': {
      text: 'Hecht en steunend: mensen delen open en letten op elkaar.',
      source: '00fddf67309a1c',
    },
    'dimensions.dominant_characteristics.options.create.text': {
      text: 'Levendig en experimenteel: mensen proberen dingen uit, nemen risico’s en accepteren een valse start.',
      source: '0186dd3ed9d217',
    },
    'dimensions.dominant_characteristics.options.compete.text': {
      text: 'Intensief en prestatiegericht: mensen worden beoordeeld op wat ze bereiken.',
      source: '1ea6d08bd99dfe',
    },
    'dimensions.dominant_characteristics.options.control.text': {
      text: 'Ordelijk en goed omschreven: het werk volgt vaste processen en verwachtingen zijn duidelijk.',
      source: '14b6336cecf01f',
    },
    'dimensions.management_of_employees.title': { text: 'Hoe mensen worden aangestuurd', source: '0f48d9a2da90e4' },
    'dimensions.management_of_employees.prompt': {
      text: 'Hoe stuurt de organisatie haar mensen aan en hoe behandelt ze hen?',
      source: '142b81c7d13da3',
    },
    'dimensions.management_of_employees.options.collaborate.text': {
      text: 'Door hen te betrekken: besluiten worden besproken en samen genomen.',
      source: '15d8bcb56a2c48',
    },
    'dimensions.management_of_employees.options.create.text': {
      text: 'Door hen de vrijheid te geven initiatief te nemen en hun eigen ideeën te trekken.',
      source: '1b9d5db64fd085',
    },
    'dimensions.management_of_employees.options.compete.text': {
      text: 'Door veeleisende doelen te stellen en wie ze haalt te belonen.',
      source: '17e88d63dec41c',
    },
    'dimensions.management_of_employees.options.control.text': {
      text: 'Door stabiele rollen, eerlijke regels en een consequente behandeling te bieden.',
      source: '0a3b875ebeeb30',
    },
    'dimensions.criteria_of_success.title': { text: 'Hoe succes wordt gemeten', source: '01f5a42ef5cce9' },
    'dimensions.criteria_of_success.prompt': {
      text: 'Wat beschouwt de organisatie als succes?',
      source: '1f735abc3f44eb',
    },
    'dimensions.criteria_of_success.options.collaborate.text': {
      text: 'Betrokken mensen die groeien, goed samenwerken en blijven.',
      source: '0320a1a8771f95',
    },
    'dimensions.criteria_of_success.options.create.text': {
      text: 'Producten of diensten lanceren die nieuw zijn en het vakgebied voor zijn.',
      source: '1e72937ddaa7d9',
    },
    'dimensions.criteria_of_success.options.compete.text': {
      text: 'De markt leiden, meer verkopen dan concurrenten en de omzet laten groeien.',
      source: '0e7b7fb8f89b6e',
    },
    'dimensions.criteria_of_success.options.control.text': {
      text: 'Betrouwbare levering op tijd, tegen lage kosten en met weinig fouten.',
      source: '1192f7298833c7',
    },
    'dimensions.organizational_leadership.title': { text: 'Leiderschapsstijl', source: '1af8c1f16ac4a0' },
    'dimensions.organizational_leadership.prompt': {
      text: 'Hoe zijn de leiders van de organisatie in het algemeen?',
      source: '0efe3e16b55a9a',
    },
    'dimensions.organizational_leadership.options.collaborate.text': {
      text: 'Coaches en mentoren die mensen helpen zich te ontwikkelen.',
      source: '1305e69de79661',
    },
    'dimensions.organizational_leadership.options.create.text': {
      text: 'Visionairs die gedurfde ideeën en berekende risico’s aanmoedigen.',
      source: '00980300258b51',
    },
    'dimensions.organizational_leadership.options.compete.text': {
      text: 'Gedreven presteerders die zich richten op doelen en winnen.',
      source: '0d3a6afa9092a8',
    },
    'dimensions.organizational_leadership.options.control.text': {
      text: 'Organisatoren en coördinatoren die alles soepel laten verlopen.',
      source: '1ae436d72cbc2c',
    },
  },
} satisfies SectionLocaleFile;
