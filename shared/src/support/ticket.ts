import * as z from '../zod-mini';
import { SUPPORT_ATTACHMENT_EXTENSIONS } from '../constants/limits';
import type { ErrorCode } from '../errors/catalogue';
import { emailKey } from '../accounts/email';
import { ZEmail } from '../accounts/email-schema';

/** A message must not be empty; whitespace-only is empty too (spec part 1 §5). */
export function isBlankMessage(message: string | null | undefined): boolean {
  return !message || message.trim().length === 0;
}

export const ZSupportMessage = z
  .string({ error: 'SUPPORT_MESSAGE_REQUIRED' })
  .check(z.trim(), z.minLength(1, { error: 'SUPPORT_MESSAGE_REQUIRED' }), z.maxLength(5000));

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** Support attachments: .png, .jpg, .jpeg (spec part 1 §5). */
export function checkSupportAttachment(fileName: string): ErrorCode | null {
  return (SUPPORT_ATTACHMENT_EXTENSIONS as readonly string[]).includes(extensionOf(fileName))
    ? null
    : 'SUPPORT_ATTACHMENT_TYPE';
}

export const ZSupportAttachment = z.object({
  fileName: z.string().check(z.refine((n) => checkSupportAttachment(n) === null, { error: 'SUPPORT_ATTACHMENT_TYPE' })),
  size: z.int().check(z.positive()),
});

/** What the help modal sends. */
export const ZSupportRequest = z.object({
  message: ZSupportMessage,
  attachment: z.optional(ZSupportAttachment),
});
export type SupportRequest = z.infer<typeof ZSupportRequest>;

/** Support ticket document (spec part 1 §3, part 2 §3). */
export const ZSupportTicket = z.object({
  message: ZSupportMessage,
  has_attachment: z.boolean(),
  uploaded_image_url: z.optional(z.string()),
  company_name: z.string(),
  fullname: z.string(),
  email: ZEmail,
  assessments_total: z.int().check(z.minimum(0)),
  credits_remaining: z.union([z.int(), z.literal('Unlimited')]),
  created_at: z.string(),
});
export type SupportTicket = z.infer<typeof ZSupportTicket>;

/** credits_remaining holds the number, or the text Unlimited. */
export function ticketCredits(
  creditBalance: { unlimited: boolean; quota_remaining: number } | null | undefined,
): number | 'Unlimited' {
  if (creditBalance?.unlimited) return 'Unlimited';
  return creditBalance?.quota_remaining ?? 0;
}

/**
 * Storage key of an attachment (spec part 2 §7.2): images/users/{emailKey}/support-tickets-{filename}-{guid}.{ext}.
 * A missing user e-mail blocks the upload.
 */
export function supportAttachmentKey(
  email: string | null | undefined,
  fileName: string,
  guid: string,
): string | { error: ErrorCode } {
  if (!email) return { error: 'SUPPORT_EMAIL_REQUIRED' };
  const ext = extensionOf(fileName);
  if (checkSupportAttachment(fileName)) return { error: 'SUPPORT_ATTACHMENT_TYPE' };
  const base = fileName.slice(0, fileName.length - ext.length - 1).replace(/[^A-Za-z0-9_-]+/g, '_') || 'file';
  return `images/users/${emailKey(email)}/support-tickets-${base}-${guid}.${ext}`;
}

/** Submit disabled while empty, while a file loads, or while sending (spec part 1 §5). */
export function canSubmitSupport(state: { message: string; fileLoading: boolean; sending: boolean }): boolean {
  return !isBlankMessage(state.message) && !state.fileLoading && !state.sending;
}

/** Ctrl/Cmd+Enter submits in chat. */
export function isChatSubmitShortcut(key: { key: string; ctrlKey: boolean; metaKey: boolean }): boolean {
  return key.key === 'Enter' && (key.ctrlKey || key.metaKey);
}
