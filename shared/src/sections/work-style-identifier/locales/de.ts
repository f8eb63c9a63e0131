import type { SectionLocaleFile } from '../../locale-file';

// work_style_identifier in de: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Arbeitsstil', source: '1f0c60bd73f0f7' },
    instructions: {
      text: 'Wählen Sie für jede Situation die Reaktion, die dem am nächsten kommt, was Sie von sich aus tun würden. Es gibt keine richtigen oder falschen Antworten.',
      source: '1525cac3265adf',
    },
    'styles.people.name': { text: 'Menschen', source: '1e9ca6c7397706' },
    'styles.people.description': {
      text: 'Konzentriert sich auf Beziehungen, Kommunikation und das Team.',
      source: '08675f6ad7cd87',
    },
    'styles.process.name': { text: 'Prozess', source: '00649b56ffd7ce' },
    'styles.process.description': {
      text: 'Konzentriert sich auf Struktur, Planung und darauf, wie die Arbeit erledigt wird.',
      source: '119d0abb5dea8f',
    },
    'styles.product.name': { text: 'Produkt', source: '147a8a0545eb31' },
    'styles.product.description': {
      text: 'Konzentriert sich auf das Ergebnis, seine Qualität und seinen Nutzen für die Anwender.',
      source: '1fe40819dc5447',
    },
    'scenarios.scenario_1.text': {
      text: 'Sie steigen in ein neues Projekt ein, das bereits läuft. Was tun Sie zuerst?',
      source: '0dfafca3038c6e',
    },
    'scenarios.scenario_1.options.option_1.text': {
      text: 'Die Teammitglieder einzeln treffen, um zu erfahren, wie sie arbeiten.',
      source: '1c098f33cb6358',
    },
    'scenarios.scenario_1.options.option_2.text': {
      text: 'Den Plan, den Zeitplan und die Art, wie Entscheidungen getroffen werden, lesen.',
      source: '01b9a70eafd252',
    },
    'scenarios.scenario_1.options.option_3.text': {
      text: 'Die aktuelle Version dessen ausprobieren, was gerade entsteht.',
      source: '049008ac0e04b7',
    },
    'scenarios.scenario_2.text': { text: 'Eine Frist ist gefährdet. Wie reagieren Sie?', source: '1f98c8bcca4a8b' },
    'scenarios.scenario_2.options.option_1.text': {
      text: 'Den Umfang auf die Funktionen kürzen, die für die Anwender am wichtigsten sind.',
      source: '07e96df1f57c77',
    },
    'scenarios.scenario_2.options.option_2.text': {
      text: 'Nachfragen, wie das Team zurechtkommt, und die Arbeitslast neu verteilen.',
      source: '086311204fbed5',
    },
    'scenarios.scenario_2.options.option_3.text': {
      text: 'Die verbleibenden Aufgaben neu planen und den Engpass beseitigen.',
      source: '1676c3899ba46e',
    },
    'scenarios.scenario_3.text': {
      text: 'Zwei Kollegen sind sich uneinig, wie eine Aufgabe anzugehen ist. Was tun Sie?',
      source: '1c38b1ce60ae98',
    },
    'scenarios.scenario_3.options.option_1.text': {
      text: 'Vorschlagen, sich auf Kriterien und ein Entscheidungsverfahren zu einigen.',
      source: '102f2f0769dfc9',
    },
    'scenarios.scenario_3.options.option_2.text': {
      text: 'Fragen, welcher Ansatz das bessere Ergebnis bringt, und ihn testen.',
      source: '15730380078ea3',
    },
    'scenarios.scenario_3.options.option_3.text': {
      text: 'Mit beiden einzeln sprechen, um ihre Bedenken zu verstehen.',
      source: '05eb79046b6b94',
    },
    'scenarios.scenario_4.text': {
      text: 'Was macht Sie am Ende einer Woche am zufriedensten?',
      source: '105635f4452bad',
    },
    'scenarios.scenario_4.options.option_1.text': {
      text: 'Einer Kollegin oder einem Kollegen zum Erfolg verholfen zu haben.',
      source: '18a448df168c17',
    },
    'scenarios.scenario_4.options.option_2.text': {
      text: 'Zu sehen, dass etwas, das ich gebaut habe, genutzt wird.',
      source: '06dd5c28e1dd6e',
    },
    'scenarios.scenario_4.options.option_3.text': {
      text: 'Eine wiederkehrende Aufgabe reibungsloser gemacht zu haben.',
      source: '14c25f3b230485',
    },
    'scenarios.scenario_5.text': {
      text: 'Sie erhalten von Ihrer Führungskraft einen vagen Auftrag. Was ist Ihr erster Schritt?',
      source: '1f6a3b5b753562',
    },
    'scenarios.scenario_5.options.option_1.text': {
      text: 'Schritte, Verantwortliche und Frist aufschreiben und dann bestätigen lassen.',
      source: '0a111ff3e53b8e',
    },
    'scenarios.scenario_5.options.option_2.text': {
      text: 'Fragen, für wen es ist und was sich diese Person davon erhofft.',
      source: '1d34f94c990a03',
    },
    'scenarios.scenario_5.options.option_3.text': {
      text: 'Schnell eine erste Version skizzieren, auf die man reagieren kann.',
      source: '14d5aac6f8ae0a',
    },
    'scenarios.scenario_6.text': {
      text: 'In Ihrem Team wird ein neues Werkzeug eingeführt. Was ist Ihnen am wichtigsten?',
      source: '1ffe1c701771e4',
    },
    'scenarios.scenario_6.options.option_1.text': {
      text: 'Dass es uns hilft, bessere Arbeit abzuliefern.',
      source: '093bad0a0c3b68',
    },
    'scenarios.scenario_6.options.option_2.text': {
      text: 'Dass es zu unserer Arbeitsweise passt und schrittweise eingeführt wird.',
      source: '0148dd78866574',
    },
    'scenarios.scenario_6.options.option_3.text': {
      text: 'Dass sich alle damit wohlfühlen und darin geschult sind.',
      source: '08abf09072e383',
    },
    'scenarios.scenario_7.text': {
      text: 'Ein Kunde beschwert sich über etwas, das Ihr Team geliefert hat. Was tun Sie zuerst?',
      source: '09737f1b9023d1',
    },
    'scenarios.scenario_7.options.option_1.text': {
      text: 'Den Kunden anrufen, zuhören und ihn beruhigen.',
      source: '0b9434cd85a375',
    },
    'scenarios.scenario_7.options.option_2.text': {
      text: 'Herausfinden, an welcher Stelle unseres Prozesses das Problem durchgerutscht ist.',
      source: '1edfd2b775db66',
    },
    'scenarios.scenario_7.options.option_3.text': {
      text: 'Das Problem nachstellen und beheben.',
      source: '045b5ac0a1aece',
    },
    'scenarios.scenario_8.text': {
      text: 'Welche Frage stellen Sie in einer Planungsbesprechung normalerweise?',
      source: '079920d7ae5c86',
    },
    'scenarios.scenario_8.options.option_1.text': {
      text: 'Was bekommen die Anwender, das sie heute nicht haben?',
      source: '08cd531efc0b98',
    },
    'scenarios.scenario_8.options.option_2.text': {
      text: 'Wer muss beteiligt werden, und hat er oder sie Kapazität?',
      source: '102906789fc043',
    },
    'scenarios.scenario_8.options.option_3.text': {
      text: 'Was sind die Meilensteine, und wie verfolgen wir sie?',
      source: '0c065a4484c27c',
    },
    'scenarios.scenario_9.text': {
      text: 'Sie haben einen freien Nachmittag, um bei der Arbeit etwas zu verbessern. Wofür entscheiden Sie sich?',
      source: '0781800f4805fe',
    },
    'scenarios.scenario_9.options.option_1.text': {
      text: 'Einen Ablauf dokumentieren, den bisher nur eine Person im Kopf hat.',
      source: '0e9725fb0cbd37',
    },
    'scenarios.scenario_9.options.option_2.text': {
      text: 'Eine Funktion verfeinern, die Anwender umständlich finden.',
      source: '00a3ae74adc238',
    },
    'scenarios.scenario_9.options.option_3.text': {
      text: 'Zeit damit verbringen, einer neuen Kollegin oder einem neuen Kollegen den Einstieg zu erleichtern.',
      source: '1eb1ca7ef7f61b',
    },
  },
} satisfies SectionLocaleFile;
