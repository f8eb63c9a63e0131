import { describe, expect, it } from 'vitest';
import { generationProgress, REVEAL_START, revealComplete, revealReceive, revealTick } from './reveal';
import { takeStreamEvents } from '../routes/stream';

const text = (n: number) => 'x'.repeat(n);

describe('AI text reveal (spec part 1 §4, part 2 §9.3)', () => {
  it('waits in loading until the first piece, then reveals at most 120 characters a tick while streaming', () => {
    let s = REVEAL_START;
    expect(revealTick(s)).toEqual(s);
    s = revealReceive(s, text(300));
    expect(s.phase).toBe('streaming');
    s = revealTick(s);
    expect(s.shown).toBe(120);
    s = revealTick(s);
    expect(s.shown).toBe(240);
    s = revealTick(s);
    expect(s).toMatchObject({ shown: 300, phase: 'streaming' });
  });

  it('is locked once the answer is complete but not all shown, and finished when all of it is', () => {
    let s = revealTick(revealReceive(REVEAL_START, text(250)));
    s = revealComplete(s, text(250));
    expect(s.phase).toBe('locked');
    s = revealTick(s);
    expect(s).toMatchObject({ phase: 'locked', shown: 240 });
    s = revealTick(s);
    expect(s).toMatchObject({ phase: 'finished', shown: 250 });
  });

  it('a final text shorter than what streamed (a retried answer) never shows past its end', () => {
    let s = revealTick(revealTick(revealReceive(REVEAL_START, text(400))));
    s = revealComplete(s, 'short answer');
    expect(s).toMatchObject({ shown: 12, phase: 'finished', received: 'short answer' });
  });

  it('progress rises with each finished result, then steps through 90, 95 and 100', () => {
    expect([0, 1, 2, 3, 4].map((n) => generationProgress(n, 4))).toEqual([0, 21, 43, 64, 85]);
    expect([1, 2, 3].map((step) => generationProgress(4, 4, step as 1 | 2 | 3))).toEqual([90, 95, 100]);
  });
});

describe('stream events', () => {
  it('keeps an unfinished line for the next chunk', () => {
    const first = takeStreamEvents('{"t":"delta","text":"Hel"}\n{"t":"delta","te');
    expect(first.events).toEqual([{ t: 'delta', text: 'Hel' }]);
    const second = takeStreamEvents(`${first.rest}xt":"lo"}\n{"t":"done","data":{"ok":true}}\n`);
    expect(second.events).toEqual([
      { t: 'delta', text: 'lo' },
      { t: 'done', data: { ok: true } },
    ]);
    expect(second.rest).toBe('');
  });
});
