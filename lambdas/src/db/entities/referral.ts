import { entityBuilder } from '../entity';

/**
 * One referred friend (spec part 1 §3 Referral: invited e-mail, status, credits earned), keyed by the friend's
 * e-mail key: an address is referred once, by whoever invited it first (a second referrer is told 'This email
 * has already been invited'), so a friend's reward can never be claimed by two referrers.
 */
export const buildReferralEntity = entityBuilder({
  model: { entity: 'referral', version: '1', service: 'culturefit' },
  attributes: {
    friendKey: { type: 'string', required: true },
    email: { type: 'string', required: true },
    referrer: { type: 'string', required: true },
    referrerKey: { type: 'string', required: true },
    /** The referrer's workspace when they invited (spec part 2 §5: a team id is required). */
    teamId: { type: 'string', required: true },
    status: { type: ['pending', 'signed_up', 'assessment_created'] as const, required: true },
    /** Spec part 2 §4: referral credits move from pending to earned; the move is the reward's conditional write. */
    credits: { type: ['pending', 'earned'] as const, required: true },
    credits_earned: { type: 'number', default: 0 },
    source: { type: ['invite', 'link'] as const, required: true },
    created_at: { type: 'string', required: true },
    updated_at: { type: 'string', required: true },
    signed_up_at: { type: 'string' },
    earned_at: { type: 'string' },
  },
  indexes: {
    byFriend: { pk: { field: 'pk', composite: ['friendKey'] }, sk: { field: 'sk', composite: [] } },
    /** A referrer's friends, newest last (the tab reads them newest first). */
    byReferrer: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['referrerKey'] },
      sk: { field: 'gsi1sk', composite: ['created_at', 'friendKey'] },
    },
  },
});
/** The Entity `db()` builds from this on first use (its type; nothing is built at import). */
export declare const ReferralEntity: ReturnType<typeof buildReferralEntity>;
