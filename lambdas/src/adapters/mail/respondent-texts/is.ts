import type { RespondentMailTexts } from './types';

/** Icelandic (is): a respondent's e-mails. Translated, not validated. */
const is: RespondentMailTexts = {
  state: 'translated',
  invitation: {
    subject: 'Þér er boðið að taka mat',
    reminderSubject: 'Áminning: matið þitt bíður þín',
    onBehalf: 'Sent fyrir hönd {company} í gegnum {product}.',
    greeting: 'Halló {name},',
    body: '{company} býður þér að taka matið „{form}“.',
    reminderBody:
      'Við minnum á að {company} bauð þér að taka matið „{form}“. Svörin þín hingað til eru vistuð; tengillinn fer með þig þangað sem frá var horfið.',
    timing:
      'Það er í {sections} tímasettum hlutum og tekur um {minutes} mínútur. Þú getur tekið hlé á milli hluta og komið aftur með sama tengli.',
    timingOne: 'Það er einn tímasettur hluti, um {minutes} mínútur.',
    action: 'Hefja matið',
    resumeAction: 'Halda áfram með matið',
    footer:
      'Þessi tengill er persónulegur: vinsamlegast áframsendu hann ekki. Ef þú áttir ekki von á þessum tölvupósti geturðu hunsað hann.',
    deadline: 'Vinsamlegast ljúktu því fyrir {time}. Eftir það lokast tengillinn.',
    stopReminders: 'Engar fleiri áminningar um þetta mat',
  },
  resume: {
    subject: 'Persónulegi tengillinn þinn á matið',
    intro: 'Þú hefur þegar skráð þig í {form}. Haltu áfram þar sem frá var horfið með persónulega tenglinum þínum:',
    action: 'Halda áfram með matið',
    ignore: 'Ef þú skráðir þig ekki geturðu hunsað þennan tölvupóst; enginn annar fékk þennan tengil.',
  },
  results: {
    subject: 'Niðurstöður matsins þíns',
    greeting: 'Halló {name},',
    body: 'Takk fyrir að taka „{form}“. {company} deilir niðurstöðunum þínum með þér: stigunum þínum eftir hlutum og PDF-skjali sem þú getur geymt.',
    action: 'Skoða niðurstöðurnar',
    footer: 'Þessi tengill er persónulegur. Niðurstöðurnar styðja samtal; þær ráða ekki úrslitum einar og sér.',
  },
  dataLink: 'Gögnin þín: fáðu afrit af því sem þú gafst upp eða eyddu því',
};

export default is;
