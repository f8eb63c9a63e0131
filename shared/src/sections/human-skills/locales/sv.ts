import type { SectionLocaleFile } from '../../locale-file';

// human_skills in sv: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Mänskliga förmågor', source: '110b58b71f8792' },
    instructions: {
      text: 'Besvara varje fråga med egna ord. Det finns inget enskilt rätt svar; vi tittar på hur du tänker och kommunicerar.',
      source: '0a0fcfd5c2511c',
    },
    'prompts.wc_delay_email.text': {
      text: 'Ett projekt du leder blir två veckor försenat eftersom en leverantör inte har levererat. Skriv mejlet till kunden där du förklarar förseningen, dess konsekvenser och vad som händer härnäst.',
      source: '1224bb94d47f30',
    },
    'prompts.wc_explain_change.text': {
      text: 'Ditt team ska gå från veckovisa statusmöten till en skriftlig veckouppdatering. Skriv ett kort meddelande till teamet där du berättar om förändringen, varför den görs och vad du behöver från dem.',
      source: '07e31b2f61d2bb',
    },
    'prompts.em_upset_colleague.text': {
      text: 'En kollega som blev förbigången vid en befordran har blivit tyst och tillbakadragen på möten. Vad skulle du säga eller göra, och varför?',
      source: '0063035f596131',
    },
    'prompts.em_angry_customer.text': {
      text: 'En mångårig kund ringer, arg över att ett faktureringsfel har dragit pengar två gånger. Beskriv hur du skulle hantera samtalet.',
      source: '0cde5e4d1fb122',
    },
    'prompts.sa_new_team_tension.text': {
      text: 'Under din första vecka i ett nytt team märker du att två erfarna medlemmar sällan pratar med varandra och att beslut hela tiden fastnar. Vad ser du, och vad gör du?',
      source: '0783c51317f40c',
    },
    'prompts.sa_meeting_off_track.text': {
      text: 'Du presenterar för den högsta ledningen och märker att de tittar på sina telefoner och att mötet drar över tiden. Hur anpassar du dig?',
      source: '0f70d446b84420',
    },
    'prompts.ct_sales_drop.text': {
      text: 'Försäljningen föll med 20 % förra månaden. En chef säger att den nya webbplatsen är orsaken. Hur skulle du pröva det påståendet innan du agerar?',
      source: '12e4c719ee6ef6',
    },
    'prompts.ct_vendor_choice.text': {
      text: 'Du måste välja mellan en billigare leverantör med blandade omdömen och en dyrare som ditt team känner väl. Förklara hur du skulle besluta och vilken information du skulle behöva.',
      source: '0f593b563f271b',
    },
    'rubrics.0.name': { text: 'Skriftlig kommunikation', source: '121582c62ca506' },
    'rubrics.1.name': { text: 'Empati', source: '011e3759951b0e' },
    'rubrics.2.name': { text: 'Situationsmedvetenhet', source: '09386c48c9681a' },
    'rubrics.3.name': { text: 'Kritiskt tänkande', source: '1f6fd76a86d90a' },
  },
} satisfies SectionLocaleFile;
