import type { RespondentMailTexts } from './types';

/** Albanian (sq): a respondent's e-mails. Translated, not validated. */
const sq: RespondentMailTexts = {
  state: 'translated',
  invitation: {
    subject: 'Jeni ftuar të plotësoni një vlerësim',
    reminderSubject: 'Kujtesë: vlerësimi juaj ju pret',
    onBehalf: 'Dërguar në emër të {company} nëpërmjet {product}.',
    greeting: 'Përshëndetje, {name},',
    body: '{company} ju fton të plotësoni vlerësimin “{form}”.',
    reminderBody:
      'Ju kujtojmë se {company} ju ka ftuar të plotësoni vlerësimin “{form}”. Përgjigjet tuaja deri tani janë ruajtur; lidhja ju çon aty ku e latë.',
    timing:
      'Ai ka {sections} seksione me kohë të kufizuar dhe zgjat rreth {minutes} minuta. Mund të bëni pushim mes seksioneve dhe të ktheheni me të njëjtën lidhje.',
    timingOne: 'Është një seksion me kohë të kufizuar, rreth {minutes} minuta.',
    action: 'Fillo vlerësimin',
    resumeAction: 'Vazhdo vlerësimin',
    footer:
      'Kjo lidhje është personale: ju lutemi mos ua përcillni të tjerëve. Nëse nuk e prisnit këtë email, mund ta shpërfillni.',
    deadline: 'Ju lutemi përfundojeni deri më {time}. Pas kësaj lidhja mbyllet.',
    stopReminders: 'Mos më dërgoni më kujtesa për këtë vlerësim',
  },
  resume: {
    subject: 'Lidhja juaj personale për vlerësimin',
    intro: 'Jeni regjistruar tashmë për {form}. Vazhdoni aty ku e latë me lidhjen tuaj personale:',
    action: 'Vazhdo vlerësimin',
    ignore: 'Nëse nuk jeni regjistruar ju, mund ta shpërfillni këtë email; askush tjetër nuk e ka marrë këtë lidhje.',
  },
  results: {
    subject: 'Rezultatet e vlerësimit tuaj',
    greeting: 'Përshëndetje, {name},',
    body: 'Faleminderit që plotësuat “{form}”. {company} ndan me ju rezultatet tuaja: pikët sipas seksioneve dhe një PDF që mund ta ruani.',
    action: 'Shikoni rezultatet tuaja',
    footer: 'Kjo lidhje është personale. Rezultatet mbështesin një bisedë; ato nuk vendosin vetë.',
  },
  dataLink: 'Të dhënat tuaja: merrni një kopje të asaj që keni dhënë ose fshijeni',
};

export default sq;
