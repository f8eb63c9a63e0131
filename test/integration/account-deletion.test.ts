import { randomUUID } from 'node:crypto';
import {
  AdminDeleteUserCommand,
  CognitoIdentityProviderClient,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, inject, it } from 'vitest';
import { emailKey } from '@shared/accounts/email';
import { db } from '../../lambdas/src/db/service';
import { loadCreditBalance, personalCreditBalanceKey } from '../../lambdas/src/credits/credit-balance-store';
import { personalTeamId } from '../../lambdas/src/accounts';
import { eraseAccountWork } from '../../lambdas/src/results';
import { LOCAL_REGION, LOCAL_USER_POOL_CLIENT_ID, LOCAL_USER_POOL_ID } from '../../infra/local/stack';
import { invoke } from '../support/invoke';
import { statObject } from '../../lambdas/src/adapters/storage';
import { TINY_PNG, uploadThrough } from '../support/uploads';

/**
 * A user deletes their account (docs/privacy.md "Deleting an account"), against DynamoDB Local and the Cognito
 * emulator: what is listed goes, the payments stay without the address, a shared team with other members must be
 * handed over first, and a second call after a partial failure finishes the job.
 */

type Claims = { sub: string; email: string };
type Err = { error: { code: string; message: string } };
const SECTION = 'values_and_traits';

const cognito = () =>
  new CognitoIdentityProviderClient({
    region: LOCAL_REGION,
    endpoint: inject('cognitoEndpoint'),
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });

/** A person signed up in the Cognito emulator: their sub is the token's. */
async function signedUp(name: string): Promise<Claims> {
  const email = `${name}-${randomUUID().slice(0, 8)}@example.com`;
  const out = await cognito().send(new SignUpCommand({ ClientId: LOCAL_USER_POOL_CLIENT_ID, Username: email }));
  return { sub: out.UserSub!, email };
}

const cognitoError = (username: string) =>
  cognito()
    .send(new AdminDeleteUserCommand({ UserPoolId: LOCAL_USER_POOL_ID, Username: username }))
    .then(
      () => 'deleted',
      (e: Error) => e.name,
    );

async function publishedWithRespondent(owner: Claims): Promise<{ id: string; respondent: string }> {
  const draft = (
    await invoke<{ id: string }>('createTemplate', {
      claims: owner,
      body: { form_name: 'Leaving', sections: [SECTION], type_of_org: 'technology' },
    })
  ).body;
  await invoke('saveTemplateSection', {
    claims: owner,
    params: { id: draft.id, section: SECTION },
    body: {
      company_answers: {
        defining_your_values: { value_integrity: 5, value_teamwork: 4, value_innovation: 2 },
        identifying_key_traits: { trait_curious: 5, trait_dependable: 3 },
      },
    },
  });
  const published = await invoke<{ publicCode: string }>('publishTemplate', {
    claims: owner,
    params: { id: draft.id },
  });
  await loadCreditBalance({ kind: 'personal', email: owner.email }, new Date());
  await db()
    .entities.quota.patch({ key: personalCreditBalanceKey(owner.email) })
    .set({ quota_remaining: 10, quota_total: 10, stripe_customer_id: `cus_${owner.sub}` })
    .go();
  const respondent = `resp-${randomUUID().slice(0, 8)}@example.com`;
  const reg = await invoke<{ token: string }>('registerRespondent', {
    params: { code: published.body.publicCode },
    body: { firstname: 'Rita', lastname: 'Respondent', email: respondent, registration_id: randomUUID() },
  });
  expect(reg.status).toBe(201);
  return { id: draft.id, respondent };
}

async function paid(owner: Claims): Promise<string> {
  const sessionId = `cs_${randomUUID()}`;
  const at = new Date().toISOString();
  await db()
    .entities.payment.create({
      sessionId,
      emailKey: emailKey(owner.email),
      email: owner.email,
      kind: 'pack',
      sku: 'pack_10',
      amount: 49,
      price: 49,
      currency: 'usd',
      type: 'payg',
      credit: 10,
      description: '10 credits',
      status: 'PAID',
      created_at: at,
      updated_at: at,
    })
    .go();
  await db()
    .entities.stripeCustomer.put({ customerId: `cus_${owner.sub}`, email: owner.email, created_at: at })
    .go();
  return sessionId;
}

async function teamWith(owner: Claims, member?: Claims): Promise<string> {
  const team = await invoke<{ id: string }>('createTeam', { claims: owner, body: { name: 'Crew', color: '#0A7C59' } });
  if (member) {
    await invoke('addTeamMember', {
      claims: owner,
      params: { teamId: team.body.id },
      body: { email: member.email, role: 'member' },
    });
    await invoke('acceptTeamInvitation', { claims: member, params: { teamId: team.body.id } });
  }
  return team.body.id;
}

describe('a user deletes their account', () => {
  it(
    'their assessments with respondents, teams only they are in, memberships, API keys, the Stripe link and the Cognito user go; payments stay without the address; signing in again is a fresh account',
    { timeout: 120_000 },
    async () => {
      const user = await signedUp('leaver');
      const other = await signedUp('stayer');
      const tpl = await publishedWithRespondent(user);
      const session = await paid(user);
      const solo = await teamWith(user);
      const shared = await teamWith(other, user);
      expect((await invoke('createApiKey', { claims: user })).status).toBe(201);

      const typo = await invoke<Err>('deleteAccount', { claims: user, body: { confirm: 'delete' } });
      expect(typo.status).toBe(422);
      expect(typo.body.error.code).toBe('ACCOUNT_DELETE_CONFIRMATION');
      expect((await db().entities.template.get({ id: tpl.id }).go()).data).not.toBeNull();

      const res = await invoke('deleteAccount', { claims: user, body: { confirm: user.email.toUpperCase() } });
      expect(res.status).toBe(200);

      const key = emailKey(user.email);
      expect((await db().entities.user.get({ emailKey: key }).go()).data).toBeNull();
      expect((await db().entities.template.get({ id: tpl.id }).go()).data).toBeNull();
      expect((await db().entities.candidate.query.byTemplate({ form_id: tpl.id }).go()).data).toEqual([]);
      expect((await db().entities.team.get({ teamId: solo }).go()).data).toBeNull();
      expect((await db().entities.membership.query.byMember({ emailKey: key }).go()).data).toEqual([]);
      const left = (await db().entities.team.get({ teamId: shared }).go()).data!;
      expect(left.member_emails).toEqual([other.email]);
      expect((await db().entities.apiKeyRef.query.byAccount({ sub: user.sub }).go()).data).toEqual([]);
      expect(
        (
          await db()
            .entities.stripeCustomer.get({ customerId: `cus_${user.sub}` })
            .go()
        ).data,
      ).toBeNull();
      expect(
        (
          await db()
            .entities.quota.get({ key: personalCreditBalanceKey(user.email) })
            .go()
        ).data,
      ).toBeNull();
      expect(await cognitoError(user.sub)).toBe('UserNotFoundException');

      // The payment is kept: amount, date, session id; no address.
      const payment = (await db().entities.payment.get({ sessionId: session }).go()).data!;
      expect(payment).toMatchObject({ amount: 49, currency: 'usd', status: 'PAID', credit: 10 });
      expect(JSON.stringify(payment)).not.toContain(user.email);
      expect(JSON.stringify(payment)).not.toContain(key);

      // The audit entry names the account by its sub only.
      const all = (
        await db()
          .entities.auditEntry.query.byTeam({ team_id: personalTeamId(user.sub) })
          .go()
      ).data;
      const accountEntry = all.find((e) => e.action === 'account_deleted');
      expect(accountEntry).toMatchObject({ reason: 'account_deleted', actor: user.sub });
      expect(JSON.stringify(all)).not.toContain(user.email);
      expect(JSON.stringify(all)).not.toContain('Rita');

      // The same address signs up again: a new identity, a fresh account with nothing of the old one.
      const again = await signedUp('unused');
      const fresh = { sub: again.sub, email: user.email };
      const templates = await invoke<{ items: unknown[] }>('listTemplates', { claims: fresh });
      expect(templates.status).toBe(200);
      expect((await db().entities.user.get({ emailKey: key }).go()).data).toMatchObject({ sub: fresh.sub });
      expect(JSON.stringify(templates.body)).not.toContain(tpl.id);
    },
  );

  it('their profile photo is deleted from storage', { timeout: 60_000 }, async () => {
    const user = await signedUp('photo-leaver');
    const photoKey = await uploadThrough(
      'createPhotoUpload',
      user,
      { mime: 'image/png', size: TINY_PNG.length },
      TINY_PNG,
    );
    expect((await invoke('updatePhoto', { claims: user, body: { photoKey } })).status).toBe(200);
    const kept = (
      await db()
        .entities.user.get({ emailKey: emailKey(user.email) })
        .go()
    ).data?.photoKey;
    if (!kept) throw new Error('the photo was not kept');
    expect(await statObject(kept)).not.toBeNull();
    expect((await invoke('deleteAccount', { claims: user, body: { confirm: 'DELETE' } })).status).toBe(200);
    expect(await statObject(kept)).toBeNull();
  });

  it('is refused, in the caller’s language and before anything goes, while they own a team with other members', async () => {
    const owner = await signedUp('owner');
    const member = await signedUp('member');
    const tpl = await publishedWithRespondent(owner);
    await teamWith(owner, member);

    const en = await invoke<Err>('deleteAccount', { claims: owner, body: { confirm: 'DELETE' } });
    expect(en.status).toBe(409);
    expect(en.body.error.code).toBe('ACCOUNT_OWNS_SHARED_TEAM');
    expect(en.body.error.message).toContain('Transfer its ownership');
    const th = await invoke<Err>('deleteAccount', { claims: owner, body: { confirm: 'DELETE' }, lang: 'th' });
    expect(th.body.error.message).toContain('โอนความเป็นเจ้าของ');

    expect((await db().entities.template.get({ id: tpl.id }).go()).data).not.toBeNull();
    expect(
      (
        await db()
          .entities.user.get({ emailKey: emailKey(owner.email) })
          .go()
      ).data,
    ).not.toBeNull();
    expect(await cognitoError(owner.email)).toBe('deleted');
  });

  it('a second call after a partial failure finishes the job', { timeout: 60_000 }, async () => {
    const user = await signedUp('retry');
    const tpl = await publishedWithRespondent(user);
    await invoke('getMe', { claims: user });
    const record = (
      await db()
        .entities.user.get({ emailKey: emailKey(user.email) })
        .go()
    ).data!;
    // The first call stopped after the other contexts' part: the assessments are gone, the account is not.
    await eraseAccountWork(record, new Date());
    expect((await db().entities.template.get({ id: tpl.id }).go()).data).toBeNull();
    expect(
      (
        await db()
          .entities.user.get({ emailKey: emailKey(user.email) })
          .go()
      ).data,
    ).not.toBeNull();

    expect((await invoke('deleteAccount', { claims: user, body: { confirm: 'DELETE' } })).status).toBe(200);
    expect(
      (
        await db()
          .entities.user.get({ emailKey: emailKey(user.email) })
          .go()
      ).data,
    ).toBeNull();
    expect(await cognitoError(user.sub)).toBe('UserNotFoundException');
  });
});
