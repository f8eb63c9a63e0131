import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { INVITE_BUDGETS } from '@shared/constants/limits';
import { emailKey } from '@shared/accounts/email';
import { deliveredMailbox } from '../support/invitations';
import { db } from '../../lambdas/src/db/service';
import { grantCredits } from '../../lambdas/src/credits/ledger';
import { invoke } from '../support/invoke';
import { storedItems } from '../support/table-scan';

/**
 * Invitations are the product's own address writing to strangers (docs/abuse.md "Invitations"): no guest sends
 * any, an account's own words go out only once it has paid or used a credit, subjects are the product's text,
 * and every call draws on the day's budgets of the account, the caller's address and the deployment, all or
 * none. Each refusal sends, stores and charges nothing.
 */

type Claims = { sub: string; email: string };
type Err = { error: { code: string; message: string } };
type Outcome = {
  invited: string[];
  reminded: string[];
  skipped: string[];
  limited: string[];
  test_sent_to: string | null;
};

const company = {
  defining_your_values: { value_integrity: 5, value_teamwork: 4, value_innovation: 2 },
  identifying_key_traits: { trait_curious: 5, trait_dependable: 3 },
};
const uid = () => randomUUID().slice(0, 8);
const day = () => new Date().toISOString().slice(0, 10);

async function employer(companyName = 'Acme Hiring'): Promise<Claims> {
  const claims = { sub: randomUUID(), email: `abuse-${uid()}@example.com` };
  await invoke('saveSignupInfo', {
    claims,
    body: {
      firstName: 'Eve',
      lastName: 'Ployer',
      companyName,
      jopTitle: 'Lead',
      hiresPerYears: '11-50',
      typeOfOrg: 'technology',
      acceptTerrms: true,
      language: 'en',
    },
  });
  return claims;
}

async function published(claims: Claims, name = 'Values check'): Promise<string> {
  const created = await invoke<{ id: string }>('createTemplate', {
    claims,
    body: { form_name: name, sections: ['values_and_traits'], type_of_org: 'technology' },
  });
  await invoke('saveTemplateSection', {
    claims,
    params: { id: created.body.id, section: 'values_and_traits' },
    body: { company_answers: company },
  });
  expect((await invoke('publishTemplate', { claims, params: { id: created.body.id } })).status).toBe(200);
  return created.body.id;
}

const invite = (claims: Claims, id: string, body: Record<string, unknown>, sourceIp = '198.51.100.7') =>
  invoke<Outcome & Err>('inviteCandidates', { claims, params: { id }, body, sourceIp });
const mailsTo = async (email: string) => (await deliveredMailbox()).filter((m) => m.to === email);
const respondents = async (formId: string) =>
  (await db().entities.candidate.query.byTemplate({ form_id: formId }).go({ pages: 'all' })).data;
const setCounter = (scope: string, count: number) =>
  db()
    .entities.dailyCounter.put({ scope, day: day(), count, expiresAt: Math.floor(Date.now() / 1000) + 86400 })
    .go();
const clearCounter = (scope: string) => db().entities.dailyCounter.delete({ scope, day: day() }).go();
/** An account that has bought credits: it may send its own words. */
const pays = (claims: Claims) =>
  grantCredits({
    email: claims.email,
    eventId: `abuse-pack#${claims.email}`,
    credits: 10,
    type: 'purchase',
    now: new Date(),
  });

describe('invitations: who may send what', () => {
  it('a guest invites nobody, not even a test to itself: nothing stored, nothing sent', async () => {
    const started = await invoke<{ email: string }>('startGuest', {});
    const guest = { sub: randomUUID(), email: started.body.email };
    const id = await published(guest);
    const victim = `victim-${uid()}@example.com`;
    const refused = await invite(guest, id, {
      recipients: [{ email: victim }],
      sender: 'PayPal',
      subject: 'Your account is limited',
      body: 'Log in at {link}',
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(
      'Verify your account before inviting people by e-mail. Until then, share the public link.',
    );
    expect((await invite(guest, id, { recipients: [{ email: victim }] })).body.error.code).toBe('INVITE_GUEST');
    expect((await invite(guest, id, { recipients: [{ email: victim }], test: true })).body.error.code).toBe(
      'INVITE_GUEST',
    );
    expect(await respondents(id)).toHaveLength(0);
    expect(await mailsTo(victim)).toHaveLength(0);
  });

  it('an account that never paid nor used a credit cannot send its own sender, subject or body; the standard invitation goes out', async () => {
    const owner = await employer();
    const id = await published(owner);
    const victim = `victim-${uid()}@example.com`;
    for (const own of [{ sender: 'PayPal' }, { subject: 'Your account is limited' }, { body: 'Log in at {link}' }]) {
      const refused = await invite(owner, id, { recipients: [{ email: victim }], ...own });
      expect(refused.status).toBe(403);
      expect(refused.body.error.message).toBe(
        'Your own sender name, subject and message become available once your account has bought credits or used one. Send the standard invitation for now.',
      );
    }
    expect(
      (await invite(owner, id, { recipients: [{ email: victim }], subject: 'x', test: true })).body.error.code,
    ).toBe('INVITE_CUSTOM_TEXT_LOCKED');
    expect(await respondents(id)).toHaveLength(0);
    expect(await mailsTo(victim)).toHaveLength(0);
    expect(await mailsTo(owner.email)).toHaveLength(0);

    expect((await invite(owner, id, { recipients: [{ email: victim, firstname: 'Vic' }] })).body.invited).toEqual([
      victim,
    ]);
    const [mail] = await mailsTo(victim);
    expect(mail).toMatchObject({ subject: 'You are invited to take an assessment', replyTo: owner.email });
    expect(mail!.fromName).toBeUndefined();
    expect(mail!.text).toMatch(/^[\s\S]*Sent on behalf of Acme Hiring via Culture Fit\.[\s\S]*Hi Vic,/);
  });

  it('once it has paid, its own words go in the body, one clean line each, after "sent on behalf of"; the subject stays the product\'s', async () => {
    const owner = await employer('Acme\r\nBcc: everyone@example.com');
    await pays(owner);
    const id = await published(owner, 'Values\u202e check');
    const to = `cand-${uid()}@example.com`;
    const sent = await invite(owner, id, {
      recipients: [{ email: to, firstname: 'Cara' }],
      sender: 'PayPal',
      subject: 'Your account is limited\r\nX-Priority: 1',
      body: 'Dear {name},\r\nplease log in\u0007 now.\n\nYour link: {link}',
    });
    expect(sent.body.invited).toEqual([to]);
    const [mail] = await mailsTo(to);
    expect(mail!.subject).toBe('You are invited to take an assessment');
    expect(mail!.fromName).toBeUndefined();
    expect(mail!.text).toContain('Sent on behalf of Acme Bcc: everyone@example.com via Culture Fit.');
    expect(mail!.text).toContain('Your account is limited X-Priority: 1');
    expect(mail!.text).toContain('Dear Cara, please log in now.');
    expect(mail!.text).not.toContain('\u0007');
    expect(mail!.text).not.toContain('\u202e');
    expect(mail!.html).not.toMatch(/Acme\r?\nBcc/);
  });

  it('an account that has used a credit (a respondent completed) may also send its own words', async () => {
    const owner = await employer();
    const id = await published(owner);
    const token = (
      await invoke<{ token: string }>('registerRespondent', {
        params: {
          code: (await invoke<{ publicCode: string }>('getTemplate', { claims: owner, params: { id } })).body
            .publicCode,
        },
        body: { firstname: 'Ana', lastname: 'Real', email: `ana-${uid()}@example.com`, registration_id: randomUUID() },
      })
    ).body.token;
    await invoke('getRespondentTest', { params: { token } });
    await invoke('startSection', { params: { token, section: 'values_and_traits' } });
    await invoke('completeSection', { params: { token, section: 'values_and_traits' }, body: { answers: company } });
    expect((await invoke('finishTest', { params: { token } })).status).toBe(200);
    const to = `cand-${uid()}@example.com`;
    expect(
      (await invite(owner, id, { recipients: [{ email: to }], subject: 'Our values check' })).body.invited,
    ).toEqual([to]);
    expect((await mailsTo(to))[0]!.text).toContain('Our values check');
  });

  it('the public API serves the same rules: no own words before paying', async () => {
    const owner = await employer();
    const id = await published(owner);
    const key = (await invoke<{ key: string }>('createApiKey', { claims: owner })).body.key;
    const refused = await invoke<Err>('apiInviteCandidates', {
      params: { id },
      headers: { 'x-api-key': key },
      body: { recipients: [{ email: `v-${uid()}@example.com` }], subject: 'Your account is limited' },
    });
    expect(refused.body.error.code).toBe('INVITE_CUSTOM_TEXT_LOCKED');
  });
});

describe('invitation budgets (a day, UTC)', () => {
  it(`an account that never paid invites at most ${INVITE_BUDGETS.perAccount.fresh} new people a day; a call that does not fit invites nobody; one that fits goes out`, async () => {
    const owner = await employer();
    const id = await published(owner);
    await setCounter(`invite#acct#${emailKey(owner.email)}`, INVITE_BUDGETS.perAccount.fresh - 2);
    const three = [0, 1, 2].map(() => ({ email: `new-${uid()}@example.com` }));
    const refused = await invite(owner, id, { recipients: three });
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(
      "You have reached today's limit of invitations. Nobody in this list was invited; try again tomorrow, or share the public link.",
    );
    expect(await respondents(id)).toHaveLength(0);
    for (const r of three) expect(await mailsTo(r.email)).toHaveLength(0);
    expect((await invite(owner, id, { recipients: three.slice(0, 2) })).body.invited).toHaveLength(2);
    expect((await invite(owner, id, { recipients: [{ email: `one-more-${uid()}@example.com` }] })).status).toBe(429);
  });

  it(`an account that has paid has ${INVITE_BUDGETS.perAccount.established} a day`, async () => {
    const owner = await employer();
    await pays(owner);
    const id = await published(owner);
    await setCounter(`invite#acct#${emailKey(owner.email)}`, INVITE_BUDGETS.perAccount.fresh + 10);
    expect(
      (await invite(owner, id, { recipients: [{ email: `new-${uid()}@example.com` }] })).body.invited,
    ).toHaveLength(1);
    await setCounter(`invite#acct#${emailKey(owner.email)}`, INVITE_BUDGETS.perAccount.established);
    expect((await invite(owner, id, { recipients: [{ email: `new-${uid()}@example.com` }] })).body.error.code).toBe(
      'INVITE_DAILY_LIMIT',
    );
  });

  it(`one client address invites at most ${INVITE_BUDGETS.perIp} new people a day, whichever accounts it uses`, async () => {
    const ip = `203.0.113.${Math.floor(Math.random() * 200) + 20}`;
    await setCounter(`invite#ip#${ip}`, INVITE_BUDGETS.perIp);
    const owner = await employer();
    const id = await published(owner);
    const to = `new-${uid()}@example.com`;
    expect((await invite(owner, id, { recipients: [{ email: to }] }, ip)).body.error.code).toBe('INVITE_DAILY_LIMIT');
    expect(await mailsTo(to)).toHaveLength(0);
    expect((await invite(owner, id, { recipients: [{ email: to }] }, '198.51.100.99')).body.invited).toEqual([to]);
    // The refused call gave back what it had taken from the account's budget.
    const { data } = await db()
      .entities.dailyCounter.get({ scope: `invite#acct#${emailKey(owner.email)}`, day: day() })
      .go();
    expect(data?.count).toBe(1);
  });

  it(`never-paying accounts together send at most ${INVITE_BUDGETS.deployment.fresh} a day, leaving the rest of the deployment's ${INVITE_BUDGETS.deployment.all} to customers`, async () => {
    const fresh = await employer();
    const customer = await employer();
    await pays(customer);
    const [freshId, customerId] = [await published(fresh), await published(customer)];
    await setCounter('invite#all-fresh', INVITE_BUDGETS.deployment.fresh);
    try {
      expect(
        (await invite(fresh, freshId, { recipients: [{ email: `new-${uid()}@example.com` }] })).body.error.code,
      ).toBe('INVITE_DAILY_LIMIT');
      expect(
        (await invite(customer, customerId, { recipients: [{ email: `new-${uid()}@example.com` }] })).body.invited,
      ).toHaveLength(1);
    } finally {
      await clearCounter('invite#all-fresh');
    }
    const { data } = await db().entities.dailyCounter.get({ scope: 'invite#all', day: day() }).go();
    const before = data?.count ?? 0;
    await setCounter('invite#all', INVITE_BUDGETS.deployment.all);
    try {
      expect(
        (await invite(customer, customerId, { recipients: [{ email: `new-${uid()}@example.com` }] })).body.error.code,
      ).toBe('INVITE_DAILY_LIMIT');
    } finally {
      await setCounter('invite#all', before);
    }
  });

  it(`one recipient gets at most ${INVITE_BUDGETS.perRecipient} invitation e-mails a day from the whole service; the rest are reported, not sent nor stored`, async () => {
    const target = `popular-${uid()}@example.com`;
    const outcomes: Outcome[] = [];
    for (let i = 0; i <= INVITE_BUDGETS.perRecipient; i += 1) {
      const owner = await employer();
      outcomes.push(
        (await invite(owner, await published(owner, `Assessment ${i}`), { recipients: [{ email: target }] })).body,
      );
    }
    expect(outcomes.map((o) => [o.invited, o.limited])).toEqual([
      ...Array(INVITE_BUDGETS.perRecipient).fill([[target], []]),
      [[], [target]],
    ]);
    expect(await mailsTo(target)).toHaveLength(INVITE_BUDGETS.perRecipient);
    const held = (await storedItems('candidate')).filter((c) => c.email === target);
    expect(held).toHaveLength(INVITE_BUDGETS.perRecipient);
  });
});
