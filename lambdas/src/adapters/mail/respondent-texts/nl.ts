import type { RespondentMailTexts } from './types';

/** Dutch (nl): a respondent's e-mails. Translated, not validated. */
const nl: RespondentMailTexts = {
  state: 'translated',
  invitation: {
    subject: 'U bent uitgenodigd voor een beoordeling',
    reminderSubject: 'Herinnering: uw beoordeling wacht op u',
    onBehalf: 'Verzonden namens {company} via {product}.',
    greeting: 'Beste {name},',
    body: '{company} nodigt u uit om de beoordeling ‘{form}’ in te vullen.',
    reminderBody:
      'Ter herinnering: {company} heeft u uitgenodigd om de beoordeling ‘{form}’ in te vullen. Uw antwoorden tot nu toe zijn opgeslagen; de link brengt u terug naar waar u gebleven was.',
    timing:
      'De beoordeling bestaat uit {sections} onderdelen met een tijdslimiet en duurt ongeveer {minutes} minuten. U kunt tussen de onderdelen pauzeren en met dezelfde link terugkomen.',
    timingOne: 'Het is één onderdeel met een tijdslimiet van ongeveer {minutes} minuten.',
    action: 'Beoordeling starten',
    resumeAction: 'Beoordeling voortzetten',
    footer: 'Deze link is persoonlijk: stuur hem niet door. Als u deze e-mail niet verwachtte, kunt u hem negeren.',
    deadline: 'Rond de beoordeling af vóór {time}. Daarna wordt de link gesloten.',
    stopReminders: 'Geen herinneringen meer voor deze beoordeling',
  },
  resume: {
    subject: 'Uw persoonlijke link naar de beoordeling',
    intro: 'U bent al ingeschreven voor {form}. Ga verder waar u gebleven was met uw persoonlijke link:',
    action: 'Beoordeling voortzetten',
    ignore: 'Als u zich niet hebt ingeschreven, kunt u deze e-mail negeren; niemand anders heeft deze link ontvangen.',
  },
  results: {
    subject: 'De resultaten van uw beoordeling',
    greeting: 'Beste {name},',
    body: 'Bedankt voor het invullen van ‘{form}’. {company} deelt uw resultaten met u: uw scores per onderdeel en een pdf die u kunt bewaren.',
    action: 'Uw resultaten bekijken',
    footer: 'Deze link is persoonlijk. Resultaten ondersteunen een gesprek; ze beslissen niet op zichzelf.',
  },
  dataLink: 'Uw gegevens: ontvang een kopie van wat u hebt verstrekt, of verwijder het',
};

export default nl;
