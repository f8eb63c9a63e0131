import type { MessageKey } from '../messages/en';

/**
 * The interface strings a respondent's screens show (registration, overview, section intro, timer, autosave, dialogs,
 * thank-you, the consent line, the "your data" page of their e-mails' link, their feedback page): what a respondent language beyond en, th and es translates, one file per language in
 * this folder. A key a file lacks falls back to English.
 */
export const RESPONDENT_KEYS = [
  'test.offline',
  'test.savedOnDevice',
  'test.waitingForConnection',
  'test.timedOut',
  'test.backHeld',
  'test.left',
  'test.unanswered.title',
  'test.unanswered.text',
  'test.unanswered.back',
  'test.unanswered.complete',
  'test.unanswered.finish',
  'test.overview.title',
  'test.overview.text',
  'test.emailOptional',
  'test.emailHint',
  'test.thanks.redirect',
  'test.comment',
  'test.commentHint',
  'fair.title',
  'fair.intro',
  'fair.preferNot',
  'fair.submit',
  'fair.skip',
  'fair.thanks',
  'test.register.title',
  'test.register.subtitle',
  'test.register.submit',
  'test.register.linkSent',
  'test.firstName',
  'test.lastName',
  'test.email',
  'test.sectionOf',
  'test.intro.text',
  'test.intro.start',
  'test.integrity.fullscreen',
  'test.integrity.fullscreenNoted',
  'test.integrity.noCopy',
  'test.integrity.order',
  'test.timeLeft',
  'test.complete',
  'test.finish',
  'test.thanks.title',
  'test.thanks.text',
  'test.confirmingEmail',
  'test.linkTitle',
  'test.code.intro',
  'test.code.label',
  'test.code.open',
  'test.code.invalid',
  'test.confirmTitle',
  'test.invalidLink',
  'common.loading',
  'common.continue',
  'common.back',
  'common.retry',
  'common.optional',
  'common.required',
  'common.language',
  'common.previous',
  'common.next',
  'common.saving',
  'common.saved',
  'common.cancel',
  'common.close',
  'nav.skip',
  'pages.reload',
  'pages.privacy.link',
  'pages.privacy.candidateNotice',
  'test.integrity.consent',
  'experience.title',
  'experience.intro',
  'experience.rating',
  'experience.rating.1',
  'experience.rating.5',
  'experience.comment',
  'experience.submit',
  'experience.skip',
  'experience.pick',
  'experience.thanks',
  'test.closedTitle',
  'test.deadline',
  'answer.clear',
  'oaic.total',
  'oaic.left',
  'oaic.done',
  'big5.itemLanguage',
  'big5.partial',
  'hs.words',
  'survey.required',
  'wizard.sections.minutes',
  'section.values_and_traits',
  'section.oaic_archetypes',
  'section.acceptable_behaviors',
  'section.work_style_identifier',
  'section.logic_test',
  'section.custom_survey',
  'section.human_skills',
  'section.big5',
  'vt.values',
  'vt.traits',
  'vt.rated',
  'vt.rateItem',
  'myData.title',
  'myData.loading',
  'myData.intro',
  'myData.name',
  'myData.email',
  'myData.answers',
  'myData.sections',
  'myData.scoresNote',
  'myData.download',
  'myData.delete',
  'myData.confirmTitle',
  'myData.confirmBody',
  'myData.confirmDelete',
  'myData.cancel',
  'myData.deleted',
  'myData.invalid',
  'vt.importance.MOST_IMPORTANT',
  'vt.importance.VERY_IMPORTANT',
  'vt.importance.MODERATELY_IMPORTANT',
  'vt.importance.SLIGHTLY_IMPORTANT',
  'vt.importance.NOT_AT_ALL_IMPORTANT',
  // The respondent's own feedback page (sent results): feedback-view.tsx.
  'pdf.title.respondent',
  'pdf.respondent.intro',
  'result.overall',
  'pdf.download',
  'result.sharedTitle',
  'feedback.level.EXCELLENT',
  'feedback.level.GOOD',
  'feedback.level.FAIR',
  'feedback.level.POOR',
  'feedback.grade.A_PLUS',
  'feedback.grade.F',
  // Their feedback PDF, in the same language (report-document.tsx): its headings, captions and footer.
  'pdf.sections',
  'pdf.culture.respondent',
  'pdf.big5',
  'pdf.big5.openness',
  'pdf.big5.conscientiousness',
  'pdf.big5.extraversion',
  'pdf.big5.agreeableness',
  'pdf.big5.neuroticism',
  'pdf.footer.respondent',
] as const satisfies readonly MessageKey[];

export type RespondentKey = (typeof RESPONDENT_KEYS)[number];

/**
 * The keys the respondent's app (web/src/app/candidate) shows: the translated ones, the middle marks of the test's
 * rating (2, 3, 4: the same in every language), and its own "page not found" page's two, which stay in en, th and es
 * (a respondent language shows them in English). Its first script carries their English and nothing else of the
 * catalogues (web/message-part-plugin.ts); `respondent-imports.test.ts` holds every key its pages name to this list.
 */
export const RESPONDENT_APP_KEYS: readonly MessageKey[] = [
  ...RESPONDENT_KEYS,
  'experience.rating.2',
  'experience.rating.3',
  'experience.rating.4',
  'common.notFoundTitle',
  'common.goHome',
];

/**
 * Every error catalogue text a respondent can meet on their pages (the public link, the test, the e-mail confirmation,
 * the "your data" page, the reminders' unsubscribe page), so a respondent language never falls back to English for one:
 * what the public and token routes answer, the browser's own failures, and the last minute of a section. A code a
 * respondent's route may newly answer is added here and in every file of this folder (the type asks for it).
 */
export const RESPONDENT_ERROR_CODES = [
  // While the test runs: the last minute, time up, a closed link.
  'SESSION_TIME_OUT',
  'NO_TIME_REMAINING',
  'TEST_CLOSED',
  // Any route: a failure of ours, a request the schemas refuse (registration's names, a bad link), a too large body.
  'INTERNAL',
  'VALIDATION_FAILED',
  'PAYLOAD_TOO_LARGE',
  // The browser's own: no network (api-client.ts), a script or stylesheet chunk that did not arrive (chunk-error.ts).
  'NETWORK_ERROR',
  'CHUNK_LOAD_FAILED',
  'CSS_CHUNK_LOAD_FAILED',
  // Registration on a public link (ZRegisterRespondent's e-mail) and the link itself.
  'INVALID_EMAIL_ADDRESS',
  'EMAIL_REQUIRED',
  'DATA_NOT_FOUND',
  // The personal link: a step the test's state does not allow (another tab finished it), an expired link.
  'INVALID_STATUS_TRANSITION',
  'FORBIDDEN',
  'RESPONDENT_LINK_EXPIRED',
  'ASSESSMENT_DATA_NOT_AVAILABLE',
  // The e-mailed confirmation link.
  'CONFIRM_LINK_INVALID',
  // The rating of the test after finishing.
  'FEEDBACK_NOT_YET',
  'FEEDBACK_DAILY_LIMIT',
  'FEEDBACK_ALREADY_GIVEN',
  'RATING_RANGE',
  // The "your data" page of their e-mails' link.
  'DATA_LINK_INVALID',
  'DATA_REQUEST_DAILY_LIMIT',
] as const;
export type RespondentErrorCode = (typeof RESPONDENT_ERROR_CODES)[number];

/** One respondent language's file: its state (docs/content.md) and its strings. */
export interface RespondentCatalogue {
  readonly state: 'validated' | 'translated';
  readonly messages: Partial<Record<RespondentKey, string>>;
  /** The error texts of RESPONDENT_ERROR_CODES in this language. */
  readonly errors: Readonly<Record<RespondentErrorCode, string>>;
}
