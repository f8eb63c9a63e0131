import type { SectionLocaleFile } from '../../locale-file';

// human_skills in nl: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Menselijke vaardigheden', source: '110b58b71f8792' },
    instructions: {
      text: 'Beantwoord elke vraag in je eigen woorden. Er is niet één goed antwoord; we kijken naar hoe je denkt en communiceert.',
      source: '0a0fcfd5c2511c',
    },
    'prompts.wc_delay_email.text': {
      text: 'Een project dat je leidt, loopt twee weken vertraging op omdat een leverancier niet heeft geleverd. Schrijf de e-mail aan de klant waarin je de vertraging, de gevolgen en de volgende stappen uitlegt.',
      source: '1224bb94d47f30',
    },
    'prompts.wc_explain_change.text': {
      text: 'Je team stapt over van een wekelijks statusoverleg naar een wekelijkse schriftelijke update. Schrijf een kort bericht aan het team waarin je de verandering aankondigt, uitlegt waarom die er komt en zegt wat je van hen nodig hebt.',
      source: '07e31b2f61d2bb',
    },
    'prompts.em_upset_colleague.text': {
      text: 'Een collega die gepasseerd is bij een promotie, is stil en teruggetrokken geworden in vergaderingen. Wat zou je zeggen of doen, en waarom?',
      source: '0063035f596131',
    },
    'prompts.em_angry_customer.text': {
      text: 'Een klant van lange tijd belt boos op omdat hij door een factuurfout twee keer heeft betaald. Beschrijf hoe je het gesprek zou voeren.',
      source: '0cde5e4d1fb122',
    },
    'prompts.sa_new_team_tension.text': {
      text: 'In je eerste week in een nieuw team merk je dat twee ervaren teamleden nauwelijks met elkaar praten en dat besluiten steeds blijven hangen. Wat zie je, en wat doe je?',
      source: '0783c51317f40c',
    },
    'prompts.sa_meeting_off_track.text': {
      text: 'Je geeft een presentatie aan het hoger management en merkt dat ze op hun telefoon kijken en dat de vergadering uitloopt. Hoe pas je je aan?',
      source: '0f70d446b84420',
    },
    'prompts.ct_sales_drop.text': {
      text: 'De verkoop daalde vorige maand met 20%. Een leidinggevende zegt dat de nieuwe website de oorzaak is. Hoe zou je die bewering toetsen voordat je ernaar handelt?',
      source: '12e4c719ee6ef6',
    },
    'prompts.ct_vendor_choice.text': {
      text: 'Je moet kiezen tussen een goedkopere leverancier met wisselende beoordelingen en een duurdere die je team goed kent. Leg uit hoe je zou beslissen en welke informatie je nodig zou hebben.',
      source: '0f593b563f271b',
    },
    'rubrics.0.name': { text: 'Schriftelijke communicatie', source: '121582c62ca506' },
    'rubrics.1.name': { text: 'Empathie', source: '011e3759951b0e' },
    'rubrics.2.name': { text: 'Situationeel bewustzijn', source: '09386c48c9681a' },
    'rubrics.3.name': { text: 'Kritisch denken', source: '1f6fd76a86d90a' },
  },
} satisfies SectionLocaleFile;
