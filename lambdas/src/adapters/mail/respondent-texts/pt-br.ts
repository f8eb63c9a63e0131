import type { RespondentMailTexts } from './types';

/** Brazilian Portuguese (pt-br): a respondent's e-mails. Translated, not validated. */
const ptbr: RespondentMailTexts = {
  state: 'translated',
  invitation: {
    subject: 'Você foi convidado para fazer uma avaliação',
    reminderSubject: 'Lembrete: sua avaliação está esperando',
    onBehalf: 'Enviado em nome de {company} por meio de {product}.',
    greeting: 'Olá, {name},',
    body: '{company} convida você a fazer a avaliação “{form}”.',
    reminderBody:
      'Um lembrete de que {company} convidou você a fazer a avaliação “{form}”. Suas respostas até agora estão salvas; o link leva você de volta aonde parou.',
    timing:
      'Ela tem {sections} seções cronometradas e leva cerca de {minutes} minutos. Você pode pausar entre as seções e voltar com este mesmo link.',
    timingOne: 'É uma seção cronometrada de cerca de {minutes} minutos.',
    action: 'Começar a avaliação',
    resumeAction: 'Continuar a avaliação',
    footer: 'Este link é pessoal: não o encaminhe. Se você não esperava este e-mail, pode ignorá-lo.',
    deadline: 'Conclua até {time}. Depois disso, o link será fechado.',
    stopReminders: 'Não quero mais lembretes desta avaliação',
  },
  resume: {
    subject: 'Seu link pessoal para a avaliação',
    intro: 'Você já está inscrito em {form}. Continue de onde parou com seu link pessoal:',
    action: 'Continuar a avaliação',
    ignore: 'Se você não se inscreveu, pode ignorar este e-mail; ninguém mais recebeu este link.',
  },
  results: {
    subject: 'Os resultados da sua avaliação',
    greeting: 'Olá, {name},',
    body: 'Obrigado por fazer “{form}”. {company} está compartilhando seus resultados com você: suas pontuações por seção e um PDF que você pode guardar.',
    action: 'Ver seus resultados',
    footer: 'Este link é pessoal. Os resultados apoiam uma conversa; não decidem sozinhos.',
  },
  dataLink: 'Seus dados: obtenha uma cópia do que você forneceu ou exclua-o',
};

export default ptbr;
