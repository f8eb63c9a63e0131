import type { SectionLocaleFile } from '../../locale-file';

// human_skills in it: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Competenze trasversali', source: '110b58b71f8792' },
    instructions: {
      text: 'Rispondi a ogni domanda con parole tue. Non esiste un’unica risposta giusta; guardiamo a come pensi e comunichi.',
      source: '0a0fcfd5c2511c',
    },
    'prompts.wc_delay_email.text': {
      text: 'Un progetto che guidi subirà un ritardo di due settimane perché un fornitore non ha consegnato. Scrivi l’e-mail al cliente in cui spieghi il ritardo, il suo impatto e i prossimi passi.',
      source: '1224bb94d47f30',
    },
    'prompts.wc_explain_change.text': {
      text: 'Il tuo team passerà dalle riunioni settimanali di avanzamento a un aggiornamento settimanale scritto. Scrivi un breve messaggio al team per annunciare il cambiamento, spiegarne il motivo e dire che cosa ti serve da loro.',
      source: '07e31b2f61d2bb',
    },
    'prompts.em_upset_colleague.text': {
      text: 'Un collega che non ha ottenuto una promozione è diventato silenzioso e chiuso durante le riunioni. Che cosa diresti o faresti, e perché?',
      source: '0063035f596131',
    },
    'prompts.em_angry_customer.text': {
      text: 'Un cliente di lunga data chiama, arrabbiato perché un errore di fatturazione gli ha addebitato due volte lo stesso importo. Descrivi come gestiresti la conversazione.',
      source: '0cde5e4d1fb122',
    },
    'prompts.sa_new_team_tension.text': {
      text: 'Nella tua prima settimana in un nuovo team, noti che due membri senior si parlano raramente e che le decisioni continuano a bloccarsi. Che cosa osservi e che cosa fai?',
      source: '0783c51317f40c',
    },
    'prompts.sa_meeting_off_track.text': {
      text: 'Stai presentando ai vertici aziendali e noti che guardano il telefono e che la riunione sta sforando. Come ti adatti?',
      source: '0f70d446b84420',
    },
    'prompts.ct_sales_drop.text': {
      text: 'Il mese scorso le vendite sono calate del 20%. Un responsabile dice che la colpa è del nuovo sito web. Come verificheresti questa affermazione prima di agire?',
      source: '12e4c719ee6ef6',
    },
    'prompts.ct_vendor_choice.text': {
      text: 'Devi scegliere tra un fornitore più economico con recensioni contrastanti e uno più costoso che il tuo team conosce bene. Spiega come decideresti e di quali informazioni avresti bisogno.',
      source: '0f593b563f271b',
    },
    'rubrics.0.name': { text: 'Comunicazione scritta', source: '121582c62ca506' },
    'rubrics.1.name': { text: 'Empatia', source: '011e3759951b0e' },
    'rubrics.2.name': { text: 'Consapevolezza situazionale', source: '09386c48c9681a' },
    'rubrics.3.name': { text: 'Pensiero critico', source: '1f6fd76a86d90a' },
  },
} satisfies SectionLocaleFile;
