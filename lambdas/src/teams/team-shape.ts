import type { EntityItem } from 'electrodb';
import { ZTeamMember, type Team, type TeamMember } from '@shared/teams/types';
import type { TeamEntity } from '../db/entities/team';

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
