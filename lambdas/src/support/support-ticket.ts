import { emailKey } from '@shared/accounts/email';
import { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES, SUPPORT_REPLY_HOURS } from '@shared/constants/limits';
import { DomainError } from '@shared/errors';
import { localeOr } from '@shared/i18n/locale-schema';
import { ticketCredits } from '@shared/support/ticket';
import { IMAGE_SIGNATURE_BYTES, imageTypeOfBytes } from '@shared/accounts/image-upload';
import { SUPPORT_TICKET_BUDGETS } from '@shared/constants/support';
import type { UserItem } from '../accounts';
import { completionPayer, hasPaidOrUsedCredit, peekCreditBalance } from '../credits';
import { keepUpload, presignRead, readObjectStart, statObject } from '../adapters/storage';
import { sendMail } from '../adapters/mail';
import { ipScope, releaseDailyCap, reserveBudgets } from '../common/daily-cap';
import { supportTicketEmail } from './mail/support-ticket-email';
import {
  claimTicketMailing,
  countAssessmentsCreatedBy,
  createTicket,
  loadTicket,
  markTicketMailed,
  type SupportTicket,
} from './ticket-store';

type User = UserItem;
type TicketInput = { requestId: string; message: string; attachmentKey?: string };

/**
 * A message to support (spec part 1 §2 "Help and support", §3 "Support ticket"; part 2 §7.2): stored with the
 * sender's name, company, e-mail, number of assessments and remaining credits as the server knows them, then
 * e-mailed to the support address (SUPPORT_EMAIL, CDK context `supportEmail`). The browser's request id makes it
 * one ticket and one e-mail however often it is sent; a ticket whose e-mail failed is mailed on the retry.
 * A new ticket draws on the day's budgets of the account, the caller's address and the deployment
 * (docs/abuse.md "Support"); over any of them it is refused, and nothing is stored or sent.
 */
export async function sendSupportTicket(options: {
  user: User;
  requestId: string;
  message: string;
  attachmentKey?: string;
  sourceIp: string;
  now: Date;
}) {
  const { user, sourceIp, now } = options;
  const input: TicketInput = {
    requestId: options.requestId,
    message: options.message,
    ...(options.attachmentKey !== undefined ? { attachmentKey: options.attachmentKey } : {}),
  };
  const key = emailKey(user.email);
  const existing = await loadTicket(key, input.requestId);
  const ticket = existing ?? (await newTicket(user, key, input, now, sourceIp));
  if (!ticket.mailed_at && (await claimMailing(key, input.requestId, now))) {
    const imageLink = ticket.uploaded_image_url ? await presignRead(ticket.uploaded_image_url) : undefined;
    await sendMail(await supportTicketEmail({ to: supportAddress(), ticket, imageLink }));
    await markTicketMailed(key, input.requestId, now.toISOString());
  }
  return {
    id: ticket.requestId,
    created_at: ticket.created_at,
    has_attachment: ticket.has_attachment,
    reply_within_hours: { ...SUPPORT_REPLY_HOURS },
  };
}

/** Reserves the new ticket in every budget (all or none), then stores it; a copy stored by a parallel request gives the count back. */
async function newTicket(user: User, key: string, body: TicketInput, now: Date, sourceIp: string) {
  if (body.attachmentKey) await checkAttachment(body.attachmentKey, key);
  const budgets = await ticketBudgets(user, key, sourceIp, now);
  if (await reserveBudgets(budgets, 1, now)) throw new DomainError('SUPPORT_DAILY_LIMIT');
  const { ticket, created } = await storeTicket(user, key, body, now);
  if (!created) await Promise.all(budgets.map((b) => releaseDailyCap(b.scope, 1, now)));
  // Attached to a ticket now: the expiry of uploads nobody used leaves it.
  if (body.attachmentKey) await keepUpload(body.attachmentKey);
  return ticket;
}

/** The day's support budgets one message draws on: account, caller's address, deployment (and its never-paying share). */
async function ticketBudgets(user: User, key: string, sourceIp: string, now: Date) {
  const b = SUPPORT_TICKET_BUDGETS;
  const established =
    !user.isGuest &&
    (await hasPaidOrUsedCredit(
      await completionPayer({ team_id: user.teamId, creator: user.email }, now, peekCreditBalance),
    ));
  return [
    { scope: `support#acct#${key}`, cap: b.perAccount },
    { scope: ipScope('support', sourceIp), cap: b.perIp },
    { scope: 'support#all', cap: b.deployment.all },
    ...(established ? [] : [{ scope: 'support#all-fresh', cap: b.deployment.fresh }]),
  ];
}

/** One request at a time sends the e-mail: the one that sets the claim; a claim left by a failed send lapses after a minute. */
function claimMailing(key: string, requestId: string, now: Date): Promise<boolean> {
  return claimTicketMailing(key, requestId, now.toISOString(), new Date(now.getTime() + MAIL_CLAIM_MS).toISOString());
}

const MAIL_CLAIM_MS = 60_000;

async function storeTicket(
  user: User,
  key: string,
  body: TicketInput,
  now: Date,
): Promise<{ ticket: SupportTicket; created: boolean }> {
  const payer = await completionPayer({ team_id: user.teamId, creator: user.email }, now, peekCreditBalance);
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
    assessments_total: await countAssessmentsCreatedBy(user.email),
    credits_remaining: String(credits),
    lang: localeOr(user.lang),
    created_at: now.toISOString(),
  };
  // The same message sent twice at once: the other request stored it.
  return createTicket(item);
}

/** Only the sender's own upload, under the spec's key, present and an image of at most 2 MB whose bytes are that image. */
async function checkAttachment(attachmentKey: string, key: string): Promise<void> {
  if (!attachmentKey.startsWith(`images/users/${key}/support-tickets-`) || attachmentKey.includes('..'))
    throw new DomainError('PERMISSION_DENIED_CONTACT_SUPPORT');
  const stat = await statObject(attachmentKey);
  if (!stat) throw new DomainError('FILE_LOAD_FAILED');
  if (stat.size > IMAGE_MAX_BYTES) throw new DomainError('FILE_UPLOAD_FAILED');
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(stat.contentType))
    throw new DomainError('SUPPORT_ATTACHMENT_TYPE');
  // What landed, by its first bytes: a page of HTML sent as image/png is not an attachment a person should open.
  if (imageTypeOfBytes(await readObjectStart(attachmentKey, IMAGE_SIGNATURE_BYTES)) !== stat.contentType)
    throw new DomainError('SUPPORT_ATTACHMENT_TYPE');
}

function supportAddress(): string {
  const address = process.env.SUPPORT_EMAIL;
  if (!address) throw new Error('SUPPORT_EMAIL is not set');
  return address;
}
