import * as z from '../zod-mini';
import { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES } from '../constants/limits';
import { ZSupportMessage, checkSupportAttachment } from '../support/ticket';
import { lazySchema } from './lazy-schema';

/** A presigned upload for a support attachment: .png, .jpg or .jpeg of at most 2 MB (spec part 1 §5). */
export const ZSupportUploadRequest = lazySchema(() =>
  z.strictObject({
    fileName: z.string().check(
      z.minLength(1),
      z.maxLength(200),
      z.refine((name) => checkSupportAttachment(name) === null, { error: 'SUPPORT_ATTACHMENT_TYPE' }),
    ),
    mime: z.enum(IMAGE_MIME_TYPES, { error: 'SUPPORT_ATTACHMENT_TYPE' }),
    size: z
      .int()
      .check(z.minimum(1, { error: 'VALIDATION_FAILED' }), z.maximum(IMAGE_MAX_BYTES, { error: 'FILE_UPLOAD_FAILED' })),
  }),
);
export const ZSupportUpload = lazySchema(() =>
  z.object({
    key: z.string(),
    uploadUrl: z.string(),
    headers: z.record(z.string(), z.string()),
  }),
);
export type SupportUpload = z.infer<typeof ZSupportUpload>;

/**
 * A message to support from the help modal or the chat. `requestId` is made by the browser once per message, so
 * a retry, a double click or a resend after a network drop stores and mails it once.
 */
export const ZCreateSupportTicket = lazySchema(() =>
  z.strictObject({
    requestId: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/)),
    message: ZSupportMessage,
    attachmentKey: z.optional(z.string().check(z.maxLength(400))),
  }),
);
export type CreateSupportTicket = z.infer<typeof ZCreateSupportTicket>;

export const ZSupportTicketCreated = lazySchema(() =>
  z.object({
    id: z.string(),
    created_at: z.string(),
    has_attachment: z.boolean(),
    /** The reply comes by e-mail within this many hours (spec part 2 §9.6). */
    reply_within_hours: z.object({ min: z.number(), max: z.number() }),
  }),
);
export type SupportTicketCreated = z.infer<typeof ZSupportTicketCreated>;
