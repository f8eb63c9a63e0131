import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { shouldSaveSharedQuestions } from './shared-questions';

describe('A shared-questions save is skipped if nothing changed (spec part 1 §5)', () => {
  it.each([
    ['identical', { q1: ['a', 'b'], n: 1 }, { q1: ['a', 'b'], n: 1 }, false],
    ['same content, other key order', { a: 1, b: { c: 2 } }, { b: { c: 2 }, a: 1 }, false],
    ['an answer changed', { q1: ['a'] }, { q1: ['b'] }, true],
    ['a question added', { q1: 1 }, { q1: 1, q2: 2 }, true],
    ['first save', undefined, { q1: 1 }, true],
  ])('%s -> save %s', (_rule, prev, next, save) => {
    expect(shouldSaveSharedQuestions(prev, next)).toBe(save);
  });

  it('a JSON round trip never triggers a save', () => {
    fc.assert(fc.property(fc.jsonValue(), (v) => !shouldSaveSharedQuestions(v, JSON.parse(JSON.stringify(v)))));
  });
});
