import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { emailKey } from '@shared/accounts/email';
import { FREE_CREDIT_BALANCE_CREDITS } from '@shared/constants/credits';
import {
  REFERRAL_MAILS_PER_REFERRER_PER_DAY,
  REFERRAL_REWARDS_PER_REFERRER_PER_MONTH,
} from '@shared/constants/referral';
import { listMailbox } from '../../lambdas/src/adapters/mail';
import { db } from '../../lambdas/src/db/service';
import { personalCreditBalanceKey } from '../../lambdas/src/credits/credit-balance-store';
import { invoke } from '../support/invoke';

/**
 * Refer a friend against DynamoDB Local (spec part 1 §2 l/:referralCode, join?:referralCode, §3 Referral, §5;
 * part 2 §4 "Referral credits", §5 "Referral invitation", §8 "Referral", §9.2): every refusal with the catalogue's
 * message and nothing changed; invite → sign up → claim → the friend's first real use (a paid completion by a
 * respondent, or a payment) rewards both sides 10 credits once; a friend who came by the link alone counts too.
 */

type Claims = { sub: string; email: string };
type Err = { error: { code: string; message: string } };
type Link = { code: string; link: string; joinLink: string };
type Row = {
  email: string;
  status: string;
  credits: string;
  credits_earned: number;
  source: string;
  created_at: string;
};

const uid = () => randomUUID().slice(0, 8);
const account = (name: string): Claims => ({ sub: randomUUID(), email: `${name}-${uid()}@example.com` });
const WEB = 'http://localhost:5173';
const madeUpCode = () => `${randomUUID().replace(/-/g, '')}abc`.slice(0, 35);

const linkOf = (claims: Claims) => invoke<Link>('openReferralLink', { claims });
const invite = (claims: Claims, email: unknown, lang?: string) =>
  invoke<Row & Err>('inviteReferral', { claims, body: { email }, lang });
const claim = (claims: Claims, code: string) =>
  invoke<{ inviterName: string } & Err>('claimReferral', { claims, body: { code } });
const listOf = async (claims: Claims) => (await invoke<{ items: Row[] }>('listReferrals', { claims })).body.items;
const createAssessment = (claims: Claims) =>
  invoke<{ id: string }>('createTemplate', {
    claims,
    body: { type_of_org: 'technology', form_name: `Draft ${uid()}`, sections: ['values_and_traits'] },
  });
/** The sign-up info step: a name the friend will see, and the language of the inviter's e-mails. */
const signUp = (claims: Claims, firstName: string, language = 'en') =>
  invoke('saveSignupInfo', {
    claims,
    body: { firstName, lastName: 'Lee', companyName: `${firstName} Ltd`, acceptTerrms: true, language },
  });

async function referralOf(email: string) {
  return (
    await db()
      .entities.referral.get({ friendKey: emailKey(email) })
      .go({ consistent: true })
  ).data;
}
async function creditsOf(claims: Claims): Promise<number | undefined> {
  return (
    await db()
      .entities.quota.get({ key: personalCreditBalanceKey(claims.email) })
      .go({ consistent: true })
  ).data?.quota_remaining;
}
async function referralMovements(claims: Claims) {
  const { data } = await db()
    .entities.quotaHistory.query.byQuota({ quotaKey: personalCreditBalanceKey(claims.email) })
    .go({ pages: 'all' });
  return data.filter((m) => m.type === 'referral');
}
async function mailsTo(email: string) {
  return (await listMailbox(inject('mailboxDir'))).filter((m) => m.to === email);
}

describe('the personal referral link (spec part 2 §9.2: a 35-character code)', () => {
  it('is created on first request as /l/{code} and /join?{code}, and stays the same', async () => {
    const ann = account('ann');
    const first = await linkOf(ann);
    expect(first.status).toBe(200);
    expect(first.body.code).toMatch(/^[A-Za-z0-9]{35}$/);
    expect(first.body.link).toBe(`${WEB}/l/${first.body.code}`);
    expect(first.body.joinLink).toBe(`${WEB}/join?${first.body.code}`);
    expect((await linkOf(ann)).body.code).toBe(first.body.code);
  });

  it('two first requests at once agree on one code', async () => {
    const ann = account('ann');
    const [a, b] = await Promise.all([linkOf(ann), linkOf(ann)]);
    expect(a.body.code).toBe(b.body.code);
    const { data } = await db().entities.routeRecord.get({ code: a.body.code }).go();
    expect(data).toMatchObject({ path: `/l/${a.body.code}`, owner: ann.email });
  });

  it("tells the sign-up page who invited you; anything else is 'Unknown referral link.'", async () => {
    const ann = account('ann');
    await signUp(ann, 'Ann');
    const { code } = (await linkOf(ann)).body;
    const known = await invoke<{ inviterName: string }>('resolveReferral', { params: { code } });
    expect(known.status).toBe(200);
    expect(known.body).toEqual({ inviterName: 'Ann Lee' });
    for (const unknown of [madeUpCode(), 'abc-def-ghi', 'short']) {
      const res = await invoke<Err>('resolveReferral', { params: { code: unknown } });
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('Unknown referral link.');
    }
  });

  it('a public test link code is not a referral link', async () => {
    const ann = account('ann');
    const draft = await createAssessment(ann);
    await invoke('saveTemplateSection', {
      claims: ann,
      params: { id: draft.body.id, section: 'values_and_traits' },
      body: {
        company_answers: {
          defining_your_values: { value_integrity: 5, value_teamwork: 4, value_innovation: 2 },
          identifying_key_traits: { trait_curious: 5, trait_dependable: 3 },
        },
      },
    });
    const published = await invoke<{ publicCode: string }>('publishTemplate', {
      claims: ann,
      params: { id: draft.body.id },
    });
    const res = await invoke<Err>('resolveReferral', { params: { code: published.body.publicCode } });
    expect(res.status).toBe(404);
  });
});

describe('Referral invitation (spec part 2 §5): each refusal with its message, nothing stored, no e-mail', () => {
  it("a valid e-mail is required: 'Please enter a valid email address'", async () => {
    const ann = account('ann');
    for (const bad of ['friend@', 'not an address', '', 42]) {
      const res = await invite(ann, bad);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe('Please enter a valid email address');
    }
    expect(await listOf(ann)).toEqual([]);
  });

  it("an already-invited e-mail is rejected: 'This email has already been invited', whoever invited it", async () => {
    const [ann, bob] = [account('ann'), account('bob')];
    const friend = `friend-${uid()}@example.com`;
    expect((await invite(ann, friend)).status).toBe(201);
    for (const who of [ann, bob]) {
      const again = await invite(who, friend.toUpperCase());
      expect(again.status).toBe(409);
      expect(again.body.error.message).toBe('This email has already been invited');
    }
    expect(await listOf(bob)).toEqual([]);
    expect((await referralOf(friend))?.referrer).toBe(ann.email);
    expect(await mailsTo(friend)).toHaveLength(1);
  });

  it('two referrers inviting the same address at once: one referral, one e-mail, the other told it was invited', async () => {
    const [ann, bob] = [account('ann'), account('bob')];
    const friend = `friend-${uid()}@example.com`;
    const results = await Promise.all([invite(ann, friend), invite(bob, friend)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)?.body.error.message).toBe('This email has already been invited');
    expect((await listOf(ann)).length + (await listOf(bob)).length).toBe(1);
    expect(await mailsTo(friend)).toHaveLength(1);
  });

  it("the e-mail of an existing user is rejected: '{email} already uses' the product (also your own)", async () => {
    const [ann, bob] = [account('ann'), account('bob')];
    await linkOf(bob); // Bob's account exists from his first request.
    for (const [who, address] of [
      [bob.email, bob.email],
      [ann.email, ann.email],
    ] as const) {
      const res = await invite(ann, address.toUpperCase());
      expect(res.status).toBe(409);
      expect(res.body.error.message).toBe(`${who} already uses Culture Fit`);
      expect(await referralOf(address)).toBeNull();
    }
    expect(await listOf(ann)).toEqual([]);
  });

  it(`at most ${REFERRAL_MAILS_PER_REFERRER_PER_DAY} invitations a day per referrer, then a message and nothing sent`, async () => {
    const ann = account('ann');
    for (let i = 0; i < REFERRAL_MAILS_PER_REFERRER_PER_DAY; i++)
      expect((await invite(ann, `friend-${i}-${uid()}@example.com`)).status).toBe(201);
    const over = `friend-over-${uid()}@example.com`;
    const res = await invite(ann, over);
    expect(res.status).toBe(429);
    expect(res.body.error.message).toBe(
      'You have sent the most invitations allowed for today. Please try again tomorrow.',
    );
    expect(await referralOf(over)).toBeNull();
    expect(await mailsTo(over)).toEqual([]);
    expect(await listOf(ann)).toHaveLength(REFERRAL_MAILS_PER_REFERRER_PER_DAY);
  });

  it("the friend gets the inviter's link in the inviter's language; the referral is pending in the inviter's team", async () => {
    const ann = account('ann');
    await signUp(ann, 'Ann', 'th');
    const { link, code } = (await linkOf(ann)).body;
    const friend = `Friend-${uid()}@Example.com`;
    const res = await invite(ann, friend);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      email: friend.toLowerCase(),
      status: 'pending',
      credits: 'pending',
      credits_earned: 0,
      source: 'invite',
    });
    const [mail] = await mailsTo(friend.toLowerCase());
    expect(mail?.subject).toBe('คุณได้รับคำเชิญให้ใช้ Culture Fit: รับ 10 เครดิตฟรี');
    expect(mail?.text).toContain(link);
    expect(mail?.text).toContain('Ann Lee');
    expect(mail?.html).toContain(`/l/${code}`);
    expect((await referralOf(friend))?.teamId).toBe(`personal-${ann.sub}`);
  });
});

describe('claiming a referral after sign-up: each refusal with its message and nothing changed', () => {
  it("an unknown link: 'Unknown referral link.'", async () => {
    const friend = account('friend');
    const res = await claim(friend, madeUpCode());
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('Unknown referral link.');
    expect(await referralOf(friend.email)).toBeNull();
  });

  it('your own link is refused', async () => {
    const ann = account('ann');
    const res = await claim(ann, (await linkOf(ann)).body.code);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('You cannot use your own referral link.');
    expect(await referralOf(ann.email)).toBeNull();
  });

  it("an account that existed before it followed the link: '{email} already uses' the product", async () => {
    const ann = account('ann');
    const old = account('old');
    await linkOf(old);
    await db()
      .entities.user.patch({ emailKey: emailKey(old.email) })
      .set({ createdAt: new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString() })
      .go();
    const res = await claim(old, (await linkOf(ann)).body.code);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(`${old.email} already uses Culture Fit`);
    expect(await referralOf(old.email)).toBeNull();
    expect(await listOf(ann)).toEqual([]);
  });

  it("a guest's reserved address: 'Sorry, we don't recognize this email address'", async () => {
    const ann = account('ann');
    const guest = { sub: randomUUID(), email: `guest-${randomUUID()}@guest.invalid` };
    const res = await claim(guest, (await linkOf(ann)).body.code);
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe("Sorry, we don't recognize this email address");
    expect(await referralOf(guest.email)).toBeNull();
  });

  it("a friend is referred once: another link afterwards is 'This email has already been invited'; the same link again changes nothing", async () => {
    const [ann, bob, friend] = [account('ann'), account('bob'), account('friend')];
    await signUp(ann, 'Ann');
    const annCode = (await linkOf(ann)).body.code;
    expect((await claim(friend, annCode)).body).toEqual({ inviterName: 'Ann Lee' });
    const before = await referralOf(friend.email);
    const other = await claim(friend, (await linkOf(bob)).body.code);
    expect(other.status).toBe(409);
    expect(other.body.error.message).toBe('This email has already been invited');
    expect((await claim(friend, annCode)).status).toBe(200);
    expect(await referralOf(friend.email)).toEqual(before);
    expect(await listOf(bob)).toEqual([]);
  });
});

/** The friend's assessment, published, and a respondent (someone else) who completes it: real use. */
async function respondentCompletes(friend: Claims, respondentEmail = `r-${uid()}@example.com`) {
  const draft = await createAssessment(friend);
  const company = {
    defining_your_values: { value_integrity: 5, value_teamwork: 4, value_innovation: 2 },
    identifying_key_traits: { trait_curious: 5, trait_dependable: 3 },
  };
  await invoke('saveTemplateSection', {
    claims: friend,
    params: { id: draft.body.id, section: 'values_and_traits' },
    body: { company_answers: company },
  });
  const published = await invoke<{ publicCode: string }>('publishTemplate', {
    claims: friend,
    params: { id: draft.body.id },
  });
  const reg = await invoke<{ token: string }>('registerRespondent', {
    params: { code: published.body.publicCode },
    body: { firstname: 'Res', lastname: 'Pondent', email: respondentEmail, registration_id: randomUUID() },
  });
  const token = reg.body.token;
  await invoke('getRespondentTest', { params: { token } });
  await invoke('startSection', { params: { token, section: 'values_and_traits' } });
  await invoke('completeSection', { params: { token, section: 'values_and_traits' }, body: { answers: company } });
  expect((await invoke('finishTest', { params: { token } })).status).toBe(200);
}

/**
 * spec part 2 §9.2 pays both sides when the friend creates an assessment; ours pays at the friend's first real use
 * (docs/abuse.md "Credits": rewards are paid for real use, not for sign-ups): a respondent other than the friend
 * completes one of the friend's assessments and its credit is paid, or the friend pays through Stripe.
 */
describe('both parties earn 10 free credits when the referred friend first uses the product for real (spec part 2 §9.2, §4)', () => {
  it('invite → sign up by the link → claim → assessments (nothing yet) → a respondent completes: +10 each, once', async () => {
    const [ann, friend] = [account('ann'), account('friend')];
    await signUp(ann, 'Ann');
    const { code } = (await linkOf(ann)).body;
    expect((await invite(ann, friend.email)).status).toBe(201);
    expect((await listOf(ann))[0]).toMatchObject({ email: friend.email, status: 'pending', credits_earned: 0 });

    // The friend signs up (first request) and the web sends the stored code.
    await signUp(friend, 'Fay');
    expect((await claim(friend, code)).body).toEqual({ inviterName: 'Ann Lee' });
    expect((await listOf(ann))[0]).toMatchObject({
      status: 'signed_up',
      credits: 'pending',
      credits_earned: 0,
      source: 'invite',
    });
    expect(await referralMovements(ann)).toEqual([]);

    const created = await Promise.all([createAssessment(friend), createAssessment(friend), createAssessment(friend)]);
    expect(created.map((r) => r.status)).toEqual([201, 201, 201]);
    expect((await listOf(ann))[0]).toMatchObject({
      email: friend.email,
      status: 'assessment_created',
      credits: 'pending',
      credits_earned: 0,
    });
    expect(await referralMovements(ann)).toEqual([]);
    expect(await referralMovements(friend)).toEqual([]);

    await respondentCompletes(friend);
    await respondentCompletes(friend);
    expect((await listOf(ann))[0]).toMatchObject({
      email: friend.email,
      status: 'assessment_created',
      credits: 'earned',
      credits_earned: 10,
    });
    expect(await creditsOf(ann)).toBe(FREE_CREDIT_BALANCE_CREDITS + 10);
    // The friend's two completions took two of their credits.
    expect(await creditsOf(friend)).toBe(FREE_CREDIT_BALANCE_CREDITS + 10 - 2);
    expect((await referralMovements(ann)).map((m) => m.credits)).toEqual([10]);
    expect((await referralMovements(friend)).map((m) => m.credits)).toEqual([10]);
  });

  it('a friend who came by the link alone (no e-mail): the referral is created at signed up and rewarded the same', async () => {
    const [ann, friend] = [account('ann'), account('friend')];
    const { code } = (await linkOf(ann)).body;
    await signUp(friend, 'Fay');
    expect((await claim(friend, code)).status).toBe(200);
    expect(await listOf(ann)).toEqual([
      expect.objectContaining({ email: friend.email, status: 'signed_up', source: 'link', credits_earned: 0 }),
    ]);
    expect(await mailsTo(friend.email)).toEqual([]);

    await respondentCompletes(friend);
    expect((await listOf(ann))[0]).toMatchObject({
      status: 'assessment_created',
      credits: 'earned',
      credits_earned: 10,
    });
    expect(await creditsOf(ann)).toBe(FREE_CREDIT_BALANCE_CREDITS + 10);
    expect(await creditsOf(friend)).toBe(FREE_CREDIT_BALANCE_CREDITS + 10 - 1);
  });

  it('the friend answering their own assessment is not real use: nobody earns', async () => {
    const [ann, friend] = [account('ann'), account('friend')];
    await signUp(friend, 'Fay');
    expect((await claim(friend, (await linkOf(ann)).body.code)).status).toBe(200);
    await respondentCompletes(friend, friend.email.toUpperCase());
    expect(await referralMovements(ann)).toEqual([]);
    expect(await referralMovements(friend)).toEqual([]);
    expect((await referralOf(friend.email))?.credits).toBe('pending');
  });

  it(`a referrer earns at most ${REFERRAL_REWARDS_PER_REFERRER_PER_MONTH} rewards a month; friends past that are still rewarded`, async () => {
    const ann = account('ann');
    const { code } = (await linkOf(ann)).body;
    const friends = Array.from({ length: REFERRAL_REWARDS_PER_REFERRER_PER_MONTH + 1 }, () => account('friend'));
    for (const friend of friends) {
      await signUp(friend, 'Fay');
      expect((await claim(friend, code)).status).toBe(200);
      await respondentCompletes(friend);
    }
    expect((await referralMovements(ann)).map((m) => m.credits)).toEqual(
      Array.from({ length: REFERRAL_REWARDS_PER_REFERRER_PER_MONTH }, () => 10),
    );
    expect(await creditsOf(ann)).toBe(FREE_CREDIT_BALANCE_CREDITS + 10 * REFERRAL_REWARDS_PER_REFERRER_PER_MONTH);
    const last = friends.at(-1)!;
    expect((await referralMovements(last)).map((m) => m.credits)).toEqual([10]);
    expect(await referralOf(last.email)).toMatchObject({ credits: 'earned', credits_earned: 0 });
  });

  it('the inviter creating assessments, or someone never referred, earns nothing', async () => {
    const [ann, friend, loner] = [account('ann'), account('friend'), account('loner')];
    await invite(ann, friend.email);
    expect((await createAssessment(ann)).status).toBe(201);
    await respondentCompletes(loner);
    expect(await referralMovements(ann)).toEqual([]);
    expect(await referralMovements(loner)).toEqual([]);
    expect((await referralOf(friend.email))?.credits).toBe('pending');
  });
});

describe('a friend is one person, whatever the spelling of their address (personKey)', () => {
  it("another spelling of an invited Gmail address is 'This email has already been invited'", async () => {
    const [ann, bob] = [account('ann'), account('bob')];
    const name = `fay${uid()}`;
    expect((await invite(ann, `${name}@gmail.com`)).status).toBe(201);
    const again = await invite(bob, `${name.slice(0, 1)}.${name.slice(1)}@googlemail.com`);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('This email has already been invited');
    expect(await listOf(bob)).toEqual([]);
  });
});
