import type { RespondentMailTexts } from './types';

/** Siswati (ss): a respondent's e-mails. Translated, not validated. */
const ss: RespondentMailTexts = {
  state: 'translated',
  invitation: {
    subject: 'Umenyiwe kutsi wente kuhlolwa',
    reminderSubject: 'Sikhumbuto: kuhlolwa kwakho kusakulindzile',
    onBehalf: 'Kutfunyelwe egameni le-{company} nge-{product}.',
    greeting: 'Sawubona {name},',
    body: '{company} ikumema kutsi wente kuhlolwa “{form}”.',
    reminderBody:
      'Sikukhumbuta kutsi {company} ikumemile kutsi wente kuhlolwa “{form}”. Timphendvulo takho kuze kube manje tilondvolotiwe; lilinki litakubuyisela lapho bewugcine khona.',
    timing:
      'Tigaba letinesikhatsi lesibekiwe: {sections}; kutsatsa cishe imizuzu lengu-{minutes}. Ungaphumula emkhatsini wetigaba bese ubuya ngalo lelilinki.',
    timingOne: 'Sigaba sinye lesinesikhatsi lesibekiwe, cishe imizuzu lengu-{minutes}.',
    action: 'Cala kuhlolwa',
    resumeAction: 'Chubeka nekuhlolwa',
    footer:
      'Lelilinki ngelakho wedvwa: sicela ungalitfumeleli lomunye umuntfu. Nangabe bewungayilindzele le-imeyili, ungayinaki.',
    deadline: 'Sicela ukucedze ngaphambi kwa-{time}. Emva kwaloko lilinki liyavalwa.',
    stopReminders: 'Ungangitfumeleli letinye tikhumbuto ngalokuhlolwa',
  },
  resume: {
    subject: 'Lilinki lakho lekuhlolwa lelingelakho',
    intro: 'Sewubhalisile ku-{form}. Chubeka lapho bewugcine khona ngelilinki lakho lelingelakho:',
    action: 'Chubeka nekuhlolwa',
    ignore: 'Nangabe awuzange ubhalise, ungayinaki le-imeyili; akekho lomunye lowatfola lelilinki.',
  },
  results: {
    subject: 'Imiphumela yekuhlolwa kwakho',
    greeting: 'Sawubona {name},',
    body: 'Siyabonga ngekwenta “{form}”. {company} yabelana nawe ngemiphumela yakho: emaphuzu akho esigabeni ngasinye, kanye ne-PDF longayigcina.',
    action: 'Buka imiphumela yakho',
    footer: 'Lelilinki ngelakho wedvwa. Imiphumela isekela inkhulumiswano; ayitsatsi sincumo yodvwa.',
  },
  dataLink: 'Imininingwane yakho: tfola likhophi yaloko lowakunikela, nobe ukusule',
};

export default ss;
