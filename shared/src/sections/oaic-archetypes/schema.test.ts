import { describe, expect, it } from 'vitest';
import { pointsRemaining, ZCultureAllocation, ZOaicArchetypesAnswers } from './schema';

describe('culture profile: divide 100 points among four choices per dimension (spec part 1 §5)', () => {
  it.each([
    [{ collaborate: 25, create: 25, compete: 25, control: 25 }, true],
    [{ collaborate: 100, create: 0, compete: 0, control: 0 }, true],
    [{ collaborate: 30, create: 30, compete: 30, control: 30 }, false],
    [{ collaborate: 20, create: 20, compete: 20, control: 20 }, false],
    [{ collaborate: 50, create: 50, compete: 0 }, false],
    [{ collaborate: -10, create: 60, compete: 25, control: 25 }, false],
    [{ collaborate: 25.5, create: 24.5, compete: 25, control: 25 }, false],
    [{ collaborate: 25, create: 25, compete: 25, control: 25, extra: 0 }, false],
  ])('%j valid=%s', (allocation, ok) => {
    expect(ZCultureAllocation.safeParse(allocation).success).toBe(ok);
  });

  it('reports the catalogue code when the points do not add up to 100', () => {
    const result = ZCultureAllocation.safeParse({ collaborate: 10, create: 10, compete: 10, control: 10 });
    expect(result.error?.issues[0]?.message).toBe('CULTURE_PROFILE_POINTS');
  });

  it('reads the sample data spelling "complete" and the CVF names as their types', () => {
    expect(ZCultureAllocation.parse({ clan: 40, adhocracy: 10, complete: 30, hierarchy: 20 })).toEqual({
      collaborate: 40,
      create: 10,
      compete: 30,
      control: 20,
    });
  });

  it('needs all six groups', () => {
    const even = { collaborate: 25, create: 25, compete: 25, control: 25 };
    expect(ZOaicArchetypesAnswers.safeParse({ strategic_emphases: even }).success).toBe(false);
  });

  it.each([
    [{}, 100],
    [{ collaborate: 40 }, 60],
    [{ collaborate: 40, create: 70 }, -10],
  ])('points remaining for %j is %i', (allocation, left) => {
    expect(pointsRemaining(allocation)).toBe(left);
  });
});
