import type { EntityItem } from 'electrodb';
import { ANALYZER_SECTIONS, type AnalyzerSection } from '@shared/toolbox/analyzer';
import type { AnalyzerRun, AnalyzerSectionView } from '@shared/routes';
import type { AiProvenance } from '../../common/ai/generate-text';
import type { AnalyzerRunEntity } from '../../db/entities/analyzer-run';
import type { AnalyzerSectionEntity } from '../../db/entities/analyzer-section';
import { db } from '../../db/service';

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
