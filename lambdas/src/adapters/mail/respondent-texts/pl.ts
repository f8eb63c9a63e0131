import type { RespondentMailTexts } from './types';

/** Polish (pl): a respondent's e-mails. Translated, not validated. */
const pl: RespondentMailTexts = {
  state: 'translated',
  invitation: {
    subject: 'Zaproszenie do wypełnienia oceny',
    reminderSubject: 'Przypomnienie: Twoja ocena czeka',
    onBehalf: 'Wysłano w imieniu firmy {company} za pośrednictwem {product}.',
    greeting: 'Dzień dobry, {name}!',
    body: '{company} zaprasza Cię do wypełnienia oceny „{form}”.',
    reminderBody:
      'Przypominamy, że {company} zaprasza Cię do wypełnienia oceny „{form}”. Twoje dotychczasowe odpowiedzi są zapisane; link przeniesie Cię z powrotem do miejsca, w którym przerwano.',
    timing:
      'Liczba części z limitem czasu: {sections}; łącznie około {minutes} min. Między częściami możesz zrobić przerwę i wrócić za pomocą tego samego linku.',
    timingOne: 'To jedna część z limitem czasu, trwająca około {minutes} min.',
    action: 'Rozpocznij ocenę',
    resumeAction: 'Kontynuuj ocenę',
    footer:
      'Ten link jest przeznaczony tylko dla Ciebie: nie przekazuj go dalej. Jeśli nie spodziewasz się tej wiadomości, możesz ją zignorować.',
    deadline: 'Zakończ ją do {time}. Potem link zostanie zamknięty.',
    stopReminders: 'Nie przypominaj mi więcej o tej ocenie',
  },
  resume: {
    subject: 'Twój osobisty link do oceny',
    intro:
      'Twoja rejestracja w {form} już istnieje. Kontynuuj od miejsca, w którym przerwano, za pomocą osobistego linku:',
    action: 'Kontynuuj ocenę',
    ignore:
      'Jeśli rejestracja nie pochodzi od Ciebie, możesz zignorować tę wiadomość; nikt inny nie otrzymał tego linku.',
  },
  results: {
    subject: 'Wyniki Twojej oceny',
    greeting: 'Dzień dobry, {name}!',
    body: 'Dziękujemy za wypełnienie „{form}”. {company} udostępnia Ci Twoje wyniki: punkty w poszczególnych częściach oraz plik PDF do zachowania.',
    action: 'Zobacz swoje wyniki',
    footer: 'Ten link jest przeznaczony tylko dla Ciebie. Wyniki są podstawą do rozmowy; same niczego nie przesądzają.',
  },
  dataLink: 'Twoje dane: pobierz kopię przekazanych informacji lub je usuń',
};

export default pl;
