import type { RespondentMailTexts } from './types';

/** Estonian (et): a respondent's e-mails. Translated, not validated. */
const et: RespondentMailTexts = {
  state: 'translated',
  invitation: {
    subject: 'Teid kutsutakse hindamisele',
    reminderSubject: 'Meeldetuletus: teie hindamine ootab',
    onBehalf: 'Saadetud ettevõtte {company} nimel teenuse {product} kaudu.',
    greeting: 'Tere, {name}!',
    body: '{company} kutsub teid täitma hindamist „{form}“.',
    reminderBody:
      'Tuletame meelde, et {company} kutsus teid täitma hindamist „{form}“. Teie seni antud vastused on salvestatud; link viib teid tagasi sinna, kus pooleli jäite.',
    timing:
      'Selles on {sections} ajapiiranguga osa ja see võtab aega umbes {minutes} minutit. Osade vahel saate pausi teha ja sama lingiga tagasi tulla.',
    timingOne: 'See on üks ajapiiranguga osa, mis kestab umbes {minutes} minutit.',
    action: 'Alusta hindamist',
    resumeAction: 'Jätka hindamist',
    footer:
      'See link on isiklik: palun ärge saatke seda edasi. Kui te seda e-kirja ei oodanud, võite selle tähelepanuta jätta.',
    deadline: 'Palun lõpetage see hiljemalt {time}. Pärast seda link suletakse.',
    stopReminders: 'Ärge saatke selle hindamise kohta enam meeldetuletusi',
  },
  resume: {
    subject: 'Teie isiklik hindamislink',
    intro: 'Olete hindamisele {form} juba registreerunud. Jätkake oma isikliku lingiga sealt, kus pooleli jäite:',
    action: 'Jätka hindamist',
    ignore: 'Kui te ei registreerunud, võite selle e-kirja tähelepanuta jätta; keegi teine seda linki ei saanud.',
  },
  results: {
    subject: 'Teie hindamise tulemused',
    greeting: 'Tere, {name}!',
    body: 'Täname, et täitsite hindamise „{form}“. {company} jagab teiega teie tulemusi: punktid osade kaupa ja PDF-faili, mille saate alles hoida.',
    action: 'Vaadake oma tulemusi',
    footer: 'See link on isiklik. Tulemused on aluseks vestlusele; need ei otsusta üksi.',
  },
  dataLink: 'Teie andmed: saage koopia sellest, mida esitasite, või kustutage see',
};

export default et;
