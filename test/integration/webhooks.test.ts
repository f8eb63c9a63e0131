import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { TeamDetail, WebhookDeliveryView } from '@shared/routes';
import { createWebhookReceiver } from '../../infra/local/webhook-receiver';
import { localWebhookQueueState } from '../../lambdas/src/teams/webhooks/local-queue';
import { invoke, ok } from '../support/invoke';
import { publishedValuesAssessment, VALUES_SECTION as SECTION } from '../support/published-assessment';
import { account, deliveryLog as log, personal, servedForTheFile, type Claims } from '../support/webhook-setup';

/**
 * Outbound webhooks (docs/webhooks.md) through the real teams, assessments and respondents Lambdas, the local stack's
 * in-process queue (SQS's visibility timeout, maxReceiveCount and dead-letter list) and the dev receiver of the local
 * stack on a port of its own. The retries wait 0.2 s here (WEBHOOK_RETRY_DELAYS, test/integration/global-setup.ts),
 * four attempts in all.
 */

type Err = { error: { code: string } };

const ANSWERS = {
  defining_your_values: { value_integrity: 4, value_teamwork: 4, value_innovation: 5 },
  identifying_key_traits: { trait_curious: 5, trait_dependable: 1 },
};

/** The Node snippet of docs/webhooks.md "Verifying a delivery", run as written. */
type Verify = (header: string, rawBody: string, secret: string, toleranceSeconds?: number, now?: number) => boolean;
function documentedVerifier(): Verify {
  const doc = readFileSync(new URL('../../docs/webhooks.md', import.meta.url), 'utf8');
  const code = /```js\n([\s\S]*?)```/.exec(doc)?.[1];
  if (!code) throw new Error('docs/webhooks.md has no js snippet');
  // The documented snippet itself, run as an integrator would.
  return new Function('require', `${code}\nreturn verifyCultureFitSignature;`)(
    createRequire(import.meta.url),
  ) as Verify;
}

const receiver = createWebhookReceiver();
const served = servedForTheFile((req, res) => receiver.routes(req, res));
const receiverUrl = () => `${served.origin()}/webhook-receiver`;

async function endpoint(owner: Claims, events: string[], teamId = personal(owner)) {
  return ok(
    'createWebhook',
    invoke<{ endpoint: { id: string }; secret: string }>('createWebhook', {
      claims: owner,
      params: { teamId },
      body: { url: receiverUrl(), events },
    }),
  );
}

/** A respondent through the public link who finishes the test. */
async function completeOne(code: string): Promise<void> {
  const reg = await ok(
    'registerRespondent',
    invoke<{ token: string }>('registerRespondent', {
      params: { code },
      body: { firstname: 'Wes', lastname: 'Hook', email: `wh-${uid()}@example.com`, registration_id: randomUUID() },
    }),
  );
  const token = reg.token;
  await ok('open', invoke('getRespondentTest', { params: { token } }));
  await ok('start', invoke('startSection', { params: { token, section: SECTION } }));
  await ok('complete', invoke('completeSection', { params: { token, section: SECTION }, body: { answers: ANSWERS } }));
  await ok('finish', invoke('finishTest', { params: { token } }));
}
const uid = () => randomBytes(4).toString('hex');

const arrivedFor = (workspace: string) =>
  receiver.received().filter((r) => (JSON.parse(r.body) as { workspace_id: string }).workspace_id === workspace);

describe('webhook deliveries', () => {
  it('a delivery that fails twice is tried again and lands once, signed as docs/webhooks.md verifies', async () => {
    const owner = account('hooks');
    const { secret } = await endpoint(owner, ['respondent.completed']);
    const assessment = await publishedValuesAssessment(owner, 'Webhooks');
    receiver.failNext(2);
    await completeOne(assessment.code);
    await localWebhookQueueState().idle();

    const arrived = arrivedFor(personal(owner)).reverse();
    expect(arrived.map((r) => r.answered)).toEqual([500, 500, 200]);
    expect(new Set(arrived.map((r) => r.delivery)).size).toBe(1);
    const landed = arrived[2]!;
    const body = JSON.parse(landed.body) as { type: string; test: boolean; data: { form_id: string; status: string } };
    expect(body).toMatchObject({ type: 'respondent.completed', test: false });
    expect(body.data).toMatchObject({ form_id: assessment.id, status: 'COMPLETED' });

    const verify = documentedVerifier();
    expect(verify(landed.signature, landed.body, secret)).toBe(true);
    expect(verify(landed.signature, landed.body.replace('COMPLETED', 'INVITED'), secret)).toBe(false);
    expect(verify(landed.signature, landed.body, `${secret}x`)).toBe(false);
    // Five minutes and more after its timestamp, the same request is refused (a replay).
    expect(verify(landed.signature, landed.body, secret, 300, Date.now() + 301_000)).toBe(false);

    const [delivery] = (await log(owner)).deliveries;
    expect(delivery).toMatchObject({
      event: 'respondent.completed',
      status: 'delivered',
      attempts: 3,
      response_code: 200,
      response_excerpt: 'received',
      next_attempt_at: null,
    });
  });

  it('send again delivers the same event as a new delivery; a test event is marked test', async () => {
    const owner = account('again');
    const created = await endpoint(owner, ['assessment.published']);
    await publishedValuesAssessment(owner, 'Published hook');
    await localWebhookQueueState().idle();
    const [first] = (await log(owner)).deliveries;
    expect(first).toMatchObject({ event: 'assessment.published', status: 'delivered', attempts: 1 });

    const again = await ok(
      'redeliverWebhook',
      invoke<{ delivery: WebhookDeliveryView }>('redeliverWebhook', {
        claims: owner,
        params: { teamId: personal(owner), deliveryId: first!.id },
      }),
    );
    expect(again.delivery.id).not.toBe(first!.id);
    expect(again.delivery.event_id).toBe(first!.event_id);
    const test = await ok(
      'sendWebhookTest',
      invoke<{ delivery: WebhookDeliveryView }>('sendWebhookTest', {
        claims: owner,
        params: { teamId: personal(owner), endpointId: created.endpoint.id },
      }),
    );
    expect(test.delivery).toMatchObject({ test: true, event: 'respondent.completed', status: 'pending' });
    await localWebhookQueueState().idle();

    const bodies = arrivedFor(personal(owner)).map(
      (r) => JSON.parse(r.body) as { id: string; test: boolean; type: string },
    );
    expect(bodies.filter((b) => b.id === first!.event_id)).toHaveLength(2);
    expect(bodies.find((b) => b.test)).toMatchObject({ type: 'respondent.completed', test: true });
    const statuses = (await log(owner)).deliveries.map((d) => d.status);
    expect(statuses).toEqual(['delivered', 'delivered', 'delivered']);
  });

  it('a delivery that never lands is marked failed after the last attempt and moves to the dead-letter list', async () => {
    const owner = account('dead');
    const created = await endpoint(owner, ['respondent.completed']);
    receiver.failNext(4);
    await ok(
      'sendWebhookTest',
      invoke('sendWebhookTest', {
        claims: owner,
        params: { teamId: personal(owner), endpointId: created.endpoint.id },
      }),
    );
    await localWebhookQueueState().idle();
    const [delivery] = (await log(owner)).deliveries;
    expect(delivery).toMatchObject({ status: 'failed', attempts: 4, response_code: 500 });
    expect(receiver.failing()).toBe(0);
    expect(localWebhookQueueState().deadLetters()).toContain(
      JSON.stringify({ team_id: personal(owner), delivery_id: delivery!.id }),
    );
  });
});

describe('webhook endpoints', () => {
  it('the secret is answered once; the list shows its last four characters only', async () => {
    const owner = account('secret');
    const { secret, endpoint: made } = await endpoint(owner, ['respondent.scored']);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{32}$/);
    const listed = await log(owner);
    expect(listed.endpoints).toEqual([expect.objectContaining({ id: made.id, secret_hint: secret.slice(-4) })]);
    expect(JSON.stringify(listed)).not.toContain(secret);
  });

  it.each([
    ['https://10.0.0.1/hook'],
    ['https://169.254.169.254/latest/meta-data'],
    ['https://192.168.1.5/hook'],
    ['https://[::ffff:172.16.0.1]/hook'],
    ['https://user:pass@example.com/hook'],
    ['ftp://example.com/hook'],
  ])('refuses %s', async (url) => {
    const owner = account('refused');
    const res = await invoke<Err>('createWebhook', {
      claims: owner,
      params: { teamId: personal(owner) },
      body: { url, events: ['respondent.completed'] },
    });
    expect(res.body.error.code).toBe('WEBHOOK_URL_NOT_ALLOWED');
  });

  it('five endpoints at most per workspace', async () => {
    const owner = account('five');
    for (let i = 0; i < 5; i++) await endpoint(owner, ['respondent.completed']);
    const sixth = await invoke<Err>('createWebhook', {
      claims: owner,
      params: { teamId: personal(owner) },
      body: { url: receiverUrl(), events: ['respondent.completed'] },
    });
    expect(sixth.status).toBe(422);
    expect(sixth.body.error.code).toBe('WEBHOOK_ENDPOINT_LIMIT');
  });

  it("a team's admins manage its webhooks; a member is refused (403), anyone else finds nothing (404)", async () => {
    const admin = account('admin');
    const member = account('member');
    const stranger = account('stranger');
    const team = await ok(
      'createTeam',
      invoke<TeamDetail>('createTeam', { claims: admin, body: { name: 'Hooks crew', color: '#0A7C59' } }),
    );
    await ok(
      'addTeamMember',
      invoke('addTeamMember', {
        claims: admin,
        params: { teamId: team.id },
        body: { email: member.email, role: 'member' },
        sourceIp: `10.${randomBytes(3).join('.')}`,
      }),
    );
    await ok('acceptTeamInvitation', invoke('acceptTeamInvitation', { claims: member, params: { teamId: team.id } }));
    const created = await endpoint(admin, ['respondent.completed'], team.id);

    for (const [who, status] of [
      [member, 403],
      [stranger, 404],
    ] as const) {
      const params = { teamId: team.id };
      expect((await invoke('listWebhooks', { claims: who, params })).status).toBe(status);
      const body = { url: receiverUrl(), events: ['respondent.completed'] };
      expect((await invoke('createWebhook', { claims: who, params, body })).status).toBe(status);
      const one = { teamId: team.id, endpointId: created.endpoint.id };
      expect((await invoke('sendWebhookTest', { claims: who, params: one })).status).toBe(status);
      expect((await invoke('deleteWebhook', { claims: who, params: one })).status).toBe(status);
    }
    // Another account's personal workspace is nobody else's to see.
    expect((await invoke('listWebhooks', { claims: stranger, params: { teamId: personal(admin) } })).status).toBe(404);

    await ok(
      'deleteWebhook',
      invoke('deleteWebhook', { claims: admin, params: { teamId: team.id, endpointId: created.endpoint.id } }),
    );
    expect((await log(admin, team.id)).endpoints).toEqual([]);
  });
});
