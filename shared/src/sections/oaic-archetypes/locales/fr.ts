import type { SectionLocaleFile } from '../../locale-file';

// oaic_archetypes in fr: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Profil culturel', source: '1fa5ef776627e7' },
    instructions: {
      text: 'Pour chaque thème, répartissez 100 points entre les quatre affirmations selon la mesure dans laquelle chacune décrit l’organisation. Donnez le plus de points à l’affirmation qui correspond le mieux.',
      source: '08bb288d1456a6',
    },
    'perspectives.now': { text: 'Telle qu’elle est aujourd’hui', source: '023c06c1655412' },
    'perspectives.preferred': { text: 'Telle que nous la souhaitons', source: '1c7749c153fe36' },
    'types.collaborate.name': { text: 'Collaborer', source: '1b4db51cdfcca5' },
    'types.collaborate.description': {
      text: 'Centrée sur les personnes et soudée. La réussite vient de l’engagement, du développement et du travail d’équipe.',
      source: '1838d7066709c6',
    },
    'types.create.name': { text: 'Créer', source: '017309f0f9f564' },
    'types.create.description': {
      text: 'Inventive et rapide. La réussite vient des idées nouvelles, des expérimentations et du fait d’être le premier.',
      source: '113363b587295c',
    },
    'types.compete.name': { text: 'Rivaliser', source: '0aaba8aca39f9a' },
    'types.compete.description': {
      text: 'Axée sur les résultats et ambitieuse. La réussite vient de l’atteinte des objectifs et des victoires sur le marché.',
      source: '075c7ab54cbe3e',
    },
    'types.control.name': { text: 'Contrôler', source: '05a289608909dd' },
    'types.control.description': {
      text: 'Structurée et fiable. La réussite vient de processus clairs, de l’efficacité et de la constance.',
      source: '14f014f09f510f',
    },
    'dimensions.strategic_emphases.title': { text: 'Priorités stratégiques', source: '06881e6b055b2b' },
    'dimensions.strategic_emphases.prompt': {
      text: 'Où l’organisation concentre-t-elle ses efforts pour l’avenir ?',
      source: '0da3c7dab74591',
    },
    'dimensions.strategic_emphases.options.collaborate.text': {
      text: 'Investir dans les personnes : développer les compétences, maintenir un haut niveau de confiance et faire en sorte que chacun se sente membre de l’équipe.',
      source: '1a83febc29be0b',
    },
    'dimensions.strategic_emphases.options.create.text': {
      text: 'Trouver la prochaine opportunité : nouvelles offres, nouveaux marchés et enseignements rapides tirés des expérimentations.',
      source: '0296d46b72302c',
    },
    'dimensions.strategic_emphases.options.compete.text': {
      text: 'Surpasser les concurrents : gagner des parts de marché, remporter des contrats et dépasser des objectifs mesurables.',
      source: '0974a716348f01',
    },
    'dimensions.strategic_emphases.options.control.text': {
      text: 'Fonctionner sans accroc : coûts prévisibles, livraisons régulières et peu de surprises.',
      source: '0521638db12fef',
    },
    'dimensions.organization_glue.title': { text: 'Ce qui nous unit', source: '0a017b28243d65' },
    'dimensions.organization_glue.prompt': {
      text: 'Qu’est-ce qui maintient l’engagement des personnes envers l’organisation ?',
      source: '01d9739c3f3f59',
    },
    'dimensions.organization_glue.options.collaborate.text': {
      text: 'La loyauté les uns envers les autres et un sentiment d’appartenance partagé.',
      source: '0bc4f42ca0de92',
    },
    'dimensions.organization_glue.options.create.text': {
      text: 'L’enthousiasme de construire quelque chose de nouveau avant tout le monde.',
      source: '0669e882b2ea0a',
    },
    'dimensions.organization_glue.options.compete.text': {
      text: 'Une volonté commune de gagner et d’obtenir des résultats.',
      source: '0a8f008a90dda5',
    },
    'dimensions.organization_glue.options.control.text': {
      text: 'Des règles claires, des procédures convenues et des routines fiables.',
      source: '183c7138043ea3',
    },
    'dimensions.dominant_characteristics.title': { text: 'Le quotidien', source: '11a017aa436bca' },
    'dimensions.dominant_characteristics.prompt': {
      text: 'Comment vit-on le travail ici au quotidien ?',
      source: '0a2ded60577abc',
    },
    'dimensions.dominant_characteristics.options.collaborate.text': {
      text: 'Proche et solidaire : on partage ouvertement et on veille les uns sur les autres.',
      source: '00fddf67309a1c',
    },
    'dimensions.dominant_characteristics.options.create.text': {
      text: 'Vivant et expérimental : on essaie, on prend des risques et on accepte les faux départs.',
      source: '0186dd3ed9d217',
    },
    'dimensions.dominant_characteristics.options.compete.text': {
      text: 'Intense et axé sur la performance : chacun est jugé sur ce qu’il accomplit.',
      source: '1ea6d08bd99dfe',
    },
    'dimensions.dominant_characteristics.options.control.text': {
      text: 'Ordonné et bien défini : le travail suit des processus établis et les attentes sont claires.',
      source: '14b6336cecf01f',
    },
    'dimensions.management_of_employees.title': { text: 'La gestion des personnes', source: '0f48d9a2da90e4' },
    'dimensions.management_of_employees.prompt': {
      text: 'Comment l’organisation gère-t-elle et traite-t-elle ses collaborateurs ?',
      source: '142b81c7d13da3',
    },
    'dimensions.management_of_employees.options.collaborate.text': {
      text: 'En les impliquant : les décisions sont discutées et prises ensemble.',
      source: '15d8bcb56a2c48',
    },
    'dimensions.management_of_employees.options.create.text': {
      text: 'En leur laissant la liberté de prendre des initiatives et de porter leurs idées.',
      source: '1b9d5db64fd085',
    },
    'dimensions.management_of_employees.options.compete.text': {
      text: 'En fixant des objectifs exigeants et en récompensant ceux qui les atteignent.',
      source: '17e88d63dec41c',
    },
    'dimensions.management_of_employees.options.control.text': {
      text: 'En offrant des rôles stables, des règles justes et un traitement cohérent.',
      source: '0a3b875ebeeb30',
    },
    'dimensions.criteria_of_success.title': { text: 'La mesure de la réussite', source: '01f5a42ef5cce9' },
    'dimensions.criteria_of_success.prompt': {
      text: 'Qu’est-ce que l’organisation considère comme une réussite ?',
      source: '1f735abc3f44eb',
    },
    'dimensions.criteria_of_success.options.collaborate.text': {
      text: 'Des collaborateurs engagés qui progressent, travaillent bien ensemble et restent.',
      source: '0320a1a8771f95',
    },
    'dimensions.criteria_of_success.options.create.text': {
      text: 'Lancer des produits ou des services nouveaux, en avance sur le secteur.',
      source: '1e72937ddaa7d9',
    },
    'dimensions.criteria_of_success.options.compete.text': {
      text: 'Dominer le marché, vendre plus que les concurrents et augmenter le chiffre d’affaires.',
      source: '0e7b7fb8f89b6e',
    },
    'dimensions.criteria_of_success.options.control.text': {
      text: 'Des livraisons fiables et ponctuelles, à faible coût et avec peu d’erreurs.',
      source: '1192f7298833c7',
    },
    'dimensions.organizational_leadership.title': { text: 'Style de leadership', source: '1af8c1f16ac4a0' },
    'dimensions.organizational_leadership.prompt': {
      text: 'Comment sont, en général, les dirigeants de l’organisation ?',
      source: '0efe3e16b55a9a',
    },
    'dimensions.organizational_leadership.options.collaborate.text': {
      text: 'Des coachs et des mentors qui aident les personnes à se développer.',
      source: '1305e69de79661',
    },
    'dimensions.organizational_leadership.options.create.text': {
      text: 'Des visionnaires qui encouragent les idées audacieuses et les risques calculés.',
      source: '00980300258b51',
    },
    'dimensions.organizational_leadership.options.compete.text': {
      text: 'Des battants exigeants, concentrés sur les objectifs et la victoire.',
      source: '0d3a6afa9092a8',
    },
    'dimensions.organizational_leadership.options.control.text': {
      text: 'Des organisateurs et des coordinateurs qui veillent au bon fonctionnement de l’ensemble.',
      source: '1ae436d72cbc2c',
    },
  },
} satisfies SectionLocaleFile;
