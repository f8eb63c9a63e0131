import { RESPONDENT_LINK_DAYS_AFTER_FINISH } from '@shared/constants/limits';
import { DomainError } from '@shared/errors';
import { LATE_SAVE_GRACE_SECONDS, sectionAllowanceSeconds, sectionTimeSpentSeconds } from '@shared/constants';
import type { SectionKind } from '@shared/sections/kinds';
import { tableClient, tableName, type QueryInput } from '../db/client';
import { db } from '../db/service';
import {
  statesOf,
  type RespondentItem,
  type StoredSectionState,
  type StoredSectionStates,
} from '../db/entities/candidate';
import type { AssessmentItem } from '../assessments';

export {
  respondentSetup,
  sectionTimes,
  statesOf,
  type RespondentItem,
  type StoredSectionState,
  type StoredSectionStates,
} from '../db/entities/candidate';

/**
 * The token index only finds the record's keys (GSIs are eventually consistent); the record itself
 * is then read strongly consistent, so a save followed at once by a finish sees the saved answers.
 */
export async function loadRespondentByToken(
  token: string,
  now: Date = new Date(),
  { closedToo = false }: { closedToo?: boolean } = {},
): Promise<RespondentItem> {
  const { data } = await db()
    .entities.candidate.query.byToken({ accessToken: token })
    .go({ limit: 1, attributes: ['form_id', 'emailKey'] });
  const keys = data[0];
  if (!keys) throw new DomainError('DATA_NOT_FOUND');
  const { data: candidate } = await db()
    .entities.candidate.get({ form_id: keys.form_id, emailKey: keys.emailKey })
    .go({ consistent: true });
  return usableRespondent(candidate, token, now, closedToo);
}

/** What the autosave reads of a record: enough to check the link and the section, and that section's answers. */
export type AutosaveCopy = Pick<
  RespondentItem,
  | 'form_id'
  | 'accessToken'
  | 'deleted'
  | 'status'
  | 'finished_at'
  | 'deadline_at'
  | 'section_states'
  | 'answers'
  | 'integrity'
  | 'extra_minutes'
  | 'updated_at'
>;

/** A record as the token index copied it, with its table key, for the autosave's guarded write. */
export interface IndexedRespondent {
  item: AutosaveCopy;
  key: { pk: string; sk: string };
}

/**
 * One read instead of two for the autosave: the token index projects the whole record, but it may lag the table.
 * Only for writes guarded by `updated_at` (`saveSectionAnswers`): a stale copy fails the guard, or a check made on
 * it, and the record is then read again consistently. Of the answers, only the saved section's are read, so the
 * cost of a save does not grow with the sections answered before. The autosave's hot path: the document client is
 * called with the query ElectroDB builds (`tokenIndexQuery`), and the item is taken as stored.
 */
export async function loadRespondentFromIndex(
  token: string,
  section: SectionKind,
  now: Date = new Date(),
): Promise<IndexedRespondent> {
  const query = tokenIndexQuery(token);
  const { Items } = await tableClient().send('Query', {
    ...query,
    ProjectionExpression: AUTOSAVE_PROJECTION,
    ExpressionAttributeNames: { ...query.ExpressionAttributeNames, ...AUTOSAVE_NAMES, '#cSection': section },
  });
  const stored = Items?.[0] as (AutosaveCopy & { pk: string; sk: string }) | undefined;
  const item = usableRespondent(stored ?? null, token, now);
  return { item, key: { pk: stored?.pk ?? '', sk: stored?.sk ?? '' } };
}

const AUTOSAVE_ATTRIBUTES = [
  'pk',
  'sk',
  'form_id',
  'accessToken',
  'deleted',
  'status',
  'finished_at',
  'deadline_at',
  'section_states',
  'extra_minutes',
  'updated_at',
] as const satisfies readonly ('pk' | 'sk' | keyof AutosaveCopy)[];
const AUTOSAVE_NAMES = {
  ...Object.fromEntries(AUTOSAVE_ATTRIBUTES.map((a, i) => [`#c${i}`, a])),
  '#cAnswers': 'answers',
  '#cIntegrity': 'integrity',
};
const AUTOSAVE_PROJECTION = [
  ...AUTOSAVE_ATTRIBUTES.map((_, i) => `#c${i}`),
  '#cAnswers.#cSection',
  '#cIntegrity.#cSection',
].join(', ');

const TOKEN_SLOT = 'token-slot';
let tokenQuery: QueryInput | undefined;

/**
 * ElectroDB's query of the token index (`candidate.byToken`, limit 1), built once per instance with a stand-in
 * token; each call puts its own token in the partition key, lower-cased as ElectroDB writes keys. repo.test.ts
 * checks the result equals ElectroDB's own for any token.
 */
export function tokenIndexQuery(token: string): QueryInput {
  tokenQuery ??= db().entities.candidate.query.byToken({ accessToken: TOKEN_SLOT }).params<QueryInput>({ limit: 1 });
  const values = tokenQuery.ExpressionAttributeValues ?? {};
  const pk = String(values[':pk']);
  if (!pk.endsWith(TOKEN_SLOT)) throw new Error(`unexpected token index key: ${pk}`);
  return {
    ...tokenQuery,
    ExpressionAttributeValues: { ...values, ':pk': pk.slice(0, -TOKEN_SLOT.length) + token.toLowerCase() },
  };
}

/** What a save writes beside the answers: the section's integrity signals, and the first device and network seen. */
export interface SaveExtras {
  signals?: unknown;
  deviceId?: string | undefined;
  networkKey?: string | undefined;
}

/**
 * One section's answers written on the record as it was read: refused (a condition failure) if any write landed
 * since, which always moves `updated_at`, or if the record holds no answers map to write into (nor an integrity map,
 * when the save carries signals). Only this section's answers and signals go over the wire, and nothing is read back.
 */
export async function writeSectionAnswers(
  read: IndexedRespondent,
  section: SectionKind,
  sectionAnswers: unknown,
  times: { updatedAt: string; lastAccessedAt: string },
  extras: SaveExtras = {},
): Promise<void> {
  const sets = ['#a.#s = :a', '#l = :l', '#u = :u'];
  const conditions = ['#u = :previous', 'attribute_type(#a, :map)'];
  const names: Record<string, string> = {
    '#a': 'answers',
    '#s': section,
    '#l': 'last_accessed_at',
    '#u': 'updated_at',
  };
  const values: Record<string, unknown> = {
    ':a': sectionAnswers,
    ':l': times.lastAccessedAt,
    ':u': times.updatedAt,
    ':previous': read.item.updated_at,
    ':map': 'M',
  };
  if (extras.signals !== undefined) {
    sets.push('#i.#s = :i');
    conditions.push('attribute_type(#i, :map)');
    names['#i'] = 'integrity';
    values[':i'] = extras.signals;
  }
  if (extras.deviceId) {
    sets.push('#d = if_not_exists(#d, :d)');
    names['#d'] = 'device_id';
    values[':d'] = extras.deviceId;
  }
  if (extras.networkKey) {
    sets.push('#n = if_not_exists(#n, :n)');
    names['#n'] = 'network_key';
    values[':n'] = extras.networkKey;
  }
  await tableClient().send('UpdateItem', {
    TableName: tableName(),
    Key: read.key,
    UpdateExpression: `SET ${sets.join(', ')}`,
    ConditionExpression: conditions.join(' AND '),
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  });
}

function usableRespondent<
  C extends Pick<RespondentItem, 'deleted' | 'accessToken' | 'status' | 'finished_at' | 'deadline_at'>,
>(respondent: C | null, token: string, now: Date, closedToo = false): C {
  if (!respondent || respondent.deleted || respondent.accessToken !== token) throw new DomainError('DATA_NOT_FOUND');
  // A finished respondent's link dies after a while: it sits in URL paths that access logs keep.
  const finished =
    respondent.status === 'COMPLETED' && respondent.finished_at ? Date.parse(respondent.finished_at) : NaN;
  if (now.getTime() - finished > RESPONDENT_LINK_DAYS_AFTER_FINISH * 86_400_000)
    throw new DomainError('RESPONDENT_LINK_EXPIRED');
  // Past the invitation's deadline, the test is closed to one who has not finished (until the employer moves it).
  if (!closedToo && deadlinePassed(respondent, now)) throw new DomainError('TEST_CLOSED');
  return respondent;
}

/** The invitation's deadline has passed before the respondent finished. */
export function deadlinePassed(c: Pick<RespondentItem, 'status' | 'deadline_at'>, now: Date): boolean {
  if (!c.deadline_at || c.status === 'COMPLETED' || c.status === 'RECOMPUTE') return false;
  return now.getTime() >= Date.parse(c.deadline_at);
}

/**
 * The assessment's timing as one respondent gets it: its extra minutes plus those the employer granted this
 * respondent (docs/integrity.md "Accommodations"). Every timer function takes the assessment through this.
 */
export function timingFor<A extends Pick<AssessmentItem, 'extra_time'>>(
  assessment: A,
  respondent: Pick<RespondentItem, 'extra_minutes'>,
): A {
  const extra = respondent.extra_minutes ?? 0;
  return extra > 0 ? { ...assessment, extra_time: (assessment.extra_time ?? 0) + extra } : assessment;
}

/** True while answers to a started section may still be saved (spec part 1 §4 timed sections). */
export function withinTime(
  kind: SectionKind,
  assessment: AssessmentItem,
  state: StoredSectionState,
  now: Date,
): boolean {
  if (state.status !== 'in_progress') return false;
  const allowance = sectionAllowanceSeconds(kind, assessment.extra_time ?? 0);
  return (now.getTime() - Date.parse(state.started_at)) / 1000 <= allowance + LATE_SAVE_GRACE_SECONDS;
}

export async function loadAssessmentOf(respondent: Pick<RespondentItem, 'form_id'>): Promise<AssessmentItem> {
  const { data } = await db().entities.template.get({ id: respondent.form_id }).go({ consistent: true });
  if (!data || data.deleted) throw new DomainError('ASSESSMENT_DATA_NOT_AVAILABLE');
  if (!assessments.has(data.id) && assessments.size >= ASSESSMENT_CACHE_ENTRIES)
    assessments.delete(assessments.keys().next().value as string);
  assessments.set(data.id, { item: data, readAt: Date.now() });
  return data;
}

/** How long an autosave may use an assessment read earlier by the same function instance. */
export const ASSESSMENT_REUSE_MS = 30_000;
const ASSESSMENT_CACHE_ENTRIES = 200;
const assessments = new Map<string, { item: AssessmentItem; readAt: number }>();

/**
 * The assessment for an autosave: the copy this instance read in the last 30 seconds, else a fresh read. An
 * autosave checks the section's timer and answer shape against it; the section's Complete and the finish read it
 * fresh, so an edit made meanwhile (spec part 1 §3: published edits recalculate results) still decides the score.
 */
export async function loadAssessmentForAutosave(respondent: Pick<RespondentItem, 'form_id'>): Promise<AssessmentItem> {
  const kept = assessments.get(respondent.form_id);
  if (kept && Date.now() - kept.readAt < ASSESSMENT_REUSE_MS) return kept.item;
  return loadAssessmentOf(respondent);
}

/** The server's clock decides the time left, so a refresh or a second tab cannot reset a timer. */
export function remainingSeconds(
  kind: SectionKind,
  assessment: AssessmentItem,
  state: StoredSectionState | undefined,
  now: Date,
): number {
  const allowance = sectionAllowanceSeconds(kind, assessment.extra_time ?? 0);
  if (!state) return allowance;
  if (state.status === 'completed') return Math.max(0, allowance - (state.spent_seconds ?? allowance));
  const elapsed = Math.floor((now.getTime() - Date.parse(state.started_at)) / 1000);
  return Math.max(0, allowance - elapsed);
}

/** The section closed now, with the time spent (spec part 2 §9.5); an already closed section stays as it was. */
export function closeSection(
  kind: SectionKind,
  assessment: AssessmentItem,
  state: StoredSectionState,
  now: Date,
): StoredSectionState {
  if (state.status === 'completed') return state;
  const allowance = sectionAllowanceSeconds(kind, assessment.extra_time ?? 0);
  const remaining = remainingSeconds(kind, assessment, state, now);
  const spent_seconds = sectionTimeSpentSeconds(allowance, remaining);
  return {
    ...state,
    status: 'completed',
    completed_at: now.toISOString(),
    spent_seconds,
    ...(remaining === 0 ? { timed_out: true } : {}),
  };
}

/** Every section of the record closed now, each by its timer when its time is up: the sections a completion stores. */
export function closedSections(respondent: RespondentItem, assessment: AssessmentItem, now: Date): StoredSectionStates {
  return Object.fromEntries(
    Object.entries(statesOf(respondent)).map(([kind, s]) => [
      kind,
      closeSection(kind as SectionKind, timingFor(assessment, respondent), s, now),
    ]),
  );
}
