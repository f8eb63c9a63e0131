/**
 * What the cold-start bench (scripts/bench/cold-start.ts) and its profiler (scripts/bench/cold-start-profile.ts) send
 * each function: the representative first request of every API function, and the probe a fresh process runs.
 */
import { join } from 'node:path';
import { ROUTES, type RouteDef, type RouteId } from '../../shared/src/routes';
import { GENERATORS } from '../../shared/src/toolbox/generators';
import { localHandlerEnv } from '../../infra/local/stack';

/** How the probe calls the entry: an API Gateway event, a streaming route (with a sink), a plain event, or none. */
export type Call =
  | { kind: 'http' | 'stream'; event: Record<string, unknown> }
  | { kind: 'event'; event: Record<string, unknown> }
  | { kind: 'import' };

const claims = { sub: 'bench-user', email: 'bench@example.com', email_verified: 'true', 'cognito:username': 'bench' };

export function apiCall(
  id: RouteId,
  pathParameters: Record<string, string> = {},
  body?: unknown,
  query: Record<string, string> | null = null,
): Call & { route: string } {
  const def: RouteDef = ROUTES[id];
  const path = Object.entries(pathParameters).reduce((p, [k, v]) => p.replace(`{${k}}`, v), def.path as string);
  return {
    kind: def.stream ? 'stream' : 'http',
    route: id,
    event: {
      httpMethod: def.method,
      resource: def.path,
      path,
      pathParameters,
      queryStringParameters: query,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? null : JSON.stringify(body),
      isBase64Encoded: false,
      requestContext: {
        requestId: 'bench',
        identity: { sourceIp: '127.0.0.1' },
        ...(def.auth === 'user' ? { authorizer: { claims } } : {}),
      },
    },
  };
}

/** The representative first request of each API function (one route it serves, reaching the table where it can). */
export const FIRST_REQUEST: Record<string, Call & { route: string }> = {
  accounts: apiCall('getMe'),
  teams: apiCall('listMyTeams'),
  assessments: apiCall('listTemplates'),
  'assessments:stream': apiCall('runOnboarding', {}, {}),
  sections: apiCall('getSectionContent', { section: 'values_and_traits' }),
  respondents: apiCall('getRespondentTest', { token: 'benchTokenThatOpensNothing00000000000' }),
  results: apiCall('listRespondents'),
  'results:stream': apiCall('generateCandidateAnalysis', {
    id: '00000000-0000-4000-8000-000000000000',
    candidateId: '00000000-0000-4000-8000-000000000001',
  }),
  credits: apiCall('getQuotaLine'),
  toolbox: apiCall('listToolboxRuns', {}, undefined, { generator: 'job_role' }),
  'toolbox:stream': apiCall(
    'generateToolboxText',
    {},
    {
      runId: '00000000-0000-4000-8000-000000000002',
      generator: 'job_role',
      language: 'en',
      inputs: Object.fromEntries(GENERATORS.job_role.fields.map((f) => [f.name, f.options?.[0]?.id ?? 'Bench'])),
    },
  ),
  support: apiCall('createSupportUpload', {}, { fileName: 'bench.png', mime: 'image/png', size: 100 }),
};

/** Runs in the fresh process: imports the entry, answers the first request, prints time, status (and loaded files). */
/**
 * A probe's first request, as module source: given the imported entry `m`, `call` and `context`, it sets `status`
 * to the answer's status code (or the stream's, or 'ok'). Both probes, the bench's and the profiler's, run it.
 */
export const ANSWER_FIRST_REQUEST = `let status = '';
if (call.kind === 'http' || call.kind === 'event') {
  const res = await m.handler(call.event, context).catch(() => ({ statusCode: 'threw' }));
  status = String(res?.statusCode ?? 'ok');
} else if (call.kind === 'stream') {
  await m.streamHandler(call.event, { start: (s) => { status = String(s); }, write: () => {}, end: () => {} }, context);
}
`;

export const PROBE = `
const [file, callJson] = process.argv.slice(2);
const call = JSON.parse(callJson);
const context = { awsRequestId: 'bench', functionName: 'bench', getRemainingTimeInMillis: () => 30000 };
const c0 = process.cpuUsage();
const t0 = performance.now();
const m = await import(file);
${ANSWER_FIRST_REQUEST}const ms = performance.now() - t0;
const cpu = process.cpuUsage(c0);
process.stdout.write('\\n' + JSON.stringify({ ms, cpuMs: (cpu.user + cpu.system) / 1000, status }));
`;

/**
 * The environment a probe runs the functions in: the local stack's, against this DynamoDB Local, with S3 unreachable
 * (no first request uploads), quiet logs, and no pause in AI retries or the offline stream.
 */
export function probeEnv(dynamodbEndpoint: string, work: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    ...localHandlerEnv({
      dynamodbEndpoint,
      s3Endpoint: 'http://127.0.0.1:9',
      webUrl: 'http://localhost:5173',
      mailboxDir: join(work, 'mailbox'),
      forceDummyCredentials: true,
    }),
    POWERTOOLS_LOG_LEVEL: 'ERROR',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    AI_RETRY_PAUSE_MS: '0',
    OFFLINE_STREAM_DELAY_MS: '0',
  };
}
