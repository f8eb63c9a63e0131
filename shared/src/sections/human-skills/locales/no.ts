import type { SectionLocaleFile } from '../../locale-file';

// human_skills in no: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Mellommenneskelige ferdigheter', source: '110b58b71f8792' },
    instructions: {
      text: 'Svar på hvert spørsmål med dine egne ord. Det finnes ikke ett riktig svar; vi ser på hvordan du tenker og kommuniserer.',
      source: '0a0fcfd5c2511c',
    },
    'prompts.wc_delay_email.text': {
      text: 'Et prosjekt du leder, blir to uker forsinket fordi en leverandør ikke leverte. Skriv e-posten til kunden der du forklarer forsinkelsen, konsekvensene og hva som skjer videre.',
      source: '1224bb94d47f30',
    },
    'prompts.wc_explain_change.text': {
      text: 'Teamet ditt skal gå fra ukentlige statusmøter til en skriftlig ukeoppdatering. Skriv en kort melding til teamet der du kunngjør endringen, hvorfor den skjer og hva du trenger fra dem.',
      source: '07e31b2f61d2bb',
    },
    'prompts.em_upset_colleague.text': {
      text: 'En kollega som ble forbigått ved en forfremmelse, har blitt stille og tilbaketrukket i møter. Hva ville du sagt eller gjort, og hvorfor?',
      source: '0063035f596131',
    },
    'prompts.em_angry_customer.text': {
      text: 'En mangeårig kunde ringer, sint fordi en faktureringsfeil har belastet dem to ganger. Beskriv hvordan du ville håndtert samtalen.',
      source: '0cde5e4d1fb122',
    },
    'prompts.sa_new_team_tension.text': {
      text: 'I din første uke i et nytt team legger du merke til at to erfarne medlemmer sjelden snakker sammen og at beslutninger stadig stopper opp. Hva observerer du, og hva gjør du?',
      source: '0783c51317f40c',
    },
    'prompts.sa_meeting_off_track.text': {
      text: 'Du presenterer for toppledelsen og legger merke til at de sjekker telefonene sine og at møtet går over tiden. Hvordan tilpasser du deg?',
      source: '0f70d446b84420',
    },
    'prompts.ct_sales_drop.text': {
      text: 'Salget falt med 20 % forrige måned. En leder sier at det nye nettstedet er årsaken. Hvordan ville du testet den påstanden før du handler ut fra den?',
      source: '12e4c719ee6ef6',
    },
    'prompts.ct_vendor_choice.text': {
      text: 'Du må velge mellom en billigere leverandør med blandede omtaler og en dyrere som teamet ditt kjenner godt. Forklar hvordan du ville bestemt deg og hvilken informasjon du ville trengt.',
      source: '0f593b563f271b',
    },
    'rubrics.0.name': { text: 'Skriftlig kommunikasjon', source: '121582c62ca506' },
    'rubrics.1.name': { text: 'Empati', source: '011e3759951b0e' },
    'rubrics.2.name': { text: 'Situasjonsforståelse', source: '09386c48c9681a' },
    'rubrics.3.name': { text: 'Kritisk tenkning', source: '1f6fd76a86d90a' },
  },
} satisfies SectionLocaleFile;
