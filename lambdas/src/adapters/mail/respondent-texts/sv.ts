import type { RespondentMailTexts } from './types';

/** Swedish (sv): a respondent's e-mails. Translated, not validated. */
const sv: RespondentMailTexts = {
  state: 'translated',
  invitation: {
    subject: 'Du är inbjuden till en bedömning',
    reminderSubject: 'Påminnelse: din bedömning väntar',
    onBehalf: 'Skickat på uppdrag av {company} via {product}.',
    greeting: 'Hej {name},',
    body: '{company} bjuder in dig att göra bedömningen ”{form}”.',
    reminderBody:
      'En påminnelse om att {company} har bjudit in dig att göra bedömningen ”{form}”. Dina svar hittills är sparade; länken tar dig tillbaka dit du slutade.',
    timing:
      'Den har {sections} tidsbegränsade delar och tar ungefär {minutes} minuter. Du kan pausa mellan delarna och komma tillbaka med samma länk.',
    timingOne: 'Den består av en tidsbegränsad del på ungefär {minutes} minuter.',
    action: 'Starta bedömningen',
    resumeAction: 'Fortsätt bedömningen',
    footer:
      'Länken är personlig: vidarebefordra den inte. Om du inte väntade dig det här mejlet kan du bortse från det.',
    deadline: 'Gör klart den senast {time}. Därefter stängs länken.',
    stopReminders: 'Inga fler påminnelser om den här bedömningen',
  },
  resume: {
    subject: 'Din personliga länk till bedömningen',
    intro: 'Du är redan registrerad för {form}. Fortsätt där du slutade med din personliga länk:',
    action: 'Fortsätt bedömningen',
    ignore: 'Om du inte har registrerat dig kan du bortse från det här mejlet; ingen annan har fått den här länken.',
  },
  results: {
    subject: 'Resultaten från din bedömning',
    greeting: 'Hej {name},',
    body: 'Tack för att du gjorde ”{form}”. {company} delar dina resultat med dig: dina poäng per del och en pdf som du kan spara.',
    action: 'Se dina resultat',
    footer: 'Länken är personlig. Resultaten är ett underlag för ett samtal; de avgör ingenting på egen hand.',
  },
  dataLink: 'Dina uppgifter: få en kopia av det du har lämnat, eller radera det',
};

export default sv;
