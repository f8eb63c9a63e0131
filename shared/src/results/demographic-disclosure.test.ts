import { describe, expect, it } from 'vitest';
import { DEMOGRAPHIC_QUESTION_KEYS, type Demographics } from './demographics';
import { publishDemographics, visiblyChangedGroups, type PublishedDemographics } from './demographic-disclosure';
import { adverseImpact } from './fair-use';
import { statsDelta } from './group-aggregate';
import { MIN_GROUP_SIZE_FOR_TEAM_PROFILE as MIN } from './group-analytics';

type Person = Demographics & { score?: number };

/** The table an employer reads after each respondent's answers, as get-group-analytics.ts builds it. */
function readings(people: readonly Person[]) {
  const live: Record<string, number> = {};
  let shown: PublishedDemographics | null = null;
  const out: { counters: Record<string, number>; table: Record<string, ReturnType<typeof adverseImpact>> }[] = [];
  const read = () => {
    shown = publishDemographics(live, shown).published;
    out.push({
      counters: shown.counters,
      table: Object.fromEntries(DEMOGRAPHIC_QUESTION_KEYS.map((q) => [q, adverseImpact(shown!.counters, q)])),
    });
  };
  read();
  for (const { score = 80, ...answers } of people) {
    const summaries = { overall: score };
    for (const [k, v] of Object.entries(statsDelta(summaries, summaries, null, answers))) live[k] = (live[k] ?? 0) + v;
    read();
  }
  return out;
}

const men = (n: number, score = 80): Person[] => Array.from({ length: n }, () => ({ gender: 'man', score }));
const women = (n: number, score = 80): Person[] => Array.from({ length: n }, () => ({ gender: 'woman', score }));
const gender = (r: ReturnType<typeof readings>[number]) =>
  Object.fromEntries(r.table.gender!.map((row) => [row.group, row.respondents]));

describe('adverse-impact figures never tell one respondent’s answers (fair use)', () => {
  it.each<[string, Person[], Record<string, number | null> | 'none']>([
    ['five men in a row: the lone group stays out though it reaches five (its complement is nobody)', men(5), 'none'],
    ['a sixth, a woman: still nothing, the only group that would show is one', [...men(5), ...women(1)], 'none'],
    [
      'five men and five women: both appear together',
      [...men(5), ...women(5)],
      { woman: 5, man: 5, non_binary: null, other: null },
    ],
    [
      'then five more women: a batch all in one group is held back, the table stays as it was',
      [...men(5), ...women(5), ...women(5)],
      { woman: 5, man: 5, non_binary: null, other: null },
    ],
    [
      'then three men and two women: a mixed batch shows',
      [...men(5), ...women(5), ...men(3), ...women(2)],
      { woman: 7, man: 8, non_binary: null, other: null },
    ],
    [
      'a group under five is listed without any count',
      [...men(5), ...women(5), { gender: 'non_binary' }, ...men(2), ...women(2)],
      { woman: 7, man: 7, non_binary: null, other: null },
    ],
  ])('%s', (_, people, expected) => {
    const last = readings(people).at(-1)!;
    if (expected === 'none') expect(last.table.gender).toEqual([]);
    else expect(gender(last)).toEqual(expected);
  });

  it('a hidden group carries no figure at all', () => {
    const last = readings([...men(5), ...women(5), { gender: 'other', score: 10 }, ...men(2), ...women(2)]).at(-1)!;
    expect(last.table.gender!.find((r) => r.group === 'other')).toEqual({
      group: 'other',
      shown: false,
      respondents: null,
      selected: null,
      rate: null,
      ratio: null,
      flagged: false,
    });
  });

  it('selection changes count too: a batch of selections in one group is held back', () => {
    const base = [...men(5), ...women(5)];
    const rescored = readings([...base, ...women(5, 20)]);
    // Five more women, none selected: only the women's row would move, so nothing moves.
    expect(rescored.at(-1)!.table).toEqual(rescored.at(-6)!.table);
  });

  it('between any two readings taken before and after one respondent, no question changes in exactly one group, and nothing changes before five changes', () => {
    // A fixed pseudo-random crowd, so the test is the same each run.
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const genders = ['woman', 'man', 'non_binary', 'other'] as const;
    const ages = ['under_25', '25_34', '35_44', '45_54', '55_plus'] as const;
    const crowd: Person[] = Array.from({ length: 300 }, () => ({
      ...(next() < 0.9 ? { gender: genders[Math.floor(next() ** 2 * genders.length)]! } : {}),
      ...(next() < 0.8 ? { age_band: ages[Math.floor(next() * ages.length)]! } : {}),
      score: Math.round(next() * 100),
    }));
    const seen = readings(crowd);
    let sinceChange = 0;
    let published = 0;
    for (let i = 1; i < seen.length; i++) {
      sinceChange++;
      for (const q of DEMOGRAPHIC_QUESTION_KEYS)
        expect(visiblyChangedGroups(seen[i - 1]!.counters, seen[i]!.counters, q, MIN)).not.toBe(1);
      if (JSON.stringify(seen[i]!.table) !== JSON.stringify(seen[i - 1]!.table)) {
        expect(sinceChange).toBeGreaterThanOrEqual(MIN);
        sinceChange = 0;
        published++;
      }
    }
    expect(published).toBeGreaterThan(10);
  });
});
