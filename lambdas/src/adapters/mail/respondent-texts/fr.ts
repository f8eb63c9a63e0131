import type { RespondentMailTexts } from './types';

/** French (fr): a respondent's e-mails. Translated, not validated. */
const fr: RespondentMailTexts = {
  state: 'translated',
  invitation: {
    subject: 'Vous êtes invité à passer une évaluation',
    reminderSubject: 'Rappel : votre évaluation vous attend',
    onBehalf: 'Envoyé au nom de {company} via {product}.',
    greeting: 'Bonjour {name},',
    body: '{company} vous invite à passer l’évaluation « {form} ».',
    reminderBody:
      'Pour rappel, {company} vous a invité à passer l’évaluation « {form} ». Vos réponses sont enregistrées ; le lien vous ramène là où vous vous étiez arrêté.',
    timing:
      'Elle comporte {sections} sections chronométrées et dure environ {minutes} minutes. Vous pouvez faire une pause entre les sections et revenir avec ce même lien.',
    timingOne: 'C’est une section chronométrée d’environ {minutes} minutes.',
    action: 'Commencer l’évaluation',
    resumeAction: 'Reprendre l’évaluation',
    footer:
      'Ce lien vous est personnel : merci de ne pas le transférer. Si vous n’attendiez pas cet e-mail, vous pouvez l’ignorer.',
    deadline: 'Merci de la terminer avant le {time}. Ensuite, le lien se ferme.',
    stopReminders: 'Plus de rappels pour cette évaluation',
  },
  resume: {
    subject: 'Votre lien personnel vers l’évaluation',
    intro: 'Vous êtes déjà inscrit à {form}. Reprenez là où vous vous étiez arrêté grâce à votre lien personnel :',
    action: 'Reprendre l’évaluation',
    ignore: 'Si vous ne vous êtes pas inscrit, ignorez cet e-mail ; personne d’autre n’a reçu ce lien.',
  },
  results: {
    subject: 'Vos résultats d’évaluation',
    greeting: 'Bonjour {name},',
    body: 'Merci d’avoir passé « {form} ». {company} partage vos résultats avec vous : vos scores par section et un PDF à conserver.',
    action: 'Voir vos résultats',
    footer: 'Ce lien vous est personnel. Les résultats nourrissent une conversation ; ils ne décident pas à eux seuls.',
  },
  dataLink: 'Vos données : obtenir une copie de ce que vous avez fourni, ou le supprimer',
};

export default fr;
