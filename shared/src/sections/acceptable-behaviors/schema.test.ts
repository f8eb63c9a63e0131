import { describe, expect, it } from 'vitest';
import { BEHAVIOR_LEVEL_LABELS, ZAcceptableBehaviorsAnswers, ZAcceptableBehaviorsSetup } from './schema';

describe('acceptable behaviors answers: scenario_1 to scenario_15, value 0 to 4 (spec part 1 §3)', () => {
  it.each([
    [{ scenario_1: 0, scenario_15: 4 }, true],
    [{}, true],
    [{ scenario_16: 1 }, false],
    [{ scenario_0: 1 }, false],
    [{ scenario_1: 5 }, false],
    [{ scenario_1: -1 }, false],
    [{ scenario_1: 1.5 }, false],
    [{ other: 1 }, false],
  ])('%j valid=%s', (answers, ok) => {
    expect(ZAcceptableBehaviorsAnswers.safeParse(answers).success).toBe(ok);
  });
});

describe('acceptable behaviors setup: recommended at most 15 scenarios (spec part 2 §5)', () => {
  const keys = Array.from({ length: 15 }, (_, i) => `scenario_${i + 1}`);
  it.each([
    [keys, true],
    [keys.slice(0, 1), true],
    [[], false],
    [['scenario_1', 'scenario_1'], false],
    [[...keys, 'scenario_1'], false],
  ])('%j valid=%s', (scenarios, ok) => {
    expect(ZAcceptableBehaviorsSetup.safeParse({ scenarios }).success).toBe(ok);
  });
});

describe('scale: 0 Acceptable, 1 Frowned Upon, 2 Actively Discouraged, 3 Reprimanded, 4 Zero Tolerance Policy', () => {
  it.each([
    [0, 'Acceptable'],
    [1, 'Frowned Upon'],
    [2, 'Actively Discouraged'],
    [3, 'Reprimanded'],
    [4, 'Zero Tolerance Policy'],
  ] as const)('%i is %s', (level, label) => {
    expect(BEHAVIOR_LEVEL_LABELS[level].en).toBe(label);
    expect(BEHAVIOR_LEVEL_LABELS[level].th).not.toBe('');
    expect(BEHAVIOR_LEVEL_LABELS[level].es).not.toBe('');
  });
});
