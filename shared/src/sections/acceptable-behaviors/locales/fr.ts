import type { SectionLocaleFile } from '../../locale-file';

// acceptable_behaviors in fr: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Comportements acceptables', source: '0cdf5a0121c54f' },
    instructions: {
      text: 'Pour chaque situation, choisissez comment elle serait traitée sur le lieu de travail que vous décrivez.',
      source: '013e39bf4830a1',
    },
    'scale.0.label': { text: 'Acceptable', source: '066514f39ebba4' },
    'scale.1.label': { text: 'Mal vu', source: '0df4abb48b3ffe' },
    'scale.2.label': { text: 'Activement découragé', source: '1df7be03ee27fe' },
    'scale.3.label': { text: 'Sanctionné', source: '16bd16b4abe286' },
    'scale.4.label': { text: 'Tolérance zéro', source: '050830ff71a0f5' },
    'scenarios.scenario_1.text': {
      text: 'Un employé arrive régulièrement avec 15 minutes de retard, mais reste plus tard pour rattraper le temps.',
      source: '15edbd6fdc3064',
    },
    'scenarios.scenario_2.text': {
      text: 'Quelqu’un emporte chez lui des fournitures de bureau, comme des stylos et des carnets, pour un usage personnel.',
      source: '11f06822a8ddaf',
    },
    'scenarios.scenario_3.text': {
      text: 'Un membre de l’équipe révèle à un collègue des détails d’une réorganisation à venir avant son annonce.',
      source: '0fefdc53cdba50',
    },
    'scenarios.scenario_4.text': {
      text: 'Un employé accepte un cadeau coûteux d’un fournisseur pendant des négociations de contrat.',
      source: '0b035b43235684',
    },
    'scenarios.scenario_5.text': {
      text: 'Un responsable critique le travail d’un membre de l’équipe devant toute l’équipe pendant une réunion.',
      source: '109ef76805db85',
    },
    'scenarios.scenario_6.text': {
      text: 'Quelqu’un présente l’idée d’un collègue en réunion sans en mentionner l’origine.',
      source: '0e10dcdcac1400',
    },
    'scenarios.scenario_7.text': {
      text: 'Un employé passe environ une heure par jour sur ses réseaux sociaux personnels pendant les heures de travail.',
      source: '0593581cc6e2f0',
    },
    'scenarios.scenario_8.text': {
      text: 'Un membre de l’équipe arrondit les heures de sa feuille de temps à la demi-journée supérieure.',
      source: '0a25e18024b6c5',
    },
    'scenarios.scenario_9.text': {
      text: 'Un employé fait sur l’accent d’un collègue des plaisanteries que certains trouvent blessantes.',
      source: '1aa6ea7b7a22c9',
    },
    'scenarios.scenario_10.text': {
      text: 'Quelqu’un saute un contrôle de sécurité ou de qualité obligatoire pour tenir un délai serré.',
      source: '0a3c4820bf64d3',
    },
    'scenarios.scenario_11.text': {
      text: 'Un employé utilise une messagerie personnelle pour envoyer des informations clients à un collègue.',
      source: '1e9a1ea647c2b9',
    },
    'scenarios.scenario_12.text': {
      text: 'Un membre de l’équipe travaille le soir sur un projet rémunéré pour une autre entreprise sans en parler à personne.',
      source: '180f5e3157bbcc',
    },
    'scenarios.scenario_13.text': {
      text: 'Quelqu’un se plaint ouvertement de son responsable auprès d’autres équipes.',
      source: '1c47a26f63a8bb',
    },
    'scenarios.scenario_14.text': {
      text: 'Un employé ne répond pas aux messages professionnels envoyés après les heures de travail ou le week-end.',
      source: '0cfd56f282570f',
    },
    'scenarios.scenario_15.text': {
      text: 'Un responsable embauche un ami proche sur un poste ouvert sans processus de sélection.',
      source: '04a409b603b242',
    },
  },
} satisfies SectionLocaleFile;
