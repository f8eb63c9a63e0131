import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { emailKey } from '@shared/accounts/email';
import { COMPLETION_MAILS_PER_DAY } from '@shared/accounts/notifications';
import type { OnboardingView } from '@shared/routes';
import type { MailboxMessage } from '../../lambdas/src/adapters/mail';
import { db } from '../../lambdas/src/db/service';
import { sendDueCompletionMail } from '../../lambdas/src/results';
import { handler as sweepHandler } from '../../lambdas/src/respondents/sweep-handler';
import { deliveredMailbox } from '../support/invitations';
import { invoke, ok } from '../support/invoke';

/**
 * The e-mails the employer expects (issue 24 part 4), through the real handlers against DynamoDB Local and the dev
 * mailbox: "your first assessment is ready" once when the onboarding generation finishes; "a candidate completed"
 * to the assessment's owner as chosen in My account (each, daily digest, off; per assessment), capped per day and
 * then folded into the digest; the digest once per day; the unsubscribe link; all in the owner's language.
 */

const uid = () => randomUUID().slice(0, 8);
const account = (name: string) => ({ sub: randomUUID(), email: `mails-${name}-${uid()}@example.com` });
type Claims = ReturnType<typeof account>;
const tomorrow = () => new Date(Date.now() + 24 * 3600 * 1000);

const company = {
  defining_your_values: { value_integrity: 5, value_teamwork: 4, value_innovation: 2 },
  identifying_key_traits: { trait_curious: 5, trait_dependable: 3 },
};
const answers = {
  defining_your_values: { value_integrity: 4, value_teamwork: 4, value_innovation: 5 },
  identifying_key_traits: { trait_curious: 5, trait_dependable: 1 },
};

async function signUp(claims: Claims, extra: Record<string, unknown> = {}) {
  await ok(
    'saveSignupInfo',
    invoke('saveSignupInfo', {
      claims,
      body: { firstName: 'Ada', lastName: 'Lovelace', companyName: 'Acme', typeOfOrg: 'startup', ...extra },
    }),
  );
}

async function published(owner: Claims, name: string): Promise<{ id: string; publicCode: string }> {
  const created = await ok(
    'createTemplate',
    invoke<{ id: string }>('createTemplate', {
      claims: owner,
      body: { form_name: name, sections: ['values_and_traits'], type_of_org: 'technology' },
    }),
  );
  await ok(
    'saveTemplateSection',
    invoke('saveTemplateSection', {
      claims: owner,
      params: { id: created.id, section: 'values_and_traits' },
      body: { company_answers: company },
    }),
  );
  return ok(
    'publishTemplate',
    invoke<{ id: string; publicCode: string }>('publishTemplate', { claims: owner, params: { id: created.id } }),
  );
}

/** A candidate registers on the public link and completes; Finish must answer 200 whatever the e-mail does. */
async function completeOne(code: string, firstname = 'Grace') {
  const reg = await ok(
    'registerRespondent',
    invoke<{ token: string }>('registerRespondent', {
      params: { code },
      body: { firstname, lastname: 'Hopper', email: `cand-${uid()}@example.com`, registration_id: randomUUID() },
    }),
  );
  const token = reg.token;
  await invoke('getRespondentTest', { params: { token } });
  await invoke('startSection', { params: { token, section: 'values_and_traits' } });
  await invoke('completeSection', { params: { token, section: 'values_and_traits' }, body: { answers } });
  expect((await invoke('finishTest', { params: { token } })).status).toBe(200);
}

/**
 * The owner's mail once the sweep sent what was waiting (`sweep: false` reads the mailbox as Finish left it). Other
 * test files run the sweep on the same table at the same time, and one of them may have taken this mail out of the
 * index and still be sending it: with `count`, the mailbox is read (after another sweep) until it holds that many.
 */
async function mailTo(email: string, { sweep = true, count }: { sweep?: boolean; count?: number } = {}) {
  const read = async (): Promise<MailboxMessage[]> => {
    if (sweep) await sendDueCompletionMail(new Date());
    return (await deliveredMailbox()).filter((m) => m.to === email);
  };
  if (count === undefined) return read();
  let mails: MailboxMessage[] = [];
  await expect.poll(async () => (mails = await read()).length, { timeout: 30_000, interval: 250 }).toBe(count);
  return mails;
}

const settings = (claims: Claims, body: { completionMail: string; mutedAssessments: string[] }) =>
  ok('updateNotificationSettings', invoke('updateNotificationSettings', { claims, body }));

const tokenOf = (m: MailboxMessage) => (m.listUnsubscribe ?? '').split('#')[1] ?? '';

describe('your first assessment is ready (spec part 2 §3 onboarding sendmail)', () => {
  it('finishing the onboarding generation sends the ready mail once, however often it is triggered again', async () => {
    const who = account('ready');
    await signUp(who, { autoGenerateForm: true });
    const [a, b] = await Promise.all([
      invoke<OnboardingView>('runOnboarding', { claims: who }),
      invoke<OnboardingView>('runOnboarding', { claims: who }),
    ]);
    expect([a.body.status, b.body.status]).toContain('COMPLETED');
    expect((await invoke<OnboardingView>('runOnboarding', { claims: who })).body.status).toBe('COMPLETED');

    const mails = await mailTo(who.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe('Your first assessment is ready');
    const view = (await invoke<OnboardingView>('getOnboarding', { claims: who })).body;
    expect(mail!.text).toContain(`/assessments/assessments?id=${view.template_id}`);
    expect(mail!.text).toContain('Startup culture fit');
    const { data } = await db()
      .entities.onboarding.get({ emailKey: emailKey(who.email) })
      .go();
    expect(data).toMatchObject({ sendmail: true });
    expect(data?.send_result_at).toBeTruthy();

    // A send that failed gave its claim back (no send_result_at): the next triggers send it, one of them only.
    await db()
      .entities.onboarding.patch({ emailKey: emailKey(who.email) })
      .remove(['send_result_at'])
      .go();
    await Promise.all([1, 2, 3].map(() => invoke('runOnboarding', { claims: who })));
    expect(await mailTo(who.email)).toHaveLength(2);
  });

  it('a Thai account gets it in Thai', async () => {
    const who = account('ready-th');
    await signUp(who, { autoGenerateForm: true });
    await ok('updateLanguage', invoke('updateLanguage', { claims: who, body: { lang: 'th' } }));
    await ok('runOnboarding', invoke('runOnboarding', { claims: who }));
    const [mail] = await mailTo(who.email);
    expect(mail?.subject).toBe('แบบประเมินแรกของคุณพร้อมแล้ว');
  });
});

describe('a candidate completed your assessment (issue 24 part 4)', () => {
  afterEach(() => {
    process.env.MAIL_TRANSPORT = 'mailbox';
  });

  it('a completion mails the owner, the typed assessment name in the body and not in the subject, with a working unsubscribe link', async () => {
    const owner = account('each');
    await signUp(owner);
    const tpl = await published(owner, 'Night shift <b>Bcc: x</b>');
    await completeOne(tpl.publicCode);
    // Finish neither renders nor sends: the next sweep run does.
    expect(await mailTo(owner.email, { sweep: false })).toHaveLength(0);

    const mails = await mailTo(owner.email, { count: 1 });
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe('A candidate completed your assessment');
    expect(mail.subject).not.toContain('Night shift');
    expect(mail.text).toContain('Grace Hopper completed "Night shift <b>Bcc: x</b>"');
    expect(mail.html).not.toContain('<b>Bcc');
    expect(mail.text).toContain(`/assessments/candidate?as_id=${tpl.id}`);
    expect(mail.listUnsubscribe).toMatch(/\/unsubscribe#[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(mail.text).toContain(mail.listUnsubscribe);

    // The link, opened signed out, turns the e-mails off; the next completion sends nothing.
    const token = tokenOf(mail);
    await ok('unsubscribeNotifications', invoke('unsubscribeNotifications', { body: { token } }));
    expect((await invoke('getNotificationSettings', { claims: owner })).body).toEqual({
      completionMail: 'off',
      mutedAssessments: [],
    });
    await completeOne(tpl.publicCode);
    expect(await mailTo(owner.email, { count: 1 })).toHaveLength(1);
  });

  it('a forged or altered unsubscribe link is refused and changes nothing', async () => {
    const owner = account('forged');
    const other = account('forged-other');
    await signUp(owner);
    await signUp(other);
    await completeOne((await published(owner, 'Forgery')).publicCode);
    await completeOne((await published(other, 'Other')).publicCode);
    const [mine] = await mailTo(owner.email, { count: 1 });
    const [theirs] = await mailTo(other.email, { count: 1 });
    const [key, signature] = tokenOf(mine!).split('.') as [string, string];
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const forged = [
      `${key}.${flipped}`,
      // another account's signature on this account's key
      `${key}.${tokenOf(theirs!).split('.')[1]}`,
      `${Buffer.from(emailKey(owner.email)).toString('base64url')}.${'A'.repeat(43)}`,
    ];
    for (const token of forged) {
      const res = await invoke<{ error: { code: string } }>('unsubscribeNotifications', { body: { token } });
      expect(res.status).toBe(410);
      expect(res.body.error.code).toBe('UNSUBSCRIBE_LINK_INVALID');
    }
    expect((await invoke('getNotificationSettings', { claims: owner })).body).toMatchObject({ completionMail: 'each' });
  });

  it('off sends nothing; an assessment switched off sends nothing while the others still do', async () => {
    const owner = account('off');
    await signUp(owner);
    const quiet = await published(owner, 'Quiet one');
    const loud = await published(owner, 'Loud one');
    await settings(owner, { completionMail: 'off', mutedAssessments: [] });
    await completeOne(loud.publicCode);
    expect(await mailTo(owner.email)).toHaveLength(0);

    await settings(owner, { completionMail: 'each', mutedAssessments: [quiet.id] });
    await completeOne(quiet.publicCode);
    expect(await mailTo(owner.email)).toHaveLength(0);
    await completeOne(loud.publicCode);
    const mails = await mailTo(owner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Loud one');
    // Turned off after a completion and before the sweep ran: the waiting e-mail is not sent.
    await completeOne(loud.publicCode);
    await settings(owner, { completionMail: 'off', mutedAssessments: [quiet.id] });
    expect(await mailTo(owner.email)).toHaveLength(1);
    // The quiet assessment's completion went into no digest either.
    const { data } = await db()
      .entities.completionDigest.query.byOwner({ ownerKey: emailKey(owner.email) })
      .go();
    expect(data).toEqual([]);
  });

  it('a guest, whose address is a reserved one nobody reads, is sent nothing', async () => {
    const started = await ok('startGuest', invoke<{ email: string }>('startGuest', {}));
    const guest = { sub: randomUUID(), email: started.email };
    await completeOne((await published(guest, 'Guest test')).publicCode);
    expect(await mailTo(guest.email)).toHaveLength(0);
    const { data } = await db()
      .entities.completionDigest.query.byOwner({ ownerKey: emailKey(guest.email) })
      .go();
    expect(data).toEqual([]);
  });

  it('a Thai owner gets the completion mail in Thai', async () => {
    const owner = account('th');
    await signUp(owner);
    await ok('updateLanguage', invoke('updateLanguage', { claims: owner, body: { lang: 'th' } }));
    await completeOne((await published(owner, 'ทดสอบ')).publicCode);
    const [mail] = await mailTo(owner.email);
    expect(mail?.subject).toBe('ผู้สมัครทำแบบประเมินของคุณเสร็จแล้ว');
    expect(mail?.text).toContain('ปิดอีเมลเหล่านี้');
  });

  it('a mail that cannot be sent fails neither Finish nor the sweep, and goes out once on a later run', async () => {
    const owner = account('broken');
    await signUp(owner);
    const tpl = await published(owner, 'Broken transport');
    process.env.MAIL_TRANSPORT = 'carrier-pigeon';
    await completeOne(tpl.publicCode);
    expect(await sendDueCompletionMail(new Date())).toBe(0);
    process.env.MAIL_TRANSPORT = 'mailbox';
    expect(await mailTo(owner.email, { sweep: false })).toHaveLength(0);
    await Promise.all([sendDueCompletionMail(new Date()), sendDueCompletionMail(new Date())]);
    expect(await mailTo(owner.email)).toHaveLength(1);
  });
});

describe('the daily digest (issue 24 part 4; docs/abuse.md "Completion e-mails")', () => {
  it('digest mode sends no single mail; the sweep sends one digest after the day, never twice', async () => {
    const owner = account('digest');
    await signUp(owner);
    await settings(owner, { completionMail: 'digest', mutedAssessments: [] });
    const a = await published(owner, 'Digest A');
    const b = await published(owner, 'Digest B');
    await completeOne(a.publicCode);
    await completeOne(a.publicCode);
    await completeOne(b.publicCode);
    expect(await mailTo(owner.email)).toHaveLength(0);

    // Not before the day is over.
    expect(await mailTo(owner.email)).toHaveLength(0);

    // Two sweeps at once, and another later: one digest.
    await Promise.all([sendDueCompletionMail(tomorrow()), sendDueCompletionMail(tomorrow())]);
    await sendDueCompletionMail(tomorrow());
    const mails = await mailTo(owner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your daily summary of completed assessments');
    expect(mails[0]!.text).toContain('3 completed assessment(s)');
    expect(mails[0]!.text).toContain('Digest A');
    expect(mails[0]!.text).toContain('Digest B');
    expect(mails[0]!.listUnsubscribe).toContain('/unsubscribe#');
  });

  it('the scheduled sweep sends due digests', async () => {
    const owner = account('sweep');
    await signUp(owner);
    await settings(owner, { completionMail: 'digest', mutedAssessments: [] });
    await completeOne((await published(owner, 'Swept')).publicCode);
    // Make today's digest due now, as the end of the day would.
    await db()
      .entities.completionDigest.patch({ ownerKey: emailKey(owner.email), day: new Date().toISOString().slice(0, 10) })
      .set({ sweep_shard: 'digest', sweep_due: new Date(Date.now() - 1000).toISOString() })
      .go();
    const report = await sweepHandler();
    expect(report.completionMails).toBeGreaterThanOrEqual(1);
    expect(await mailTo(owner.email, { sweep: false })).toHaveLength(1);
  });

  it(`past ${COMPLETION_MAILS_PER_DAY} single mails in a day, completions fold into that day's digest`, async () => {
    const owner = account('flood');
    await signUp(owner);
    const tpl = await published(owner, 'Flood');
    // The day's budget of single mails is spent already.
    await db()
      .entities.dailyCounter.update({
        scope: `completion-mail#${emailKey(owner.email)}`,
        day: new Date().toISOString().slice(0, 10),
      })
      .add({ count: COMPLETION_MAILS_PER_DAY })
      .go();
    await completeOne(tpl.publicCode);
    await completeOne(tpl.publicCode);
    expect(await mailTo(owner.email)).toHaveLength(0);
    await sendDueCompletionMail(tomorrow());
    const mails = await mailTo(owner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('2 completed assessment(s)');
  });
});
