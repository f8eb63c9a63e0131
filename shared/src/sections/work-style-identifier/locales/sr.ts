import type { SectionLocaleFile } from '../../locale-file';

// work_style_identifier in sr: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Prepoznavanje stila rada', source: '1f0c60bd73f0f7' },
    instructions: {
      text: 'Za svaku situaciju izaberite odgovor koji je najbliži onome što biste prirodno uradili. Nema tačnih ni netačnih odgovora.',
      source: '1525cac3265adf',
    },
    'styles.people.name': { text: 'Ljudi', source: '1e9ca6c7397706' },
    'styles.people.description': { text: 'Usmeren na odnose, komunikaciju i tim.', source: '08675f6ad7cd87' },
    'styles.process.name': { text: 'Proces', source: '00649b56ffd7ce' },
    'styles.process.description': {
      text: 'Usmeren na strukturu, planiranje i način na koji se posao obavlja.',
      source: '119d0abb5dea8f',
    },
    'styles.product.name': { text: 'Proizvod', source: '147a8a0545eb31' },
    'styles.product.description': {
      text: 'Usmeren na ishod, njegov kvalitet i vrednost za korisnike.',
      source: '1fe40819dc5447',
    },
    'scenarios.scenario_1.text': {
      text: 'Priključujete se novom projektu koji je već u toku. Šta radite prvo?',
      source: '0dfafca3038c6e',
    },
    'scenarios.scenario_1.options.option_1.text': {
      text: 'Upoznajem članove tima jednog po jednog da bih saznao/la kako rade.',
      source: '1c098f33cb6358',
    },
    'scenarios.scenario_1.options.option_2.text': {
      text: 'Čitam plan, vremenski raspored i način donošenja odluka.',
      source: '01b9a70eafd252',
    },
    'scenarios.scenario_1.options.option_3.text': {
      text: 'Isprobavam trenutnu verziju onoga što se pravi.',
      source: '049008ac0e04b7',
    },
    'scenarios.scenario_2.text': { text: 'Rok je ugrožen. Kako reagujete?', source: '1f98c8bcca4a8b' },
    'scenarios.scenario_2.options.option_1.text': {
      text: 'Smanjujem obim na funkcije koje su korisnicima najvažnije.',
      source: '07e96df1f57c77',
    },
    'scenarios.scenario_2.options.option_2.text': {
      text: 'Proveravam kako se tim snalazi i preraspoređujem opterećenje.',
      source: '086311204fbed5',
    },
    'scenarios.scenario_2.options.option_3.text': {
      text: 'Ponovo planiram preostale zadatke i uklanjam usko grlo.',
      source: '1676c3899ba46e',
    },
    'scenarios.scenario_3.text': {
      text: 'Dvoje kolega se ne slaže oko pristupa zadatku. Šta radite?',
      source: '1c38b1ce60ae98',
    },
    'scenarios.scenario_3.options.option_1.text': {
      text: 'Predlažem da se dogovorimo o kriterijumima i načinu odlučivanja.',
      source: '102f2f0769dfc9',
    },
    'scenarios.scenario_3.options.option_2.text': {
      text: 'Pitam koji pristup daje bolji rezultat i testiram ga.',
      source: '15730380078ea3',
    },
    'scenarios.scenario_3.options.option_3.text': {
      text: 'Razgovaram sa svakim od njih da bih razumeo/la njihove brige.',
      source: '05eb79046b6b94',
    },
    'scenarios.scenario_4.text': {
      text: 'Šta vam na kraju nedelje donosi najviše zadovoljstva?',
      source: '105635f4452bad',
    },
    'scenarios.scenario_4.options.option_1.text': {
      text: 'To što sam pomogao/la kolegi da uspe.',
      source: '18a448df168c17',
    },
    'scenarios.scenario_4.options.option_2.text': {
      text: 'To što vidim da se koristi nešto što sam napravio/la.',
      source: '06dd5c28e1dd6e',
    },
    'scenarios.scenario_4.options.option_3.text': {
      text: 'To što sam učinio/la da zadatak koji se ponavlja teče glatkije.',
      source: '14c25f3b230485',
    },
    'scenarios.scenario_5.text': {
      text: 'Od rukovodioca dobijate nejasan zahtev. Koji je vaš prvi korak?',
      source: '1f6a3b5b753562',
    },
    'scenarios.scenario_5.options.option_1.text': {
      text: 'Zapisujem korake, odgovorne osobe i rok, a zatim ih potvrđujem.',
      source: '0a111ff3e53b8e',
    },
    'scenarios.scenario_5.options.option_2.text': {
      text: 'Pitam za koga je to i čemu se nadaju.',
      source: '1d34f94c990a03',
    },
    'scenarios.scenario_5.options.option_3.text': {
      text: 'Skiciram brzu prvu verziju na koju se može reagovati.',
      source: '14d5aac6f8ae0a',
    },
    'scenarios.scenario_6.text': {
      text: 'U vaš tim se uvodi novi alat. Šta vam je najvažnije?',
      source: '1ffe1c701771e4',
    },
    'scenarios.scenario_6.options.option_1.text': {
      text: 'Da nam pomogne da isporučujemo bolji rad.',
      source: '093bad0a0c3b68',
    },
    'scenarios.scenario_6.options.option_2.text': {
      text: 'Da odgovara našem načinu rada i da se uvodi postepeno.',
      source: '0148dd78866574',
    },
    'scenarios.scenario_6.options.option_3.text': {
      text: 'Da se svi osećaju prijatno i budu obučeni da ga koriste.',
      source: '08abf09072e383',
    },
    'scenarios.scenario_7.text': {
      text: 'Kupac se žali na nešto što je vaš tim isporučio. Šta radite prvo?',
      source: '09737f1b9023d1',
    },
    'scenarios.scenario_7.options.option_1.text': {
      text: 'Pozovem kupca da ga saslušam i umirim.',
      source: '0b9434cd85a375',
    },
    'scenarios.scenario_7.options.option_2.text': {
      text: 'Tražim gde je u našem procesu problem promakao.',
      source: '1edfd2b775db66',
    },
    'scenarios.scenario_7.options.option_3.text': {
      text: 'Reprodukujem problem i popravljam ga.',
      source: '045b5ac0a1aece',
    },
    'scenarios.scenario_8.text': {
      text: 'Koje pitanje obično postavljate na sastanku za planiranje?',
      source: '079920d7ae5c86',
    },
    'scenarios.scenario_8.options.option_1.text': {
      text: 'Šta će korisnici dobiti što danas nemaju?',
      source: '08cd531efc0b98',
    },
    'scenarios.scenario_8.options.option_2.text': {
      text: 'Koga treba uključiti i da li imaju kapaciteta?',
      source: '102906789fc043',
    },
    'scenarios.scenario_8.options.option_3.text': {
      text: 'Koje su ključne tačke i kako ćemo ih pratiti?',
      source: '0c065a4484c27c',
    },
    'scenarios.scenario_9.text': {
      text: 'Imate slobodno popodne da nešto poboljšate na poslu. Šta birate?',
      source: '0781800f4805fe',
    },
    'scenarios.scenario_9.options.option_1.text': {
      text: 'Dokumentujem proces koji postoji samo u nečijoj glavi.',
      source: '0e9725fb0cbd37',
    },
    'scenarios.scenario_9.options.option_2.text': {
      text: 'Doterujem funkciju koju korisnici smatraju nespretnom.',
      source: '00a3ae74adc238',
    },
    'scenarios.scenario_9.options.option_3.text': {
      text: 'Posvećujem vreme tome da pomognem novijem kolegi da se uhoda.',
      source: '1eb1ca7ef7f61b',
    },
  },
} satisfies SectionLocaleFile;
