/** Interface strings of the app shell: its name, shared words, navigation and the info pages (terms, privacy, fallbacks), English (the source). */
export const commonEn = {
  'nav.myRespondents': 'My respondents',
  'common.cancel': 'Cancel',
  'common.close': 'Close',
  'pages.reload': 'Reload the page',
  'pages.noPermission.title': 'No access',
  'pages.redirect.opening': 'Opening the link…',
  'pages.terms.link': 'Terms and conditions',
  'pages.privacy.link': 'Privacy notice',
  'pages.privacy.candidateNotice': 'Your answers and contact details go to {company} for this assessment.',
  'pages.terms.title': 'Terms and conditions',
  'pages.terms.body':
    'Culture Fit lets employers build culture-fit and hiring assessments, invite people to take them and read the results.\n' +
    'You may use the service for your organisation\u2019s hiring and people management. You are responsible for what you write in your assessments, invitations and messages, and for having a lawful reason to invite the people you invite.\n' +
    'Credits are used when a respondent completes an assessment or a generator runs. Purchased credits and plans are billed through Stripe; a subscription runs to the end of its period after you cancel it.\n' +
    'AI-written analyses and suggestions support your judgement; they are not decisions. Review them before you act on them.\n' +
    'We keep the service running and your data safe with reasonable care, and may suspend accounts that abuse it (for example to send unsolicited mail).\n' +
    'Questions about these terms: use Help and support in your account menu.',
  'pages.privacy.title': 'Privacy notice',
  'pages.privacy.body':
    'What we keep: for employers, your name, company, e-mail address, assessments and settings; for respondents, the name and e-mail address you give, your answers, comments and timings, and the results computed from them.\n' +
    'Why: to run the assessments you were invited to, to show the employer who invited you your results, and, where the employer chose it, to e-mail you your own results.\n' +
    'Who sees it: the employer who invited you and the members of their team. Answer keys and other respondents\u2019 answers are never shown to respondents. Optional equal-opportunity answers are kept apart and never scored.\n' +
    'How long: your personal test link stops working 30 days after you finish. The employer can clear your results; ask them, or us through the employer, to delete your data.\n' +
    'Where: the service runs on Amazon Web Services in the region the operator chose. E-mails are sent through Amazon SES; payments go through Stripe.\n' +
    'AI: when an employer asks for an AI analysis, your scores and written answers are sent to the AI model without your e-mail address.',
  'pages.showcase.title': 'Component showcase',
  'pages.showcase.simpleTitle': 'Component showcase (simple)',
  'pages.showcase.buttons': 'Buttons',
  'pages.showcase.fields': 'Fields',
  'pages.showcase.feedback': 'Feedback',
  'pages.showcase.badges': 'Grade badges',
  'pages.showcase.pagination': 'Pagination',
  'pages.showcase.dialog': 'Dialogs and toasts',
  'pages.showcase.sample': 'Sample',
  'pages.showcase.openDialog': 'Open a confirm dialog',
  'pages.showcase.showToast': 'Show a toast',
  'pages.showcase.toast': 'Saved',
  'pages.test.title': 'Diagnostics',
  'pages.test.intro': 'What this browser and this deployment report, for support.',
  'pages.test.apiCheck': 'Check the API',
  'pages.test.apiOk': 'The API answered in {ms} ms.',
  'app.name': 'Culture Fit',
  'common.loading': 'Loading…',
  'common.continue': 'Continue',
  'common.back': 'Back',
  'common.retry': 'Try again',
  'common.copied': 'Copied!',
  'common.optional': 'optional',
  'common.required': '{field} is required.',
  'common.language': 'Language',
  'common.previous': 'Previous',
  'common.next': 'Next',
  'common.stepOf': 'Step {n} of {total}',
  'common.notFoundTitle': 'Page not found',
  'common.goHome': 'Go to the home page',
  'common.saving': 'Saving…',
  'common.saved': 'All changes saved',
  'common.comingSoon': 'This page is coming soon.',
  'nav.main': 'Main',
  'nav.skip': 'Skip to content',
  'nav.myAssessments': 'My assessments',
  'nav.accountMenu': ', account menu',
  'nav.logout': 'Log out',
  'nav.myAccount': 'My account',
} as const;
