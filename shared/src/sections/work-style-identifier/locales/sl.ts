import type { SectionLocaleFile } from '../../locale-file';

// work_style_identifier in sl: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Prepoznavanje delovnega sloga', source: '1f0c60bd73f0f7' },
    instructions: {
      text: 'Pri vsaki situaciji izberite odgovor, ki je najbližje temu, kar bi naravno storili. Ni pravilnih ali napačnih odgovorov.',
      source: '1525cac3265adf',
    },
    'styles.people.name': { text: 'Ljudje', source: '1e9ca6c7397706' },
    'styles.people.description': { text: 'Osredotoča se na odnose, komunikacijo in tim.', source: '08675f6ad7cd87' },
    'styles.process.name': { text: 'Proces', source: '00649b56ffd7ce' },
    'styles.process.description': {
      text: 'Osredotoča se na strukturo, načrtovanje in na to, kako se delo opravi.',
      source: '119d0abb5dea8f',
    },
    'styles.product.name': { text: 'Izdelek', source: '147a8a0545eb31' },
    'styles.product.description': {
      text: 'Osredotoča se na rezultat, njegovo kakovost in vrednost za uporabnike.',
      source: '1fe40819dc5447',
    },
    'scenarios.scenario_1.text': {
      text: 'Pridružite se novemu projektu, ki že poteka. Kaj storite najprej?',
      source: '0dfafca3038c6e',
    },
    'scenarios.scenario_1.options.option_1.text': {
      text: 'S člani tima se srečam posamično, da spoznam, kako delajo.',
      source: '1c098f33cb6358',
    },
    'scenarios.scenario_1.options.option_2.text': {
      text: 'Preberem načrt, časovnico in kako se sprejemajo odločitve.',
      source: '01b9a70eafd252',
    },
    'scenarios.scenario_1.options.option_3.text': {
      text: 'Preizkusim trenutno različico tega, kar se razvija.',
      source: '049008ac0e04b7',
    },
    'scenarios.scenario_2.text': { text: 'Rok je ogrožen. Kako se odzovete?', source: '1f98c8bcca4a8b' },
    'scenarios.scenario_2.options.option_1.text': {
      text: 'Obseg zmanjšam na funkcije, ki so uporabnikom najpomembnejše.',
      source: '07e96df1f57c77',
    },
    'scenarios.scenario_2.options.option_2.text': {
      text: 'Preverim, kako se tim spopada, in prerazporedim delo.',
      source: '086311204fbed5',
    },
    'scenarios.scenario_2.options.option_3.text': {
      text: 'Preostale naloge na novo načrtujem in odpravim ozko grlo.',
      source: '1676c3899ba46e',
    },
    'scenarios.scenario_3.text': {
      text: 'Dva sodelavca se ne strinjata, kako se lotiti naloge. Kaj storite?',
      source: '1c38b1ce60ae98',
    },
    'scenarios.scenario_3.options.option_1.text': {
      text: 'Predlagam, da se dogovorimo o merilih in načinu odločanja.',
      source: '102f2f0769dfc9',
    },
    'scenarios.scenario_3.options.option_2.text': {
      text: 'Vprašam, kateri pristop da boljši rezultat, in ga preizkusim.',
      source: '15730380078ea3',
    },
    'scenarios.scenario_3.options.option_3.text': {
      text: 'Pogovorim se z vsakim od njiju, da razumem njune pomisleke.',
      source: '05eb79046b6b94',
    },
    'scenarios.scenario_4.text': {
      text: 'Kaj vam ob koncu tedna prinese največ zadovoljstva?',
      source: '105635f4452bad',
    },
    'scenarios.scenario_4.options.option_1.text': {
      text: 'Da sem sodelavcu pomagal(a) do uspeha.',
      source: '18a448df168c17',
    },
    'scenarios.scenario_4.options.option_2.text': {
      text: 'Da vidim, da se uporablja nekaj, kar sem ustvaril(a).',
      source: '06dd5c28e1dd6e',
    },
    'scenarios.scenario_4.options.option_3.text': {
      text: 'Da sem ponavljajočo se nalogo naredil(a) bolj tekočo.',
      source: '14c25f3b230485',
    },
    'scenarios.scenario_5.text': {
      text: 'Od vodje dobite nejasno zahtevo. Kateri je vaš prvi korak?',
      source: '1f6a3b5b753562',
    },
    'scenarios.scenario_5.options.option_1.text': {
      text: 'Zapišem korake, odgovorne osebe in rok ter jih potrdim.',
      source: '0a111ff3e53b8e',
    },
    'scenarios.scenario_5.options.option_2.text': {
      text: 'Vprašam, za koga je in kaj si želijo.',
      source: '1d34f94c990a03',
    },
    'scenarios.scenario_5.options.option_3.text': {
      text: 'Na hitro skiciram prvo različico, na katero se lahko odzovejo.',
      source: '14d5aac6f8ae0a',
    },
    'scenarios.scenario_6.text': {
      text: 'V vaš tim uvajajo novo orodje. Kaj vam je najpomembnejše?',
      source: '1ffe1c701771e4',
    },
    'scenarios.scenario_6.options.option_1.text': {
      text: 'Da nam pomaga opravljati boljše delo.',
      source: '093bad0a0c3b68',
    },
    'scenarios.scenario_6.options.option_2.text': {
      text: 'Da se ujema z našim načinom dela in se uvaja postopoma.',
      source: '0148dd78866574',
    },
    'scenarios.scenario_6.options.option_3.text': {
      text: 'Da se vsi počutijo suvereno in so usposobljeni za uporabo.',
      source: '08abf09072e383',
    },
    'scenarios.scenario_7.text': {
      text: 'Stranka se pritoži nad nečim, kar je dobavil vaš tim. Kaj storite najprej?',
      source: '09737f1b9023d1',
    },
    'scenarios.scenario_7.options.option_1.text': {
      text: 'Pokličem stranko, da jo poslušam in pomirim.',
      source: '0b9434cd85a375',
    },
    'scenarios.scenario_7.options.option_2.text': {
      text: 'Poiščem, kje v našem procesu je težava zdrsnila skozi.',
      source: '1edfd2b775db66',
    },
    'scenarios.scenario_7.options.option_3.text': { text: 'Ponovim težavo in jo odpravim.', source: '045b5ac0a1aece' },
    'scenarios.scenario_8.text': {
      text: 'Katero vprašanje običajno odprete na sestanku za načrtovanje?',
      source: '079920d7ae5c86',
    },
    'scenarios.scenario_8.options.option_1.text': {
      text: 'Kaj bodo uporabniki dobili, česar danes nimajo?',
      source: '08cd531efc0b98',
    },
    'scenarios.scenario_8.options.option_2.text': {
      text: 'Koga je treba vključiti in ali imajo zmogljivosti?',
      source: '102906789fc043',
    },
    'scenarios.scenario_8.options.option_3.text': {
      text: 'Kateri so mejniki in kako jih bomo spremljali?',
      source: '0c065a4484c27c',
    },
    'scenarios.scenario_9.text': {
      text: 'Imate prosto popoldne, da v službi nekaj izboljšate. Kaj izberete?',
      source: '0781800f4805fe',
    },
    'scenarios.scenario_9.options.option_1.text': {
      text: 'Dokumentiram postopek, ki obstaja le v glavi enega človeka.',
      source: '0e9725fb0cbd37',
    },
    'scenarios.scenario_9.options.option_2.text': {
      text: 'Izpilim funkcijo, ki se uporabnikom zdi nerodna.',
      source: '00a3ae74adc238',
    },
    'scenarios.scenario_9.options.option_3.text': {
      text: 'Čas namenim temu, da novejšemu sodelavcu pomagam, da se hitreje vpelje.',
      source: '1eb1ca7ef7f61b',
    },
  },
} satisfies SectionLocaleFile;
