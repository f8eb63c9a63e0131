import type { SectionLocaleFile } from '../../locale-file';

// human_skills in pl: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Umiejętności miękkie', source: '110b58b71f8792' },
    instructions: {
      text: 'Odpowiedz na każde pytanie własnymi słowami. Nie ma jednej dobrej odpowiedzi; patrzymy, jak myślisz i się komunikujesz.',
      source: '0a0fcfd5c2511c',
    },
    'prompts.wc_delay_email.text': {
      text: 'Projekt, którym kierujesz, opóźni się o dwa tygodnie, ponieważ dostawca nie dostarczył zamówienia. Napisz e-mail do klienta, w którym wyjaśnisz opóźnienie, jego skutki i dalsze kroki.',
      source: '1224bb94d47f30',
    },
    'prompts.wc_explain_change.text': {
      text: 'Twój zespół przechodzi z cotygodniowych spotkań statusowych na cotygodniowe pisemne podsumowanie. Napisz krótką wiadomość do zespołu, w której ogłosisz zmianę, wyjaśnisz jej powód i powiesz, czego od nich potrzebujesz.',
      source: '07e31b2f61d2bb',
    },
    'prompts.em_upset_colleague.text': {
      text: 'Współpracownik, którego pominięto przy awansie, stał się cichy i wycofany na spotkaniach. Co byś powiedział(a) lub zrobił(a) i dlaczego?',
      source: '0063035f596131',
    },
    'prompts.em_angry_customer.text': {
      text: 'Wieloletni klient dzwoni zdenerwowany, bo przez błąd w fakturze obciążono go dwukrotnie. Opisz, jak poprowadzisz tę rozmowę.',
      source: '0cde5e4d1fb122',
    },
    'prompts.sa_new_team_tension.text': {
      text: 'W pierwszym tygodniu w nowym zespole zauważasz, że dwoje doświadczonych członków rzadko ze sobą rozmawia, a decyzje ciągle utykają. Co zauważasz i co robisz?',
      source: '0783c51317f40c',
    },
    'prompts.sa_meeting_off_track.text': {
      text: 'Prezentujesz przed kadrą kierowniczą i widzisz, że uczestnicy patrzą w telefony, a spotkanie się przedłuża. Jak się dostosowujesz?',
      source: '0f70d446b84420',
    },
    'prompts.ct_sales_drop.text': {
      text: 'W zeszłym miesiącu sprzedaż spadła o 20%. Jeden z kierowników twierdzi, że przyczyną jest nowa strona internetowa. Jak sprawdził(a)byś to twierdzenie, zanim zaczniesz działać?',
      source: '12e4c719ee6ef6',
    },
    'prompts.ct_vendor_choice.text': {
      text: 'Musisz wybrać między tańszym dostawcą o mieszanych opiniach a droższym, którego Twój zespół dobrze zna. Wyjaśnij, jak podjął(-ęła)byś decyzję i jakich informacji byś potrzebował(a).',
      source: '0f593b563f271b',
    },
    'rubrics.0.name': { text: 'Komunikacja pisemna', source: '121582c62ca506' },
    'rubrics.1.name': { text: 'Empatia', source: '011e3759951b0e' },
    'rubrics.2.name': { text: 'Świadomość sytuacyjna', source: '09386c48c9681a' },
    'rubrics.3.name': { text: 'Krytyczne myślenie', source: '1f6fd76a86d90a' },
  },
} satisfies SectionLocaleFile;
