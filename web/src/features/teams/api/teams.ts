import { mutate } from 'swr';
import type { z } from 'zod';
import type { Profile, TeamDetail, ZCreateTeam, ZTeamRole } from '@shared/routes';
import { api, apiKey } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';
import { sessionFromProfile, writeSession } from '../../../lib/session';
import { meKey } from '../../accounts';

export const myTeamsKey = apiKey('listMyTeams', {});

export function useMyTeams(enabled = true) {
  return useApi('listMyTeams', enabled ? {} : null);
}

export function useTeam(teamId: string | null) {
  return useApi('getTeam', teamId ? { params: { teamId } } : null);
}

async function refreshTeam(team: TeamDetail): Promise<TeamDetail> {
  await Promise.all([
    mutate(apiKey('getTeam', { params: { teamId: team.id } }), team, { revalidate: false }),
    mutate(myTeamsKey),
  ]);
  return team;
}

export async function createTeam(body: z.input<typeof ZCreateTeam>): Promise<TeamDetail> {
  return refreshTeam(await api('createTeam', { body }));
}

export async function updateTeam(teamId: string, body: z.input<typeof ZCreateTeam>): Promise<TeamDetail> {
  const team = await refreshTeam(await api('updateTeam', { params: { teamId }, body }));
  await mutate(meKey);
  return team;
}

export async function addTeamMember(
  teamId: string,
  email: string,
  role: z.infer<typeof ZTeamRole>,
): Promise<TeamDetail> {
  return refreshTeam(await api('addTeamMember', { params: { teamId }, body: { email, role } }));
}

export async function changeTeamRole(
  teamId: string,
  email: string,
  role: z.infer<typeof ZTeamRole>,
): Promise<TeamDetail> {
  return refreshTeam(await api('changeTeamRole', { params: { teamId, email }, body: { role } }));
}

export async function removeTeamMember(teamId: string, email: string, confirm: boolean): Promise<void> {
  await api('removeTeamMember', { params: { teamId, email }, query: confirm ? { confirm: 'true' } : {} });
  await Promise.all([mutate(apiKey('getTeam', { params: { teamId } })), mutate(myTeamsKey), mutate(meKey)]);
}

/** The invited person accepts (spec part 1 §5): only now a member, the team appears among their teams. */
export async function acceptTeamInvitation(teamId: string): Promise<TeamDetail> {
  return refreshTeam(await api('acceptTeamInvitation', { params: { teamId } }));
}

export async function declineTeamInvitation(teamId: string): Promise<void> {
  await api('declineTeamInvitation', { params: { teamId } });
  await mutate(myTeamsKey);
}

/** The owner offers the team to another active member; nothing changes until they accept. */
export async function offerTeamOwnership(teamId: string, email: string): Promise<TeamDetail> {
  return refreshTeam(await api('offerTeamOwnership', { params: { teamId }, body: { email } }));
}

export async function acceptTeamOwnership(teamId: string): Promise<TeamDetail> {
  return refreshTeam(await api('acceptTeamOwnership', { params: { teamId } }));
}

export async function deleteTeam(teamId: string): Promise<void> {
  await api('deleteTeam', { params: { teamId } });
  await Promise.all([mutate(myTeamsKey), mutate(meKey)]);
}

/**
 * Switch workspace (spec part 1 §4); the caller stays or goes to /assessments. What the page shows is read again for
 * the new workspace in place: every cached read but the profile (the one the server just answered) is dropped and
 * asked again, so the screen shows at once with its data loading. Reloading the document instead took seconds:
 * the whole app was downloaded, started and signed in again before anything showed.
 */
export async function switchTeam(teamId: string): Promise<Profile> {
  const profile = await api('switchTeam', { body: { teamId } });
  writeSession(sessionFromProfile(profile));
  await mutate(meKey, profile, { revalidate: false });
  void mutate((key) => key !== meKey, undefined, { revalidate: true });
  return profile;
}
