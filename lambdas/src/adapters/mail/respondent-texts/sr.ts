import type { RespondentMailTexts } from './types';

/** Serbian (Latin script) (sr): a respondent's e-mails. Translated, not validated. */
const sr: RespondentMailTexts = {
  state: 'translated',
  invitation: {
    subject: 'Pozvani ste na procenu',
    reminderSubject: 'Podsetnik: vaša procena vas čeka',
    onBehalf: 'Poslato u ime kompanije {company} preko usluge {product}.',
    greeting: 'Dobar dan, {name},',
    body: 'Kompanija {company} vas poziva da popunite procenu „{form}“.',
    reminderBody:
      'Podsećamo vas da vas je kompanija {company} pozvala da popunite procenu „{form}“. Vaši dosadašnji odgovori su sačuvani; link vas vraća tamo gde ste stali.',
    timing:
      'Broj vremenski ograničenih delova: {sections}; ukupno traje oko {minutes} min. Između delova možete da napravite pauzu i da se vratite istim linkom.',
    timingOne: 'Reč je o jednom vremenski ograničenom delu od oko {minutes} min.',
    action: 'Započnite procenu',
    resumeAction: 'Nastavite procenu',
    footer:
      'Ovaj link je namenjen samo vama: molimo vas da ga ne prosleđujete. Ako niste očekivali ovu poruku, možete je zanemariti.',
    deadline: 'Molimo vas da je završite do {time}. Nakon toga link se zatvara.',
    stopReminders: 'Bez daljih podsetnika za ovu procenu',
  },
  resume: {
    subject: 'Vaš lični link za procenu',
    intro: 'Već ste registrovani za {form}. Nastavite tamo gde ste stali pomoću svog ličnog linka:',
    action: 'Nastavite procenu',
    ignore: 'Ako se niste registrovali, možete zanemariti ovu poruku; niko drugi nije dobio ovaj link.',
  },
  results: {
    subject: 'Rezultati vaše procene',
    greeting: 'Dobar dan, {name},',
    body: 'Hvala vam što ste popunili „{form}“. Kompanija {company} deli sa vama vaše rezultate: bodove po delovima i PDF koji možete da sačuvate.',
    action: 'Pogledajte svoje rezultate',
    footer: 'Ovaj link je namenjen samo vama. Rezultati služe kao osnova za razgovor; sami po sebi ne odlučuju.',
  },
  dataLink: 'Vaši podaci: preuzmite kopiju onoga što ste dali ili ih izbrišite',
};

export default sr;
