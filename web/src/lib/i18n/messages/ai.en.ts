/** Interface strings shared by every AI-written text (spec part 1 §4 generation states), English (the source). */
export const aiEn = {
  'ai.phase.loading': 'Preparing…',
  'ai.phase.streaming': 'Writing…',
  'ai.phase.locked': 'Almost done…',
  'ai.phase.finished': 'Done',
  'ai.phase.failed': 'Not finished',
  'ai.progress': 'Progress',
  'ai.offline': 'Offline stand-in',
  'ai.offlineHint':
    'No AI model is configured on this server: this is sample text from the offline stand-in, not AI output.',
  'ai.copy': 'Copy',
  'ai.copied': 'Copied',
  'ai.downloadPdf': 'Download PDF',
  'ai.preparingPdf': 'Preparing PDF…',
  'ai.generatedBy': 'Written by {model} on {date}',
  'ai.retry': 'Try again',
} as const;
