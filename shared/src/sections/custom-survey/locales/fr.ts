import type { SectionLocaleFile } from '../../locale-file';

// custom_survey in fr: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    defaultTitle: { text: 'Quelques questions de notre part', source: '087dc5e7b52a7e' },
    defaultDescription: {
      text: 'Aidez-nous à mieux vous connaître. Répondez aussi librement que vous le souhaitez.',
      source: '14022f54900ccc',
    },
    'templates.tpl_motivation.headline': {
      text: 'Qu’est-ce qui vous a attiré dans ce poste ?',
      source: '16634a0eb741f5',
    },
    'templates.tpl_proud_work.headline': {
      text: 'Décrivez un travail dont vous êtes fier et votre rôle dans celui-ci.',
      source: '05723b9026e6b8',
    },
    'templates.tpl_work_setting.headline': { text: 'Quel cadre de travail préférez-vous ?', source: '1d04143043adac' },
    'templates.tpl_work_setting.options.office.label': { text: 'Au bureau', source: '1f37d2102c6851' },
    'templates.tpl_work_setting.options.hybrid.label': { text: 'Hybride', source: '116bba6eb0f46d' },
    'templates.tpl_work_setting.options.remote.label': { text: 'Entièrement à distance', source: '02f8063447a0bf' },
    'templates.tpl_start_date.headline': { text: 'Quand pourriez-vous commencer ?', source: '186959efddd1b1' },
    'templates.tpl_start_date.options.now.label': { text: 'Immédiatement', source: '00e112b7aa9548' },
    'templates.tpl_start_date.options.one_month.label': { text: 'D’ici un mois', source: '1c272cc2c8db50' },
    'templates.tpl_start_date.options.two_three_months.label': {
      text: 'Dans deux à trois mois',
      source: '1da9eb0b596c8e',
    },
    'templates.tpl_start_date.options.later.label': { text: 'Plus tard', source: '1c6106adb04442' },
    'templates.tpl_growth_areas.headline': {
      text: 'Dans quels domaines aimeriez-vous le plus progresser ?',
      source: '1ea10b80759c8f',
    },
    'templates.tpl_growth_areas.description': {
      text: 'Choisissez toutes les réponses qui s’appliquent.',
      source: '1778d931f3decf',
    },
    'templates.tpl_growth_areas.options.leadership.label': { text: 'Leadership', source: '02024f296fea85' },
    'templates.tpl_growth_areas.options.technical.label': { text: 'Compétences techniques', source: '0e2cedbb560c18' },
    'templates.tpl_growth_areas.options.communication.label': { text: 'Communication', source: '1a6287c344c3c6' },
    'templates.tpl_growth_areas.options.project_management.label': {
      text: 'Gestion de projet',
      source: '0b791fba7318e2',
    },
    'templates.tpl_growth_areas.options.customer.label': { text: 'Relation client', source: '0450f778679412' },
    'templates.tpl_feedback_style.headline': {
      text: 'Comment aimez-vous recevoir des retours ?',
      source: '1386ffb99e44b1',
    },
    'templates.tpl_feedback_style.description': {
      text: 'Choisissez toutes les réponses qui s’appliquent.',
      source: '1778d931f3decf',
    },
    'templates.tpl_feedback_style.options.in_person.label': { text: 'En face à face', source: '059d690971a6a2' },
    'templates.tpl_feedback_style.options.written.label': { text: 'Par écrit', source: '02c24e64bee7f6' },
    'templates.tpl_feedback_style.options.immediate.label': { text: 'Tout de suite', source: '1d5acdb176db34' },
    'templates.tpl_feedback_style.options.scheduled.label': {
      text: 'Lors d’entretiens individuels réguliers',
      source: '0996caa0dce83e',
    },
  },
} satisfies SectionLocaleFile;
