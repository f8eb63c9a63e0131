import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isTemporaryEmail } from '@shared/respondents/invitation';
import { BUSINESS_METRICS } from '@shared/constants/metrics';
import { invoke, ok } from '../support/invoke';
import { metricLines } from '../support/metric-lines';
import { SAMPLE_RESPONDENTS } from '../../lambdas/src/results/sample-assessment';

/**
 * The sample assessment (spec part 1 §3 hasSampleData, is_sample_data) through the real accounts, assessments,
 * results and credits Lambdas against DynamoDB Local: finishing sign-up seeds it once, its respondents are complete,
 * and nothing about it is billed, metered or mailed.
 */

const account = () => ({ sub: randomUUID(), email: `sample-${randomUUID().slice(0, 8)}@example.com` });
type Claims = ReturnType<typeof account>;

interface Summary {
  id: string;
  form_name: string;
  status: string;
  candidate_total: number;
  progress: number;
  is_sample_data?: boolean;
}
interface Row {
  id: string;
  email: string;
  displayName: string;
  status: string;
  score: number | null;
  temporary_email: boolean;
  is_sample_data?: boolean;
}

async function signUp(who: Claims) {
  await ok(
    'saveSignupInfo',
    invoke('saveSignupInfo', {
      claims: who,
      body: { firstName: 'Sam', lastName: 'Ple', companyName: 'Acme', acceptTerrms: true },
    }),
  );
  return ok('saveSignupBranding', invoke('saveSignupBranding', { claims: who, body: { color: '#0055AA' } }));
}

const templates = async (who: Claims) =>
  (await ok('listTemplates', invoke<{ items: Summary[] }>('listTemplates', { claims: who }))).items;

describe('the sample assessment', () => {
  it('finishing sign-up twice seeds exactly one, published and labelled, with complete sample respondents', async () => {
    const who = account();
    expect(await templates(who)).toEqual([]);
    await signUp(who);
    // A retried last step (the branding saved again) seeds nothing more.
    await ok('saveSignupBranding', invoke('saveSignupBranding', { claims: who, body: { color: '#0055AA' } }));
    const items = await templates(who);
    expect(items).toHaveLength(1);
    const [sample] = items;
    expect(sample).toMatchObject({
      status: 'published',
      is_sample_data: true,
      candidate_total: SAMPLE_RESPONDENTS,
      progress: 100,
    });
    const rows = (
      await ok(
        'listCandidates',
        invoke<{ items: Row[] }>('listCandidates', { claims: who, params: { id: sample!.id } }),
      )
    ).items;
    expect(rows).toHaveLength(SAMPLE_RESPONDENTS);
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'COMPLETED', is_sample_data: true, temporary_email: true });
      expect(row.displayName).toMatch(/^Sample candidate \d$/);
      expect(isTemporaryEmail(row.email)).toBe(true);
      expect(row.score).toEqual(expect.any(Number));
    }
    // The results differ between the sample respondents.
    expect(new Set(rows.map((r) => r.score)).size).toBeGreaterThan(1);
    const result = await invoke<{ summaries: Record<string, unknown>; status: string }>('getCandidateResult', {
      claims: who,
      params: { id: sample!.id, candidateId: rows[0]!.id },
    });
    expect(result.status).toBe(200);
    expect(Object.keys(result.body.summaries)).toEqual(expect.arrayContaining(['values_and_traits', 'big5']));
    const analytics = await ok(
      'getGroupAnalytics',
      invoke<{ completed: number }>('getGroupAnalytics', { claims: who, params: { id: sample!.id } }),
    );
    expect(analytics.completed).toBe(SAMPLE_RESPONDENTS);
  });

  it('spends no credit, counts no business metric and sends no results e-mail', async () => {
    const who = account();
    await ok(
      'saveSignupInfo',
      invoke('saveSignupInfo', {
        claims: who,
        body: { firstName: 'A', lastName: 'B', companyName: 'C', acceptTerrms: true },
      }),
    );
    const before = await ok('getBilling', invoke<{ used: number; remaining: number }>('getBilling', { claims: who }));
    const lines = await metricLines(() =>
      ok('saveSignupBranding', invoke('saveSignupBranding', { claims: who, body: { color: '#0055AA' } })),
    );
    const counted = lines.filter((l) =>
      [BUSINESS_METRICS.completions, BUSINESS_METRICS.creditsSpent].some((m) => m in l),
    );
    expect(counted).toEqual([]);
    const after = await ok('getBilling', invoke<{ used: number; remaining: number }>('getBilling', { claims: who }));
    expect(after).toMatchObject({ used: before.used, remaining: before.remaining });
    const [sample] = await templates(who);
    const rows = (
      await ok(
        'listCandidates',
        invoke<{ items: Row[] }>('listCandidates', { claims: who, params: { id: sample!.id } }),
      )
    ).items;
    const send = await invoke<{ error: { code: string } }>('sendCandidateResults', {
      claims: who,
      params: { id: sample!.id, candidateId: rows[0]!.id },
    });
    expect(send.status).toBe(409);
    expect(send.body.error.code).toBe('NO_EMAIL_FOR_RESULTS');
  });

  it('the user can delete it', async () => {
    const who = account();
    await signUp(who);
    const [sample] = await templates(who);
    await ok('deleteTemplate', invoke('deleteTemplate', { claims: who, params: { id: sample!.id } }));
    expect(await templates(who)).toEqual([]);
  });
});
