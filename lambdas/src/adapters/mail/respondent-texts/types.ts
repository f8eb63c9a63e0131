/**
 * What a respondent's e-mails say, in one language (issue 27): one file per respondent language in this folder, loaded
 * when a mail in that language is sent (./index.ts). Placeholders in braces are filled by the template; they stay as
 * they are in every language. Subjects are the product's own words only (docs/abuse.md).
 */
export interface RespondentMailTexts {
  /** `validated` once a native speaker has checked the file (docs/content.md); `translated` until then. */
  readonly state: 'validated' | 'translated';
  /** The invitation and its reminders (respondents/mail/invitation-email.tsx). */
  readonly invitation: {
    readonly subject: string;
    readonly reminderSubject: string;
    /** The first line of every invitation, before any text of the employer's: {company}, {product}. */
    readonly onBehalf: string;
    /** {name} */
    readonly greeting: string;
    /** {company}, {form} */
    readonly body: string;
    /** {company}, {form} */
    readonly reminderBody: string;
    /** {sections}, {minutes} */
    readonly timing: string;
    /** {minutes} */
    readonly timingOne: string;
    readonly action: string;
    readonly resumeAction: string;
    readonly footer: string;
    /** The invitation's deadline, in the employer's time zone: {time}. */
    readonly deadline: string;
    readonly stopReminders: string;
  };
  /** The personal link sent again to someone who registers a second time (respondents/mail/resume-email.ts). */
  readonly resume: {
    readonly subject: string;
    /** {form} */
    readonly intro: string;
    readonly action: string;
    readonly ignore: string;
  };
  /** The respondent's own results (results/mail/results-email.tsx). */
  readonly results: {
    readonly subject: string;
    /** {name} */
    readonly greeting: string;
    /** {form}, {company} */
    readonly body: string;
    readonly action: string;
    readonly footer: string;
  };
  /** The "your data" line at the foot of every respondent e-mail (results/data-request.ts). */
  readonly dataLink: string;
}
