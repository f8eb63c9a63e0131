import { randomBytes, randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { BedrockRuntimeClient, ConverseCommand, ConverseStreamCommand } from '@aws-sdk/client-bedrock-runtime';
import { errorMessage } from '@shared/errors';
import { localExecution } from '../../lambdas/src/toolbox/analyzer/local-workflows';
import { logger } from '../../lambdas/src/common/logger';
import { invoke } from '../support/invoke';

/**
 * A provider's own error text stays on the server (docs/abuse.md "AI"): Bedrock's refusals name the function's role
 * ARN and the account id. What a user reads, in an answer or in a stored record an API returns, is the catalogue's
 * 'AI service execution failed'; the provider's text goes to the log for the operator.
 */

const DENIED =
  'AccessDeniedException: User: arn:aws:sts::123456789012:assumed-role/culturefit-prod-toolbox-fn/culturefit-prod-toolbox is not authorized to perform: bedrock:InvokeModel on resource: arn:aws:bedrock:us-east-1::foundation-model/anthropic.claude';
const bedrock = mockClient(BedrockRuntimeClient);
const account = (name: string) => ({ sub: randomUUID(), email: `${name}-${randomUUID().slice(0, 8)}@example.com` });
const leaks = (text: string) => /arn:|123456789012|assumed-role|AccessDenied/.test(text);

beforeEach(() => {
  bedrock.reset();
  bedrock.on(ConverseCommand).rejects(Object.assign(new Error(DENIED), { name: 'AccessDeniedException' }));
  bedrock.on(ConverseStreamCommand).rejects(Object.assign(new Error(DENIED), { name: 'AccessDeniedException' }));
  // The deployed default: Bedrock, not the offline stand-in of the local stack.
  vi.stubEnv('AI_PROVIDER', 'bedrock');
  vi.stubEnv('BEDROCK_MODEL_ID', 'anthropic.claude-test');
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe("a provider's error text never reaches a user", () => {
  it('a toolbox generation that Bedrock refuses answers with the catalogue message; the stored run and its read show no ARN; the log has the reason', async () => {
    const logged: string[] = [];
    for (const level of ['warn', 'error'] as const)
      vi.spyOn(logger, level).mockImplementation((...args: unknown[]) => void logged.push(JSON.stringify(args)));
    const jo = account('jo');
    const runId = randomUUID();
    const res = await invoke<{ error: { code: string; message: string } }>('generateToolboxText', {
      claims: jo,
      body: {
        runId,
        generator: 'job_post',
        language: 'en',
        inputs: {
          title: 'Support lead',
          company: 'Acme',
          employmentType: 'full_time',
          location: 'Bangkok',
          coreValues: 'Care',
        },
      },
    });
    expect(res.body.error.code).toBe('AI_SERVICE_FAILED');
    expect(res.body.error.message).toBe(await errorMessage('AI_SERVICE_FAILED', 'en'));
    expect(leaks(res.raw.body), res.raw.body).toBe(false);
    const read = await invoke('getToolboxRun', { claims: jo, params: { runId } });
    expect(leaks(JSON.stringify(read.body))).toBe(false);
    const again = await invoke('generateToolboxText', {
      claims: jo,
      body: {
        runId,
        generator: 'job_post',
        language: 'en',
        inputs: {
          title: 'Support lead',
          company: 'Acme',
          employmentType: 'full_time',
          location: 'Bangkok',
          coreValues: 'Care',
        },
      },
    });
    expect(leaks(again.raw.body)).toBe(false);
    expect(logged.some((line) => line.includes('AccessDeniedException'))).toBe(true);
  });

  it('an analyzer run whose sections Bedrock refuses shows failed sections with the catalogue code only', async () => {
    const id = randomBytes(32).toString('base64url');
    const start = await invoke('startAnalyzerRun', {
      body: { runId: id, values: ['Care'], language: 'en' },
      sourceIp: `10.${randomBytes(3).join('.')}`,
    });
    expect(start.status).toBe(202);
    await localExecution(id);
    const read = await invoke<{ sections: { status: string }[] }>('getAnalyzerRun', { params: { runId: id } });
    expect(read.body.sections.some((s) => s.status === 'failed')).toBe(true);
    expect(leaks(read.raw.body), read.raw.body).toBe(false);
  });
});
