import { db } from '../db/service';
import { isConditionFailure } from '../common/conditional';

/** A support ticket as stored (spec part 2 §7.2), keyed by the sender and the browser's request id. */
export interface SupportTicket {
  emailKey: string;
  requestId: string;
  message: string;
  has_attachment: boolean;
  uploaded_image_url?: string;
  company_name: string;
  fullname: string;
  email: string;
  assessments_total: number;
  credits_remaining: string;
  lang: string;
  created_at: string;
  mailed_at?: string;
  mail_claim_until?: string;
}

export async function loadTicket(key: string, requestId: string): Promise<SupportTicket | null> {
  const { data } = await db().entities.supportTicket.get({ emailKey: key, requestId }).go();
  return data ?? null;
}

/** Stores a new ticket, or reads the one a parallel request with the same request id stored first. */
export async function createTicket(ticket: SupportTicket): Promise<{ ticket: SupportTicket; created: boolean }> {
  try {
    return { ticket: (await db().entities.supportTicket.create(ticket).go()).data, created: true };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const stored = await loadTicket(ticket.emailKey, ticket.requestId);
    if (!stored) throw error;
    return { ticket: stored, created: false };
  }
}

/**
 * Claims the sending of a ticket's e-mail until `until`: only while it is not mailed and no unexpired claim holds
 * (`now` as an ISO string); false when another request holds it or it was mailed.
 */
export async function claimTicketMailing(key: string, requestId: string, at: string, until: string): Promise<boolean> {
  try {
    await db()
      .entities.supportTicket.patch({ emailKey: key, requestId })
      .set({ mail_claim_until: until })
      .where(
        (a, op) =>
          `${op.notExists(a.mailed_at)} AND (${op.notExists(a.mail_claim_until)} OR ${op.lt(a.mail_claim_until, at)})`,
      )
      .go();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export async function markTicketMailed(key: string, requestId: string, at: string): Promise<void> {
  await db().entities.supportTicket.patch({ emailKey: key, requestId }).set({ mailed_at: at }).go();
}

/** How many assessments an account created and has not deleted (the ticket's snapshot). */
export async function countAssessmentsCreatedBy(email: string): Promise<number> {
  const { data } = await db()
    .entities.template.query.byCreator({ creator: email })
    .where((a, op) => op.ne(a.deleted, true))
    .go({ pages: 'all', attributes: ['id'] });
  return data.length;
}
