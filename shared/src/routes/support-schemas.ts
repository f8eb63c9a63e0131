import * as z from 'zod';
import { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES } from '../constants/limits';
import { ZSupportMessage, checkSupportAttachment } from '../support/ticket';
import { lazySchema } from './lazy-schema';

/** A presigned upload for a support attachment: .png, .jpg or .jpeg of at most 2 MB (spec part 1 §5). */
export const ZSupportUploadRequest = lazySchema(() =>
  z
    .object({
      fileName: z
        .string()
        .min(1)
        .max(200)
        .refine((name) => checkSupportAttachment(name) === null, { error: 'SUPPORT_ATTACHMENT_TYPE' }),
      mime: z.enum(IMAGE_MIME_TYPES, { error: 'SUPPORT_ATTACHMENT_TYPE' }),
      size: z
        .number()
        .int()
        .min(1, { error: 'VALIDATION_FAILED' })
        .max(IMAGE_MAX_BYTES, { error: 'FILE_UPLOAD_FAILED' }),
    })
    .strict(),
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
  z
    .object({
      requestId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
      message: ZSupportMessage,
      attachmentKey: z.string().max(400).optional(),
    })
    .strict(),
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
