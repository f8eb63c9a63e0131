import type { RespondentMailTexts } from './types';

/** Slovenian (sl): a respondent's e-mails. Translated, not validated. */
const sl: RespondentMailTexts = {
  state: 'translated',
  invitation: {
    subject: 'Vabljeni k ocenjevanju',
    reminderSubject: 'Opomnik: vaše ocenjevanje vas čaka',
    onBehalf: 'Poslano v imenu podjetja {company} prek storitve {product}.',
    greeting: 'Pozdravljeni, {name},',
    body: 'Podjetje {company} vas vabi, da izpolnite ocenjevanje »{form}«.',
    reminderBody:
      'Opominjamo vas, da vas podjetje {company} vabi k izpolnitvi ocenjevanja »{form}«. Vaši dosedanji odgovori so shranjeni; povezava vas vrne tja, kjer ste ostali.',
    timing:
      'Število časovno omejenih delov: {sections}; skupaj približno {minutes} min. Med deli lahko naredite premor in se vrnete z isto povezavo.',
    timingOne: 'Gre za en časovno omejen del, ki traja približno {minutes} min.',
    action: 'Začni ocenjevanje',
    resumeAction: 'Nadaljuj ocenjevanje',
    footer:
      'Ta povezava je namenjena samo vam: prosimo, ne posredujte je naprej. Če tega e-poštnega sporočila niste pričakovali, ga lahko prezrete.',
    deadline: 'Prosimo, dokončajte ga do {time}. Nato se povezava zapre.',
    stopReminders: 'Brez nadaljnjih opomnikov za to ocenjevanje',
  },
  resume: {
    subject: 'Vaša osebna povezava do ocenjevanja',
    intro: 'Za {form} ste že registrirani. Nadaljujte tam, kjer ste ostali, s svojo osebno povezavo:',
    action: 'Nadaljuj ocenjevanje',
    ignore: 'Če se niste registrirali, lahko to sporočilo prezrete; te povezave ni prejel nihče drug.',
  },
  results: {
    subject: 'Rezultati vašega ocenjevanja',
    greeting: 'Pozdravljeni, {name},',
    body: 'Hvala, ker ste izpolnili »{form}«. Podjetje {company} z vami deli vaše rezultate: točke po delih in PDF, ki ga lahko shranite.',
    action: 'Oglejte si rezultate',
    footer: 'Ta povezava je namenjena samo vam. Rezultati so podlaga za pogovor; sami ne odločajo.',
  },
  dataLink: 'Vaši podatki: pridobite kopijo tega, kar ste posredovali, ali to izbrišite',
};

export default sl;
