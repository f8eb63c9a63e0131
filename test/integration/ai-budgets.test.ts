import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AI_BUDGETS,
  ANALYZER_NEW_RUNS_PER_DAY,
  ANALYZER_RUNS_PER_ADDRESS_PER_DAY,
  GUEST_GENERATOR_RUNS,
} from '@shared/constants/ai';
import { BUDGET_METRIC } from '@shared/constants/budgets';
import { DomainError } from '@shared/errors';
import type { OnboardingView } from '@shared/routes';
import { setUpDraftWithAi } from '../../lambdas/src/assessments/setup-draft-with-ai';
import { loadOrCreateUser } from '../../lambdas/src/accounts/repo';
import { grantCredits } from '../../lambdas/src/credits/ledger';
import { personalCreditBalanceKey } from '../../lambdas/src/credits/credit-balance-store';
import { db } from '../../lambdas/src/db/service';
import { generateAnalysis } from '../../lambdas/src/results/analysis/generate-analysis';
import { loadAnalysisTarget } from '../../lambdas/src/results/analysis/repo';
import { aiBudgets } from '../../lambdas/src/credits/ai-budget';
import { runGenerator } from '../../lambdas/src/toolbox/generators/run-generator';
import { invoke } from '../support/invoke';
import { scriptedProvider } from '../support/scripted-provider';

/**
 * The AI's daily budgets (docs/abuse.md "AI"): per account (per person), per client address, and deployment-wide in
 * two pools, paying customers and fresh accounts (guests, never paid). Reaching any of them refuses the next run with
 * the catalogue's message before any model is called, and nothing is stored or charged; a deployment pool reached
 * is reported on the metric the alarm watches.
 */

type Claims = { sub: string; email: string };
type Err = { error: { code: string; message: string } };

const uid = () => randomUUID().slice(0, 8);
const account = (name: string): Claims => ({ sub: randomUUID(), email: `${name}-${uid()}@example.com` });
// A fresh address each call, from 65,000 (198.18.0.0/16, for tests): a test spends some addresses' whole budget, and
// a later test drawing the same one would be refused for that instead of for what it checks.
const ip = () => `198.18.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 254) + 1}`;
const actorOf = (c: Claims) => ({ kind: 'user' as const, sub: c.sub, email: c.email, method: 'email' as const });
const day = () => new Date().toISOString().slice(0, 10);
const DAILY_LIMIT = 'You have used all the AI runs allowed for today. Please try again tomorrow.';
const BUDGET_REACHED = 'The AI is busy today. Please try again tomorrow.';
const COMPANY = {
  defining_your_values: { value_integrity: 5, value_teamwork: 4, value_innovation: 2 },
  identifying_key_traits: { trait_curious: 5, trait_dependable: 3 },
};

/** A budget already spent for today. */
async function spent(scope: string, count: number) {
  await db()
    .entities.dailyCounter.put({ scope, day: day(), count, expiresAt: Math.floor(Date.now() / 1000) + 86400 })
    .go();
}
async function counted(scope: string): Promise<number> {
  return (await db().entities.dailyCounter.get({ scope, day: day() }).go({ consistent: true })).data?.count ?? 0;
}
function scopeOf(
  use: 'analysis' | 'setup' | 'generator',
  who: Claims,
  sourceIp: string,
  which: 'acct' | 'ip' | 'fresh' | 'customers' | 'guests',
  paid = false,
) {
  const found = aiBudgets(use, { email: who.email, sourceIp }, paid).find((b) =>
    which === 'acct' || which === 'ip'
      ? b.scope.startsWith(`ai-${use}#${which}#`)
      : b.scope === `ai-${use}#all#${which}`,
  );
  if (!found) throw new Error(`no ${which} budget for ${use}`);
  return found;
}
async function refusedWith(promise: Promise<unknown>, code: string) {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(DomainError);
  expect((err as DomainError).code).toBe(code);
}

async function signUp(claims: Claims, extra: Record<string, unknown> = {}) {
  return invoke('saveSignupInfo', {
    claims,
    body: {
      firstName: 'Ann',
      lastName: 'Lee',
      companyName: 'Acme',
      acceptTerrms: true,
      language: 'en',
      typeOfOrg: 'startup',
      ...extra,
    },
  });
}

/** A completed respondent of `owner`'s published assessment, with its first analysis written. */
async function analysedRespondent(owner: Claims) {
  const created = await invoke<{ id: string }>('createTemplate', {
    claims: owner,
    body: { form_name: 'Budget', sections: ['values_and_traits'], type_of_org: 'technology' },
  });
  const id = created.body.id;
  await invoke('saveTemplateSection', {
    claims: owner,
    params: { id, section: 'values_and_traits' },
    body: { company_answers: COMPANY },
  });
  const published = await invoke<{ publicCode: string }>('publishTemplate', { claims: owner, params: { id } });
  const reg = await invoke<{ token: string }>('registerRespondent', {
    params: { code: published.body.publicCode },
    body: { firstname: 'Res', lastname: 'Pondent', email: `r-${uid()}@example.com`, registration_id: randomUUID() },
  });
  const token = reg.body.token;
  await invoke('getRespondentTest', { params: { token } });
  await invoke('startSection', { params: { token, section: 'values_and_traits' } });
  await invoke('completeSection', { params: { token, section: 'values_and_traits' }, body: { answers: COMPANY } });
  expect((await invoke('finishTest', { params: { token } })).status).toBe(200);
  const { data } = await db().entities.candidate.query.byTemplate({ form_id: id }).go({ pages: 'all' });
  const params = { id, candidateId: data[0]!.ref ?? data[0]!.id };
  expect((await invoke('generateCandidateAnalysis', { claims: owner, params, body: {} })).status).toBe(200);
  return params;
}

const out = { delta: () => {}, reset: () => {} };
const metricLines = () => {
  const spy = vi.spyOn(process.stdout, 'write');
  return {
    lines: () => spy.mock.calls.map((c) => String(c[0])).filter((l) => l.includes(BUDGET_METRIC.name)),
    restore: () => spy.mockRestore(),
  };
};

afterEach(() => vi.restoreAllMocks());

describe('analysis regeneration (two model calls each): per account, per address, deployment', () => {
  it(`an account's regenerations a day stop at ${AI_BUDGETS.analysis.perAccount}: the message, no model call, the stored analysis unchanged`, async () => {
    const owner = account('regen');
    const sourceIp = ip();
    const params = await analysedRespondent(owner);

    // Under the budget a regeneration is counted once.
    expect(
      (await invoke('generateCandidateAnalysis', { claims: owner, params, body: { regenerate: true }, sourceIp }))
        .status,
    ).toBe(200);
    expect(await counted(scopeOf('analysis', owner, sourceIp, 'acct').scope)).toBe(1);
    const before = (await invoke<{ analysis: unknown }>('getCandidateAnalysis', { claims: owner, params })).body
      .analysis;

    await spent(scopeOf('analysis', owner, sourceIp, 'acct').scope, AI_BUDGETS.analysis.perAccount);
    const provider = scriptedProvider(['## Summary\nX\n\nRecommendation: no hire']);
    const target = await loadAnalysisTarget(await loadOrCreateUser(actorOf(owner), new Date()), params);
    await refusedWith(
      generateAnalysis({ target, regenerate: true, locale: 'en', out, now: new Date(), provider, sourceIp }),
      'AI_DAILY_LIMIT',
    );
    expect(provider.calls).toHaveLength(0);

    const res = await invoke<Err>('generateCandidateAnalysis', {
      claims: owner,
      params,
      body: { regenerate: true },
      sourceIp,
    });
    expect(res.status).toBe(429);
    expect(res.body.error.message).toBe(DAILY_LIMIT);
    expect(
      (await invoke<{ analysis: unknown }>('getCandidateAnalysis', { claims: owner, params })).body.analysis,
    ).toEqual(before);
    // Reading the stored analysis again is no regeneration and is never refused.
    expect((await invoke('generateCandidateAnalysis', { claims: owner, params, body: {}, sourceIp })).status).toBe(200);
  });

  it('an address is counted whatever the account: another account from it is refused too', async () => {
    const owner = account('regen-ip');
    const sourceIp = ip();
    const params = await analysedRespondent(owner);
    await spent(scopeOf('analysis', owner, sourceIp, 'ip').scope, AI_BUDGETS.analysis.perAddress);
    const provider = scriptedProvider(['unused']);
    const target = await loadAnalysisTarget(await loadOrCreateUser(actorOf(owner), new Date()), params);
    await refusedWith(
      generateAnalysis({ target, regenerate: true, locale: 'en', out, now: new Date(), provider, sourceIp }),
      'AI_DAILY_LIMIT',
    );
    expect(provider.calls).toHaveLength(0);
    // The account's own count was given back: the refused run counted nowhere.
    expect(await counted(scopeOf('analysis', owner, sourceIp, 'acct').scope)).toBe(0);
  });
});

describe('"Set up with AI" and the first assessment (four model calls each)', () => {
  it(`an account's set-ups a day stop at ${AI_BUDGETS.setup.perAccount}: the message, no model call, the draft unchanged`, async () => {
    const who = account('setup');
    const sourceIp = ip();
    await signUp(who);
    const draft = await invoke<{ id: string }>('createTemplate', {
      claims: who,
      body: { form_name: 'Wizard', sections: ['values_and_traits'], type_of_org: 'startup' },
    });
    await spent(scopeOf('setup', who, sourceIp, 'acct').scope, AI_BUDGETS.setup.perAccount);
    const provider = scriptedProvider(['unused']);
    const user = await loadOrCreateUser(actorOf(who), new Date());
    await refusedWith(
      setUpDraftWithAi({ user, templateId: draft.body.id, now: new Date(), provider, sourceIp }),
      'AI_DAILY_LIMIT',
    );
    expect(provider.calls).toHaveLength(0);
    const res = await invoke<Err>('setupTemplateWithAi', { claims: who, params: { id: draft.body.id }, sourceIp });
    expect(res.status).toBe(429);
    expect(res.body.error.message).toBe(DAILY_LIMIT);
    const { data } = await db().entities.template.get({ id: draft.body.id }).go({ consistent: true });
    expect(data?.ai_setup).toBeUndefined();
  });

  it("the fresh accounts' pool spent: a never-paid account is refused with the busy message and the metric is emitted; a paying customer still runs", async () => {
    const fresh = account('fresh');
    const customer = account('customer');
    const sourceIp = ip();
    await signUp(fresh);
    await signUp(customer);
    await grantCredits({
      email: customer.email,
      eventId: `checkout#cs_${randomUUID()}`,
      credits: 10,
      type: 'purchase',
      now: new Date(),
    });
    const pool = scopeOf('setup', fresh, sourceIp, 'fresh');
    const before = await counted(pool.scope);
    await spent(pool.scope, pool.cap);
    try {
      const draft = await invoke<{ id: string }>('createTemplate', {
        claims: fresh,
        body: { form_name: 'Wizard', sections: ['values_and_traits'], type_of_org: 'startup' },
      });
      const metric = metricLines();
      const res = await invoke<Err>('setupTemplateWithAi', { claims: fresh, params: { id: draft.body.id }, sourceIp });
      const lines = metric.lines();
      metric.restore();
      expect(res.body.error?.message).toBe(BUDGET_REACHED);
      expect(res.status).toBe(503);
      expect(lines).toHaveLength(1);
      expect(JSON.parse(lines[0]!)).toMatchObject({
        [BUDGET_METRIC.name]: 1,
        budget: pool.scope,
        _aws: { CloudWatchMetrics: [{ Namespace: BUDGET_METRIC.namespace }] },
      });

      const theirs = await invoke<{ id: string }>('createTemplate', {
        claims: customer,
        body: { form_name: 'Wizard', sections: ['values_and_traits'], type_of_org: 'startup' },
      });
      expect(
        (await invoke('setupTemplateWithAi', { claims: customer, params: { id: theirs.body.id }, sourceIp })).status,
      ).toBe(200);
    } finally {
      // The pool is the whole deployment's: give the day back to the other tests.
      await spent(pool.scope, before);
    }
  });

  it('the first assessment at sign-up counts as a set-up: refused, no template made, the request still waiting', async () => {
    const who = account('onboard');
    const sourceIp = ip();
    await signUp(who, { autoGenerateForm: true });
    await spent(scopeOf('setup', who, sourceIp, 'acct').scope, AI_BUDGETS.setup.perAccount);
    const res = await invoke<Err>('runOnboarding', { claims: who, sourceIp });
    expect(res.status).toBe(429);
    expect(res.body.error.message).toBe(DAILY_LIMIT);
    expect((await invoke<{ items: unknown[] }>('listTemplates', { claims: who })).body.items).toHaveLength(0);
    expect((await invoke<OnboardingView>('getOnboarding', { claims: who })).body.status).toBe('TODO');
  });
});

describe("a guest's generator runs come from the guests' small shared budget, not from a grant of credits", () => {
  const JOB_POST = {
    title: 'Support Lead',
    company: 'Siam Widgets',
    employmentType: 'full_time',
    location: 'Bangkok',
    coreValues: 'Integrity',
  };
  const request = () => ({
    runId: randomUUID(),
    generator: 'job_post' as const,
    language: 'en' as const,
    inputs: JOB_POST,
  });
  async function newGuest(): Promise<Claims> {
    const started = await invoke<{ email: string }>('startGuest', { sourceIp: ip() });
    return { sub: randomUUID(), email: started.body.email };
  }

  it(`a guest runs a generator without credits, at most ${GUEST_GENERATOR_RUNS.perGuest} a day: then the message, no model call, no run stored, nothing charged`, async () => {
    const guest = await newGuest();
    const sourceIp = ip();
    const first = await invoke('generateToolboxText', { claims: guest, body: request(), sourceIp });
    expect(first.status).toBe(200);
    const creditBalance = (
      await db()
        .entities.quota.get({ key: personalCreditBalanceKey(guest.email) })
        .go({ consistent: true })
    ).data;
    expect(creditBalance?.quota_remaining ?? 0).toBe(0);
    const { data: moves } = await db()
      .entities.quotaHistory.query.byQuota({ quotaKey: personalCreditBalanceKey(guest.email) })
      .go({ pages: 'all' });
    expect(moves).toEqual([]);

    await spent(scopeOf('generator', guest, sourceIp, 'acct').scope, GUEST_GENERATOR_RUNS.perGuest);
    const provider = scriptedProvider(['unused']);
    const r = request();
    await refusedWith(
      runGenerator({ email: guest.email, request: r, out, now: new Date(), provider, sourceIp }),
      'AI_DAILY_LIMIT',
    );
    expect(provider.calls).toHaveLength(0);
    expect((await db().entities.toolboxRun.get({ runId: r.runId }).go({ consistent: true })).data).toBeNull();
  });

  it("all guests' runs of the day spent: the next guest is told the AI is busy and the metric is emitted", async () => {
    const guest = await newGuest();
    const sourceIp = ip();
    const pool = scopeOf('generator', guest, sourceIp, 'guests');
    const before = await counted(pool.scope);
    await spent(pool.scope, pool.cap);
    try {
      const metric = metricLines();
      const res = await invoke<Err>('generateToolboxText', { claims: guest, body: request(), sourceIp });
      const lines = metric.lines();
      metric.restore();
      expect(res.status).toBe(503);
      expect(res.body.error.message).toBe(BUDGET_REACHED);
      expect(lines.map((l) => JSON.parse(l).budget)).toEqual([pool.scope]);
    } finally {
      await spent(pool.scope, before);
    }
  });
});

describe("the core values analyzer: guests and new accounts cannot multiply the per-user cap nor spend the customers' runs", () => {
  const start = (claims: Claims | null, sourceIp: string) =>
    invoke<Err>(claims ? 'startMyAnalyzerRun' : 'startAnalyzerRun', {
      ...(claims ? { claims } : {}),
      sourceIp,
      body: {
        runId: `${randomUUID()}${randomUUID()}`.replace(/-/g, '').slice(0, 43),
        values: ['Integrity'],
        language: 'en',
        company: 'Acme',
        orgType: 'startup',
      },
    });

  it(`a signed-in guest's runs count against the address's ${ANALYZER_RUNS_PER_ADDRESS_PER_DAY} a day like a visitor's`, async () => {
    const sourceIp = ip();
    await spent(`analyzer-address#${sourceIp}`, ANALYZER_RUNS_PER_ADDRESS_PER_DAY);
    const started = await invoke<{ email: string }>('startGuest', { sourceIp });
    const res = await start({ sub: randomUUID(), email: started.body.email }, sourceIp);
    expect(res.status).toBe(429);
    expect(res.body.error.code).toBe('ANALYZER_DAILY_LIMIT');
  });

  it(`the fresh pool (${ANALYZER_NEW_RUNS_PER_DAY} a day) spent: visitors and never-paid accounts are refused and the metric emitted; a customer still starts`, async () => {
    const before = await counted('analyzer-fresh');
    await spent('analyzer-fresh', ANALYZER_NEW_RUNS_PER_DAY);
    try {
      const metric = metricLines();
      const visitor = await start(null, ip());
      const lines = metric.lines();
      metric.restore();
      expect(visitor.status).toBe(503);
      expect(visitor.body.error.message).toBe(BUDGET_REACHED);
      expect(lines.map((l) => JSON.parse(l).budget)).toEqual(['analyzer-fresh']);
      const fresh = account('fresh-analyzer');
      expect((await start(fresh, ip())).status).toBe(503);

      const customer = account('customer-analyzer');
      await grantCredits({
        email: customer.email,
        eventId: `checkout#cs_${randomUUID()}`,
        credits: 10,
        type: 'purchase',
        now: new Date(),
      });
      expect((await start(customer, ip())).status).toBe(202);
    } finally {
      await spent('analyzer-fresh', before);
    }
  });
});
