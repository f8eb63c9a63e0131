import type { publishDraft, tourFlagsAfterPublish } from '@shared/assessments/draft';
import type { EntityItem } from 'electrodb';
import { auditItem, type AuditEventInput } from '../db/audit';
import { db } from '../db/service';
import type { AssessmentEntity } from '../db/entities/template';
import { transactWrite, type TransactionOutcome } from '../db/transact';
import { RACE_LOST, isConditionFailure, unlessRaceLost, type RaceLost } from '../common/conditional';

/*
 * The assessment's records as the use cases of this context read and write them: the template, its public link
 * (the route record) and, on publishing the tour's assessment, the user's tour flags in the same transaction.
 */

/** An assessment template as stored (mapped to the wire shapes by repo.ts toSummary and toDetail). */
export type AssessmentItem = EntityItem<typeof AssessmentEntity>;

type Assessments = ReturnType<typeof db>['entities']['template'];
export type NewAssessment = Parameters<Assessments['create']>[0];
export type AssessmentPatch = Parameters<ReturnType<Assessments['patch']>['set']>[0];

/** The template as stored (read consistently), deleted or not; null when there is none. */
export async function readAssessment(id: string): Promise<AssessmentItem | null> {
  const { data } = await db().entities.template.get({ id }).go({ consistent: true });
  return data;
}

/** Creates the template (conditional on its id being new); the stored item. */
export async function createAssessmentRecord(item: NewAssessment): Promise<AssessmentItem> {
  const { data } = await db().entities.template.create(item).go();
  return data;
}

/** Creates the template unless one with its id exists (a retried run's); whether this call created it. */
export async function createAssessmentIfNew(item: NewAssessment): Promise<boolean> {
  try {
    await db().entities.template.create(item).go();
    return true;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return false;
  }
}

/**
 * Applies `set` to the template only if it is still as read (its `updated_at`, and its status when `status` is
 * given); RACE_LOST when another write came first. The stored item after the write.
 */
export async function patchAssessmentUnlessChanged(
  assessment: Pick<AssessmentItem, 'id' | 'updated_at'>,
  set: AssessmentPatch,
  guard: { status?: AssessmentItem['status'] } = {},
): Promise<AssessmentItem | RaceLost> {
  const { status } = guard;
  const written = await unlessRaceLost(
    db()
      .entities.template.patch({ id: assessment.id })
      .set(set)
      .where((a, op) =>
        status
          ? `${op.eq(a.status, status)} AND ${op.eq(a.updated_at, assessment.updated_at)}`
          : op.eq(a.updated_at, assessment.updated_at),
      )
      .go({ response: 'all_new' }),
  );
  if (written === RACE_LOST) return RACE_LOST;
  return written.data as AssessmentItem;
}

/**
 * Flags the template deleted, by whom and when (shared/src/assessments/assessment.ts softDeleteAssessment), with its
 * audit event in the same transaction; nothing is removed. A template flagged meanwhile is left as it is (no event).
 */
export async function softDeleteAssessmentRecord(
  id: string,
  flags: { deleted: true; deleted_by: string; deleted_at: string; updated_at: string; updated_by: string },
  audit: AuditEventInput,
): Promise<void> {
  await transactWrite(() =>
    db()
      .transaction.write((entities) => [
        entities.template
          .patch({ id })
          .set(flags)
          .where((a, op) => `${op.notExists(a.deleted)} OR ${op.eq(a.deleted, false)}`)
          .commit(),
        auditItem(audit)(entities),
      ])
      .go(),
  );
}

/**
 * A move of workspace (share with team, unshare): `set` applied only if the template is still as read, with the
 * move's audit event in the same transaction; RACE_LOST when another write came first. The item after the write.
 */
export async function moveAssessmentRecord(
  assessment: AssessmentItem,
  set: AssessmentPatch,
  audit: AuditEventInput,
): Promise<AssessmentItem | RaceLost> {
  const outcome = await transactWrite(() =>
    db()
      .transaction.write((entities) => [
        entities.template
          .patch({ id: assessment.id })
          .set(set)
          .where((a, op) => op.eq(a.updated_at, assessment.updated_at))
          .commit(),
        auditItem(audit)(entities),
      ])
      .go(),
  );
  return outcome === 'written' ? ({ ...assessment, ...set } as AssessmentItem) : RACE_LOST;
}

/** Every template held by the team, newest first. */
export async function assessmentsOfTeam(teamId: string): Promise<AssessmentItem[]> {
  const { data } = await db().entities.template.query.byTeam({ team_id: teamId }).go({ order: 'desc', pages: 'all' });
  return data;
}

/** The templates the person created and moved to a team (share), newest first. */
export async function transferredAssessmentsOf(creator: string): Promise<AssessmentItem[]> {
  const { data } = await db()
    .entities.template.query.byCreator({ creator })
    .where((a, op) => op.exists(a.transferred_at))
    .go({ order: 'desc', pages: 'all' });
  return data;
}

/** The creator's newest drafts not deleted in the team (`count` of them at most), id and updated_at only. */
export async function recentDraftsOf(
  user: { email: string; teamId: string },
  count: number,
): Promise<{ id: string; updated_at: string }[]> {
  const { data } = await db()
    .entities.template.query.byTeam({ team_id: user.teamId })
    .where((a, op) => `${op.eq(a.status, 'draft')} AND ${op.eq(a.creator, user.email)} AND ${op.ne(a.deleted, true)}`)
    .go({ order: 'desc', count, attributes: ['id', 'updated_at'] });
  return data;
}

/** Removes a draft from view (a soft delete without touching its updated_at). */
export async function hideDraft(id: string, by: string, at: string): Promise<void> {
  await db().entities.template.patch({ id }).set({ deleted: true, deleted_by: by, deleted_at: at }).go();
}

/** Where a short code leads, as stored; null for an unknown code. */
export async function shortLinkPath(code: string): Promise<string | null> {
  const record = (await db().entities.routeRecord.get({ code }).go()).data;
  return record ? record.path : null;
}

interface PublicLink {
  code: string;
  templateId: string;
  owner: string;
  teamId: string;
  at: string;
}

type TxEntities = Parameters<Parameters<ReturnType<typeof db>['transaction']['write']>[0]>[0];

/** The route record of a public link (spec part 1 §3 "Route record"), created only if its code is free. */
function publicLinkItem({ routeRecord }: TxEntities, link: PublicLink) {
  return routeRecord
    .create({
      code: link.code,
      path: `/assessment-test/${link.code}`,
      templateId: link.templateId,
      owner: link.owner,
      teamId: link.teamId,
      created_at: link.at,
      updated_at: link.at,
    })
    .commit();
}

/** A published copy and its public link, in one transaction: refused when the code was taken or the copy exists. */
export async function createWithPublicLink(
  copy: NewAssessment,
  link: Omit<PublicLink, 'templateId'>,
): Promise<TransactionOutcome> {
  return transactWrite(() =>
    db()
      .transaction.write((tx) => [
        publicLinkItem(tx, { ...link, templateId: copy.id }),
        tx.template.create({ ...copy, publicCode: link.code }).commit(),
      ])
      .go(),
  );
}

/**
 * Publishes the draft with its public link, in one transaction conditional on the template still being the draft as
 * read; `tour` also writes the user's tour flags in it. Refused when a condition did not hold.
 */
export async function publishWithPublicLink(
  assessment: Pick<AssessmentItem, 'id' | 'updated_at'>,
  link: Omit<PublicLink, 'templateId'>,
  published: ReturnType<typeof publishDraft> & { content_versions: Record<string, string> },
  tour: { emailKey: string; flags: ReturnType<typeof tourFlagsAfterPublish> } | null,
): Promise<TransactionOutcome> {
  return transactWrite(() =>
    db()
      .transaction.write((tx) => [
        publicLinkItem(tx, { ...link, templateId: assessment.id }),
        tx.template
          .patch({ id: assessment.id })
          .set({ ...published, publicCode: link.code })
          .where((a, op) => `${op.eq(a.status, 'draft')} AND ${op.eq(a.updated_at, assessment.updated_at)}`)
          .commit(),
        ...(tour
          ? [
              tx.user
                .patch({ emailKey: tour.emailKey })
                .set({ ...tour.flags, updatedAt: link.at })
                .commit(),
            ]
          : []),
      ])
      .go(),
  );
}
