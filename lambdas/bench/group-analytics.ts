/**
 * Group analytics bench (`npm run bench`): an assessment with 10,000 completed respondents on DynamoDB Local
 * (in memory), read through the real getGroupAnalytics handler, which answers from the aggregate kept at
 * completion; beside it, for comparison, the cost of reading every respondent (500 per query) and computing the
 * same figures. Prints figures; asserts nothing on time.
 */
import { randomUUID } from 'node:crypto';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { statsDelta, type Counters } from '@shared/results/group-aggregate';
import { groupAnalytics } from '@shared/results/group-analytics';
import { startDynamoDbLocal } from '../../infra/local/dynamodb';
import { freePort } from '../../infra/local/ports';
import { LOCAL_TABLE_NAME, localHandlerEnv } from '../../infra/local/stack';

const RESPONDENTS = 10_000;
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
  const { db } = await import('../src/db/service');
  const { tableName } = await import('../src/db/client');
  const { documentClient } = await import('../../test/support/document-client');
  const { statsUpdateItem } = await import('../src/db/group-stats');
  const { invoke } = await import('../../test/support/invoke');

  const owner = { sub: randomUUID(), email: 'bench@example.com' };
  const created = await invoke<{ id: string }>('createTemplate', {
    claims: owner,
    body: { form_name: 'Bench', sections: ['values_and_traits', 'oaic_archetypes', 'big5'] },
  });
  const formId = created.body.id;
  const { data: template } = await db().entities.template.get({ id: formId }).go();
  const teamId = template!.team_id;

  let seed = 7;
  const rand = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const score = () => Math.round(rand() * 10000) / 100;
  const counters: Counters = {};
  const at = new Date().toISOString();
  const t0 = performance.now();
  for (let start = 0; start < RESPONDENTS; start += 25) {
    const items = [];
    for (let i = start; i < Math.min(RESPONDENTS, start + 25); i++) {
      const vt = score();
      const oa = score();
      const summaries = {
        values_and_traits: { overall: vt },
        oaic_archetypes: { overall: oa, candidate_avg: { collaborate: 25, create: 25, compete: 25, control: 25 } },
        big5: { openness: { band: rand() < 0.3 ? 'low' : rand() < 0.6 ? 'average' : 'high' } },
        overall: Math.round(((vt + oa) / 2) * 100) / 100,
      };
      for (const [k, v] of Object.entries(statsDelta(null, summaries))) counters[k] = (counters[k] ?? 0) + v;
      const params = db()
        .entities.candidate.put({
          form_id: formId,
          emailKey: `r${i}@bench,com`,
          id: `${formId}-r${i}`,
          accessToken: randomUUID().replace(/-/g, ''),
          email: `r${i}@bench.com`,
          creator: owner.email,
          team_id: teamId,
          status: 'COMPLETED',
          summaries,
          score: summaries.overall,
          created_at: at,
          updated_at: at,
        })
        .params() as { Item: Record<string, unknown> };
      items.push({ PutRequest: { Item: params.Item } });
    }
    await documentClient().send(new BatchWriteCommand({ RequestItems: { [tableName()]: items } }));
  }
  const update = statsUpdateItem(formId, counters)!;
  const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
  await documentClient().send(new UpdateCommand(update.Update as ConstructorParameters<typeof UpdateCommand>[0]));
  await db()
    .entities.template.patch({ id: formId })
    .set({ candidate_total: RESPONDENTS, completed_total: RESPONDENTS })
    .go();
  console.log(
    `Group analytics of one assessment with ${RESPONDENTS.toLocaleString('en-US')} completed respondents (DynamoDB Local, in memory; seeded in ${Math.round(performance.now() - t0)} ms)`,
  );

  const time = async (label: string, run: () => Promise<unknown>, times: number) => {
    await run();
    const runs: number[] = [];
    for (let i = 0; i < times; i++) {
      const s = performance.now();
      await run();
      runs.push(performance.now() - s);
    }
    runs.sort((a, b) => a - b);
    console.log(
      `  ${label}: median ${runs[Math.floor(runs.length / 2)]!.toFixed(1)} ms, best ${runs[0]!.toFixed(1)} ms, worst ${runs[runs.length - 1]!.toFixed(1)} ms over ${times} runs`,
    );
  };
  await time(
    'getGroupAnalytics handler (3 reads: user, assessment, aggregate)',
    async () => {
      const res = await invoke<{ overall: { count: number } }>('getGroupAnalytics', {
        claims: owner,
        params: { id: formId },
      });
      if (res.body.overall.count !== RESPONDENTS) throw new Error(`aggregate counts ${res.body.overall.count}`);
    },
    20,
  );
  await time(
    'for comparison, reading every respondent (500 per query) and computing',
    async () => {
      const { data } = await db()
        .entities.candidate.query.byTemplate({ form_id: formId })
        .go({ pages: 'all', limit: 500 });
      groupAnalytics(data.map((c) => ({ status: c.status, summaries: c.summaries as never })));
    },
    3,
  );
} finally {
  await ddb.stop();
}
