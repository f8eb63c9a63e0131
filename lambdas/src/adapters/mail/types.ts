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
  /**
   * The address that turns this kind of mail off without sign-in: sent as the List-Unsubscribe header (RFC 2369) by
   * SES, kept in the dev mailbox's file. Product-made ASCII only (a web link with a signed token).
   */
  listUnsubscribe?: string;
}

/**
 * What became of a message: `sent` (handed to SES, or written to the dev mailbox) with the provider's message id (SES)
 * or the mailbox file id; or `suppressed`, not sent at all because the address is on the product's suppression list
 * (a permanent bounce or a complaint, docs/deploy.md "E-mail delivery: bounces and complaints").
 */
export type SentMail = { status: 'sent'; id: string } | { status: 'suppressed' };

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
  listUnsubscribe?: string;
  createdAt: string;
}
