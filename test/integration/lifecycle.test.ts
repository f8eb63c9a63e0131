import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { deliveredMailbox } from '../support/invitations';
import { db } from '../../lambdas/src/db/service';
import { runSweep } from '../../lambdas/src/respondents/sweep';
import { scoreValuesAndTraits } from '@shared/sections/values-and-traits/scorer';
import { invoke } from '../support/invoke';
import { storedItems } from '../support/table-scan';
import { grantCredits } from '../../lambdas/src/credits/ledger';

/**
 * The assessment lifecycle and the hiring team's daily routes: details and drafts on the server, invitations
 * (e-mails in the dev mailbox), the respondents lists a page at a time with opaque ids, rating, reset, edit with
 * recompute, duplicate and delete. Bad input is refused with the catalogue's message and changes nothing;
 * another account's ids read as not found.
 */

const owner = { sub: randomUUID(), email: `life-${randomUUID().slice(0, 8)}@example.com` };
const stranger = { sub: randomUUID(), email: `stranger-${randomUUID().slice(0, 8)}@example.com` };

// More respondents complete here than the 5 free credits pay for: the owner has bought a pack (credits.test.ts
// covers what happens without one).
beforeAll(async () => {
  await grantCredits({
    email: owner.email,
    eventId: `lifecycle-pack#${owner.email}`,
    credits: 100,
    type: 'purchase',
    now: new Date(),
  });
});
const company = {
  defining_your_values: { value_integrity: 5, value_teamwork: 4, value_innovation: 2 },
  identifying_key_traits: { trait_curious: 5, trait_dependable: 3 },
};
const answers = {
  defining_your_values: { value_integrity: 4, value_teamwork: 4, value_innovation: 5 },
  identifying_key_traits: { trait_curious: 5, trait_dependable: 1 },
};

type Detail = {
  id: string;
  form_name: string;
  status: string;
  publicCode: string | null;
  candidate_total: number;
  redirect_url: string;
  thank_you_page: string;
  auto_send_result: boolean;
};
type Row = {
  id: string;
  email: string;
  status: string;
  score: number | null;
  rating: number | null;
  progress: number;
  form_name: string;
  temporary_email: boolean;
};

async function publishedAssessment(name: string): Promise<Detail> {
  const created = await invoke<Detail>('createTemplate', {
    claims: owner,
    body: { form_name: name, sections: ['values_and_traits'], type_of_org: 'technology' },
  });
  await invoke('saveTemplateSection', {
    claims: owner,
    params: { id: created.body.id, section: 'values_and_traits' },
    body: { company_answers: company },
  });
  return (await invoke<Detail>('publishTemplate', { claims: owner, params: { id: created.body.id } })).body;
}

async function rows(id: string, query: Record<string, string> = {}) {
  return invoke<{ items: Row[]; cursor: string | null; error?: { message: string } }>('listCandidates', {
    claims: owner,
    params: { id },
    query,
  });
}

/** A respondent completes the values section through the respondent routes. */
async function complete(token: string, given = answers) {
  await invoke('getRespondentTest', { params: { token } });
  await invoke('startSection', { params: { token, section: 'values_and_traits' } });
  await invoke('completeSection', { params: { token, section: 'values_and_traits' }, body: { answers: given } });
  expect((await invoke('finishTest', { params: { token } })).status).toBe(200);
}

async function tokenOf(formId: string, email: string): Promise<string> {
  const { data } = await db().entities.candidate.query.byTemplate({ form_id: formId }).go({ pages: 'all' });
  const found = data.find((c) => c.email === email);
  if (!found) throw new Error(`no respondent ${email}`);
  return found.accessToken;
}

describe('details and drafts on the server', () => {
  it('the details step keeps every field; a bad redirect link is refused and changes nothing', async () => {
    const created = await invoke<Detail>('createTemplate', {
      claims: owner,
      body: {
        form_name: 'Details',
        sections: ['values_and_traits'],
        type_of_org: 'technology',
        auto_send_result: true,
        thank_you_page: 'custom',
        thank_you_message: 'Thanks!',
        redirect_url: 'https://example.com/next',
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      auto_send_result: true,
      thank_you_page: 'custom',
      redirect_url: 'https://example.com/next',
    });
    const bad = await invoke<{ error: { message: string } }>('updateTemplate', {
      claims: owner,
      params: { id: created.body.id },
      body: { redirect_url: 'javascript:alert(1)' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Enter a full web address starting with https://');
    const after = await invoke<Detail>('getTemplate', { claims: owner, params: { id: created.body.id } });
    expect(after.body.redirect_url).toBe('https://example.com/next');
    const renamed = await invoke<Detail>('updateTemplate', {
      claims: owner,
      params: { id: created.body.id },
      body: { form_name: 'Details v2' },
    });
    expect(renamed.body.form_name).toBe('Details v2');
    expect(
      (
        await invoke('updateTemplate', {
          claims: stranger,
          params: { id: created.body.id },
          body: { form_name: 'Mine now' },
        })
      ).status,
    ).toBe(404);
  });

  it('at most 5 drafts are kept per user: the sixth removes the oldest from view', async () => {
    const drafter = { sub: randomUUID(), email: `drafts-${randomUUID().slice(0, 8)}@example.com` };
    for (let i = 1; i <= 6; i++)
      await invoke('createTemplate', {
        claims: drafter,
        body: { type_of_org: 'technology', form_name: `Draft ${i}`, sections: ['big5'] },
      });
    const list = await invoke<{ items: { form_name: string; status: string }[] }>('listTemplates', { claims: drafter });
    expect(list.body.items.map((t) => t.form_name).sort()).toEqual([
      'Draft 2',
      'Draft 3',
      'Draft 4',
      'Draft 5',
      'Draft 6',
    ]);
  });

  it('a duplicated draft counts too: copying the fifth draft removes the oldest from view', async () => {
    const drafter = { sub: randomUUID(), email: `drafts-${randomUUID().slice(0, 8)}@example.com` };
    let last = '';
    for (let i = 1; i <= 5; i++)
      last = (
        await invoke<Detail>('createTemplate', {
          claims: drafter,
          body: { type_of_org: 'technology', form_name: `Draft ${i}`, sections: ['big5'] },
        })
      ).body.id;
    expect((await invoke('duplicateTemplate', { claims: drafter, params: { id: last } })).status).toBe(201);
    const list = await invoke<{ items: { form_name: string }[] }>('listTemplates', { claims: drafter });
    expect(list.body.items).toHaveLength(5);
    expect(list.body.items.map((t) => t.form_name)).not.toContain('Draft 1');
  });
});

describe('invitations, respondents, rating, reset, edit, duplicate and delete', () => {
  let tpl: Detail;
  beforeAll(async () => {
    tpl = await publishedAssessment('Lifecycle');
  });

  it("inviting before publishing is refused; more than 100 recipients get 'You can only have a maximum of 100 recipients' and nobody is invited", async () => {
    const draft = await invoke<Detail>('createTemplate', {
      claims: owner,
      body: { type_of_org: 'technology', form_name: 'Unpublished', sections: ['values_and_traits'] },
    });
    const early = await invoke<{ error: { code: string } }>('inviteCandidates', {
      claims: owner,
      params: { id: draft.body.id },
      body: { recipients: [{ email: 'x@example.com' }] },
    });
    expect(early.body.error.code).toBe('NOT_PUBLISHED');
    const many = Array.from({ length: 101 }, (_, i) => ({ email: `p${i}@example.com` }));
    const tooMany = await invoke<{ error: { message: string } }>('inviteCandidates', {
      claims: owner,
      params: { id: tpl.id },
      body: { recipients: many },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.message).toBe('You can only have a maximum of 100 recipients');
    expect((await rows(tpl.id)).body.items).toHaveLength(0);
    expect(
      (
        await invoke('inviteCandidates', {
          claims: stranger,
          params: { id: tpl.id },
          body: { recipients: [{ email: 'x@example.com' }] },
        })
      ).status,
    ).toBe(404);
  });

  it('each invited address gets a respondent at INVITED and an HTML e-mail with a text part and its personal link; the same address again gets a reminder, not a second record', async () => {
    const sent = await invoke<{ invited: string[]; reminded: string[] }>('inviteCandidates', {
      claims: owner,
      params: { id: tpl.id },
      body: {
        recipients: [
          { email: 'ana.inv@example.com', firstname: 'Ana', lastname: 'Ruiz' },
          { email: 'ben.inv@example.com', firstname: 'Ben' },
          { email: 'ANA.INV@example.com' },
        ],
      },
    });
    expect(sent.body).toMatchObject({ invited: ['ana.inv@example.com', 'ben.inv@example.com'], reminded: [] });
    const mailbox = await deliveredMailbox();
    const toAna = mailbox.filter((m) => m.to === 'ana.inv@example.com');
    expect(toAna).toHaveLength(1);
    const token = await tokenOf(tpl.id, 'ana.inv@example.com');
    expect(toAna[0]!.html).toContain(`/assessment-test/${tpl.publicCode}#t=${token}`);
    expect(toAna[0]!.html).toMatch(/^<!DOCTYPE html/i);
    expect(toAna[0]!.text).toContain('Hi Ana Ruiz,');
    expect(toAna[0]!.text).toContain(token);
    const listed = (await rows(tpl.id)).body.items;
    expect(listed.map((r) => [r.email, r.status])).toEqual(
      expect.arrayContaining([
        ['ana.inv@example.com', 'INVITED'],
        ['ben.inv@example.com', 'INVITED'],
      ]),
    );

    // Past the double-click window, the same address gets a reminder.
    const keys = {
      form_id: tpl.id,
      emailKey: (await db().entities.candidate.query.byTemplate({ form_id: tpl.id }).go()).data.find(
        (c) => c.email === 'ana.inv@example.com',
      )!.emailKey,
    };
    await db().entities.candidate.patch(keys).set({ invited_at: '2026-01-01T00:00:00.000Z' }).go();
    const again = await invoke<{ invited: string[]; reminded: string[] }>('inviteCandidates', {
      claims: owner,
      params: { id: tpl.id },
      body: { recipients: [{ email: 'ana.inv@example.com' }] },
    });
    expect(again.body).toMatchObject({ invited: [], reminded: ['ana.inv@example.com'] });
    const reminders = (await deliveredMailbox()).filter((m) => m.to === 'ana.inv@example.com');
    expect(reminders.map((m) => m.subject)).toContain('Reminder: your assessment is waiting');
    expect((await rows(tpl.id)).body.items).toHaveLength(2);
    expect((await invoke<Detail>('getTemplate', { claims: owner, params: { id: tpl.id } })).body.candidate_total).toBe(
      2,
    );
  });

  it("the advanced invite of an account that has paid fills {name} and {link} in the body under its heading and replies to the employer; the subject stays the product's; a test goes only to the employer", async () => {
    const test = await invoke<{ test_sent_to: string; invited: string[] }>('inviteCandidates', {
      claims: owner,
      params: { id: tpl.id },
      body: {
        recipients: [{ email: 'cara.adv@example.com' }],
        sender: 'Acme Hiring',
        subject: 'For {name}',
        body: 'Dear {name},\n\nYour link: {link}',
        test: true,
      },
    });
    expect(test.body).toMatchObject({ test_sent_to: owner.email, invited: [] });
    expect((await rows(tpl.id)).body.items.some((r) => r.email === 'cara.adv@example.com')).toBe(false);
    await invoke('inviteCandidates', {
      claims: owner,
      params: { id: tpl.id },
      body: {
        recipients: [{ email: 'cara.adv@example.com', firstname: 'Cara' }],
        sender: 'Acme Hiring',
        subject: 'For {name}',
        body: 'Dear {name},\n\nYour link: {link}',
      },
    });
    const mail = (await deliveredMailbox()).find((m) => m.to === 'cara.adv@example.com')!;
    expect(mail).toMatchObject({ subject: 'You are invited to take an assessment', replyTo: owner.email });
    expect(mail.fromName).toBeUndefined();
    expect(mail.text).toMatch(/Sent on behalf of .+ via Culture Fit\.[\s\S]*For Cara[\s\S]*Dear Cara,/);
    expect(mail.text).toContain(`Your link: `);
    expect(mail.text).toContain(await tokenOf(tpl.id, 'cara.adv@example.com'));
  });

  it('respondent ids are opaque and open only through their own assessment; lists come a page at a time', async () => {
    const first = await rows(tpl.id, { limit: '2' });
    expect(first.body.items).toHaveLength(2);
    expect(first.body.cursor).toEqual(expect.any(String));
    const second = await rows(tpl.id, { limit: '2', cursor: first.body.cursor! });
    expect(second.body.items).toHaveLength(1);
    expect(second.body.cursor).toBeNull();
    const all = [...first.body.items, ...second.body.items];
    for (const r of all) {
      expect(r.id).not.toContain('@');
      expect(r.id).not.toContain(r.email.split('@')[0]);
    }
    const id = all[0]!.id;
    expect(
      (await invoke('getCandidateResult', { claims: owner, params: { id: tpl.id, candidateId: id } })).status,
    ).toBe(200);
    expect(
      (await invoke('getCandidateResult', { claims: stranger, params: { id: tpl.id, candidateId: id } })).status,
    ).toBe(404);
    const other = await publishedAssessment('Other');
    expect(
      (await invoke('getCandidateResult', { claims: owner, params: { id: other.id, candidateId: id } })).status,
    ).toBe(404);
    const everyone = await invoke<{ items: Row[] }>('listRespondents', { claims: owner });
    expect(everyone.body.items.filter((r) => r.form_name === 'Lifecycle')).toHaveLength(3);
    expect((await invoke<{ items: Row[] }>('listRespondents', { claims: stranger })).body.items).toHaveLength(0);
  });

  it("ratings are 1 to 5 or none: 6 is refused with 'Choose a rating from 1 to 5.' and changes nothing", async () => {
    const id = (await rows(tpl.id)).body.items[0]!.id;
    const rate = (rating: unknown, claims = owner) =>
      invoke<Row & { error: { message: string } }>('rateCandidate', {
        claims,
        params: { id: tpl.id, candidateId: id },
        body: { rating },
      });
    expect((await rate(4)).body.rating).toBe(4);
    const bad = await rate(6);
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Choose a rating from 1 to 5.');
    expect((await rows(tpl.id)).body.items.find((r) => r.id === id)!.rating).toBe(4);
    expect((await rate(2, stranger)).status).toBe(404);
    expect((await rate(null)).body.rating).toBeNull();
  });

  it('clearing results sends a completed respondent back to INVITED, keeps the attempt, and the progress count moves once', async () => {
    const token = await tokenOf(tpl.id, 'ben.inv@example.com');
    await complete(token);
    const ben = (await rows(tpl.id)).body.items.find((r) => r.email === 'ben.inv@example.com')!;
    expect(ben).toMatchObject({ status: 'COMPLETED', progress: 100 });
    expect(
      (await invoke<Detail & { progress: number }>('getTemplate', { claims: owner, params: { id: tpl.id } })).body
        .progress,
    ).toBe(33);
    const [r1, r2] = await Promise.all([
      invoke<Row>('resetCandidate', { claims: owner, params: { id: tpl.id, candidateId: ben.id } }),
      invoke<Row>('resetCandidate', { claims: owner, params: { id: tpl.id, candidateId: ben.id } }),
    ]);
    expect([r1.body.status, r2.body.status]).toEqual(['INVITED', 'INVITED']);
    expect(r1.body.score).toBeNull();
    expect(
      (await invoke<Detail & { progress: number }>('getTemplate', { claims: owner, params: { id: tpl.id } })).body
        .progress,
    ).toBe(0);
    const stored = (await db().entities.candidate.query.byTemplate({ form_id: tpl.id }).go()).data.find(
      (c) => c.email === 'ben.inv@example.com',
    )!;
    expect((stored.attempts as { answers: { values_and_traits: unknown } }[])[0]!.answers.values_and_traits).toEqual(
      answers,
    );
    // The same link takes the test again from the start.
    const reopened = await invoke<{ candidate: { status: string }; answers: Record<string, unknown> }>(
      'getRespondentTest',
      { params: { token } },
    );
    expect(reopened.body.candidate.status).toBe('TODO');
    expect(reopened.body.answers).toEqual({});
  });

  it('editing the company answers of a published assessment rescored its completed respondents (RECOMPUTE, then COMPLETED)', async () => {
    const token = await tokenOf(tpl.id, 'ben.inv@example.com');
    await complete(token);
    const before = (await rows(tpl.id)).body.items.find((r) => r.email === 'ben.inv@example.com')!;
    expect(before.score).toBe(scoreValuesAndTraits({ company, candidate: answers }).overall);
    const changed = {
      ...company,
      defining_your_values: { value_integrity: 1, value_teamwork: 1, value_innovation: 5 },
    };
    const saved = await invoke('saveTemplateSection', {
      claims: owner,
      params: { id: tpl.id, section: 'values_and_traits' },
      body: { company_answers: changed },
    });
    expect(saved.status).toBe(200);
    expect((await rows(tpl.id)).body.items.find((r) => r.email === 'ben.inv@example.com')!.status).toBe('RECOMPUTE');
    await runSweep(new Date(Date.now() + 1000));
    const after = (await rows(tpl.id)).body.items.find((r) => r.email === 'ben.inv@example.com')!;
    expect(after.status).toBe('COMPLETED');
    expect(after.score).toBe(scoreValuesAndTraits({ company: changed, candidate: answers }).overall);
    expect(after.score).not.toBe(before.score);
  });

  it('once respondents exist the sections stay as they are', async () => {
    const res = await invoke<{ error: { code: string } }>('updateTemplate', {
      claims: owner,
      params: { id: tpl.id },
      body: { sections: ['values_and_traits', 'big5'] },
    });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('SECTIONS_LOCKED');
    expect(
      (await invoke<{ sections: string[] }>('getTemplate', { claims: owner, params: { id: tpl.id } })).body.sections,
    ).toEqual(['values_and_traits']);
  });

  it("duplicate makes a '(Copy)' with counts reset and its own public link; respondents stay with the original", async () => {
    const copy = await invoke<Detail & { progress: number }>('duplicateTemplate', {
      claims: owner,
      params: { id: tpl.id },
    });
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({
      form_name: 'Lifecycle (Copy)',
      status: 'published',
      candidate_total: 0,
      progress: 0,
    });
    expect(copy.body.publicCode).not.toBe(tpl.publicCode);
    expect((await rows(copy.body.id)).body.items).toHaveLength(0);
    expect((await invoke('duplicateTemplate', { claims: stranger, params: { id: tpl.id } })).status).toBe(404);
  });

  it('delete is the creator’s, soft, and takes the respondents and the public link with it', async () => {
    const doomed = await publishedAssessment('Doomed');
    const reg = await invoke<{ token: string }>('registerRespondent', {
      params: { code: doomed.publicCode! },
      body: { firstname: 'No', lastname: 'Mail', registration_id: randomUUID() },
    });
    expect(reg.status).toBe(201);
    expect((await invoke('deleteTemplate', { claims: stranger, params: { id: doomed.id } })).status).toBe(404);
    const [d1, d2] = await Promise.all([
      invoke('deleteTemplate', { claims: owner, params: { id: doomed.id } }),
      invoke('deleteTemplate', { claims: owner, params: { id: doomed.id } }),
    ]);
    expect([d1.status, d2.status]).toEqual([200, 200]);
    const list = await invoke<{ items: { id: string }[] }>('listTemplates', { claims: owner });
    expect(list.body.items.some((t) => t.id === doomed.id)).toBe(false);
    expect((await invoke('getPublicLink', { params: { code: doomed.publicCode! } })).status).toBe(404);
    const stored = await db().entities.candidate.query.byTemplate({ form_id: doomed.id }).go();
    expect(stored.data.map((c) => c.deleted)).toEqual([true]);
    expect(
      (await invoke<{ items: Row[] }>('listRespondents', { claims: owner })).body.items.some(
        (r) => r.form_name === 'Doomed',
      ),
    ).toBe(false);
  });

  it('a public-link respondent without an e-mail gets a temporary address; a retry of the same registration gets the same link', async () => {
    const open = await publishedAssessment('Walk-in');
    const registration_id = randomUUID();
    const body = { firstname: 'Somchai', lastname: 'Dee', registration_id };
    const [a, b] = await Promise.all([
      invoke<{ token: string }>('registerRespondent', { params: { code: open.publicCode! }, body }),
      invoke<{ token: string }>('registerRespondent', { params: { code: open.publicCode! }, body }),
    ]);
    expect(a.body.token).toBeTruthy();
    expect(b.body.token).toBe(a.body.token);
    const listed = (await rows(open.id)).body.items;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ temporary_email: true });
    expect(listed[0]!.email).toMatch(/^somchai\.dee\.[a-z0-9]+@respondent\.tmp$/);
  });
});

describe('group analytics from the aggregate kept at completion', () => {
  it('counts each completion once (double finish), takes a cleared respondent out, and moves with a rescore', async () => {
    const tpl = await publishedAssessment('Group');
    const given = [
      answers,
      { ...answers, defining_your_values: { value_integrity: 5, value_teamwork: 4, value_innovation: 2 } },
      { ...answers, defining_your_values: { value_integrity: 1, value_teamwork: 1, value_innovation: 1 } },
    ];
    const tokens: string[] = [];
    for (const [i, a] of given.entries()) {
      const reg = await invoke<{ token: string }>('registerRespondent', {
        params: { code: tpl.publicCode! },
        body: {
          firstname: `P${i}`,
          lastname: 'Group',
          email: `p${i}.group@example.com`,
          registration_id: randomUUID(),
        },
      });
      tokens.push(reg.body.token);
      await invoke('getRespondentTest', { params: { token: reg.body.token } });
      await invoke('startSection', { params: { token: reg.body.token, section: 'values_and_traits' } });
      await invoke('completeSection', {
        params: { token: reg.body.token, section: 'values_and_traits' },
        body: { answers: a },
      });
      await Promise.all([
        invoke('finishTest', { params: { token: reg.body.token } }),
        invoke('finishTest', { params: { token: reg.body.token } }),
      ]);
    }
    const scores = given.map((a) => scoreValuesAndTraits({ company, candidate: a }).overall as number);
    type Stats = { count: number; mean: number; min: number; max: number };
    const read = () =>
      invoke<{ overall: Stats; section_stats: { values_and_traits: Stats }; completed: number; respondents: number }>(
        'getGroupAnalytics',
        { claims: owner, params: { id: tpl.id } },
      );
    const first = await read();
    expect(first.body).toMatchObject({ respondents: 3, completed: 3 });
    expect(first.body.section_stats.values_and_traits.count).toBe(3);
    expect(first.body.section_stats.values_and_traits.mean).toBeCloseTo(scores.reduce((s, v) => s + v, 0) / 3, 1);
    expect(first.body.overall.max).toBe(Math.round(Math.max(...scores)));

    const lowest = (await rows(tpl.id)).body.items.find((r) => r.email === 'p2.group@example.com')!;
    await invoke('resetCandidate', { claims: owner, params: { id: tpl.id, candidateId: lowest.id } });
    const afterReset = await read();
    expect(afterReset.body.section_stats.values_and_traits.count).toBe(2);
    expect(afterReset.body.overall.min).toBe(Math.round(Math.min(scores[0]!, scores[1]!)));

    const changed = {
      ...company,
      defining_your_values: { value_integrity: 4, value_teamwork: 4, value_innovation: 5 },
    };
    await invoke('saveTemplateSection', {
      claims: owner,
      params: { id: tpl.id, section: 'values_and_traits' },
      body: { company_answers: changed },
    });
    await runSweep(new Date(Date.now() + 1000));
    const rescored = await read();
    const after = given
      .slice(0, 2)
      .map((a) => scoreValuesAndTraits({ company: changed, candidate: a }).overall as number);
    expect(rescored.body.section_stats.values_and_traits.count).toBe(2);
    expect(rescored.body.overall.max).toBe(Math.round(Math.max(...after)));
    expect(rescored.body.overall.max).not.toBe(afterReset.body.overall.max);
    expect((await invoke('getGroupAnalytics', { claims: stranger, params: { id: tpl.id } })).status).toBe(404);
  });
});

describe('results share links', () => {
  it('a candidate-level link leaves manager-only and high-sensitivity parts on the server; a manager link shows them; a revoked link opens nothing', async () => {
    const tpl = await publishedAssessment('Shared');
    const reg = await invoke<{ token: string }>('registerRespondent', {
      params: { code: tpl.publicCode! },
      body: { firstname: 'Sam', lastname: 'Share', email: 'sam.share@example.com', registration_id: randomUUID() },
    });
    await complete(reg.body.token);
    const row = (await rows(tpl.id)).body.items[0]!;
    await invoke('rateCandidate', { claims: owner, params: { id: tpl.id, candidateId: row.id }, body: { rating: 5 } });

    type Link = { token: string; role: string; revoked_at: string | null };
    const create = (role: string, claims = owner) =>
      invoke<Link>('createShareLink', { claims, params: { id: tpl.id, candidateId: row.id }, body: { role } });
    const respondentLink = (await create('candidate')).body;
    const managerLink = (await create('manager')).body;
    expect(respondentLink.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await create('manager', stranger)).status).toBe(404);

    type Shared = {
      restricted: string[];
      result: {
        email: string;
        rating: number | null;
        summaries: Record<string, unknown>;
        section_spent_times: Record<string, number>;
      };
    };
    const asRespondent = await invoke<Shared>('getSharedResult', { params: { token: respondentLink.token } });
    expect(asRespondent.status).toBe(200);
    expect(asRespondent.body.restricted).toEqual(
      expect.arrayContaining(['email', 'rating', 'time', 'section:big5', 'section:human_skills']),
    );
    expect(asRespondent.body.result.section_spent_times).toEqual({});
    // A candidate-level link shows the result alone: nobody's name, e-mail, rating or dates.
    expect(asRespondent.body.result).not.toHaveProperty('email');
    expect(asRespondent.body.result).not.toHaveProperty('rating');
    expect(JSON.stringify(asRespondent.body)).not.toContain('sam.share@example.com');
    expect(asRespondent.body.result.summaries.values_and_traits).toBeDefined();
    // The viewer is not signed in: the labels of the sections shown come with the result.
    expect(
      JSON.stringify((asRespondent.body as unknown as { content: Record<string, unknown> }).content.values_and_traits),
    ).toContain('Integrity');

    const asManager = await invoke<Shared>('getSharedResult', { params: { token: managerLink.token } });
    expect(asManager.body.restricted).toEqual([]);
    expect(asManager.body.result).toMatchObject({ email: 'sam.share@example.com', rating: 5 });

    const listed = await invoke<{ items: Link[] }>('listShareLinks', {
      claims: owner,
      params: { id: tpl.id, candidateId: row.id },
    });
    expect(listed.body.items.map((l) => l.role).sort()).toEqual(['candidate', 'manager']);
    expect(
      (
        await invoke('revokeShareLink', {
          claims: stranger,
          params: { id: tpl.id, candidateId: row.id, token: respondentLink.token },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await invoke('revokeShareLink', {
          claims: owner,
          params: { id: tpl.id, candidateId: row.id, token: respondentLink.token },
        })
      ).status,
    ).toBe(200);
    expect((await invoke('getSharedResult', { params: { token: respondentLink.token } })).status).toBe(404);
    expect((await invoke('getSharedResult', { params: { token: managerLink.token } })).status).toBe(200);
    expect((await invoke('getSharedResult', { params: { token: 'A'.repeat(43) } })).status).toBe(404);
  });
});

describe('results to the respondent', () => {
  it('send results e-mails a personal feedback link in the respondent’s language; the link carries their scores and none of the company’s answers', async () => {
    const tpl = await publishedAssessment('Feedback');
    const reg = await invoke<{ token: string }>('registerRespondent', {
      params: { code: tpl.publicCode! },
      body: {
        firstname: 'Lucía',
        lastname: 'Gómez',
        email: 'lucia.fb@example.com',
        lang: 'es',
        registration_id: randomUUID(),
      },
    });
    const row0 = (await rows(tpl.id)).body.items[0]!;
    const early = await invoke<{ error: { code: string } }>('sendCandidateResults', {
      claims: owner,
      params: { id: tpl.id, candidateId: row0.id },
    });
    expect(early.body.error.code).toBe('RESULTS_NOT_READY');
    await complete(reg.body.token);
    const [a, b] = await Promise.all([
      invoke<{ is_sent_result: boolean }>('sendCandidateResults', {
        claims: owner,
        params: { id: tpl.id, candidateId: row0.id },
      }),
      invoke<{ is_sent_result: boolean }>('sendCandidateResults', {
        claims: owner,
        params: { id: tpl.id, candidateId: row0.id },
      }),
    ]);
    expect([a.body.is_sent_result, b.body.is_sent_result]).toEqual([true, true]);
    const mails = (await deliveredMailbox()).filter((m) => m.to === 'lucia.fb@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Tus resultados de la evaluación');
    expect(mails[0]!.text).toContain('Feedback');
    const token = /assessment-results\?share=([\w-]{43})/.exec(mails[0]!.text)![1]!;
    const shared = await invoke<{
      viewer: { respondent: boolean };
      restricted: string[];
      result: { summaries: Record<string, unknown>; rating: number | null };
    }>('getSharedResult', { params: { token } });
    expect(shared.body.viewer.respondent).toBe(true);
    expect(shared.body.restricted.sort()).toEqual(['rating', 'time']);
    expect(shared.body.result.summaries.values_and_traits).toEqual({
      overall: scoreValuesAndTraits({ company, candidate: answers }).overall,
    });
    expect(JSON.stringify(shared.body)).not.toContain('"company"');
  });

  it('a respondent without an e-mail cannot be sent results; an assessment set to auto-send sends them on finish', async () => {
    const tpl = await publishedAssessment('Auto');
    const walkIn = await invoke<{ token: string }>('registerRespondent', {
      params: { code: tpl.publicCode! },
      body: { firstname: 'No', lastname: 'Mail', registration_id: randomUUID() },
    });
    await complete(walkIn.body.token);
    const row = (await rows(tpl.id)).body.items[0]!;
    const refused = await invoke<{ error: { message: string } }>('sendCandidateResults', {
      claims: owner,
      params: { id: tpl.id, candidateId: row.id },
    });
    expect(refused.body.error.message).toBe(
      'This respondent gave no e-mail address, so results cannot be sent. Share a link instead.',
    );

    await invoke('updateTemplate', { claims: owner, params: { id: tpl.id }, body: { auto_send_result: true } });
    const reg = await invoke<{ token: string }>('registerRespondent', {
      params: { code: tpl.publicCode! },
      body: { firstname: 'Auto', lastname: 'Sent', email: 'auto.sent@example.com', registration_id: randomUUID() },
    });
    await complete(reg.body.token);
    const mails = (await deliveredMailbox()).filter((m) => m.to === 'auto.sent@example.com');
    expect(mails.map((m) => m.subject)).toEqual(['Your assessment results']);
    expect(mails[0]!.text).toContain('Auto');
    expect((await rows(tpl.id)).body.items.find((r) => r.email === 'auto.sent@example.com')).toMatchObject({
      is_sent_result: true,
    });
  });
});

describe('item-level export', () => {
  it('gives one row per respondent with every answer by item path, a page at a time; other accounts get nothing', async () => {
    const tpl = await publishedAssessment('Export');
    for (const name of ['Xena', 'Yann']) {
      const reg = await invoke<{ token: string }>('registerRespondent', {
        params: { code: tpl.publicCode! },
        body: {
          firstname: name,
          lastname: 'Export',
          email: `${name.toLowerCase()}.export@example.com`,
          registration_id: randomUUID(),
        },
      });
      await complete(reg.body.token);
    }
    type Page = { sections: string[]; rows: Record<string, unknown>[]; cursor: string | null };
    const first = await invoke<Page>('exportResults', { claims: owner, params: { id: tpl.id }, query: { limit: '1' } });
    expect(first.body.rows).toHaveLength(1);
    const second = await invoke<Page>('exportResults', {
      claims: owner,
      params: { id: tpl.id },
      query: { limit: '1', cursor: first.body.cursor! },
    });
    const all = [...first.body.rows, ...second.body.rows];
    expect(all.map((r) => r.first_name).sort()).toEqual(['Xena', 'Yann']);
    expect(all[0]).toMatchObject({
      status: 'COMPLETED',
      'answer.values_and_traits.defining_your_values.value_integrity': 4,
      'answer.values_and_traits.identifying_key_traits.trait_dependable': 1,
      'score.values_and_traits': scoreValuesAndTraits({ company, candidate: answers }).overall,
    });
    expect(JSON.stringify(all)).not.toContain('accessToken');
    expect((await invoke('exportResults', { claims: stranger, params: { id: tpl.id } })).status).toBe(404);
  });
});

describe('sample report', () => {
  it('is a complete, scored result from sample data, flagged as such, and leaves nothing behind', async () => {
    const viewer = { sub: randomUUID(), email: `sample-${randomUUID().slice(0, 8)}@example.com` };
    const sample = await invoke<{
      is_sample_data: boolean;
      sections: string[];
      result: { summaries: Record<string, { overall?: number | null }>; score: number };
    }>('getSampleResult', { claims: viewer });
    expect(sample.status).toBe(200);
    expect(sample.body.is_sample_data).toBe(true);
    expect(sample.body.result.score).toEqual(expect.any(Number));
    expect(sample.body.result.summaries.oaic_archetypes?.overall).toEqual(expect.any(Number));
    expect((await invoke<{ items: unknown[] }>('listTemplates', { claims: viewer })).body.items).toEqual([]);
    expect((await invoke<{ items: unknown[] }>('listRespondents', { claims: viewer })).body.items).toEqual([]);
  });
});

describe('comments per section', () => {
  it('are taken only where the assessment allows them, kept apart from the answers, shown to the employer and exported', async () => {
    const tpl = await publishedAssessment('Comments');
    const reg = await invoke<{ token: string }>('registerRespondent', {
      params: { code: tpl.publicCode! },
      body: { firstname: 'Cam', lastname: 'Ment', email: 'cam.ment@example.com', registration_id: randomUUID() },
    });
    const token = reg.body.token;
    await invoke('getRespondentTest', { params: { token } });
    await invoke('startSection', { params: { token, section: 'values_and_traits' } });
    const refused = await invoke('saveComment', {
      params: { token, section: 'values_and_traits' },
      body: { comment: 'Not allowed here' },
    });
    expect(refused.status).toBe(403);

    await invoke('updateTemplate', { claims: owner, params: { id: tpl.id }, body: { open_ended_question: true } });
    const view = await invoke<{ allow_comments: boolean }>('getRespondentTest', { params: { token } });
    expect(view.body.allow_comments).toBe(true);
    expect(
      (
        await invoke('saveComment', {
          params: { token, section: 'values_and_traits' },
          body: { comment: 'Integrity matters most to me.' },
        })
      ).status,
    ).toBe(200);
    await invoke('completeSection', { params: { token, section: 'values_and_traits' }, body: { answers } });
    await invoke('finishTest', { params: { token } });

    const row = (await rows(tpl.id)).body.items[0]!;
    const result = await invoke<{
      comments: Record<string, string>;
      score: number;
      summaries: Record<string, unknown>;
    }>('getCandidateResult', { claims: owner, params: { id: tpl.id, candidateId: row.id } });
    expect(result.body.comments).toEqual({ values_and_traits: 'Integrity matters most to me.' });
    expect(result.body.score).toBe(scoreValuesAndTraits({ company, candidate: answers }).overall);
    expect(JSON.stringify(result.body.summaries)).not.toContain('Integrity matters');
    const exported = await invoke<{ rows: Record<string, unknown>[] }>('exportResults', {
      claims: owner,
      params: { id: tpl.id },
    });
    expect(exported.body.rows[0]!['comment.values_and_traits']).toBe('Integrity matters most to me.');
  });
});

describe('fair use: voluntary equal-opportunity answers and the adverse-impact table', () => {
  it('are taken after finishing where asked, counted once, never scored or exported, and give each group’s rate and four-fifths ratio', async () => {
    const tpl = await publishedAssessment('Fair');
    const low = {
      defining_your_values: { value_integrity: 1, value_teamwork: 1, value_innovation: 5 },
      identifying_key_traits: { trait_curious: 1, trait_dependable: 5 },
    };
    const people = [
      ...Array.from({ length: 5 }, (_, i) => ({ name: `M${i}`, gender: 'man', given: company })),
      ...Array.from({ length: 5 }, (_, i) => ({ name: `W${i}`, gender: 'woman', given: i < 2 ? company : low })),
    ];
    expect(scoreValuesAndTraits({ company, candidate: company }).overall).toBeGreaterThanOrEqual(70);
    expect(scoreValuesAndTraits({ company, candidate: low }).overall).toBeLessThan(70);
    let firstToken = '';
    for (const p of people) {
      const reg = await invoke<{ token: string }>('registerRespondent', {
        params: { code: tpl.publicCode! },
        body: {
          firstname: p.name,
          lastname: 'Fair',
          email: `${p.name.toLowerCase()}.fair@example.com`,
          registration_id: randomUUID(),
        },
      });
      firstToken ||= reg.body.token;
      if (p === people[0]) {
        expect(
          (await invoke('saveDemographics', { params: { token: reg.body.token }, body: { gender: 'man' } })).status,
        ).toBe(403);
        await invoke('updateTemplate', { claims: owner, params: { id: tpl.id }, body: { ask_demographics: true } });
        const early = await invoke<{ error: { code: string } }>('saveDemographics', {
          params: { token: reg.body.token },
          body: { gender: 'man' },
        });
        expect(early.body.error.code).toBe('INVALID_STATUS_TRANSITION');
      }
      await complete(reg.body.token, p.given);
      const [a, b] = await Promise.all([
        invoke('saveDemographics', { params: { token: reg.body.token }, body: { gender: p.gender } }),
        invoke('saveDemographics', { params: { token: reg.body.token }, body: { gender: p.gender } }),
      ]);
      expect([a.status, b.status]).toEqual([200, 200]);
      if (p === people[0]) {
        // The same answers again write nothing; other answers do (spec part 1 §5, shared questions).
        const stamp = async () =>
          (await storedItems('candidate')).find((c) => c.email === 'm0.fair@example.com')?.updated_at;
        const before = await stamp();
        const same = await invoke('saveDemographics', { params: { token: reg.body.token }, body: { gender: 'man' } });
        expect(same.status).toBe(200);
        expect(await stamp()).toBe(before);
        const other = { gender: 'man', age_band: '25_34' };
        expect((await invoke('saveDemographics', { params: { token: reg.body.token }, body: other })).status).toBe(200);
        expect(await stamp()).not.toBe(before);
        await invoke('saveDemographics', { params: { token: reg.body.token }, body: { gender: 'man' } });
      }
    }
    expect(
      (await invoke('saveDemographics', { params: { token: firstToken }, body: { gender: 'robot' } })).status,
    ).toBe(400);

    type Row = {
      group: string;
      shown: boolean;
      respondents: number | null;
      selected: number | null;
      ratio: number | null;
      flagged: boolean;
    };
    const g = await invoke<{ adverse_impact: { gender: Row[]; age_band: Row[] } }>('getGroupAnalytics', {
      claims: owner,
      params: { id: tpl.id },
    });
    expect(g.body.adverse_impact.gender).toEqual([
      { group: 'woman', shown: true, respondents: 5, selected: 2, rate: 0.4, ratio: 0.4, flagged: true },
      { group: 'man', shown: true, respondents: 5, selected: 5, rate: 1, ratio: 1, flagged: false },
      { group: 'non_binary', shown: false, respondents: null, selected: null, rate: null, ratio: null, flagged: false },
      { group: 'other', shown: false, respondents: null, selected: null, rate: null, ratio: null, flagged: false },
    ]);
    expect(g.body.adverse_impact.age_band).toEqual([]);

    const row = (await rows(tpl.id)).body.items.find((r) => r.email === 'm0.fair@example.com')!;
    const result = await invoke('getCandidateResult', { claims: owner, params: { id: tpl.id, candidateId: row.id } });
    const exported = await invoke('exportResults', { claims: owner, params: { id: tpl.id } });
    expect(JSON.stringify(result.body)).not.toContain('"man"');
    expect(JSON.stringify(exported.body)).not.toContain('gender');
  });
});

describe("another account's ids", () => {
  it('read as not found on every respondent route and change nothing', async () => {
    const tpl = await publishedAssessment('Private');
    const reg = await invoke<{ token: string }>('registerRespondent', {
      params: { code: tpl.publicCode! },
      body: { firstname: 'Pri', lastname: 'Vate', email: 'pri.vate@example.com', registration_id: randomUUID() },
    });
    await complete(reg.body.token);
    const row = (await rows(tpl.id)).body.items[0]!;
    const params = { id: tpl.id, candidateId: row.id };
    const calls = [
      invoke('listCandidates', { claims: stranger, params: { id: tpl.id } }),
      invoke('getCandidateResult', { claims: stranger, params }),
      invoke('resetCandidate', { claims: stranger, params }),
      invoke('sendCandidateResults', { claims: stranger, params }),
      invoke('listShareLinks', { claims: stranger, params }),
      invoke('exportResults', { claims: stranger, params: { id: tpl.id } }),
      invoke('getGroupAnalytics', { claims: stranger, params: { id: tpl.id } }),
      invoke('updateTemplate', { claims: stranger, params: { id: tpl.id }, body: { form_name: 'Taken' } }),
    ];
    expect((await Promise.all(calls)).map((r) => r.status)).toEqual(calls.map(() => 404));
    const after = (await rows(tpl.id)).body.items[0]!;
    expect(after).toMatchObject({ status: 'COMPLETED', is_sent_result: false, score: row.score });
    expect((await invoke<Detail>('getTemplate', { claims: owner, params: { id: tpl.id } })).body.form_name).toBe(
      'Private',
    );
  });
});

describe('the redirect page /{code}/{value?} (spec part 1 §2, §3 "Route record")', () => {
  it("a published assessment's short code leads to its public test link; an unknown code is not found", async () => {
    const tpl = await publishedAssessment('Short link');
    const found = await invoke<{ path: string }>('resolveShortLink', { params: { code: tpl.publicCode as string } });
    expect(found.status).toBe(200);
    expect(found.body.path).toBe(`/assessment-test/${tpl.publicCode}`);
    const unknown = await invoke<{ error: { message: string } }>('resolveShortLink', {
      params: { code: 'NOSUCHCODE' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Data not found');
  });
});
