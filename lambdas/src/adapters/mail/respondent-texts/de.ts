import type { RespondentMailTexts } from './types';

/** German (de): a respondent's e-mails. Translated, not validated. */
const de: RespondentMailTexts = {
  state: 'translated',
  invitation: {
    subject: 'Sie sind zu einer Bewertung eingeladen',
    reminderSubject: 'Erinnerung: Ihre Bewertung wartet auf Sie',
    onBehalf: 'Im Auftrag von {company} über {product} gesendet.',
    greeting: 'Hallo {name},',
    body: '{company} lädt Sie ein, die Bewertung „{form}“ auszufüllen.',
    reminderBody:
      'Zur Erinnerung: {company} hat Sie eingeladen, die Bewertung „{form}“ auszufüllen. Ihre bisherigen Antworten sind gespeichert; der Link bringt Sie dorthin zurück, wo Sie aufgehört haben.',
    timing:
      'Sie hat {sections} zeitlich begrenzte Abschnitte und dauert etwa {minutes} Minuten. Zwischen den Abschnitten können Sie pausieren und mit demselben Link zurückkehren.',
    timingOne: 'Es ist ein zeitlich begrenzter Abschnitt von etwa {minutes} Minuten.',
    action: 'Bewertung beginnen',
    resumeAction: 'Bewertung fortsetzen',
    footer:
      'Dieser Link ist persönlich: Bitte leiten Sie ihn nicht weiter. Wenn Sie diese E-Mail nicht erwartet haben, können Sie sie ignorieren.',
    deadline: 'Bitte schließen Sie sie bis {time} ab. Danach wird der Link geschlossen.',
    stopReminders: 'Keine weiteren Erinnerungen zu dieser Bewertung',
  },
  resume: {
    subject: 'Ihr persönlicher Link zur Bewertung',
    intro:
      'Sie sind bereits für {form} registriert. Machen Sie mit Ihrem persönlichen Link dort weiter, wo Sie aufgehört haben:',
    action: 'Bewertung fortsetzen',
    ignore:
      'Wenn Sie sich nicht registriert haben, können Sie diese E-Mail ignorieren; niemand sonst hat diesen Link erhalten.',
  },
  results: {
    subject: 'Ihre Ergebnisse der Bewertung',
    greeting: 'Hallo {name},',
    body: 'Vielen Dank, dass Sie „{form}“ ausgefüllt haben. {company} teilt Ihre Ergebnisse mit Ihnen: Ihre Werte je Abschnitt und ein PDF zum Aufbewahren.',
    action: 'Ihre Ergebnisse ansehen',
    footer: 'Dieser Link ist persönlich. Ergebnisse unterstützen ein Gespräch; sie entscheiden nicht allein.',
  },
  dataLink: 'Ihre Daten: eine Kopie dessen erhalten, was Sie angegeben haben, oder es löschen',
};

export default de;
