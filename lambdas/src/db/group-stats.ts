import { storedSummaries } from '@shared/sections/by-section';
import type { PublishedDemographics } from '@shared/results/demographic-disclosure';
import type { Counters } from '@shared/results/group-aggregate';
import { ZDemographics, type Demographics } from '@shared/results/fair-use';
import { tableClient, tableName, type TransactWriteItem } from './client';

/**
 * The per-assessment group aggregate (shared/src/results/group-aggregate.ts): one item of counters beside the
 * entities, keyed by the assessment. It is only ever changed by ADD in the same transaction as the respondent
 * change it reflects, so the counters move exactly once per change.
 */
const key = (formId: string) => ({ pk: `groupstats#${formId}`, sk: 'groupstats' });
/** The adverse-impact figures shown, kept on the same item (never touched by the counters' ADDs). */
const PUBLISHED = 'published_demographics';

export function statsUpdateItem(formId: string, delta: Counters): TransactWriteItem | null {
  const entries = Object.entries(delta).filter(([, v]) => v !== 0);
  if (entries.length === 0) return null;
  const names: Record<string, string> = {};
  const values: Record<string, number> = {};
  const parts = entries.map(([name, value], i) => {
    names[`#c${i}`] = name;
    values[`:c${i}`] = value;
    return `#c${i} :c${i}`;
  });
  return {
    Update: {
      TableName: tableName(),
      Key: key(formId),
      UpdateExpression: `ADD ${parts.join(', ')}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

interface TransactionResult {
  canceled: boolean;
  data: { code?: string }[];
}

/**
 * Runs an ElectroDB write transaction with the aggregate's update added to it; answers like ElectroDB's own
 * `go()` (cancelled with reason codes instead of throwing), for `transactWrite`.
 */
export async function goWithStats(
  tx: { params: () => unknown },
  formId: string,
  delta: Counters,
): Promise<TransactionResult> {
  // The data layer builds the document client's input (db/lite/transaction.ts).
  const params = tx.params() as { TransactItems?: TransactWriteItem[] };
  const extra = statsUpdateItem(formId, delta);
  if (extra) params.TransactItems = [...(params.TransactItems ?? []), extra];
  try {
    await tableClient().send('TransactWriteItems', params);
    return { canceled: false, data: [] };
  } catch (error) {
    const e = error as { name?: string; CancellationReasons?: { Code?: string }[] };
    if (e.name === 'TransactionCanceledException')
      return { canceled: true, data: (e.CancellationReasons ?? []).map((r) => ({ code: r.Code ?? 'None' })) };
    throw error;
  }
}

export async function readGroupStats(formId: string): Promise<Counters> {
  return (await readGroupStatsItem(formId)).counters;
}

/** The counters, and the adverse-impact figures last shown (shared/src/results/demographic-disclosure.ts). */
export async function readGroupStatsItem(
  formId: string,
): Promise<{ counters: Counters; published: PublishedDemographics | null }> {
  const { Item } = await tableClient().send('GetItem', {
    TableName: tableName(),
    Key: key(formId),
    ConsistentRead: true,
  });
  const counters: Counters = {};
  for (const [k, v] of Object.entries(Item ?? {})) if (typeof v === 'number') counters[k] = v;
  const p = Item?.[PUBLISHED] as PublishedDemographics | undefined;
  return { counters, published: p && typeof p.changes === 'number' ? p : null };
}

/**
 * Store the adverse-impact figures to show, if nobody stored others since they were read (a reader that lost
 * the race shows what it computed: the same rule over the same or older counters).
 */
export async function savePublishedDemographics(
  formId: string,
  next: PublishedDemographics,
  before: PublishedDemographics | null,
): Promise<void> {
  try {
    await tableClient().send('UpdateItem', {
      TableName: tableName(),
      Key: key(formId),
      UpdateExpression: 'SET #p = :p',
      ConditionExpression: before ? '#p.changes = :before' : 'attribute_not_exists(#p)',
      ExpressionAttributeNames: { '#p': PUBLISHED },
      ExpressionAttributeValues: { ':p': next, ...(before ? { ':before': before.changes } : {}) },
    });
  } catch (error) {
    if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
  }
}

/**
 * The summaries a respondent counts with in the aggregate, or null: a held result (no credit paid for it) joins
 * the aggregate and the completed count only when a credit pays for it (lambdas/src/credits/held-results.ts).
 */
export function countedSummaries(c: {
  credit_held?: boolean | undefined;
  summaries?: unknown;
}): Record<string, unknown> | null {
  return c.credit_held ? null : storedSummaries(c.summaries);
}

/** A respondent's voluntary equal-opportunity answers, or null when none were given (or the record is odd). */
export function demographicsOf(c: { demographics?: unknown }): Demographics | null {
  const parsed = ZDemographics.safeParse(c.demographics);
  return c.demographics && parsed.success ? parsed.data : null;
}
