import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { listMailbox } from '../../lambdas/src/adapters/mail';
import { db } from '../../lambdas/src/db/service';
import { PUBLIC_LINK_PATTERN } from '@shared/credits/referral';
import { invoke } from '../support/invoke';

const employer = { sub: randomUUID(), email: `owner-${randomUUID().slice(0, 8)}@example.com` };
const stranger = { sub: randomUUID(), email: `other-${randomUUID().slice(0, 8)}@example.com` };

const companyAnswers = {
  defining_your_values: { value_integrity: 5, value_teamwork: 4, value_innovation: 2 },
  identifying_key_traits: { trait_curious: 5, trait_dependable: 3 },
};
const respondentAnswers = {
  defining_your_values: { value_integrity: 4, value_teamwork: 4, value_innovation: 5 },
  identifying_key_traits: { trait_curious: 5, trait_dependable: 1 },
};

describe('first journey: employer publishes, respondent completes, employer sees the score', () => {
  let assessmentId = '';
  let code = '';
  let token = '';

  /** The assessment's is_started_test as its employer reads it (spec part 1 §4). */
  const startedTest = async () =>
    (await invoke<{ is_started_test: boolean }>('getTemplate', { claims: employer, params: { id: assessmentId } })).body
      .is_started_test;

  beforeAll(async () => {
    const me = await invoke<{ onboardingStep: string; email: string }>('getMe', { claims: employer });
    expect(me.status).toBe(200);
  });

  it('sign-up steps move info -> branding -> done and terms must be accepted', async () => {
    const refused = await invoke('saveSignupInfo', {
      claims: employer,
      body: { firstName: 'Ann', lastName: 'Lee', companyName: 'Acme', acceptTerrms: false },
    });
    expect(refused.status).toBe(400);
    const info = await invoke<{ onboardingStep: string }>('saveSignupInfo', {
      claims: employer,
      body: { firstName: 'Ann', lastName: 'Lee', companyName: 'Acme', acceptTerrms: true },
    });
    expect(info.body.onboardingStep).toBe('branding');
    const branding = await invoke<{ onboardingStep: string; color: string }>('saveSignupBranding', {
      claims: employer,
      body: { color: '#0055AA' },
    });
    expect(branding.body).toMatchObject({ onboardingStep: 'done', color: '#0055AA' });
  });

  it("an assessment needs a section: 'Request 1 section'", async () => {
    const res = await invoke<{ error: { message: string } }>('createTemplate', {
      claims: employer,
      body: { form_name: 'Empty', sections: [] },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Request 1 section');
  });

  it("sections need an organization type (spec part 1 §5): 'Please select an organization type.'", async () => {
    const who = { sub: randomUUID(), email: `org-${randomUUID().slice(0, 8)}@example.com` };
    type Refusal = { error: { code: string; message: string } };
    const refused = await invoke<Refusal>('createTemplate', {
      claims: who,
      body: { form_name: 'No organization type', sections: ['big5'] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({
      code: 'ORGANIZATION_TYPE_REQUIRED',
      message: 'Please select an organization type.',
    });
    const thai = await invoke<Refusal>('createTemplate', {
      claims: who,
      lang: 'th',
      body: { form_name: 'No organization type', sections: ['big5'], type_of_org: '  ' },
    });
    expect(thai.body.error.message).toBe('โปรดเลือกประเภทองค์กร');
    const created = await invoke<{ id: string }>('createTemplate', {
      claims: who,
      body: { form_name: 'With one', sections: ['big5'], type_of_org: 'startup' },
    });
    expect(created.status).toBe(201);
    const params = { id: created.body.id };
    const cleared = await invoke<Refusal>('updateTemplate', { claims: who, params, body: { type_of_org: '' } });
    expect(cleared.status).toBe(400);
    expect(cleared.body.error.code).toBe('ORGANIZATION_TYPE_REQUIRED');
    const renamed = await invoke<{ form_name: string; type_of_org: string }>('updateTemplate', {
      claims: who,
      params,
      body: { form_name: 'Renamed' },
    });
    expect(renamed.body).toMatchObject({ form_name: 'Renamed', type_of_org: 'startup' });
    // Not sent, the account's own organization type (sign-up, My account) is the draft's.
    await invoke('saveSignupInfo', {
      claims: who,
      body: { firstName: 'Org', lastName: 'Type', companyName: 'Acme', typeOfOrg: 'hospital', acceptTerrms: true },
    });
    const fromProfile = await invoke<{ type_of_org: string }>('createTemplate', {
      claims: who,
      body: { form_name: 'From my account', sections: ['big5'] },
    });
    expect(fromProfile.status).toBe(201);
    expect(fromProfile.body.type_of_org).toBe('hospital');
  });

  it("publishing before the company answered says 'Please complete your setup before proceeding'", async () => {
    const created = await invoke<{ id: string; status: string }>('createTemplate', {
      claims: employer,
      body: { type_of_org: 'technology', form_name: 'Engineer', sections: ['values_and_traits'] },
    });
    expect(created.status).toBe(201);
    assessmentId = created.body.id;
    const early = await invoke<{ error: { message: string } }>('publishTemplate', {
      claims: employer,
      params: { id: assessmentId },
    });
    expect(early.body.error.message).toBe('Please complete your setup before proceeding');
  });

  it('only the creator may set up a section; others do not even see the template', async () => {
    const res = await invoke('saveTemplateSection', {
      claims: stranger,
      params: { id: assessmentId, section: 'values_and_traits' },
      body: { company_answers: companyAnswers },
    });
    expect(res.status).toBe(404);
    expect((await invoke('getTemplate', { claims: stranger, params: { id: assessmentId } })).status).toBe(404);
  });

  it('the company answers, publishes once, and gets one public link even when publishing twice', async () => {
    const saved = await invoke<{ section_status: Record<string, string> }>('saveTemplateSection', {
      claims: employer,
      params: { id: assessmentId, section: 'values_and_traits' },
      body: { company_answers: companyAnswers },
    });
    expect(saved.body.section_status.values_and_traits).toBe('completed');
    const first = await invoke<{ publicCode: string; status: string }>('publishTemplate', {
      claims: employer,
      params: { id: assessmentId },
    });
    const second = await invoke<{ publicCode: string }>('publishTemplate', {
      claims: employer,
      params: { id: assessmentId },
    });
    expect(first.body.status).toBe('published');
    expect(first.body.publicCode).toMatch(PUBLIC_LINK_PATTERN);
    expect(second.body.publicCode).toBe(first.body.publicCode);
    code = first.body.publicCode;
  });

  it('a respondent registering twice (double click) is one respondent with one token', async () => {
    const body = {
      firstname: 'Cara',
      lastname: 'Diaz',
      email: 'Cara.Diaz@Example.com',
      registration_id: 'browser-one-registration',
    };
    const [a, b] = await Promise.all([
      invoke<{ token: string; resume_link_sent: boolean }>('registerRespondent', { params: { code }, body }),
      invoke<{ token: string; resume_link_sent: boolean }>('registerRespondent', { params: { code }, body }),
    ]);
    expect(a.status).toBe(201);
    expect(a.body.token).toBe(b.body.token);
    expect(a.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    token = a.body.token;
    expect(a.body.resume_link_sent).toBe(false);
    const list = await invoke<{ items: { status: string; email: string }[] }>('listCandidates', {
      claims: employer,
      params: { id: assessmentId },
    });
    expect(list.body.items).toEqual([expect.objectContaining({ status: 'INVITED', email: 'cara.diaz@example.com' })]);
    expect(await startedTest()).toBe(false);
  });

  it("someone else typing the respondent's e-mail gets no token; the inbox gets a confirmation link, never the registration's token", async () => {
    const res = await invoke<{ token: string | null; resume_link_sent: boolean }>('registerRespondent', {
      params: { code },
      body: {
        firstname: 'Eve',
        lastname: 'X',
        email: 'cara.diaz@example.com',
        registration_id: 'another-browser-registration',
      },
    });
    expect(res.body).toEqual({ token: null, resume_link_sent: true });
    const mail = (await listMailbox(inject('mailboxDir'))).find((m) => m.to === 'cara.diaz@example.com');
    expect(mail?.text).toMatch(/\/confirm-canditate\?r=[\w-]+&c=[\w-]{43}/);
    expect(mail?.text).not.toContain(token);
    const list = await invoke<{ items: unknown[] }>('listCandidates', {
      claims: employer,
      params: { id: assessmentId },
    });
    expect(list.body.items).toHaveLength(1);
  });

  it("registration with a malformed e-mail is refused with 'Invalid email address.' and stores nothing", async () => {
    const res = await invoke<{ error: { message: string } }>('registerRespondent', {
      params: { code },
      body: { firstname: 'X', lastname: 'Y', email: 'not-an-email', registration_id: 'browser-three-registration' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Invalid email address.');
    const list = await invoke<{ items: unknown[] }>('listCandidates', {
      claims: employer,
      params: { id: assessmentId },
    });
    expect(list.body.items).toHaveLength(1);
  });

  it('answers are refused before the section is started; the assessment counts as started once the link is opened', async () => {
    await invoke('getRespondentTest', { params: { token } });
    expect(await startedTest()).toBe(true);
    const res = await invoke('saveAnswers', {
      params: { token, section: 'values_and_traits' },
      body: { answers: respondentAnswers },
    });
    expect(res.status).toBe(409);
  });

  it('opening the link moves INVITED to TODO, starting moves TODO to IN_PROGRESS, and a second start keeps the clock', async () => {
    const opened = await invoke<{
      candidate: { status: string };
      content: Record<string, { groups: Record<string, { id: string }[]> }>;
    }>('getRespondentTest', { params: { token } });
    expect(opened.body.candidate.status).toBe('TODO');
    // A section's questions are not sent before its timer starts.
    expect(opened.body.content).toEqual({});
    const started = await invoke<{
      candidate: { status: string };
      content: Record<string, { groups: Record<string, { id: string }[]> }>;
      section_states: Record<string, { started_at: string; remaining_seconds: number; allowance_seconds: number }>;
    }>('startSection', {
      params: { token, section: 'values_and_traits' },
    });
    expect(started.body.candidate.status).toBe('IN_PROGRESS');
    // Only the items the company rated are put to the respondent.
    expect(started.body.content.values_and_traits?.groups.values?.map((v) => v.id).sort()).toEqual(
      Object.keys(companyAnswers.defining_your_values).sort(),
    );
    const again = await invoke<typeof started.body>('startSection', {
      params: { token, section: 'values_and_traits' },
    });
    expect(again.body.section_states.values_and_traits?.started_at).toBe(
      started.body.section_states.values_and_traits?.started_at,
    );
    expect(again.body.section_states.values_and_traits?.allowance_seconds).toBe(300);
  });

  it('autosaved answers survive a reload', async () => {
    const saved = await invoke('saveAnswers', {
      params: { token, section: 'values_and_traits' },
      body: { answers: respondentAnswers },
    });
    expect(saved.status).toBe(200);
    const reopened = await invoke<{ answers: Record<string, unknown> }>('getRespondentTest', { params: { token } });
    expect(reopened.body.answers.values_and_traits).toEqual(respondentAnswers);
  });

  it("after the section's time (and a short grace) a save is refused with 'No time remaining.' and the saved answers stand", async () => {
    const keys = { form_id: assessmentId, emailKey: 'cara,diaz@example,com' };
    const { data } = await db().entities.candidate.get(keys).go();
    const states = data!.section_states as Record<string, { started_at: string }>;
    const startedAt = states.values_and_traits!.started_at;
    const tenMinutesAgo = new Date(Date.now() - 10 * 60_000).toISOString();
    await db()
      .entities.candidate.patch(keys)
      .set({ section_states: { values_and_traits: { status: 'in_progress', started_at: tenMinutesAgo } } })
      .go();
    const late = await invoke<{ error: { message: string } }>('saveAnswers', {
      params: { token, section: 'values_and_traits' },
      body: { answers: { defining_your_values: {}, identifying_key_traits: {} } },
    });
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe('No time remaining.');
    const reopened = await invoke<{ answers: Record<string, unknown> }>('getRespondentTest', { params: { token } });
    expect(reopened.body.answers.values_and_traits).toEqual(respondentAnswers);
    await db()
      .entities.candidate.patch(keys)
      .set({ section_states: { values_and_traits: { status: 'in_progress', started_at: startedAt } } })
      .go();
  });

  it('a section its timer closed tells the returning respondent so, with how many answers it kept', async () => {
    const keys = { form_id: assessmentId, emailKey: 'cara,diaz@example,com' };
    const { data } = await db().entities.candidate.get(keys).go();
    const running = (data!.section_states as Record<string, { started_at: string }>).values_and_traits!;
    type State = { status: string; timed_out?: boolean; answers_kept?: number };
    const stateNow = async () =>
      (await invoke<{ section_states: Record<string, State> }>('getRespondentTest', { params: { token } })).body
        .section_states.values_and_traits!;
    // Still running: nothing to tell.
    expect(await stateNow()).not.toHaveProperty('timed_out');
    // Closed by its timer (as the sweep or a late completion stores it): 3 values and 2 traits were saved.
    await db()
      .entities.candidate.patch(keys)
      .set({
        section_states: {
          values_and_traits: {
            ...running,
            status: 'completed',
            completed_at: new Date().toISOString(),
            spent_seconds: 300,
            timed_out: true,
          },
        },
      })
      .go();
    expect(await stateNow()).toMatchObject({ status: 'completed', timed_out: true, answers_kept: 5 });
    await db()
      .entities.candidate.patch(keys)
      .set({ section_states: { values_and_traits: { status: 'in_progress', started_at: running.started_at } } })
      .go();
  });

  it('finishing twice completes and counts once; the employer sees progress 100 and the score', async () => {
    await invoke('completeSection', {
      params: { token, section: 'values_and_traits' },
      body: { answers: respondentAnswers },
    });
    const [f1, f2] = await Promise.all([
      invoke('finishTest', { params: { token } }),
      invoke('finishTest', { params: { token } }),
    ]);
    expect([f1.status, f2.status]).toEqual([200, 200]);
    const list = await invoke<{ items: { candidate_total: number; progress: number; id: string }[] }>('listTemplates', {
      claims: employer,
    });
    expect(list.body.items.find((t) => t.id === assessmentId)).toMatchObject({ candidate_total: 1, progress: 100 });
    const rows = await invoke<{ items: { id: string; status: string; score: number }[] }>('listCandidates', {
      claims: employer,
      params: { id: assessmentId },
    });
    // By hand (docs/scoring.md): values weigh by the company's rating (5 and 4 → 4, 2 → 1), traits 3;
    // similarity 1 − |gap| / 4. Integrity 4 × 0.75 + teamwork 4 × 1 + innovation 1 × 0.25 + curious 3 × 1
    // + dependable 3 × 0.5 = 11.75 of 15 → 78.33 (two decimals).
    expect(rows.body.items[0]).toMatchObject({ status: 'COMPLETED', score: 78.33 });
    const result = await invoke<{ summaries: { values_and_traits: { overall: number } } }>('getCandidateResult', {
      claims: employer,
      params: { id: assessmentId, candidateId: rows.body.items[0]!.id },
    });
    expect(result.body.summaries.values_and_traits.overall).toBe(78.33);
  });

  it('a finished test refuses further answers and keeps what was submitted', async () => {
    const late = await invoke('saveAnswers', {
      params: { token, section: 'values_and_traits' },
      body: { answers: { defining_your_values: {}, identifying_key_traits: {} } },
    });
    expect(late.status).toBe(409);
    const rows = await invoke<{ items: { id: string }[] }>('listCandidates', {
      claims: employer,
      params: { id: assessmentId },
    });
    const result = await invoke<{ summaries: { values_and_traits: { candidate: unknown } } }>('getCandidateResult', {
      claims: employer,
      params: { id: assessmentId, candidateId: rows.body.items[0]!.id },
    });
    expect(result.body.summaries.values_and_traits.candidate).toEqual(respondentAnswers);
  });

  it('a made-up token opens nothing', async () => {
    const res = await invoke('getRespondentTest', { params: { token: 'A'.repeat(43) } });
    expect(res.status).toBe(404);
  });

  // Last: it adds a respondent to the assessment the tests above count.
  it('resume links to one address stop at the daily cap, and the subject carries no company text', async () => {
    const victim = `capped-${Date.now()}@example.com`;
    const register = (registration_id: string) =>
      invoke('registerRespondent', {
        params: { code },
        body: { firstname: 'V', lastname: 'X', email: victim, registration_id },
      });
    await register('first-browser-registration-cap');
    const day = new Date().toISOString().slice(0, 10);
    const { data: created } = await db()
      .entities.candidate.query.byTemplate({ form_id: assessmentId })
      .go({ pages: 'all' });
    const record = created.find((c) => c.email === victim);
    // Already at today's cap for this recipient (as if five other requests had each sent one).
    await db()
      .entities.dailyCounter.put({
        scope: `resume#${assessmentId}#${record?.emailKey}`,
        day,
        count: 5,
        expiresAt: Math.floor(Date.now() / 1000) + 86400,
      })
      .go();
    await register('second-browser-registration-cap');
    expect((await listMailbox(inject('mailboxDir'))).filter((m) => m.to === victim)).toEqual([]);
    const sent = (await listMailbox(inject('mailboxDir'))).find((m) => m.to === 'cara.diaz@example.com');
    expect(sent?.subject).toBe('Your personal assessment link');
  });
});
