import { entityBuilder } from '../entity';

/**
 * Which shared teams an e-mail belongs to: one item per (member, team), written in the same transaction
 * as the team's member list, so an invited address sees the team when it next signs in (spec part 1 §5).
 * The team record is the truth about roles; this is its index by member.
 */
export const buildMembershipEntity = entityBuilder({
  model: { entity: 'membership', version: '1', service: 'culturefit' },
  attributes: {
    emailKey: { type: 'string', required: true },
    teamId: { type: 'string', required: true },
    created_at: { type: 'string', required: true },
  },
  indexes: {
    byMember: { pk: { field: 'pk', composite: ['emailKey'] }, sk: { field: 'sk', composite: ['teamId'] } },
  },
});
/** The Entity `db()` builds from this on first use (its type; nothing is built at import). */
export declare const MembershipEntity: ReturnType<typeof buildMembershipEntity>;
