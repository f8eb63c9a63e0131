import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RespondentRow } from '@shared/routes';
import { emailKey } from '@shared/accounts/email';
import { grantCredits } from '../../lambdas/src/credits/ledger';
import { db } from '../../lambdas/src/db/service';
import { localReminderSchedulesState } from '../../lambdas/src/respondents/local-reminder-schedules';
import { reminderScheduleName, type ReminderKind } from '../../lambdas/src/respondents/reminders';
import { handler as sweepFunction } from '../../lambdas/src/respondents/sweep-handler';
import { invoke, ok } from '../support/invoke';
import { deliveredMailbox } from '../support/invitations';
import { publishedValuesAssessment, VALUES_COMPANY, VALUES_SECTION } from '../support/published-assessment';

/**
 * Deadlines and automatic reminders (docs/architecture.md "Deadlines and reminders"). The reminder schedules are the
 * local stack's in-process one-time schedules; a test reads which are waiting, and invokes the sweep function with a
 * schedule's payload as EventBridge Scheduler would when it fires (the same handler the local timer calls).
 */

type Claims = { sub: string; email: string };
type State = {
  email: string;
  status: string;
  stage?: string;
  deadline?: string | null;
  reminded_at?: string | null;
  auto_reminders?: number;
};

const uid = () => randomUUID().slice(0, 8);
const DAY = 86_400_000;
const answers = VALUES_COMPANY;

let employer: Claims;
let formId = '';

beforeAll(async () => {
  employer = { sub: randomUUID(), email: `deadlines-${uid()}@example.com` };
  await ok(
    'saveSignupInfo',
    invoke('saveSignupInfo', {
      claims: employer,
      body: {
        firstName: 'Dee',
        lastName: 'Line',
        companyName: 'Deadline Co',
        jopTitle: 'Lead',
        hiresPerYears: '11-50',
        typeOfOrg: 'technology',
        acceptTerrms: true,
        language: 'en',
      },
    }),
  );
  await grantCredits({
    email: employer.email,
    eventId: `deadlines#${employer.email}`,
    credits: 50,
    type: 'purchase',
    now: new Date(),
  });
  formId = (await publishedValuesAssessment(employer, 'Deadline check')).id;
});

async function invite(email: string, extra: Record<string, unknown> = {}) {
  return ok(
    'inviteCandidates',
    invoke<{ invited: string[] }>('inviteCandidates', {
      claims: employer,
      params: { id: formId },
      body: { recipients: [{ email, firstname: 'Cand', lastname: 'Idate' }], ...extra },
    }),
  );
}

const keyOf = (email: string) => ({ form_id: formId, emailKey: emailKey(email) });
const record = async (email: string) =>
  (await db().entities.candidate.get(keyOf(email)).go({ consistent: true })).data!;
const tokenOf = async (email: string) => (await record(email)).accessToken;
const waiting = (email: string, kind: ReminderKind) =>
  localReminderSchedulesState()
    .pending()
    .get(reminderScheduleName(keyOf(email), kind));
const fire = (email: string, kind: ReminderKind) =>
  sweepFunction({ reminder: { formId, emailKey: emailKey(email), kind } }) as Promise<{ reminder: string }>;
const mailTo = async (email: string) => (await deliveredMailbox()).filter((m) => m.to === email);
const states = async () =>
  (
    await ok(
      'getInvitationStatus',
      invoke<{ invitations: State[] }>('getInvitationStatus', { claims: employer, params: { id: formId } }),
    )
  ).invitations;
const stateOf = async (email: string) => (await states()).find((s) => s.email === email);

async function finish(token: string) {
  await ok('getRespondentTest', invoke('getRespondentTest', { params: { token } }));
  await ok('startSection', invoke('startSection', { params: { token, section: VALUES_SECTION } }));
  await ok(
    'completeSection',
    invoke('completeSection', { params: { token, section: VALUES_SECTION }, body: { answers } }),
  );
  await ok('finishTest', invoke('finishTest', { params: { token } }));
}

describe('deadlines', () => {
  it('the invitation e-mail names the deadline and offers to stop reminders; the first screen gets it; the reminder waits 2 days before', async () => {
    const email = `named-${uid()}@example.com`;
    const deadline = new Date(Date.now() + 5 * DAY);
    deadline.setUTCSeconds(0, 0);
    await invite(email, { deadline: deadline.toISOString(), time_zone: 'Asia/Bangkok' });
    const [mail] = await mailTo(email);
    expect(mail?.subject).toBe('You are invited to take an assessment');
    expect(mail?.text).toContain('Please finish it by');
    // Named in the employer's zone: Bangkok is UTC+7, all year.
    const bangkok = new Intl.DateTimeFormat('en', { timeStyle: 'short', timeZone: 'Asia/Bangkok' }).format(deadline);
    expect(mail?.text).toContain(bangkok.replace(/\s/g, ' ').split(' ')[0]);
    expect(mail?.listUnsubscribe).toMatch(/\/stop-reminders#/);

    const opened = await invoke<{ deadline: string | null }>('getRespondentTest', {
      params: { token: await tokenOf(email) },
    });
    expect(opened.status).toBe(200);
    expect(opened.body.deadline).toBe(deadline.toISOString());
    expect(waiting(email, 'deadline')?.at.toISOString()).toBe(new Date(deadline.getTime() - 2 * DAY).toISOString());
  });

  it('a deadline in the past is refused, and inviting with one invites nobody', async () => {
    const email = `past-${uid()}@example.com`;
    const res = await invoke<{ error: { code: string } }>('inviteCandidates', {
      claims: employer,
      params: { id: formId },
      body: { recipients: [{ email }], deadline: new Date(Date.now() - 1000).toISOString() },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('DEADLINE_IN_PAST');
    expect(await stateOf(email)).toBeUndefined();
  });

  it('after the deadline the link says the test is closed and the server refuses to start; an extension reopens it', async () => {
    const email = `closed-${uid()}@example.com`;
    await invite(email, { deadline: new Date(Date.now() + 3 * DAY).toISOString() });
    const token = await tokenOf(email);
    // The deadline passes (written as the clock would have it).
    await db()
      .entities.candidate.patch(keyOf(email))
      .set({ deadline_at: new Date(Date.now() - 60_000).toISOString() })
      .go();
    const closed = await invoke<{ error: { code: string; message: string } }>('getRespondentTest', {
      params: { token },
    });
    expect(closed.status).toBe(410);
    expect(closed.body.error.code).toBe('TEST_CLOSED');
    const th = await invoke<{ error: { message: string } }>('getRespondentTest', { params: { token }, lang: 'th' });
    expect(th.body.error.message).toContain('ปิดแล้ว');
    const start = await invoke<{ error: { code: string } }>('startSection', {
      params: { token, section: VALUES_SECTION },
    });
    expect(start.body.error.code).toBe('TEST_CLOSED');
    expect((await stateOf(email))?.stage).toBe('expired');

    const past = await invoke<{ error: { code: string } }>('extendInvitationDeadline', {
      claims: employer,
      params: { id: formId },
      body: { email, deadline: new Date(Date.now() - 1000).toISOString() },
    });
    expect(past.body.error.code).toBe('DEADLINE_IN_PAST');

    const later = new Date(Date.now() + 7 * DAY);
    await ok(
      'extendInvitationDeadline',
      invoke('extendInvitationDeadline', {
        claims: employer,
        params: { id: formId },
        body: { email, deadline: later.toISOString() },
      }),
    );
    const reopened = await invoke<{ deadline: string }>('getRespondentTest', { params: { token } });
    expect(reopened.status).toBe(200);
    expect(reopened.body.deadline).toBe(later.toISOString());
    expect((await stateOf(email))?.stage).toBe('opened');
    // The deadline reminder moved with it.
    expect(waiting(email, 'deadline')?.at.toISOString()).toBe(new Date(later.getTime() - 2 * DAY).toISOString());
  });
});

describe('reminders', () => {
  it('a reminder is not sent because the candidate finished first: finishing cancels the schedules, and one that fires anyway sends nothing', async () => {
    const email = `finished-${uid()}@example.com`;
    await invite(email, { deadline: new Date(Date.now() + 5 * DAY).toISOString() });
    const token = await tokenOf(email);
    await ok('getRespondentTest', invoke('getRespondentTest', { params: { token } }));
    await ok('startSection', invoke('startSection', { params: { token, section: VALUES_SECTION } }));
    // Started: a reminder to finish waits a day.
    expect(waiting(email, 'unfinished')).toBeDefined();
    expect(waiting(email, 'deadline')).toBeDefined();
    await ok(
      'completeSection',
      invoke('completeSection', { params: { token, section: VALUES_SECTION }, body: { answers } }),
    );
    await ok('finishTest', invoke('finishTest', { params: { token } }));
    expect(waiting(email, 'unfinished')).toBeUndefined();
    expect(waiting(email, 'deadline')).toBeUndefined();

    // A schedule that was not cancelled in time fires now.
    expect(await fire(email, 'deadline')).toEqual({ reminder: 'finished' });
    expect(await fire(email, 'unfinished')).toEqual({ reminder: 'finished' });
    const mails = await mailTo(email);
    expect(mails.map((m) => m.subject)).toEqual(['You are invited to take an assessment']);
    expect((await record(email)).auto_reminders ?? 0).toBe(0);
    expect((await stateOf(email))?.stage).toBe('finished');
  });

  it('at most 2 automatic reminders per invitation, each the product’s own words, shown in the state list', async () => {
    const email = `twice-${uid()}@example.com`;
    await invite(email, {
      deadline: new Date(Date.now() + 5 * DAY).toISOString(),
      subject: 'Our very own heading',
      body: 'Hello {name}',
    });
    // The invitation carried the employer's words; the reminders below must not.
    expect((await mailTo(email))[0]?.text).toContain('Our very own heading');
    expect(await fire(email, 'deadline')).toEqual({ reminder: 'queued' });
    expect(await fire(email, 'deadline')).toEqual({ reminder: 'queued' });
    expect(await fire(email, 'deadline')).toEqual({ reminder: 'limit' });
    const mails = await mailTo(email);
    const reminders = mails.filter((m) => m.subject === 'Reminder: your assessment is waiting');
    expect(reminders).toHaveLength(2);
    for (const m of reminders) {
      expect(m.text).not.toContain('Our very own heading');
      expect(m.replyTo).toBe(employer.email);
    }
    const state = await stateOf(email);
    expect(state).toMatchObject({ stage: 'sent', auto_reminders: 2, status: 'sent' });
    expect(state?.reminded_at).toBeTruthy();
  });

  it('no reminder to a candidate who used the unsubscribe link, nor after the deadline, nor an unfinished one before a start', async () => {
    const off = `off-${uid()}@example.com`;
    await invite(off, { deadline: new Date(Date.now() + 5 * DAY).toISOString() });
    await ok('stopReminders', invoke('stopReminders', { params: { token: await tokenOf(off) } }));
    expect(waiting(off, 'deadline')).toBeUndefined();
    expect(await fire(off, 'deadline')).toEqual({ reminder: 'unsubscribed' });

    const late = `late-${uid()}@example.com`;
    await invite(late, { deadline: new Date(Date.now() + 5 * DAY).toISOString() });
    await db()
      .entities.candidate.patch(keyOf(late))
      .set({ deadline_at: new Date(Date.now() - 1000).toISOString() })
      .go();
    expect(await fire(late, 'deadline')).toEqual({ reminder: 'closed' });

    const idle = `idle-${uid()}@example.com`;
    await invite(idle);
    expect(await fire(idle, 'unfinished')).toEqual({ reminder: 'not-started' });
    for (const email of [off, late, idle]) expect(await mailTo(email)).toHaveLength(1);
  });

  it('the state list shows sent, opened, started, finished and expired', async () => {
    const mail = (s: string) => `${s}-${uid()}@example.com`;
    const [sent, opened, started, finished, expired] = [
      mail('sent'),
      mail('opened'),
      mail('started'),
      mail('finished'),
      mail('expired'),
    ];
    for (const email of [sent, opened, started, finished, expired])
      await invite(email, { deadline: new Date(Date.now() + 5 * DAY).toISOString() });
    await ok('getRespondentTest', invoke('getRespondentTest', { params: { token: await tokenOf(opened) } }));
    const startedToken = await tokenOf(started);
    await ok('getRespondentTest', invoke('getRespondentTest', { params: { token: startedToken } }));
    await ok('startSection', invoke('startSection', { params: { token: startedToken, section: VALUES_SECTION } }));
    await finish(await tokenOf(finished));
    await db()
      .entities.candidate.patch(keyOf(expired))
      .set({ deadline_at: new Date(Date.now() - 1000).toISOString() })
      .go();
    const list = await states();
    const stage = (email: string) => list.find((s) => s.email === email)?.stage;
    expect([sent, opened, started, finished, expired].map((e) => stage(e))).toEqual([
      'sent',
      'opened',
      'started',
      'finished',
      'expired',
    ]);
    expect(list.find((s) => s.email === sent)?.deadline).toBeTruthy();

    // The all-respondents list (/respondents) carries each invitation's stage in the same words.
    const rows = await ok(
      'listRespondents',
      invoke<{ items: RespondentRow[] }>('listRespondents', { claims: employer, query: { limit: '100' } }),
    );
    const rowStage = (email: string) => rows.items.find((r) => r.email === email)?.invitation?.stage;
    expect([sent, opened, started, finished, expired].map((e) => rowStage(e))).toEqual([
      'sent',
      'opened',
      'started',
      'finished',
      'expired',
    ]);
  });
});
