import type { RespondentMailTexts } from './types';

/** Finnish (fi): a respondent's e-mails. Translated, not validated. */
const fi: RespondentMailTexts = {
  state: 'translated',
  invitation: {
    subject: 'Sinut on kutsuttu arviointiin',
    reminderSubject: 'Muistutus: arviointisi odottaa',
    onBehalf: 'Lähetetty yrityksen {company} puolesta palvelun {product} kautta.',
    greeting: 'Hei {name},',
    body: '{company} kutsuu sinut tekemään arvioinnin ”{form}”.',
    reminderBody:
      'Muistutamme, että {company} on kutsunut sinut tekemään arvioinnin ”{form}”. Tähänastiset vastauksesi on tallennettu; linkki vie sinut takaisin kohtaan, johon jäit.',
    timing:
      'Siinä on {sections} aikarajoitettua osiota, ja se kestää noin {minutes} minuuttia. Voit pitää taukoa osioiden välillä ja palata samalla linkillä.',
    timingOne: 'Se on yksi aikarajoitettu osio, joka kestää noin {minutes} minuuttia.',
    action: 'Aloita arviointi',
    resumeAction: 'Jatka arviointia',
    footer:
      'Tämä linkki on henkilökohtainen: älä välitä sitä eteenpäin. Jos et odottanut tätä viestiä, voit jättää sen huomiotta.',
    deadline: 'Tee arviointi valmiiksi viimeistään {time}. Sen jälkeen linkki sulkeutuu.',
    stopReminders: 'Ei enempää muistutuksia tästä arvioinnista',
  },
  resume: {
    subject: 'Henkilökohtainen arviointilinkkisi',
    intro: 'Olet jo rekisteröitynyt arviointiin {form}. Jatka henkilökohtaisella linkilläsi siitä, mihin jäit:',
    action: 'Jatka arviointia',
    ignore: 'Jos et rekisteröitynyt, voit jättää tämän viestin huomiotta; kukaan muu ei saanut tätä linkkiä.',
  },
  results: {
    subject: 'Arviointisi tulokset',
    greeting: 'Hei {name},',
    body: 'Kiitos, että teit arvioinnin ”{form}”. {company} jakaa tuloksesi kanssasi: pisteesi osioittain ja PDF-tiedoston, jonka voit säilyttää.',
    action: 'Katso tuloksesi',
    footer: 'Tämä linkki on henkilökohtainen. Tulokset tukevat keskustelua; ne eivät yksinään ratkaise mitään.',
  },
  dataLink: 'Tietosi: lataa kopio antamistasi tiedoista tai poista ne',
};

export default fi;
