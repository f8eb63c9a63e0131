import { entityBuilder } from '../entity';

/**
 * A user's personal referral code (spec part 2 §9.2: 35 characters), keyed by the owner's e-mail key. The code's
 * own record is a route record (`/l/{code}` → owner, teamId), written in the same transaction, so the pair is
 * created once even when two first requests race.
 */
export const buildReferralLinkEntity = entityBuilder({
  model: { entity: 'referralLink', version: '1', service: 'culturefit' },
  attributes: {
    ownerKey: { type: 'string', required: true },
    code: { type: 'string', required: true },
    created_at: { type: 'string', required: true },
  },
  indexes: {
    byOwner: { pk: { field: 'pk', composite: ['ownerKey'] }, sk: { field: 'sk', composite: [] } },
  },
});
/** The Entity `db()` builds from this on first use (its type; nothing is built at import). */
export declare const ReferralLinkEntity: ReturnType<typeof buildReferralLinkEntity>;
