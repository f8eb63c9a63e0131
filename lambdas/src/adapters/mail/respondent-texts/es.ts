import type { RespondentMailTexts } from './types';

/** Spanish (es): a respondent's e-mails. */
const es: RespondentMailTexts = {
  state: 'translated',
  invitation: {
    subject: 'Te invitan a realizar una evaluación',
    reminderSubject: 'Recordatorio: tu evaluación te espera',
    onBehalf: 'Enviado en nombre de {company} a través de {product}.',
    greeting: 'Hola, {name}:',
    body: '{company} te invita a realizar la evaluación «{form}».',
    reminderBody:
      'Te recordamos que {company} te invitó a realizar la evaluación «{form}». Tus respuestas hasta ahora están guardadas; el enlace te lleva a donde lo dejaste.',
    timing:
      'Tiene {sections} secciones cronometradas y dura unos {minutes} minutos. Puedes hacer una pausa entre secciones y volver con este mismo enlace.',
    timingOne: 'Es una sección cronometrada de unos {minutes} minutos.',
    action: 'Empezar la evaluación',
    resumeAction: 'Continuar la evaluación',
    footer: 'Este enlace es personal: no lo reenvíes. Si no esperabas este correo, puedes ignorarlo.',
    deadline: 'Termínala antes de {time}. Después, el enlace se cierra.',
    stopReminders: 'No quiero más recordatorios de esta evaluación',
  },
  resume: {
    subject: 'Tu enlace personal a la evaluación',
    intro: 'Ya estás registrado en {form}. Continúa donde lo dejaste con tu enlace personal:',
    action: 'Continuar la evaluación',
    ignore: 'Si no te registraste, puedes ignorar este correo; nadie más ha recibido este enlace.',
  },
  results: {
    subject: 'Tus resultados de la evaluación',
    greeting: 'Hola, {name}:',
    body: 'Gracias por realizar «{form}». {company} comparte contigo tus resultados: tus puntuaciones por sección y un PDF que puedes guardar.',
    action: 'Ver tus resultados',
    footer: 'Este enlace es personal. Los resultados apoyan una conversación; no deciden por sí solos.',
  },
  dataLink: 'Tus datos: obtén una copia de lo que diste o elimínalos',
};

export default es;
