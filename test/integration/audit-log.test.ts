import { randomBytes, randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import type { AuditLogPage } from '@shared/routes';
import { personalTeamId } from '../../lambdas/src/accounts';
import { auditEntry } from '../../lambdas/src/db/audit';
import { db } from '../../lambdas/src/db/service';
import { createLinkItem } from '../../lambdas/src/results/link-store';
import { findShareLink } from '../../lambdas/src/results/share-link-store';
import { LOCAL_STRIPE_WEBHOOK_SECRET } from '../../infra/local/stripe';
import { invoke, ok, type CallOptions } from '../support/invoke';
import { publishedValuesAssessment, VALUES_SECTION } from '../support/published-assessment';

/**
 * The audit log (docs/privacy.md "Audit log") against DynamoDB Local: each audited action writes exactly one event,
 * in the same transaction as the change it records, naming its target by id only, with the caller's address and
 * browser; a team's admins (or a personal workspace's user) read it, filtered and a page at a time; members may not.
 */

type Claims = { sub: string; email: string };
const account = (name: string): Claims => ({
  sub: randomUUID(),
  email: `${name}-${randomUUID().slice(0, 8)}@example.com`,
});
const UA = 'AuditBrowser/1.0 (test)';
/** A documentation address (RFC 5737) per test, so each test's events are its own. */
const from = (): Pick<CallOptions, 'sourceIp' | 'headers'> => ({
  sourceIp: `192.0.2.${randomBytes(1)[0]! % 250}`,
  headers: { 'User-Agent': UA },
});
const ANSWERS = {
  defining_your_values: { value_integrity: 4, value_teamwork: 4, value_innovation: 5 },
  identifying_key_traits: { trait_curious: 5, trait_dependable: 1 },
};

async function events(teamId: string) {
  return (await db().entities.auditEntry.query.byTeam({ team_id: teamId }).go({ pages: 'all' })).data;
}

/** A respondent through the public link to the end: their row id, address and name. */
async function completedRespondent(owner: Claims, tpl: { id: string; code: string }) {
  const email = `resp-${randomUUID().slice(0, 8)}@example.com`;
  const reg = await ok(
    'register',
    invoke<{ token: string }>('registerRespondent', {
      params: { code: tpl.code },
      body: { firstname: 'Rowena', lastname: 'Private', email, registration_id: randomUUID() },
    }),
  );
  await invoke('getRespondentTest', { params: { token: reg.token } });
  await invoke('startSection', { params: { token: reg.token, section: VALUES_SECTION } });
  await ok(
    'completeSection',
    invoke('completeSection', { params: { token: reg.token, section: VALUES_SECTION }, body: { answers: ANSWERS } }),
  );
  await ok('finishTest', invoke('finishTest', { params: { token: reg.token } }));
  const rows = await ok(
    'listCandidates',
    invoke<{ items: { id: string; email: string }[] }>('listCandidates', { claims: owner, params: { id: tpl.id } }),
  );
  return { id: rows.items.find((r) => r.email === email)!.id, email, token: reg.token };
}

/** A team made by `owner` with `member` (a plain member) and `admin` in it, each working in it. */
async function teamOf(owner: Claims, people: { admin?: Claims; member?: Claims }) {
  const t = await ok(
    'createTeam',
    invoke<{ id: string }>('createTeam', { claims: owner, body: { name: 'Audit crew', color: '#0A7C59' } }),
  );
  const sourceIp = `10.${randomBytes(3).join('.')}`;
  for (const [role, who] of Object.entries(people) as [string, Claims][]) {
    await ok(
      'add',
      invoke('addTeamMember', { claims: owner, params: { teamId: t.id }, body: { email: who.email, role }, sourceIp }),
    );
    await ok('accept', invoke('acceptTeamInvitation', { claims: who, params: { teamId: t.id } }));
    await ok('switch', invoke('switchTeam', { claims: who, body: { teamId: t.id } }));
  }
  return t.id;
}

describe('audit log', () => {
  it('each audited action on a respondent and an assessment writes exactly one event with ids, address and browser, and no answer, name or e-mail', async () => {
    const owner = account('owner');
    const tpl = await publishedValuesAssessment(owner, 'Audited');
    const r = await completedRespondent(owner, tpl);
    const ws = personalTeamId(owner.sub);
    const req = from();
    const expectOne = async (action: string, fields: Record<string, unknown>) => {
      const found = (await events(ws)).filter((e) => e.action === action);
      expect(found, action).toHaveLength(1);
      expect(found[0]).toMatchObject({ actor: owner.sub, ip: req.sourceIp, user_agent: UA, ...fields });
      expect(found[0]!.expiresAt! - Date.parse(found[0]!.at) / 1000).toBeGreaterThan(300 * 86400);
    };

    await ok(
      'view',
      invoke('getCandidateResult', { claims: owner, params: { id: tpl.id, candidateId: r.id }, ...req }),
    );
    await expectOne('result_viewed', { target_type: 'respondent', target_id: r.id, form_id: tpl.id });

    await ok('export', invoke('exportResults', { claims: owner, params: { id: tpl.id }, ...req }));
    await expectOne('results_exported', { target_type: 'assessment', target_id: tpl.id });

    const link = await ok(
      'share',
      invoke<{ token: string }>('createShareLink', {
        claims: owner,
        params: { id: tpl.id, candidateId: r.id },
        body: { role: 'manager' },
        ...req,
      }),
    );
    await expectOne('share_link_created', { target_type: 'respondent', target_id: r.id, detail: 'manager' });
    const revoke = () =>
      invoke('revokeShareLink', {
        claims: owner,
        params: { id: tpl.id, candidateId: r.id, token: link.token },
        ...req,
      });
    await ok('revoke', revoke());
    await ok('revoke again', revoke());
    await expectOne('share_link_revoked', { target_id: r.id });

    const group = await ok(
      'group link',
      invoke<{ token: string }>('createGroupShareLink', {
        claims: owner,
        params: { id: tpl.id },
        body: { role: 'candidate', expires_in_days: 7 },
        ...req,
      }),
    );
    await expectOne('group_share_link_created', { target_type: 'assessment', target_id: tpl.id, detail: 'candidate' });
    await ok(
      'group revoke',
      invoke('revokeGroupShareLink', { claims: owner, params: { id: tpl.id, token: group.token }, ...req }),
    );
    await expectOne('group_share_link_revoked', { target_id: tpl.id });

    await ok(
      'delete respondent',
      invoke('deleteCandidate', { claims: owner, params: { id: tpl.id, candidateId: r.id }, ...req }),
    );
    await expectOne('respondent_deleted', { target_type: 'respondent', target_id: r.id, reason: 'employer' });

    await ok('delete assessment', invoke('deleteTemplate', { claims: owner, params: { id: tpl.id }, ...req }));
    await ok('delete again', invoke('deleteTemplate', { claims: owner, params: { id: tpl.id }, ...req }));
    await expectOne('assessment_deleted', { target_type: 'assessment', target_id: tpl.id });

    const key = await ok('api key', invoke<{ key: string }>('createApiKey', { claims: owner, ...req }));
    await ok('api key again', invoke('createApiKey', { claims: owner, ...req }));
    const keys = (await events(ws)).filter((e) => e.action === 'api_key_changed');
    expect(keys.map((e) => e.detail)).toEqual(['created', 'regenerated']);

    // Ids only: no share token, key, answer, name or e-mail anywhere in the log.
    const text = JSON.stringify(await events(ws));
    for (const secret of [
      r.email,
      r.token,
      link.token,
      group.token,
      key.key,
      'Rowena',
      'Private',
      owner.email,
      '"value_',
    ])
      expect(text).not.toContain(secret);
    expect((await events(ws)).length).toBe(10);
  });

  it('sharing and unsharing go to the team the assessment arrives in and leaves; a role change names the member by account id', async () => {
    const owner = account('owner');
    const member = account('member');
    const teamId = await teamOf(owner, { member });
    const tpl = await publishedValuesAssessment(owner, 'Moved');
    const req = from();
    await ok('share', invoke('shareTemplate', { claims: owner, params: { id: tpl.id }, body: { teamId }, ...req }));
    await ok('unshare', invoke('unshareTemplate', { claims: owner, params: { id: tpl.id }, ...req }));
    await ok(
      'role',
      invoke('changeTeamRole', {
        claims: owner,
        params: { teamId, email: member.email },
        body: { role: 'admin' },
        ...req,
      }),
    );
    const log = await events(teamId);
    expect(log.map((e) => e.action).sort()).toEqual(['assessment_shared', 'assessment_unshared', 'role_changed']);
    expect(log.find((e) => e.action === 'role_changed')).toMatchObject({
      actor: owner.sub,
      target_type: 'team_member',
      target_id: member.sub,
      detail: 'admin',
      ip: req.sourceIp,
    });
    expect(JSON.stringify(log)).not.toContain(member.email);
  });

  it('an event is written in the same transaction as its change: when the event cannot be written, the change is not made either', async () => {
    const owner = account('owner');
    const now = new Date();
    const taken = auditEntry({
      teamId: personalTeamId(owner.sub),
      action: 'share_link_created',
      actor: owner.sub,
      target: { type: 'respondent', id: 'r1' },
      now,
    });
    await db().entities.auditEntry.create(taken).go();
    const token = randomBytes(24).toString('base64url');
    const link = {
      token,
      form_id: 'f1',
      emailKey: 'someone',
      ref: 'r1',
      role: 'manager' as const,
      created_by: owner.email,
      created_at: now.toISOString(),
    };
    // The event's key is taken, so its create fails: the link must not exist.
    await expect(createLinkItem('shareLink', link, taken)).rejects.toThrow();
    expect(await findShareLink(token)).toBeNull();
    await createLinkItem('shareLink', link, { ...taken, id: randomUUID() });
    expect(await findShareLink(token)).not.toBeNull();
  });

  it('creating and regenerating an API key each write one event that GET /audit-log lists, naming the key by its hash only', async () => {
    const owner = account('keys');
    const first = from();
    const second = from();
    const created = await ok('create', invoke<{ key: string }>('createApiKey', { claims: owner, ...first }));
    const rotated = await ok('rotate', invoke<{ key: string }>('createApiKey', { claims: owner, ...second }));
    const res = await invoke<AuditLogPage>('listAuditLog', { claims: owner, query: { action: 'api_key_changed' } });
    expect(res.status).toBe(200);
    // Newest first: the rotation, then the creation, each with its own request's address and browser.
    expect(res.body.items).toEqual([
      expect.objectContaining({
        actor: owner.sub,
        actor_email: owner.email,
        target_type: 'api_key',
        detail: 'regenerated',
        ip: second.sourceIp,
        user_agent: UA,
      }),
      expect.objectContaining({
        actor: owner.sub,
        target_type: 'api_key',
        detail: 'created',
        ip: first.sourceIp,
        user_agent: UA,
      }),
    ]);
    const [rotation, creation] = res.body.items as [AuditLogPage['items'][number], AuditLogPage['items'][number]];
    expect(rotation.target_id).not.toBe(creation.target_id);
    expect(rotation.target_id).toMatch(/^[0-9a-f]{16}$/);
    // In the account's personal workspace; neither key, nor any part of it past the hash's start, is in the log.
    expect((await events(personalTeamId(owner.sub))).map((e) => e.action)).toEqual([
      'api_key_changed',
      'api_key_changed',
    ]);
    const text = JSON.stringify(res.body) + JSON.stringify(await events(personalTeamId(owner.sub)));
    for (const key of [created.key, rotated.key]) expect(text).not.toContain(key);
  });

  it('admins and a personal workspace user read the log, filtered by action, actor and dates, a page at a time; a member is refused', async () => {
    const owner = account('owner');
    const admin = account('admin');
    const member = account('member');
    const teamId = await teamOf(owner, { admin, member });
    const tpl = await publishedValuesAssessment(owner, 'Read log');
    await ok('share', invoke('shareTemplate', { claims: owner, params: { id: tpl.id }, body: { teamId } }));
    await ok('owner works in T', invoke('switchTeam', { claims: owner, body: { teamId } }));
    const r = await completedRespondent(owner, tpl);
    for (let i = 0; i < 3; i++)
      await ok(
        'view',
        invoke('getCandidateResult', { claims: admin, params: { id: tpl.id, candidateId: r.id }, ...from() }),
      );
    await ok(
      'view',
      invoke('getCandidateResult', { claims: owner, params: { id: tpl.id, candidateId: r.id }, ...from() }),
    );
    for (const role of ['admin', 'member'])
      await ok(
        'role',
        invoke('changeTeamRole', { claims: owner, params: { teamId, email: member.email }, body: { role } }),
      );

    const read = (claims: Claims, query: Record<string, string> = {}) =>
      invoke<AuditLogPage & { error?: { code: string } }>('listAuditLog', { claims, query });
    const all = await ok('admin reads', read(admin));
    expect(all.items.map((e) => e.action)).toEqual([
      'role_changed',
      'role_changed',
      ...Array(4).fill('result_viewed'),
      'assessment_shared',
    ]);
    expect(all.items[2]).toMatchObject({ actor: owner.sub, actor_email: owner.email, target_id: r.id });
    expect(all.actors.map((a) => a.email).sort()).toEqual([owner.email, admin.email, member.email].sort());

    const byAdmin = await ok('by actor', read(owner, { actor: admin.sub }));
    expect(byAdmin.items).toHaveLength(3);
    const roles = await ok('by action', read(owner, { action: 'role_changed' }));
    expect(roles.items.map((e) => e.detail)).toEqual(['member', 'admin']);
    const today = new Date().toISOString().slice(0, 10);
    expect((await ok('today', read(owner, { from: today, to: today }))).items).toHaveLength(7);
    expect((await ok('before', read(owner, { to: '2020-01-01' }))).items).toHaveLength(0);

    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const page: AuditLogPage = await ok('page', read(owner, { limit: '2', ...(cursor ? { cursor } : {}) }));
      expect(page.items.length).toBeLessThanOrEqual(2);
      paged.push(...page.items.map((e) => e.id));
      cursor = page.cursor;
    } while (cursor);
    expect(paged).toEqual(all.items.map((e) => e.id));

    const refused = await read(member);
    expect(refused.status).toBe(403);
    expect(refused.body.error?.code).toBe('FORBIDDEN');

    // A stranger reads their own personal log and nothing of the team's; an event past its retention (which
    // DynamoDB's TTL deletes only eventually) is left out.
    const someone = account('stranger');
    const expired = auditEntry({
      teamId: personalTeamId(someone.sub),
      action: 'api_key_changed',
      actor: someone.sub,
      target: { type: 'api_key', id: 'k' },
      now: new Date(),
    });
    await db()
      .entities.auditEntry.create({ ...expired, expiresAt: Math.floor(Date.now() / 1000) - 60 })
      .go();
    await db()
      .entities.auditEntry.create({ ...expired, id: randomUUID() })
      .go();
    const stranger = await ok('stranger', read(someone));
    expect(stranger.items.map((e) => e.action)).toEqual(['api_key_changed']);
  });

  it('a paid checkout writes one payment event in the workspace it paid for, however often Stripe delivers it', async () => {
    const buyer = account('buyer');
    await ok('open', invoke('getMe', { claims: buyer }));
    const url = await ok(
      'checkout',
      invoke<{ url: string }>('createCheckout', { claims: buyer, body: { kind: 'pack', credits: 20 } }),
    );
    const sessionId = url.url.split('/').pop()!;
    const payload = JSON.stringify({
      id: `evt_${randomUUID()}`,
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: sessionId,
          object: 'checkout.session',
          payment_status: 'paid',
          metadata: { email: buyer.email, kind: 'pack', credits: '20', plan: '', sku: 'pack' },
        },
      },
    });
    const signer = new Stripe('sk_test_local_stand_in');
    for (let i = 0; i < 2; i++) {
      const headers = {
        'Stripe-Signature': signer.webhooks.generateTestHeaderString({ payload, secret: LOCAL_STRIPE_WEBHOOK_SECRET }),
      };
      expect((await invoke('stripeWebhook', { body: payload, headers })).status).toBe(200);
    }
    const paid = (await events(personalTeamId(buyer.sub))).filter((e) => e.action === 'payment_received');
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ actor: buyer.sub, target_type: 'payment', target_id: sessionId, detail: 'pack' });
    expect(JSON.stringify(paid)).not.toContain(buyer.email);
  });
});
