import type { RespondentMailTexts } from './types';

/** English (en): a respondent's e-mails. */
const en: RespondentMailTexts = {
  state: 'validated',
  invitation: {
    subject: 'You are invited to take an assessment',
    reminderSubject: 'Reminder: your assessment is waiting',
    onBehalf: 'Sent on behalf of {company} via {product}.',
    greeting: 'Hi {name},',
    body: '{company} invites you to take the assessment "{form}".',
    reminderBody:
      'A reminder that {company} invited you to take the assessment "{form}". Your answers so far are saved; the link takes you back where you left off.',
    timing:
      'It has {sections} timed sections and takes about {minutes} minutes. You can pause between sections and come back with this same link.',
    timingOne: 'It is one timed section of about {minutes} minutes.',
    action: 'Start the assessment',
    resumeAction: 'Continue the assessment',
    footer:
      'This link is personal to you: please do not forward it. If you were not expecting this e-mail, you can ignore it.',
    deadline: 'Please finish it by {time}. After that the link closes.',
    stopReminders: 'No more reminders for this assessment',
  },
  resume: {
    subject: 'Your personal assessment link',
    intro: 'You are already registered for {form}. Continue where you left off with your personal link:',
    action: 'Continue the assessment',
    ignore: 'If you did not register, you can ignore this e-mail; nobody else received this link.',
  },
  results: {
    subject: 'Your assessment results',
    greeting: 'Hi {name},',
    body: 'Thank you for taking "{form}". {company} is sharing your results with you: your scores by section, and a PDF you can keep.',
    action: 'See your results',
    footer: 'This link is personal to you. Results support a conversation; they do not decide on their own.',
  },
  dataLink: 'Your data: get a copy of what you gave, or delete it',
};

export default en;
