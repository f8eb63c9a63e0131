import type { SectionLocaleFile } from '../../locale-file';

// human_skills in de: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Soziale Kompetenzen', source: '110b58b71f8792' },
    instructions: {
      text: 'Beantworten Sie jede Frage in Ihren eigenen Worten. Es gibt nicht die eine richtige Antwort; wir achten darauf, wie Sie denken und kommunizieren.',
      source: '0a0fcfd5c2511c',
    },
    'prompts.wc_delay_email.text': {
      text: 'Ein Projekt, das Sie leiten, wird sich um zwei Wochen verzögern, weil ein Lieferant nicht geliefert hat. Schreiben Sie die E-Mail an den Kunden, in der Sie die Verzögerung, ihre Auswirkungen und das weitere Vorgehen erklären.',
      source: '1224bb94d47f30',
    },
    'prompts.wc_explain_change.text': {
      text: 'Ihr Team stellt von wöchentlichen Statusbesprechungen auf ein schriftliches Wochenupdate um. Schreiben Sie eine kurze Nachricht an das Team, in der Sie die Änderung ankündigen, begründen und sagen, was Sie vom Team brauchen.',
      source: '07e31b2f61d2bb',
    },
    'prompts.em_upset_colleague.text': {
      text: 'Ein Kollege, der bei einer Beförderung übergangen wurde, ist in Besprechungen still und zurückhaltend geworden. Was würden Sie sagen oder tun, und warum?',
      source: '0063035f596131',
    },
    'prompts.em_angry_customer.text': {
      text: 'Ein langjähriger Kunde ruft verärgert an, weil ihm wegen eines Abrechnungsfehlers doppelt berechnet wurde. Beschreiben Sie, wie Sie das Gespräch führen würden.',
      source: '0cde5e4d1fb122',
    },
    'prompts.sa_new_team_tension.text': {
      text: 'In Ihrer ersten Woche in einem neuen Team bemerken Sie, dass zwei erfahrene Mitglieder kaum miteinander sprechen und Entscheidungen immer wieder ins Stocken geraten. Was beobachten Sie, und was tun Sie?',
      source: '0783c51317f40c',
    },
    'prompts.sa_meeting_off_track.text': {
      text: 'Sie präsentieren vor der Geschäftsleitung und bemerken, dass die Teilnehmenden auf ihre Handys schauen und die Besprechung überzieht. Wie passen Sie sich an?',
      source: '0f70d446b84420',
    },
    'prompts.ct_sales_drop.text': {
      text: 'Der Umsatz ist im letzten Monat um 20 % gesunken. Eine Führungskraft sagt, die neue Website sei schuld. Wie würden Sie diese Behauptung prüfen, bevor Sie handeln?',
      source: '12e4c719ee6ef6',
    },
    'prompts.ct_vendor_choice.text': {
      text: 'Sie müssen zwischen einem günstigeren Anbieter mit gemischten Bewertungen und einem teureren wählen, den Ihr Team gut kennt. Erklären Sie, wie Sie entscheiden würden und welche Informationen Sie bräuchten.',
      source: '0f593b563f271b',
    },
    'rubrics.0.name': { text: 'Schriftliche Kommunikation', source: '121582c62ca506' },
    'rubrics.1.name': { text: 'Empathie', source: '011e3759951b0e' },
    'rubrics.2.name': { text: 'Situationsbewusstsein', source: '09386c48c9681a' },
    'rubrics.3.name': { text: 'Kritisches Denken', source: '1f6fd76a86d90a' },
  },
} satisfies SectionLocaleFile;
