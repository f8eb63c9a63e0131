import type { SectionLocaleFile } from '../../locale-file';

// work_style_identifier in fi: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Työtyylin tunnistin', source: '1f0c60bd73f0f7' },
    instructions: {
      text: 'Valitse kunkin tilanteen kohdalla vastaus, joka on lähimpänä sitä, miten luontaisesti toimisit. Oikeita tai vääriä vastauksia ei ole.',
      source: '1525cac3265adf',
    },
    'styles.people.name': { text: 'Ihmiset', source: '1e9ca6c7397706' },
    'styles.people.description': {
      text: 'Keskittyy ihmissuhteisiin, viestintään ja tiimiin.',
      source: '08675f6ad7cd87',
    },
    'styles.process.name': { text: 'Prosessi', source: '00649b56ffd7ce' },
    'styles.process.description': {
      text: 'Keskittyy rakenteeseen, suunnitteluun ja siihen, miten työ tehdään.',
      source: '119d0abb5dea8f',
    },
    'styles.product.name': { text: 'Tuote', source: '147a8a0545eb31' },
    'styles.product.description': {
      text: 'Keskittyy lopputulokseen, sen laatuun ja sen arvoon käyttäjille.',
      source: '1fe40819dc5447',
    },
    'scenarios.scenario_1.text': {
      text: 'Liityt uuteen projektiin, joka on jo käynnissä. Mitä teet ensimmäiseksi?',
      source: '0dfafca3038c6e',
    },
    'scenarios.scenario_1.options.option_1.text': {
      text: 'Tapaan tiimin jäsenet yksitellen oppiakseni, miten he työskentelevät.',
      source: '1c098f33cb6358',
    },
    'scenarios.scenario_1.options.option_2.text': {
      text: 'Luen suunnitelman, aikataulun ja sen, miten päätökset tehdään.',
      source: '01b9a70eafd252',
    },
    'scenarios.scenario_1.options.option_3.text': {
      text: 'Kokeilen sen nykyistä versiota, mitä ollaan rakentamassa.',
      source: '049008ac0e04b7',
    },
    'scenarios.scenario_2.text': { text: 'Määräaika on vaarassa. Miten reagoit?', source: '1f98c8bcca4a8b' },
    'scenarios.scenario_2.options.option_1.text': {
      text: 'Rajaan laajuuden niihin ominaisuuksiin, jotka ovat käyttäjille tärkeimpiä.',
      source: '07e96df1f57c77',
    },
    'scenarios.scenario_2.options.option_2.text': {
      text: 'Selvitän, miten tiimi jaksaa, ja tasapainotan työkuormaa.',
      source: '086311204fbed5',
    },
    'scenarios.scenario_2.options.option_3.text': {
      text: 'Suunnittelen jäljellä olevat tehtävät uudelleen ja poistan pullonkaulan.',
      source: '1676c3899ba46e',
    },
    'scenarios.scenario_3.text': {
      text: 'Kaksi kollegaa on eri mieltä siitä, miten tehtävää pitäisi lähestyä. Mitä teet?',
      source: '1c38b1ce60ae98',
    },
    'scenarios.scenario_3.options.option_1.text': {
      text: 'Ehdotan, että sovitaan kriteereistä ja tavasta tehdä päätös.',
      source: '102f2f0769dfc9',
    },
    'scenarios.scenario_3.options.option_2.text': {
      text: 'Kysyn, kumpi lähestymistapa tuottaa paremman tuloksen, ja testaan sen.',
      source: '15730380078ea3',
    },
    'scenarios.scenario_3.options.option_3.text': {
      text: 'Keskustelen kummankin kanssa ymmärtääkseni heidän huolensa.',
      source: '05eb79046b6b94',
    },
    'scenarios.scenario_4.text': {
      text: 'Mikä tuottaa sinulle eniten tyydytystä viikon lopussa?',
      source: '105635f4452bad',
    },
    'scenarios.scenario_4.options.option_1.text': {
      text: 'Se, että olen auttanut kollegaa onnistumaan.',
      source: '18a448df168c17',
    },
    'scenarios.scenario_4.options.option_2.text': {
      text: 'Se, että näen rakentamani asian olevan käytössä.',
      source: '06dd5c28e1dd6e',
    },
    'scenarios.scenario_4.options.option_3.text': {
      text: 'Se, että olen saanut toistuvan tehtävän sujumaan paremmin.',
      source: '14c25f3b230485',
    },
    'scenarios.scenario_5.text': {
      text: 'Saat esihenkilöltä epämääräisen pyynnön. Mikä on ensimmäinen askeleesi?',
      source: '1f6a3b5b753562',
    },
    'scenarios.scenario_5.options.option_1.text': {
      text: 'Kirjaan ylös vaiheet, vastuuhenkilöt ja määräajan ja vahvistan ne.',
      source: '0a111ff3e53b8e',
    },
    'scenarios.scenario_5.options.option_2.text': {
      text: 'Kysyn, kenelle se on tarkoitettu ja mitä he toivovat.',
      source: '1d34f94c990a03',
    },
    'scenarios.scenario_5.options.option_3.text': {
      text: 'Luonnostelen nopean ensimmäisen version, johon voi reagoida.',
      source: '14d5aac6f8ae0a',
    },
    'scenarios.scenario_6.text': {
      text: 'Tiimiisi otetaan käyttöön uusi työkalu. Mikä on sinulle tärkeintä?',
      source: '1ffe1c701771e4',
    },
    'scenarios.scenario_6.options.option_1.text': {
      text: 'Että se auttaa meitä tekemään parempaa työtä.',
      source: '093bad0a0c3b68',
    },
    'scenarios.scenario_6.options.option_2.text': {
      text: 'Että se sopii tapaamme työskennellä ja otetaan käyttöön vaiheittain.',
      source: '0148dd78866574',
    },
    'scenarios.scenario_6.options.option_3.text': {
      text: 'Että kaikki tuntevat olonsa varmaksi ja saavat koulutuksen sen käyttöön.',
      source: '08abf09072e383',
    },
    'scenarios.scenario_7.text': {
      text: 'Asiakas valittaa jostakin, minkä tiimisi toimitti. Mitä teet ensimmäiseksi?',
      source: '09737f1b9023d1',
    },
    'scenarios.scenario_7.options.option_1.text': {
      text: 'Soitan asiakkaalle kuunnellakseni ja rauhoitellakseni häntä.',
      source: '0b9434cd85a375',
    },
    'scenarios.scenario_7.options.option_2.text': {
      text: 'Selvitän, missä kohtaa prosessiamme ongelma pääsi läpi.',
      source: '1edfd2b775db66',
    },
    'scenarios.scenario_7.options.option_3.text': {
      text: 'Toistan ongelman ja korjaan sen.',
      source: '045b5ac0a1aece',
    },
    'scenarios.scenario_8.text': {
      text: 'Mitä kysymystä yleensä nostat esiin suunnittelupalaverissa?',
      source: '079920d7ae5c86',
    },
    'scenarios.scenario_8.options.option_1.text': {
      text: 'Mitä käyttäjät saavat, mitä heillä ei tänään ole?',
      source: '08cd531efc0b98',
    },
    'scenarios.scenario_8.options.option_2.text': {
      text: 'Keiden pitää olla mukana, ja onko heillä aikaa?',
      source: '102906789fc043',
    },
    'scenarios.scenario_8.options.option_3.text': {
      text: 'Mitkä ovat välitavoitteet ja miten seuraamme niitä?',
      source: '0c065a4484c27c',
    },
    'scenarios.scenario_9.text': {
      text: 'Sinulla on vapaa iltapäivä jonkin asian parantamiseen töissä. Mitä valitset?',
      source: '0781800f4805fe',
    },
    'scenarios.scenario_9.options.option_1.text': {
      text: 'Dokumentoin prosessin, joka on vain jonkun yhden ihmisen päässä.',
      source: '0e9725fb0cbd37',
    },
    'scenarios.scenario_9.options.option_2.text': {
      text: 'Viimeistelen ominaisuuden, jota käyttäjät pitävät kömpelönä.',
      source: '00a3ae74adc238',
    },
    'scenarios.scenario_9.options.option_3.text': {
      text: 'Käytän aikaa auttaakseni uudempaa kollegaa pääsemään vauhtiin.',
      source: '1eb1ca7ef7f61b',
    },
  },
} satisfies SectionLocaleFile;
