import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SECTION_KINDS, type SectionKind } from '../sections/kinds';
import * as C from './index';

/**
 * Constants are checked where they act (the reveal, quotas, PINs, caps… in their own tests), never by comparing a
 * constant with its own literal here; what stays is arithmetic the spec states across values.
 */
describe('business constants (spec part 2 §9)', () => {
  it('Packs: 10 for $10; 20 for $18 (10% off); 30 for $24 (20% off); 40 for $28 (30% off)', () => {
    expect(C.CREDIT_PACKS.map((p) => [p.credits, p.priceUsd, p.discountPercent])).toEqual([
      [10, 10, 0],
      [20, 18, 10],
      [30, 24, 20],
      [40, 28, 30],
    ]);
    for (const p of C.CREDIT_PACKS) expect(p.priceUsd).toBeCloseTo(p.credits * (1 - p.discountPercent / 100));
  });
});

describe('section times (spec part 2 §9.5)', () => {
  const rows: [SectionKind, number][] = [
    ['values_and_traits', 300],
    ['oaic_archetypes', 600],
    ['human_skills', 600],
    ['acceptable_behaviors', 300],
    ['work_style_identifier', 300],
    ['logic_test', 600],
    ['custom_survey', 600],
    ['big5', 600],
  ];
  it.each(rows)('%s allows %i seconds', (kind, seconds) => {
    expect(C.sectionAllowanceSeconds(kind)).toBe(seconds);
  });

  it.each(rows)('%s: allowance plus extra_time times 60 (extra 2 min)', (kind, seconds) => {
    expect(C.sectionAllowanceSeconds(kind, 2)).toBe(seconds + 120);
  });

  it('every section kind has an allowance', () => {
    expect(Object.keys(C.SECTION_ALLOWANCE_SECONDS).sort()).toEqual([...SECTION_KINDS].sort());
  });

  it('Time spent is the allowance minus what remains', () => {
    expect(C.sectionTimeSpentSeconds(300, 120)).toBe(180);
    expect(C.sectionTimeSpentSeconds(300, 0)).toBe(300);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: -100, max: 20_000 }),
        (allowance, remaining) => {
          const spent = C.sectionTimeSpentSeconds(allowance, remaining);
          return spent >= 0 && spent <= allowance;
        },
      ),
    );
  });

  it('negative extra time is ignored', () => {
    expect(C.sectionAllowanceSeconds('big5', -5)).toBe(600);
  });
});
