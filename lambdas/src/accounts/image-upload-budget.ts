import { DomainError } from '@shared/errors';
import { IMAGE_UPLOAD_BUDGETS } from '@shared/accounts/photo';
import { ipScope, reserveBudgets } from '../common/daily-cap';

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
