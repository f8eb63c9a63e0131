import type { EntityItem } from 'electrodb';
import { emailKey, normalizeEmail, personStoreKey } from '@shared/accounts/email';
import { DomainError } from '@shared/errors';
import {
  newPersonalCreditBalance,
  newTeamCreditBalance,
  refreshCreditBalance,
  type CreditBalance,
  type CreditBalanceMovement,
} from '@shared/credits';
import { WRITE_RETRY_ATTEMPTS } from '@shared/constants/limits';
import { formatTimestamp } from '@shared/time/zoned';
import { db } from '../db/service';
import type { CreditBalanceEntity } from '../db/entities/quota';
import { transactWrite } from '../db/transact';
import { RACE_LOST, retryOnRace } from '../common/conditional';

export type CreditBalanceItem = EntityItem<typeof CreditBalanceEntity>;

/** Personal quotas are keyed by the e-mail key, team quotas by the team id (spec part 2 §3). */
export const personalCreditBalanceKey = (email: string) => `user:${emailKey(email)}`;
export const teamCreditBalanceKey = (teamId: string) => `team:${teamId}`;

/** The owner of a quota, for its default state: a person, or a team and its owner. */
export type CreditBalanceOwner =
  { kind: 'personal'; email: string } | { kind: 'team'; teamId: string; ownerEmail: string };

/** The person a quota's movements are recorded for: the person, or the team's owner. */
export function ownerEmailOf(owner: CreditBalanceOwner): string {
  return owner.kind === 'personal' ? owner.email : owner.ownerEmail;
}

export function creditBalanceKeyOf(owner: CreditBalanceOwner): string {
  return owner.kind === 'personal' ? personalCreditBalanceKey(owner.email) : teamCreditBalanceKey(owner.teamId);
}

export function toDomainCreditBalance(q: CreditBalanceItem): CreditBalance {
  return {
    quota_used: q.quota_used ?? 0,
    quota_remaining: q.quota_remaining ?? 0,
    quota_total: q.quota_total ?? 0,
    default_quota_total: q.default_quota_total ?? 0,
    advanced_quota_total: q.advanced_quota_total ?? 0,
    unlimited: q.unlimited ?? false,
    plan: q.plan ?? 'free',
    expired_at: q.expired_at ?? null,
    free_monthly_reset_at: q.free_monthly_reset_at ?? null,
    creator: q.creator,
    owner: q.owner,
    unsubscribed: q.unsubscribed ?? false,
    created_at: q.created_at,
    updated_at: q.updated_at,
  };
}

/** The stored fields of a domain quota (nulls are left out: ElectroDB removes nothing on set). */
function storedFields(q: CreditBalance) {
  const { expired_at, free_monthly_reset_at, ...rest } = q;
  return {
    ...rest,
    ...(expired_at ? { expired_at } : {}),
    ...(free_monthly_reset_at ? { free_monthly_reset_at } : {}),
  };
}

async function readCreditBalance(key: string): Promise<CreditBalanceItem | null> {
  const { data } = await db().entities.quota.get({ key }).go({ consistent: true });
  return data;
}

/**
 * Whether an account of the same person (another spelling of one inbox, personKey) was made before this address's:
 * the free allowance is once per person (docs/abuse.md "Credits"). An address without an account yet (a quota
 * read before the first request) counts any account of the person.
 */
async function earlierAccountOfPerson(email: string): Promise<boolean> {
  const own = emailKey(email);
  const { data } = await db()
    .entities.user.query.byPerson({ personKey: personStoreKey(email) })
    .go({ limit: 5, attributes: ['emailKey'] });
  return data.length > 0 && data[0]?.emailKey !== own;
}

/**
 * The quota as it stands now, for display, without writing anything: the stored one, or the one its first use
 * would create, with a monthly reset or plan expiry that came due applied in memory. The write happens on the next
 * movement (loadCreditBalance) or in the sweep, so a screen that polls never writes.
 */
export async function peekCreditBalance(owner: CreditBalanceOwner, now: Date): Promise<CreditBalanceItem> {
  const key = creditBalanceKeyOf(owner);
  const stored = await readCreditBalance(key);
  const domain = stored ? toDomainCreditBalance(stored) : await firstCreditBalance(owner, now);
  return {
    ...(stored ?? { key, version: 0 }),
    ...storedFields(refreshCreditBalance(domain, now)),
  } as CreditBalanceItem;
}

/** The quota an owner's first use stores: 5 free credits for a person (once per person), 0 for a team. */
async function firstCreditBalance(owner: CreditBalanceOwner, now: Date): Promise<CreditBalance> {
  return owner.kind === 'personal'
    ? newPersonalCreditBalance(owner.email, now, { samePersonExists: await earlierAccountOfPerson(owner.email) })
    : newTeamCreditBalance(owner.ownerEmail, now);
}

/** The stored quota, created on first use: 5 free credits for a person, 0 for a team (spec part 2 §9.1). */
async function readOrCreate(owner: CreditBalanceOwner, now: Date): Promise<CreditBalanceItem> {
  const key = creditBalanceKeyOf(owner);
  const existing = await readCreditBalance(key);
  if (existing) return existing;
  const fresh = await firstCreditBalance(owner, now);
  try {
    await db()
      .entities.quota.create({ key, ...storedFields(fresh), version: 0 })
      .go();
  } catch {
    // A concurrent first use created it: read theirs.
  }
  const created = await readCreditBalance(key);
  if (!created) throw new DomainError('QUOTA_CREATE_FAILED');
  return created;
}

export interface Movement {
  credits: number;
  type: CreditBalanceMovement;
  email: string;
  teamId?: string;
  scope: 'personal' | 'team' | 'owner';
  variables?: Record<string, string>;
}

export type ChangeOutcome = { applied: true; quota: CreditBalanceItem } | { applied: false; quota: CreditBalanceItem };

/**
 * Apply one business event to a quota exactly once: `change` computes the new state from the current one (or
 * null when the event changes nothing), and the new state is written conditional on the version read, together
 * with the history row keyed by `eventId`. A concurrent write makes it compute again on the fresh state; an
 * event already recorded (a retry, a replayed webhook) changes nothing. `change` also sees the stored item (its
 * Stripe references); a change without a movement writes no history row.
 */
export async function changeCreditBalance(
  owner: CreditBalanceOwner,
  eventId: string,
  change: (
    q: CreditBalance,
    stored: CreditBalanceItem,
  ) => {
    quota: CreditBalance;
    movement: Movement | null;
    set?: Partial<
      Pick<
        CreditBalanceItem,
        'stripe_customer_id' | 'stripe_subscription_id' | 'stripe_subscription_event_at' | 'unsubscribed_at'
      >
    >;
  } | null,
  now: Date,
): Promise<ChangeOutcome> {
  return retryOnRace(
    async () => {
      const current = await readOrCreate(owner, now);
      const done = await db().entities.quotaHistory.get({ eventId }).go({ consistent: true });
      if (done.data) return { applied: false, quota: current };
      const next = change(toDomainCreditBalance(current), current);
      if (!next) return { applied: false, quota: current };
      const { quota, movement } = next;
      const outcome = await transactWrite(() =>
        db()
          .transaction.write(({ quota: qe, quotaHistory }) => [
            qe
              .patch({ key: current.key })
              .set({ ...storedFields(quota), ...(next.set ?? {}), updated_at: now.toISOString() })
              .add({ version: 1 })
              .where((a, op) => op.eq(a.version, current.version ?? 0))
              .commit(),
            // No movement: only bookkeeping changed (the time of a Stripe change that left the plan as it was).
            ...(movement ? [quotaHistory.create(historyRow(eventId, current.key, movement, quota, now)).commit()] : []),
          ])
          .go(),
      );
      return outcome === 'written'
        ? { applied: true, quota: (await readCreditBalance(current.key)) ?? current }
        : RACE_LOST;
    },
    // Many respondents completing at once, grants and webhooks all change one quota: more attempts than an ordinary edit.
    { attempts: WRITE_RETRY_ATTEMPTS * 4 + 1 },
  );
}

export function historyRow(
  eventId: string,
  creditBalanceKey: string,
  m: Movement,
  after: Pick<CreditBalance, 'unlimited' | 'quota_remaining'>,
  now: Date,
) {
  return {
    eventId,
    quotaKey: creditBalanceKey,
    email: normalizeEmail(m.email),
    ...(m.teamId ? { teamId: m.teamId } : {}),
    credits: m.credits,
    credits_remaining: after.unlimited ? 'Unlimited' : String(after.quota_remaining),
    type: m.type,
    scope: m.scope,
    variables: m.variables ?? {},
    created_at: formatTimestamp(now),
  };
}

/**
 * A quota brought up to date before it is read or spent: an expired plan goes back to free and the free
 * credits reset monthly (spec part 2 §4), each recorded once under an event named by the date it happened on.
 */
export async function loadCreditBalance(owner: CreditBalanceOwner, now: Date): Promise<CreditBalanceItem> {
  const item = await readOrCreate(owner, now);
  const before = toDomainCreditBalance(item);
  const after = refreshCreditBalance(before, now);
  if (after === before) return item;
  const expired = before.plan !== after.plan;
  const eventId = expired
    ? `expiry#${item.key}#${before.expired_at}`
    : `reset#${item.key}#${before.free_monthly_reset_at}`;
  const outcome = await changeCreditBalance(
    owner,
    eventId,
    (q) => {
      const fresh = refreshCreditBalance(q, now);
      if (fresh === q) return null;
      return {
        quota: fresh,
        movement: {
          credits: fresh.quota_remaining - q.quota_remaining,
          type: expired ? 'expiry' : 'reset',
          email: q.owner,
          scope: owner.kind === 'team' ? 'team' : 'personal',
          ...(owner.kind === 'team' ? { teamId: owner.teamId } : {}),
        },
      };
    },
    now,
  );
  return outcome.quota;
}

/** The entities a write transaction callback receives. */
export type TxEntities = Parameters<Parameters<ReturnType<typeof db>['transaction']['write']>[0]>[0];

/**
 * One credit out of a stored quota, as transaction items: an ADD conditional on the credit still being there (or
 * the quota still unlimited), so concurrent spends never take the same credit, and the withdrawal's history row
 * under `eventId`, created only if absent. `also` adds to other counters in the same write (a released held result).
 */
export function spendOneCredit(
  { quota, quotaHistory }: Pick<TxEntities, 'quota' | 'quotaHistory'>,
  q: CreditBalanceItem,
  eventId: string,
  movement: Omit<Movement, 'credits' | 'type'>,
  now: Date,
  also: { held_count?: number } = {},
): never[] {
  const unlimited = q.unlimited ?? false;
  const after = { unlimited, quota_remaining: (q.quota_remaining ?? 0) - (unlimited ? 0 : 1) };
  return <never[]>[
    quota
      .patch({ key: q.key })
      .add({ quota_used: 1, ...(unlimited ? {} : { quota_remaining: -1 }), ...also, version: 1 })
      .set({ updated_at: now.toISOString() })
      .where((a, op) =>
        unlimited ? op.eq(a.unlimited, true) : `${op.eq(a.unlimited, false)} AND ${op.gte(a.quota_remaining, 1)}`,
      )
      .commit(),
    quotaHistory
      .create(historyRow(eventId, q.key, { ...movement, credits: -1, type: 'withdraw' }, after, now))
      .commit(),
  ];
}

/** A person's latest quota movements, newest first. */
export async function latestMovementsOf(owner: CreditBalanceOwner, limit: number) {
  const { data } = await db()
    .entities.quotaHistory.query.byQuota({ quotaKey: creditBalanceKeyOf(owner) })
    .go({ order: 'desc', limit });
  return data;
}

/** Whether a movement was recorded under a business event (its credits landed). */
export async function movementRecorded(eventId: string): Promise<boolean> {
  const { data } = await db().entities.quotaHistory.get({ eventId }).go({ consistent: true });
  return !!data;
}

/** A stored quota by its key, read consistently (null when none). */
export async function loadCreditBalanceByKey(key: string): Promise<CreditBalanceItem | null> {
  const { data } = await db().entities.quota.get({ key }).go({ consistent: true });
  return data ?? null;
}

/** A stored quota by its key, without waiting for the latest write (null when none). */
export async function peekStoredCreditBalance(key: string): Promise<CreditBalanceItem | null> {
  const { data } = await db().entities.quota.get({ key }).go();
  return data ?? null;
}
