import * as z from 'zod';

/** The values and traits summary as the scorer stores it; read defensively, drawn as-is. */
export const ZVtSummary = z.object({
  overall: z.number(),
  defining_your_values: z.number(),
  identifying_key_traits: z.number(),
  items: z
    .array(
      z.object({
        id: z.string(),
        part: z.enum(['defining_your_values', 'identifying_key_traits']),
        company: z.number(),
        candidate: z.number(),
      }),
    )
    .default([]),
});
export type VtSummary = z.infer<typeof ZVtSummary>;

export function readVtSummary(summaries: Record<string, unknown>): VtSummary | null {
  const parsed = ZVtSummary.safeParse(summaries.values_and_traits);
  return parsed.success ? parsed.data : null;
}

export function readOverall(summaries: Record<string, unknown>, fallback: number | null): number | null {
  return typeof summaries.overall === 'number' ? summaries.overall : fallback;
}
