import type { SectionLocaleFile } from '../../locale-file';

// work_style_identifier in it: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Identificatore dello stile di lavoro', source: '1f0c60bd73f0f7' },
    instructions: {
      text: 'Per ogni situazione, scegli la reazione più vicina a ciò che faresti spontaneamente. Non ci sono risposte giuste o sbagliate.',
      source: '1525cac3265adf',
    },
    'styles.people.name': { text: 'Persone', source: '1e9ca6c7397706' },
    'styles.people.description': {
      text: 'Si concentra sulle relazioni, sulla comunicazione e sul team.',
      source: '08675f6ad7cd87',
    },
    'styles.process.name': { text: 'Processo', source: '00649b56ffd7ce' },
    'styles.process.description': {
      text: 'Si concentra sulla struttura, sulla pianificazione e su come si svolge il lavoro.',
      source: '119d0abb5dea8f',
    },
    'styles.product.name': { text: 'Prodotto', source: '147a8a0545eb31' },
    'styles.product.description': {
      text: 'Si concentra sul risultato, sulla sua qualità e sul suo valore per gli utenti.',
      source: '1fe40819dc5447',
    },
    'scenarios.scenario_1.text': {
      text: 'Entri in un nuovo progetto già avviato. Che cosa fai per prima cosa?',
      source: '0dfafca3038c6e',
    },
    'scenarios.scenario_1.options.option_1.text': {
      text: 'Incontro i membri del team uno per uno per capire come lavorano.',
      source: '1c098f33cb6358',
    },
    'scenarios.scenario_1.options.option_2.text': {
      text: 'Leggo il piano, il calendario e come vengono prese le decisioni.',
      source: '01b9a70eafd252',
    },
    'scenarios.scenario_1.options.option_3.text': {
      text: 'Provo la versione attuale di ciò che si sta costruendo.',
      source: '049008ac0e04b7',
    },
    'scenarios.scenario_2.text': { text: 'Una scadenza è a rischio. Come reagisci?', source: '1f98c8bcca4a8b' },
    'scenarios.scenario_2.options.option_1.text': {
      text: 'Riduco il perimetro alle funzionalità più importanti per gli utenti.',
      source: '07e96df1f57c77',
    },
    'scenarios.scenario_2.options.option_2.text': {
      text: 'Verifico come sta il team e riequilibro il carico di lavoro.',
      source: '086311204fbed5',
    },
    'scenarios.scenario_2.options.option_3.text': {
      text: 'Ripianifico le attività rimanenti ed elimino il collo di bottiglia.',
      source: '1676c3899ba46e',
    },
    'scenarios.scenario_3.text': {
      text: 'Due colleghi non sono d’accordo su come affrontare un compito. Che cosa fai?',
      source: '1c38b1ce60ae98',
    },
    'scenarios.scenario_3.options.option_1.text': {
      text: 'Propongo di concordare criteri e un modo per decidere.',
      source: '102f2f0769dfc9',
    },
    'scenarios.scenario_3.options.option_2.text': {
      text: 'Chiedo quale approccio dà il risultato migliore e lo metto alla prova.',
      source: '15730380078ea3',
    },
    'scenarios.scenario_3.options.option_3.text': {
      text: 'Parlo con ciascuno per capire le sue preoccupazioni.',
      source: '05eb79046b6b94',
    },
    'scenarios.scenario_4.text': {
      text: 'Che cosa ti dà più soddisfazione alla fine di una settimana?',
      source: '105635f4452bad',
    },
    'scenarios.scenario_4.options.option_1.text': {
      text: 'Aver aiutato un collega a riuscire.',
      source: '18a448df168c17',
    },
    'scenarios.scenario_4.options.option_2.text': {
      text: 'Vedere usato qualcosa che ho costruito.',
      source: '06dd5c28e1dd6e',
    },
    'scenarios.scenario_4.options.option_3.text': {
      text: 'Aver reso più fluida un’attività ricorrente.',
      source: '14c25f3b230485',
    },
    'scenarios.scenario_5.text': {
      text: 'Ricevi una richiesta vaga dal tuo responsabile. Qual è il tuo primo passo?',
      source: '1f6a3b5b753562',
    },
    'scenarios.scenario_5.options.option_1.text': {
      text: 'Scrivo passaggi, responsabili e scadenza, poi li faccio confermare.',
      source: '0a111ff3e53b8e',
    },
    'scenarios.scenario_5.options.option_2.text': {
      text: 'Chiedo per chi è e che cosa si aspettano.',
      source: '1d34f94c990a03',
    },
    'scenarios.scenario_5.options.option_3.text': {
      text: 'Abbozzo rapidamente una prima versione su cui raccogliere reazioni.',
      source: '14d5aac6f8ae0a',
    },
    'scenarios.scenario_6.text': {
      text: 'Nel tuo team viene introdotto un nuovo strumento. Che cosa conta di più per te?',
      source: '1ffe1c701771e4',
    },
    'scenarios.scenario_6.options.option_1.text': {
      text: 'Che ci aiuti a consegnare un lavoro migliore.',
      source: '093bad0a0c3b68',
    },
    'scenarios.scenario_6.options.option_2.text': {
      text: 'Che si adatti al nostro modo di lavorare e venga introdotto per gradi.',
      source: '0148dd78866574',
    },
    'scenarios.scenario_6.options.option_3.text': {
      text: 'Che tutti si sentano a proprio agio e siano formati per usarlo.',
      source: '08abf09072e383',
    },
    'scenarios.scenario_7.text': {
      text: 'Un cliente si lamenta di qualcosa che il tuo team ha consegnato. Che cosa fai per prima cosa?',
      source: '09737f1b9023d1',
    },
    'scenarios.scenario_7.options.option_1.text': {
      text: 'Chiamo il cliente per ascoltarlo e rassicurarlo.',
      source: '0b9434cd85a375',
    },
    'scenarios.scenario_7.options.option_2.text': {
      text: 'Cerco in quale punto del nostro processo il problema è sfuggito.',
      source: '1edfd2b775db66',
    },
    'scenarios.scenario_7.options.option_3.text': {
      text: 'Riproduco il problema e lo correggo.',
      source: '045b5ac0a1aece',
    },
    'scenarios.scenario_8.text': {
      text: 'In una riunione di pianificazione, quale domanda poni di solito?',
      source: '079920d7ae5c86',
    },
    'scenarios.scenario_8.options.option_1.text': {
      text: 'Che cosa otterranno gli utenti che oggi non hanno?',
      source: '08cd531efc0b98',
    },
    'scenarios.scenario_8.options.option_2.text': {
      text: 'Chi deve essere coinvolto, e ha disponibilità?',
      source: '102906789fc043',
    },
    'scenarios.scenario_8.options.option_3.text': {
      text: 'Quali sono le tappe e come le monitoreremo?',
      source: '0c065a4484c27c',
    },
    'scenarios.scenario_9.text': {
      text: 'Hai un pomeriggio libero per migliorare qualcosa al lavoro. Che cosa scegli?',
      source: '0781800f4805fe',
    },
    'scenarios.scenario_9.options.option_1.text': {
      text: 'Documentare un processo che esiste solo nella testa di qualcuno.',
      source: '0e9725fb0cbd37',
    },
    'scenarios.scenario_9.options.option_2.text': {
      text: 'Rifinire una funzionalità che gli utenti trovano scomoda.',
      source: '00a3ae74adc238',
    },
    'scenarios.scenario_9.options.option_3.text': {
      text: 'Dedicare tempo ad aiutare un collega arrivato da poco a mettersi al passo.',
      source: '1eb1ca7ef7f61b',
    },
  },
} satisfies SectionLocaleFile;
