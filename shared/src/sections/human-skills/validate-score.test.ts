import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../errors';
import { HUMAN_SKILLS, HUMAN_SKILLS_PACK } from './content';
import { HUMAN_SKILL_KEYS, ZHumanSkillsSetup } from './schema';
import { validateHumanSkillsScore } from './validate-score';

const HUMAN_SKILL_RUBRICS = HUMAN_SKILLS_PACK.rubrics;

const good = {
  written_communication: { score: 80, full_explanation: 'Clear and structured.' },
  empathy: { score: 70, full_explanation: 'Acknowledges feelings.' },
  situational_awareness: { score: 60, full_explanation: 'Reads the room.' },
  critical_thinking: { score: 90, full_explanation: 'Weighs evidence.' },
};

describe('human skills: written_communication, empathy, situational_awareness, critical_thinking (spec part 2 §9.4)', () => {
  it('the skill keys match the content pack', () => {
    expect([...HUMAN_SKILL_KEYS]).toEqual([...HUMAN_SKILLS]);
  });

  it('keeps a well-formed AI result and averages the skills into the overall', () => {
    expect(validateHumanSkillsScore(good)).toEqual({ overall: 75, ...good });
  });

  it('reads a JSON string, fenced or not', () => {
    expect(validateHumanSkillsScore(JSON.stringify(good)).overall).toBe(75);
    expect(validateHumanSkillsScore('```json\n' + JSON.stringify(good) + '\n```').overall).toBe(75);
  });

  it.each([
    [130, 100],
    [-5, 0],
    [72.6, 73],
    ['64', 64],
  ])('clamps and rounds the score %s to %i', (score, expected) => {
    const r = validateHumanSkillsScore({ ...good, empathy: { score, full_explanation: 'ok' } });
    expect(r.empathy?.score).toBe(expected);
  });

  it('trims the explanation and drops extra keys', () => {
    const r = validateHumanSkillsScore({
      ...good,
      note: 'x',
      empathy: { score: 50, full_explanation: '  fine  ', extra: 1 },
    });
    expect(r.empathy).toEqual({ score: 50, full_explanation: 'fine' });
    expect(r).not.toHaveProperty('note');
  });

  it('derives the score from the criterion scores when only those are given', () => {
    const criteria = { perspective: 80, listening: 60, response: 70, boundaries: 90 };
    const r = validateHumanSkillsScore(
      { ...good, empathy: { criteria, full_explanation: 'ok' } },
      { rubrics: HUMAN_SKILL_RUBRICS },
    );
    expect(r.empathy).toEqual({ score: 75, criteria, full_explanation: 'ok' });
  });

  it('checks only the skills the setup assesses', () => {
    expect(validateHumanSkillsScore({ empathy: good.empathy }, { skills: ['empathy'] }).overall).toBe(70);
  });

  it.each([
    ['not JSON', 'the model says hello'],
    ['not an object', [good]],
    ['null', null],
    ['a skill missing', { ...good, empathy: undefined }],
    ['score not a number', { ...good, empathy: { score: 'high', full_explanation: 'x' } }],
    ['score NaN', { ...good, empathy: { score: Number.NaN, full_explanation: 'x' } }],
    ['explanation empty', { ...good, empathy: { score: 50, full_explanation: '   ' } }],
    ['explanation missing', { ...good, empathy: { score: 50 } }],
    ['unknown criterion', { ...good, empathy: { score: 50, full_explanation: 'x', criteria: { vibes: 10 } } }],
  ])('refuses garbage: %s', (_why, raw) => {
    expect(() => validateHumanSkillsScore(raw, { rubrics: HUMAN_SKILL_RUBRICS })).toThrow(DomainError);
  });

  it('refuses with the AI failure code so the caller retries', () => {
    try {
      validateHumanSkillsScore({});
      expect.unreachable();
    } catch (error) {
      expect((error as DomainError).code).toBe('AI_SERVICE_FAILED');
    }
  });

  it('a setup names skills that each have a prompt', () => {
    expect(
      ZHumanSkillsSetup.safeParse({ skills: ['empathy'], prompts: { empathy: ['em_upset_colleague'] } }).success,
    ).toBe(true);
    expect(ZHumanSkillsSetup.safeParse({ skills: ['empathy'], prompts: {} }).success).toBe(false);
    expect(ZHumanSkillsSetup.safeParse({ skills: [], prompts: {} }).success).toBe(false);
  });
});

describe('human skills validation properties', () => {
  it('any numeric scores come out as integers 0..100 with an overall within 0..100', () => {
    const entry = fc.record({
      score: fc.double({ noNaN: true, noDefaultInfinity: true }),
      full_explanation: fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
    });
    fc.assert(
      fc.property(fc.tuple(entry, entry, entry, entry), (entries) => {
        const raw = Object.fromEntries(HUMAN_SKILL_KEYS.map((k, i) => [k, entries[i]]));
        const r = validateHumanSkillsScore(raw);
        expect(r.overall >= 0 && r.overall <= 100).toBe(true);
        for (const k of HUMAN_SKILL_KEYS)
          expect(Number.isInteger(r[k]?.score) && r[k]!.score >= 0 && r[k]!.score <= 100).toBe(true);
      }),
    );
  });
});
