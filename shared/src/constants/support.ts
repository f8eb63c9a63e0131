/**
 * Support budgets (docs/abuse.md "Support"; the spec sets no number). Each message is an e-mail to the support
 * inbox that a person reads, so a UTC day allows: 10 messages per account (a stuck user writes two or three; ten
 * is far beyond a real conversation by mail), 30 per client address (an office of colleagues behind one address),
 * and 1,000 for the deployment, of which accounts that never paid nor used a credit together may use 300, so a
 * flood of new sign-ups leaves customers room to write.
 */
export const SUPPORT_TICKET_BUDGETS = {
  perAccount: 10,
  perIp: 30,
  deployment: { all: 1000, fresh: 300 },
} as const;

/**
 * Attachment uploads a UTC day (each a presigned upload of up to 2 MB into storage we pay for): two per message
 * allowed above, per account and per address, and a deployment-wide ceiling of 2,000 (4 GB at most a day).
 */
export const SUPPORT_UPLOAD_BUDGETS = {
  perAccount: 20,
  perIp: 60,
  deployment: 2000,
} as const;
