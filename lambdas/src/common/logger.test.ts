import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Context } from 'aws-lambda';
import { Logger as PowertoolsLogger } from '@aws-lambda-powertools/logger';
import { Logger } from './logger';

/**
 * The functions' log lines are what an operator queries (docs/deploy.md "Alarms and dashboard"): the logger that
 * replaced Powertools' must write the same lines, field for field, on the same stream, at the same levels.
 */
function captured(run: () => void): { stream: 'stdout' | 'stderr'; line: Record<string, unknown> }[] {
  const lines: { stream: 'stdout' | 'stderr'; line: Record<string, unknown> }[] = [];
  for (const stream of ['stdout', 'stderr'] as const)
    vi.spyOn(process[stream], 'write').mockImplementation(((chunk: string) => {
      const { timestamp, ...line } = JSON.parse(chunk) as Record<string, unknown>;
      expect(timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      lines.push({ stream, line });
      return true;
    }) as typeof process.stdout.write);
  try {
    run();
  } finally {
    vi.restoreAllMocks();
  }
  return lines;
}

const context = {
  awsRequestId: 'request-1',
  functionName: 'culturefit-api-accounts',
  invokedFunctionArn: 'arn:aws:lambda:us-east-1:123456789012:function:culturefit-api-accounts',
  memoryLimitInMB: '1024',
  functionVersion: '$LATEST',
} as Context;

/** What both loggers offer (method signatures, so Powertools' wider ones fit). */
interface Both {
  debug(message: string, fields: Record<string, unknown>): void;
  info(message: string, fields: Record<string, unknown>): void;
  warn(message: string, fields: Record<string, unknown>): void;
  error(message: string, fields: Record<string, unknown>): void;
  addContext(context: Context): void;
}

const failure = new Error('stored item unreadable', { cause: new TypeError('bad') });

function session(logger: Both): void {
  logger.info('before any request', { route: 'getMe' });
  logger.addContext(context);
  logger.info('request', { route: 'getMe', status: 200, ms: 12 });
  logger.error('unexpected error', { error: failure, count: 10n });
  const loop: Record<string, unknown> = { id: 'x' };
  loop.self = loop;
  logger.warn('budget reached', { budget: { kind: 'ai', used: 3 }, loop });
  logger.debug('details', { n: 1 });
  // An error's fields spread into the entry: its `message` may not replace the line's.
  logger.warn('AI generation failed', { provider: 'offline', name: failure.name, message: failure.message });
  logger.info('sweep', { closed: 0, note: '', owner: null, missing: undefined, at: new Date(0), list: [1, null, ''] });
  logger.addContext({ ...context, awsRequestId: 'request-2' });
  logger.info('request', { route: 'getMe', status: 404, ms: 3 });
}

describe('function log lines', () => {
  afterEach(() => vi.unstubAllEnvs());

  it.each([
    ['the default level (INFO)', {}],
    ['an on-demand start (the cold start marked)', { AWS_LAMBDA_INITIALIZATION_TYPE: 'on-demand' }],
    ['a provisioned start', { AWS_LAMBDA_INITIALIZATION_TYPE: 'provisioned-concurrency' }],
    ['POWERTOOLS_LOG_LEVEL=DEBUG', { POWERTOOLS_LOG_LEVEL: 'DEBUG' }],
    ['POWERTOOLS_LOG_LEVEL=ERROR', { POWERTOOLS_LOG_LEVEL: 'ERROR' }],
    [
      "Lambda's log level control over POWERTOOLS_LOG_LEVEL",
      { AWS_LAMBDA_LOG_LEVEL: 'WARN', POWERTOOLS_LOG_LEVEL: 'DEBUG' },
    ],
    ['a trace id in the environment', { _X_AMZN_TRACE_ID: 'Root=1-5759e988-bd862e3fe1be46a994272793;Sampled=0' }],
  ])('are the lines Powertools wrote: %s', (_name, env: Record<string, string>) => {
    for (const key of [
      'AWS_LAMBDA_LOG_LEVEL',
      'POWERTOOLS_LOG_LEVEL',
      'LOG_LEVEL',
      '_X_AMZN_TRACE_ID',
      'POWERTOOLS_DEV',
    ])
      vi.stubEnv(key, env[key] ?? '');
    const expected = captured(() => session(new PowertoolsLogger({ serviceName: 'culturefit' })));
    const actual = captured(() => session(new Logger('culturefit')));
    expect(expected.length).toBeGreaterThan(0);
    expect(actual).toEqual(expected);
  });

  it('marks only the first request of an on-demand process as the cold start, with its request id', () => {
    const lines = captured(() => session(new Logger('culturefit', { AWS_LAMBDA_INITIALIZATION_TYPE: 'on-demand' })));
    expect(lines.map(({ line }) => [line.message, line.cold_start, line.function_request_id])).toEqual([
      ['before any request', undefined, undefined],
      ['request', true, 'request-1'],
      ['unexpected error', true, 'request-1'],
      ['budget reached', true, 'request-1'],
      ['The key "message" is a reserved key and will be dropped.', true, 'request-1'],
      ['AI generation failed', true, 'request-1'],
      ['sweep', true, 'request-1'],
      ['request', false, 'request-2'],
    ]);
  });
});
