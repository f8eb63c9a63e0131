import type { SectionLocaleFile } from '../../locale-file';

// human_skills in hu: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Emberi készségek', source: '110b58b71f8792' },
    instructions: {
      text: 'Minden kérdésre saját szavaival válaszoljon. Nincs egyetlen helyes válasz; azt nézzük, hogyan gondolkodik és kommunikál.',
      source: '0a0fcfd5c2511c',
    },
    'prompts.wc_delay_email.text': {
      text: 'Egy Ön által vezetett projekt két hetet késik, mert egy beszállító nem teljesített. Írja meg az e-mailt az ügyfélnek, amelyben elmagyarázza a késést, annak hatását és a következő lépéseket.',
      source: '1224bb94d47f30',
    },
    'prompts.wc_explain_change.text': {
      text: 'A csapata a heti státuszmegbeszélésekről írásos heti összefoglalóra tér át. Írjon rövid üzenetet a csapatnak, amelyben bejelenti a változást, elmondja, miért történik, és mire van szüksége tőlük.',
      source: '07e31b2f61d2bb',
    },
    'prompts.em_upset_colleague.text': {
      text: 'Egy kolléga, akit kihagytak az előléptetésből, csendes és visszahúzódó lett a megbeszéléseken. Mit mondana vagy tenne, és miért?',
      source: '0063035f596131',
    },
    'prompts.em_angry_customer.text': {
      text: 'Egy régi ügyfél dühösen telefonál, mert egy számlázási hiba miatt kétszer terhelték meg. Írja le, hogyan kezelné a beszélgetést.',
      source: '0cde5e4d1fb122',
    },
    'prompts.sa_new_team_tension.text': {
      text: 'Az új csapatában töltött első hetén észreveszi, hogy két tapasztalt tag alig beszél egymással, és a döntések folyton elakadnak. Mit figyel meg, és mit tesz?',
      source: '0783c51317f40c',
    },
    'prompts.sa_meeting_off_track.text': {
      text: 'Felső vezetőknek tart előadást, és észreveszi, hogy a telefonjukat nézik, a megbeszélés pedig túllépi az időkeretet. Hogyan alkalmazkodik?',
      source: '0f70d446b84420',
    },
    'prompts.ct_sales_drop.text': {
      text: 'Az eladások múlt hónapban 20%-kal csökkentek. Egy vezető szerint az új weboldal okozta. Hogyan ellenőrizné ezt az állítást, mielőtt lépne?',
      source: '12e4c719ee6ef6',
    },
    'prompts.ct_vendor_choice.text': {
      text: 'Választania kell egy olcsóbb, vegyes értékelésű beszállító és egy drágább, a csapata által jól ismert beszállító között. Fejtse ki, hogyan döntene, és milyen információkra lenne szüksége.',
      source: '0f593b563f271b',
    },
    'rubrics.0.name': { text: 'Írásbeli kommunikáció', source: '121582c62ca506' },
    'rubrics.1.name': { text: 'Empátia', source: '011e3759951b0e' },
    'rubrics.2.name': { text: 'Helyzetfelismerés', source: '09386c48c9681a' },
    'rubrics.3.name': { text: 'Kritikus gondolkodás', source: '1f6fd76a86d90a' },
  },
} satisfies SectionLocaleFile;
