import { describe, expect, it } from 'vitest';
import { SAMPLE_SECTIONS, sampleResult } from './sample';

describe('sample report', () => {
  it('passes every section rule and scores each scored section from the sample data', async () => {
    const { summaries } = await sampleResult(new Date('2026-01-10T00:00:00Z'));
    for (const kind of SAMPLE_SECTIONS.filter((k) => k !== 'work_style_identifier')) {
      expect((summaries as unknown as Record<string, { overall: unknown }>)[kind]?.overall, kind).toEqual(
        expect.any(Number),
      );
    }
    expect(summaries.overall).toEqual(expect.any(Number));
  });
});
