import { describe, expect, it } from 'vitest';
import { answeredTooFast, fastReadingMs, mergeSignals, signalTotals } from './integrity';

describe('time per item against a fast reading speed', () => {
  it('reads spaced scripts by the word and Thai or Chinese by the character', () => {
    expect(fastReadingMs('I keep my promises to colleagues even when it costs me.')).toBe(11 * 120);
    expect(fastReadingMs('ฉันรักษาสัญญา')).toBe(13 * 60);
    expect(fastReadingMs('我总是守信')).toBe(5 * 60);
    expect(fastReadingMs('1. —')).toBe(120);
  });

  it('notes an answer given sooner than the item can be read, and never one on a very short item', () => {
    const item = 'A colleague takes credit for your work in a meeting with the whole team present.';
    expect(answeredTooFast(item, 400)).toEqual({ min_ms: 15 * 120 });
    expect(answeredTooFast(item, 15 * 120)).toBeNull();
    expect(answeredTooFast('Talkative', 50)).toBeNull();
  });

  it('is stored and counted like the other signals', () => {
    const at = new Date().toISOString();
    const stored = mergeSignals(undefined, [{ id: 'fast-1', at, kind: 'fast_answer', ms: 300, min_ms: 1800 }]);
    expect(stored.events).toHaveLength(1);
    expect(signalTotals({ acceptable_behaviors: stored }).fast_answer).toEqual({ count: 1 });
  });
});
