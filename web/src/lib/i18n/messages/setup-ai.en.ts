/**
 * Interface strings of AI-assisted setup and the auto-generated first assessment (spec part 1 §2 My Assessments,
 * create wizard, section setup "pending review state after AI setup"; §4), English (the source).
 */
export const setupAiEn = {
  'setup.state.pending_review': 'Pending review',
  'setup.action.pending_review': 'Review',
  'aiSetup.title': 'Set up with AI',
  'aiSetup.intro':
    'The AI picks the sections for this role and organization type, and pre-fills values alignment, culture profile and acceptable behaviours. You review each suggestion before publishing.',
  'aiSetup.run': 'Set up with AI',
  'aiSetup.running': 'Setting up with AI…',
  'aiSetup.progress': 'AI setup progress',
  'aiSetup.fallback': 'The AI could not choose the sections, so the recommended ones were chosen.',
  'aiSetup.failedSome': 'The AI could not pre-fill every section: set up the ones marked Setup required yourself.',
  'aiSetup.pendingNote':
    'AI suggestions are waiting for your review: open each section marked Pending review, then accept it or change it.',
  'aiSetup.banner.title': 'AI suggestion — review',
  'aiSetup.banner.body':
    'This section was pre-filled by AI for your organization type. Check it, then accept it as it is, or change it and save your version.',
  'aiSetup.banner.accept': 'Accept suggestion',
  'aiSetup.banner.source': 'Source: {provider} {model}, prompt {code} v{version}',
  'onboarding.card.title': 'Generating your first assessment',
  'onboarding.card.body':
    'Our AI is building a first assessment for your organization type ({orgType}). It appears below when it is ready; you can leave this page meanwhile.',
  'onboarding.card.progress': 'First assessment progress',
  'onboarding.card.failed': 'Your first assessment could not be generated just now.',
  'auth.info.autoGenerate': 'Generate my first assessment with AI, tailored to my organization',
  'auth.info.autoGenerateHelp': 'It appears in My Assessments as a draft for you to review and publish.',
} as const;
