/** Interface strings of the guided tours (spec part 1 §2: create steps 0 to 3, invite steps 0 and 1), English. */
export const tourEn = {
  'tour.progress': 'Step {current} of {total}',
  'tour.skip': 'Skip tour',
  'tour.close': 'Close',
  'tour.gotIt': 'Got it',
  'tour.done': 'Done',
  'tour.again.title': 'Guided tour',
  'tour.again.body': 'Walk through creating, publishing and sharing an assessment again, step by step.',
  'tour.again.button': 'Show the guided tour again',
  'tour.next': 'Next',
  'tour.create.0.title': 'Create your first assessment',
  'tour.create.0.body':
    'Start here. We will walk you through naming it, choosing its sections and publishing it, in about five minutes.',
  'tour.create.0.start': 'Start',
  'tour.create.1.title': 'Name your assessment',
  'tour.create.1.body':
    'Give the assessment a name candidates will see, the role it is for and how much extra time to allow. Continue when you are ready.',
  'tour.create.2.title': 'Choose what to measure',
  'tour.create.2.body':
    'Pick the sections to include. Next, you answer each one as the company, so every candidate is scored against your answers.',
  'tour.create.3.title': 'Publish it',
  'tour.create.3.body':
    'Check the details and publish. You will get a public link to share and can invite people by e-mail.',
  'tour.invite.0.title': 'Share the public link',
  'tour.invite.0.body':
    'Anyone with this link can take the assessment: paste it into a job ad, your careers page or a message.',
  'tour.invite.1.title': 'Or invite people by e-mail',
  'tour.invite.1.body': 'Each person gets a personal link, and you see who has started and finished here.',
} as const;
