import type { RespondentMailTexts } from './types';

/** Catalan (ca): a respondent's e-mails. Translated, not validated. */
const ca: RespondentMailTexts = {
  state: 'translated',
  invitation: {
    subject: 'Us han convidat a fer una avaluació',
    reminderSubject: 'Recordatori: la vostra avaluació us espera',
    onBehalf: 'Enviat en nom de {company} a través de {product}.',
    greeting: 'Hola, {name}:',
    body: '{company} us convida a fer l’avaluació «{form}».',
    reminderBody:
      'Us recordem que {company} us ha convidat a fer l’avaluació «{form}». Les respostes que heu donat fins ara estan desades; l’enllaç us porta al punt on ho vau deixar.',
    timing:
      'Té {sections} seccions cronometrades i dura uns {minutes} minuts. Podeu fer una pausa entre seccions i tornar-hi amb aquest mateix enllaç.',
    timingOne: 'És una secció cronometrada d’uns {minutes} minuts.',
    action: 'Comença l’avaluació',
    resumeAction: 'Continua l’avaluació',
    footer: 'Aquest enllaç és personal: no el reenvieu. Si no esperàveu aquest correu, podeu ignorar-lo.',
    deadline: 'Acabeu-la com a molt tard: {time}. Després, l’enllaç es tanca.',
    stopReminders: 'No vull més recordatoris d’aquesta avaluació',
  },
  resume: {
    subject: 'El vostre enllaç personal a l’avaluació',
    intro: 'Ja us heu inscrit a {form}. Continueu on ho vau deixar amb el vostre enllaç personal:',
    action: 'Continua l’avaluació',
    ignore: 'Si no us heu inscrit, podeu ignorar aquest correu; ningú més no ha rebut aquest enllaç.',
  },
  results: {
    subject: 'Els resultats de la vostra avaluació',
    greeting: 'Hola, {name}:',
    body: 'Gràcies per fer «{form}». {company} comparteix amb vós els vostres resultats: les puntuacions per secció i un PDF que podeu conservar.',
    action: 'Vegeu els vostres resultats',
    footer: 'Aquest enllaç és personal. Els resultats serveixen de base per a una conversa; no decideixen per si sols.',
  },
  dataLink: 'Les vostres dades: obteniu una còpia del que heu facilitat o suprimiu-ho',
};

export default ca;
