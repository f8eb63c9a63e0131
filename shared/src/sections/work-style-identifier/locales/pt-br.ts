import type { SectionLocaleFile } from '../../locale-file';

// work_style_identifier in pt-br: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Identificador de estilo de trabalho', source: '1f0c60bd73f0f7' },
    instructions: {
      text: 'Para cada situação, escolha a reação mais próxima do que você faria naturalmente. Não há respostas certas ou erradas.',
      source: '1525cac3265adf',
    },
    'styles.people.name': { text: 'Pessoas', source: '1e9ca6c7397706' },
    'styles.people.description': {
      text: 'Foca em relacionamentos, comunicação e na equipe.',
      source: '08675f6ad7cd87',
    },
    'styles.process.name': { text: 'Processos', source: '00649b56ffd7ce' },
    'styles.process.description': {
      text: 'Foca em estrutura, planejamento e na forma como o trabalho é feito.',
      source: '119d0abb5dea8f',
    },
    'styles.product.name': { text: 'Produto', source: '147a8a0545eb31' },
    'styles.product.description': {
      text: 'Foca no resultado, na sua qualidade e no seu valor para os usuários.',
      source: '1fe40819dc5447',
    },
    'scenarios.scenario_1.text': {
      text: 'Você entra em um projeto novo que já está em andamento. O que faz primeiro?',
      source: '0dfafca3038c6e',
    },
    'scenarios.scenario_1.options.option_1.text': {
      text: 'Conversar com cada membro da equipe para entender como trabalham.',
      source: '1c098f33cb6358',
    },
    'scenarios.scenario_1.options.option_2.text': {
      text: 'Ler o plano, o cronograma e como as decisões são tomadas.',
      source: '01b9a70eafd252',
    },
    'scenarios.scenario_1.options.option_3.text': {
      text: 'Experimentar a versão atual do que está sendo construído.',
      source: '049008ac0e04b7',
    },
    'scenarios.scenario_2.text': { text: 'Um prazo está em risco. Como você reage?', source: '1f98c8bcca4a8b' },
    'scenarios.scenario_2.options.option_1.text': {
      text: 'Reduzir o escopo às funcionalidades que mais importam para os usuários.',
      source: '07e96df1f57c77',
    },
    'scenarios.scenario_2.options.option_2.text': {
      text: 'Ver como a equipe está e redistribuir a carga de trabalho.',
      source: '086311204fbed5',
    },
    'scenarios.scenario_2.options.option_3.text': {
      text: 'Replanejar as tarefas restantes e eliminar o gargalo.',
      source: '1676c3899ba46e',
    },
    'scenarios.scenario_3.text': {
      text: 'Dois colegas discordam sobre como conduzir uma tarefa. O que você faz?',
      source: '1c38b1ce60ae98',
    },
    'scenarios.scenario_3.options.option_1.text': {
      text: 'Sugerir que combinem critérios e uma forma de decidir.',
      source: '102f2f0769dfc9',
    },
    'scenarios.scenario_3.options.option_2.text': {
      text: 'Perguntar qual abordagem dá o melhor resultado e testá-la.',
      source: '15730380078ea3',
    },
    'scenarios.scenario_3.options.option_3.text': {
      text: 'Conversar com cada um para entender as preocupações deles.',
      source: '05eb79046b6b94',
    },
    'scenarios.scenario_4.text': { text: 'O que lhe dá mais satisfação no fim da semana?', source: '105635f4452bad' },
    'scenarios.scenario_4.options.option_1.text': {
      text: 'Ter ajudado um colega a ter sucesso.',
      source: '18a448df168c17',
    },
    'scenarios.scenario_4.options.option_2.text': {
      text: 'Ver algo que construí sendo usado.',
      source: '06dd5c28e1dd6e',
    },
    'scenarios.scenario_4.options.option_3.text': {
      text: 'Ter feito uma tarefa recorrente correr com mais facilidade.',
      source: '14c25f3b230485',
    },
    'scenarios.scenario_5.text': {
      text: 'Você recebe um pedido vago do seu gestor. Qual é o seu primeiro passo?',
      source: '1f6a3b5b753562',
    },
    'scenarios.scenario_5.options.option_1.text': {
      text: 'Anotar as etapas, os responsáveis e o prazo e depois confirmá-los.',
      source: '0a111ff3e53b8e',
    },
    'scenarios.scenario_5.options.option_2.text': {
      text: 'Perguntar para quem é e o que a pessoa espera.',
      source: '1d34f94c990a03',
    },
    'scenarios.scenario_5.options.option_3.text': {
      text: 'Esboçar rapidamente uma primeira versão para receber reações.',
      source: '14d5aac6f8ae0a',
    },
    'scenarios.scenario_6.text': {
      text: 'Uma nova ferramenta está sendo adotada pela sua equipe. O que mais importa para você?',
      source: '1ffe1c701771e4',
    },
    'scenarios.scenario_6.options.option_1.text': {
      text: 'Que ela nos ajude a entregar um trabalho melhor.',
      source: '093bad0a0c3b68',
    },
    'scenarios.scenario_6.options.option_2.text': {
      text: 'Que ela se encaixe na nossa forma de trabalhar e seja implantada por etapas.',
      source: '0148dd78866574',
    },
    'scenarios.scenario_6.options.option_3.text': {
      text: 'Que todos se sintam à vontade e estejam treinados para usá-la.',
      source: '08abf09072e383',
    },
    'scenarios.scenario_7.text': {
      text: 'Um cliente reclama de algo que sua equipe entregou. O que você faz primeiro?',
      source: '09737f1b9023d1',
    },
    'scenarios.scenario_7.options.option_1.text': {
      text: 'Ligar para o cliente para ouvi-lo e tranquilizá-lo.',
      source: '0b9434cd85a375',
    },
    'scenarios.scenario_7.options.option_2.text': {
      text: 'Descobrir em que ponto do nosso processo o problema passou despercebido.',
      source: '1edfd2b775db66',
    },
    'scenarios.scenario_7.options.option_3.text': {
      text: 'Reproduzir o problema e corrigi-lo.',
      source: '045b5ac0a1aece',
    },
    'scenarios.scenario_8.text': {
      text: 'Em uma reunião de planejamento, que pergunta você costuma fazer?',
      source: '079920d7ae5c86',
    },
    'scenarios.scenario_8.options.option_1.text': {
      text: 'O que os usuários vão ganhar que hoje não têm?',
      source: '08cd531efc0b98',
    },
    'scenarios.scenario_8.options.option_2.text': {
      text: 'Quem precisa estar envolvido, e essas pessoas têm disponibilidade?',
      source: '102906789fc043',
    },
    'scenarios.scenario_8.options.option_3.text': {
      text: 'Quais são os marcos e como vamos acompanhá-los?',
      source: '0c065a4484c27c',
    },
    'scenarios.scenario_9.text': {
      text: 'Você tem uma tarde livre para melhorar algo no trabalho. O que escolhe?',
      source: '0781800f4805fe',
    },
    'scenarios.scenario_9.options.option_1.text': {
      text: 'Documentar um processo que só existe na cabeça de alguém.',
      source: '0e9725fb0cbd37',
    },
    'scenarios.scenario_9.options.option_2.text': {
      text: 'Aprimorar uma funcionalidade que os usuários acham difícil de usar.',
      source: '00a3ae74adc238',
    },
    'scenarios.scenario_9.options.option_3.text': {
      text: 'Dedicar tempo a ajudar um colega recém-chegado a se ambientar.',
      source: '1eb1ca7ef7f61b',
    },
  },
} satisfies SectionLocaleFile;
