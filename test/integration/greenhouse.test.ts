import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditLogPage, TeamDetail, WebhookDeliveryView } from '@shared/routes';
import {
  createGreenhouseStandIn,
  LOCAL_GREENHOUSE_CLIENT_ID as CLIENT_ID,
  LOCAL_GREENHOUSE_CLIENT_SECRET as CLIENT_SECRET,
} from '../../infra/local/greenhouse-stand-in';
import { localWebhookQueueState } from '../../lambdas/src/teams/webhooks/local-queue';
import { deliveredMailbox } from '../support/invitations';
import { invoke, ok } from '../support/invoke';
import { publishedValuesAssessment, VALUES_SECTION } from '../support/published-assessment';
import { account, deliveryLog, personal, servedForTheFile, type Claims } from '../support/webhook-setup';

/**
 * The Greenhouse connector (docs/ats.md) through the real teams, respondents and results Lambdas, the webhook queue
 * and worker, and the local Greenhouse stand-in on a port of its own, over HTTP. Retries wait 0.2 s here
 * (WEBHOOK_RETRY_DELAYS, test/integration/global-setup.ts), four attempts in all. The stand-in's rate limit is
 * raised so this file's calls stay within it; its 429 is asked for where a test needs one.
 */

const uid = () => randomBytes(4).toString('hex');
const appId = () => String(100_000 + Math.floor(Math.random() * 800_000_000));

const standIn = createGreenhouseStandIn({ rateLimit: 10_000, retryAfterSeconds: 1 });
const served = servedForTheFile((req, res) => standIn.routes(req, res));

beforeAll(() => {
  const base = `${served.origin()}/greenhouse-stand-in`;
  process.env.GREENHOUSE_API_URL = base;
  process.env.GREENHOUSE_AUTH_URL = `${base}/token`;
});

const CREDENTIAL = { client_id: CLIENT_ID, client_secret: CLIENT_SECRET, user_id: '4242' };

async function connect(owner: Claims, teamId = personal(owner)) {
  return ok('connectGreenhouse', invoke('connectGreenhouse', { claims: owner, params: { teamId }, body: CREDENTIAL }));
}

/** Takes and finishes the test through the link e-mailed to `email`, then lets the webhook queue settle. */
async function complete(email: string): Promise<void> {
  const mail = (await deliveredMailbox()).find((m) => m.to === email);
  const token = /#t=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error('no test link in the invitation');
  const answers = {
    defining_your_values: { value_integrity: 4, value_teamwork: 4, value_innovation: 5 },
    identifying_key_traits: { trait_curious: 5, trait_dependable: 1 },
  };
  await ok('open', invoke('getRespondentTest', { params: { token } }));
  await ok('start', invoke('startSection', { params: { token, section: VALUES_SECTION } }));
  await ok('complete', invoke('completeSection', { params: { token, section: VALUES_SECTION }, body: { answers } }));
  await ok('finish', invoke('finishTest', { params: { token } }));
  await localWebhookQueueState().idle();
}

/** Invites one person (with the application id when given), who takes and finishes the test. */
async function inviteAndComplete(owner: Claims, formId: string, applicationId?: string): Promise<void> {
  const email = `gh-${uid()}@example.com`;
  const recipient = applicationId ? { email, greenhouse_application_id: applicationId } : { email };
  await ok(
    'inviteCandidates',
    invoke('inviteCandidates', { claims: owner, params: { id: formId }, body: { recipients: [recipient] } }),
  );
  await complete(email);
}

const notesFor = (applicationId: string) => standIn.notes().filter((n) => n.candidate_id === `9${applicationId}`);

async function deliveries(owner: Claims): Promise<WebhookDeliveryView[]> {
  return (await deliveryLog(owner)).deliveries.filter((d) => d.endpoint_id === 'greenhouse');
}

describe('the Greenhouse connector', () => {
  it('a scored respondent invited with an application id gets exactly one note with the score, grade and link', async () => {
    const owner = account('gh');
    await connect(owner);
    const assessment = await publishedValuesAssessment(owner, 'Greenhouse');
    const application = appId();
    await inviteAndComplete(owner, assessment.id, application);

    const notes = notesFor(application);
    expect(notes).toHaveLength(1);
    const [note] = notes;
    expect(note).toMatchObject({ answered: 201, user_id: '4242' });
    expect(note!.body).toMatch(/Overall score: \d+\/100 \(grade [A-F][+-]?\)/);
    expect(note!.body).toContain(`/assessments/candidate?as_id=${encodeURIComponent(assessment.id)}&u_id=`);
    expect(note!.body).toContain('CultureFit result: Greenhouse');

    const [delivery] = await deliveries(owner);
    expect(delivery).toMatchObject({ event: 'respondent.scored', status: 'delivered', attempts: 1 });

    // "Send again" of the same event attaches nothing more: the idempotency record says it was sent.
    await ok(
      'redeliverWebhook',
      invoke('redeliverWebhook', { claims: owner, params: { teamId: personal(owner), deliveryId: delivery!.id } }),
    );
    await localWebhookQueueState().idle();
    expect(notesFor(application)).toHaveLength(1);
    expect((await deliveries(owner)).map((d) => d.status)).toEqual(['delivered', 'delivered']);
  });

  it('a stand-in failing twice: the note is tried again and lands once', async () => {
    const owner = account('ghretry');
    await connect(owner);
    const assessment = await publishedValuesAssessment(owner, 'Greenhouse retry');
    const application = appId();
    standIn.failNext(2);
    await inviteAndComplete(owner, assessment.id, application);

    const notes = notesFor(application).reverse();
    expect(notes.map((n) => n.answered)).toEqual([500, 500, 201]);
    const [delivery] = await deliveries(owner);
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 3 });
  });

  it("bulk and advanced invites carry each candidate's own application id; one malformed id refuses the whole send", async () => {
    const owner = account('ghbulk');
    await connect(owner);
    const assessment = await publishedValuesAssessment(owner, 'Greenhouse bulk');
    const invite = (body: Record<string, unknown>) =>
      invoke<{ invited: string[]; error?: { code: string } }>('inviteCandidates', {
        claims: owner,
        params: { id: assessment.id },
        body,
      });
    const [ana, ben, cara, dan] = ['ana', 'ben', 'cara', 'dan'].map((n) => `gh-${n}-${uid()}@example.com`) as [
      string,
      string,
      string,
      string,
    ];
    const [forAna, forBen, forDan] = [appId(), appId(), appId()];

    // A malformed id among good ones: the send is refused as the single invite is, and nobody is invited.
    const refused = await invite({
      recipients: [
        { email: ana, greenhouse_application_id: forAna },
        { email: ben, greenhouse_application_id: '12a4' },
      ],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error?.code).toBe('GREENHOUSE_APPLICATION_ID_INVALID');
    expect((await deliveredMailbox()).filter((m) => m.to === ana || m.to === ben)).toEqual([]);

    // Bulk: three people in one send, two with their own application, one without.
    const bulk = await invite({
      recipients: [
        { email: ana, firstname: 'Ana', greenhouse_application_id: forAna },
        { email: ben, firstname: 'Ben', greenhouse_application_id: forBen },
        { email: cara, firstname: 'Cara' },
      ],
    });
    expect(bulk.status).toBe(200);
    expect([...bulk.body.invited].sort()).toEqual([ana, ben, cara].sort());
    await localWebhookQueueState().idle();
    await complete(ana);
    await complete(cara);
    expect(notesFor(forAna)).toHaveLength(1);
    expect(notesFor(forAna)[0]!.body).toContain('Candidate: Ana');
    expect(notesFor(forBen)).toEqual([]);

    // Advanced (own sender, subject and body; unlocked once a credit was used): the id goes with it too.
    const advanced = await invite({
      recipients: [{ email: dan, firstname: 'Dan', greenhouse_application_id: forDan }],
      sender: 'Acme Hiring',
      subject: 'Your assessment for Acme',
      body: 'Hi {name}, please take it here: {link}',
    });
    expect(advanced.status).toBe(200);
    await localWebhookQueueState().idle();
    await complete(dan);
    expect(notesFor(forDan)).toHaveLength(1);
    expect(notesFor(forDan)[0]!.body).toContain('Candidate: Dan');
    expect((await deliveries(owner)).map((d) => d.status)).toEqual(['delivered', 'delivered']);
  });

  it("Greenhouse's 429: the note waits at least its Retry-After, then lands once", async () => {
    const owner = account('gh429');
    await connect(owner);
    const assessment = await publishedValuesAssessment(owner, 'Greenhouse busy');
    const application = appId();
    standIn.failNext(1, 429);
    await inviteAndComplete(owner, assessment.id, application);

    const notes = notesFor(application).reverse();
    expect(notes.map((n) => n.answered)).toEqual([429, 201]);
    // The schedule's wait here is 0.2 s; the stand-in asked for 1 s.
    expect(Date.parse(notes[1]!.at) - Date.parse(notes[0]!.at)).toBeGreaterThanOrEqual(1_000);
    const [delivery] = await deliveries(owner);
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 2, response_code: 201 });
  });

  it('a respondent invited without an application id sends nothing to Greenhouse', async () => {
    const owner = account('ghnone');
    await connect(owner);
    const assessment = await publishedValuesAssessment(owner, 'Greenhouse none');
    const before = standIn.notes().length;
    await inviteAndComplete(owner, assessment.id);
    expect(standIn.notes().length).toBe(before);
    expect(await deliveries(owner)).toEqual([]);
  });

  it('a wrong secret is refused at connecting; the secret is never in any answer', async () => {
    const owner = account('ghkey');
    const params = { teamId: personal(owner) };
    const wrong = await invoke('connectGreenhouse', {
      claims: owner,
      params,
      body: { ...CREDENTIAL, client_secret: 'not-the-secret' },
    });
    expect(wrong.status).toBe(422);
    expect((await ok('getGreenhouse', invoke('getGreenhouse', { claims: owner, params }))).connected).toBe(false);

    const answers = [
      await invoke('connectGreenhouse', { claims: owner, params, body: CREDENTIAL }),
      await invoke('getGreenhouse', { claims: owner, params }),
      await invoke('listWebhooks', { claims: owner, params }),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    for (const a of answers) expect(JSON.stringify(a.raw)).not.toContain(CLIENT_SECRET);
    expect(answers[1]!.body).toEqual({
      connected: true,
      client_id: CLIENT_ID,
      user_id: '4242',
      secret_hint: CLIENT_SECRET.slice(-4),
      connected_at: expect.any(String),
    });

    await ok('disconnectGreenhouse', invoke('disconnectGreenhouse', { claims: owner, params }));
    expect((await ok('getGreenhouse', invoke('getGreenhouse', { claims: owner, params }))).connected).toBe(false);

    // Connecting and disconnecting are in the workspace's audit log, naming the credential's kind, never the secret.
    const log = await invoke<AuditLogPage>('listAuditLog', { claims: owner, query: { action: 'api_key_changed' } });
    expect(log.status).toBe(200);
    expect(log.body.items.map((e) => [e.target_type, e.target_id, e.detail])).toEqual([
      ['api_key', 'greenhouse', 'greenhouse_disconnected'],
      ['api_key', 'greenhouse', 'greenhouse_connected'],
    ]);
    expect(JSON.stringify(log.raw)).not.toContain(CLIENT_SECRET);
  });

  it("a team's member cannot connect Greenhouse (403), anyone else finds nothing (404)", async () => {
    const admin = account('ghadmin');
    const member = account('ghmember');
    const stranger = account('ghstranger');
    const team = await ok(
      'createTeam',
      invoke<TeamDetail>('createTeam', { claims: admin, body: { name: 'Greenhouse crew', color: '#0A7C59' } }),
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
    const params = { teamId: team.id };
    for (const [who, status] of [
      [member, 403],
      [stranger, 404],
    ] as const) {
      expect((await invoke('connectGreenhouse', { claims: who, params, body: CREDENTIAL })).status).toBe(status);
      expect((await invoke('getGreenhouse', { claims: who, params })).status).toBe(status);
      expect((await invoke('disconnectGreenhouse', { claims: who, params })).status).toBe(status);
    }
    expect((await ok('getGreenhouse', invoke('getGreenhouse', { claims: admin, params }))).connected).toBe(false);
    await connect(admin, team.id);
    expect((await ok('getGreenhouse', invoke('getGreenhouse', { claims: admin, params }))).connected).toBe(true);
  });
});
