import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  beginRecompute,
  respondentStatusLabel,
  endRecompute,
  finishRespondentTest,
  nextRespondentStatus,
  openRespondentLink,
  resetCandidate,
  startRespondentTest,
  type RespondentEvent,
} from './status';
import { RESPONDENT_STATUSES, type RespondentStatus } from './types';
import { buildRespondent } from '../../../test/builders/respondent';
import { DomainError } from '../errors/domain-error';

const now = new Date('2026-02-01T10:00:00Z');

const codeOf = (fn: () => unknown) => {
  try {
    fn();
    return null;
  } catch (e) {
    return e instanceof DomainError ? e.code : 'THREW';
  }
};

describe('Candidate assessment status (spec part 1 §4)', () => {
  it.each<[string, RespondentStatus, RespondentEvent, RespondentStatus | null]>([
    ['INVITED, then TODO (when the candidate opens the link)', 'INVITED', 'open', 'TODO'],
    ['opening again keeps TODO', 'TODO', 'open', 'TODO'],
    ['opening again keeps COMPLETED', 'COMPLETED', 'open', 'COMPLETED'],
    ['IN_PROGRESS (on start, only from TODO)', 'TODO', 'start', 'IN_PROGRESS'],
    ['start from INVITED is refused', 'INVITED', 'start', null],
    ['start from COMPLETED is refused', 'COMPLETED', 'start', null],
    ['start from IN_PROGRESS is refused', 'IN_PROGRESS', 'start', null],
    ['then COMPLETED (finish)', 'IN_PROGRESS', 'finish', 'COMPLETED'],
    ['finish before start is refused', 'TODO', 'finish', null],
    ['RECOMPUTE is transient: from COMPLETED', 'COMPLETED', 'begin_recompute', 'RECOMPUTE'],
    ['then set back to COMPLETED', 'RECOMPUTE', 'end_recompute', 'COMPLETED'],
    ['RECOMPUTE only from COMPLETED', 'IN_PROGRESS', 'begin_recompute', null],
    ['Reset: status back to INVITED', 'COMPLETED', 'reset', 'INVITED'],
  ])('%s', (_rule, from, event, to) => {
    expect(nextRespondentStatus(from, event)).toBe(to);
  });

  it('finish sets finished_at; start records started_test_at and is_started_test', () => {
    let c = openRespondentLink(buildRespondent(), now);
    expect(c).toMatchObject({ status: 'TODO', joined_at: now.toISOString(), last_accessed_at: now.toISOString() });
    c = startRespondentTest(c, now);
    expect(c).toMatchObject({ status: 'IN_PROGRESS', started_test_at: now.toISOString(), is_started_test: true });
    const later = new Date(now.getTime() + 600_000);
    c = finishRespondentTest(c, later);
    expect(c).toMatchObject({ status: 'COMPLETED', finished_at: later.toISOString() });
    expect(endRecompute(beginRecompute(c, later), later).status).toBe('COMPLETED');
  });

  it('Illegal transitions throw INVALID_STATUS_TRANSITION naming the current status', () => {
    expect(codeOf(() => startRespondentTest(buildRespondent(), now))).toBe('INVALID_STATUS_TRANSITION');
    expect(codeOf(() => finishRespondentTest(buildRespondent({ status: 'TODO' }), now))).toBe(
      'INVALID_STATUS_TRANSITION',
    );
    try {
      startRespondentTest(buildRespondent({ status: 'COMPLETED' }), now);
    } catch (e) {
      expect(e).toMatchObject({ code: 'INVALID_STATUS_TRANSITION', params: { from: 'COMPLETED' } });
    }
  });

  it('Reset: section times and states cleared, is_started_test false; answers kept', () => {
    const done = buildRespondent({
      status: 'COMPLETED',
      is_started_test: true,
      section_times: { big5: 100 },
      section_states: { big5: { status: 'completed' } },
      section_spent_times: { big5: 500 },
      finished_at: now.toISOString(),
      answers: { big5: { a: 1 } },
    });
    const r = resetCandidate(done, now);
    expect(r).toMatchObject({
      status: 'INVITED',
      section_times: {},
      section_states: {},
      section_spent_times: {},
      is_started_test: false,
      finished_at: null,
    });
    expect(r.answers).toEqual({ big5: { a: 1 } });
    expect(done.status).toBe('COMPLETED');
  });

  it.each<[RespondentStatus, string, string, string]>([
    ['INVITED', 'Invited', 'ได้รับเชิญ', 'Invitado'],
    ['TODO', 'Started', 'เริ่มแล้ว', 'Iniciado'],
    ['IN_PROGRESS', 'Incompleted', 'ยังไม่เสร็จ', 'Incompleto'],
    ['COMPLETED', 'Completed', 'เสร็จสมบูรณ์', 'Completado'],
  ])('Labels shown: %s is %s', (status, en, th, es) => {
    expect([
      respondentStatusLabel(status),
      respondentStatusLabel(status, 'th'),
      respondentStatusLabel(status, 'es'),
    ]).toEqual([en, th, es]);
  });

  it('any sequence of events either follows the machine or throws, and COMPLETED always has finished_at', () => {
    const events: RespondentEvent[] = ['open', 'start', 'finish', 'begin_recompute', 'end_recompute', 'reset'];
    const apply = {
      open: openRespondentLink,
      start: startRespondentTest,
      finish: finishRespondentTest,
      begin_recompute: beginRecompute,
      end_recompute: endRecompute,
      reset: resetCandidate,
    };
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...events), { maxLength: 20 }), (seq) => {
        let c = buildRespondent();
        for (const e of seq) {
          const expected = nextRespondentStatus(c.status, e);
          try {
            c = apply[e](c, now);
            if (c.status !== expected) return false;
          } catch {
            if (expected !== null) return false;
          }
          if (c.status === 'COMPLETED' && !c.finished_at) return false;
          if (!RESPONDENT_STATUSES.includes(c.status)) return false;
        }
        return true;
      }),
    );
  });
});
