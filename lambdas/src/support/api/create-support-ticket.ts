import { emailKey } from '@shared/accounts/email';
import { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES, SUPPORT_REPLY_HOURS } from '@shared/constants/limits';
import { DomainError } from '@shared/errors';
import { ZLocale } from '@shared/i18n/locale-schema';
import { ticketCredits } from '@shared/support/ticket';
import { defineHandler } from '../../http/handler-factory';
import { db } from '../../db/service';
import { loadOrCreateUser } from '../../accounts/repo';
import { completionPayer } from '../../credits/completion-credit';
import { presignRead, statObject } from '../../adapters/storage';
import { sendMail } from '../../adapters/mail';
import { isConditionFailure } from '../../shared/conditional';
import { supportTicketEmail } from '../mail/support-ticket-email';

/**
 * A message to support (spec part 1 §2 "Help and support", §3 "Support ticket"; part 2 §7.2): stored with the
 * sender's name, company, e-mail, number of assessments and remaining credits as the server knows them, then
 * e-mailed to the support address (SUPPORT_EMAIL, CDK context `supportEmail`). The browser's request id makes it
 * one ticket and one e-mail however often it is sent; a ticket whose e-mail failed is mailed on the retry.
 */
export const createSupportTicket = defineHandler('createSupportTicket', async ({ actor, body, now }) => {
  const user = await loadOrCreateUser(actor, now);
  const key = emailKey(user.email);
  const existing = (await db().entities.supportTicket.get({ emailKey: key, requestId: body.requestId }).go()).data;
  const ticket = existing ?? (await createTicket(user, key, body, now));
  if (!ticket.mailed_at && (await claimMailing(key, body.requestId, now))) {
    const imageLink = ticket.uploaded_image_url ? await presignRead(ticket.uploaded_image_url) : undefined;
    await sendMail(await supportTicketEmail({ to: supportAddress(), ticket, imageLink }));
    await db().entities.supportTicket.patch({ emailKey: key, requestId: body.requestId }).set({ mailed_at: now.toISOString() }).go();
  }
  return { id: ticket.requestId, created_at: ticket.created_at, has_attachment: ticket.has_attachment, reply_within_hours: { ...SUPPORT_REPLY_HOURS } };
});

type User = Awaited<ReturnType<typeof loadOrCreateUser>>;

/** One request at a time sends the e-mail: the one that sets the claim; a claim left by a failed send lapses after a minute. */
async function claimMailing(key: string, requestId: string, now: Date): Promise<boolean> {
  const at = now.toISOString();
  try {
    await db()
      .entities.supportTicket.patch({ emailKey: key, requestId })
      .set({ mail_claim_until: new Date(now.getTime() + MAIL_CLAIM_MS).toISOString() })
      .where((a, op) => `${op.notExists(a.mailed_at)} AND (${op.notExists(a.mail_claim_until)} OR ${op.lt(a.mail_claim_until, at)})`)
      .go();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

const MAIL_CLAIM_MS = 60_000;

async function createTicket(user: User, key: string, body: { requestId: string; message: string; attachmentKey?: string }, now: Date) {
  if (body.attachmentKey) await checkAttachment(body.attachmentKey, key);
  const payer = await completionPayer({ team_id: user.teamId, creator: user.email }, now);
  const credits = ticketCredits({
    unlimited: payer.sources.some((s) => s.quota.unlimited ?? false),
    quota_remaining: payer.sources.reduce((sum, s) => sum + (s.quota.quota_remaining ?? 0), 0),
  });
  const item = {
    emailKey: key,
    requestId: body.requestId,
    message: body.message,
    has_attachment: !!body.attachmentKey,
    ...(body.attachmentKey ? { uploaded_image_url: body.attachmentKey } : {}),
    company_name: user.companyName ?? '',
    fullname: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.displayName || '',
    email: user.email,
    assessments_total: await assessmentsTotal(user),
    credits_remaining: String(credits),
    lang: ZLocale.catch('en').parse(user.lang),
    created_at: now.toISOString(),
  };
  try {
    return (await db().entities.supportTicket.create(item).go()).data;
  } catch (error) {
    // The same message sent twice at once: the other request stored it.
    if (!isConditionFailure(error)) throw error;
    const stored = (await db().entities.supportTicket.get({ emailKey: key, requestId: body.requestId }).go()).data;
    if (!stored) throw error;
    return stored;
  }
}

/** Only the sender's own upload, under the spec's key, present and an image of at most 2 MB. */
async function checkAttachment(attachmentKey: string, key: string): Promise<void> {
  if (!attachmentKey.startsWith(`images/users/${key}/support-tickets-`) || attachmentKey.includes('..')) throw new DomainError('PERMISSION_DENIED_CONTACT_SUPPORT');
  const stat = await statObject(attachmentKey);
  if (!stat) throw new DomainError('FILE_LOAD_FAILED');
  if (stat.size > IMAGE_MAX_BYTES) throw new DomainError('FILE_UPLOAD_FAILED');
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(stat.contentType)) throw new DomainError('SUPPORT_ATTACHMENT_TYPE');
}

async function assessmentsTotal(user: User): Promise<number> {
  const { data } = await db()
    .entities.template.query.byCreator({ creator: user.email })
    .where((a, op) => op.ne(a.deleted, true))
    .go({ pages: 'all', attributes: ['id'] });
  return data.length;
}

function supportAddress(): string {
  const address = process.env.SUPPORT_EMAIL;
  if (!address) throw new Error('SUPPORT_EMAIL is not set');
  return address;
}
