import { normalizeEmail } from '../accounts/email';
import { isActiveMember } from '../teams/members';
import type { Team } from '../teams/types';
import type { Actor, Assessment } from './types';

/**
 * Template permissions (spec part 1 §5, §6). Pure: used by handlers (the authority) and by the
 * web app to hide actions.
 */

type Owned = Pick<Assessment, 'creator' | 'deleted'>;
type Placed = Owned & Pick<Assessment, 'team_id' | 'scope' | 'original_team_id' | 'transferred_at'>;
type TeamRef = Pick<Team, 'id' | 'personal' | 'deleted' | 'members'>;

const isCreator = (actor: Actor, t: Owned) => normalizeEmail(t.creator) === normalizeEmail(actor.email);

/**
 * Which templates the actor sees in the current workspace (spec part 1 §6): in their personal
 * team, their personal templates plus those they created that were transferred elsewhere; in a
 * team, the team's shared templates plus personal-scope ones they created there. Deleted never.
 */
export function isAssessmentVisible(actor: Actor, t: Placed): boolean {
  if (t.deleted) return false;
  if (actor.currentTeamId === actor.personalTeamId) {
    // Only the owner works in a personal team, so all of it is theirs.
    if (t.team_id === actor.personalTeamId) return true;
    return isCreator(actor, t) && t.original_team_id === actor.personalTeamId;
  }
  return t.team_id === actor.currentTeamId && (t.scope === 'shared' || isCreator(actor, t));
}

/** Edit and delete only for the creator (else 'Forbidden'). */
export function canEdit(actor: Actor, t: Owned): boolean {
  return !t.deleted && isCreator(actor, t);
}
export const canDelete = canEdit;

/** Only the creator may transfer (share) a template to a team. */
export function canTransfer(actor: Actor, t: Owned): boolean {
  return canEdit(actor, t);
}

/** Unshare only for the creator, on shared, transferred templates. */
export function canUnshare(actor: Actor, t: Placed): boolean {
  return canEdit(actor, t) && t.scope === 'shared' && !!t.transferred_at;
}

/**
 * Clone allowed only for active members of the team holding the template (spec part 1 §5); the
 * template list shows Duplicate to everyone who can see it, which is the same set. A template in
 * the actor's own personal team is always theirs to copy.
 */
export function canClone(actor: Actor, t: Placed, team: TeamRef | null | undefined): boolean {
  if (t.deleted) return false;
  if (t.team_id === actor.personalTeamId) return true;
  return !!team && team.id === t.team_id && !team.deleted && isActiveMember(team, actor.email);
}

/**
 * Teams offered for sharing (spec part 1 §5): not personal, not the team holding the template,
 * not its original team; and only teams the actor is an active member of, because transfer
 * requires that.
 */
export function teamsOfferedForSharing<T extends TeamRef>(
  actor: Actor,
  t: Pick<Assessment, 'team_id' | 'original_team_id'>,
  teams: readonly T[],
): T[] {
  return teams.filter(
    (team) =>
      !team.personal &&
      !team.deleted &&
      team.id !== t.team_id &&
      team.id !== t.original_team_id &&
      isActiveMember(team, actor.email),
  );
}

/** Share offered only to the creator, on personal-scope templates, when a non-personal team exists. */
export function canShare(actor: Actor, t: Placed, teams: readonly TeamRef[]): boolean {
  return canTransfer(actor, t) && t.scope === 'personal' && teamsOfferedForSharing(actor, t, teams).length > 0;
}

/** The row menu of My Assessments (spec part 1 §2) as flags. */
export function assessmentActions(
  actor: Actor,
  t: Placed,
  holdingTeam: TeamRef | null | undefined,
  teams: readonly TeamRef[],
) {
  return {
    edit: canEdit(actor, t),
    duplicate: canClone(actor, t, holdingTeam),
    share: canShare(actor, t, teams),
    unshare: canUnshare(actor, t),
    delete: canDelete(actor, t),
  };
}

/** Share dialog (spec part 1 §5): Share and Cancel disabled during transfer; Share needs a team. */
export function shareDialogButtons(state: { selectedTeamId: string | null; transferring: boolean }) {
  return { share: !state.transferring && !!state.selectedTeamId, cancel: !state.transferring };
}
