import type { RespondentMailTexts } from './types';

/** Czech (cs): a respondent's e-mails. Translated, not validated. */
const cs: RespondentMailTexts = {
  state: 'translated',
  invitation: {
    subject: 'Pozvánka k vyplnění hodnocení',
    reminderSubject: 'Připomínka: vaše hodnocení na vás čeká',
    onBehalf: 'Odesláno jménem společnosti {company} prostřednictvím služby {product}.',
    greeting: 'Dobrý den, {name},',
    body: 'Společnost {company} vás zve k vyplnění hodnocení „{form}“.',
    reminderBody:
      'Připomínáme, že vás společnost {company} pozvala k vyplnění hodnocení „{form}“. Vaše dosavadní odpovědi jsou uloženy; odkaz vás vrátí tam, kde jste skončili.',
    timing:
      'Počet časově omezených částí: {sections}, celkem zhruba {minutes} min. Mezi částmi se můžete zastavit a vrátit se stejným odkazem.',
    timingOne: 'Jde o jednu časově omezenou část v délce zhruba {minutes} min.',
    action: 'Zahájit hodnocení',
    resumeAction: 'Pokračovat v hodnocení',
    footer:
      'Tento odkaz je určen jen vám: prosíme, nepřeposílejte ho. Pokud jste tento e-mail nečekali, můžete ho ignorovat.',
    deadline: 'Dokončete ho prosím do {time}. Poté se odkaz uzavře.',
    stopReminders: 'K tomuto hodnocení už nechci dostávat připomínky',
  },
  resume: {
    subject: 'Váš osobní odkaz na hodnocení',
    intro:
      'K hodnocení {form} jste již zaregistrováni. Pokračujte tam, kde jste skončili, pomocí svého osobního odkazu:',
    action: 'Pokračovat v hodnocení',
    ignore: 'Pokud jste se neregistrovali, můžete tento e-mail ignorovat; tento odkaz nikdo jiný nedostal.',
  },
  results: {
    subject: 'Výsledky vašeho hodnocení',
    greeting: 'Dobrý den, {name},',
    body: 'Děkujeme, že jste vyplnili „{form}“. Společnost {company} s vámi sdílí vaše výsledky: skóre podle jednotlivých částí a PDF, které si můžete ponechat.',
    action: 'Zobrazit výsledky',
    footer: 'Tento odkaz je určen jen vám. Výsledky slouží jako podklad k rozhovoru; samy o ničem nerozhodují.',
  },
  dataLink: 'Vaše údaje: získat kopii toho, co jste poskytli, nebo je smazat',
};

export default cs;
