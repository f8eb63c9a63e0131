import type { SectionLocaleFile } from '../../locale-file';

// work_style_identifier in fr: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Style de travail', source: '1f0c60bd73f0f7' },
    instructions: {
      text: 'Pour chaque situation, choisissez la réponse la plus proche de ce que vous feriez naturellement. Il n’y a pas de bonnes ou de mauvaises réponses.',
      source: '1525cac3265adf',
    },
    'styles.people.name': { text: 'Personnes', source: '1e9ca6c7397706' },
    'styles.people.description': {
      text: 'Se concentre sur les relations, la communication et l’équipe.',
      source: '08675f6ad7cd87',
    },
    'styles.process.name': { text: 'Processus', source: '00649b56ffd7ce' },
    'styles.process.description': {
      text: 'Se concentre sur la structure, la planification et la façon dont le travail est fait.',
      source: '119d0abb5dea8f',
    },
    'styles.product.name': { text: 'Produit', source: '147a8a0545eb31' },
    'styles.product.description': {
      text: 'Se concentre sur le résultat, sa qualité et sa valeur pour les utilisateurs.',
      source: '1fe40819dc5447',
    },
    'scenarios.scenario_1.text': {
      text: 'Vous rejoignez un nouveau projet déjà en cours. Que faites-vous en premier ?',
      source: '0dfafca3038c6e',
    },
    'scenarios.scenario_1.options.option_1.text': {
      text: 'Rencontrer les membres de l’équipe un par un pour comprendre comment ils travaillent.',
      source: '1c098f33cb6358',
    },
    'scenarios.scenario_1.options.option_2.text': {
      text: 'Lire le plan, le calendrier et la façon dont les décisions sont prises.',
      source: '01b9a70eafd252',
    },
    'scenarios.scenario_1.options.option_3.text': {
      text: 'Essayer la version actuelle de ce qui est en train d’être construit.',
      source: '049008ac0e04b7',
    },
    'scenarios.scenario_2.text': {
      text: 'Une échéance est menacée. Comment réagissez-vous ?',
      source: '1f98c8bcca4a8b',
    },
    'scenarios.scenario_2.options.option_1.text': {
      text: 'Réduire le périmètre aux fonctionnalités les plus importantes pour les utilisateurs.',
      source: '07e96df1f57c77',
    },
    'scenarios.scenario_2.options.option_2.text': {
      text: 'Prendre des nouvelles de l’équipe et rééquilibrer la charge de travail.',
      source: '086311204fbed5',
    },
    'scenarios.scenario_2.options.option_3.text': {
      text: 'Replanifier les tâches restantes et supprimer le goulot d’étranglement.',
      source: '1676c3899ba46e',
    },
    'scenarios.scenario_3.text': {
      text: 'Deux collègues ne sont pas d’accord sur la façon d’aborder une tâche. Que faites-vous ?',
      source: '1c38b1ce60ae98',
    },
    'scenarios.scenario_3.options.option_1.text': {
      text: 'Proposer de s’entendre sur des critères et une façon de décider.',
      source: '102f2f0769dfc9',
    },
    'scenarios.scenario_3.options.option_2.text': {
      text: 'Demander quelle approche donne le meilleur résultat et la tester.',
      source: '15730380078ea3',
    },
    'scenarios.scenario_3.options.option_3.text': {
      text: 'Parler avec chacun d’eux pour comprendre leurs préoccupations.',
      source: '05eb79046b6b94',
    },
    'scenarios.scenario_4.text': {
      text: 'Qu’est-ce qui vous apporte le plus de satisfaction en fin de semaine ?',
      source: '105635f4452bad',
    },
    'scenarios.scenario_4.options.option_1.text': {
      text: 'Avoir aidé un collègue à réussir.',
      source: '18a448df168c17',
    },
    'scenarios.scenario_4.options.option_2.text': {
      text: 'Voir quelque chose que j’ai construit être utilisé.',
      source: '06dd5c28e1dd6e',
    },
    'scenarios.scenario_4.options.option_3.text': {
      text: 'Avoir rendu une tâche récurrente plus fluide.',
      source: '14c25f3b230485',
    },
    'scenarios.scenario_5.text': {
      text: 'Vous recevez une demande vague de votre responsable. Quelle est votre première étape ?',
      source: '1f6a3b5b753562',
    },
    'scenarios.scenario_5.options.option_1.text': {
      text: 'Noter les étapes, les responsables et l’échéance, puis les faire valider.',
      source: '0a111ff3e53b8e',
    },
    'scenarios.scenario_5.options.option_2.text': {
      text: 'Demander à qui elle s’adresse et ce qu’on en attend.',
      source: '1d34f94c990a03',
    },
    'scenarios.scenario_5.options.option_3.text': {
      text: 'Esquisser rapidement une première version pour recueillir des réactions.',
      source: '14d5aac6f8ae0a',
    },
    'scenarios.scenario_6.text': {
      text: 'Un nouvel outil est introduit dans votre équipe. Qu’est-ce qui compte le plus pour vous ?',
      source: '1ffe1c701771e4',
    },
    'scenarios.scenario_6.options.option_1.text': {
      text: 'Qu’il nous aide à produire un meilleur travail.',
      source: '093bad0a0c3b68',
    },
    'scenarios.scenario_6.options.option_2.text': {
      text: 'Qu’il s’adapte à notre façon de travailler et soit déployé par étapes.',
      source: '0148dd78866574',
    },
    'scenarios.scenario_6.options.option_3.text': {
      text: 'Que chacun soit à l’aise et formé pour l’utiliser.',
      source: '08abf09072e383',
    },
    'scenarios.scenario_7.text': {
      text: 'Un client se plaint de quelque chose que votre équipe a livré. Que faites-vous en premier ?',
      source: '09737f1b9023d1',
    },
    'scenarios.scenario_7.options.option_1.text': {
      text: 'Appeler le client pour l’écouter et le rassurer.',
      source: '0b9434cd85a375',
    },
    'scenarios.scenario_7.options.option_2.text': {
      text: 'Trouver à quel endroit de notre processus le problème est passé entre les mailles.',
      source: '1edfd2b775db66',
    },
    'scenarios.scenario_7.options.option_3.text': {
      text: 'Reproduire le problème et le corriger.',
      source: '045b5ac0a1aece',
    },
    'scenarios.scenario_8.text': {
      text: 'En réunion de planification, quelle question posez-vous habituellement ?',
      source: '079920d7ae5c86',
    },
    'scenarios.scenario_8.options.option_1.text': {
      text: 'Qu’est-ce que les utilisateurs obtiendront qu’ils n’ont pas aujourd’hui ?',
      source: '08cd531efc0b98',
    },
    'scenarios.scenario_8.options.option_2.text': {
      text: 'Qui doit être impliqué, et en a-t-il la disponibilité ?',
      source: '102906789fc043',
    },
    'scenarios.scenario_8.options.option_3.text': {
      text: 'Quelles sont les étapes clés et comment allons-nous les suivre ?',
      source: '0c065a4484c27c',
    },
    'scenarios.scenario_9.text': {
      text: 'Vous disposez d’un après-midi libre pour améliorer quelque chose au travail. Que choisissez-vous ?',
      source: '0781800f4805fe',
    },
    'scenarios.scenario_9.options.option_1.text': {
      text: 'Documenter un processus qui n’existe que dans la tête de quelqu’un.',
      source: '0e9725fb0cbd37',
    },
    'scenarios.scenario_9.options.option_2.text': {
      text: 'Peaufiner une fonctionnalité que les utilisateurs trouvent malcommode.',
      source: '00a3ae74adc238',
    },
    'scenarios.scenario_9.options.option_3.text': {
      text: 'Passer du temps à aider un collègue arrivé récemment à prendre ses marques.',
      source: '1eb1ca7ef7f61b',
    },
  },
} satisfies SectionLocaleFile;
