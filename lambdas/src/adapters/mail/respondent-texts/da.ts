import type { RespondentMailTexts } from './types';

/** Danish (da): a respondent's e-mails. Translated, not validated. */
const da: RespondentMailTexts = {
  state: 'translated',
  invitation: {
    subject: 'Du er inviteret til en vurdering',
    reminderSubject: 'Påmindelse: din vurdering venter',
    onBehalf: 'Sendt på vegne af {company} via {product}.',
    greeting: 'Hej {name}',
    body: '{company} inviterer dig til at tage vurderingen »{form}«.',
    reminderBody:
      'En påmindelse om, at {company} har inviteret dig til at tage vurderingen »{form}«. Dine svar indtil nu er gemt; linket fører dig tilbage til det sted, hvor du slap.',
    timing:
      'Den har {sections} afsnit med tidsgrænse og tager cirka {minutes} minutter. Du kan holde pause mellem afsnittene og vende tilbage med det samme link.',
    timingOne: 'Den består af ét afsnit med tidsgrænse på cirka {minutes} minutter.',
    action: 'Start vurderingen',
    resumeAction: 'Fortsæt vurderingen',
    footer: 'Linket er personligt: send det ikke videre. Hvis du ikke ventede denne e-mail, kan du se bort fra den.',
    deadline: 'Gør den færdig senest {time}. Derefter lukker linket.',
    stopReminders: 'Ingen flere påmindelser om denne vurdering',
  },
  resume: {
    subject: 'Dit personlige link til vurderingen',
    intro: 'Du er allerede tilmeldt {form}. Fortsæt, hvor du slap, med dit personlige link:',
    action: 'Fortsæt vurderingen',
    ignore: 'Hvis du ikke har tilmeldt dig, kan du se bort fra denne e-mail; ingen andre har fået dette link.',
  },
  results: {
    subject: 'Resultaterne af din vurdering',
    greeting: 'Hej {name}',
    body: 'Tak, fordi du tog »{form}«. {company} deler dine resultater med dig: dine point for hvert afsnit og en PDF, som du kan gemme.',
    action: 'Se dine resultater',
    footer: 'Linket er personligt. Resultaterne er grundlag for en samtale; de afgør ikke noget alene.',
  },
  dataLink: 'Dine data: få en kopi af det, du har givet, eller slet det',
};

export default da;
