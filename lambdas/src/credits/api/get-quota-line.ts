import { defineHandler } from '../../http/handler-factory';
import { creditBalanceLineOf } from '../credit-line';

/**
 * The credit line of the account menu (spec part 1 §2), polled every 5 s (part 2 §4 "Quota watch"): what the
 * current workspace's completions can spend. It only reads.
 */
export const getQuotaLine = defineHandler('getQuotaLine', async ({ now, user }) => creditBalanceLineOf({ user, now }));
