import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BUSINESS_METRICS, METRICS_SERVICE } from '@shared/constants/metrics';
import { countLine, metricLines } from '../support/metric-lines';
import { invoke, ok } from '../support/invoke';

/**
 * A respondent who finishes writes the completion metric (docs/deploy.md "Alarms and dashboard"): one line in
 * CloudWatch's embedded metric format in the function's log, which CloudWatch turns into a RespondentCompleted data
 * point, and the credit it paid as CreditsSpent. Locally the line goes to stdout, as on Lambda.
 */

const SECTION = 'values_and_traits';
const COMPANY = {
  defining_your_values: { value_integrity: 5, value_teamwork: 4, value_innovation: 2 },
  identifying_key_traits: { trait_curious: 5, trait_dependable: 3 },
};
const ANSWERS = {
  defining_your_values: { value_integrity: 4, value_teamwork: 4, value_innovation: 5 },
  identifying_key_traits: { trait_curious: 5, trait_dependable: 1 },
};

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'metrics-'));
  vi.stubEnv('MAIL_TRANSPORT', 'mailbox');
  vi.stubEnv('MAILBOX_DIR', path.join(dir, 'mailbox'));
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await rm(dir, { recursive: true, force: true });
});

const carrying = (lines: Record<string, unknown>[], metric: string) => lines.filter((line) => metric in line);

describe('business metrics', () => {
  it('a respondent finishing writes one RespondentCompleted line and the credit it paid as CreditsSpent', async () => {
    const owner = { sub: randomUUID(), email: `owner-${randomUUID().slice(0, 8)}@example.com` };
    const draft = await ok(
      'createTemplate',
      invoke<{ id: string }>('createTemplate', {
        claims: owner,
        body: { form_name: 'Metrics', sections: [SECTION], type_of_org: 'technology' },
      }),
    );
    await ok(
      'saveTemplateSection',
      invoke('saveTemplateSection', {
        claims: owner,
        params: { id: draft.id, section: SECTION },
        body: { company_answers: COMPANY },
      }),
    );
    const { publicCode } = await ok(
      'publish',
      invoke<{ publicCode: string }>('publishTemplate', { claims: owner, params: { id: draft.id } }),
    );
    const { token } = await ok(
      'register',
      invoke<{ token: string }>('registerRespondent', {
        params: { code: publicCode },
        body: {
          firstname: 'Mia',
          lastname: 'Metric',
          email: `resp-${randomUUID().slice(0, 8)}@example.com`,
          registration_id: randomUUID(),
        },
      }),
    );
    await ok('open', invoke('getRespondentTest', { params: { token } }));
    await ok('start', invoke('startSection', { params: { token, section: SECTION } }));
    const beforeFinish = await metricLines(async () => {
      await ok(
        'complete',
        invoke('completeSection', { params: { token, section: SECTION }, body: { answers: ANSWERS } }),
      );
    });
    expect(carrying(beforeFinish, BUSINESS_METRICS.completions)).toEqual([]);

    const lines = await metricLines(async () => {
      await ok('finish', invoke('finishTest', { params: { token } }));
    });
    const completions = carrying(lines, BUSINESS_METRICS.completions);
    const credits = carrying(lines, BUSINESS_METRICS.creditsSpent);
    expect(completions).toHaveLength(1);
    expect(completions[0]).toMatchObject(countLine(BUSINESS_METRICS.completions));
    // A new account's free credits pay for the completion.
    expect(credits).toHaveLength(1);
    expect(credits[0]).toMatchObject({ [BUSINESS_METRICS.creditsSpent]: 1, service: METRICS_SERVICE });
  });
});
