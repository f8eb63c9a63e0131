import type { SectionLocaleFile } from '../../locale-file';

// human_skills in fr: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Compétences humaines', source: '110b58b71f8792' },
    instructions: {
      text: 'Répondez à chaque question avec vos propres mots. Il n’y a pas de réponse unique ; nous regardons comment vous réfléchissez et communiquez.',
      source: '0a0fcfd5c2511c',
    },
    'prompts.wc_delay_email.text': {
      text: 'Un projet que vous dirigez aura deux semaines de retard parce qu’un fournisseur n’a pas livré. Rédigez l’e-mail au client expliquant le retard, ses conséquences et la suite.',
      source: '1224bb94d47f30',
    },
    'prompts.wc_explain_change.text': {
      text: 'Votre équipe va remplacer les réunions d’avancement hebdomadaires par un point écrit hebdomadaire. Rédigez un court message à l’équipe annonçant ce changement, ses raisons et ce que vous attendez d’eux.',
      source: '07e31b2f61d2bb',
    },
    'prompts.em_upset_colleague.text': {
      text: 'Un collègue qui n’a pas obtenu une promotion est devenu silencieux et renfermé en réunion. Que diriez-vous ou que feriez-vous, et pourquoi ?',
      source: '0063035f596131',
    },
    'prompts.em_angry_customer.text': {
      text: 'Un client de longue date appelle, en colère parce qu’une erreur de facturation l’a débité deux fois. Décrivez comment vous mèneriez la conversation.',
      source: '0cde5e4d1fb122',
    },
    'prompts.sa_new_team_tension.text': {
      text: 'Pendant votre première semaine dans une nouvelle équipe, vous remarquez que deux membres expérimentés se parlent rarement et que les décisions n’avancent pas. Qu’observez-vous, et que faites-vous ?',
      source: '0783c51317f40c',
    },
    'prompts.sa_meeting_off_track.text': {
      text: 'Vous faites une présentation devant la direction et remarquez que les participants consultent leur téléphone et que la réunion déborde. Comment vous adaptez-vous ?',
      source: '0f70d446b84420',
    },
    'prompts.ct_sales_drop.text': {
      text: 'Les ventes ont baissé de 20 % le mois dernier. Un responsable affirme que le nouveau site web en est la cause. Comment vérifieriez-vous cette affirmation avant d’agir ?',
      source: '12e4c719ee6ef6',
    },
    'prompts.ct_vendor_choice.text': {
      text: 'Vous devez choisir entre un prestataire moins cher aux avis mitigés et un prestataire plus cher que votre équipe connaît bien. Expliquez comment vous décideriez et de quelles informations vous auriez besoin.',
      source: '0f593b563f271b',
    },
    'rubrics.0.name': { text: 'Communication écrite', source: '121582c62ca506' },
    'rubrics.1.name': { text: 'Empathie', source: '011e3759951b0e' },
    'rubrics.2.name': { text: 'Conscience situationnelle', source: '09386c48c9681a' },
    'rubrics.3.name': { text: 'Esprit critique', source: '1f6fd76a86d90a' },
  },
} satisfies SectionLocaleFile;
