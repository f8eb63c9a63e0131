import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StreamEvent } from '@shared/routes/stream';
import { scriptedProvider } from '../support/scripted-provider';
import { grantCredits } from '../../lambdas/src/credits/ledger';
import { db } from '../../lambdas/src/db/service';
import { generateAnalysis } from '../../lambdas/src/results/analysis/generate-analysis';
import { loadAnalysisTarget } from '../../lambdas/src/results/analysis/repo';
import { loadOrCreateUser } from '../../lambdas/src/accounts/repo';
import { invoke } from '../support/invoke';
import type { AuditLogPage } from '@shared/routes';
import { personalTeamId } from '../../lambdas/src/accounts';

/**
 * The AI candidate analysis (spec part 1 §1 "Results"; part 1 §4 generation states; part 2 §7.4, §8) against
 * DynamoDB Local with the offline stand-in: the summary and the interview questions stream as they are written,
 * then the analysis is stored with its indicators, the scores it rests on and each text's provenance. The employer
 * records decisions beside the AI recommendation; they are appended, never overwritten. Who may: exactly who sees
 * the result.
 */

const owner = { sub: randomUUID(), email: `analysis-${randomUUID().slice(0, 8)}@example.com` };
const stranger = { sub: randomUUID(), email: `stranger-${randomUUID().slice(0, 8)}@example.com` };

const COMPANY = {
  defining_your_values: { value_integrity: 5, value_teamwork: 4, value_innovation: 2 },
  identifying_key_traits: { trait_curious: 5, trait_dependable: 3 },
};
const VALUES = {
  defining_your_values: { value_integrity: 4, value_teamwork: 4, value_innovation: 5 },
  identifying_key_traits: { trait_curious: 5, trait_dependable: 1 },
};
/** Logic answers: the first drawn pattern question answered 'c', the second 'b' (each respondent has their own draw). */
const LOGIC = { pattern_recognition: ['c', 'b'] };

type Analysis = {
  candidate_id: string;
  attempt: number;
  indicators: {
    cultural_alignment: number;
    skill_match: number | null;
    risk_level: string;
    suggested_recommendation: string;
  };
  scores: { section: string; score: number; dimension: string }[];
  summary: string;
  questions: string;
  ai_recommendation: string;
  provenance: Record<
    'summary' | 'questions',
    {
      provider: string;
      model: string;
      offline: boolean;
      prompt_code: string;
      prompt_version: number;
      inputs_hash: string;
      generated_at: string;
      cached: boolean;
    }
  >;
  decisions: { recommendation: string; reason: string; by: string; at: string }[];
  language: string;
  stale: boolean;
};
type ErrorBody = { error: { code: string; message: string } };

beforeAll(async () => {
  await grantCredits({
    email: owner.email,
    eventId: `analysis-pack#${owner.email}`,
    credits: 50,
    type: 'purchase',
    now: new Date(),
  });
});

async function publishedAssessment(name: string, sections: string[]): Promise<string> {
  const created = await invoke<{ id: string }>('createTemplate', {
    claims: owner,
    body: { form_name: name, sections, type_of_org: 'technology', role: 'Support lead' },
  });
  if (sections.includes('values_and_traits'))
    await invoke('saveTemplateSection', {
      claims: owner,
      params: { id: created.body.id, section: 'values_and_traits' },
      body: { company_answers: COMPANY },
    });
  if (sections.includes('logic_test'))
    await invoke('saveTemplateSection', {
      claims: owner,
      params: { id: created.body.id, section: 'logic_test' },
      body: { setup: { parts: ['pattern_recognition'] } },
    });
  const published = await invoke<{ status: string }>('publishTemplate', {
    claims: owner,
    params: { id: created.body.id },
  });
  expect(published.body.status).toBe('published');
  return created.body.id;
}

/** Invites `email` and returns their opaque id and access token. */
async function invite(assessmentId: string, email: string): Promise<{ candidateId: string; token: string }> {
  await invoke('inviteCandidates', {
    claims: owner,
    params: { id: assessmentId },
    body: { recipients: [{ email, firstname: 'Ana', lastname: 'Ruiz' }] },
  });
  const { data } = await db().entities.candidate.query.byTemplate({ form_id: assessmentId }).go({ pages: 'all' });
  const found = data.find((c) => c.email === email);
  if (!found) throw new Error(`no respondent ${email}`);
  return { candidateId: found.ref ?? found.id, token: found.accessToken };
}

async function take(token: string, sections: Record<string, unknown>, finish = true) {
  await invoke('getRespondentTest', { params: { token } });
  for (const [section, given] of Object.entries(sections)) {
    const started = await invoke<{ content: Record<string, { groups: Record<string, { id: string }[]> }> }>(
      'startSection',
      { params: { token, section } },
    );
    const answers =
      section === 'logic_test'
        ? Object.fromEntries(
            Object.entries(given as Record<string, string[]>).map(([part, options]) => [
              part,
              Object.fromEntries(options.map((o, i) => [started.body.content.logic_test!.groups[part]![i]!.id, o])),
            ]),
          )
        : given;
    expect((await invoke('completeSection', { params: { token, section }, body: { answers } })).status, section).toBe(
      200,
    );
  }
  if (finish) expect((await invoke('finishTest', { params: { token } })).status).toBe(200);
}

const generate = (params: { id: string; candidateId: string }, body: unknown = {}, claims = owner) =>
  invoke<Analysis & ErrorBody>('generateCandidateAnalysis', { claims, params, body });
const read = (params: { id: string; candidateId: string }, claims = owner) =>
  invoke<{ analysis: Analysis | null } & ErrorBody>('getCandidateAnalysis', { claims, params });
const decide = (params: { id: string; candidateId: string }, body: unknown, claims = owner) =>
  invoke<Analysis & ErrorBody>('overrideCandidateAnalysis', { claims, params, body });

const textOf = (events: StreamEvent[] | undefined, part: string) =>
  (events ?? [])
    .filter((e): e is Extract<StreamEvent, { t: 'delta' }> => e.t === 'delta' && e.part === part)
    .map((e) => e.text)
    .join('');

describe('a completed respondent: the analysis streams in, is stored, and the employer decides beside it', () => {
  let params: { id: string; candidateId: string };
  let token: string;
  beforeAll(async () => {
    const id = await publishedAssessment('Analysis', ['values_and_traits', 'logic_test']);
    const who = await invite(id, `ana.${randomUUID().slice(0, 6)}@example.com`);
    token = who.token;
    params = { id, candidateId: who.candidateId };
    await take(token, { values_and_traits: VALUES, logic_test: LOGIC });
  });

  it('nothing is stored before it is asked for', async () => {
    const before = await read(params);
    expect(before.status).toBe(200);
    expect(before.body.analysis).toBeNull();
  });

  it('the summary streams first, then the interview questions; done carries the indicators, the scores used and each text’s provenance', async () => {
    const res = await generate(params);
    expect(res.status).toBe(200);
    const events = res.events ?? [];
    const parts = events.filter((e) => e.t === 'delta').map((e) => (e as { part?: string }).part);
    // Several pieces per part, every summary piece before the first question piece.
    expect(parts.filter((p) => p === 'summary').length).toBeGreaterThan(3);
    expect(parts.filter((p) => p === 'questions').length).toBeGreaterThan(3);
    expect(parts.lastIndexOf('summary')).toBeLessThan(parts.indexOf('questions'));
    expect(events.at(-1)?.t).toBe('done');

    const a = res.body;
    expect(textOf(events, 'summary')).toBe(a.summary);
    expect(textOf(events, 'questions')).toBe(a.questions);
    expect(a.scores.map((s) => [s.section, s.dimension])).toEqual([
      ['values_and_traits', 'culture'],
      ['logic_test', 'skill'],
    ]);
    const [values, logic] = a.scores.map((s) => s.score) as [number, number];
    expect(a.indicators.cultural_alignment).toBe(Math.round(values));
    expect(a.indicators.skill_match).toBe(Math.round(logic));
    expect(['low', 'medium', 'high']).toContain(a.indicators.risk_level);
    // The offline stand-in ends with the line the prompt asks for; the recommendation is read from it.
    expect(a.summary.trimEnd().split('\n').at(-1)).toMatch(/^Recommendation: (strong fit|good fit|consider|no hire)$/);
    expect(a.ai_recommendation).toBe(a.indicators.suggested_recommendation);
    expect(a.questions.match(/^\d+\. /gm)).toHaveLength(6);
    expect(a.provenance.summary).toMatchObject({
      provider: 'offline',
      offline: true,
      prompt_code: 'PROMPT_EXECUTIVE_SUMMARY',
      prompt_version: 3,
      cached: false,
    });
    expect(a.provenance.questions).toMatchObject({
      provider: 'offline',
      prompt_code: 'PROMPT_INTERVIEW_QUESTIONS',
      cached: false,
    });
    expect(a.provenance.summary.inputs_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(a).toMatchObject({
      candidate_id: params.candidateId,
      attempt: 0,
      decisions: [],
      language: 'en',
      stale: false,
    });
  });

  it('the stored analysis is what GET returns; asking again returns it without writing anew', async () => {
    const stored = (await read(params)).body.analysis!;
    expect(stored.summary).toContain('Recommendation:');
    const again = await generate(params);
    expect(again.events?.filter((e) => e.t === 'delta')).toEqual([]);
    expect(again.body.provenance).toEqual(stored.provenance);
  });

  it('a decision keeps the AI recommendation; a second decision is added beside the first, never over it', async () => {
    const ai = (await read(params)).body.analysis!.ai_recommendation;
    const first = await decide(params, {
      recommendation: 'consider',
      reason: 'Reasoning sample was weak for this role.',
    });
    expect(first.status).toBe(200);
    expect(first.body.ai_recommendation).toBe(ai);
    expect(first.body.decisions).toEqual([
      {
        recommendation: 'consider',
        reason: 'Reasoning sample was weak for this role.',
        by: owner.email,
        at: expect.any(String),
      },
    ]);
    const second = await decide(params, { recommendation: 'good_fit', reason: '  Second interview went very well.  ' });
    expect(second.body.decisions.map((d) => [d.recommendation, d.reason])).toEqual([
      ['consider', 'Reasoning sample was weak for this role.'],
      ['good_fit', 'Second interview went very well.'],
    ]);
    // The same decision sent again (a double click, a retry) is kept once.
    await decide(params, { recommendation: 'good_fit', reason: 'Second interview went very well.' });
    const stored = (await read(params)).body.analysis!;
    expect(stored.ai_recommendation).toBe(ai);
    expect(stored.decisions).toHaveLength(2);
  });

  it('a bad label or a missing reason is refused with the catalogue message, and nothing changes', async () => {
    const before = (await read(params)).body.analysis!;
    const label = await decide(params, { recommendation: 'hire', reason: 'Because.' });
    expect(label.status).toBe(400);
    expect(label.body.error.message).toBe('Choose strong fit, good fit, consider or no hire.');
    for (const reason of ['', '  a ', 'x'.repeat(1001)]) {
      const res = await decide(params, { recommendation: 'no_hire', reason });
      expect(res.status, JSON.stringify(reason)).toBe(400);
      expect(res.body.error.message).toBe('Give a reason of 3 to 1000 characters.');
    }
    expect((await read(params)).body.analysis).toEqual(before);
  });

  it('regenerating replaces the AI text and keeps every decision', async () => {
    const before = (await read(params)).body.analysis!;
    const res = await generate(params, { regenerate: true });
    expect(res.status).toBe(200);
    expect(textOf(res.events, 'summary')).toBe(res.body.summary);
    // A new generation is written afresh, not served from the answer cache.
    expect(res.body.provenance.summary.cached).toBe(false);
    expect(res.body.provenance.summary.generated_at >= before.provenance.summary.generated_at).toBe(true);
    expect(res.body.decisions).toEqual(before.decisions);
  });

  it('a stranger is told it does not exist, whatever the call', async () => {
    expect((await read(params, stranger)).status).toBe(404);
    expect((await generate(params, {}, stranger)).status).toBe(404);
    expect((await decide(params, { recommendation: 'no_hire', reason: 'Not mine to judge.' }, stranger)).status).toBe(
      404,
    );
    expect((await read(params)).body.analysis!.decisions).toHaveLength(2);
  });

  it('a reset respondent gets a fresh analysis once they complete again; the old one stays with the old attempt', async () => {
    expect((await invoke('resetCandidate', { claims: owner, params })).status).toBe(200);
    expect((await read(params)).body.analysis).toBeNull();
    const early = await generate(params);
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe(
      'The analysis can be written once the respondent has completed the assessment.',
    );
    await take(token, { values_and_traits: VALUES, logic_test: LOGIC });
    const fresh = await generate(params);
    expect(fresh.body).toMatchObject({ attempt: 1, decisions: [] });
    const { data: candidates } = await db().entities.candidate.query.byTemplate({ form_id: params.id }).go();
    const { data: kept } = await db()
      .entities.candidateAnalysis.query.byAttempt({ form_id: params.id, emailKey: candidates[0]!.emailKey })
      .go();
    expect(kept.map((k) => [k.attempt, k.decisions?.length])).toEqual([
      [0, 2],
      [1, 0],
    ]);
  });

  it('a decision writes one audit event (actor, workspace, respondent, address, browser; never the reason) that the audit log lists', async () => {
    const request = { sourceIp: '192.0.2.77', headers: { 'User-Agent': 'OverrideBrowser/2.0 (test)' } };
    const reason = 'Overridden after a reference check.';
    const res = await invoke('overrideCandidateAnalysis', {
      claims: owner,
      params,
      body: { recommendation: 'no_hire', reason },
      ...request,
    });
    expect(res.status).toBe(200);
    const log = await invoke<AuditLogPage>('listAuditLog', { claims: owner, query: { action: 'analysis_overridden' } });
    expect(log.status).toBe(200);
    const mine = log.body.items.filter((e) => e.ip === request.sourceIp);
    expect(mine).toEqual([
      expect.objectContaining({
        action: 'analysis_overridden',
        actor: owner.sub,
        actor_email: owner.email,
        target_type: 'respondent',
        target_id: params.candidateId,
        form_id: params.id,
        user_agent: 'OverrideBrowser/2.0 (test)',
        detail: 'no_hire',
      }),
    ]);
    // In the owner's personal workspace, and with no answer content or reason anywhere in the stored event.
    const stored = (
      await db()
        .entities.auditEntry.query.byTeam({ team_id: personalTeamId(owner.sub) })
        .go({ pages: 'all' })
    ).data.filter((e) => e.action === 'analysis_overridden' && e.ip === request.sourceIp);
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain('reference check');
  });
});

describe('when there is no analysis to write', () => {
  it('a respondent still taking the assessment is refused, and nothing streams', async () => {
    const id = await publishedAssessment('Analysis in progress', ['values_and_traits', 'logic_test']);
    const who = await invite(id, `ben.${randomUUID().slice(0, 6)}@example.com`);
    await take(who.token, { values_and_traits: VALUES }, false);
    const res = await generate({ id, candidateId: who.candidateId });
    expect(res.status).toBe(409);
    expect(res.events).toBeUndefined();
    expect(res.body.error.code).toBe('ANALYSIS_NOT_READY');
  });

  it("no culture section with a score: 'Assessment Analysis Unavailable: insufficient assessment data for culture fit, skill match and risk level.'", async () => {
    const id = await publishedAssessment('Analysis logic only', ['logic_test']);
    const who = await invite(id, `cara.${randomUUID().slice(0, 6)}@example.com`);
    await take(who.token, { logic_test: LOGIC });
    const res = await generate({ id, candidateId: who.candidateId });
    expect(res.status).toBe(422);
    expect(res.body.error.message).toBe(
      'Assessment Analysis Unavailable: insufficient assessment data for culture fit, skill match and risk level.',
    );
    expect((await read({ id, candidateId: who.candidateId })).body.analysis).toBeNull();
    const decision = await decide(
      { id, candidateId: who.candidateId },
      { recommendation: 'consider', reason: 'No analysis yet.' },
    );
    expect(decision.status).toBe(409);
    expect(decision.body.error.code).toBe('ANALYSIS_MISSING');
  });

  it('a held result (no credit paid for it) is refused like its scores', async () => {
    const id = await publishedAssessment('Analysis held', ['values_and_traits']);
    const who = await invite(id, `dan.${randomUUID().slice(0, 6)}@example.com`);
    await take(who.token, { values_and_traits: VALUES });
    const { data } = await db().entities.candidate.query.byTemplate({ form_id: id }).go();
    await db().entities.candidate.patch({ form_id: id, emailKey: data[0]!.emailKey }).set({ credit_held: true }).go();
    const res = await generate({ id, candidateId: who.candidateId });
    expect(res.status).toBe(402);
    expect(res.body.error.code).toBe('RESULT_HELD');
    expect((await read({ id, candidateId: who.candidateId })).body.error.code).toBe('RESULT_HELD');
  });
});

describe("the model's answer is checked before it is shown or stored", () => {
  /** A provider that answers from a script, one entry per attempt, streamed in pieces of 7 characters. */
  const scripted = (answers: string[]) => scriptedProvider(answers, 7);

  it('a summary without a valid Recommendation line is a failed attempt: what streamed is reset, the retry is used, its label is the AI recommendation', async () => {
    const id = await publishedAssessment('Analysis model', ['values_and_traits']);
    const who = await invite(id, `eve.${randomUUID().slice(0, 6)}@example.com`);
    await take(who.token, { values_and_traits: VALUES });
    const provider = scripted([
      '## Summary\nGood.\n\nRecommendation: hire at once',
      '## Summary\nGood.\n\nRecommendation: no hire',
      '## Interview questions\n1. One?\n2. Two?\n3. Three?',
    ]);
    const events: StreamEvent[] = [];
    const out = {
      delta: (text: string, part?: string) => void events.push({ t: 'delta', text, ...(part ? { part } : {}) }),
      reset: (part?: string) => void events.push({ t: 'reset', ...(part ? { part } : {}) }),
    };
    const user = await loadOrCreateUser(
      { kind: 'user', sub: owner.sub, email: owner.email, method: 'email' },
      new Date(),
    );
    const target = await loadAnalysisTarget(user, { id, candidateId: who.candidateId });
    const analysis = await generateAnalysis({
      target,
      regenerate: false,
      locale: 'th',
      out,
      now: new Date(),
      provider,
    });
    expect(events.filter((e) => e.t === 'reset')).toEqual([{ t: 'reset', part: 'summary' }]);
    expect(analysis.ai_recommendation).toBe('no_hire');
    expect(analysis.summary).not.toContain('hire at once');
    expect(analysis.language).toBe('th');
    expect(analysis.provenance.summary).toMatchObject({ provider: 'bedrock', model: 'test-model', offline: false });
    // The prompt sent was the stored one, filled with the computed indicators and the output language.
    expect(provider.calls[0]!.prompt).toContain(`cultural alignment ${analysis.indicators.cultural_alignment}%`);
    expect(provider.calls[0]!.prompt).toContain('skill match not measured');
    expect(provider.calls[0]!.system).toContain('Write in Thai only');
    expect(provider.calls[0]!.prompt).not.toContain('{{');
  });
});
