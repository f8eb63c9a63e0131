import { checkInvitationCredits, pickCreditSource } from '@shared/credits';
import { isActiveMember } from '@shared/teams/members';
import { domainTeam, loadPayingTeam } from './payer-store';
import { isPersonalTeamId } from '../accounts';
import {
  loadCreditBalance as loadStoredQuota,
  peekCreditBalance,
  ownerEmailOf,
  creditBalanceKeyOf,
  spendOneCredit,
  toDomainCreditBalance,
  type CreditBalanceItem,
  type CreditBalanceOwner,
  type TxEntities,
} from './credit-balance-store';

/**
 * Who pays for a completion (spec part 1 §6, part 2 §6): an assessment in a personal workspace is paid by its
 * owner's quota; a team's by the team quota first, then the team owner's. When none can pay, the result is
 * held on the owner's quota (held-results.ts) and released as credits arrive. Someone who is not a member of
 * the team is never charged: the owner's quota pays only while the owner is an active member (the team rules
 * keep it so; a record from before they did may name a removed owner), otherwise the result waits on the team quota.
 */
export interface CompletionPayer {
  teamId: string;
  sources: { owner: CreditBalanceOwner; scope: 'personal' | 'team' | 'owner'; quota: CreditBalanceItem }[];
  /** The quota a held result waits on: the person who can add credits. */
  holder: CreditBalanceOwner;
}

export async function completionPayer(
  assessment: { team_id: string; creator: string },
  now: Date,
  loadCreditBalance: (owner: CreditBalanceOwner, now: Date) => Promise<CreditBalanceItem> = loadStoredQuota,
): Promise<CompletionPayer> {
  // A personal workspace's assessments are its owner's own: no team to read (this runs on every poll and finish).
  const team = isPersonalTeamId(assessment.team_id) ? null : await loadPayingTeam(assessment.team_id);
  if (!team || team.personal) {
    const owner: CreditBalanceOwner = { kind: 'personal', email: team?.owner ?? assessment.creator };
    return {
      teamId: assessment.team_id,
      sources: [{ owner, scope: 'personal', quota: await loadCreditBalance(owner, now) }],
      holder: owner,
    };
  }
  const teamOwner: CreditBalanceOwner = { kind: 'team', teamId: team.teamId, ownerEmail: team.owner };
  if (!isActiveMember(domainTeam(team), team.owner)) {
    return {
      teamId: team.teamId,
      sources: [{ owner: teamOwner, scope: 'team', quota: await loadCreditBalance(teamOwner, now) }],
      holder: teamOwner,
    };
  }
  const person: CreditBalanceOwner = { kind: 'personal', email: team.owner };
  const [teamQuota, ownerQuota] = await Promise.all([
    loadCreditBalance(teamOwner, now),
    loadCreditBalance(person, now),
  ]);
  return {
    teamId: team.teamId,
    sources: [
      { owner: teamOwner, scope: 'team', quota: teamQuota },
      { owner: person, scope: 'owner', quota: ownerQuota },
    ],
    holder: person,
  };
}

/**
 * When the sweep looks at a held result again: the holder's next free monthly reset, when the free allowance comes
 * back without any other movement (credits bought or given release at once, ledger.ts); otherwise a day later.
 */
export function heldDue(holderCreditBalance: CreditBalanceItem, now: Date): { sweep_shard: 'held'; sweep_due: string } {
  const reset = holderCreditBalance.free_monthly_reset_at;
  const dayLater = new Date(now.getTime() + 24 * 3600 * 1000).toISOString();
  return { sweep_shard: 'held', sweep_due: reset && reset > now.toISOString() ? reset : dayLater };
}

/** The completion event a credit is recorded under: one per attempt (a cleared and retaken test is a new completion). */
export function completionEventId(c: { form_id: string; emailKey: string; attempts?: unknown }): string {
  const attempt = Array.isArray(c.attempts) ? c.attempts.length : 0;
  return `completion#${c.form_id}#${c.emailKey}#${attempt}`;
}

/** Transaction items of differing entities; ElectroDB only types each one. */
type CreditItems = (entities: TxEntities) => never[];

/**
 * The transaction items that pay for a completion: one credit from the first source that has one (an ADD
 * conditional on the credit still being there, so concurrent completions never spend a credit twice), with
 * its history row; or, when none has a credit, the held-result item and the holder's count. Returns whether
 * the result is held, for the respondent record.
 */
export function completionCreditItems(
  payer: CompletionPayer,
  respondent: { form_id: string; emailKey: string; email: string; attempts?: unknown },
  now: Date,
): { held: boolean; items: CreditItems } {
  const eventId = completionEventId(respondent);
  const at = now.toISOString();
  const source = payingSource(payer);
  const variables = { form_id: respondent.form_id, respondent: respondent.email };
  if (!source) {
    const holderKey = creditBalanceKeyOf(payer.holder);
    return {
      held: true,
      items: ({ heldResult, quota }: TxEntities) =>
        <never[]>[
          heldResult
            .create({
              quotaKey: holderKey,
              finished_at: at,
              form_id: respondent.form_id,
              emailKey: respondent.emailKey,
              eventId,
              teamId: payer.teamId,
              ...heldDue(payer.sources[payer.sources.length - 1]!.quota, now),
            })
            .commit(),
          quota.patch({ key: holderKey }).add({ held_count: 1, version: 1 }).set({ updated_at: at }).commit(),
        ],
    };
  }
  return {
    held: false,
    items: (tx: TxEntities) =>
      spendOneCredit(
        tx,
        source.quota,
        eventId,
        { email: ownerEmailOf(source.owner), teamId: payer.teamId, scope: source.scope, variables },
        now,
      ),
  };
}

/**
 * The source that pays, by the shared rule (`pickCreditSource`, spec part 1 §6: team quota first, then the owner's;
 * a personal workspace its own), among the sources this payer has; null when none has a credit.
 */
function payingSource(payer: CompletionPayer): CompletionPayer['sources'][number] | null {
  const balances = Object.fromEntries(payer.sources.map((s) => [s.scope, toDomainCreditBalance(s.quota)]));
  const scope = pickCreditSource(balances, payer.sources[0]?.scope !== 'personal');
  return payer.sources.find((s) => s.scope === scope) ?? null;
}

/**
 * Invitations need available credits (spec part 2 §5): one credit the completion could be paid with, from the
 * same sources in the same order; otherwise 'No credits remaining, refer a friend to earn more'.
 */
export async function assertCanPayForCompletion(
  assessment: { team_id: string; creator: string },
  now: Date,
): Promise<void> {
  // A check before anything is sent: it reads, so a refusal writes nothing.
  const payer = await completionPayer(assessment, now, peekCreditBalance);
  const creditBalances = Object.fromEntries(payer.sources.map((s) => [s.scope, toDomainCreditBalance(s.quota)]));
  checkInvitationCredits(creditBalances, payer.sources[0]?.scope !== 'personal');
}
