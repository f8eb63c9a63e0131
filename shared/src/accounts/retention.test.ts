import { describe, expect, it } from 'vitest';
import { retentionCutoff } from './retention';

describe('retention cutoff: respondents whose last answer is older than N calendar months', () => {
  it.each([
    ['2026-11-26T13:00:00.000Z', 1, '2026-10-26T13:00:00.000Z'],
    ['2026-11-26T13:00:00.000Z', 12, '2025-11-26T13:00:00.000Z'],
    ['2026-03-31T08:00:00.000Z', 1, '2026-02-28T08:00:00.000Z'],
    ['2026-01-15T00:00:00.000Z', 3, '2025-10-15T00:00:00.000Z'],
  ])('%s minus %i months is %s', (now, months, cutoff) => {
    expect(retentionCutoff(new Date(now), months).toISOString()).toBe(cutoff);
  });
});
