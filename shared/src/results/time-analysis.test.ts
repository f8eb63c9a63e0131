import { describe, expect, it } from 'vitest';
import { clockTime, timeAnalysis } from './time-analysis';

describe('time analysis (spec part 2 §9.4, §9.5)', () => {
  it('spends the allowance minus what remains and reports total minutes from seconds', () => {
    const result = timeAnalysis({
      sections: ['values_and_traits', 'oaic_archetypes', 'logic_test'],
      remaining: { values_and_traits: 120, oaic_archetypes: 0, logic_test: 600 },
    });
    expect(result.sections.map((s) => [s.kind, s.allowance_seconds, s.spent_seconds])).toEqual([
      ['values_and_traits', 300, 180],
      ['oaic_archetypes', 600, 600],
      ['logic_test', 600, 0],
    ]);
    expect(result).toMatchObject({ total_seconds: 780, total_minutes: 13 });
  });

  it('adds extra_time minutes × 60 to each allowance', () => {
    const result = timeAnalysis({ sections: ['big5'], extra_time: 2, remaining: { big5: 100 } });
    expect(result.sections[0]).toMatchObject({ allowance_seconds: 720, spent_seconds: 620, spent_minutes: 10 });
  });

  it('prefers recorded spent seconds, clamped to the allowance', () => {
    const result = timeAnalysis({
      sections: ['acceptable_behaviors', 'work_style_identifier'],
      spent: { acceptable_behaviors: 95, work_style_identifier: 9999 },
      remaining: { acceptable_behaviors: 0 },
    });
    expect(result.sections.map((s) => s.spent_seconds)).toEqual([95, 300]);
    expect(result.total_minutes).toBe(7); // 395 s
  });

  it('counts a section never started as 0 and a negative remaining as the whole allowance', () => {
    const result = timeAnalysis({ sections: ['custom_survey', 'human_skills'], remaining: { human_skills: -5 } });
    expect(result.sections.map((s) => s.spent_seconds)).toEqual([0, 600]);
  });

  it.each([
    [0, '0:00'],
    [5, '0:05'],
    [3 + 2, '0:05'],
    [59.6, '1:00'],
    [395, '6:35'],
    [3725, '1:02:05'],
    [-4, '0:00'],
  ])('reads %s seconds in all as %s, so a few seconds never show as 0 minutes', (seconds, shown) => {
    expect(clockTime(seconds)).toBe(shown);
  });

  it('the total shown sums the sections in seconds: 0:03 and 0:02 make 0:05', () => {
    const result = timeAnalysis({
      sections: ['work_style_identifier', 'values_and_traits'],
      spent: { work_style_identifier: 3, values_and_traits: 2 },
    });
    expect(result.sections.map((s) => clockTime(s.spent_seconds))).toEqual(['0:03', '0:02']);
    expect(clockTime(result.total_seconds)).toBe('0:05');
  });
});
