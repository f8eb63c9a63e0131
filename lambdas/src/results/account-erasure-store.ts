import type { AssessmentItem } from '../assessments';
import type { RespondentItem } from '../db/entities/candidate';
import type { TeamItem } from '../db/entities/team';
import { db } from '../db/service';
import { loadTeam, mutateTeam } from '../teams';

/** The shared teams an account belongs to (its membership index), with each team's record when it still exists. */
export async function accountTeams(emailKey: string): Promise<{ teamId: string; team: TeamItem | null }[]> {
  const { data } = await db().entities.membership.query.byMember({ emailKey }).go({ pages: 'all' });
  return Promise.all(data.map(async (m) => ({ teamId: m.teamId, team: await loadTeam(m.teamId) })));
}

/** Every assessment an account created, deleted ones included (their respondents are still stored). */
export async function assessmentsOf(email: string): Promise<AssessmentItem[]> {
  const { data } = await db().entities.template.query.byCreator({ creator: email }).go({ pages: 'all' });
  return data;
}

/** Every respondent of an assessment. */
export async function respondentsOf(formId: string): Promise<RespondentItem[]> {
  const { data } = await db().entities.candidate.query.byTemplate({ form_id: formId }).go({ pages: 'all' });
  return data;
}

/** An assessment's record removed for good (its respondents are gone first). */
export async function deleteAssessmentRecord(id: string): Promise<void> {
  await db().entities.template.delete({ id }).go();
}

/** A team only this account is in: its record and the account's membership go. */
export async function deleteTeamAlone(teamId: string, emailKey: string): Promise<void> {
  await db().entities.team.delete({ teamId }).go();
  await db().entities.membership.delete({ emailKey, teamId }).go();
}

/** The account leaves a team others remain in (the team's write removes the membership in the same transaction). */
export async function leaveTeam(teamId: string, email: string, now: Date): Promise<void> {
  await mutateTeam(
    teamId,
    (t) => ({
      ...t,
      members: t.members.filter((m) => m.email !== email),
      member_emails: t.member_emails.filter((e) => e !== email),
    }),
    now,
  );
}
