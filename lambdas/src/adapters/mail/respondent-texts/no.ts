import type { RespondentMailTexts } from './types';

/** Norwegian (no): a respondent's e-mails. Translated, not validated. */
const no: RespondentMailTexts = {
  state: 'translated',
  invitation: {
    subject: 'Du er invitert til en vurdering',
    reminderSubject: 'Påminnelse: vurderingen din venter',
    onBehalf: 'Sendt på vegne av {company} via {product}.',
    greeting: 'Hei {name},',
    body: '{company} inviterer deg til å ta vurderingen «{form}».',
    reminderBody:
      'En påminnelse om at {company} har invitert deg til å ta vurderingen «{form}». Svarene dine så langt er lagret; lenken tar deg tilbake dit du slapp.',
    timing:
      'Den har {sections} deler med tidsbegrensning og tar omtrent {minutes} minutter. Du kan ta pause mellom delene og komme tilbake med den samme lenken.',
    timingOne: 'Den består av én del med tidsbegrensning på omtrent {minutes} minutter.',
    action: 'Start vurderingen',
    resumeAction: 'Fortsett vurderingen',
    footer:
      'Denne lenken er personlig: ikke videresend den. Hvis du ikke ventet denne e-posten, kan du se bort fra den.',
    deadline: 'Fullfør den innen {time}. Etter det stenges lenken.',
    stopReminders: 'Ingen flere påminnelser om denne vurderingen',
  },
  resume: {
    subject: 'Din personlige lenke til vurderingen',
    intro: 'Du er allerede registrert for {form}. Fortsett der du slapp med den personlige lenken din:',
    action: 'Fortsett vurderingen',
    ignore: 'Hvis du ikke har registrert deg, kan du se bort fra denne e-posten; ingen andre har fått denne lenken.',
  },
  results: {
    subject: 'Resultatene fra vurderingen din',
    greeting: 'Hei {name},',
    body: 'Takk for at du tok «{form}». {company} deler resultatene dine med deg: poengene dine per del og en PDF du kan beholde.',
    action: 'Se resultatene dine',
    footer: 'Denne lenken er personlig. Resultatene er et grunnlag for en samtale; de avgjør ingenting alene.',
  },
  dataLink: 'Dine data: få en kopi av det du har oppgitt, eller slett det',
};

export default no;
