import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { tableClient, tableName, type TableClient } from '../../lambdas/src/db/client';
import { documentClient } from '../support/document-client';
import { loadRespondentByToken, loadRespondentFromIndex, loadAssessmentOf } from '../../lambdas/src/respondents/repo';
import { saveSectionAnswers } from '../../lambdas/src/respondents/answers-store';
import { invoke } from '../support/invoke';

/**
 * The autosave's reads (issue budget: at most 2 DynamoDB calls per saveAnswers): the record comes through the token
 * index (one call) and the assessment from this instance's recent read; the write is guarded by `updated_at`. A copy
 * from the index that lags the table never loses a save and never refuses one the consistent record allows.
 */

const employer = { sub: randomUUID(), email: `autosave-${randomUUID().slice(0, 8)}@example.com` };
const SECTION = 'values_and_traits';
const company = {
  defining_your_values: { value_integrity: 5, value_teamwork: 4, value_innovation: 2 },
  identifying_key_traits: { trait_curious: 5, trait_dependable: 3 },
};
const answers = (n: number) => ({
  defining_your_values: { value_integrity: n, value_teamwork: 4, value_innovation: 5 },
  identifying_key_traits: { trait_curious: 5, trait_dependable: 1 },
});

let calls = 0;
const client = tableClient();
const send: TableClient['send'] = client.send.bind(client);
let code = '';

beforeAll(async () => {
  // Every DynamoDB call the handlers make goes through the process's one table client: count them there.
  client.send = (operation, input) => {
    calls += 1;
    return send(operation, input);
  };
  const created = await invoke<{ id: string }>('createTemplate', {
    claims: employer,
    body: { form_name: 'Autosave', sections: [SECTION], type_of_org: 'technology' },
  });
  await invoke('saveTemplateSection', {
    claims: employer,
    params: { id: created.body.id, section: SECTION },
    body: { company_answers: company },
  });
  code = (
    await invoke<{ publicCode: string }>('publishTemplate', { claims: employer, params: { id: created.body.id } })
  ).body.publicCode;
});

afterAll(() => {
  client.send = send;
});

async function startedRespondent(name: string): Promise<string> {
  const reg = await invoke<{ token: string }>('registerRespondent', {
    params: { code },
    body: {
      firstname: name,
      lastname: 'Save',
      email: `${name}.${randomUUID().slice(0, 6)}@example.com`,
      registration_id: `reg-${randomUUID()}`,
    },
  });
  await invoke('getRespondentTest', { params: { token: reg.body.token } });
  await invoke('startSection', { params: { token: reg.body.token, section: SECTION } });
  return reg.body.token;
}

describe('autosave', () => {
  it('takes two DynamoDB calls: the record through the token index and the guarded write', async () => {
    const token = await startedRespondent('two');
    calls = 0;
    const res = await invoke('saveAnswers', { params: { token, section: SECTION }, body: { answers: answers(3) } });
    expect(res.status).toBe(200);
    expect(calls).toBe(2);
    const stored = await loadRespondentByToken(token);
    expect((stored.answers as Record<string, unknown>)[SECTION]).toEqual(answers(3));
  });

  it('takes the same two calls when the save carries integrity signals and the device, stored in the same write', async () => {
    const token = await startedRespondent('signals');
    calls = 0;
    const res = await invoke('saveAnswers', {
      params: { token, section: SECTION },
      body: {
        answers: answers(2),
        signals: [{ id: `sig-${randomUUID()}`, kind: 'paste', at: new Date().toISOString(), chars: 12 }],
        device_id: `device-${randomUUID()}`,
      },
      sourceIp: '198.51.100.20',
    });
    expect(res.status).toBe(200);
    expect(calls).toBe(2);
    const stored = await loadRespondentByToken(token);
    expect((stored.integrity as Record<string, { events: unknown[] }>)[SECTION]?.events).toHaveLength(1);
    expect(stored.device_id).toMatch(/^device-/);
  });

  it('a copy older than the table (another save landed since) is merged again on a fresh read, not written over it', async () => {
    const token = await startedRespondent('stale');
    const stale = await loadRespondentFromIndex(token, SECTION);
    expect(
      (await invoke('saveAnswers', { params: { token, section: SECTION }, body: { answers: answers(2) } })).status,
    ).toBe(200);
    // This device changed one item on a copy read before the other save landed: only that item moves.
    await saveSectionAnswers({
      read: stale,
      section: SECTION,
      template: await loadAssessmentOf(stale.item),
      answers: answers(5),
      changed: [['defining_your_values', 'value_integrity']],
      now: new Date(),
    });
    const stored = await loadRespondentByToken(token);
    expect((stored.answers as Record<string, unknown>)[SECTION]).toEqual({
      ...answers(2),
      defining_your_values: { ...answers(2).defining_your_values, value_integrity: 5 },
    });
  });

  it('a refusal made on a lagging index copy (the section looked not started) is checked again on the consistent record', async () => {
    const reg = await invoke<{ token: string }>('registerRespondent', {
      params: { code },
      body: {
        firstname: 'Lag',
        lastname: 'Save',
        email: `lag.${randomUUID().slice(0, 6)}@example.com`,
        registration_id: `reg-${randomUUID()}`,
      },
    });
    const token = reg.body.token;
    await invoke('getRespondentTest', { params: { token } });
    // As the index would give it while it lags: the copy says the section has not started.
    const beforeStart = await loadRespondentFromIndex(token, SECTION);
    const assessment = await loadAssessmentOf(beforeStart.item);
    const save = () =>
      saveSectionAnswers({
        read: beforeStart,
        section: SECTION,
        template: assessment,
        answers: answers(4),
        changed: undefined,
        now: new Date(),
      });
    // Refused while the consistent record agrees the section is not started.
    await expect(save()).rejects.toMatchObject({ code: 'INVALID_STATUS_TRANSITION' });
    await invoke('startSection', { params: { token, section: SECTION } });
    await save();
    expect(((await loadRespondentByToken(token)).answers as Record<string, unknown>)[SECTION]).toEqual(answers(4));
  });

  it("a save reads and writes only its own section's answers: the other sections' stay as stored", async () => {
    const token = await startedRespondent('sections');
    const { key } = await loadRespondentFromIndex(token, SECTION);
    const earlier = { culture_now: { c1: 40, c2: 60 } };
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'SET answers.oaic_archetypes = :o',
        ExpressionAttributeValues: { ':o': earlier },
      }),
    );
    calls = 0;
    const res = await invoke('saveAnswers', { params: { token, section: SECTION }, body: { answers: answers(2) } });
    expect(res.status).toBe(200);
    expect(calls).toBe(2);
    expect((await loadRespondentByToken(token)).answers).toEqual({ oaic_archetypes: earlier, [SECTION]: answers(2) });
  });

  it('a record without an answers map still takes the save', async () => {
    const token = await startedRespondent('no-map');
    const { key } = await loadRespondentFromIndex(token, SECTION);
    await documentClient().send(
      new UpdateCommand({ TableName: tableName(), Key: key, UpdateExpression: 'REMOVE answers' }),
    );
    const res = await invoke('saveAnswers', { params: { token, section: SECTION }, body: { answers: answers(1) } });
    expect(res.status).toBe(200);
    expect(((await loadRespondentByToken(token)).answers as Record<string, unknown>)[SECTION]).toEqual(answers(1));
  });
});

describe('the same link open in two tabs or on two devices', () => {
  const tab1 = {
    defining_your_values: { value_integrity: 5, value_teamwork: 4, value_innovation: 2 },
    identifying_key_traits: {},
  };
  const tab2 = {
    defining_your_values: { value_trust: 3, value_safety: 5, value_service: 1 },
    identifying_key_traits: {},
  };
  const changesOf = (a: { defining_your_values: Record<string, number> }) =>
    Object.keys(a.defining_your_values).map((id) => ['defining_your_values', id]);
  const stored = async (token: string) =>
    ((await loadRespondentByToken(token)).answers as Record<string, unknown>)[SECTION];

  it('keeps the answers of both: each save changes only the items that tab answered', async () => {
    const token = await startedRespondent('tabs');
    expect(
      (
        await invoke('saveAnswers', {
          params: { token, section: SECTION },
          body: { answers: tab1, changed: changesOf(tab1) },
        })
      ).status,
    ).toBe(200);
    calls = 0;
    expect(
      (
        await invoke('saveAnswers', {
          params: { token, section: SECTION },
          body: { answers: tab2, changed: changesOf(tab2) },
        })
      ).status,
    ).toBe(200);
    // Still the autosave's two calls: the merge happens inside the guarded write.
    expect(calls).toBe(2);
    expect(await stored(token)).toEqual({
      defining_your_values: { ...tab1.defining_your_values, ...tab2.defining_your_values },
      identifying_key_traits: {},
    });
  });

  it('a tab holding an older copy of an answer does not undo the newer one, and clears only what it cleared', async () => {
    const token = await startedRespondent('stale-tab');
    await invoke('saveAnswers', {
      params: { token, section: SECTION },
      body: { answers: tab1, changed: changesOf(tab1) },
    });
    // The other tab saw value_integrity at 5 and value_teamwork at 4; since then the first tab changed value_integrity.
    const newer = { ...tab1, defining_your_values: { ...tab1.defining_your_values, value_integrity: 1 } };
    await invoke('saveAnswers', {
      params: { token, section: SECTION },
      body: { answers: newer, changed: [['defining_your_values', 'value_integrity']] },
    });
    const { value_teamwork: _cleared, ...rest } = tab1.defining_your_values;
    const other = { defining_your_values: { ...rest, value_trust: 2 }, identifying_key_traits: {} };
    await invoke('saveAnswers', {
      params: { token, section: SECTION },
      body: {
        answers: other,
        changed: [
          ['defining_your_values', 'value_teamwork'],
          ['defining_your_values', 'value_trust'],
        ],
      },
    });
    expect(await stored(token)).toEqual({
      defining_your_values: { value_integrity: 1, value_innovation: 2, value_trust: 2 },
      identifying_key_traits: {},
    });
  });

  it("a client that sends no list of changes adds its answers without removing the other tab's", async () => {
    const token = await startedRespondent('old-client');
    await invoke('saveAnswers', { params: { token, section: SECTION }, body: { answers: tab1 } });
    await invoke('saveAnswers', { params: { token, section: SECTION }, body: { answers: tab2 } });
    expect(await stored(token)).toEqual({
      defining_your_values: { ...tab1.defining_your_values, ...tab2.defining_your_values },
      identifying_key_traits: {},
    });
  });

  it('completing the section in one tab keeps the answers saved from the other', async () => {
    const token = await startedRespondent('complete-tab');
    await invoke('saveAnswers', {
      params: { token, section: SECTION },
      body: { answers: tab1, changed: changesOf(tab1) },
    });
    expect(
      (
        await invoke('completeSection', {
          params: { token, section: SECTION },
          body: { answers: tab2, changed: changesOf(tab2) },
        })
      ).status,
    ).toBe(200);
    expect(await stored(token)).toEqual({
      defining_your_values: { ...tab1.defining_your_values, ...tab2.defining_your_values },
      identifying_key_traits: {},
    });
  });

  it('a change named at the wrong depth is refused', async () => {
    const token = await startedRespondent('bad-path');
    expect(
      (
        await invoke('saveAnswers', {
          params: { token, section: SECTION },
          body: { answers: tab1, changed: [['value_integrity']] },
        })
      ).status,
    ).toBe(400);
  });
});
