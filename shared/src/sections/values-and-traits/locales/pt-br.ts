import type { SectionLocaleFile } from '../../locale-file';

// values_and_traits in pt-br: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    'defining_your_values.title': { text: 'Definindo seus valores', source: '1d93e8a39d99d4' },
    'defining_your_values.instructions': {
      text: 'Avalie a importância de cada valor para você no trabalho, de "Nada importante" a "Mais importante".',
      source: '1b492698c5d9ea',
    },
    'defining_your_values.items.value_integrity.label': { text: 'Integridade', source: '1fc6198b7c8928' },
    'defining_your_values.items.value_integrity.description': {
      text: 'Fazer a coisa certa, mesmo quando ninguém está olhando.',
      source: '051d845b031e5b',
    },
    'defining_your_values.items.value_honesty.label': { text: 'Honestidade', source: '1f46703d91cb3c' },
    'defining_your_values.items.value_honesty.description': {
      text: 'Dizer a verdade, inclusive quando a notícia não é bem-vinda.',
      source: '1063a52368cfdf',
    },
    'defining_your_values.items.value_transparency.label': { text: 'Transparência', source: '167755820ac598' },
    'defining_your_values.items.value_transparency.description': {
      text: 'Compartilhar abertamente as informações e os motivos das decisões.',
      source: '16f33c0f866237',
    },
    'defining_your_values.items.value_accountability.label': { text: 'Responsabilização', source: '0785afa5d2037c' },
    'defining_your_values.items.value_accountability.description': {
      text: 'Assumir os resultados e cumprir os compromissos.',
      source: '0cd2dc1078f07a',
    },
    'defining_your_values.items.value_respect.label': { text: 'Respeito', source: '180e0a3a4a5c4f' },
    'defining_your_values.items.value_respect.description': {
      text: 'Tratar cada pessoa com dignidade e consideração.',
      source: '00df8b64cedd06',
    },
    'defining_your_values.items.value_trust.label': { text: 'Confiança', source: '155d9004e977e7' },
    'defining_your_values.items.value_trust.description': {
      text: 'Contar uns com os outros e ser alguém com quem os outros podem contar.',
      source: '0a87a610200134',
    },
    'defining_your_values.items.value_teamwork.label': { text: 'Trabalho em equipe', source: '05366f08c4bf4d' },
    'defining_your_values.items.value_teamwork.description': {
      text: 'Conquistar juntos mais do que qualquer pessoa conseguiria sozinha.',
      source: '0d01b709cb916d',
    },
    'defining_your_values.items.value_collaboration.label': { text: 'Colaboração', source: '07e65bd0df18c6' },
    'defining_your_values.items.value_collaboration.description': {
      text: 'Trabalhar entre equipes e dividir o mérito de bom grado.',
      source: '06cd1de2e5d750',
    },
    'defining_your_values.items.value_customer_focus.label': { text: 'Foco no cliente', source: '0d78861f8a16bc' },
    'defining_your_values.items.value_customer_focus.description': {
      text: 'Partir do que os clientes precisam e medir o sucesso pelos resultados deles.',
      source: '14717261b19b18',
    },
    'defining_your_values.items.value_innovation.label': { text: 'Inovação', source: '1d451a243e63b2' },
    'defining_your_values.items.value_innovation.description': {
      text: 'Buscar formas novas e melhores de gerar valor.',
      source: '164d1530402614',
    },
    'defining_your_values.items.value_creativity.label': { text: 'Criatividade', source: '096a5859e6ad97' },
    'defining_your_values.items.value_creativity.description': {
      text: 'Trazer ideias originais e soluções criativas.',
      source: '0b08754459b47b',
    },
    'defining_your_values.items.value_excellence.label': { text: 'Excelência', source: '0383191291606f' },
    'defining_your_values.items.value_excellence.description': {
      text: 'Manter o trabalho em alto padrão e elevar a régua com o tempo.',
      source: '03ccb09223823c',
    },
    'defining_your_values.items.value_quality.label': { text: 'Qualidade', source: '1ec00fba6be639' },
    'defining_your_values.items.value_quality.description': {
      text: 'Acertar nos detalhes para que o resultado funcione logo na primeira vez.',
      source: '156d7b316a7b9b',
    },
    'defining_your_values.items.value_continuous_learning.label': {
      text: 'Aprendizado contínuo',
      source: '07b34fc49d6bf5',
    },
    'defining_your_values.items.value_continuous_learning.description': {
      text: 'Desenvolver habilidades e conhecimentos e aprender com os erros.',
      source: '019f4fff8788c9',
    },
    'defining_your_values.items.value_growth.label': { text: 'Crescimento', source: '157f51e79160bf' },
    'defining_your_values.items.value_growth.description': {
      text: 'Ajudar as pessoas e o negócio a crescer em capacidade e alcance.',
      source: '01a1c10082fc62',
    },
    'defining_your_values.items.value_diversity_inclusion.label': {
      text: 'Diversidade e inclusão',
      source: '035e945f571b2f',
    },
    'defining_your_values.items.value_diversity_inclusion.description': {
      text: 'Acolher origens diferentes e garantir que todas as vozes sejam ouvidas.',
      source: '0c65982e513d34',
    },
    'defining_your_values.items.value_fairness.label': { text: 'Justiça', source: '11f4116abc8df3' },
    'defining_your_values.items.value_fairness.description': {
      text: 'Aplicar os mesmos critérios a todos e decidir pelo mérito.',
      source: '1e6e2c9b4e7677',
    },
    'defining_your_values.items.value_empathy.label': { text: 'Empatia', source: '011e3759951b0e' },
    'defining_your_values.items.value_empathy.description': {
      text: 'Entender como os outros se sentem e agir com cuidado.',
      source: '1791151afa0ac3',
    },
    'defining_your_values.items.value_wellbeing.label': { text: 'Bem-estar', source: '0e6ce365030e2b' },
    'defining_your_values.items.value_wellbeing.description': {
      text: 'Cuidar da saúde, do equilíbrio e de um ritmo de trabalho sustentável.',
      source: '1ab8736b02e8ed',
    },
    'defining_your_values.items.value_safety.label': { text: 'Segurança', source: '1018e0e973b4fa' },
    'defining_your_values.items.value_safety.description': {
      text: 'Proteger as pessoas de danos físicos e psicológicos.',
      source: '13e87ee0c52634',
    },
    'defining_your_values.items.value_ownership.label': { text: 'Senso de dono', source: '104a0d8d652812' },
    'defining_your_values.items.value_ownership.description': {
      text: 'Agir como dono: cuidar do resultado como um todo, não só de uma tarefa.',
      source: '1538b410ba9f05',
    },
    'defining_your_values.items.value_initiative.label': { text: 'Iniciativa', source: '05fa9c2617b525' },
    'defining_your_values.items.value_initiative.description': {
      text: 'Agir sem esperar que peçam.',
      source: '1fb00ebff37aeb',
    },
    'defining_your_values.items.value_results_orientation.label': {
      text: 'Orientação a resultados',
      source: '061c4909b6911e',
    },
    'defining_your_values.items.value_results_orientation.description': {
      text: 'Concentrar o esforço nos resultados que mais importam.',
      source: '1f81044e1873b4',
    },
    'defining_your_values.items.value_efficiency.label': { text: 'Eficiência', source: '1a8fd03b18d58e' },
    'defining_your_values.items.value_efficiency.description': {
      text: 'Usar tempo, dinheiro e esforço com sabedoria, eliminando desperdícios.',
      source: '0456e83c213c1d',
    },
    'defining_your_values.items.value_agility.label': { text: 'Agilidade', source: '1cdc23477d06c0' },
    'defining_your_values.items.value_agility.description': {
      text: 'Adaptar-se rapidamente quando os fatos ou as prioridades mudam.',
      source: '17f4e348aff832',
    },
    'defining_your_values.items.value_resilience.label': { text: 'Resiliência', source: '08e52f8e51f4c5' },
    'defining_your_values.items.value_resilience.description': {
      text: 'Recuperar-se de contratempos e seguir em frente.',
      source: '144859e7a2b3e0',
    },
    'defining_your_values.items.value_courage.label': { text: 'Coragem', source: '025995522d0d26' },
    'defining_your_values.items.value_courage.description': {
      text: 'Falar o que pensa, assumir riscos calculados e questionar o status quo.',
      source: '0588f9a477286f',
    },
    'defining_your_values.items.value_humility.label': { text: 'Humildade', source: '1dbefd00d9b222' },
    'defining_your_values.items.value_humility.description': {
      text: 'Admitir o que não sabemos e valorizar as contribuições dos outros.',
      source: '07356ef1d05dcf',
    },
    'defining_your_values.items.value_open_communication.label': {
      text: 'Comunicação aberta',
      source: '12c4142599e869',
    },
    'defining_your_values.items.value_open_communication.description': {
      text: 'Dar e receber feedback sincero, de forma direta e gentil.',
      source: '0afd1e0f1f951d',
    },
    'defining_your_values.items.value_sustainability.label': { text: 'Sustentabilidade', source: '03d7761bd86238' },
    'defining_your_values.items.value_sustainability.description': {
      text: 'Considerar o efeito de longo prazo sobre as pessoas, o planeta e o negócio.',
      source: '0b18f1d3308eb5',
    },
    'defining_your_values.items.value_social_responsibility.label': {
      text: 'Responsabilidade social',
      source: '09ef4a1b45dea1',
    },
    'defining_your_values.items.value_social_responsibility.description': {
      text: 'Contribuir positivamente para as comunidades onde atuamos.',
      source: '0dc708fbb6b8b0',
    },
    'defining_your_values.items.value_reliability.label': { text: 'Confiabilidade', source: '0afaec48feeb08' },
    'defining_your_values.items.value_reliability.description': {
      text: 'Entregar com consistência, para que os outros possam se planejar contando conosco.',
      source: '1f43f8cb0d2834',
    },
    'defining_your_values.items.value_simplicity.label': { text: 'Simplicidade', source: '01db3af4318ec0' },
    'defining_your_values.items.value_simplicity.description': {
      text: 'Preferir soluções claras e simples às complicadas.',
      source: '0e120ac066a8c6',
    },
    'defining_your_values.items.value_autonomy.label': { text: 'Autonomia', source: '03738f0e40ccd7' },
    'defining_your_values.items.value_autonomy.description': {
      text: 'Confiar nas pessoas para decidirem como fazem o seu trabalho.',
      source: '1576ca92315493',
    },
    'defining_your_values.items.value_recognition.label': { text: 'Reconhecimento', source: '115057f00d7d88' },
    'defining_your_values.items.value_recognition.description': {
      text: 'Notar e celebrar o bom trabalho e o esforço.',
      source: '04e750224491b9',
    },
    'defining_your_values.items.value_passion.label': { text: 'Paixão', source: '1e0740319ebbcf' },
    'defining_your_values.items.value_passion.description': {
      text: 'Trazer energia e entusiasmo para o trabalho e para a missão.',
      source: '0c71511a62f51a',
    },
    'defining_your_values.items.value_loyalty.label': { text: 'Lealdade', source: '0762c730bcb46f' },
    'defining_your_values.items.value_loyalty.description': {
      text: 'Apoiar colegas, clientes e a organização ao longo do tempo.',
      source: '18809d624c862e',
    },
    'defining_your_values.items.value_data_driven.label': {
      text: 'Decisões baseadas em dados',
      source: '0ddeee25447710',
    },
    'defining_your_values.items.value_data_driven.description': {
      text: 'Basear as decisões em evidências, e não apenas em opiniões.',
      source: '0248c9923c9a25',
    },
    'defining_your_values.items.value_discipline.label': { text: 'Disciplina', source: '1a7b326a8ba9a3' },
    'defining_your_values.items.value_discipline.description': {
      text: 'Seguir os processos combinados e cumprir planos e prazos.',
      source: '06c4f9e4fd5bab',
    },
    'defining_your_values.items.value_fun.label': { text: 'Diversão', source: '050779bb7cd754' },
    'defining_your_values.items.value_fun.description': {
      text: 'Gostar do trabalho e das pessoas com quem o fazemos.',
      source: '13af72e9c6a8d8',
    },
    'defining_your_values.items.value_service.label': { text: 'Espírito de servir', source: '03220ccf27e3c6' },
    'defining_your_values.items.value_service.description': {
      text: 'Colocar em primeiro lugar as necessidades dos outros, dentro e fora da empresa.',
      source: '1b3f59101b57e7',
    },
    'defining_your_values.items.value_entrepreneurship.label': {
      text: 'Espírito empreendedor',
      source: '094e138dcf240b',
    },
    'defining_your_values.items.value_entrepreneurship.description': {
      text: 'Identificar oportunidades e aproveitá-las com criatividade e recursos.',
      source: '0f9dc8afa1e47d',
    },
    'identifying_key_traits.title': { text: 'Identificando traços-chave', source: '033fadf136cd7b' },
    'identifying_key_traits.instructions': {
      text: 'Avalie a importância de cada traço pessoal para o sucesso nesta função.',
      source: '07ae140aac99ce',
    },
    'identifying_key_traits.items.trait_curious.label': { text: 'Curioso', source: '1ffbdb180f2709' },
    'identifying_key_traits.items.trait_curious.description': {
      text: 'Faz perguntas e quer entender como as coisas funcionam.',
      source: '1cbaf588b91727',
    },
    'identifying_key_traits.items.trait_dependable.label': { text: 'Confiável', source: '097a2cd86bf5fe' },
    'identifying_key_traits.items.trait_dependable.description': {
      text: 'Faz o que disse que faria, no prazo.',
      source: '152ab135a5a515',
    },
    'identifying_key_traits.items.trait_adaptable.label': { text: 'Adaptável', source: '06c81327a5682c' },
    'identifying_key_traits.items.trait_adaptable.description': {
      text: 'Ajusta-se com calma a mudanças e novas situações.',
      source: '11c9eabb566a8f',
    },
    'identifying_key_traits.items.trait_detail_oriented.label': { text: 'Detalhista', source: '1e31e9158146e6' },
    'identifying_key_traits.items.trait_detail_oriented.description': {
      text: 'Percebe pequenos erros e revisa o trabalho com cuidado.',
      source: '1b435a550d3c60',
    },
    'identifying_key_traits.items.trait_proactive.label': { text: 'Proativo', source: '0a32166fdcb592' },
    'identifying_key_traits.items.trait_proactive.description': {
      text: 'Antecipa problemas e age antes que peçam.',
      source: '19420d00497c04',
    },
    'identifying_key_traits.items.trait_collaborative.label': { text: 'Colaborativo', source: '19a2af78cc0354' },
    'identifying_key_traits.items.trait_collaborative.description': {
      text: 'Trabalha bem com os outros e compartilha informações de bom grado.',
      source: '02ac6f02d34f1e',
    },
    'identifying_key_traits.items.trait_empathetic.label': { text: 'Empático', source: '0da03d8729d1aa' },
    'identifying_key_traits.items.trait_empathetic.description': {
      text: 'Entende os sentimentos e os pontos de vista dos outros.',
      source: '0e191939c3ee1d',
    },
    'identifying_key_traits.items.trait_resilient.label': { text: 'Resiliente', source: '04076674826951' },
    'identifying_key_traits.items.trait_resilient.description': {
      text: 'Recupera-se de contratempos e mantém o equilíbrio sob pressão.',
      source: '1fcaa81ea1681c',
    },
    'identifying_key_traits.items.trait_analytical.label': { text: 'Analítico', source: '044a78e81d5f9a' },
    'identifying_key_traits.items.trait_analytical.description': {
      text: 'Decompõe problemas e raciocina a partir de evidências.',
      source: '074c2e08554e74',
    },
    'identifying_key_traits.items.trait_creative.label': { text: 'Criativo', source: '1df7097da5ee73' },
    'identifying_key_traits.items.trait_creative.description': {
      text: 'Gera ideias originais e novas abordagens.',
      source: '026106e93ab8b1',
    },
    'identifying_key_traits.items.trait_organized.label': { text: 'Organizado', source: '0f99e42bcbbd8c' },
    'identifying_key_traits.items.trait_organized.description': {
      text: 'Planeja com antecedência e mantém o trabalho e as informações em ordem.',
      source: '1935590e9384cc',
    },
    'identifying_key_traits.items.trait_self_motivated.label': { text: 'Automotivado', source: '1d2ebd8e67457d' },
    'identifying_key_traits.items.trait_self_motivated.description': {
      text: 'Segue em frente sem precisar de orientação constante.',
      source: '1fae051183a3ce',
    },
    'identifying_key_traits.items.trait_honest.label': { text: 'Honesto', source: '196c53e350e81a' },
    'identifying_key_traits.items.trait_honest.description': {
      text: 'Diz a verdade e admite os erros.',
      source: '0a81e6dff7da6b',
    },
    'identifying_key_traits.items.trait_respectful.label': { text: 'Respeitoso', source: '0e45e91b09ef9a' },
    'identifying_key_traits.items.trait_respectful.description': {
      text: 'Trata os colegas com cortesia, inclusive quando discorda.',
      source: '1d476154287d49',
    },
    'identifying_key_traits.items.trait_good_communicator.label': {
      text: 'Comunicador claro',
      source: '1cf1940339f372',
    },
    'identifying_key_traits.items.trait_good_communicator.description': {
      text: 'Explica ideias com clareza, falando e escrevendo.',
      source: '1806c080a9ff37',
    },
    'identifying_key_traits.items.trait_good_listener.label': { text: 'Bom ouvinte', source: '03cb10a10a6556' },
    'identifying_key_traits.items.trait_good_listener.description': {
      text: 'Escuta até o fim antes de responder.',
      source: '10b8213694dbb6',
    },
    'identifying_key_traits.items.trait_decisive.label': { text: 'Decidido', source: '08b0d6e19ba536' },
    'identifying_key_traits.items.trait_decisive.description': {
      text: 'Toma decisões no momento certo com as informações disponíveis.',
      source: '0a5cb9cb2a38a9',
    },
    'identifying_key_traits.items.trait_patient.label': { text: 'Paciente', source: '0419a5b5198ab1' },
    'identifying_key_traits.items.trait_patient.description': {
      text: 'Mantém a calma com progressos lentos e com pessoas que precisam de mais tempo.',
      source: '0c456ccda88810',
    },
    'identifying_key_traits.items.trait_humble.label': { text: 'Humilde', source: '0e0c7baa76c137' },
    'identifying_key_traits.items.trait_humble.description': {
      text: 'Divide o mérito e está aberto a estar errado.',
      source: '071fdf36f81e3d',
    },
    'identifying_key_traits.items.trait_confident.label': { text: 'Confiante', source: '09be08bd8d7840' },
    'identifying_key_traits.items.trait_confident.description': {
      text: 'Age com segurança e expõe seus pontos de vista com clareza.',
      source: '0a047bec62064a',
    },
    'identifying_key_traits.items.trait_persistent.label': { text: 'Persistente', source: '04bf8cccce67bc' },
    'identifying_key_traits.items.trait_persistent.description': {
      text: 'Continua trabalhando em problemas difíceis até resolvê-los.',
      source: '01ddce26860095',
    },
    'identifying_key_traits.items.trait_open_minded.label': { text: 'Mente aberta', source: '18cc047f0847f4' },
    'identifying_key_traits.items.trait_open_minded.description': {
      text: 'Considera ideias novas e pontos de vista diferentes dos seus.',
      source: '0752834d9e42d2',
    },
    'identifying_key_traits.items.trait_calm_under_pressure.label': {
      text: 'Calmo sob pressão',
      source: '1bbdadfb3dda0b',
    },
    'identifying_key_traits.items.trait_calm_under_pressure.description': {
      text: 'Pensa com clareza quando os prazos apertam ou algo dá errado.',
      source: '058c7e19081460',
    },
    'identifying_key_traits.items.trait_accountable.label': { text: 'Responsável', source: '0ba38ac9510de9' },
    'identifying_key_traits.items.trait_accountable.description': {
      text: 'Assume a responsabilidade pelos resultados, bons ou ruins.',
      source: '02a3cf6759c18c',
    },
    'identifying_key_traits.items.trait_positive.label': { text: 'Positivo', source: '0cbca498385150' },
    'identifying_key_traits.items.trait_positive.description': {
      text: 'Mantém uma atitude construtiva e motiva a equipe.',
      source: '03d35ba45caa07',
    },
    'identifying_key_traits.items.trait_leadership.label': { text: 'Lidera pelo exemplo', source: '0941f916f67a00' },
    'identifying_key_traits.items.trait_leadership.description': {
      text: 'Orienta os outros pela própria conduta e pelos próprios padrões.',
      source: '1deba6d3e5ae73',
    },
    'identifying_key_traits.items.trait_resourceful.label': { text: 'Engenhoso', source: '13dea86dbc622d' },
    'identifying_key_traits.items.trait_resourceful.description': {
      text: 'Encontra formas de fazer as coisas com recursos limitados.',
      source: '049b32f7d1ff9d',
    },
    'identifying_key_traits.items.trait_customer_minded.label': {
      text: 'Orientado ao cliente',
      source: '00ce8893238bbb',
    },
    'identifying_key_traits.items.trait_customer_minded.description': {
      text: 'Considera a experiência do cliente nas decisões do dia a dia.',
      source: '03455acbcafddd',
    },
    'identifying_key_traits.items.trait_eager_to_learn.label': {
      text: 'Vontade de aprender',
      source: '033bbe45ada9ca',
    },
    'identifying_key_traits.items.trait_eager_to_learn.description': {
      text: 'Busca feedback e aprende novas habilidades rapidamente.',
      source: '0113ce6710cb57',
    },
    'identifying_key_traits.items.trait_ethical.label': { text: 'Ético', source: '143c6bc81c4a28' },
    'identifying_key_traits.items.trait_ethical.description': {
      text: 'Pondera o que é certo, não apenas o que é permitido.',
      source: '0d57029500f200',
    },
    'identifying_key_traits.items.trait_independent.label': { text: 'Independente', source: '09f439f7e4bc75' },
    'identifying_key_traits.items.trait_independent.description': {
      text: 'Trabalha com eficácia com pouca supervisão.',
      source: '1be2b5139f68dd',
    },
    'identifying_key_traits.items.trait_energetic.label': { text: 'Enérgico', source: '0c6a100273cd50' },
    'identifying_key_traits.items.trait_energetic.description': {
      text: 'Traz garra e ritmo para o trabalho.',
      source: '0d1f5cc91ef92d',
    },
  },
} satisfies SectionLocaleFile;
