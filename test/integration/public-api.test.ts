import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { API_RATE_LIMIT_PER_MINUTE } from '@shared/constants/limits';
import { apiKeyActor } from '../../lambdas/src/accounts/api-key-store';
import { emailKey } from '@shared/accounts/email';
import { errorMessage } from '@shared/errors';
import { db } from '../../lambdas/src/db/service';
import { invoke } from '../support/invoke';

/**
 * The public API (spec part 1 §2 /docs-for-dev; part 2 §6, §9.3): an account's API key in x-api-key lists its
 * assessments and respondents, reads a result and invites candidates, as that account; the key is checked against
 * its stored hash, a regenerated key replaces the old one at once, another account's assessment is out of reach,
 * and each key is limited per minute.
 */

const company = {
  defining_your_values: { value_integrity: 5, value_teamwork: 4, value_innovation: 2 },
  identifying_key_traits: { trait_curious: 5, trait_dependable: 3 },
};
const person = () => ({ sub: randomUUID(), email: `api-${randomUUID().slice(0, 8)}@example.com` });
type Detail = { id: string; publicCode: string };

async function publishedBy(claims: { sub: string; email: string }, name: string): Promise<Detail> {
  const created = await invoke<Detail>('createTemplate', {
    claims,
    body: { type_of_org: 'technology', form_name: name, sections: ['values_and_traits'] },
  });
  await invoke('saveTemplateSection', {
    claims,
    params: { id: created.body.id, section: 'values_and_traits' },
    body: { company_answers: company },
  });
  return (await invoke<Detail>('publishTemplate', { claims, params: { id: created.body.id } })).body;
}

async function newKey(claims: { sub: string; email: string }): Promise<string> {
  const created = await invoke<{ key: string }>('createApiKey', { claims });
  expect(created.status).toBe(201);
  return created.body.key;
}

describe('the public API', () => {
  it('lists the assessments, invites a candidate (once, on a retry too) and lists respondents with the key', async () => {
    const owner = person();
    const tpl = await publishedBy(owner, 'API role');
    const key = await newKey(owner);
    const headers = { 'x-api-key': key };
    const list = await invoke<{ items: { id: string }[] }>('apiListAssessments', { headers });
    expect(list.status).toBe(200);
    expect(list.body.items.map((i) => i.id)).toContain(tpl.id);
    const email = `cand-${randomUUID().slice(0, 8)}@example.com`;
    const body = { recipients: [{ email, firstname: 'Cam', lastname: 'Lee' }] };
    const invited = await invoke('apiInviteCandidates', { headers, params: { id: tpl.id }, body });
    expect(invited.status).toBe(200);
    await invoke('apiInviteCandidates', { headers, params: { id: tpl.id }, body });
    const respondents = await invoke<{ items: { id: string; email: string }[] }>('apiListRespondents', {
      headers,
      params: { id: tpl.id },
    });
    expect(respondents.body.items.filter((r) => r.email === email)).toHaveLength(1);
    const result = await invoke<{ email: string }>('apiGetResult', {
      headers,
      params: { id: tpl.id, candidateId: respondents.body.items[0]!.id },
    });
    expect(result.status).toBe(200);
    expect(result.body.email).toBe(email);
  });

  it("refuses a missing or wrong key with 'Invalid API key.', and the old key once the key is regenerated", async () => {
    const owner = person();
    const first = await newKey(owner);
    expect((await invoke('apiListAssessments', { headers: { 'x-api-key': first } })).status).toBe(200);
    const none = await invoke<{ error: { message: string } }>('apiListAssessments', {});
    expect(none.status).toBe(401);
    expect(none.body.error.message).toBe('Invalid API key.');
    expect((await invoke('apiListAssessments', { headers: { 'x-api-key': `${first}x` } })).status).toBe(401);
    const second = await newKey(owner);
    expect((await invoke('apiListAssessments', { headers: { 'x-api-key': first } })).status).toBe(401);
    expect((await invoke('apiListAssessments', { headers: { 'x-api-key': second } })).status).toBe(200);
  });

  it('many regenerations at once leave exactly one working key, the one the account shows as current', async () => {
    const owner = person();
    await newKey(owner);
    const tries = await Promise.all(
      Array.from({ length: 8 }, () =>
        invoke<{ key?: string; error?: { message: string } }>('createApiKey', { claims: owner }),
      ),
    );
    for (const t of tries) expect([201, 409]).toContain(t.status);
    const issued = tries.flatMap((t) => (t.status === 201 && t.body.key ? [t.body.key] : []));
    expect(issued.length).toBeGreaterThan(0);
    const working = [];
    for (const key of issued)
      if ((await invoke('apiListAssessments', { headers: { 'x-api-key': key } })).status === 200) working.push(key);
    expect(working).toHaveLength(1);
    const refused = tries.find((t) => t.status === 409);
    if (refused) expect(refused.body.error?.message).toBe(await errorMessage('API_KEY_REGENERATED_ELSEWHERE', 'en'));
  });

  it('regenerating revokes every earlier key of the account, one the account record no longer names too', async () => {
    const owner = person();
    const stray = await newKey(owner);
    // A key whose reference outlived its replacement (as parallel regenerations once left behind).
    await db()
      .entities.user.patch({ emailKey: emailKey(owner.email) })
      .set({ apiKeyHash: 'f'.repeat(64) })
      .go();
    const current = await newKey(owner);
    expect((await invoke('apiListAssessments', { headers: { 'x-api-key': stray } })).status).toBe(401);
    expect((await invoke('apiListAssessments', { headers: { 'x-api-key': current } })).status).toBe(200);
  });

  it("a key reaches only its own account's assessments", async () => {
    const owner = person();
    const other = person();
    const tpl = await publishedBy(owner, 'Not yours');
    const key = await newKey(other);
    const listed = await invoke<{ items: { id: string }[] }>('apiListAssessments', { headers: { 'x-api-key': key } });
    expect(listed.body.items.map((i) => i.id)).not.toContain(tpl.id);
    const peek = await invoke('apiListRespondents', { headers: { 'x-api-key': key }, params: { id: tpl.id } });
    expect(peek.status).toBe(404);
    const invite = await invoke('apiInviteCandidates', {
      headers: { 'x-api-key': key },
      params: { id: tpl.id },
      body: { recipients: [{ email: 'x@example.com' }] },
    });
    expect(invite.status).toBe(404);
  });

  it(`allows ${API_RATE_LIMIT_PER_MINUTE} calls a minute per key, then 429 until the next minute`, async () => {
    const owner = person();
    const key = await newKey(owner);
    const minute = new Date('2026-11-24T10:00:05Z');
    for (let i = 0; i < API_RATE_LIMIT_PER_MINUTE; i++) await apiKeyActor(key, minute);
    await expect(apiKeyActor(key, new Date('2026-11-24T10:00:59Z'))).rejects.toMatchObject({
      code: 'API_RATE_LIMITED',
    });
    await expect(apiKeyActor(key, new Date('2026-11-24T10:01:00Z'))).resolves.toMatchObject({ email: owner.email });
  });
});
