import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { db } from '../../lambdas/src/db/service';
import { grantCredits } from '../../lambdas/src/credits/ledger';
import { invoke, ok } from '../support/invoke';
import { deliveredMailbox } from '../support/invitations';
import { VALUES_COMPANY, VALUES_SECTION, publishedValuesAssessment } from '../support/published-assessment';
import { DATA_REQUEST_BUDGETS } from '../../shared/src/constants/budgets';

/**
 * A respondent's own request (docs/privacy.md "A respondent's own request"): every e-mail they get carries a "your
 * data" link; with it alone they download what they gave or delete it, and nothing else opens it.
 */

type Claims = { sub: string; email: string };
type Analytics = { respondents: number; completed: number };
type Copy = { respondent: { email: string; firstname: string }; answers: Record<string, unknown>; status: string };
const uid = () => randomUUID().slice(0, 8);

async function employer(): Promise<{ owner: Claims; id: string; code: string }> {
  const owner = { sub: randomUUID(), email: `data-owner-${uid()}@example.com` };
  const { id, code } = await publishedValuesAssessment(owner, 'Data request');
  await grantCredits({
    email: owner.email,
    eventId: `data-pack#${owner.email}`,
    credits: 10,
    type: 'purchase',
    now: new Date(),
  });
  return { owner, id, code };
}

/** Invites one address and reads its invitation: the personal test token and the "your data" token. */
async function invited(owner: Claims, id: string): Promise<{ email: string; testToken: string; dataToken: string }> {
  const email = `data-respondent-${uid()}@example.com`;
  await ok(
    'inviteCandidates',
    invoke('inviteCandidates', { claims: owner, params: { id }, body: { recipients: [{ email }] } }),
  );
  const mail = (await deliveredMailbox()).find((m) => m.to === email);
  expect(mail, 'the invitation').toBeDefined();
  const testToken = /#t=([A-Za-z0-9_-]+)/.exec(mail!.text)?.[1];
  const dataToken = /\/my-data#([A-Za-z0-9_.-]+)/.exec(mail!.html)?.[1];
  expect(testToken, 'the test link').toBeDefined();
  expect(dataToken, 'the data link in the invitation').toBeDefined();
  return { email, testToken: testToken!, dataToken: dataToken! };
}

async function complete(token: string, rating: number): Promise<void> {
  await ok('getRespondentTest', invoke('getRespondentTest', { params: { token } }));
  await ok('startSection', invoke('startSection', { params: { token, section: VALUES_SECTION } }));
  const answers = {
    defining_your_values: { value_integrity: rating, value_teamwork: rating, value_innovation: rating },
    identifying_key_traits: { trait_curious: rating, trait_dependable: rating },
  };
  await ok(
    'completeSection',
    invoke('completeSection', { params: { token, section: VALUES_SECTION }, body: { answers } }),
  );
  await ok('finishTest', invoke('finishTest', { params: { token } }));
}

describe("a respondent's own data request", () => {
  it('the invitation carries a link that returns what the respondent gave, and never a score or the company answers', async () => {
    const { owner, id } = await employer();
    const r = await invited(owner, id);
    await complete(r.testToken, 3);

    const res = await invoke<Copy>('getOwnRespondentData', { body: { token: r.dataToken } });
    expect(res.status).toBe(200);
    expect(res.body.respondent.email).toBe(r.email);
    expect(res.body.status).toBe('COMPLETED');
    expect(res.body.answers[VALUES_SECTION]).toMatchObject({ defining_your_values: { value_integrity: 3 } });
    const wire = JSON.stringify(res.body);
    expect(wire).not.toMatch(/"score"|"summaries"|company_answers/);
    // The company rated value_innovation 2; the respondent rated everything 3: a 2 would be the company's.
    expect(JSON.stringify(res.body.answers)).not.toContain(
      `"value_innovation":${VALUES_COMPANY.defining_your_values.value_innovation}`,
    );
  });

  it('a wrong code, the test token in its place, or another respondent ref are all "not valid", and change nothing', async () => {
    const { owner, id } = await employer();
    const a = await invited(owner, id);
    const b = await invited(owner, id);
    const [refA, codeA] = a.dataToken.split('.') as [string, string];
    const [, codeB] = b.dataToken.split('.') as [string, string];
    for (const token of [`${refA}.${'x'.repeat(43)}`, `${refA}.${a.testToken}`, `${refA}.${codeB}`]) {
      const res = await invoke<{ error: { code: string } }>('eraseOwnRespondentData', {
        body: { token, confirm: true },
      });
      expect(res.status, token).toBe(410);
      expect(res.body.error.code).toBe('DATA_LINK_INVALID');
    }
    expect((await invoke('getOwnRespondentData', { body: { token: `${refA}.${codeA}` } })).status).toBe(200);
  });

  it('deleting removes the record and its place in the figures, is audited without the person, and closes the link', async () => {
    const { owner, id } = await employer();
    const keep = await invited(owner, id);
    const gone = await invited(owner, id);
    await complete(keep.testToken, 4);
    await complete(gone.testToken, 2);
    const before = (await invoke<Analytics>('getGroupAnalytics', { claims: owner, params: { id } })).body;
    expect(before.completed).toBe(2);

    const erased = await invoke('eraseOwnRespondentData', { body: { token: gone.dataToken, confirm: true } });
    expect(erased.status).toBe(200);

    const after = (await invoke<Analytics>('getGroupAnalytics', { claims: owner, params: { id } })).body;
    expect(after.completed).toBe(1);
    const rows = (await invoke<{ items: { email: string }[] }>('listCandidates', { claims: owner, params: { id } }))
      .body;
    expect(rows.items.map((x) => x.email)).toEqual([keep.email]);
    const template = (await db().entities.template.get({ id }).go()).data!;
    const entries = (await db().entities.auditEntry.query.byTeam({ team_id: template.team_id }).go()).data;
    const entry = entries.find((e) => e.form_id === id && e.action === 'respondent_deleted');
    expect(entry?.reason).toBe('respondent_request');
    expect(JSON.stringify(entries)).not.toContain(gone.email);
    const again = await invoke<{ error: { code: string } }>('getOwnRespondentData', {
      body: { token: gone.dataToken },
    });
    expect(again.status).toBe(410);
    expect(again.body.error.code).toBe('DATA_LINK_INVALID');
  });

  it('opening the link without confirming deletes nothing; the erase route refuses a body without the confirmation', async () => {
    const { owner, id } = await employer();
    const r = await invited(owner, id);
    expect((await invoke('getOwnRespondentData', { body: { token: r.dataToken } })).status).toBe(200);
    expect((await invoke('eraseOwnRespondentData', { body: { token: r.dataToken } })).status).toBe(400);
    const rows = (await invoke<{ items: { email: string }[] }>('listCandidates', { claims: owner, params: { id } }))
      .body;
    expect(rows.items.map((x) => x.email)).toEqual([r.email]);
  });

  it("one address's guesses stop at its daily budget, answered 429 before any lookup; the owner's link still opens from elsewhere", async () => {
    const { owner, id } = await employer();
    const r = await invited(owner, id);
    const [ref] = r.dataToken.split('.') as [string];
    // A fresh address per run: the budget is per address and day, and other runs share the table.
    const guesser = `198.51.100.${1 + Math.floor(Math.random() * 250)}-${uid()}`;
    const statuses: number[] = [];
    for (let i = 0; i < DATA_REQUEST_BUDGETS.perIp; i++) {
      const res = await invoke('getOwnRespondentData', {
        body: { token: `${ref}.${uid().padEnd(43, 'x')}` },
        sourceIp: guesser,
      });
      statuses.push(res.status);
    }
    expect(new Set(statuses)).toEqual(new Set([410]));
    // Over the budget, even the right code is refused from that address: the budget is checked before the lookup.
    const over = await invoke<{ error: { code: string } }>('getOwnRespondentData', {
      body: { token: r.dataToken },
      sourceIp: guesser,
    });
    expect(over.status).toBe(429);
    expect(over.body.error.code).toBe('DATA_REQUEST_DAILY_LIMIT');
    const erase = await invoke('eraseOwnRespondentData', {
      body: { token: r.dataToken, confirm: true },
      sourceIp: guesser,
    });
    expect(erase.status).toBe(429);
    // The owner, from their own address, is not locked out by the guesser.
    const own = await invoke('getOwnRespondentData', {
      body: { token: r.dataToken },
      sourceIp: `203.0.113.9-${uid()}`,
    });
    expect(own.status).toBe(200);
  });
});
