import type { EntityItem } from 'electrodb';
import { ANALYZER_SECTIONS, type AnalyzerSection } from '@shared/toolbox/analyzer';
import type { AnalyzerRun, AnalyzerSectionView } from '@shared/routes';
import type { AiProvenance } from '../../common/ai/generate-text';
import type { AnalyzerRunEntity } from '../../db/entities/analyzer-run';
import type { AnalyzerSectionEntity } from '../../db/entities/analyzer-section';
import { db } from '../../db/service';
import { isConditionFailure } from '../../common/conditional';

/** Maps the analyzer's stored items to the wire shapes (ElectroDB types stay in lambdas/). */

export type AnalyzerRunItem = EntityItem<typeof AnalyzerRunEntity>;
export type AnalyzerSectionItem = EntityItem<typeof AnalyzerSectionEntity>;

export async function loadRun(runId: string): Promise<AnalyzerRunItem | null> {
  const { data } = await db().entities.analyzerRun.get({ runId }).go({ consistent: true });
  return data ?? null;
}

export async function loadSections(runId: string): Promise<AnalyzerSectionItem[]> {
  const { data } = await db().entities.analyzerSection.query.byRun({ runId }).go({ pages: 'all', consistent: true });
  return data;
}

const sectionOrder = (s: AnalyzerSection) => ANALYZER_SECTIONS.indexOf(s);

/** The stored provenance without the cache flag (a report shows where a text came from, not how it was fetched). */
export function storedProvenance(p: AiProvenance) {
  return {
    provider: p.provider,
    model: p.model,
    offline: p.offline,
    prompt_code: p.prompt_code,
    prompt_version: p.prompt_version,
    inputs_hash: p.inputs_hash,
    generated_at: p.generated_at,
  };
}

/** One entry per value × section, in value order then report order; a section not yet stored reads as pending. */
export function runView(run: AnalyzerRunItem, sections: readonly AnalyzerSectionItem[]): AnalyzerRun {
  const stored = new Map(sections.map((s) => [`${s.index}#${s.section}`, s]));
  const views: AnalyzerSectionView[] = run.values.flatMap((_value, index) =>
    ANALYZER_SECTIONS.map((section): AnalyzerSectionView => {
      const s = stored.get(`${index}#${section}`);
      const finished = s?.status === 'finished';
      return {
        index,
        section,
        status: s?.status ?? 'pending',
        text: finished ? (s?.text ?? '') : '',
        provenance: finished && s?.provenance ? (s.provenance as AnalyzerSectionView['provenance']) : null,
      };
    }),
  );
  views.sort((a, b) => a.index - b.index || sectionOrder(a.section) - sectionOrder(b.section));
  return {
    runId: run.runId,
    values: run.values,
    language: run.language,
    company: run.company ?? '',
    orgType: run.orgType ?? '',
    status: run.status,
    created_at: run.created_at,
    finished_at: run.finished_at ?? null,
    sections: views,
  };
}

export async function loadRunView(runId: string): Promise<AnalyzerRun | null> {
  const [run, sections] = await Promise.all([loadRun(runId), loadSections(runId)]);
  return run ? runView(run, sections) : null;
}

/** The runs the person started signed in, newest first, `count` from `cursor` on (the byOwner index). */
export async function runsOwnedBy(owner: string, cursor: string | null, count: number) {
  const { data, cursor: next } = await db()
    .entities.analyzerRun.query.byOwner({ owner })
    .go({ order: 'desc', cursor, count });
  return {
    items: data.map((r) => ({
      runId: r.runId,
      values: r.values,
      language: r.language,
      status: r.status,
      created_at: r.created_at,
    })),
    cursor: next ?? null,
  };
}

export type SectionKey = { runId: string; index: number; section: AnalyzerSection };

export async function loadSection(key: SectionKey): Promise<AnalyzerSectionItem | null> {
  const { data } = await db().entities.analyzerSection.get(key).go({ consistent: true });
  return data;
}

/** Writes a section's outcome unless it is already finished (a concurrent attempt won). */
export async function settleSection(
  key: SectionKey,
  outcome: { status: 'finished'; text: string; provenance: unknown } | { status: 'failed'; error: string },
  now: Date,
): Promise<void> {
  try {
    await db()
      .entities.analyzerSection.upsert({
        ...key,
        ...outcome,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .where((a, op) => `${op.notExists(a.status)} OR ${op.ne(a.status, 'finished')}`)
      .go();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** Closes a running run as finished or failed; a run already closed stays as it is. */
export async function closeRun(runId: string, status: 'finished' | 'failed', now: Date): Promise<void> {
  try {
    await db()
      .entities.analyzerRun.patch({ runId })
      .set({ status, finished_at: now.toISOString(), updated_at: now.toISOString() })
      .where((a, op) => op.eq(a.status, 'running'))
      .go();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}
