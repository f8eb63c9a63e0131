import type { SectionLocaleFile } from '../../locale-file';

// values_and_traits in fr: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    'defining_your_values.title': { text: 'Définir vos valeurs', source: '1d93e8a39d99d4' },
    'defining_your_values.instructions': {
      text: 'Évaluez l’importance de chaque valeur pour vous au travail, de « Pas du tout important » à « Le plus important ».',
      source: '1b492698c5d9ea',
    },
    'defining_your_values.items.value_integrity.label': { text: 'Intégrité', source: '1fc6198b7c8928' },
    'defining_your_values.items.value_integrity.description': {
      text: 'Faire ce qui est juste, même quand personne ne regarde.',
      source: '051d845b031e5b',
    },
    'defining_your_values.items.value_honesty.label': { text: 'Honnêteté', source: '1f46703d91cb3c' },
    'defining_your_values.items.value_honesty.description': {
      text: 'Dire la vérité, y compris quand la nouvelle est mal venue.',
      source: '1063a52368cfdf',
    },
    'defining_your_values.items.value_transparency.label': { text: 'Transparence', source: '167755820ac598' },
    'defining_your_values.items.value_transparency.description': {
      text: 'Partager ouvertement les informations et les raisons des décisions.',
      source: '16f33c0f866237',
    },
    'defining_your_values.items.value_accountability.label': { text: 'Responsabilité', source: '0785afa5d2037c' },
    'defining_your_values.items.value_accountability.description': {
      text: 'Assumer les résultats et tenir ses engagements.',
      source: '0cd2dc1078f07a',
    },
    'defining_your_values.items.value_respect.label': { text: 'Respect', source: '180e0a3a4a5c4f' },
    'defining_your_values.items.value_respect.description': {
      text: 'Traiter chaque personne avec dignité et considération.',
      source: '00df8b64cedd06',
    },
    'defining_your_values.items.value_trust.label': { text: 'Confiance', source: '155d9004e977e7' },
    'defining_your_values.items.value_trust.description': {
      text: 'Compter les uns sur les autres et être quelqu’un sur qui l’on peut compter.',
      source: '0a87a610200134',
    },
    'defining_your_values.items.value_teamwork.label': { text: 'Travail d’équipe', source: '05366f08c4bf4d' },
    'defining_your_values.items.value_teamwork.description': {
      text: 'Accomplir ensemble plus que quiconque ne le pourrait seul.',
      source: '0d01b709cb916d',
    },
    'defining_your_values.items.value_collaboration.label': { text: 'Collaboration', source: '07e65bd0df18c6' },
    'defining_your_values.items.value_collaboration.description': {
      text: 'Travailler au-delà des équipes et partager volontiers le mérite.',
      source: '06cd1de2e5d750',
    },
    'defining_your_values.items.value_customer_focus.label': { text: 'Orientation client', source: '0d78861f8a16bc' },
    'defining_your_values.items.value_customer_focus.description': {
      text: 'Partir des besoins des clients et mesurer la réussite à leurs résultats.',
      source: '14717261b19b18',
    },
    'defining_your_values.items.value_innovation.label': { text: 'Innovation', source: '1d451a243e63b2' },
    'defining_your_values.items.value_innovation.description': {
      text: 'Chercher des façons nouvelles et meilleures de créer de la valeur.',
      source: '164d1530402614',
    },
    'defining_your_values.items.value_creativity.label': { text: 'Créativité', source: '096a5859e6ad97' },
    'defining_your_values.items.value_creativity.description': {
      text: 'Apporter des idées originales et des solutions inventives.',
      source: '0b08754459b47b',
    },
    'defining_your_values.items.value_excellence.label': { text: 'Excellence', source: '0383191291606f' },
    'defining_your_values.items.value_excellence.description': {
      text: 'Exiger un haut niveau de qualité et placer la barre toujours plus haut.',
      source: '03ccb09223823c',
    },
    'defining_your_values.items.value_quality.label': { text: 'Qualité', source: '1ec00fba6be639' },
    'defining_your_values.items.value_quality.description': {
      text: 'Soigner les détails pour que le résultat fonctionne du premier coup.',
      source: '156d7b316a7b9b',
    },
    'defining_your_values.items.value_continuous_learning.label': {
      text: 'Apprentissage continu',
      source: '07b34fc49d6bf5',
    },
    'defining_your_values.items.value_continuous_learning.description': {
      text: 'Développer ses compétences et ses connaissances, et apprendre de ses erreurs.',
      source: '019f4fff8788c9',
    },
    'defining_your_values.items.value_growth.label': { text: 'Croissance', source: '157f51e79160bf' },
    'defining_your_values.items.value_growth.description': {
      text: 'Aider les personnes et l’entreprise à gagner en capacités et en portée.',
      source: '01a1c10082fc62',
    },
    'defining_your_values.items.value_diversity_inclusion.label': {
      text: 'Diversité et inclusion',
      source: '035e945f571b2f',
    },
    'defining_your_values.items.value_diversity_inclusion.description': {
      text: 'Accueillir des parcours différents et veiller à ce que chaque voix soit entendue.',
      source: '0c65982e513d34',
    },
    'defining_your_values.items.value_fairness.label': { text: 'Équité', source: '11f4116abc8df3' },
    'defining_your_values.items.value_fairness.description': {
      text: 'Appliquer les mêmes règles à tous et décider selon le mérite.',
      source: '1e6e2c9b4e7677',
    },
    'defining_your_values.items.value_empathy.label': { text: 'Empathie', source: '011e3759951b0e' },
    'defining_your_values.items.value_empathy.description': {
      text: 'Comprendre ce que ressentent les autres et agir avec bienveillance.',
      source: '1791151afa0ac3',
    },
    'defining_your_values.items.value_wellbeing.label': { text: 'Bien-être', source: '0e6ce365030e2b' },
    'defining_your_values.items.value_wellbeing.description': {
      text: 'Prendre soin de la santé, de l’équilibre et d’un rythme de travail durable.',
      source: '1ab8736b02e8ed',
    },
    'defining_your_values.items.value_safety.label': { text: 'Sécurité', source: '1018e0e973b4fa' },
    'defining_your_values.items.value_safety.description': {
      text: 'Protéger les personnes de tout préjudice, physique et psychologique.',
      source: '13e87ee0c52634',
    },
    'defining_your_values.items.value_ownership.label': { text: 'Sens des responsabilités', source: '104a0d8d652812' },
    'defining_your_values.items.value_ownership.description': {
      text: 'Agir en propriétaire : se soucier du résultat dans son ensemble, pas seulement d’une tâche.',
      source: '1538b410ba9f05',
    },
    'defining_your_values.items.value_initiative.label': { text: 'Initiative', source: '05fa9c2617b525' },
    'defining_your_values.items.value_initiative.description': {
      text: 'Agir sans attendre qu’on le demande.',
      source: '1fb00ebff37aeb',
    },
    'defining_your_values.items.value_results_orientation.label': {
      text: 'Orientation résultats',
      source: '061c4909b6911e',
    },
    'defining_your_values.items.value_results_orientation.description': {
      text: 'Concentrer ses efforts sur les résultats qui comptent le plus.',
      source: '1f81044e1873b4',
    },
    'defining_your_values.items.value_efficiency.label': { text: 'Efficacité', source: '1a8fd03b18d58e' },
    'defining_your_values.items.value_efficiency.description': {
      text: 'Utiliser le temps, l’argent et les efforts à bon escient ; éliminer le gaspillage.',
      source: '0456e83c213c1d',
    },
    'defining_your_values.items.value_agility.label': { text: 'Agilité', source: '1cdc23477d06c0' },
    'defining_your_values.items.value_agility.description': {
      text: 'S’adapter rapidement quand les faits ou les priorités changent.',
      source: '17f4e348aff832',
    },
    'defining_your_values.items.value_resilience.label': { text: 'Résilience', source: '08e52f8e51f4c5' },
    'defining_your_values.items.value_resilience.description': {
      text: 'Se relever après un revers et continuer d’avancer.',
      source: '144859e7a2b3e0',
    },
    'defining_your_values.items.value_courage.label': { text: 'Courage', source: '025995522d0d26' },
    'defining_your_values.items.value_courage.description': {
      text: 'Prendre la parole, prendre des risques mesurés et remettre en question le statu quo.',
      source: '0588f9a477286f',
    },
    'defining_your_values.items.value_humility.label': { text: 'Humilité', source: '1dbefd00d9b222' },
    'defining_your_values.items.value_humility.description': {
      text: 'Reconnaître ce que l’on ne sait pas et valoriser les contributions des autres.',
      source: '07356ef1d05dcf',
    },
    'defining_your_values.items.value_open_communication.label': {
      text: 'Communication ouverte',
      source: '12c4142599e869',
    },
    'defining_your_values.items.value_open_communication.description': {
      text: 'Donner et recevoir des retours francs, directement et avec bienveillance.',
      source: '0afd1e0f1f951d',
    },
    'defining_your_values.items.value_sustainability.label': { text: 'Durabilité', source: '03d7761bd86238' },
    'defining_your_values.items.value_sustainability.description': {
      text: 'Tenir compte de l’effet à long terme sur les personnes, la planète et l’entreprise.',
      source: '0b18f1d3308eb5',
    },
    'defining_your_values.items.value_social_responsibility.label': {
      text: 'Responsabilité sociale',
      source: '09ef4a1b45dea1',
    },
    'defining_your_values.items.value_social_responsibility.description': {
      text: 'Contribuer positivement aux communautés dans lesquelles nous travaillons.',
      source: '0dc708fbb6b8b0',
    },
    'defining_your_values.items.value_reliability.label': { text: 'Fiabilité', source: '0afaec48feeb08' },
    'defining_your_values.items.value_reliability.description': {
      text: 'Livrer de façon constante, pour que les autres puissent s’organiser en conséquence.',
      source: '1f43f8cb0d2834',
    },
    'defining_your_values.items.value_simplicity.label': { text: 'Simplicité', source: '01db3af4318ec0' },
    'defining_your_values.items.value_simplicity.description': {
      text: 'Préférer des solutions claires et simples aux solutions compliquées.',
      source: '0e120ac066a8c6',
    },
    'defining_your_values.items.value_autonomy.label': { text: 'Autonomie', source: '03738f0e40ccd7' },
    'defining_your_values.items.value_autonomy.description': {
      text: 'Faire confiance aux personnes pour décider de la façon dont elles travaillent.',
      source: '1576ca92315493',
    },
    'defining_your_values.items.value_recognition.label': { text: 'Reconnaissance', source: '115057f00d7d88' },
    'defining_your_values.items.value_recognition.description': {
      text: 'Remarquer et saluer le bon travail et les efforts.',
      source: '04e750224491b9',
    },
    'defining_your_values.items.value_passion.label': { text: 'Passion', source: '1e0740319ebbcf' },
    'defining_your_values.items.value_passion.description': {
      text: 'Apporter de l’énergie et de l’enthousiasme au travail et à la mission.',
      source: '0c71511a62f51a',
    },
    'defining_your_values.items.value_loyalty.label': { text: 'Loyauté', source: '0762c730bcb46f' },
    'defining_your_values.items.value_loyalty.description': {
      text: 'Rester aux côtés des collègues, des clients et de l’organisation dans la durée.',
      source: '18809d624c862e',
    },
    'defining_your_values.items.value_data_driven.label': {
      text: 'Décisions fondées sur les données',
      source: '0ddeee25447710',
    },
    'defining_your_values.items.value_data_driven.description': {
      text: 'Fonder les décisions sur des faits plutôt que sur la seule opinion.',
      source: '0248c9923c9a25',
    },
    'defining_your_values.items.value_discipline.label': { text: 'Discipline', source: '1a7b326a8ba9a3' },
    'defining_your_values.items.value_discipline.description': {
      text: 'Suivre les processus convenus et respecter les plans et les délais.',
      source: '06c4f9e4fd5bab',
    },
    'defining_your_values.items.value_fun.label': { text: 'Plaisir', source: '050779bb7cd754' },
    'defining_your_values.items.value_fun.description': {
      text: 'Aimer son travail et les personnes avec qui on le fait.',
      source: '13af72e9c6a8d8',
    },
    'defining_your_values.items.value_service.label': { text: 'Sens du service', source: '03220ccf27e3c6' },
    'defining_your_values.items.value_service.description': {
      text: 'Faire passer en premier les besoins des autres, en interne comme en externe.',
      source: '1b3f59101b57e7',
    },
    'defining_your_values.items.value_entrepreneurship.label': {
      text: 'Esprit d’entreprise',
      source: '094e138dcf240b',
    },
    'defining_your_values.items.value_entrepreneurship.description': {
      text: 'Repérer les opportunités et les saisir avec débrouillardise.',
      source: '0f9dc8afa1e47d',
    },
    'identifying_key_traits.title': { text: 'Identifier les traits clés', source: '033fadf136cd7b' },
    'identifying_key_traits.instructions': {
      text: 'Évaluez l’importance de chaque trait personnel pour réussir dans ce poste.',
      source: '07ae140aac99ce',
    },
    'identifying_key_traits.items.trait_curious.label': { text: 'Curieux', source: '1ffbdb180f2709' },
    'identifying_key_traits.items.trait_curious.description': {
      text: 'Pose des questions et veut comprendre comment les choses fonctionnent.',
      source: '1cbaf588b91727',
    },
    'identifying_key_traits.items.trait_dependable.label': { text: 'Fiable', source: '097a2cd86bf5fe' },
    'identifying_key_traits.items.trait_dependable.description': {
      text: 'Fait ce qu’il a dit qu’il ferait, dans les délais.',
      source: '152ab135a5a515',
    },
    'identifying_key_traits.items.trait_adaptable.label': { text: 'Adaptable', source: '06c81327a5682c' },
    'identifying_key_traits.items.trait_adaptable.description': {
      text: 'S’adapte calmement au changement et aux situations nouvelles.',
      source: '11c9eabb566a8f',
    },
    'identifying_key_traits.items.trait_detail_oriented.label': { text: 'Minutieux', source: '1e31e9158146e6' },
    'identifying_key_traits.items.trait_detail_oriented.description': {
      text: 'Remarque les petites erreurs et vérifie son travail avec soin.',
      source: '1b435a550d3c60',
    },
    'identifying_key_traits.items.trait_proactive.label': { text: 'Proactif', source: '0a32166fdcb592' },
    'identifying_key_traits.items.trait_proactive.description': {
      text: 'Anticipe les problèmes et agit avant qu’on le lui demande.',
      source: '19420d00497c04',
    },
    'identifying_key_traits.items.trait_collaborative.label': { text: 'Coopératif', source: '19a2af78cc0354' },
    'identifying_key_traits.items.trait_collaborative.description': {
      text: 'Travaille bien avec les autres et partage volontiers l’information.',
      source: '02ac6f02d34f1e',
    },
    'identifying_key_traits.items.trait_empathetic.label': { text: 'Empathique', source: '0da03d8729d1aa' },
    'identifying_key_traits.items.trait_empathetic.description': {
      text: 'Comprend les sentiments et les points de vue des autres.',
      source: '0e191939c3ee1d',
    },
    'identifying_key_traits.items.trait_resilient.label': { text: 'Résilient', source: '04076674826951' },
    'identifying_key_traits.items.trait_resilient.description': {
      text: 'Rebondit après un revers et garde son calme sous pression.',
      source: '1fcaa81ea1681c',
    },
    'identifying_key_traits.items.trait_analytical.label': { text: 'Analytique', source: '044a78e81d5f9a' },
    'identifying_key_traits.items.trait_analytical.description': {
      text: 'Décompose les problèmes et raisonne à partir des faits.',
      source: '074c2e08554e74',
    },
    'identifying_key_traits.items.trait_creative.label': { text: 'Créatif', source: '1df7097da5ee73' },
    'identifying_key_traits.items.trait_creative.description': {
      text: 'Produit des idées originales et de nouvelles approches.',
      source: '026106e93ab8b1',
    },
    'identifying_key_traits.items.trait_organized.label': { text: 'Organisé', source: '0f99e42bcbbd8c' },
    'identifying_key_traits.items.trait_organized.description': {
      text: 'Anticipe et garde son travail et ses informations en ordre.',
      source: '1935590e9384cc',
    },
    'identifying_key_traits.items.trait_self_motivated.label': { text: 'Motivé', source: '1d2ebd8e67457d' },
    'identifying_key_traits.items.trait_self_motivated.description': {
      text: 'Avance sans avoir besoin d’être constamment dirigé.',
      source: '1fae051183a3ce',
    },
    'identifying_key_traits.items.trait_honest.label': { text: 'Honnête', source: '196c53e350e81a' },
    'identifying_key_traits.items.trait_honest.description': {
      text: 'Dit la vérité et reconnaît ses erreurs.',
      source: '0a81e6dff7da6b',
    },
    'identifying_key_traits.items.trait_respectful.label': { text: 'Respectueux', source: '0e45e91b09ef9a' },
    'identifying_key_traits.items.trait_respectful.description': {
      text: 'Traite ses collègues avec courtoisie, y compris en cas de désaccord.',
      source: '1d476154287d49',
    },
    'identifying_key_traits.items.trait_good_communicator.label': { text: 'Bon communicant', source: '1cf1940339f372' },
    'identifying_key_traits.items.trait_good_communicator.description': {
      text: 'Explique ses idées clairement, à l’oral comme à l’écrit.',
      source: '1806c080a9ff37',
    },
    'identifying_key_traits.items.trait_good_listener.label': { text: 'À l’écoute', source: '03cb10a10a6556' },
    'identifying_key_traits.items.trait_good_listener.description': {
      text: 'Écoute jusqu’au bout avant de répondre.',
      source: '10b8213694dbb6',
    },
    'identifying_key_traits.items.trait_decisive.label': { text: 'Décidé', source: '08b0d6e19ba536' },
    'identifying_key_traits.items.trait_decisive.description': {
      text: 'Prend des décisions en temps utile avec les informations disponibles.',
      source: '0a5cb9cb2a38a9',
    },
    'identifying_key_traits.items.trait_patient.label': { text: 'Patient', source: '0419a5b5198ab1' },
    'identifying_key_traits.items.trait_patient.description': {
      text: 'Reste calme face à des progrès lents et avec les personnes qui ont besoin de plus de temps.',
      source: '0c456ccda88810',
    },
    'identifying_key_traits.items.trait_humble.label': { text: 'Humble', source: '0e0c7baa76c137' },
    'identifying_key_traits.items.trait_humble.description': {
      text: 'Partage le mérite et accepte de se tromper.',
      source: '071fdf36f81e3d',
    },
    'identifying_key_traits.items.trait_confident.label': { text: 'Sûr de lui', source: '09be08bd8d7840' },
    'identifying_key_traits.items.trait_confident.description': {
      text: 'Agit avec assurance et exprime clairement ses points de vue.',
      source: '0a047bec62064a',
    },
    'identifying_key_traits.items.trait_persistent.label': { text: 'Persévérant', source: '04bf8cccce67bc' },
    'identifying_key_traits.items.trait_persistent.description': {
      text: 'Continue de travailler sur les problèmes difficiles jusqu’à ce qu’ils soient résolus.',
      source: '01ddce26860095',
    },
    'identifying_key_traits.items.trait_open_minded.label': { text: 'Ouvert d’esprit', source: '18cc047f0847f4' },
    'identifying_key_traits.items.trait_open_minded.description': {
      text: 'Considère les idées nouvelles et les points de vue différents des siens.',
      source: '0752834d9e42d2',
    },
    'identifying_key_traits.items.trait_calm_under_pressure.label': {
      text: 'Calme sous pression',
      source: '1bbdadfb3dda0b',
    },
    'identifying_key_traits.items.trait_calm_under_pressure.description': {
      text: 'Garde les idées claires quand les délais sont serrés ou que les choses tournent mal.',
      source: '058c7e19081460',
    },
    'identifying_key_traits.items.trait_accountable.label': { text: 'Responsable', source: '0ba38ac9510de9' },
    'identifying_key_traits.items.trait_accountable.description': {
      text: 'Assume les résultats, bons ou mauvais.',
      source: '02a3cf6759c18c',
    },
    'identifying_key_traits.items.trait_positive.label': { text: 'Positif', source: '0cbca498385150' },
    'identifying_key_traits.items.trait_positive.description': {
      text: 'Garde une attitude constructive et tire l’équipe vers le haut.',
      source: '03d35ba45caa07',
    },
    'identifying_key_traits.items.trait_leadership.label': { text: 'Montre l’exemple', source: '0941f916f67a00' },
    'identifying_key_traits.items.trait_leadership.description': {
      text: 'Guide les autres par sa propre conduite et ses exigences.',
      source: '1deba6d3e5ae73',
    },
    'identifying_key_traits.items.trait_resourceful.label': { text: 'Débrouillard', source: '13dea86dbc622d' },
    'identifying_key_traits.items.trait_resourceful.description': {
      text: 'Trouve des moyens d’avancer avec des ressources limitées.',
      source: '049b32f7d1ff9d',
    },
    'identifying_key_traits.items.trait_customer_minded.label': { text: 'Orienté client', source: '00ce8893238bbb' },
    'identifying_key_traits.items.trait_customer_minded.description': {
      text: 'Tient compte de l’expérience client dans les décisions du quotidien.',
      source: '03455acbcafddd',
    },
    'identifying_key_traits.items.trait_eager_to_learn.label': {
      text: 'Désireux d’apprendre',
      source: '033bbe45ada9ca',
    },
    'identifying_key_traits.items.trait_eager_to_learn.description': {
      text: 'Recherche les retours et acquiert vite de nouvelles compétences.',
      source: '0113ce6710cb57',
    },
    'identifying_key_traits.items.trait_ethical.label': { text: 'Éthique', source: '143c6bc81c4a28' },
    'identifying_key_traits.items.trait_ethical.description': {
      text: 'Se demande ce qui est juste, pas seulement ce qui est permis.',
      source: '0d57029500f200',
    },
    'identifying_key_traits.items.trait_independent.label': { text: 'Indépendant', source: '09f439f7e4bc75' },
    'identifying_key_traits.items.trait_independent.description': {
      text: 'Travaille efficacement avec peu de supervision.',
      source: '1be2b5139f68dd',
    },
    'identifying_key_traits.items.trait_energetic.label': { text: 'Énergique', source: '0c6a100273cd50' },
    'identifying_key_traits.items.trait_energetic.description': {
      text: 'Apporte de l’élan et du rythme au travail.',
      source: '0d1f5cc91ef92d',
    },
  },
} satisfies SectionLocaleFile;
