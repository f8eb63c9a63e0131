import { contextRouter } from '../http/context-router';
import { listMyTeams } from './api/list-my-teams';
import { createTeam } from './api/create-team';
import { getTeam } from './api/get-team';
import { updateTeam } from './api/update-team';
import { deleteTeam } from './api/delete-team';
import { addTeamMember, changeTeamRole, removeTeamMember } from './api/members';
import { switchTeam } from './api/switch-team';
import { acceptTeamInvitation, declineTeamInvitation } from './api/invitations';
import { acceptTeamOwnership, offerTeamOwnership } from './api/ownership';

export const handler = contextRouter('teams', {
  listMyTeams,
  createTeam,
  getTeam,
  updateTeam,
  deleteTeam,
  addTeamMember,
  changeTeamRole,
  removeTeamMember,
  switchTeam,
  acceptTeamInvitation,
  declineTeamInvitation,
  offerTeamOwnership,
  acceptTeamOwnership,
});
