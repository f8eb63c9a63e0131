import { DomainError } from '@shared/errors';
import { IMAGE_UPLOAD_BUDGETS } from '@shared/accounts/photo';
import { ipScope, reserveBudgets } from '../common/daily-cap';
import { presignUpload } from '../adapters/storage';
import { newId } from '../common/ids';

/**
 * Draws one upload address of a profile photo or a company logo on the day's budgets of the account, the caller's
 * address and the deployment (docs/abuse.md "Uploads"); over any of them, none is given.
 */
export async function reserveImageUpload(options: {
  kind: 'photo' | 'logo';
  emailKey: string;
  sourceIp: string;
  now: Date;
}): Promise<void> {
  const { kind, emailKey, sourceIp, now } = options;
  const b = IMAGE_UPLOAD_BUDGETS;
  const budgets = [
    { scope: `${kind}-upload#acct#${emailKey}`, cap: b.perAccount },
    { scope: ipScope(`${kind}-upload`, sourceIp), cap: b.perIp },
    { scope: `${kind}-upload#all`, cap: b.deployment },
  ];
  if (await reserveBudgets(budgets, 1, now)) throw new DomainError('IMAGE_UPLOAD_DAILY_LIMIT');
}

/**
 * An upload address for one image of the account's (a logo or its profile photo): drawn on the day's budgets, under
 * the account's own prefix (saving checks the key is there), for a JPG or PNG of the size given (the body schema
 * refused others with the catalogue's messages).
 */
export async function presignImageUpload(options: {
  kind: 'photo' | 'logo';
  prefix: string;
  emailKey: string;
  mime: 'image/png' | 'image/jpeg';
  size: number;
  sourceIp: string;
  now: Date;
}): Promise<{ key: string; uploadUrl: string; headers: Record<string, string> }> {
  const { kind, prefix, emailKey, mime, size, sourceIp, now } = options;
  await reserveImageUpload({ kind, emailKey, sourceIp, now });
  const key = `${prefix}${newId()}.${mime === 'image/png' ? 'png' : 'jpg'}`;
  return { key, ...(await presignUpload(key, mime, size)) };
}
