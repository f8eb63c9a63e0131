import { ZTeam } from '@shared/teams/types';
import type { TeamDetail } from '@shared/routes';
import { publishLogo, type UserItem } from '../accounts';
import { newId } from '../common/ids';
import { createTeamWithMember, loadTeam, toTeamDetail } from './repo';

/** Create a team (spec part 1 §5): the creator is its owner and first admin; it stays until an admin deletes it. */
export async function createSharedTeam(options: {
  user: UserItem;
  name: string;
  companyName: string;
  color: string;
  logoKey: string;
  now: Date;
}): Promise<TeamDetail> {
  const { user, now } = options;
  const logoKey = await publishLogo(options.logoKey, user.sub);
  const at = now.toISOString();
  const teamId = `team-${newId()}`;
  // The shared record schema checks the invariants (one admin at least, no duplicate member).
  const team = ZTeam.parse({
    id: teamId,
    name: options.name,
    companyName: options.companyName,
    color: options.color,
    members: [
      {
        email: user.email,
        role: 'admin',
        owner: true,
        active: true,
        created_at: at,
        invited: false,
        sendmail: false,
      },
    ],
    member_emails: [user.email],
    creator: user.email,
    owner: user.email,
  });
  await createTeamWithMember({ ...team, logoKey, createdAt: at });
  const created = await loadTeam(teamId);
  if (!created) throw new Error('team missing after creation');
  return toTeamDetail(created, user.email, user.teamId);
}
