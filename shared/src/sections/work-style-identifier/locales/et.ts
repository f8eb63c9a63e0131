import type { SectionLocaleFile } from '../../locale-file';

// work_style_identifier in et: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Tööstiili määraja', source: '1f0c60bd73f0f7' },
    instructions: {
      text: 'Valige iga olukorra puhul vastus, mis on kõige lähemal sellele, mida te loomulikult teeksite. Õigeid ega valesid vastuseid ei ole.',
      source: '1525cac3265adf',
    },
    'styles.people.name': { text: 'Inimesed', source: '1e9ca6c7397706' },
    'styles.people.description': { text: 'Keskendub suhetele, suhtlusele ja meeskonnale.', source: '08675f6ad7cd87' },
    'styles.process.name': { text: 'Protsess', source: '00649b56ffd7ce' },
    'styles.process.description': {
      text: 'Keskendub struktuurile, planeerimisele ja sellele, kuidas töö tehtud saab.',
      source: '119d0abb5dea8f',
    },
    'styles.product.name': { text: 'Toode', source: '147a8a0545eb31' },
    'styles.product.description': {
      text: 'Keskendub tulemusele, selle kvaliteedile ja väärtusele kasutajate jaoks.',
      source: '1fe40819dc5447',
    },
    'scenarios.scenario_1.text': {
      text: 'Liitute uue projektiga, mis on juba käimas. Mida teete kõigepealt?',
      source: '0dfafca3038c6e',
    },
    'scenarios.scenario_1.options.option_1.text': {
      text: 'Kohtun meeskonnaliikmetega ükshaaval, et teada saada, kuidas nad töötavad.',
      source: '1c098f33cb6358',
    },
    'scenarios.scenario_1.options.option_2.text': {
      text: 'Loen läbi plaani, ajakava ja selle, kuidas otsuseid tehakse.',
      source: '01b9a70eafd252',
    },
    'scenarios.scenario_1.options.option_3.text': {
      text: 'Proovin järele selle praeguse versiooni, mida ehitatakse.',
      source: '049008ac0e04b7',
    },
    'scenarios.scenario_2.text': { text: 'Tähtaeg on ohus. Kuidas reageerite?', source: '1f98c8bcca4a8b' },
    'scenarios.scenario_2.options.option_1.text': {
      text: 'Kärbin mahtu nende funktsioonideni, mis on kasutajatele kõige olulisemad.',
      source: '07e96df1f57c77',
    },
    'scenarios.scenario_2.options.option_2.text': {
      text: 'Uurin, kuidas meeskond toime tuleb, ja jaotan töökoormuse ümber.',
      source: '086311204fbed5',
    },
    'scenarios.scenario_2.options.option_3.text': {
      text: 'Planeerin ülejäänud ülesanded ümber ja kõrvaldan kitsaskoha.',
      source: '1676c3899ba46e',
    },
    'scenarios.scenario_3.text': {
      text: 'Kaks kolleegi on eri meelt, kuidas ülesandele läheneda. Mida teete?',
      source: '1c38b1ce60ae98',
    },
    'scenarios.scenario_3.options.option_1.text': {
      text: 'Pakun välja, et lepiksime kokku kriteeriumides ja otsustamise viisis.',
      source: '102f2f0769dfc9',
    },
    'scenarios.scenario_3.options.option_2.text': {
      text: 'Küsin, milline lähenemine annab parema tulemuse, ja katsetan seda.',
      source: '15730380078ea3',
    },
    'scenarios.scenario_3.options.option_3.text': {
      text: 'Räägin kummagagi, et mõista nende muresid.',
      source: '05eb79046b6b94',
    },
    'scenarios.scenario_4.text': {
      text: 'Mis pakub teile nädala lõpus kõige rohkem rahulolu?',
      source: '105635f4452bad',
    },
    'scenarios.scenario_4.options.option_1.text': {
      text: 'See, et aitasin kolleegil edu saavutada.',
      source: '18a448df168c17',
    },
    'scenarios.scenario_4.options.option_2.text': {
      text: 'See, et näen, kuidas minu ehitatut kasutatakse.',
      source: '06dd5c28e1dd6e',
    },
    'scenarios.scenario_4.options.option_3.text': {
      text: 'See, et muutsin korduva ülesande sujuvamaks.',
      source: '14c25f3b230485',
    },
    'scenarios.scenario_5.text': {
      text: 'Saate juhilt ebamäärase palve. Mis on teie esimene samm?',
      source: '1f6a3b5b753562',
    },
    'scenarios.scenario_5.options.option_1.text': {
      text: 'Panen kirja sammud, vastutajad ja tähtaja ning kinnitan need.',
      source: '0a111ff3e53b8e',
    },
    'scenarios.scenario_5.options.option_2.text': {
      text: 'Küsin, kellele see on mõeldud ja mida nad loodavad.',
      source: '1d34f94c990a03',
    },
    'scenarios.scenario_5.options.option_3.text': {
      text: 'Visandan kiire esimese versiooni, millele saab reageerida.',
      source: '14d5aac6f8ae0a',
    },
    'scenarios.scenario_6.text': {
      text: 'Teie meeskonnas võetakse kasutusele uus tööriist. Mis on teile kõige olulisem?',
      source: '1ffe1c701771e4',
    },
    'scenarios.scenario_6.options.option_1.text': {
      text: 'Et see aitaks meil paremat tööd teha.',
      source: '093bad0a0c3b68',
    },
    'scenarios.scenario_6.options.option_2.text': {
      text: 'Et see sobiks meie töökorraldusega ja võetaks kasutusele järk-järgult.',
      source: '0148dd78866574',
    },
    'scenarios.scenario_6.options.option_3.text': {
      text: 'Et kõik tunneksid end kindlalt ja saaksid selle kasutamiseks koolituse.',
      source: '08abf09072e383',
    },
    'scenarios.scenario_7.text': {
      text: 'Klient kaebab millegi üle, mille teie meeskond tarnis. Mida teete kõigepealt?',
      source: '09737f1b9023d1',
    },
    'scenarios.scenario_7.options.option_1.text': {
      text: 'Helistan kliendile, et teda ära kuulata ja rahustada.',
      source: '0b9434cd85a375',
    },
    'scenarios.scenario_7.options.option_2.text': {
      text: 'Selgitan välja, kus meie protsessis probleem läbi libises.',
      source: '1edfd2b775db66',
    },
    'scenarios.scenario_7.options.option_3.text': {
      text: 'Taasesitan probleemi ja parandan selle.',
      source: '045b5ac0a1aece',
    },
    'scenarios.scenario_8.text': {
      text: 'Millise küsimuse tõstatate planeerimiskoosolekul tavaliselt?',
      source: '079920d7ae5c86',
    },
    'scenarios.scenario_8.options.option_1.text': {
      text: 'Mida kasutajad saavad, mida neil täna ei ole?',
      source: '08cd531efc0b98',
    },
    'scenarios.scenario_8.options.option_2.text': {
      text: 'Keda on vaja kaasata ja kas neil on selleks aega?',
      source: '102906789fc043',
    },
    'scenarios.scenario_8.options.option_3.text': {
      text: 'Millised on vahe-eesmärgid ja kuidas me neid jälgime?',
      source: '0c065a4484c27c',
    },
    'scenarios.scenario_9.text': {
      text: 'Teil on vaba pärastlõuna, et tööl midagi parandada. Mida valite?',
      source: '0781800f4805fe',
    },
    'scenarios.scenario_9.options.option_1.text': {
      text: 'Dokumenteerin protsessi, mis on olemas vaid kellegi peas.',
      source: '0e9725fb0cbd37',
    },
    'scenarios.scenario_9.options.option_2.text': {
      text: 'Lihvin funktsiooni, mida kasutajad peavad kohmakaks.',
      source: '00a3ae74adc238',
    },
    'scenarios.scenario_9.options.option_3.text': {
      text: 'Aitan uuemal kolleegil kiiremini sisse elada.',
      source: '1eb1ca7ef7f61b',
    },
  },
} satisfies SectionLocaleFile;
