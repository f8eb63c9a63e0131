import type { RespondentMailTexts } from './types';

/** Italian (it): a respondent's e-mails. Translated, not validated. */
const it: RespondentMailTexts = {
  state: 'translated',
  invitation: {
    subject: 'Invito a svolgere una valutazione',
    reminderSubject: 'Promemoria: la Sua valutazione La attende',
    onBehalf: 'Inviato per conto di {company} tramite {product}.',
    greeting: 'Gentile {name},',
    body: '{company} La invita a svolgere la valutazione «{form}».',
    reminderBody:
      'Le ricordiamo l’invito di {company} a svolgere la valutazione «{form}». Le risposte date finora sono salvate; il link La riporta al punto in cui aveva interrotto.',
    timing:
      'Comprende {sections} sezioni a tempo e richiede circa {minutes} minuti. Può fare una pausa tra una sezione e l’altra e tornare con questo stesso link.',
    timingOne: 'È una sola sezione a tempo di circa {minutes} minuti.',
    action: 'Inizia la valutazione',
    resumeAction: 'Continua la valutazione',
    footer:
      'Questo link è personale: La preghiamo di non inoltrarlo. Se non si aspettava questa e-mail, può ignorarla.',
    deadline: 'La preghiamo di completarla entro {time}. Dopo tale termine il link verrà chiuso.',
    stopReminders: 'Non inviare altri promemoria per questa valutazione',
  },
  resume: {
    subject: 'Il Suo link personale alla valutazione',
    intro: 'La Sua registrazione a {form} è già presente. Riprenda da dove aveva interrotto con il Suo link personale:',
    action: 'Continua la valutazione',
    ignore:
      'Se la registrazione non è stata fatta da Lei, può ignorare questa e-mail; nessun altro ha ricevuto questo link.',
  },
  results: {
    subject: 'I risultati della Sua valutazione',
    greeting: 'Gentile {name},',
    body: 'Grazie per aver svolto «{form}». {company} condivide con Lei i Suoi risultati: i punteggi per sezione e un PDF da conservare.',
    action: 'Visualizza i risultati',
    footer: 'Questo link è personale. I risultati sono un supporto al colloquio; da soli non decidono nulla.',
  },
  dataLink: 'I Suoi dati: ricevere una copia di quanto ha fornito o eliminarlo',
};

export default it;
