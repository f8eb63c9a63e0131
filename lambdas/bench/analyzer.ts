/**
 * Core values analyzer bench (`npm run bench`): the deployed workflow definition run by the local Step Functions
 * stand-in (aws-local-stepfunctions) with the real step handler on DynamoDB Local (in memory), for 8 values = 40 AI
 * calls, with a provider that answers after a fixed delay. Prints the wall time of a run against the ideal for this
 * definition; asserts nothing on time.
 *
 * The ideal: the wide Map (32 calls, 10 at a time) and the skills Map (8 calls, 5 at a time) run side by side, so a
 * run cannot be faster than max(ceil(32 / 10), ceil(8 / 5)) × delay. The issue's figure is ceil(40 / 10) × delay;
 * for 8 values both are 4 × delay.
 */
import { randomBytes } from 'node:crypto';
import { ANALYZER_CONCURRENCY, ANALYZER_SKILLS_CONCURRENCY } from '@shared/constants/ai';
import { analyzerItems } from '@shared/toolbox/analyzer';
import { startDynamoDbLocal } from '../../infra/local/dynamodb';
import { freePort } from '../../infra/local/ports';
import { LOCAL_TABLE_NAME, localHandlerEnv } from '../../infra/local/stack';
import type { AiProvider } from '../src/adapters/ai';

const VALUES = ['Integrity', 'Ownership', 'Customer obsession', 'Courage', 'Curiosity', 'Care', 'Simplicity', 'Speed'];
const DELAY_MS = Number(process.env.ANALYZER_BENCH_DELAY_MS ?? 200);
let delayMs = DELAY_MS;
const RUNS = 3;

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
const ddb = await startDynamoDbLocal({ port: await freePort(), inMemory: true });
try {
  await ddb.ensureTable(LOCAL_TABLE_NAME);
  Object.assign(
    process.env,
    localHandlerEnv({
      dynamodbEndpoint: ddb.endpoint,
      s3Endpoint: 'http://127.0.0.1:9',
      webUrl: 'http://localhost:5173',
      mailboxDir: '/tmp/bench-mailbox',
      forceDummyCredentials: true,
    }),
  );
  process.env.POWERTOOLS_LOG_LEVEL = 'ERROR';
  const { db } = await import('../src/db/service');
  const { seedPrompts } = await import('../src/common/ai/prompt-store');
  const { runAnalyzerStep } = await import('../src/toolbox/analyzer/run-step');
  const { ANALYZER_STATES, analyzerDefinition, LOCAL_ANALYZER_STEP_ARN } =
    await import('../src/toolbox/analyzer/definition');
  const { runStateMachine } = await import('../../infra/local/stepfunctions');
  await seedPrompts(new Date());

  let inFlight = 0;
  let mostInFlight = 0;
  let calls = 0;
  const provider: AiProvider = {
    name: 'bedrock',
    model: 'bench-fixed-delay',
    async generate(request) {
      calls++;
      inFlight++;
      mostInFlight = Math.max(mostInFlight, inFlight);
      await new Promise((r) => setTimeout(r, delayMs));
      inFlight--;
      return {
        text: `## Section\n\n${request.prompt.slice(0, 80)}`,
        provider: 'bedrock',
        model: 'bench-fixed-delay',
        offline: false,
      };
    },
    // eslint-disable-next-line require-yield
    async *stream() {
      throw new Error('the analyzer does not stream');
    },
  };

  /** A stored run with its pending sections, as the start route leaves it. */
  async function storedRun(): Promise<string> {
    const runId = randomBytes(32).toString('base64url');
    const at = new Date().toISOString();
    await db()
      .entities.analyzerRun.create({
        runId,
        values: VALUES,
        language: 'en',
        company: 'Bench Co',
        status: 'running',
        created_at: at,
        updated_at: at,
      })
      .go();
    const { items, skills } = analyzerItems(VALUES.length);
    await db()
      .entities.analyzerSection.put(
        [...items, ...skills].map((i) => ({ runId, ...i, status: 'pending' as const, created_at: at, updated_at: at })),
      )
      .go();
    return runId;
  }

  const step = (event: unknown) => runAnalyzerStep(event, { provider });
  const tasks = { [ANALYZER_STATES.section]: step, [ANALYZER_STATES.skills]: step, [ANALYZER_STATES.finish]: step };
  async function oneRun(): Promise<{ total: number; execution: number }> {
    const runId = await storedRun();
    const { items, skills } = analyzerItems(VALUES.length);
    calls = 0;
    mostInFlight = 0;
    const t0 = performance.now();
    const execution = await runStateMachine(
      analyzerDefinition(LOCAL_ANALYZER_STEP_ARN),
      { runId, items, skills } as never,
      { tasks: tasks as never },
    );
    const t1 = performance.now();
    await execution.result;
    const t2 = performance.now();
    const { data } = await db().entities.analyzerRun.get({ runId }).go();
    if (data?.status !== 'finished' || calls !== items.length + skills.length)
      throw new Error(`run ended ${data?.status} after ${calls} calls`);
    return { total: t2 - t0, execution: t2 - t1 };
  }

  const total = VALUES.length * 5;
  const wide = total - VALUES.length;
  const ideal =
    Math.max(Math.ceil(wide / ANALYZER_CONCURRENCY), Math.ceil(VALUES.length / ANALYZER_SKILLS_CONCURRENCY)) * DELAY_MS;
  const issueFigure = Math.ceil(total / ANALYZER_CONCURRENCY) * DELAY_MS;
  await oneRun(); // warm-up: module loading, the prompt memo, DynamoDB Local's first requests
  const runs: { total: number; execution: number }[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await oneRun());
  runs.sort((a, b) => a.total - b.total);
  const median = runs[Math.floor(runs.length / 2)]!;
  console.log(
    `Core values analyzer: ${VALUES.length} values = ${total} AI calls at ${DELAY_MS} ms each (local Step Functions, real step handler, DynamoDB Local in memory)`,
  );
  console.log(
    `  ideal for this definition: max(ceil(${wide}/${ANALYZER_CONCURRENCY}), ceil(${VALUES.length}/${ANALYZER_SKILLS_CONCURRENCY})) × ${DELAY_MS} ms = ${ideal} ms (the issue's ceil(${total}/${ANALYZER_CONCURRENCY}) × ${DELAY_MS} ms = ${issueFigure} ms)`,
  );
  console.log(
    `  wall time: median ${median.total.toFixed(0)} ms${ideal > 0 ? ` (${(median.total / ideal).toFixed(2)} × ideal)` : ''}, best ${runs[0]!.total.toFixed(0)} ms, worst ${runs[runs.length - 1]!.total.toFixed(0)} ms over ${RUNS} runs`,
  );
  console.log(
    `  of which the execution itself (after loading and validating the definition): median ${median.execution.toFixed(0)} ms; at most ${mostInFlight} calls in flight`,
  );
  // What the run costs besides the model: the same run with a provider that answers at once (DynamoDB Local on this machine, the local runner).
  delayMs = 0;
  const bare = await oneRun();
  console.log(
    `  the same run with a provider that answers at once: ${bare.total.toFixed(0)} ms (execution ${bare.execution.toFixed(0)} ms): the step's table reads and writes and the local runner`,
  );
} finally {
  await ddb.stop();
}
