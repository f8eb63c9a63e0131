export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Display name shown as the sender (the advanced invite's "sender"); the address stays MAIL_FROM. */
  fromName?: string;
  /** Where replies go (the inviting employer). */
  replyTo?: string;
  /**
   * One line the dev mailbox prints instead of its default notice (e.g. the PIN, so a developer can
   * sign in from the terminal). Never sent anywhere by the SES transport.
   */
  devNotice?: string;
}

export interface SentMail {
  /** Provider message id (SES) or the mailbox file id. */
  id: string;
}

export type SendMail = (message: MailMessage) => Promise<SentMail>;

/** One stored message of the dev mailbox, as written to MAILBOX_DIR. */
export interface MailboxMessage {
  id: string;
  to: string;
  fromName?: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}
