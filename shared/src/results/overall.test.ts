import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SECTION_KINDS } from '../sections/kinds';
import { overallScore, summariseOverall } from './overall';

describe('overall summary: average of section overalls, excluding work style (spec part 2 §9.4)', () => {
  it.each([
    [{ values_and_traits: { overall: 80 }, oaic_archetypes: { overall: 90 } }, 85],
    [{ values_and_traits: { overall: 80 }, work_style_identifier: { overall: 0 } }, 80],
    [{ values_and_traits: { overall: 80 }, custom_survey: { overall: null } }, 80],
    [{ logic_test: { overall: 100 }, acceptable_behaviors: { overall: 50 }, big5: { overall: 33.33 } }, 61.11],
    [{ work_style_identifier: { overall: 90 } }, null],
    [{}, null],
  ])('%j gives %s', (sections, overall) => {
    expect(overallScore(sections)).toBe(overall);
  });

  it('adds the score label and performance level', () => {
    expect(summariseOverall({ values_and_traits: { overall: 97 }, logic_test: { overall: 99 } })).toMatchObject({
      overall: 98,
      grade: { letter: 'A+' },
      performance: 'EXCELLENT',
      counted: ['values_and_traits', 'logic_test'],
    });
    expect(summariseOverall({})).toEqual({ overall: null, grade: null, performance: null, counted: [] });
  });

  it('ignores keys that are not sections, such as a stored overall', () => {
    expect(overallScore({ values_and_traits: { overall: 40 }, overall: 99 } as never)).toBe(40);
  });

  it('stays between the lowest and highest counted section', () => {
    const counted = SECTION_KINDS.filter((k) => k !== 'work_style_identifier');
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 100, noNaN: true }), {
          minLength: counted.length,
          maxLength: counted.length,
        }),
        (values) => {
          const sections = Object.fromEntries(counted.map((k, i) => [k, { overall: values[i]! }]));
          const o = overallScore(sections)!;
          expect(o).toBeGreaterThanOrEqual(Math.min(...values) - 0.005);
          expect(o).toBeLessThanOrEqual(Math.max(...values) + 0.005);
        },
      ),
    );
  });
});
