import type { SectionLocaleFile } from '../../locale-file';

// human_skills in pt-br: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Habilidades humanas', source: '110b58b71f8792' },
    instructions: {
      text: 'Responda a cada pergunta com suas próprias palavras. Não existe uma única resposta certa; observamos como você pensa e se comunica.',
      source: '0a0fcfd5c2511c',
    },
    'prompts.wc_delay_email.text': {
      text: 'Um projeto que você lidera vai atrasar duas semanas porque um fornecedor não entregou. Escreva o e-mail ao cliente explicando o atraso, o impacto e os próximos passos.',
      source: '1224bb94d47f30',
    },
    'prompts.wc_explain_change.text': {
      text: 'Sua equipe vai trocar as reuniões semanais de status por uma atualização semanal por escrito. Escreva uma mensagem curta à equipe anunciando a mudança, por que ela está acontecendo e o que você precisa deles.',
      source: '07e31b2f61d2bb',
    },
    'prompts.em_upset_colleague.text': {
      text: 'Um colega que foi preterido em uma promoção ficou calado e retraído nas reuniões. O que você diria ou faria, e por quê?',
      source: '0063035f596131',
    },
    'prompts.em_angry_customer.text': {
      text: 'Um cliente antigo liga irritado porque um erro de faturamento o cobrou duas vezes. Descreva como você conduziria a conversa.',
      source: '0cde5e4d1fb122',
    },
    'prompts.sa_new_team_tension.text': {
      text: 'Na sua primeira semana em uma nova equipe, você percebe que dois membros seniores raramente conversam e que as decisões vivem travando. O que você observa e o que faz?',
      source: '0783c51317f40c',
    },
    'prompts.sa_meeting_off_track.text': {
      text: 'Você está apresentando para a alta liderança e percebe que estão olhando o celular e que a reunião está passando do horário. Como você se adapta?',
      source: '0f70d446b84420',
    },
    'prompts.ct_sales_drop.text': {
      text: 'As vendas caíram 20% no mês passado. Um gestor diz que o novo site foi a causa. Como você testaria essa afirmação antes de agir?',
      source: '12e4c719ee6ef6',
    },
    'prompts.ct_vendor_choice.text': {
      text: 'Você precisa escolher entre um fornecedor mais barato com avaliações variadas e um mais caro que sua equipe conhece bem. Explique como decidiria e de quais informações precisaria.',
      source: '0f593b563f271b',
    },
    'rubrics.0.name': { text: 'Comunicação escrita', source: '121582c62ca506' },
    'rubrics.1.name': { text: 'Empatia', source: '011e3759951b0e' },
    'rubrics.2.name': { text: 'Consciência situacional', source: '09386c48c9681a' },
    'rubrics.3.name': { text: 'Pensamento crítico', source: '1f6fd76a86d90a' },
  },
} satisfies SectionLocaleFile;
