import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gradeFor, gradeTone, PERFORMANCE_LEVEL_LABELS, performanceLevel } from './grades';

describe('score labels (spec part 2 §9.4)', () => {
  it.each([
    [100, 'Exceptional A+'],
    [96.01, 'Exceptional A+'],
    [96, 'A'],
    [92.5, 'A'],
    [92, 'A-'],
    [89.01, 'A-'],
    [89, 'B+'],
    [86.5, 'B+'],
    [86, 'B'],
    [82.01, 'B'],
    [82, 'B-'],
    [79.5, 'B-'],
    [79, 'C+'],
    [76.01, 'C+'],
    [76, 'C'],
    [72.01, 'C'],
    [72, 'C-'],
    [69.01, 'C-'],
    [69, 'D+'],
    [66.01, 'D+'],
    [66, 'D'],
    [62.01, 'D'],
    [62, 'D-'],
    [59.01, 'D-'],
    [59, 'Critical F'],
    [0, 'Critical F'],
  ])('%d is %s', (score, label) => {
    expect(gradeFor(score).label.en).toBe(label);
  });

  it('labels Exceptional and Critical in every locale', () => {
    expect(gradeFor(99).label).toEqual({ en: 'Exceptional A+', th: 'ยอดเยี่ยม A+', es: 'Excepcional A+' });
    expect(gradeFor(10).label.es).toBe('Crítico F');
  });
});

describe('performance level: 80 and above Excellent; 70 Good; 40 Fair; below 40 Poor (spec part 2 §9.4)', () => {
  it.each([
    [100, 'Excellent'],
    [80, 'Excellent'],
    [79.99, 'Good'],
    [70, 'Good'],
    [69.99, 'Fair'],
    [40, 'Fair'],
    [39.99, 'Poor'],
    [0, 'Poor'],
  ])('%d is %s', (score, label) => {
    expect(PERFORMANCE_LEVEL_LABELS[performanceLevel(score)].en).toBe(label);
  });

  it('a higher score never gets a lower grade or level', () => {
    const order = [
      'F',
      'D_MINUS',
      'D',
      'D_PLUS',
      'C_MINUS',
      'C',
      'C_PLUS',
      'B_MINUS',
      'B',
      'B_PLUS',
      'A_MINUS',
      'A',
      'A_PLUS',
    ];
    const levels = ['POOR', 'FAIR', 'GOOD', 'EXCELLENT'];
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (a, b) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          expect(order.indexOf(gradeFor(hi).code)).toBeGreaterThanOrEqual(order.indexOf(gradeFor(lo).code));
          expect(levels.indexOf(performanceLevel(hi))).toBeGreaterThanOrEqual(levels.indexOf(performanceLevel(lo)));
        },
      ),
    );
  });
});

describe('grade colours', () => {
  it('green for excellent, blue for good, yellow for fair, red for poor (a Critical F is red)', () => {
    expect([95, 80, 79, 70, 69, 40, 39, 10].map((s) => gradeTone(s))).toEqual([
      'green',
      'green',
      'blue',
      'blue',
      'yellow',
      'yellow',
      'red',
      'red',
    ]);
    expect(gradeFor(10).label.en).toBe('Critical F');
  });
});
