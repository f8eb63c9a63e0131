import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../../lambdas/src/db/client';
import { documentClient } from '../support/document-client';
import { loadRespondentByToken, loadRespondentFromIndex } from '../../lambdas/src/respondents/repo';
import { LATE_SAVE_GRACE_SECONDS } from '../../shared/src/constants';
import { MAX_SIGNALS_PER_SECTION } from '../../shared/src/respondents/integrity';
import { invoke } from '../support/invoke';

/**
 * Integrity signals (docs/integrity.md): sent with the autosave, stored per section with the answers, shown on the
 * employer's result with how common each is among the assessment's respondents, and never on a candidate's route.
 */

const employer = { sub: randomUUID(), email: `integrity-${randomUUID().slice(0, 8)}@example.com` };
const SECTION = 'values_and_traits';
const company = {
  defining_your_values: { value_integrity: 5, value_teamwork: 4, value_innovation: 2 },
  identifying_key_traits: { trait_curious: 5, trait_dependable: 3 },
};
const answers = {
  defining_your_values: { value_integrity: 3, value_teamwork: 4, value_innovation: 5 },
  identifying_key_traits: { trait_curious: 5, trait_dependable: 1 },
};
const SHARED_DEVICE = `device-${randomUUID()}`;
let formId = '';
let code = '';

beforeAll(async () => {
  const created = await invoke<{ id: string }>('createTemplate', {
    claims: employer,
    body: { form_name: 'Integrity', sections: [SECTION], type_of_org: 'technology' },
  });
  formId = created.body.id;
  await invoke('saveTemplateSection', {
    claims: employer,
    params: { id: formId, section: SECTION },
    body: { company_answers: company },
  });
  code = (await invoke<{ publicCode: string }>('publishTemplate', { claims: employer, params: { id: formId } })).body
    .publicCode;
});

async function startedRespondent(name: string): Promise<string> {
  const reg = await invoke<{ token: string }>('registerRespondent', {
    params: { code },
    body: {
      firstname: name,
      lastname: 'Signals',
      email: `${name}.${randomUUID().slice(0, 6)}@example.com`,
      registration_id: `reg-${randomUUID()}`,
    },
  });
  await invoke('getRespondentTest', { params: { token: reg.body.token } });
  await invoke('startSection', { params: { token: reg.body.token, section: SECTION } });
  return reg.body.token;
}

const signal = (kind: string, extra: Record<string, number> = {}) => ({
  id: `sig-${randomUUID()}`,
  kind,
  at: new Date().toISOString(),
  ...extra,
});

async function resultIdOf(firstname: string): Promise<string> {
  const list = await invoke<{ items: { id: string; firstname: string }[] }>('listCandidates', {
    claims: employer,
    params: { id: formId },
  });
  const row = list.body.items.find((r) => r.firstname === firstname);
  if (!row) throw new Error(`no row for ${firstname}`);
  return row.id;
}

describe('integrity signals', () => {
  let alice = '';

  it('are stored with the answers, each id once, and the first device and network kept', async () => {
    alice = await startedRespondent('alice');
    const away = signal('focus_lost', { ms: 120_000 });
    const paste = signal('paste', { chars: 240 });
    const first = await invoke('saveAnswers', {
      params: { token: alice, section: SECTION },
      body: { answers, signals: [away, paste], device_id: SHARED_DEVICE },
      sourceIp: '198.51.100.7',
    });
    expect(first.status).toBe(200);
    // The same save sent again (a retry) and a new signal: the retried ones are kept once.
    const again = await invoke('saveAnswers', {
      params: { token: alice, section: SECTION },
      body: {
        answers,
        signals: [away, paste, signal('focus_lost', { ms: 3_000 })],
        device_id: `device-${randomUUID()}`,
      },
      sourceIp: '203.0.113.9',
    });
    expect(again.status).toBe(200);
    const stored = await loadRespondentByToken(alice);
    const events = (stored.integrity as Record<string, { events: { kind: string }[] }>)[SECTION]!.events;
    expect(events.map((e) => e.kind).sort()).toEqual(['focus_lost', 'focus_lost', 'paste']);
    expect(stored.device_id).toBe(SHARED_DEVICE);
    expect(stored.network_key).toBeTruthy();
    expect(stored.network_key).not.toContain('198.51');
    expect((stored.answers as Record<string, unknown>)[SECTION]).toEqual(answers);
  });

  it('are stored on a record from before signals (no integrity map): the save is merged on the consistent record', async () => {
    const token = await startedRespondent('olga');
    const { key } = await loadRespondentFromIndex(token, SECTION);
    await documentClient().send(
      new UpdateCommand({ TableName: tableName(), Key: key, UpdateExpression: 'REMOVE integrity' }),
    );
    const res = await invoke('saveAnswers', {
      params: { token, section: SECTION },
      body: { answers, signals: [signal('fullscreen_exit')] },
      sourceIp: '203.0.113.77',
    });
    expect(res.status).toBe(200);
    const stored = await loadRespondentByToken(token);
    expect((stored.integrity as Record<string, { events: { kind: string }[] }>)[SECTION]!.events).toMatchObject([
      { kind: 'fullscreen_exit' },
    ]);
    expect((stored.answers as Record<string, unknown>)[SECTION]).toEqual(answers);
  });

  it('are never shown on the candidate routes', async () => {
    const view = await invoke<Record<string, unknown>>('getRespondentTest', { params: { token: alice } });
    expect(view.status).toBe(200);
    expect(JSON.stringify(view.body)).not.toContain('focus_lost');
    expect(JSON.stringify(view.body)).not.toContain(SHARED_DEVICE);
  });

  it('refuses a save that carries more signals than one save may, or a malformed one', async () => {
    const many = Array.from({ length: 51 }, () => signal('other_tab'));
    const res = await invoke('saveAnswers', {
      params: { token: alice, section: SECTION },
      body: { answers, signals: many },
    });
    expect(res.status).toBe(400);
    const bad = await invoke('saveAnswers', {
      params: { token: alice, section: SECTION },
      body: { answers, signals: [{ ...signal('focus_lost'), ms: -1 }] },
    });
    expect(bad.status).toBe(400);
  });

  it('keep at most the cap per section however many saves carry them', async () => {
    const token = await startedRespondent('carol');
    for (let i = 0; i < 3; i++) {
      const res = await invoke('saveAnswers', {
        params: { token, section: SECTION },
        body: { answers, signals: Array.from({ length: 50 }, () => signal('other_tab')) },
      });
      expect(res.status).toBe(200);
    }
    const stored = await loadRespondentByToken(token);
    const kept = (stored.integrity as Record<string, { events: unknown[]; capped?: boolean }>)[SECTION]!;
    expect(kept.events).toHaveLength(MAX_SIGNALS_PER_SECTION);
    expect(kept.capped).toBe(true);
  });

  it('show on the result with how common each is, a shared device included, and change no score', async () => {
    const bob = await startedRespondent('bob');
    await invoke('saveAnswers', {
      params: { token: bob, section: SECTION },
      body: { answers, device_id: SHARED_DEVICE },
      sourceIp: '192.0.2.44',
    });
    const id = await resultIdOf('alice');
    const res = await invoke<{
      respondents: number;
      signals: { kind: string; count: number; ms?: number; chars?: number; prevalence: number }[];
      events: { section: string; kind: string }[];
    }>('getCandidateIntegrity', { claims: employer, params: { id: formId, candidateId: id } });
    expect(res.status).toBe(200);
    const byKind = Object.fromEntries(res.body.signals.map((s) => [s.kind, s]));
    // alice, olga, carol and bob started.
    expect(res.body.respondents).toBe(4);
    expect(byKind.focus_lost).toMatchObject({ count: 2, ms: 123_000, prevalence: 1 });
    expect(byKind.paste).toMatchObject({ count: 1, chars: 240, prevalence: 1 });
    expect(byKind.other_tab).toMatchObject({ count: 0, prevalence: 1 });
    expect(byKind.shared_device).toMatchObject({ count: 1, prevalence: 2 });
    expect(byKind.shared_network).toMatchObject({ count: 0, prevalence: 0 });
    expect(res.body.events.every((e) => e.section === SECTION)).toBe(true);
    expect(res.body.events).toHaveLength(3);
  });

  it('are not the business of another account', async () => {
    const id = await resultIdOf('alice');
    const stranger = { sub: randomUUID(), email: `stranger-${randomUUID().slice(0, 8)}@example.com` };
    const res = await invoke('getCandidateIntegrity', { claims: stranger, params: { id: formId, candidateId: id } });
    expect(res.status).toBe(404);
  });

  it('with assistive technology noted, the focus signals are left out of the panel and of its prevalence', async () => {
    const id = await resultIdOf('alice');
    const set = await invoke('setCandidateAccommodations', {
      claims: employer,
      params: { id: formId, candidateId: id },
      body: { extra_minutes: 0, assistive_technology: true },
    });
    expect(set.status).toBe(200);
    const res = await invoke<{
      accommodations: { assistive_technology: boolean };
      signals: { kind: string; count: number; prevalence: number }[];
      events: { kind: string }[];
    }>('getCandidateIntegrity', { claims: employer, params: { id: formId, candidateId: id } });
    expect(res.body.accommodations.assistive_technology).toBe(true);
    const byKind = Object.fromEntries(res.body.signals.map((s) => [s.kind, s]));
    expect(byKind.focus_lost).toMatchObject({ count: 0, ms: 0, prevalence: 0 });
    expect(byKind.paste).toMatchObject({ count: 1, prevalence: 1 });
    expect(res.body.events.map((e) => e.kind)).toEqual(['paste']);
  });
});

describe('extra time for one candidate', () => {
  it("the server's section timer honours the minutes granted to that respondent, and only to them", async () => {
    const token = await startedRespondent('dana');
    const other = await startedRespondent('eve');
    const view = await invoke<{ section_states: Record<string, { allowance_seconds: number }> }>('getRespondentTest', {
      params: { token },
    });
    const allowance = view.body.section_states[SECTION]!.allowance_seconds;
    // Both sections started long enough ago that the assessment's own time (and the grace) is over.
    const startedAt = new Date(Date.now() - (allowance + LATE_SAVE_GRACE_SECONDS + 120) * 1000).toISOString();
    for (const t of [token, other]) {
      const { key } = await loadRespondentFromIndex(t, SECTION);
      await documentClient().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: key,
          UpdateExpression: 'SET section_states.#s.started_at = :at',
          ExpressionAttributeNames: { '#s': SECTION },
          ExpressionAttributeValues: { ':at': startedAt },
        }),
      );
    }
    const late = await invoke('saveAnswers', { params: { token, section: SECTION }, body: { answers } });
    expect(late.status).not.toBe(200);

    const id = await resultIdOf('dana');
    const granted = await invoke('setCandidateAccommodations', {
      claims: employer,
      params: { id: formId, candidateId: id },
      body: { extra_minutes: 15, assistive_technology: false },
    });
    expect(granted.status).toBe(200);
    const after = await invoke<{
      section_states: Record<string, { allowance_seconds: number; remaining_seconds: number }>;
    }>('getRespondentTest', { params: { token } });
    expect(after.body.section_states[SECTION]!.allowance_seconds).toBe(allowance + 15 * 60);
    expect(after.body.section_states[SECTION]!.remaining_seconds).toBeGreaterThan(0);
    const saved = await invoke('saveAnswers', { params: { token, section: SECTION }, body: { answers } });
    expect(saved.status).toBe(200);
    // The other respondent was granted nothing: their time is still over.
    const otherSave = await invoke('saveAnswers', { params: { token: other, section: SECTION }, body: { answers } });
    expect(otherSave.status).not.toBe(200);
  });
});
