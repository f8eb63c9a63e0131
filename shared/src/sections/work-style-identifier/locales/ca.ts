import type { SectionLocaleFile } from '../../locale-file';

// work_style_identifier in ca: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: "Identificador d'estil de treball", source: '1f0c60bd73f0f7' },
    instructions: {
      text: 'Per a cada situació, tria la resposta més propera al que faries de manera natural. No hi ha respostes correctes ni incorrectes.',
      source: '1525cac3265adf',
    },
    'styles.people.name': { text: 'Persones', source: '1e9ca6c7397706' },
    'styles.people.description': {
      text: "Se centra en les relacions, la comunicació i l'equip.",
      source: '08675f6ad7cd87',
    },
    'styles.process.name': { text: 'Procés', source: '00649b56ffd7ce' },
    'styles.process.description': {
      text: "Se centra en l'estructura, la planificació i en com es fa la feina.",
      source: '119d0abb5dea8f',
    },
    'styles.product.name': { text: 'Producte', source: '147a8a0545eb31' },
    'styles.product.description': {
      text: 'Se centra en el resultat, la seva qualitat i el seu valor per als usuaris.',
      source: '1fe40819dc5447',
    },
    'scenarios.scenario_1.text': {
      text: "T'incorpores a un projecte nou que ja està en marxa. Què fas primer?",
      source: '0dfafca3038c6e',
    },
    'scenarios.scenario_1.options.option_1.text': {
      text: "Em reuneixo un per un amb els membres de l'equip per saber com treballen.",
      source: '1c098f33cb6358',
    },
    'scenarios.scenario_1.options.option_2.text': {
      text: 'Llegeixo el pla, el calendari i com es prenen les decisions.',
      source: '01b9a70eafd252',
    },
    'scenarios.scenario_1.options.option_3.text': {
      text: "Provo la versió actual del que s'està construint.",
      source: '049008ac0e04b7',
    },
    'scenarios.scenario_2.text': { text: 'Un termini està en perill. Com respons?', source: '1f98c8bcca4a8b' },
    'scenarios.scenario_2.options.option_1.text': {
      text: "Redueixo l'abast a les funcionalitats que més importen als usuaris.",
      source: '07e96df1f57c77',
    },
    'scenarios.scenario_2.options.option_2.text': {
      text: "Comprovo com està l'equip i reequilibro la càrrega de feina.",
      source: '086311204fbed5',
    },
    'scenarios.scenario_2.options.option_3.text': {
      text: "Replanifico les tasques pendents i elimino el coll d'ampolla.",
      source: '1676c3899ba46e',
    },
    'scenarios.scenario_3.text': {
      text: "Dos companys no es posen d'acord sobre com encarar una tasca. Què fas?",
      source: '1c38b1ce60ae98',
    },
    'scenarios.scenario_3.options.option_1.text': {
      text: 'Proposo acordar uns criteris i una manera de decidir.',
      source: '102f2f0769dfc9',
    },
    'scenarios.scenario_3.options.option_2.text': {
      text: 'Pregunto quin enfocament dona millor resultat i el poso a prova.',
      source: '15730380078ea3',
    },
    'scenarios.scenario_3.options.option_3.text': {
      text: "Parlo amb cadascun d'ells per entendre les seves preocupacions.",
      source: '05eb79046b6b94',
    },
    'scenarios.scenario_4.text': {
      text: "Què et dona més satisfacció al final d'una setmana?",
      source: '105635f4452bad',
    },
    'scenarios.scenario_4.options.option_1.text': {
      text: 'Haver ajudat un company a tenir èxit.',
      source: '18a448df168c17',
    },
    'scenarios.scenario_4.options.option_2.text': {
      text: 'Veure que algú fa servir una cosa que he construït.',
      source: '06dd5c28e1dd6e',
    },
    'scenarios.scenario_4.options.option_3.text': {
      text: 'Haver fet que una tasca recurrent funcioni millor.',
      source: '14c25f3b230485',
    },
    'scenarios.scenario_5.text': {
      text: "Reps una petició imprecisa d'un responsable. Quin és el teu primer pas?",
      source: '1f6a3b5b753562',
    },
    'scenarios.scenario_5.options.option_1.text': {
      text: 'Anoto els passos, els responsables i el termini, i després els confirmo.',
      source: '0a111ff3e53b8e',
    },
    'scenarios.scenario_5.options.option_2.text': {
      text: "Pregunto per a qui és i què n'esperen.",
      source: '1d34f94c990a03',
    },
    'scenarios.scenario_5.options.option_3.text': {
      text: 'Esbosso ràpidament una primera versió sobre la qual puguin opinar.',
      source: '14d5aac6f8ae0a',
    },
    'scenarios.scenario_6.text': {
      text: "El teu equip incorpora una eina nova. Què és el que més t'importa?",
      source: '1ffe1c701771e4',
    },
    'scenarios.scenario_6.options.option_1.text': {
      text: 'Que ens ajudi a fer una feina millor.',
      source: '093bad0a0c3b68',
    },
    'scenarios.scenario_6.options.option_2.text': {
      text: "Que encaixi amb la nostra manera de treballar i s'implanti per fases.",
      source: '0148dd78866574',
    },
    'scenarios.scenario_6.options.option_3.text': {
      text: "Que tothom s'hi senti còmode i en tingui formació.",
      source: '08abf09072e383',
    },
    'scenarios.scenario_7.text': {
      text: "Un client es queixa d'una cosa que ha lliurat el teu equip. Què fas primer?",
      source: '09737f1b9023d1',
    },
    'scenarios.scenario_7.options.option_1.text': {
      text: 'Truco al client per escoltar-lo i tranquil·litzar-lo.',
      source: '0b9434cd85a375',
    },
    'scenarios.scenario_7.options.option_2.text': {
      text: "Busco on s'ha escolat el problema en el nostre procés.",
      source: '1edfd2b775db66',
    },
    'scenarios.scenario_7.options.option_3.text': {
      text: 'Reprodueixo el problema i el soluciono.',
      source: '045b5ac0a1aece',
    },
    'scenarios.scenario_8.text': {
      text: 'En una reunió de planificació, quina pregunta sols plantejar?',
      source: '079920d7ae5c86',
    },
    'scenarios.scenario_8.options.option_1.text': {
      text: 'Què tindran els usuaris que avui no tenen?',
      source: '08cd531efc0b98',
    },
    'scenarios.scenario_8.options.option_2.text': {
      text: 'Qui cal implicar i tenen disponibilitat?',
      source: '102906789fc043',
    },
    'scenarios.scenario_8.options.option_3.text': {
      text: 'Quines són les fites i com en farem el seguiment?',
      source: '0c065a4484c27c',
    },
    'scenarios.scenario_9.text': {
      text: 'Tens una tarda lliure per millorar alguna cosa a la feina. Què tries?',
      source: '0781800f4805fe',
    },
    'scenarios.scenario_9.options.option_1.text': {
      text: "Documentar un procés que només existeix al cap d'algú.",
      source: '0e9725fb0cbd37',
    },
    'scenarios.scenario_9.options.option_2.text': {
      text: 'Polir una funcionalitat que els usuaris troben matussera.',
      source: '00a3ae74adc238',
    },
    'scenarios.scenario_9.options.option_3.text': {
      text: 'Dedicar temps a ajudar un company més nou a posar-se al dia.',
      source: '1eb1ca7ef7f61b',
    },
  },
} satisfies SectionLocaleFile;
