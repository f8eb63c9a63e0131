import type { RespondentMailTexts } from './types';

/** Croatian (hr): a respondent's e-mails. Translated, not validated. */
const hr: RespondentMailTexts = {
  state: 'translated',
  invitation: {
    subject: 'Pozvani ste na procjenu',
    reminderSubject: 'Podsjetnik: vaša procjena vas čeka',
    onBehalf: 'Poslano u ime tvrtke {company} putem usluge {product}.',
    greeting: 'Dobar dan, {name},',
    body: 'Tvrtka {company} poziva vas da ispunite procjenu „{form}”.',
    reminderBody:
      'Podsjećamo vas da vas je tvrtka {company} pozvala da ispunite procjenu „{form}”. Vaši dosadašnji odgovori su spremljeni; poveznica vas vraća ondje gdje ste stali.',
    timing:
      'Broj vremenski ograničenih dijelova: {sections}; ukupno traje oko {minutes} min. Između dijelova možete napraviti stanku i vratiti se istom poveznicom.',
    timingOne: 'Riječ je o jednom vremenski ograničenom dijelu od oko {minutes} min.',
    action: 'Započnite procjenu',
    resumeAction: 'Nastavite procjenu',
    footer:
      'Ova je poveznica namijenjena samo vama: molimo, nemojte je prosljeđivati. Ako niste očekivali ovu poruku, možete je zanemariti.',
    deadline: 'Molimo, završite je do {time}. Nakon toga poveznica se zatvara.',
    stopReminders: 'Bez daljnjih podsjetnika za ovu procjenu',
  },
  resume: {
    subject: 'Vaša osobna poveznica na procjenu',
    intro: 'Već ste registrirani za {form}. Nastavite ondje gdje ste stali putem svoje osobne poveznice:',
    action: 'Nastavite procjenu',
    ignore: 'Ako se niste registrirali, možete zanemariti ovu poruku; nitko drugi nije primio ovu poveznicu.',
  },
  results: {
    subject: 'Rezultati vaše procjene',
    greeting: 'Dobar dan, {name},',
    body: 'Hvala vam što ste ispunili „{form}”. Tvrtka {company} dijeli s vama vaše rezultate: bodove po dijelovima i PDF koji možete zadržati.',
    action: 'Pogledajte svoje rezultate',
    footer:
      'Ova je poveznica namijenjena samo vama. Rezultati služe kao podloga za razgovor; sami po sebi ne odlučuju.',
  },
  dataLink: 'Vaši podaci: preuzmite kopiju onoga što ste dali ili ih izbrišite',
};

export default hr;
