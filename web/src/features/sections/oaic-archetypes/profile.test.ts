import { describe, expect, it } from 'vitest';
import { completeProfile, groupTotal, incompleteGroups, readProfile, setPoints } from './profile';

describe('culture profile points: the running total never passes 100', () => {
  it('a typed value is capped at what is left in the dimension', () => {
    let p = setPoints({}, 'strategic_emphases', 'collaborate', 70);
    p = setPoints(p, 'strategic_emphases', 'create', 50);
    expect(p.strategic_emphases).toEqual({ collaborate: 70, create: 30 });
    expect(groupTotal(p, 'strategic_emphases')).toBe(100);
  });

  it('lowering one value frees points for the others; negatives and garbage become 0', () => {
    let p = setPoints({}, 'organization_glue', 'compete', 100);
    p = setPoints(p, 'organization_glue', 'compete', 60);
    p = setPoints(p, 'organization_glue', 'control', 55);
    expect(p.organization_glue).toEqual({ compete: 60, control: 40 });
    expect(setPoints({}, 'organization_glue', 'create', -5).organization_glue?.create).toBe(0);
    expect(setPoints({}, 'organization_glue', 'create', Number.NaN).organization_glue?.create).toBe(0);
  });

  it('lists the dimensions that do not sum to 100 and fills the rest with zeros', () => {
    const p = setPoints({}, 'criteria_of_success', 'collaborate', 100);
    expect(incompleteGroups(p)).toHaveLength(5);
    expect(incompleteGroups(p)).not.toContain('criteria_of_success');
    expect(completeProfile(p).criteria_of_success).toEqual({ collaborate: 100, create: 0, compete: 0, control: 0 });
  });

  it('reads stored profiles defensively', () => {
    expect(readProfile({ strategic_emphases: { collaborate: 10, create: 'x' }, bogus: {} })).toEqual({
      strategic_emphases: { collaborate: 10 },
    });
    expect(readProfile(null)).toEqual({});
  });
});
