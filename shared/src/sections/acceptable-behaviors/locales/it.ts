import type { SectionLocaleFile } from '../../locale-file';

// acceptable_behaviors in it: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Comportamenti accettabili', source: '0cdf5a0121c54f' },
    instructions: {
      text: 'Per ogni situazione, scegli come verrebbe trattata nel luogo di lavoro che stai descrivendo.',
      source: '013e39bf4830a1',
    },
    'scale.0.label': { text: 'Accettabile', source: '066514f39ebba4' },
    'scale.1.label': { text: 'Visto male', source: '0df4abb48b3ffe' },
    'scale.2.label': { text: 'Attivamente scoraggiato', source: '1df7be03ee27fe' },
    'scale.3.label': { text: 'Oggetto di richiamo', source: '16bd16b4abe286' },
    'scale.4.label': { text: 'Tolleranza zero', source: '050830ff71a0f5' },
    'scenarios.scenario_1.text': {
      text: 'Un dipendente arriva regolarmente con 15 minuti di ritardo, ma si trattiene più a lungo per recuperare il tempo.',
      source: '15edbd6fdc3064',
    },
    'scenarios.scenario_2.text': {
      text: 'Qualcuno porta a casa materiale d’ufficio, come penne e quaderni, per uso personale.',
      source: '11f06822a8ddaf',
    },
    'scenarios.scenario_3.text': {
      text: 'Un membro del team rivela a un collega i dettagli di una riorganizzazione prima che venga annunciata.',
      source: '0fefdc53cdba50',
    },
    'scenarios.scenario_4.text': {
      text: 'Un dipendente accetta un regalo costoso da un fornitore durante una trattativa contrattuale.',
      source: '0b035b43235684',
    },
    'scenarios.scenario_5.text': {
      text: 'Un responsabile critica il lavoro di un membro del team davanti a tutto il team durante una riunione.',
      source: '109ef76805db85',
    },
    'scenarios.scenario_6.text': {
      text: 'Qualcuno presenta in riunione l’idea di un collega senza dire da dove viene.',
      source: '0e10dcdcac1400',
    },
    'scenarios.scenario_7.text': {
      text: 'Un dipendente passa circa un’ora al giorno sui propri social durante l’orario di lavoro.',
      source: '0593581cc6e2f0',
    },
    'scenarios.scenario_8.text': {
      text: 'Un membro del team arrotonda per eccesso le ore del foglio presenze alla mezza giornata più vicina.',
      source: '0a25e18024b6c5',
    },
    'scenarios.scenario_9.text': {
      text: 'Un dipendente fa battute sull’accento di un collega che alcune persone trovano offensive.',
      source: '1aa6ea7b7a22c9',
    },
    'scenarios.scenario_10.text': {
      text: 'Qualcuno salta un controllo obbligatorio di sicurezza o di qualità per rispettare una scadenza stretta.',
      source: '0a3c4820bf64d3',
    },
    'scenarios.scenario_11.text': {
      text: 'Un dipendente usa un’app di messaggistica personale per inviare a un collega informazioni sui clienti.',
      source: '1e9a1ea647c2b9',
    },
    'scenarios.scenario_12.text': {
      text: 'Un membro del team lavora la sera a un progetto retribuito per un’altra azienda senza dirlo a nessuno.',
      source: '180f5e3157bbcc',
    },
    'scenarios.scenario_13.text': {
      text: 'Qualcuno si lamenta apertamente del proprio responsabile con altri team.',
      source: '1c47a26f63a8bb',
    },
    'scenarios.scenario_14.text': {
      text: 'Un dipendente non risponde ai messaggi di lavoro inviati fuori orario o nel fine settimana.',
      source: '0cfd56f282570f',
    },
    'scenarios.scenario_15.text': {
      text: 'Un responsabile assume un amico stretto per una posizione aperta senza una selezione competitiva.',
      source: '04a409b603b242',
    },
  },
} satisfies SectionLocaleFile;
