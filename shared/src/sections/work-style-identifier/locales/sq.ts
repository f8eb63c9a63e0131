import type { SectionLocaleFile } from '../../locale-file';

// work_style_identifier in sq: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Identifikuesi i stilit të punës', source: '1f0c60bd73f0f7' },
    instructions: {
      text: 'Për çdo situatë, zgjidhni përgjigjen më të afërt me atë që do të bënit natyrshëm. Nuk ka përgjigje të sakta apo të gabuara.',
      source: '1525cac3265adf',
    },
    'styles.people.name': { text: 'Njerëzit', source: '1e9ca6c7397706' },
    'styles.people.description': {
      text: 'Përqendrohet te marrëdhëniet, komunikimi dhe ekipi.',
      source: '08675f6ad7cd87',
    },
    'styles.process.name': { text: 'Procesi', source: '00649b56ffd7ce' },
    'styles.process.description': {
      text: 'Përqendrohet te struktura, planifikimi dhe mënyra si kryhet puna.',
      source: '119d0abb5dea8f',
    },
    'styles.product.name': { text: 'Produkti', source: '147a8a0545eb31' },
    'styles.product.description': {
      text: 'Përqendrohet te rezultati, cilësia e tij dhe vlera e tij për përdoruesit.',
      source: '1fe40819dc5447',
    },
    'scenarios.scenario_1.text': {
      text: 'Bashkoheni me një projekt të ri që është tashmë në zhvillim. Çfarë bëni së pari?',
      source: '0dfafca3038c6e',
    },
    'scenarios.scenario_1.options.option_1.text': {
      text: 'Takohem një nga një me anëtarët e ekipit për të mësuar si punojnë.',
      source: '1c098f33cb6358',
    },
    'scenarios.scenario_1.options.option_2.text': {
      text: 'Lexoj planin, kalendarin dhe mënyrën si merren vendimet.',
      source: '01b9a70eafd252',
    },
    'scenarios.scenario_1.options.option_3.text': {
      text: 'Provoj versionin aktual të asaj që po ndërtohet.',
      source: '049008ac0e04b7',
    },
    'scenarios.scenario_2.text': { text: 'Një afat është në rrezik. Si reagoni?', source: '1f98c8bcca4a8b' },
    'scenarios.scenario_2.options.option_1.text': {
      text: 'E ngushtoj shtrirjen te funksionet që kanë më shumë rëndësi për përdoruesit.',
      source: '07e96df1f57c77',
    },
    'scenarios.scenario_2.options.option_2.text': {
      text: 'Shoh si po ia del ekipi dhe e rishpërndaj ngarkesën.',
      source: '086311204fbed5',
    },
    'scenarios.scenario_2.options.option_3.text': {
      text: 'Riplanifikoj detyrat e mbetura dhe heq pengesën kryesore.',
      source: '1676c3899ba46e',
    },
    'scenarios.scenario_3.text': {
      text: "Dy kolegë nuk pajtohen si t'i qasen një detyre. Çfarë bëni?",
      source: '1c38b1ce60ae98',
    },
    'scenarios.scenario_3.options.option_1.text': {
      text: 'Propozoj të biem dakord për kritere dhe për një mënyrë vendimmarrjeje.',
      source: '102f2f0769dfc9',
    },
    'scenarios.scenario_3.options.option_2.text': {
      text: 'Pyes cila qasje jep rezultat më të mirë dhe e provoj.',
      source: '15730380078ea3',
    },
    'scenarios.scenario_3.options.option_3.text': {
      text: 'Flas me secilin prej tyre për të kuptuar shqetësimet e tyre.',
      source: '05eb79046b6b94',
    },
    'scenarios.scenario_4.text': { text: 'Çfarë ju jep më shumë kënaqësi në fund të javës?', source: '105635f4452bad' },
    'scenarios.scenario_4.options.option_1.text': {
      text: 'Që kam ndihmuar një koleg të ketë sukses.',
      source: '18a448df168c17',
    },
    'scenarios.scenario_4.options.option_2.text': {
      text: 'Të shoh që diçka që kam ndërtuar po përdoret.',
      source: '06dd5c28e1dd6e',
    },
    'scenarios.scenario_4.options.option_3.text': {
      text: 'Që kam bërë një detyrë të përsëritur të ecë më lehtë.',
      source: '14c25f3b230485',
    },
    'scenarios.scenario_5.text': {
      text: 'Merrni një kërkesë të paqartë nga një menaxher. Cili është hapi juaj i parë?',
      source: '1f6a3b5b753562',
    },
    'scenarios.scenario_5.options.option_1.text': {
      text: 'Shkruaj hapat, përgjegjësit dhe afatin, pastaj i konfirmoj.',
      source: '0a111ff3e53b8e',
    },
    'scenarios.scenario_5.options.option_2.text': {
      text: 'Pyes për kë është dhe çfarë shpresojnë.',
      source: '1d34f94c990a03',
    },
    'scenarios.scenario_5.options.option_3.text': {
      text: 'Skicoj shpejt një version të parë për të marrë reagime.',
      source: '14d5aac6f8ae0a',
    },
    'scenarios.scenario_6.text': {
      text: 'Në ekipin tuaj po futet një mjet i ri. Çfarë ka më shumë rëndësi për ju?',
      source: '1ffe1c701771e4',
    },
    'scenarios.scenario_6.options.option_1.text': {
      text: 'Që të na ndihmojë të japim punë më të mirë.',
      source: '093bad0a0c3b68',
    },
    'scenarios.scenario_6.options.option_2.text': {
      text: 'Që të përshtatet me mënyrën si punojmë dhe të futet me faza.',
      source: '0148dd78866574',
    },
    'scenarios.scenario_6.options.option_3.text': {
      text: 'Që të gjithë të ndihen rehat dhe të trajnohen për ta përdorur.',
      source: '08abf09072e383',
    },
    'scenarios.scenario_7.text': {
      text: 'Një klient ankohet për diçka që ekipi juaj ka dorëzuar. Çfarë bëni së pari?',
      source: '09737f1b9023d1',
    },
    'scenarios.scenario_7.options.option_1.text': {
      text: 'Telefonoj klientin për ta dëgjuar dhe për ta qetësuar.',
      source: '0b9434cd85a375',
    },
    'scenarios.scenario_7.options.option_2.text': {
      text: 'Gjej ku në procesin tonë kaloi problemi pa u vënë re.',
      source: '1edfd2b775db66',
    },
    'scenarios.scenario_7.options.option_3.text': {
      text: 'Riprodhoj problemin dhe e rregulloj.',
      source: '045b5ac0a1aece',
    },
    'scenarios.scenario_8.text': {
      text: 'Në një takim planifikimi, çfarë pyetjeje ngrini zakonisht?',
      source: '079920d7ae5c86',
    },
    'scenarios.scenario_8.options.option_1.text': {
      text: 'Çfarë do të marrin përdoruesit që sot nuk e kanë?',
      source: '08cd531efc0b98',
    },
    'scenarios.scenario_8.options.option_2.text': {
      text: 'Kush duhet të përfshihet dhe a kanë kapacitet?',
      source: '102906789fc043',
    },
    'scenarios.scenario_8.options.option_3.text': {
      text: "Cilat janë etapat kryesore dhe si do t'i ndjekim?",
      source: '0c065a4484c27c',
    },
    'scenarios.scenario_9.text': {
      text: 'Keni një pasdite të lirë për të përmirësuar diçka në punë. Çfarë zgjidhni?',
      source: '0781800f4805fe',
    },
    'scenarios.scenario_9.options.option_1.text': {
      text: 'Dokumentoj një proces që ekziston vetëm në kokën e dikujt.',
      source: '0e9725fb0cbd37',
    },
    'scenarios.scenario_9.options.option_2.text': {
      text: 'Përsos një funksion që përdoruesit e gjejnë të ngathët.',
      source: '00a3ae74adc238',
    },
    'scenarios.scenario_9.options.option_3.text': {
      text: 'Kaloj kohë duke ndihmuar një koleg më të ri të futet në punë.',
      source: '1eb1ca7ef7f61b',
    },
  },
} satisfies SectionLocaleFile;
