import type { EntityItem } from 'electrodb';
import { ZTeamMember, type Team, type TeamMember } from '@shared/teams/types';
import { entityBuilder } from '../entity';

/**
 * A workspace (spec part 1 §3 Team). Every user has one personal team. A shared team holds its members
 * here; each change of members is a conditional write on `updatedAt`, so two admins acting at once are
 * serialised and the shared rules (one admin at least) hold on the record that lands.
 */
export const buildTeamEntity = entityBuilder({
  model: { entity: 'team', version: '1', service: 'culturefit' },
  attributes: {
    teamId: { type: 'string', required: true },
    name: { type: 'string', default: '' },
    companyName: { type: 'string', default: '' },
    personal: { type: 'boolean', required: true },
    color: { type: 'string', default: '#1B1C1E' },
    companyLogoUrl: { type: 'string', default: '' },
    /** Uploaded logo object key in the uploads bucket; addresses are signed when read. */
    logoKey: { type: 'string', default: '' },
    /** Team members (shared/src/teams/types ZTeamMember); empty for a personal team. */
    members: { type: 'any', default: [] },
    member_emails: { type: 'list', items: { type: 'string' }, default: [] },
    typeOfOrg: { type: 'string', default: '' },
    creator: { type: 'string', required: true },
    owner: { type: 'string', required: true },
    /** The member the owner offered the team to; ownership moves only when they accept ('' when none). */
    pendingOwner: { type: 'string', default: '' },
    deleted: { type: 'boolean', default: false },
    createdAt: { type: 'string', required: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['teamId'] }, sk: { field: 'sk', composite: [] } },
  },
});
/** The Entity `db()` builds from this on first use (its type; nothing is built at import). */
export declare const TeamEntity: ReturnType<typeof buildTeamEntity>;

export type TeamItem = EntityItem<typeof TeamEntity>;

/** The record as the shared team rules see it. */
export function domainTeam(t: TeamItem): Team {
  const members: TeamMember[] = Array.isArray(t.members)
    ? (t.members as unknown[]).map((m) => ZTeamMember.parse(m))
    : [];
  return {
    id: t.teamId,
    name: t.name ?? '',
    companyName: t.companyName ?? '',
    personal: t.personal,
    color: t.color ?? '#1B1C1E',
    companyLogoUrl: '',
    typeOfOrg: t.typeOfOrg ?? '',
    coreValues: [],
    missionAndVision: '',
    members,
    member_emails: members.map((m) => m.email),
    creator: t.creator,
    owner: t.owner,
    pendingOwner: t.pendingOwner ?? '',
    deleted: t.deleted ?? false,
  };
}
