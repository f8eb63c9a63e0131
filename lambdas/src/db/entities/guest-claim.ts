import { Entity } from '../entity';

/**
 * A verified guest's data waiting for its new account (spec part 1 §4, §5 "Guest verification"): written
 * when the PIN is confirmed, keyed by the verified address; the new account's first request moves the
 * guest's assessments, teams and profile to it and deletes this record last, so an interrupted move resumes.
 */
export const GuestClaimEntity = new Entity({
  model: { entity: 'guestClaim', version: '1', service: 'culturefit' },
  attributes: {
    emailKey: { type: 'string', required: true },
    guestEmail: { type: 'string', required: true },
    guestSub: { type: 'string', required: true },
    createdAt: { type: 'string', required: true },
  },
  indexes: {
    byEmail: { pk: { field: 'pk', composite: ['emailKey'] }, sk: { field: 'sk', composite: [] } },
  },
});
