import type { SectionLocaleFile } from '../../locale-file';

// values_and_traits in it: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    'defining_your_values.title': { text: 'Definire i tuoi valori', source: '1d93e8a39d99d4' },
    'defining_your_values.instructions': {
      text: 'Valuta quanto è importante per te ciascun valore sul lavoro, da «Per niente importante» a «Il più importante».',
      source: '1b492698c5d9ea',
    },
    'defining_your_values.items.value_integrity.label': { text: 'Integrità', source: '1fc6198b7c8928' },
    'defining_your_values.items.value_integrity.description': {
      text: 'Fare la cosa giusta, anche quando nessuno guarda.',
      source: '051d845b031e5b',
    },
    'defining_your_values.items.value_honesty.label': { text: 'Onestà', source: '1f46703d91cb3c' },
    'defining_your_values.items.value_honesty.description': {
      text: 'Dire la verità, anche quando la notizia non è gradita.',
      source: '1063a52368cfdf',
    },
    'defining_your_values.items.value_transparency.label': { text: 'Trasparenza', source: '167755820ac598' },
    'defining_your_values.items.value_transparency.description': {
      text: 'Condividere apertamente le informazioni e le ragioni delle decisioni.',
      source: '16f33c0f866237',
    },
    'defining_your_values.items.value_accountability.label': { text: 'Responsabilità', source: '0785afa5d2037c' },
    'defining_your_values.items.value_accountability.description': {
      text: 'Rispondere dei risultati e mantenere gli impegni.',
      source: '0cd2dc1078f07a',
    },
    'defining_your_values.items.value_respect.label': { text: 'Rispetto', source: '180e0a3a4a5c4f' },
    'defining_your_values.items.value_respect.description': {
      text: 'Trattare ogni persona con dignità e considerazione.',
      source: '00df8b64cedd06',
    },
    'defining_your_values.items.value_trust.label': { text: 'Fiducia', source: '155d9004e977e7' },
    'defining_your_values.items.value_trust.description': {
      text: 'Contare gli uni sugli altri ed essere qualcuno su cui gli altri possono contare.',
      source: '0a87a610200134',
    },
    'defining_your_values.items.value_teamwork.label': { text: 'Lavoro di squadra', source: '05366f08c4bf4d' },
    'defining_your_values.items.value_teamwork.description': {
      text: 'Ottenere insieme più di quanto chiunque potrebbe da solo.',
      source: '0d01b709cb916d',
    },
    'defining_your_values.items.value_collaboration.label': { text: 'Collaborazione', source: '07e65bd0df18c6' },
    'defining_your_values.items.value_collaboration.description': {
      text: 'Lavorare tra team diversi e condividere volentieri i meriti.',
      source: '06cd1de2e5d750',
    },
    'defining_your_values.items.value_customer_focus.label': {
      text: 'Attenzione al cliente',
      source: '0d78861f8a16bc',
    },
    'defining_your_values.items.value_customer_focus.description': {
      text: 'Partire da ciò di cui i clienti hanno bisogno e misurare il successo sui loro risultati.',
      source: '14717261b19b18',
    },
    'defining_your_values.items.value_innovation.label': { text: 'Innovazione', source: '1d451a243e63b2' },
    'defining_your_values.items.value_innovation.description': {
      text: 'Cercare modi nuovi e migliori per creare valore.',
      source: '164d1530402614',
    },
    'defining_your_values.items.value_creativity.label': { text: 'Creatività', source: '096a5859e6ad97' },
    'defining_your_values.items.value_creativity.description': {
      text: 'Portare idee originali e soluzioni fantasiose.',
      source: '0b08754459b47b',
    },
    'defining_your_values.items.value_excellence.label': { text: 'Eccellenza', source: '0383191291606f' },
    'defining_your_values.items.value_excellence.description': {
      text: 'Mantenere il lavoro su standard elevati e alzare l’asticella nel tempo.',
      source: '03ccb09223823c',
    },
    'defining_your_values.items.value_quality.label': { text: 'Qualità', source: '1ec00fba6be639' },
    'defining_your_values.items.value_quality.description': {
      text: 'Curare i dettagli perché il risultato funzioni al primo colpo.',
      source: '156d7b316a7b9b',
    },
    'defining_your_values.items.value_continuous_learning.label': {
      text: 'Apprendimento continuo',
      source: '07b34fc49d6bf5',
    },
    'defining_your_values.items.value_continuous_learning.description': {
      text: 'Sviluppare competenze e conoscenze e imparare dagli errori.',
      source: '019f4fff8788c9',
    },
    'defining_your_values.items.value_growth.label': { text: 'Crescita', source: '157f51e79160bf' },
    'defining_your_values.items.value_growth.description': {
      text: 'Aiutare le persone e l’azienda a crescere in capacità e portata.',
      source: '01a1c10082fc62',
    },
    'defining_your_values.items.value_diversity_inclusion.label': {
      text: 'Diversità e inclusione',
      source: '035e945f571b2f',
    },
    'defining_your_values.items.value_diversity_inclusion.description': {
      text: 'Accogliere provenienze diverse e fare in modo che ogni voce sia ascoltata.',
      source: '0c65982e513d34',
    },
    'defining_your_values.items.value_fairness.label': { text: 'Equità', source: '11f4116abc8df3' },
    'defining_your_values.items.value_fairness.description': {
      text: 'Applicare a tutti gli stessi criteri e decidere in base al merito.',
      source: '1e6e2c9b4e7677',
    },
    'defining_your_values.items.value_empathy.label': { text: 'Empatia', source: '011e3759951b0e' },
    'defining_your_values.items.value_empathy.description': {
      text: 'Capire come si sentono gli altri e agire con attenzione.',
      source: '1791151afa0ac3',
    },
    'defining_your_values.items.value_wellbeing.label': { text: 'Benessere', source: '0e6ce365030e2b' },
    'defining_your_values.items.value_wellbeing.description': {
      text: 'Avere cura della salute, dell’equilibrio e di un ritmo di lavoro sostenibile.',
      source: '1ab8736b02e8ed',
    },
    'defining_your_values.items.value_safety.label': { text: 'Sicurezza', source: '1018e0e973b4fa' },
    'defining_your_values.items.value_safety.description': {
      text: 'Proteggere le persone da danni fisici e psicologici.',
      source: '13e87ee0c52634',
    },
    'defining_your_values.items.value_ownership.label': {
      text: 'Senso di appartenenza e responsabilità',
      source: '104a0d8d652812',
    },
    'defining_your_values.items.value_ownership.description': {
      text: 'Agire da titolare: avere a cuore l’intero risultato, non solo un compito.',
      source: '1538b410ba9f05',
    },
    'defining_your_values.items.value_initiative.label': { text: 'Iniziativa', source: '05fa9c2617b525' },
    'defining_your_values.items.value_initiative.description': {
      text: 'Agire senza aspettare che venga chiesto.',
      source: '1fb00ebff37aeb',
    },
    'defining_your_values.items.value_results_orientation.label': {
      text: 'Orientamento ai risultati',
      source: '061c4909b6911e',
    },
    'defining_your_values.items.value_results_orientation.description': {
      text: 'Concentrare l’impegno sui risultati che contano di più.',
      source: '1f81044e1873b4',
    },
    'defining_your_values.items.value_efficiency.label': { text: 'Efficienza', source: '1a8fd03b18d58e' },
    'defining_your_values.items.value_efficiency.description': {
      text: 'Usare con saggezza tempo, denaro e fatica; eliminare gli sprechi.',
      source: '0456e83c213c1d',
    },
    'defining_your_values.items.value_agility.label': { text: 'Agilità', source: '1cdc23477d06c0' },
    'defining_your_values.items.value_agility.description': {
      text: 'Adattarsi rapidamente quando cambiano i fatti o le priorità.',
      source: '17f4e348aff832',
    },
    'defining_your_values.items.value_resilience.label': { text: 'Resilienza', source: '08e52f8e51f4c5' },
    'defining_your_values.items.value_resilience.description': {
      text: 'Riprendersi dalle battute d’arresto e andare avanti.',
      source: '144859e7a2b3e0',
    },
    'defining_your_values.items.value_courage.label': { text: 'Coraggio', source: '025995522d0d26' },
    'defining_your_values.items.value_courage.description': {
      text: 'Esprimere la propria opinione, assumersi rischi ponderati e mettere in discussione lo status quo.',
      source: '0588f9a477286f',
    },
    'defining_your_values.items.value_humility.label': { text: 'Umiltà', source: '1dbefd00d9b222' },
    'defining_your_values.items.value_humility.description': {
      text: 'Ammettere ciò che non sappiamo e apprezzare il contributo degli altri.',
      source: '07356ef1d05dcf',
    },
    'defining_your_values.items.value_open_communication.label': {
      text: 'Comunicazione aperta',
      source: '12c4142599e869',
    },
    'defining_your_values.items.value_open_communication.description': {
      text: 'Dare e ricevere feedback sinceri, in modo diretto e gentile.',
      source: '0afd1e0f1f951d',
    },
    'defining_your_values.items.value_sustainability.label': { text: 'Sostenibilità', source: '03d7761bd86238' },
    'defining_your_values.items.value_sustainability.description': {
      text: 'Considerare l’effetto a lungo termine su persone, pianeta e azienda.',
      source: '0b18f1d3308eb5',
    },
    'defining_your_values.items.value_social_responsibility.label': {
      text: 'Responsabilità sociale',
      source: '09ef4a1b45dea1',
    },
    'defining_your_values.items.value_social_responsibility.description': {
      text: 'Contribuire in modo positivo alle comunità in cui lavoriamo.',
      source: '0dc708fbb6b8b0',
    },
    'defining_your_values.items.value_reliability.label': { text: 'Affidabilità', source: '0afaec48feeb08' },
    'defining_your_values.items.value_reliability.description': {
      text: 'Consegnare con costanza, così che gli altri possano fare affidamento su di noi nei loro piani.',
      source: '1f43f8cb0d2834',
    },
    'defining_your_values.items.value_simplicity.label': { text: 'Semplicità', source: '01db3af4318ec0' },
    'defining_your_values.items.value_simplicity.description': {
      text: 'Preferire soluzioni chiare e semplici a quelle complicate.',
      source: '0e120ac066a8c6',
    },
    'defining_your_values.items.value_autonomy.label': { text: 'Autonomia', source: '03738f0e40ccd7' },
    'defining_your_values.items.value_autonomy.description': {
      text: 'Fidarsi delle persone e lasciare che decidano come svolgere il proprio lavoro.',
      source: '1576ca92315493',
    },
    'defining_your_values.items.value_recognition.label': { text: 'Riconoscimento', source: '115057f00d7d88' },
    'defining_your_values.items.value_recognition.description': {
      text: 'Notare e valorizzare il buon lavoro e l’impegno.',
      source: '04e750224491b9',
    },
    'defining_your_values.items.value_passion.label': { text: 'Passione', source: '1e0740319ebbcf' },
    'defining_your_values.items.value_passion.description': {
      text: 'Portare energia ed entusiasmo nel lavoro e nella missione.',
      source: '0c71511a62f51a',
    },
    'defining_your_values.items.value_loyalty.label': { text: 'Lealtà', source: '0762c730bcb46f' },
    'defining_your_values.items.value_loyalty.description': {
      text: 'Restare al fianco di colleghi, clienti e organizzazione nel tempo.',
      source: '18809d624c862e',
    },
    'defining_your_values.items.value_data_driven.label': {
      text: 'Decisioni basate sui dati',
      source: '0ddeee25447710',
    },
    'defining_your_values.items.value_data_driven.description': {
      text: 'Fondare le decisioni su prove concrete, non solo sulle opinioni.',
      source: '0248c9923c9a25',
    },
    'defining_your_values.items.value_discipline.label': { text: 'Disciplina', source: '1a7b326a8ba9a3' },
    'defining_your_values.items.value_discipline.description': {
      text: 'Seguire i processi concordati e rispettare piani e scadenze.',
      source: '06c4f9e4fd5bab',
    },
    'defining_your_values.items.value_fun.label': { text: 'Divertimento', source: '050779bb7cd754' },
    'defining_your_values.items.value_fun.description': {
      text: 'Godersi il lavoro e le persone con cui lo facciamo.',
      source: '13af72e9c6a8d8',
    },
    'defining_your_values.items.value_service.label': { text: 'Spirito di servizio', source: '03220ccf27e3c6' },
    'defining_your_values.items.value_service.description': {
      text: 'Mettere al primo posto i bisogni degli altri, dentro e fuori l’azienda.',
      source: '1b3f59101b57e7',
    },
    'defining_your_values.items.value_entrepreneurship.label': {
      text: 'Spirito imprenditoriale',
      source: '094e138dcf240b',
    },
    'defining_your_values.items.value_entrepreneurship.description': {
      text: 'Cogliere le opportunità e sfruttarle con intraprendenza.',
      source: '0f9dc8afa1e47d',
    },
    'identifying_key_traits.title': { text: 'Individuare i tratti chiave', source: '033fadf136cd7b' },
    'identifying_key_traits.instructions': {
      text: 'Valuta quanto è importante ciascun tratto personale per avere successo in questo ruolo.',
      source: '07ae140aac99ce',
    },
    'identifying_key_traits.items.trait_curious.label': { text: 'Curioso', source: '1ffbdb180f2709' },
    'identifying_key_traits.items.trait_curious.description': {
      text: 'Fa domande e vuole capire come funzionano le cose.',
      source: '1cbaf588b91727',
    },
    'identifying_key_traits.items.trait_dependable.label': { text: 'Affidabile', source: '097a2cd86bf5fe' },
    'identifying_key_traits.items.trait_dependable.description': {
      text: 'Fa ciò che ha detto che avrebbe fatto, nei tempi previsti.',
      source: '152ab135a5a515',
    },
    'identifying_key_traits.items.trait_adaptable.label': { text: 'Flessibile', source: '06c81327a5682c' },
    'identifying_key_traits.items.trait_adaptable.description': {
      text: 'Si adatta con calma ai cambiamenti e alle situazioni nuove.',
      source: '11c9eabb566a8f',
    },
    'identifying_key_traits.items.trait_detail_oriented.label': {
      text: 'Attento ai dettagli',
      source: '1e31e9158146e6',
    },
    'identifying_key_traits.items.trait_detail_oriented.description': {
      text: 'Nota i piccoli errori e controlla il lavoro con cura.',
      source: '1b435a550d3c60',
    },
    'identifying_key_traits.items.trait_proactive.label': { text: 'Proattivo', source: '0a32166fdcb592' },
    'identifying_key_traits.items.trait_proactive.description': {
      text: 'Anticipa i problemi e agisce prima che gli venga chiesto.',
      source: '19420d00497c04',
    },
    'identifying_key_traits.items.trait_collaborative.label': { text: 'Collaborativo', source: '19a2af78cc0354' },
    'identifying_key_traits.items.trait_collaborative.description': {
      text: 'Lavora bene con gli altri e condivide volentieri le informazioni.',
      source: '02ac6f02d34f1e',
    },
    'identifying_key_traits.items.trait_empathetic.label': { text: 'Empatico', source: '0da03d8729d1aa' },
    'identifying_key_traits.items.trait_empathetic.description': {
      text: 'Comprende i sentimenti e i punti di vista degli altri.',
      source: '0e191939c3ee1d',
    },
    'identifying_key_traits.items.trait_resilient.label': { text: 'Resiliente', source: '04076674826951' },
    'identifying_key_traits.items.trait_resilient.description': {
      text: 'Si riprende dalle battute d’arresto e mantiene l’equilibrio sotto pressione.',
      source: '1fcaa81ea1681c',
    },
    'identifying_key_traits.items.trait_analytical.label': { text: 'Analitico', source: '044a78e81d5f9a' },
    'identifying_key_traits.items.trait_analytical.description': {
      text: 'Scompone i problemi e ragiona sulla base dei fatti.',
      source: '074c2e08554e74',
    },
    'identifying_key_traits.items.trait_creative.label': { text: 'Creativo', source: '1df7097da5ee73' },
    'identifying_key_traits.items.trait_creative.description': {
      text: 'Produce idee originali e nuovi approcci.',
      source: '026106e93ab8b1',
    },
    'identifying_key_traits.items.trait_organized.label': { text: 'Organizzato', source: '0f99e42bcbbd8c' },
    'identifying_key_traits.items.trait_organized.description': {
      text: 'Pianifica in anticipo e tiene in ordine lavoro e informazioni.',
      source: '1935590e9384cc',
    },
    'identifying_key_traits.items.trait_self_motivated.label': { text: 'Automotivato', source: '1d2ebd8e67457d' },
    'identifying_key_traits.items.trait_self_motivated.description': {
      text: 'Va avanti senza bisogno di indicazioni continue.',
      source: '1fae051183a3ce',
    },
    'identifying_key_traits.items.trait_honest.label': { text: 'Onesto', source: '196c53e350e81a' },
    'identifying_key_traits.items.trait_honest.description': {
      text: 'Dice la verità e ammette gli errori.',
      source: '0a81e6dff7da6b',
    },
    'identifying_key_traits.items.trait_respectful.label': { text: 'Rispettoso', source: '0e45e91b09ef9a' },
    'identifying_key_traits.items.trait_respectful.description': {
      text: 'Tratta i colleghi con cortesia, anche quando non è d’accordo.',
      source: '1d476154287d49',
    },
    'identifying_key_traits.items.trait_good_communicator.label': {
      text: 'Comunicatore chiaro',
      source: '1cf1940339f372',
    },
    'identifying_key_traits.items.trait_good_communicator.description': {
      text: 'Spiega le idee con chiarezza, a voce e per iscritto.',
      source: '1806c080a9ff37',
    },
    'identifying_key_traits.items.trait_good_listener.label': { text: 'Buon ascoltatore', source: '03cb10a10a6556' },
    'identifying_key_traits.items.trait_good_listener.description': {
      text: 'Ascolta fino in fondo prima di rispondere.',
      source: '10b8213694dbb6',
    },
    'identifying_key_traits.items.trait_decisive.label': { text: 'Risoluto', source: '08b0d6e19ba536' },
    'identifying_key_traits.items.trait_decisive.description': {
      text: 'Prende decisioni tempestive con le informazioni disponibili.',
      source: '0a5cb9cb2a38a9',
    },
    'identifying_key_traits.items.trait_patient.label': { text: 'Paziente', source: '0419a5b5198ab1' },
    'identifying_key_traits.items.trait_patient.description': {
      text: 'Resta calmo davanti a progressi lenti e con le persone che hanno bisogno di più tempo.',
      source: '0c456ccda88810',
    },
    'identifying_key_traits.items.trait_humble.label': { text: 'Umile', source: '0e0c7baa76c137' },
    'identifying_key_traits.items.trait_humble.description': {
      text: 'Condivide i meriti ed è disposto ad ammettere di sbagliare.',
      source: '071fdf36f81e3d',
    },
    'identifying_key_traits.items.trait_confident.label': { text: 'Sicuro di sé', source: '09be08bd8d7840' },
    'identifying_key_traits.items.trait_confident.description': {
      text: 'Agisce con sicurezza ed esprime chiaramente le proprie opinioni.',
      source: '0a047bec62064a',
    },
    'identifying_key_traits.items.trait_persistent.label': { text: 'Perseverante', source: '04bf8cccce67bc' },
    'identifying_key_traits.items.trait_persistent.description': {
      text: 'Continua a lavorare sui problemi difficili finché non sono risolti.',
      source: '01ddce26860095',
    },
    'identifying_key_traits.items.trait_open_minded.label': { text: 'Di mentalità aperta', source: '18cc047f0847f4' },
    'identifying_key_traits.items.trait_open_minded.description': {
      text: 'Prende in considerazione idee nuove e punti di vista diversi dai propri.',
      source: '0752834d9e42d2',
    },
    'identifying_key_traits.items.trait_calm_under_pressure.label': {
      text: 'Calmo sotto pressione',
      source: '1bbdadfb3dda0b',
    },
    'identifying_key_traits.items.trait_calm_under_pressure.description': {
      text: 'Ragiona con lucidità quando le scadenze sono strette o le cose vanno storte.',
      source: '058c7e19081460',
    },
    'identifying_key_traits.items.trait_accountable.label': { text: 'Responsabile', source: '0ba38ac9510de9' },
    'identifying_key_traits.items.trait_accountable.description': {
      text: 'Si assume la responsabilità dei risultati, buoni o cattivi.',
      source: '02a3cf6759c18c',
    },
    'identifying_key_traits.items.trait_positive.label': { text: 'Positivo', source: '0cbca498385150' },
    'identifying_key_traits.items.trait_positive.description': {
      text: 'Mantiene un atteggiamento costruttivo e dà slancio al team.',
      source: '03d35ba45caa07',
    },
    'identifying_key_traits.items.trait_leadership.label': { text: 'Guida con l’esempio', source: '0941f916f67a00' },
    'identifying_key_traits.items.trait_leadership.description': {
      text: 'Orienta gli altri con la propria condotta e i propri standard.',
      source: '1deba6d3e5ae73',
    },
    'identifying_key_traits.items.trait_resourceful.label': { text: 'Intraprendente', source: '13dea86dbc622d' },
    'identifying_key_traits.items.trait_resourceful.description': {
      text: 'Trova il modo di portare a termine le cose con mezzi limitati.',
      source: '049b32f7d1ff9d',
    },
    'identifying_key_traits.items.trait_customer_minded.label': {
      text: 'Orientato al cliente',
      source: '00ce8893238bbb',
    },
    'identifying_key_traits.items.trait_customer_minded.description': {
      text: 'Tiene conto dell’esperienza del cliente nelle decisioni di tutti i giorni.',
      source: '03455acbcafddd',
    },
    'identifying_key_traits.items.trait_eager_to_learn.label': {
      text: 'Desideroso di imparare',
      source: '033bbe45ada9ca',
    },
    'identifying_key_traits.items.trait_eager_to_learn.description': {
      text: 'Cerca feedback e acquisisce rapidamente nuove competenze.',
      source: '0113ce6710cb57',
    },
    'identifying_key_traits.items.trait_ethical.label': { text: 'Etico', source: '143c6bc81c4a28' },
    'identifying_key_traits.items.trait_ethical.description': {
      text: 'Valuta ciò che è giusto, non solo ciò che è consentito.',
      source: '0d57029500f200',
    },
    'identifying_key_traits.items.trait_independent.label': { text: 'Indipendente', source: '09f439f7e4bc75' },
    'identifying_key_traits.items.trait_independent.description': {
      text: 'Lavora in modo efficace con poca supervisione.',
      source: '1be2b5139f68dd',
    },
    'identifying_key_traits.items.trait_energetic.label': { text: 'Energico', source: '0c6a100273cd50' },
    'identifying_key_traits.items.trait_energetic.description': {
      text: 'Porta grinta e ritmo nel lavoro.',
      source: '0d1f5cc91ef92d',
    },
  },
} satisfies SectionLocaleFile;
