import type { SectionLocaleFile } from '../../locale-file';

// oaic_archetypes in fi: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Kulttuuriprofiili', source: '1fa5ef776627e7' },
    instructions: {
      text: 'Jaa kunkin aihealueen kohdalla 100 pistettä neljän väittämän kesken sen mukaan, kuinka hyvin kukin kuvaa organisaatiota. Anna eniten pisteitä väittämälle, joka sopii parhaiten.',
      source: '08bb288d1456a6',
    },
    'perspectives.now': { text: 'Millaista on nyt', source: '023c06c1655412' },
    'perspectives.preferred': { text: 'Millaista haluamme sen olevan', source: '1c7749c153fe36' },
    'types.collaborate.name': { text: 'Yhteistyö', source: '1b4db51cdfcca5' },
    'types.collaborate.description': {
      text: 'Ihmiskeskeinen ja tiivis. Menestys syntyy sitoutumisesta, kehittymisestä ja tiimityöstä.',
      source: '1838d7066709c6',
    },
    'types.create.name': { text: 'Luominen', source: '017309f0f9f564' },
    'types.create.description': {
      text: 'Kekseliäs ja nopealiikkeinen. Menestys syntyy uusista ideoista, kokeiluista ja siitä, että ollaan ensimmäisiä.',
      source: '113363b587295c',
    },
    'types.compete.name': { text: 'Kilpailu', source: '0aaba8aca39f9a' },
    'types.compete.description': {
      text: 'Tuloshakuinen ja kunnianhimoinen. Menestys syntyy tavoitteiden saavuttamisesta ja markkinoilla voittamisesta.',
      source: '075c7ab54cbe3e',
    },
    'types.control.name': { text: 'Hallinta', source: '05a289608909dd' },
    'types.control.description': {
      text: 'Jäsennelty ja luotettava. Menestys syntyy selkeistä prosesseista, tehokkuudesta ja johdonmukaisuudesta.',
      source: '14f014f09f510f',
    },
    'dimensions.strategic_emphases.title': { text: 'Strategiset painopisteet', source: '06881e6b055b2b' },
    'dimensions.strategic_emphases.prompt': {
      text: 'Mihin organisaatio panostaa tulevaisuutta ajatellen?',
      source: '0da3c7dab74591',
    },
    'dimensions.strategic_emphases.options.collaborate.text': {
      text: 'Ihmisiin panostamiseen: osaamisen kasvattamiseen, vahvan luottamuksen ylläpitämiseen ja siihen, että jokainen tuntee kuuluvansa tiimiin.',
      source: '1a83febc29be0b',
    },
    'dimensions.strategic_emphases.options.create.text': {
      text: 'Seuraavan mahdollisuuden löytämiseen: uusiin tuotteisiin, uusiin markkinoihin ja kokeiluista nopeasti oppimiseen.',
      source: '0296d46b72302c',
    },
    'dimensions.strategic_emphases.options.compete.text': {
      text: 'Kilpailijoiden päihittämiseen: markkinaosuuden kasvattamiseen, kauppojen voittamiseen ja mitattavien tavoitteiden ylittämiseen.',
      source: '0974a716348f01',
    },
    'dimensions.strategic_emphases.options.control.text': {
      text: 'Sujuvaan toimintaan: ennustettaviin kustannuksiin, tasaiseen toimitukseen ja vähäisiin yllätyksiin.',
      source: '0521638db12fef',
    },
    'dimensions.organization_glue.title': { text: 'Mikä pitää meidät yhdessä', source: '0a017b28243d65' },
    'dimensions.organization_glue.prompt': {
      text: 'Mikä pitää ihmiset sitoutuneina organisaatioon?',
      source: '01d9739c3f3f59',
    },
    'dimensions.organization_glue.options.collaborate.text': {
      text: 'Lojaalius toisiamme kohtaan ja yhteinen yhteenkuuluvuuden tunne.',
      source: '0bc4f42ca0de92',
    },
    'dimensions.organization_glue.options.create.text': {
      text: 'Innostus siitä, että rakennetaan jotain uutta ennen muita.',
      source: '0669e882b2ea0a',
    },
    'dimensions.organization_glue.options.compete.text': {
      text: 'Yhteinen halu voittaa ja saada tuloksia aikaan.',
      source: '0a8f008a90dda5',
    },
    'dimensions.organization_glue.options.control.text': {
      text: 'Selkeät säännöt, sovitut menettelyt ja luotettavat rutiinit.',
      source: '183c7138043ea3',
    },
    'dimensions.dominant_characteristics.title': { text: 'Arjen luonne', source: '11a017aa436bca' },
    'dimensions.dominant_characteristics.prompt': {
      text: 'Millaista täällä on työskennellä päivittäin?',
      source: '0a2ded60577abc',
    },
    'dimensions.dominant_characteristics.options.collaborate.text': {
      text: 'Läheistä ja tukevaa: ihmiset jakavat asioita avoimesti ja pitävät huolta toisistaan.',
      source: '00fddf67309a1c',
    },
    'dimensions.dominant_characteristics.options.create.text': {
      text: 'Eloisaa ja kokeilevaa: ihmiset kokeilevat, ottavat riskejä ja hyväksyvät epäonnistuneet aloitukset.',
      source: '0186dd3ed9d217',
    },
    'dimensions.dominant_characteristics.options.compete.text': {
      text: 'Vauhdikasta ja suorituskeskeistä: ihmisiä arvioidaan sen perusteella, mitä he saavuttavat.',
      source: '1ea6d08bd99dfe',
    },
    'dimensions.dominant_characteristics.options.control.text': {
      text: 'Järjestelmällistä ja selkeästi määriteltyä: työ noudattaa vakiintuneita prosesseja ja odotukset ovat selvät.',
      source: '14b6336cecf01f',
    },
    'dimensions.management_of_employees.title': { text: 'Miten ihmisiä johdetaan', source: '0f48d9a2da90e4' },
    'dimensions.management_of_employees.prompt': {
      text: 'Miten organisaatio johtaa ja kohtelee ihmisiään?',
      source: '142b81c7d13da3',
    },
    'dimensions.management_of_employees.options.collaborate.text': {
      text: 'Ottamalla heidät mukaan: päätöksistä keskustellaan ja niihin päädytään yhdessä.',
      source: '15d8bcb56a2c48',
    },
    'dimensions.management_of_employees.options.create.text': {
      text: 'Antamalla heille vapauden tehdä aloitteita ja omistaa omat ideansa.',
      source: '1b9d5db64fd085',
    },
    'dimensions.management_of_employees.options.compete.text': {
      text: 'Asettamalla vaativia tavoitteita ja palkitsemalla ne, jotka saavuttavat ne.',
      source: '17e88d63dec41c',
    },
    'dimensions.management_of_employees.options.control.text': {
      text: 'Tarjoamalla vakaat roolit, reilut säännöt ja johdonmukaisen kohtelun.',
      source: '0a3b875ebeeb30',
    },
    'dimensions.criteria_of_success.title': { text: 'Miten menestystä mitataan', source: '01f5a42ef5cce9' },
    'dimensions.criteria_of_success.prompt': {
      text: 'Mitä organisaatio pitää menestyksenä?',
      source: '1f735abc3f44eb',
    },
    'dimensions.criteria_of_success.options.collaborate.text': {
      text: 'Sitoutuneita ihmisiä, jotka kehittyvät, tekevät hyvin yhteistyötä ja pysyvät.',
      source: '0320a1a8771f95',
    },
    'dimensions.criteria_of_success.options.create.text': {
      text: 'Uusien ja alan kärkeä edustavien tuotteiden tai palvelujen lanseeraamista.',
      source: '1e72937ddaa7d9',
    },
    'dimensions.criteria_of_success.options.compete.text': {
      text: 'Markkinajohtajuutta, kilpailijoita suurempaa myyntiä ja kasvavaa liikevaihtoa.',
      source: '0e7b7fb8f89b6e',
    },
    'dimensions.criteria_of_success.options.control.text': {
      text: 'Luotettavaa ja täsmällistä toimitusta edullisesti ja vähin virhein.',
      source: '1192f7298833c7',
    },
    'dimensions.organizational_leadership.title': { text: 'Johtamistyyli', source: '1af8c1f16ac4a0' },
    'dimensions.organizational_leadership.prompt': {
      text: 'Millaisia organisaation johtajat yleensä ovat?',
      source: '0efe3e16b55a9a',
    },
    'dimensions.organizational_leadership.options.collaborate.text': {
      text: 'Valmentajia ja mentoreita, jotka auttavat ihmisiä kehittymään.',
      source: '1305e69de79661',
    },
    'dimensions.organizational_leadership.options.create.text': {
      text: 'Visionäärejä, jotka kannustavat rohkeisiin ideoihin ja harkittuihin riskeihin.',
      source: '00980300258b51',
    },
    'dimensions.organizational_leadership.options.compete.text': {
      text: 'Määrätietoisia suorittajia, jotka keskittyvät tavoitteisiin ja voittamiseen.',
      source: '0d3a6afa9092a8',
    },
    'dimensions.organizational_leadership.options.control.text': {
      text: 'Organisoijia ja koordinoijia, jotka pitävät toiminnan sujuvana.',
      source: '1ae436d72cbc2c',
    },
  },
} satisfies SectionLocaleFile;
