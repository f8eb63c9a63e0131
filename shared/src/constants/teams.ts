/**
 * Team invitation e-mail budgets, a UTC day each (docs/abuse.md "Team invitations"; the spec sets no number).
 * A team invitation goes to an address the inviter types, so each budget bounds what one team, one inviting
 * account, one client address and the whole deployment can send:
 * - perTeam 20: a team adds a few colleagues at a time; 20 covers bringing a whole department in on one day.
 * - perAccount 30: one person administering two or three teams on a busy day.
 * - perIp 50: an office behind one address with several admins inviting at once.
 * - deployment.all 2,000: far above what teams send (they are small), far below the SES sending quota that the
 *   candidate invitations and sign-in codes need; deployment.fresh 500 of them for teams whose payer has never
 *   paid nor used a credit, so new accounts together cannot use up what customers' teams need.
 * - perRecipient 3: invitations to one person (personKey) from all teams together; someone joins a team or two a
 *   day, and nobody's inbox fills with invitations from teams they never heard of.
 */
export const TEAM_INVITE_BUDGETS = {
  perTeam: 20,
  perAccount: 30,
  perIp: 50,
  perRecipient: 3,
  deployment: { all: 2_000, fresh: 500 },
} as const;
