import { describe, expect, it } from 'vitest';
import { changedItems, mergeAnswerItems } from './answer-items';

describe('answers saved from two tabs or devices are merged per item, never per section', () => {
  it.each([
    {
      rule: "another tab's answers to other questions are kept",
      kind: 'human_skills' as const,
      stored: { q1: 'a', q2: 'b', q3: 'c' },
      incoming: { q4: 'd', q5: 'e', q6: 'f' },
      changed: [['q4'], ['q5'], ['q6']],
      merged: { q1: 'a', q2: 'b', q3: 'c', q4: 'd', q5: 'e', q6: 'f' },
    },
    {
      rule: 'an answer this tab did not touch keeps the newer stored value (no revert to a stale copy)',
      kind: 'big5' as const,
      stored: { i1: 5, i2: 2 },
      incoming: { i1: 1, i2: 4 },
      changed: [['i2']],
      merged: { i1: 5, i2: 4 },
    },
    {
      rule: 'an answer this tab cleared is cleared',
      kind: 'custom_survey' as const,
      stored: { s1: 'text', s2: ['o1'] },
      incoming: { s1: 'text' },
      changed: [['s2']],
      merged: { s1: 'text' },
    },
    {
      rule: 'an answer another tab cleared is not brought back by a stale copy',
      kind: 'work_style_identifier' as const,
      stored: { scenario_2: 'b' },
      incoming: { scenario_1: 'a', scenario_2: 'b', scenario_3: 'c' },
      changed: [['scenario_3']],
      merged: { scenario_2: 'b', scenario_3: 'c' },
    },
    {
      rule: 'two-level answers merge per question inside each part',
      kind: 'values_and_traits' as const,
      stored: { defining_your_values: { v1: 5, v2: 3 }, identifying_key_traits: { t1: 4 } },
      incoming: { defining_your_values: { v3: 2 }, identifying_key_traits: {} },
      changed: [['defining_your_values', 'v3']],
      merged: { defining_your_values: { v1: 5, v2: 3, v3: 2 }, identifying_key_traits: { t1: 4 } },
    },
    {
      rule: 'a part only the stored answers have is kept',
      kind: 'logic_test' as const,
      stored: { part_a: { q1: 'x' } },
      incoming: { part_b: { q9: 'y' } },
      changed: undefined,
      merged: { part_a: { q1: 'x' }, part_b: { q9: 'y' } },
    },
    {
      rule: 'a culture-profile group is one item: its points are replaced together',
      kind: 'oaic_archetypes' as const,
      stored: { organization_glue: { clan: 50, adhocracy: 50 }, strategic_emphases: { market: 100 } },
      incoming: { organization_glue: { hierarchy: 100 } },
      changed: [['organization_glue']],
      merged: { organization_glue: { hierarchy: 100 }, strategic_emphases: { market: 100 } },
    },
    {
      rule: 'without a list of changes every item sent counts as changed and nothing is cleared',
      kind: 'acceptable_behaviors' as const,
      stored: { scenario_1: 2, scenario_2: 3 },
      incoming: { scenario_2: 4 },
      changed: undefined,
      merged: { scenario_1: 2, scenario_2: 4 },
    },
  ])('$rule', ({ kind, stored, incoming, changed, merged }) => {
    expect(mergeAnswerItems(kind, stored, incoming, changed)).toEqual(merged);
  });

  it('a first save lands on nothing stored as it is', () => {
    expect(mergeAnswerItems('human_skills', undefined, { q1: 'a' }, [['q1']])).toEqual({ q1: 'a' });
  });

  it('the changes of a tab are the items answered, changed or cleared since the copy the server confirmed', () => {
    expect(changedItems('big5', { i1: 1, i2: 2, i3: 3 }, { i1: 1, i2: 5, i4: 4 })).toEqual([['i2'], ['i4'], ['i3']]);
    expect(
      changedItems(
        'values_and_traits',
        { defining_your_values: { v1: 1 }, identifying_key_traits: {} },
        { defining_your_values: {}, identifying_key_traits: { t1: 3 } },
      ),
    ).toEqual([
      ['identifying_key_traits', 't1'],
      ['defining_your_values', 'v1'],
    ]);
    expect(changedItems('custom_survey', { s1: ['a', 'b'] }, { s1: ['a', 'b'] })).toEqual([]);
    expect(changedItems('oaic_archetypes', { g: { clan: 50, market: 50 } }, { g: { clan: 40, market: 60 } })).toEqual([
      ['g'],
    ]);
  });
});
