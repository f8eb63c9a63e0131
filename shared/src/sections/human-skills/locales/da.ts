import type { SectionLocaleFile } from '../../locale-file';

// human_skills in da: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Menneskelige kompetencer', source: '110b58b71f8792' },
    instructions: {
      text: 'Besvar hvert spørgsmål med dine egne ord. Der er ikke ét rigtigt svar; vi ser på, hvordan du tænker og kommunikerer.',
      source: '0a0fcfd5c2511c',
    },
    'prompts.wc_delay_email.text': {
      text: 'Et projekt, du leder, bliver to uger forsinket, fordi en leverandør ikke har leveret. Skriv mailen til kunden, hvor du forklarer forsinkelsen, dens betydning og hvad der sker nu.',
      source: '1224bb94d47f30',
    },
    'prompts.wc_explain_change.text': {
      text: 'Dit team skal gå fra ugentlige statusmøder til en skriftlig ugentlig opdatering. Skriv en kort besked til teamet, hvor du annoncerer ændringen, forklarer hvorfor den sker, og hvad du har brug for fra dem.',
      source: '07e31b2f61d2bb',
    },
    'prompts.em_upset_colleague.text': {
      text: 'En kollega, der blev forbigået ved en forfremmelse, er blevet stille og tilbagetrukket på møderne. Hvad ville du sige eller gøre, og hvorfor?',
      source: '0063035f596131',
    },
    'prompts.em_angry_customer.text': {
      text: 'En mangeårig kunde ringer vred, fordi en faktureringsfejl har trukket beløbet to gange. Beskriv, hvordan du ville håndtere samtalen.',
      source: '0cde5e4d1fb122',
    },
    'prompts.sa_new_team_tension.text': {
      text: 'I din første uge i et nyt team bemærker du, at to erfarne medlemmer sjældent taler sammen, og at beslutninger bliver ved med at gå i stå. Hvad ser du, og hvad gør du?',
      source: '0783c51317f40c',
    },
    'prompts.sa_meeting_off_track.text': {
      text: 'Du præsenterer for topledelsen og bemærker, at de kigger på deres telefoner, og at mødet trækker ud. Hvordan tilpasser du dig?',
      source: '0f70d446b84420',
    },
    'prompts.ct_sales_drop.text': {
      text: 'Salget faldt 20 % sidste måned. En leder siger, at det nye website er årsagen. Hvordan ville du efterprøve den påstand, før du handler på den?',
      source: '12e4c719ee6ef6',
    },
    'prompts.ct_vendor_choice.text': {
      text: 'Du skal vælge mellem en billigere leverandør med blandede anmeldelser og en dyrere, som dit team kender godt. Forklar, hvordan du ville beslutte dig, og hvilke oplysninger du ville have brug for.',
      source: '0f593b563f271b',
    },
    'rubrics.0.name': { text: 'Skriftlig kommunikation', source: '121582c62ca506' },
    'rubrics.1.name': { text: 'Empati', source: '011e3759951b0e' },
    'rubrics.2.name': { text: 'Situationsfornemmelse', source: '09386c48c9681a' },
    'rubrics.3.name': { text: 'Kritisk tænkning', source: '1f6fd76a86d90a' },
  },
} satisfies SectionLocaleFile;
