import type { SectionLocaleFile } from '../../locale-file';

// work_style_identifier in pl: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Identyfikator stylu pracy', source: '1f0c60bd73f0f7' },
    instructions: {
      text: 'Dla każdej sytuacji wybierz reakcję najbliższą temu, co zrobił(a)byś naturalnie. Nie ma dobrych ani złych odpowiedzi.',
      source: '1525cac3265adf',
    },
    'styles.people.name': { text: 'Ludzie', source: '1e9ca6c7397706' },
    'styles.people.description': { text: 'Skupia się na relacjach, komunikacji i zespole.', source: '08675f6ad7cd87' },
    'styles.process.name': { text: 'Proces', source: '00649b56ffd7ce' },
    'styles.process.description': {
      text: 'Skupia się na strukturze, planowaniu i sposobie wykonywania pracy.',
      source: '119d0abb5dea8f',
    },
    'styles.product.name': { text: 'Produkt', source: '147a8a0545eb31' },
    'styles.product.description': {
      text: 'Skupia się na rezultacie, jego jakości i wartości dla użytkowników.',
      source: '1fe40819dc5447',
    },
    'scenarios.scenario_1.text': {
      text: 'Dołączasz do nowego projektu, który już trwa. Co robisz najpierw?',
      source: '0dfafca3038c6e',
    },
    'scenarios.scenario_1.options.option_1.text': {
      text: 'Spotykam się z członkami zespołu po kolei, żeby poznać ich sposób pracy.',
      source: '1c098f33cb6358',
    },
    'scenarios.scenario_1.options.option_2.text': {
      text: 'Czytam plan, harmonogram i zasady podejmowania decyzji.',
      source: '01b9a70eafd252',
    },
    'scenarios.scenario_1.options.option_3.text': {
      text: 'Wypróbowuję bieżącą wersję tego, co powstaje.',
      source: '049008ac0e04b7',
    },
    'scenarios.scenario_2.text': { text: 'Termin jest zagrożony. Jak reagujesz?', source: '1f98c8bcca4a8b' },
    'scenarios.scenario_2.options.option_1.text': {
      text: 'Ograniczam zakres do funkcji najważniejszych dla użytkowników.',
      source: '07e96df1f57c77',
    },
    'scenarios.scenario_2.options.option_2.text': {
      text: 'Sprawdzam, jak radzi sobie zespół, i na nowo rozdzielam obciążenie.',
      source: '086311204fbed5',
    },
    'scenarios.scenario_2.options.option_3.text': {
      text: 'Na nowo planuję pozostałe zadania i usuwam wąskie gardło.',
      source: '1676c3899ba46e',
    },
    'scenarios.scenario_3.text': {
      text: 'Dwoje współpracowników nie zgadza się co do podejścia do zadania. Co robisz?',
      source: '1c38b1ce60ae98',
    },
    'scenarios.scenario_3.options.option_1.text': {
      text: 'Proponuję uzgodnienie kryteriów i sposobu podjęcia decyzji.',
      source: '102f2f0769dfc9',
    },
    'scenarios.scenario_3.options.option_2.text': {
      text: 'Pytam, które podejście daje lepszy wynik, i je testuję.',
      source: '15730380078ea3',
    },
    'scenarios.scenario_3.options.option_3.text': {
      text: 'Rozmawiam z każdym z nich, by zrozumieć ich obawy.',
      source: '05eb79046b6b94',
    },
    'scenarios.scenario_4.text': {
      text: 'Co daje Ci najwięcej satysfakcji na koniec tygodnia?',
      source: '105635f4452bad',
    },
    'scenarios.scenario_4.options.option_1.text': {
      text: 'To, że pomogłem współpracownikowi odnieść sukces.',
      source: '18a448df168c17',
    },
    'scenarios.scenario_4.options.option_2.text': {
      text: 'Widok czegoś, co zbudowałem, w użyciu.',
      source: '06dd5c28e1dd6e',
    },
    'scenarios.scenario_4.options.option_3.text': {
      text: 'To, że powtarzalne zadanie zaczęło przebiegać sprawniej.',
      source: '14c25f3b230485',
    },
    'scenarios.scenario_5.text': {
      text: 'Otrzymujesz od przełożonego niejasną prośbę. Jaki jest Twój pierwszy krok?',
      source: '1f6a3b5b753562',
    },
    'scenarios.scenario_5.options.option_1.text': {
      text: 'Zapisuję kroki, osoby odpowiedzialne i termin, a potem je potwierdzam.',
      source: '0a111ff3e53b8e',
    },
    'scenarios.scenario_5.options.option_2.text': {
      text: 'Pytam, dla kogo to jest i czego się spodziewają.',
      source: '1d34f94c990a03',
    },
    'scenarios.scenario_5.options.option_3.text': {
      text: 'Szybko szkicuję pierwszą wersję, do której można się odnieść.',
      source: '14d5aac6f8ae0a',
    },
    'scenarios.scenario_6.text': {
      text: 'W Twoim zespole wprowadzane jest nowe narzędzie. Co jest dla Ciebie najważniejsze?',
      source: '1ffe1c701771e4',
    },
    'scenarios.scenario_6.options.option_1.text': {
      text: 'Żeby pomagało nam dostarczać lepszą pracę.',
      source: '093bad0a0c3b68',
    },
    'scenarios.scenario_6.options.option_2.text': {
      text: 'Żeby pasowało do naszego sposobu pracy i było wdrażane etapami.',
      source: '0148dd78866574',
    },
    'scenarios.scenario_6.options.option_3.text': {
      text: 'Żeby wszyscy czuli się z nim swobodnie i zostali przeszkoleni.',
      source: '08abf09072e383',
    },
    'scenarios.scenario_7.text': {
      text: 'Klient skarży się na coś, co dostarczył Twój zespół. Co robisz najpierw?',
      source: '09737f1b9023d1',
    },
    'scenarios.scenario_7.options.option_1.text': {
      text: 'Dzwonię do klienta, żeby go wysłuchać i uspokoić.',
      source: '0b9434cd85a375',
    },
    'scenarios.scenario_7.options.option_2.text': {
      text: 'Szukam miejsca w naszym procesie, w którym problem się prześlizgnął.',
      source: '1edfd2b775db66',
    },
    'scenarios.scenario_7.options.option_3.text': {
      text: 'Odtwarzam problem i go naprawiam.',
      source: '045b5ac0a1aece',
    },
    'scenarios.scenario_8.text': {
      text: 'Jakie pytanie zwykle zadajesz na spotkaniu planistycznym?',
      source: '079920d7ae5c86',
    },
    'scenarios.scenario_8.options.option_1.text': {
      text: 'Co dostaną użytkownicy, czego dziś nie mają?',
      source: '08cd531efc0b98',
    },
    'scenarios.scenario_8.options.option_2.text': {
      text: 'Kogo trzeba zaangażować i czy ma na to czas?',
      source: '102906789fc043',
    },
    'scenarios.scenario_8.options.option_3.text': {
      text: 'Jakie są kamienie milowe i jak będziemy je śledzić?',
      source: '0c065a4484c27c',
    },
    'scenarios.scenario_9.text': {
      text: 'Masz wolne popołudnie, by coś usprawnić w pracy. Co wybierasz?',
      source: '0781800f4805fe',
    },
    'scenarios.scenario_9.options.option_1.text': {
      text: 'Opisanie procesu, który istnieje tylko w czyjejś głowie.',
      source: '0e9725fb0cbd37',
    },
    'scenarios.scenario_9.options.option_2.text': {
      text: 'Dopracowanie funkcji, którą użytkownicy uważają za niewygodną.',
      source: '00a3ae74adc238',
    },
    'scenarios.scenario_9.options.option_3.text': {
      text: 'Poświęcenie czasu na pomoc nowemu współpracownikowi we wdrożeniu się.',
      source: '1eb1ca7ef7f61b',
    },
  },
} satisfies SectionLocaleFile;
