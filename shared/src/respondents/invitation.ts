import * as z from '../zod-mini';
import { MAX_INVITATION_RECIPIENTS } from '../constants/limits';
import { ZLocale } from '../i18n/locale-schema';
import { emailKey, normalizeEmail } from '../accounts/email';
import { ZEmail } from '../accounts/email-schema';

/** Candidate assessment id = formId-candidateEmailKey (spec part 1 §3). */
export function respondentAssessmentId(formId: string, email: string): string {
  return `${formId}-${emailKey(email)}`;
}

export const ZRecipient = z.object({
  email: ZEmail,
  firstname: z._default(z.string().check(z.trim(), z.maxLength(80)), ''),
  lastname: z._default(z.string().check(z.trim(), z.maxLength(80)), ''),
});
export type Recipient = z.infer<typeof ZRecipient>;

/**
 * Invitation by e-mail, bulk or advanced (spec part 1 §2, §5): at most 100 recipients; the
 * advanced form adds sender, subject and body. Duplicates (same address) are one recipient.
 */
export const ZInvitation = z.object({
  form_id: z.string().check(z.minLength(1, { error: 'DATA_NOT_FOUND' })),
  recipients: z
    .pipe(z.array(ZRecipient).check(z.minLength(1, { error: 'EMAIL_REQUIRED' })), z.transform(dedupeRecipients))
    .check(z.refine((list) => list.length <= MAX_INVITATION_RECIPIENTS, { error: 'MAX_RECIPIENTS' })),
  lang: z._default(ZLocale, 'en'),
  sender: z.optional(z.string().check(z.trim(), z.maxLength(120))),
  subject: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  htmlBody: z.optional(z.string().check(z.maxLength(20_000))),
  /** Advanced invite "test e-mail": send only to the sender to preview. */
  testEmail: z.optional(ZEmail),
});
export type Invitation = z.infer<typeof ZInvitation>;

export function dedupeRecipients(recipients: Recipient[]): Recipient[] {
  const seen = new Set<string>();
  return recipients.filter((r) => {
    const key = normalizeEmail(r.email);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Domain of temporary addresses: reserved-looking, never delivered to (the app skips sending). */
export const TEMPORARY_EMAIL_DOMAIN = 'respondent.tmp';

function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

/**
 * Public invites with no e-mail get a temporary e-mail built from first and last name
 * (spec part 1 §5). `suffix` (random, from the caller) keeps two "John Smith"s apart; names
 * without Latin letters (e.g. Thai) fall back to "respondent". The result passes the e-mail pattern.
 */
export function temporaryEmail(firstname: string, lastname: string, suffix: string): string {
  const parts = [slug(firstname), slug(lastname), slug(suffix)].filter(Boolean);
  const local = parts.length > (slug(suffix) ? 1 : 0) ? parts.join('.') : ['respondent', ...parts].join('.');
  return `${local}@${TEMPORARY_EMAIL_DOMAIN}`;
}

export function isTemporaryEmail(email: string): boolean {
  return normalizeEmail(email).endsWith(`@${TEMPORARY_EMAIL_DOMAIN}`);
}

/** Public-link registration: name required, e-mail optional (then a temporary one is made). */
export const ZPublicRegistration = z.object({
  firstname: z.string().check(z.trim(), z.minLength(1, { error: 'VALIDATION_FAILED' }), z.maxLength(80)),
  lastname: z.string().check(z.trim(), z.minLength(1, { error: 'VALIDATION_FAILED' }), z.maxLength(80)),
  email: z.optional(
    z.union([
      z.pipe(
        z.literal(''),
        z.transform(() => undefined),
      ),
      ZEmail,
    ]),
  ),
  lang: z._default(ZLocale, 'en'),
  send_free_stuff: z._default(z.boolean(), false),
});
export type PublicRegistration = z.infer<typeof ZPublicRegistration>;

/** Where the candidate of an invitation is (docs/architecture.md "Deadlines and reminders"). */
export type InvitationStage = 'sent' | 'opened' | 'started' | 'finished' | 'expired';

/**
 * The stage of an invitation from its respondent: finished once completed (a later deadline changes nothing),
 * expired when the deadline passed first, else started, opened (the link was opened) or sent.
 */
export function invitationStage(
  c: { status: 'INVITED' | 'TODO' | 'IN_PROGRESS' | 'COMPLETED' | 'RECOMPUTE'; deadline_at?: string | null },
  now: Date,
): InvitationStage {
  if (c.status === 'COMPLETED' || c.status === 'RECOMPUTE') return 'finished';
  if (c.deadline_at && now.getTime() >= Date.parse(c.deadline_at)) return 'expired';
  if (c.status === 'IN_PROGRESS') return 'started';
  if (c.status === 'TODO') return 'opened';
  return 'sent';
}
