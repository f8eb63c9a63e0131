import type { SectionLocaleFile } from '../../locale-file';

// acceptable_behaviors in pt-br: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Comportamentos aceitáveis', source: '0cdf5a0121c54f' },
    instructions: {
      text: 'Para cada situação, escolha como ela seria tratada no local de trabalho que você está descrevendo.',
      source: '013e39bf4830a1',
    },
    'scale.0.label': { text: 'Aceitável', source: '066514f39ebba4' },
    'scale.1.label': { text: 'Malvisto', source: '0df4abb48b3ffe' },
    'scale.2.label': { text: 'Ativamente desencorajado', source: '1df7be03ee27fe' },
    'scale.3.label': { text: 'Passível de advertência', source: '16bd16b4abe286' },
    'scale.4.label': { text: 'Tolerância zero', source: '050830ff71a0f5' },
    'scenarios.scenario_1.text': {
      text: 'Um funcionário chega regularmente 15 minutos atrasado, mas fica até mais tarde para compensar.',
      source: '15edbd6fdc3064',
    },
    'scenarios.scenario_2.text': {
      text: 'Alguém leva para casa materiais de escritório, como canetas e cadernos, para uso pessoal.',
      source: '11f06822a8ddaf',
    },
    'scenarios.scenario_3.text': {
      text: 'Um membro da equipe conta a um colega detalhes de uma reestruturação antes de ela ser anunciada.',
      source: '0fefdc53cdba50',
    },
    'scenarios.scenario_4.text': {
      text: 'Um funcionário aceita um presente caro de um fornecedor durante a negociação de um contrato.',
      source: '0b035b43235684',
    },
    'scenarios.scenario_5.text': {
      text: 'Um gestor critica o trabalho de um membro da equipe na frente de todos durante uma reunião.',
      source: '109ef76805db85',
    },
    'scenarios.scenario_6.text': {
      text: 'Alguém apresenta a ideia de um colega em uma reunião sem mencionar de onde ela veio.',
      source: '0e10dcdcac1400',
    },
    'scenarios.scenario_7.text': {
      text: 'Um funcionário passa cerca de uma hora por dia em redes sociais pessoais durante o expediente.',
      source: '0593581cc6e2f0',
    },
    'scenarios.scenario_8.text': {
      text: 'Um membro da equipe arredonda as horas na folha de ponto para o meio período mais próximo.',
      source: '0a25e18024b6c5',
    },
    'scenarios.scenario_9.text': {
      text: 'Um funcionário faz piadas sobre o sotaque de um colega que algumas pessoas consideram ofensivas.',
      source: '1aa6ea7b7a22c9',
    },
    'scenarios.scenario_10.text': {
      text: 'Alguém pula uma verificação obrigatória de segurança ou qualidade para cumprir um prazo apertado.',
      source: '0a3c4820bf64d3',
    },
    'scenarios.scenario_11.text': {
      text: 'Um funcionário usa um aplicativo de mensagens pessoal para enviar informações de clientes a um colega.',
      source: '1e9a1ea647c2b9',
    },
    'scenarios.scenario_12.text': {
      text: 'Um membro da equipe trabalha à noite em um projeto paralelo remunerado para outra empresa sem contar a ninguém.',
      source: '180f5e3157bbcc',
    },
    'scenarios.scenario_13.text': {
      text: 'Alguém reclama abertamente do seu gestor para outras equipes.',
      source: '1c47a26f63a8bb',
    },
    'scenarios.scenario_14.text': {
      text: 'Um funcionário não responde a mensagens de trabalho enviadas fora do expediente ou nos fins de semana.',
      source: '0cfd56f282570f',
    },
    'scenarios.scenario_15.text': {
      text: 'Um gestor contrata um amigo próximo para uma vaga aberta sem processo seletivo.',
      source: '04a409b603b242',
    },
  },
} satisfies SectionLocaleFile;
