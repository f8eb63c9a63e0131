import type { SectionLocaleFile } from '../../locale-file';

// oaic_archetypes in pt-br: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Perfil cultural', source: '1fa5ef776627e7' },
    instructions: {
      text: 'Para cada tema, distribua 100 pontos entre as quatro afirmações de acordo com o quanto cada uma descreve a organização. Dê mais pontos à afirmação que melhor se encaixa.',
      source: '08bb288d1456a6',
    },
    'perspectives.now': { text: 'Como é hoje', source: '023c06c1655412' },
    'perspectives.preferred': { text: 'Como queremos que seja', source: '1c7749c153fe36' },
    'types.collaborate.name': { text: 'Colaborar', source: '1b4db51cdfcca5' },
    'types.collaborate.description': {
      text: 'Centrada nas pessoas e unida. O sucesso vem do comprometimento, do desenvolvimento e do trabalho em equipe.',
      source: '1838d7066709c6',
    },
    'types.create.name': { text: 'Criar', source: '017309f0f9f564' },
    'types.create.description': {
      text: 'Inventiva e ágil. O sucesso vem de novas ideias, de experimentos e de chegar primeiro.',
      source: '113363b587295c',
    },
    'types.compete.name': { text: 'Competir', source: '0aaba8aca39f9a' },
    'types.compete.description': {
      text: 'Orientada a resultados e ambiciosa. O sucesso vem de bater metas e vencer no mercado.',
      source: '075c7ab54cbe3e',
    },
    'types.control.name': { text: 'Controlar', source: '05a289608909dd' },
    'types.control.description': {
      text: 'Estruturada e confiável. O sucesso vem de processos claros, eficiência e consistência.',
      source: '14f014f09f510f',
    },
    'dimensions.strategic_emphases.title': { text: 'Prioridades estratégicas', source: '06881e6b055b2b' },
    'dimensions.strategic_emphases.prompt': {
      text: 'Onde a organização concentra seus esforços para o futuro?',
      source: '0da3c7dab74591',
    },
    'dimensions.strategic_emphases.options.collaborate.text': {
      text: 'Investir nas pessoas: desenvolver habilidades, manter a confiança alta e fazer com que todos se sintam parte da equipe.',
      source: '1a83febc29be0b',
    },
    'dimensions.strategic_emphases.options.create.text': {
      text: 'Encontrar a próxima oportunidade: novas ofertas, novos mercados e aprendizados rápidos com experimentos.',
      source: '0296d46b72302c',
    },
    'dimensions.strategic_emphases.options.compete.text': {
      text: 'Superar a concorrência: ganhar participação de mercado, fechar negócios e superar metas mensuráveis.',
      source: '0974a716348f01',
    },
    'dimensions.strategic_emphases.options.control.text': {
      text: 'Funcionar sem atritos: custos previsíveis, entregas consistentes e poucas surpresas.',
      source: '0521638db12fef',
    },
    'dimensions.organization_glue.title': { text: 'O que nos mantém unidos', source: '0a017b28243d65' },
    'dimensions.organization_glue.prompt': {
      text: 'O que mantém as pessoas comprometidas com a organização?',
      source: '01d9739c3f3f59',
    },
    'dimensions.organization_glue.options.collaborate.text': {
      text: 'A lealdade de uns com os outros e um sentimento compartilhado de pertencimento.',
      source: '0bc4f42ca0de92',
    },
    'dimensions.organization_glue.options.create.text': {
      text: 'A empolgação de construir algo novo antes de qualquer outro.',
      source: '0669e882b2ea0a',
    },
    'dimensions.organization_glue.options.compete.text': {
      text: 'A vontade compartilhada de vencer e entregar resultados.',
      source: '0a8f008a90dda5',
    },
    'dimensions.organization_glue.options.control.text': {
      text: 'Regras claras, procedimentos combinados e rotinas confiáveis.',
      source: '183c7138043ea3',
    },
    'dimensions.dominant_characteristics.title': { text: 'O dia a dia', source: '11a017aa436bca' },
    'dimensions.dominant_characteristics.prompt': {
      text: 'Como é trabalhar aqui no dia a dia?',
      source: '0a2ded60577abc',
    },
    'dimensions.dominant_characteristics.options.collaborate.text': {
      text: 'Próximo e acolhedor: as pessoas compartilham abertamente e cuidam umas das outras.',
      source: '00fddf67309a1c',
    },
    'dimensions.dominant_characteristics.options.create.text': {
      text: 'Animado e experimental: as pessoas testam coisas, arriscam e aceitam os começos em falso.',
      source: '0186dd3ed9d217',
    },
    'dimensions.dominant_characteristics.options.compete.text': {
      text: 'Intenso e focado em desempenho: as pessoas são avaliadas pelo que conquistam.',
      source: '1ea6d08bd99dfe',
    },
    'dimensions.dominant_characteristics.options.control.text': {
      text: 'Organizado e bem definido: o trabalho segue processos estabelecidos e as expectativas são claras.',
      source: '14b6336cecf01f',
    },
    'dimensions.management_of_employees.title': { text: 'Como as pessoas são geridas', source: '0f48d9a2da90e4' },
    'dimensions.management_of_employees.prompt': {
      text: 'Como a organização gerencia e trata seus colaboradores?',
      source: '142b81c7d13da3',
    },
    'dimensions.management_of_employees.options.collaborate.text': {
      text: 'Envolvendo-os: as decisões são discutidas e tomadas em conjunto.',
      source: '15d8bcb56a2c48',
    },
    'dimensions.management_of_employees.options.create.text': {
      text: 'Dando-lhes liberdade para tomar a iniciativa e assumir suas ideias.',
      source: '1b9d5db64fd085',
    },
    'dimensions.management_of_employees.options.compete.text': {
      text: 'Definindo metas desafiadoras e recompensando quem as alcança.',
      source: '17e88d63dec41c',
    },
    'dimensions.management_of_employees.options.control.text': {
      text: 'Oferecendo funções estáveis, regras justas e tratamento consistente.',
      source: '0a3b875ebeeb30',
    },
    'dimensions.criteria_of_success.title': { text: 'Como o sucesso é medido', source: '01f5a42ef5cce9' },
    'dimensions.criteria_of_success.prompt': {
      text: 'O que a organização considera sucesso?',
      source: '1f735abc3f44eb',
    },
    'dimensions.criteria_of_success.options.collaborate.text': {
      text: 'Pessoas engajadas que crescem, trabalham bem juntas e permanecem.',
      source: '0320a1a8771f95',
    },
    'dimensions.criteria_of_success.options.create.text': {
      text: 'Lançar produtos ou serviços novos e à frente do mercado.',
      source: '1e72937ddaa7d9',
    },
    'dimensions.criteria_of_success.options.compete.text': {
      text: 'Liderar o mercado, vender mais que os concorrentes e aumentar a receita.',
      source: '0e7b7fb8f89b6e',
    },
    'dimensions.criteria_of_success.options.control.text': {
      text: 'Entregas confiáveis, no prazo, a baixo custo e com poucos erros.',
      source: '1192f7298833c7',
    },
    'dimensions.organizational_leadership.title': { text: 'Estilo de liderança', source: '1af8c1f16ac4a0' },
    'dimensions.organizational_leadership.prompt': {
      text: 'Como são, em geral, os líderes da organização?',
      source: '0efe3e16b55a9a',
    },
    'dimensions.organizational_leadership.options.collaborate.text': {
      text: 'Coaches e mentores que ajudam as pessoas a se desenvolver.',
      source: '1305e69de79661',
    },
    'dimensions.organizational_leadership.options.create.text': {
      text: 'Visionários que incentivam ideias ousadas e riscos calculados.',
      source: '00980300258b51',
    },
    'dimensions.organizational_leadership.options.compete.text': {
      text: 'Realizadores determinados, focados em metas e em vencer.',
      source: '0d3a6afa9092a8',
    },
    'dimensions.organizational_leadership.options.control.text': {
      text: 'Organizadores e coordenadores que mantêm tudo funcionando bem.',
      source: '1ae436d72cbc2c',
    },
  },
} satisfies SectionLocaleFile;
