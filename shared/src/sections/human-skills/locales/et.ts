import type { SectionLocaleFile } from '../../locale-file';

// human_skills in et: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Inimestevahelised oskused', source: '110b58b71f8792' },
    instructions: {
      text: 'Vastake igale küsimusele oma sõnadega. Ühte õiget vastust ei ole; vaatame, kuidas te mõtlete ja suhtlete.',
      source: '0a0fcfd5c2511c',
    },
    'prompts.wc_delay_email.text': {
      text: 'Teie juhitav projekt hilineb kaks nädalat, sest tarnija ei tarninud. Kirjutage kliendile e-kiri, milles selgitate hilinemist, selle mõju ja edasisi samme.',
      source: '1224bb94d47f30',
    },
    'prompts.wc_explain_change.text': {
      text: 'Teie meeskond läheb iganädalastelt seisukoosolekutelt üle kirjalikule nädalaülevaatele. Kirjutage meeskonnale lühike sõnum, milles teatate muudatusest, selgitate selle põhjust ja seda, mida te neilt vajate.',
      source: '07e31b2f61d2bb',
    },
    'prompts.em_upset_colleague.text': {
      text: 'Kolleeg, kes jäeti edutamisel kõrvale, on koosolekutel muutunud vaikseks ja endassetõmbunuks. Mida te ütleksite või teeksite ja miks?',
      source: '0063035f596131',
    },
    'prompts.em_angry_customer.text': {
      text: 'Pikaajaline klient helistab vihasena, sest arveldusvea tõttu võeti temalt tasu kaks korda. Kirjeldage, kuidas te vestlust juhiksite.',
      source: '0cde5e4d1fb122',
    },
    'prompts.sa_new_team_tension.text': {
      text: 'Esimesel nädalal uues meeskonnas märkate, et kaks kogenud liiget räägivad omavahel harva ja otsused jäävad pidevalt toppama. Mida te täheldate ja mida teete?',
      source: '0783c51317f40c',
    },
    'prompts.sa_meeting_off_track.text': {
      text: 'Esitlete kõrgematele juhtidele ja märkate, et nad vaatavad oma telefone ning koosolek venib üle aja. Kuidas te kohanete?',
      source: '0f70d446b84420',
    },
    'prompts.ct_sales_drop.text': {
      text: 'Müük langes eelmisel kuul 20%. Üks juht ütleb, et selle põhjustas uus veebisait. Kuidas te seda väidet enne tegutsemist kontrolliksite?',
      source: '12e4c719ee6ef6',
    },
    'prompts.ct_vendor_choice.text': {
      text: 'Peate valima odavama, vastakate arvustustega tarnija ja kallima, teie meeskonnale hästi tuntud tarnija vahel. Selgitage, kuidas te otsustaksite ja millist teavet vajaksite.',
      source: '0f593b563f271b',
    },
    'rubrics.0.name': { text: 'Kirjalik suhtlus', source: '121582c62ca506' },
    'rubrics.1.name': { text: 'Empaatia', source: '011e3759951b0e' },
    'rubrics.2.name': { text: 'Olukorrateadlikkus', source: '09386c48c9681a' },
    'rubrics.3.name': { text: 'Kriitiline mõtlemine', source: '1f6fd76a86d90a' },
  },
} satisfies SectionLocaleFile;
