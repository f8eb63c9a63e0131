import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { emailKey } from '@shared/accounts/email';
import { listMailbox } from '../../lambdas/src/adapters/mail';
import { db } from '../../lambdas/src/db/service';
import { invoke } from '../support/invoke';
import { grantCredits } from '../../lambdas/src/credits/ledger';
import { loadCreditBalance } from '../../lambdas/src/credits/credit-balance-store';
import { finishGuestMerges } from '../../lambdas/src/accounts/guest-merge';
// The guest move's other contexts, as the sweep's entry wires them.
import '../../lambdas/src/respondents/sweep-handler';
import { personalCreditBalanceKey } from '../../lambdas/src/credits/credit-balance-store';
import {
  GUEST_VERIFICATION_CODES_PER_GUEST_PER_DAY,
  GUEST_VERIFICATION_CODES_PER_IP_PER_DAY,
  PIN_FREE_FAILURES,
  PIN_MAX_ATTEMPTS_PER_CHALLENGE,
  PIN_MAX_NEW_ADDRESS_SENDS_PER_DAY,
  PIN_MAX_SENDS_PER_ADDRESS_PER_HOUR,
  PIN_MAX_SENDS_PER_EMAIL_PER_HOUR,
} from '@shared/constants/pin';

/**
 * Guest accounts against DynamoDB Local (spec part 1 §4 "Guest", §5 "Guest verification"): a visitor starts
 * a guest account, builds an assessment, verifies an address with an e-mailed code, and everything the guest
 * made moves to the new account once, even when the verification or the account's opening is repeated.
 */

type Claims = { sub: string; email: string };
type Err = { error: { code: string; message: string } };
type Assessment = { id: string; form_name: string; creator: string; team_id: string; candidate_total: number };

const company = {
  defining_your_values: { value_integrity: 5, value_teamwork: 4, value_innovation: 2 },
  identifying_key_traits: { trait_curious: 5, trait_dependable: 3 },
};

async function newGuest(sourceIp?: string): Promise<Claims> {
  const started = await invoke<{ email: string; secret: string }>('startGuest', { sourceIp });
  expect(started.status).toBe(201);
  return { sub: randomUUID(), email: started.body.email };
}

async function pinSentTo(email: string): Promise<string> {
  const mails = (await listMailbox(inject('mailboxDir'))).filter((m) => m.to === email);
  const pin = /\b(\d{6})\b/.exec(mails.at(-1)?.text ?? '')?.[1];
  if (!pin) throw new Error(`no code for ${email}`);
  return pin;
}

/** Verifies a new address for a guest (the PIN from the dev mailbox); the claims of that address's account, not opened yet. */
async function verifiedAddressOf(guest: Claims): Promise<Claims> {
  const email = `verified-${randomUUID().slice(0, 8)}@example.com`;
  await request(guest, email);
  expect((await confirm(guest, email, await pinSentTo(email))).status).toBe(200);
  return { sub: randomUUID(), email };
}

/** A new guest with one draft assessment of that name. */
async function guestWithDraft(formName: string): Promise<Claims> {
  const guest = await newGuest();
  await invoke('createTemplate', {
    claims: guest,
    body: { form_name: formName, sections: ['values_and_traits'], type_of_org: 'technology' },
  });
  return guest;
}

/** A client address of its own for each call, so the tests do not spend the daily caps of one (GUEST_STARTS_PER_ADDRESS_PER_DAY, GUEST_VERIFICATION_CODES_PER_IP_PER_DAY). */
const anyIp = () => `192.0.2.${Math.floor(Math.random() * 250) + 1}`;
const request = (claims: Claims, email: string) =>
  invoke<Err>('requestGuestVerification', { claims, body: { email }, sourceIp: anyIp() });
const confirm = (claims: Claims, email: string, pin: string) =>
  invoke<{ email: string; grant: string } & Err>('verifyGuest', { claims, body: { email, pin } });

describe('guest accounts', () => {
  it('a guest gets a reserved address and a pass kept only as a hash', async () => {
    const started = await invoke<{ email: string; secret: string }>('startGuest', {});
    expect(started.body.email).toMatch(/^guest-[0-9a-f-]+@guest\.invalid$/);
    const { data } = await db()
      .entities.signInPass.get({ emailKey: emailKey(started.body.email) })
      .go();
    expect(data?.kind).toBe('guest');
    expect(JSON.stringify(data)).not.toContain(started.body.secret);
  });

  it('one address may start at most 50 guest accounts a day; another address still can', async () => {
    const day = new Date().toISOString().slice(0, 10);
    await db()
      .entities.dailyCounter.put({
        scope: 'guest-start#203.0.113.9',
        day,
        count: 50,
        expiresAt: Math.floor(Date.now() / 1000) + 86400,
      })
      .go();
    const refused = await invoke<Err>('startGuest', { sourceIp: '203.0.113.9' });
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(
      'Too many guest accounts were started from here today. Please sign up instead, or try again tomorrow.',
    );
    expect((await invoke('startGuest', { sourceIp: '203.0.113.10' })).status).toBe(201);
  });

  it('builds an assessment as a guest, shown as a guest until verified', async () => {
    const guest = await newGuest();
    const me = await invoke<{ isGuest: boolean }>('getMe', { claims: guest });
    expect(me.body.isGuest).toBe(true);
    const created = await invoke<Assessment>('createTemplate', {
      claims: guest,
      body: { form_name: 'Guest made', sections: ['values_and_traits'], type_of_org: 'technology' },
    });
    expect(created.status).toBe(201);
  });
});

describe('guest verification (spec part 1 §5)', () => {
  it("must be a guest: 'This account is already verified.'", async () => {
    const regular = { sub: randomUUID(), email: `reg-${randomUUID().slice(0, 8)}@example.com` };
    const refused = await request(regular, 'new@example.com');
    expect(refused.body.error.message).toBe('This account is already verified.');
  });

  it('an e-mail is required, and must be valid', async () => {
    const guest = await newGuest();
    expect((await invoke<Err>('requestGuestVerification', { claims: guest, body: {} })).body.error.message).toBe(
      'Email is required.',
    );
    expect((await request(guest, 'not-an-email')).body.error.message).toBe('Invalid email address.');
  });

  it('must be signed in', async () => {
    expect((await invoke<Err>('verifyGuest', { body: { email: 'a@example.com', pin: '123456' } })).status).toBe(401);
  });

  it('an address already registered is refused', async () => {
    const taken = { sub: randomUUID(), email: `taken-${randomUUID().slice(0, 8)}@example.com` };
    await invoke('getMe', { claims: taken });
    const guest = await newGuest();
    expect((await request(guest, taken.email)).body.error.message).toBe(
      `This email (${taken.email}) has already been registered`,
    );
  });

  it("the PIN must match ('Invalid email or OTP') and belong to this guest", async () => {
    const guest = await newGuest();
    const other = await newGuest();
    const email = `v-${randomUUID().slice(0, 8)}@example.com`;
    expect((await request(guest, email)).status).toBe(200);
    const pin = await pinSentTo(email);
    const wrong = pin === '000000' ? '111111' : '000000';
    expect((await confirm(guest, email, wrong)).body.error.message).toBe('Invalid email or OTP');
    expect((await confirm(other, email, pin)).body.error.message).toBe(
      'This code was issued for a different guest account.',
    );
  });
});

describe('guest verification codes share the sign-in bounds of the address', () => {
  const requestFrom = (claims: Claims, email: string, sourceIp: string) =>
    invoke<Err>('requestGuestVerification', { claims, body: { email }, sourceIp });

  it("another guest's request does not replace a pending code: each guest's code is its own", async () => {
    const first = await newGuest(anyIp());
    const second = await newGuest(anyIp());
    const email = `both-${randomUUID().slice(0, 8)}@example.com`;
    expect((await request(first, email)).status).toBe(200);
    const firstPin = await pinSentTo(email);
    expect((await request(second, email)).status).toBe(200);
    expect((await confirm(first, email, firstPin)).status).toBe(200);
  });

  it(`${PIN_FREE_FAILURES} wrong codes make the address wait a few minutes: no code is sent or compared, even the right one`, async () => {
    const guest = await newGuest(anyIp());
    const email = `guess-${randomUUID().slice(0, 8)}@example.com`;
    let pin = '';
    for (let wrong = 0; wrong < PIN_FREE_FAILURES; wrong++) {
      if (wrong % PIN_MAX_ATTEMPTS_PER_CHALLENGE === 0) {
        expect((await request(guest, email)).status).toBe(200);
        pin = await pinSentTo(email);
      }
      expect((await confirm(guest, email, pin === '000000' ? '111111' : '000000')).body.error.code).toBe(
        'INVALID_EMAIL_OR_OTP',
      );
    }
    const locked = await confirm(guest, email, pin);
    expect(locked.status).toBe(429);
    expect(locked.body.error.message).toBe('Too many wrong codes for this address. Please try again in a few minutes.');
    const mails = (await listMailbox(inject('mailboxDir'))).filter((m) => m.to === email).length;
    expect((await request(guest, email)).body.error.code).toBe('PIN_LOCKED');
    expect((await listMailbox(inject('mailboxDir'))).filter((m) => m.to === email)).toHaveLength(mails);
    // The sign-in of the address counts the same wrong answers.
    const guard = (
      await db()
        .entities.signInGuard.get({ emailKey: emailKey(email) })
        .go()
    ).data;
    expect(guard?.failures).toBe(PIN_FREE_FAILURES);
  });

  it("wrong codes through the guest dialog that make an account's address wait mail its owner one unlock link", async () => {
    const owner = `guest-unlock-${randomUUID().slice(0, 8)}@example.com`;
    expect((await invoke('getMe', { claims: { sub: randomUUID(), email: owner } })).status).toBe(200);
    const guest = await newGuest(anyIp());
    for (let wrong = 0; wrong < PIN_FREE_FAILURES; wrong++)
      expect((await confirm(guest, owner, '000000')).body.error.code).toBe('INVALID_EMAIL_OR_OTP');
    expect((await confirm(guest, owner, '000000')).body.error.code).toBe('PIN_LOCKED');
    const mails = (await listMailbox(inject('mailboxDir'))).filter((m) => m.to === owner);
    expect(mails.map((m) => m.subject)).toEqual(['Someone is trying to sign in to your account']);
    expect(mails[0]?.text).toMatch(/\/sign-in\/unlock#[A-Za-z0-9_-]{43}/);
  });

  it(`codes are sent at most ${PIN_MAX_SENDS_PER_EMAIL_PER_HOUR} an hour per address and client IP, ${PIN_MAX_SENDS_PER_ADDRESS_PER_HOUR} in all`, async () => {
    const guest = await newGuest(anyIp());
    const email = `sends-${randomUUID().slice(0, 8)}@example.com`;
    for (let i = 0; i < PIN_MAX_SENDS_PER_EMAIL_PER_HOUR; i++)
      expect((await requestFrom(guest, email, '198.51.100.1')).status).toBe(200);
    const refused = await requestFrom(guest, email, '198.51.100.1');
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe('Too many codes requested. Please try again later.');
    // Someone else's requests from their own address do not use up these.
    let sent = PIN_MAX_SENDS_PER_EMAIL_PER_HOUR;
    for (let ip = 2; sent < PIN_MAX_SENDS_PER_ADDRESS_PER_HOUR; ip++) {
      const someoneElse = await newGuest(anyIp());
      for (let i = 0; i < PIN_MAX_SENDS_PER_EMAIL_PER_HOUR && sent < PIN_MAX_SENDS_PER_ADDRESS_PER_HOUR; i++, sent++) {
        expect((await requestFrom(someoneElse, email, `198.51.100.${ip}`)).status).toBe(200);
      }
    }
    expect((await requestFrom(await newGuest(anyIp()), email, '198.51.100.99')).body.error.code).toBe('PIN_SEND_LIMIT');
    expect((await listMailbox(inject('mailboxDir'))).filter((m) => m.to === email)).toHaveLength(
      PIN_MAX_SENDS_PER_ADDRESS_PER_HOUR,
    );
  });

  it(`a guest gets at most ${GUEST_VERIFICATION_CODES_PER_GUEST_PER_DAY} codes a day, and one client IP ${GUEST_VERIFICATION_CODES_PER_IP_PER_DAY}, whatever the addresses`, async () => {
    const guest = await newGuest(anyIp());
    const ip = `203.0.113.${Math.floor(Math.random() * 200) + 20}`;
    for (let i = 0; i < GUEST_VERIFICATION_CODES_PER_GUEST_PER_DAY; i++)
      expect((await requestFrom(guest, `g${i}-${randomUUID().slice(0, 8)}@example.com`, ip)).status).toBe(200);
    const over = `over-${randomUUID().slice(0, 8)}@example.com`;
    const refused = await requestFrom(guest, over, ip);
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe('Too many codes requested. Please try again later.');
    expect((await listMailbox(inject('mailboxDir'))).filter((m) => m.to === over)).toHaveLength(0);

    let sent = GUEST_VERIFICATION_CODES_PER_GUEST_PER_DAY;
    while (sent < GUEST_VERIFICATION_CODES_PER_IP_PER_DAY) {
      const other = await newGuest(anyIp());
      for (
        let i = 0;
        i < GUEST_VERIFICATION_CODES_PER_GUEST_PER_DAY && sent < GUEST_VERIFICATION_CODES_PER_IP_PER_DAY;
        i++, sent++
      ) {
        expect((await requestFrom(other, `ip${sent}-${randomUUID().slice(0, 8)}@example.com`, ip)).status).toBe(200);
      }
    }
    expect((await requestFrom(await newGuest(anyIp()), over, ip)).body.error.code).toBe('PIN_SEND_LIMIT');
    expect((await listMailbox(inject('mailboxDir'))).filter((m) => m.to === over)).toHaveLength(0);
    // From another address the same guest's day is still spent; another guest there is not held back.
    expect((await requestFrom(await newGuest(anyIp()), over, '203.0.113.250')).status).toBe(200);
  });

  it("codes come from the deployment's pool for addresses that never signed in; once it is spent, none is sent", async () => {
    const pool = { scope: 'pin-send#new', day: new Date().toISOString().slice(0, 10) };
    const before = (await db().entities.dailyCounter.get(pool).go()).data;
    await db()
      .entities.dailyCounter.put({
        ...pool,
        count: PIN_MAX_NEW_ADDRESS_SENDS_PER_DAY,
        expiresAt: Math.floor(Date.now() / 1000) + 3600,
      })
      .go();
    try {
      const guest = await newGuest(anyIp());
      const email = `pool-${randomUUID().slice(0, 8)}@example.com`;
      expect((await request(guest, email)).body.error.code).toBe('PIN_SEND_LIMIT');
      expect((await listMailbox(inject('mailboxDir'))).filter((m) => m.to === email)).toHaveLength(0);
      expect(
        (
          await db()
            .entities.guestVerification.query.byEmail({ emailKey: emailKey(email) })
            .go()
        ).data,
      ).toEqual([]);
    } finally {
      if (before)
        await db()
          .entities.dailyCounter.put(before as never)
          .go();
      else await db().entities.dailyCounter.delete(pool).go();
    }
  });
});

describe('moving a verified guest to the new account, exactly once', () => {
  it("the guest's assessments, respondents and teams move; the guest account is removed; a repeated confirmation changes nothing", async () => {
    const guest = await newGuest();
    await invoke('saveSignupInfo', {
      claims: guest,
      body: {
        firstName: 'Gus',
        lastName: 'Test',
        companyName: 'Guest Co',
        jopTitle: 'Lead',
        hiresPerYears: '11-50',
        typeOfOrg: 'technology',
        acceptTerrms: true,
        language: 'en',
      },
    });
    const tpl = await invoke<Assessment>('createTemplate', {
      claims: guest,
      body: { form_name: 'Kept', sections: ['values_and_traits'], type_of_org: 'technology' },
    });
    await invoke('saveTemplateSection', {
      claims: guest,
      params: { id: tpl.body.id, section: 'values_and_traits' },
      body: { company_answers: company },
    });
    const published = await invoke<{ publicCode: string }>('publishTemplate', {
      claims: guest,
      params: { id: tpl.body.id },
    });
    // A guest sends no invitations (docs/abuse.md); someone registers on its public link instead.
    await invoke('registerRespondent', {
      params: { code: published.body.publicCode },
      body: { firstname: 'R', lastname: 'S', email: 'resp@example.com', registration_id: randomUUID() },
    });
    const team = await invoke<{ id: string }>('createTeam', {
      claims: guest,
      body: { name: 'Guest team', color: '#123456' },
    });

    const email = `verified-${randomUUID().slice(0, 8)}@example.com`;
    await request(guest, email);
    const pin = await pinSentTo(email);
    const ok = await confirm(guest, email, pin);
    expect(ok.status).toBe(200);
    expect(ok.body.grant.length).toBeGreaterThan(30);
    // The grant is stored only as a hash, and a repeated confirmation is refused without side effects.
    const { data: grant } = await db()
      .entities.signInPass.get({ emailKey: emailKey(email) })
      .go();
    expect(grant?.kind).toBe('grant');
    expect(JSON.stringify(grant)).not.toContain(ok.body.grant);
    expect((await confirm(guest, email, pin)).body.error.code).toBe('INVALID_EMAIL_OR_OTP');

    // The new account is opened twice at once (a retried or doubled sign-in): the work moves once.
    const account = { sub: randomUUID(), email };
    const [a, b] = await Promise.all([
      invoke('openAccount', { claims: account }),
      invoke('openAccount', { claims: account }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const list = await invoke<{ items: Assessment[] }>('listTemplates', { claims: account });
    expect(list.body.items.map((t) => [t.form_name, t.creator, t.team_id, t.candidate_total])).toEqual([
      ['Kept', email, `personal-${account.sub}`, 1],
    ]);
    const respondents = await invoke<{ items: { email: string }[] }>('listRespondents', { claims: account });
    expect(respondents.body.items.map((r) => r.email)).toEqual(['resp@example.com']);
    const me = await invoke<{ isGuest: boolean; firstName: string; companyName: string }>('getMe', { claims: account });
    expect(me.body).toMatchObject({ isGuest: false, firstName: 'Gus', companyName: 'Guest Co' });
    const teams = await invoke<{ items: { id: string; role: string }[] }>('listMyTeams', { claims: account });
    expect(teams.body.items.find((t) => t.id === team.body.id)?.role).toBe('admin');
    // The owner pays for the team's completions: ownership moved with the guest, so the payer is a member.
    expect(
      (
        await invoke<{ owner: string; members: { email: string; owner: boolean }[] }>('getTeam', {
          claims: account,
          params: { teamId: team.body.id },
        })
      ).body,
    ).toMatchObject({ owner: email, members: [{ email, owner: true }] });

    // The guest account is gone: no record, no pass, no claim left.
    expect(
      (
        await db()
          .entities.user.get({ emailKey: emailKey(guest.email) })
          .go()
      ).data,
    ).toBeNull();
    expect(
      (
        await db()
          .entities.signInPass.get({ emailKey: emailKey(guest.email) })
          .go()
      ).data,
    ).toBeNull();
    expect(
      (
        await db()
          .entities.guestClaim.get({ emailKey: emailKey(email) })
          .go()
      ).data,
    ).toBeNull();
    const { data: moved } = await db().entities.template.query.byCreator({ creator: guest.email }).go();
    expect(moved).toEqual([]);
  });
});

describe('a move interrupted after the new account opened', () => {
  it("is finished by the sweep; the account's own requests read and move nothing", async () => {
    const guest = await guestWithDraft('Left behind');
    const account = await verifiedAddressOf(guest);
    const { email } = account;
    // The account's opening wrote its records and stopped before moving anything (the process ended there).
    const at = new Date().toISOString();
    await db()
      .transaction.write(({ user, team }) => [
        user
          .create({
            emailKey: emailKey(email),
            email,
            sub: account.sub,
            teamId: `personal-${account.sub}`,
            createdAt: at,
            updatedAt: at,
            guestMergeFrom: guest.email,
          })
          .commit(),
        team
          .create({
            teamId: `personal-${account.sub}`,
            personal: true,
            creator: email,
            owner: email,
            createdAt: at,
            updatedAt: at,
          })
          .commit(),
      ])
      .go();
    const names = async () =>
      (await invoke<{ items: Assessment[] }>('listTemplates', { claims: account })).body.items.map((t) => t.form_name);
    const claim = async () =>
      (
        await db()
          .entities.guestClaim.get({ emailKey: emailKey(email) })
          .go({ consistent: true })
      ).data;
    expect(await names()).toEqual([]);
    expect(await claim()).not.toBeNull();

    // Its due time passed (set first in the sweep's order here, so a batch of one is this claim, whatever other tests hold).
    await db()
      .entities.guestClaim.patch({ emailKey: emailKey(email) })
      .set({ sweep_shard: 'merge', sweep_due: '2000-01-01T00:00:00.000Z' })
      .go();
    expect(await finishGuestMerges(new Date(), 1)).toBe(1);
    expect(await names()).toEqual(['Left behind']);
    expect(await claim()).toBeNull();
    expect(
      (
        await db()
          .entities.user.get({ emailKey: emailKey(guest.email) })
          .go()
      ).data,
    ).toBeNull();
  });
});

describe('a verified account whose first request reaches a function that does not carry the guest move', () => {
  it('is refused until the account opens; opening moves the work at once, without the sweep', async () => {
    const guest = await guestWithDraft('Moved by the opening');
    const account = await verifiedAddressOf(guest);
    const { email } = account;
    const runs = { claims: account, query: { generator: 'job_post' } };
    const refused = await invoke<Err>('listToolboxRuns', { ...runs, openAccount: false });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('ACCOUNT_NOT_OPEN');
    // What the web client does with that answer: open the account (the accounts function, which moves), then retry.
    expect((await invoke('listToolboxRuns', runs)).status).toBe(200);
    const names = (await invoke<{ items: Assessment[] }>('listTemplates', { claims: account })).body.items;
    expect(names.map((t) => t.form_name)).toEqual(['Moved by the opening']);
    expect(
      (
        await db()
          .entities.guestClaim.get({ emailKey: emailKey(email) })
          .go({ consistent: true })
      ).data,
    ).toBeNull();
  });
});

describe("a guest's credits (spec part 2 §4: quotas and history transfer)", () => {
  async function publishedBy(guest: Claims): Promise<{ id: string; code: string }> {
    const tpl = await invoke<Assessment>('createTemplate', {
      claims: guest,
      body: { form_name: 'Credits', sections: ['values_and_traits'], type_of_org: 'technology' },
    });
    await invoke('saveTemplateSection', {
      claims: guest,
      params: { id: tpl.body.id, section: 'values_and_traits' },
      body: { company_answers: company },
    });
    const published = await invoke<{ publicCode: string }>('publishTemplate', {
      claims: guest,
      params: { id: tpl.body.id },
    });
    return { id: tpl.body.id, code: published.body.publicCode };
  }
  async function respondentFinishes(code: string) {
    const reg = await invoke<{ token: string }>('registerRespondent', {
      params: { code },
      body: {
        firstname: 'Res',
        lastname: 'Pondent',
        email: `r-${randomUUID().slice(0, 6)}@example.com`,
        registration_id: randomUUID(),
      },
    });
    const token = reg.body.token;
    await invoke('getRespondentTest', { params: { token } });
    await invoke('startSection', { params: { token, section: 'values_and_traits' } });
    await invoke('completeSection', { params: { token, section: 'values_and_traits' }, body: { answers: company } });
    expect((await invoke('finishTest', { params: { token } })).status).toBe(200);
  }
  async function verify(guest: Claims): Promise<Claims> {
    const account = await verifiedAddressOf(guest);
    // Opened twice at once: everything moves once.
    await Promise.all([invoke('openAccount', { claims: account }), invoke('openAccount', { claims: account })]);
    return account;
  }
  const line = (claims: Claims) =>
    invoke<{ remaining: number; held: number }>('getQuotaLine', { claims }).then((r) => r.body);

  it('credits the guest bought move once and its history is copied; a guest has no free allowance to move', async () => {
    const guest = await newGuest();
    expect(await line(guest)).toMatchObject({ remaining: 0 });
    await grantCredits({
      email: guest.email,
      eventId: `checkout#cs_${randomUUID()}`,
      credits: 10,
      type: 'purchase',
      now: new Date(),
    });
    await respondentFinishes((await publishedBy(guest)).code);
    expect(await line(guest)).toMatchObject({ remaining: 9 });

    const account = await verify(guest);
    // The account's own 5 free credits and the 9 the guest bought and did not spend.
    expect(await line(account)).toMatchObject({ remaining: 14, held: 0 });
    const { data: history } = await db()
      .entities.quotaHistory.query.byQuota({ quotaKey: personalCreditBalanceKey(account.email) })
      .go({ pages: 'all' });
    expect(history.filter((h) => h.type === 'transfer').map((h) => h.credits)).toEqual([9]);
    const copied = history.filter(
      (h) => (h.variables as Record<string, string>).from === 'guest' && h.type !== 'transfer',
    );
    expect(copied.map((h) => h.type).sort()).toEqual(['purchase', 'withdraw']);
  });

  it("a result held on the guest's quota waits on the account and opens with its credits", async () => {
    const guest = await newGuest();
    const a = await publishedBy(guest);
    await loadCreditBalance({ kind: 'personal', email: guest.email }, new Date());
    await db()
      .entities.quota.patch({ key: personalCreditBalanceKey(guest.email) })
      .set({ quota_remaining: 0 })
      .go();
    await respondentFinishes(a.code);
    expect(await line(guest)).toMatchObject({ remaining: 0, held: 1 });

    const account = await verify(guest);
    expect(await line(account)).toMatchObject({ remaining: 4, held: 0 });
    const rows = await invoke<{ items: { credit_held: boolean; score: number | null }[] }>('listCandidates', {
      claims: account,
      params: { id: a.id },
    });
    expect(rows.body.items.map((r) => [r.credit_held, typeof r.score])).toEqual([[false, 'number']]);
  });
});

describe('verifying a guest with Google or Microsoft', () => {
  it('the account that comes back from the provider takes over the guest work once; an older account cannot', async () => {
    const older = { sub: randomUUID(), email: `older-${randomUUID().slice(0, 8)}@gmail.com` };
    await invoke('getMe', { claims: older });
    const guest = await newGuest();
    await invoke('createTemplate', {
      claims: guest,
      body: { form_name: 'Linked', sections: ['values_and_traits'], type_of_org: 'technology' },
    });
    const link = await invoke<{ token: string }>('startGuestLink', { claims: guest });
    expect(link.status).toBe(201);

    const taken = await invoke<Err>('completeGuestLink', { claims: older, body: { token: link.body.token } });
    expect(taken.body.error.message).toBe(`This email (${older.email}) has already been registered`);

    const fresh = { sub: randomUUID(), email: `fresh-${randomUUID().slice(0, 8)}@gmail.com` };
    const done = await invoke<{ email: string; isGuest: boolean }>('completeGuestLink', {
      claims: fresh,
      body: { token: link.body.token },
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ email: fresh.email, isGuest: false });
    const list = await invoke<{ items: Assessment[] }>('listTemplates', { claims: fresh });
    expect(list.body.items.map((t) => [t.form_name, t.creator])).toEqual([['Linked', fresh.email]]);
    const again = await invoke<Err>('completeGuestLink', { claims: fresh, body: { token: link.body.token } });
    expect(again.body.error.code).toBe('GUEST_LINK_INVALID');
    expect(
      (
        await db()
          .entities.user.get({ emailKey: emailKey(guest.email) })
          .go()
      ).data,
    ).toBeNull();
  });
});
