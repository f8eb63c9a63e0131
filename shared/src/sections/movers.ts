/**
 * One answer that moved a match score: what the company gave, what the respondent gave, the signed gap
 * (respondent − company, in the section's own unit) and the impact (points of the section score it cost).
 * Each kind that is a match against the company explains its score in `<kind>/movers.ts`
 * (shared/src/results/explain.ts lists them). No zod, no content: a result page reads them.
 */
export interface ScoreMover {
  id: string;
  company: number | null;
  candidate: number | null;
  gap: number | null;
  impact: number;
}

/** A stored summary, read as an object whatever its age. */
export type Obj = Record<string, unknown>;
export const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
export const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
