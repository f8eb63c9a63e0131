import type { SectionLocaleFile } from '../../locale-file';

// work_style_identifier in hu: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Munkastílus-azonosító', source: '1f0c60bd73f0f7' },
    instructions: {
      text: 'Minden helyzetnél válassza azt a választ, amely a legközelebb áll ahhoz, amit természetes módon tenne. Nincsenek jó vagy rossz válaszok.',
      source: '1525cac3265adf',
    },
    'styles.people.name': { text: 'Emberek', source: '1e9ca6c7397706' },
    'styles.people.description': {
      text: 'A kapcsolatokra, a kommunikációra és a csapatra összpontosít.',
      source: '08675f6ad7cd87',
    },
    'styles.process.name': { text: 'Folyamat', source: '00649b56ffd7ce' },
    'styles.process.description': {
      text: 'A struktúrára, a tervezésre és arra összpontosít, hogyan készül el a munka.',
      source: '119d0abb5dea8f',
    },
    'styles.product.name': { text: 'Termék', source: '147a8a0545eb31' },
    'styles.product.description': {
      text: 'Az eredményre, annak minőségére és a felhasználók számára képviselt értékére összpontosít.',
      source: '1fe40819dc5447',
    },
    'scenarios.scenario_1.text': {
      text: 'Csatlakozik egy új, már folyamatban lévő projekthez. Mit tesz először?',
      source: '0dfafca3038c6e',
    },
    'scenarios.scenario_1.options.option_1.text': {
      text: 'Egyenként találkozom a csapattagokkal, hogy megismerjem, hogyan dolgoznak.',
      source: '1c098f33cb6358',
    },
    'scenarios.scenario_1.options.option_2.text': {
      text: 'Elolvasom a tervet, az ütemtervet és azt, hogyan születnek a döntések.',
      source: '01b9a70eafd252',
    },
    'scenarios.scenario_1.options.option_3.text': {
      text: 'Kipróbálom annak aktuális változatát, ami épp készül.',
      source: '049008ac0e04b7',
    },
    'scenarios.scenario_2.text': { text: 'Veszélybe kerül egy határidő. Hogyan reagál?', source: '1f98c8bcca4a8b' },
    'scenarios.scenario_2.options.option_1.text': {
      text: 'Leszűkítem a terjedelmet a felhasználóknak legfontosabb funkciókra.',
      source: '07e96df1f57c77',
    },
    'scenarios.scenario_2.options.option_2.text': {
      text: 'Megnézem, hogyan bírja a csapat, és újraosztom a terhelést.',
      source: '086311204fbed5',
    },
    'scenarios.scenario_2.options.option_3.text': {
      text: 'Újratervezem a hátralévő feladatokat, és megszüntetem a szűk keresztmetszetet.',
      source: '1676c3899ba46e',
    },
    'scenarios.scenario_3.text': {
      text: 'Két kolléga nem ért egyet abban, hogyan közelítsenek meg egy feladatot. Mit tesz?',
      source: '1c38b1ce60ae98',
    },
    'scenarios.scenario_3.options.option_1.text': {
      text: 'Javaslom, hogy állapodjunk meg a szempontokban és a döntés módjában.',
      source: '102f2f0769dfc9',
    },
    'scenarios.scenario_3.options.option_2.text': {
      text: 'Megkérdezem, melyik megközelítés ad jobb eredményt, és kipróbálom.',
      source: '15730380078ea3',
    },
    'scenarios.scenario_3.options.option_3.text': {
      text: 'Beszélek mindkettőjükkel, hogy megértsem az aggályaikat.',
      source: '05eb79046b6b94',
    },
    'scenarios.scenario_4.text': {
      text: 'Mi okozza Önnek a legnagyobb elégedettséget egy hét végén?',
      source: '105635f4452bad',
    },
    'scenarios.scenario_4.options.option_1.text': {
      text: 'Hogy segítettem egy kollégának sikerre jutni.',
      source: '18a448df168c17',
    },
    'scenarios.scenario_4.options.option_2.text': {
      text: 'Hogy látom, ahogy használják, amit építettem.',
      source: '06dd5c28e1dd6e',
    },
    'scenarios.scenario_4.options.option_3.text': {
      text: 'Hogy egy ismétlődő feladatot gördülékenyebbé tettem.',
      source: '14c25f3b230485',
    },
    'scenarios.scenario_5.text': {
      text: 'Homályos kérést kap egy vezetőtől. Mi az első lépése?',
      source: '1f6a3b5b753562',
    },
    'scenarios.scenario_5.options.option_1.text': {
      text: 'Leírom a lépéseket, a felelősöket és a határidőt, majd jóváhagyatom őket.',
      source: '0a111ff3e53b8e',
    },
    'scenarios.scenario_5.options.option_2.text': {
      text: 'Megkérdezem, kinek szól, és mit remélnek tőle.',
      source: '1d34f94c990a03',
    },
    'scenarios.scenario_5.options.option_3.text': {
      text: 'Felvázolok egy gyors első változatot, amelyre reagálni lehet.',
      source: '14d5aac6f8ae0a',
    },
    'scenarios.scenario_6.text': {
      text: 'Új eszközt vezetnek be a csapatában. Mi a legfontosabb Önnek?',
      source: '1ffe1c701771e4',
    },
    'scenarios.scenario_6.options.option_1.text': {
      text: 'Hogy segítsen jobb munkát végeznünk.',
      source: '093bad0a0c3b68',
    },
    'scenarios.scenario_6.options.option_2.text': {
      text: 'Hogy illeszkedjen a munkamódszerünkhöz, és lépésenként vezessék be.',
      source: '0148dd78866574',
    },
    'scenarios.scenario_6.options.option_3.text': {
      text: 'Hogy mindenki magabiztosan használja, és megkapja hozzá a képzést.',
      source: '08abf09072e383',
    },
    'scenarios.scenario_7.text': {
      text: 'Egy ügyfél panaszt tesz valamire, amit a csapata leszállított. Mit tesz először?',
      source: '09737f1b9023d1',
    },
    'scenarios.scenario_7.options.option_1.text': {
      text: 'Felhívom az ügyfelet, hogy meghallgassam és megnyugtassam.',
      source: '0b9434cd85a375',
    },
    'scenarios.scenario_7.options.option_2.text': {
      text: 'Kiderítem, hol csúszott át a probléma a folyamatunkon.',
      source: '1edfd2b775db66',
    },
    'scenarios.scenario_7.options.option_3.text': {
      text: 'Reprodukálom a hibát, és kijavítom.',
      source: '045b5ac0a1aece',
    },
    'scenarios.scenario_8.text': {
      text: 'Egy tervezési megbeszélésen melyik kérdést szokta felvetni?',
      source: '079920d7ae5c86',
    },
    'scenarios.scenario_8.options.option_1.text': {
      text: 'Mit kapnak a felhasználók, ami ma még nincs meg nekik?',
      source: '08cd531efc0b98',
    },
    'scenarios.scenario_8.options.option_2.text': {
      text: 'Kiket kell bevonni, és van-e rá kapacitásuk?',
      source: '102906789fc043',
    },
    'scenarios.scenario_8.options.option_3.text': {
      text: 'Mik a mérföldkövek, és hogyan követjük őket?',
      source: '0c065a4484c27c',
    },
    'scenarios.scenario_9.text': {
      text: 'Van egy szabad délutánja, hogy javítson valamin a munkában. Mit választ?',
      source: '0781800f4805fe',
    },
    'scenarios.scenario_9.options.option_1.text': {
      text: 'Dokumentálok egy folyamatot, amely csak valakinek a fejében létezik.',
      source: '0e9725fb0cbd37',
    },
    'scenarios.scenario_9.options.option_2.text': {
      text: 'Csiszolok egy funkciót, amelyet a felhasználók nehézkesnek találnak.',
      source: '00a3ae74adc238',
    },
    'scenarios.scenario_9.options.option_3.text': {
      text: 'Időt szánok arra, hogy segítsek egy újabb kollégának belejönni a munkába.',
      source: '1eb1ca7ef7f61b',
    },
  },
} satisfies SectionLocaleFile;
