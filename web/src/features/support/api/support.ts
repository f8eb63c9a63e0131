import type { Locale } from '@shared/i18n/locale';
import type { SupportTicketCreated } from '@shared/routes';
import { api, ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/i18n/use-t';

/** A message for support, with an optional image; `requestId` is kept until it succeeds, so resending never duplicates. */
export interface SupportSend {
  requestId: string;
  message: string;
  file?: File | null;
}

/** Uploads the image (if any) under the spec's key, then sends the ticket; each failure carries its catalogue code. */
export async function sendSupportMessage({ requestId, message, file }: SupportSend): Promise<SupportTicketCreated> {
  let attachmentKey: string | undefined;
  if (file) {
    const mime = file.type === 'image/png' ? 'image/png' : 'image/jpeg';
    const upload = await api('createSupportUpload', { body: { fileName: file.name, mime, size: file.size } });
    let put: Response;
    try {
      put = await fetch(upload.uploadUrl, { method: 'PUT', headers: upload.headers, body: file });
    } catch {
      throw new ApiError(0, 'NETWORK_ERROR', '');
    }
    if (!put.ok) throw new ApiError(put.status, 'FILE_UPLOAD_FAILED', '');
    attachmentKey = upload.key;
  }
  return api('createSupportTicket', { body: { requestId, message, ...(attachmentKey ? { attachmentKey } : {}) } });
}

/**
 * What a failed send reads (spec part 2 §8 "Support and chat"): a network error, 'Permission denied. Please contact
 * support.' on 403, the upload and attachment messages as they are, otherwise 'Failed to submit: {reason}'.
 */
export function supportErrorText(error: unknown, locale: Locale): string {
  if (!(error instanceof ApiError))
    return errorText('SUPPORT_SUBMIT_FAILED', locale, { reason: errorText('INTERNAL', locale) });
  if (error.code === 'NETWORK_ERROR' || error.status === 0) return errorText('NETWORK_ERROR', locale);
  if (error.status === 403) return errorText('PERMISSION_DENIED_CONTACT_SUPPORT', locale);
  if (
    [
      'FILE_UPLOAD_FAILED',
      'FILE_LOAD_FAILED',
      'SUPPORT_ATTACHMENT_TYPE',
      'SUPPORT_EMAIL_REQUIRED',
      'SUPPORT_MESSAGE_REQUIRED',
    ].includes(error.code)
  ) {
    return error.message || errorText(error.code, locale);
  }
  return errorText('SUPPORT_SUBMIT_FAILED', locale, { reason: error.message || errorText(error.code, locale) });
}

export function newRequestId(): string {
  return crypto.randomUUID().replace(/-/g, '');
}
