import { DomainError } from '@shared/errors';
import type { UserItem } from '../accounts';
import { anonymiseAccountMoney } from '../credits';
import { eraseRespondentRecord } from './erase-respondent';
import {
  accountTeams,
  assessmentsOf,
  deleteAssessmentRecord,
  deleteTeamAlone,
  leaveTeam,
  respondentsOf,
} from './account-erasure-store';

/**
 * What deleting an account removes outside the accounts context (docs/privacy.md "Deleting an account"). It refuses
 * first, before anything is removed, while the account owns a shared team that has other members: the owner must
 * transfer it. Then every assessment the account created goes with each respondent through the employer's erase
 * path (counts, aggregates, share links, analyses, credit history), the teams only this account is in are deleted,
 * the account leaves the others, and the money records are anonymised. Each step reads what is left, so a second
 * call after a partial failure finishes the job.
 */
export async function eraseAccountWork(user: UserItem, now: Date): Promise<void> {
  const teams = await accountTeams(user.emailKey);
  for (const t of teams)
    if (
      t.team &&
      !t.team.deleted &&
      t.team.owner === user.email &&
      (t.team.member_emails ?? []).some((e) => e !== user.email)
    )
      throw new DomainError('ACCOUNT_OWNS_SHARED_TEAM');

  for (const assessment of await assessmentsOf(user.email)) {
    for (const respondent of await respondentsOf(assessment.id))
      await eraseRespondentRecord({ assessment, respondent, reason: 'account_deleted', actor: user.sub, now });
    await deleteAssessmentRecord(assessment.id);
  }

  for (const t of teams) {
    if (!t.team || t.team.deleted || (t.team.member_emails ?? []).every((e) => e === user.email))
      await deleteTeamAlone(t.teamId, user.emailKey);
    else await leaveTeam(t.teamId, user.email, now);
  }
  await anonymiseAccountMoney(user);
}
