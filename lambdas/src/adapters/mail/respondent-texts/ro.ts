import type { RespondentMailTexts } from './types';

/** Romanian (ro): a respondent's e-mails. Translated, not validated. */
const ro: RespondentMailTexts = {
  state: 'translated',
  invitation: {
    subject: 'Invitație la o evaluare',
    reminderSubject: 'Memento: evaluarea dumneavoastră vă așteaptă',
    onBehalf: 'Trimis în numele {company} prin {product}.',
    greeting: 'Bună ziua, {name},',
    body: '{company} vă invită să completați evaluarea „{form}”.',
    reminderBody:
      'Vă reamintim că {company} v-a invitat să completați evaluarea „{form}”. Răspunsurile date până acum sunt salvate; linkul vă duce înapoi de unde ați rămas.',
    timing:
      'Evaluarea are {sections} secțiuni cronometrate și durează aproximativ {minutes} min. Puteți face o pauză între secțiuni și reveni cu același link.',
    timingOne: 'Este o singură secțiune cronometrată, de aproximativ {minutes} min.',
    action: 'Începeți evaluarea',
    resumeAction: 'Continuați evaluarea',
    footer:
      'Acest link este personal: vă rugăm să nu îl redirecționați. Dacă nu vă așteptați la acest e-mail, îl puteți ignora.',
    deadline: 'Vă rugăm să o finalizați până la {time}. După aceea, linkul se închide.',
    stopReminders: 'Fără alte mementouri pentru această evaluare',
  },
  resume: {
    subject: 'Linkul dumneavoastră personal către evaluare',
    intro: 'Aveți deja o înregistrare pentru {form}. Continuați de unde ați rămas cu linkul dumneavoastră personal:',
    action: 'Continuați evaluarea',
    ignore: 'Dacă nu v-ați înregistrat, puteți ignora acest e-mail; nimeni altcineva nu a primit acest link.',
  },
  results: {
    subject: 'Rezultatele evaluării dumneavoastră',
    greeting: 'Bună ziua, {name},',
    body: 'Vă mulțumim că ați completat „{form}”. {company} vă comunică rezultatele: scorurile pe secțiuni și un PDF pe care îl puteți păstra.',
    action: 'Vedeți rezultatele',
    footer: 'Acest link este personal. Rezultatele susțin o discuție; ele nu decid singure.',
  },
  dataLink: 'Datele dumneavoastră: obțineți o copie a ceea ce ați furnizat sau ștergeți-le',
};

export default ro;
