import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  DynamoDBClient,
  ListTablesCommand,
  ResourceNotFoundException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  waitUntilTableExists,
} from '@aws-sdk/client-dynamodb';
import { createTableInput, timeToLiveInput } from '../lib/table-schema';
import { LocalSetupError } from './errors';
import { assertPortFree } from './ports';
import { watchParent } from './watchdog';

export const JAVA_HINT = 'Java 17+ is needed for DynamoDB Local: apt-get install -y openjdk-17-jre-headless';

/** Credentials DynamoDB Local accepts; it only uses the access key to pick a database file unless -sharedDb. */
export const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' } as const;

export interface DynamoDbLocalOptions {
  port: number;
  /** Where the database file lives (-sharedDb: one file whatever the credentials/region). Ignored when inMemory. */
  dataDir?: string;
  /** Nothing written to disk (tests). */
  inMemory?: boolean;
  region?: string;
  /** Start timeout, default 30 s. */
  timeoutMs?: number;
}

export interface DynamoDbLocal {
  endpoint: string;
  port: number;
  /** A client pointed at it, with dummy credentials. */
  client: DynamoDBClient;
  /** Creates the app table from the shared schema if absent and turns TTL on. Idempotent. */
  ensureTable(tableName: string): Promise<void>;
  stop(): Promise<void>;
}

function jarDir(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('amplify-dynamodb-simulator/package.json')), 'emulator');
}

/** `openjdk version "17.0.15"` / `java version "1.8.0_392"` -> 17 / 8. */
export function parseJavaMajor(versionOutput: string): number | undefined {
  const m = /version "(\d+)(?:\.(\d+))?/.exec(versionOutput);
  if (!m) return undefined;
  const first = Number(m[1]);
  return first === 1 && m[2] ? Number(m[2]) : first;
}

/** Fails with one line when Java is missing or older than 17. */
export function checkJava(): Promise<number> {
  return new Promise((resolve, reject) => {
    execFile('java', ['-version'], { timeout: 15_000 }, (error, stdout, stderr) => {
      const major = parseJavaMajor(`${stderr}\n${stdout}`);
      if (error || major === undefined) return reject(new LocalSetupError(JAVA_HINT));
      if (major < 17) return reject(new LocalSetupError(`${JAVA_HINT} (found Java ${major})`));
      resolve(major);
    });
  });
}

function exitPromise(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
  });
}

export async function startDynamoDbLocal(options: DynamoDbLocalOptions): Promise<DynamoDbLocal> {
  const { port, inMemory = false, region = 'us-east-1', timeoutMs = 30_000 } = options;
  await assertPortFree({ port, service: 'DynamoDB Local', envVar: 'LOCAL_DDB_PORT' });
  await checkJava();

  const dir = jarDir();
  const args = [
    '-XX:TieredStopAtLevel=1',
    '-XX:+UseSerialGC',
    `-Djava.library.path=${join(dir, 'DynamoDBLocal_lib')}`,
    '-jar',
    join(dir, 'DynamoDBLocal.jar'),
    '-port',
    String(port),
  ];
  if (inMemory) {
    args.push('-inMemory');
  } else {
    if (!options.dataDir) throw new Error('startDynamoDbLocal: dataDir is required unless inMemory');
    mkdirSync(options.dataDir, { recursive: true });
    args.push('-sharedDb', '-dbPath', options.dataDir);
  }

  const child = spawn('java', args, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const collect = (chunk: Buffer) => {
    if (output.length < 8_000) output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = exitPromise(child);
  // The jar must not outlive us, even if we are killed with SIGKILL.
  const unwatch = watchParent(child);
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const endpoint = `http://127.0.0.1:${port}`;
  const client = new DynamoDBClient({ endpoint, region, credentials: LOCAL_CREDENTIALS, maxAttempts: 1 });

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    process.removeListener('exit', killOnExit);
    client.destroy();
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
    unwatch();
  };

  try {
    await waitUntilAnswering(client, exited, timeoutMs, () => output);
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    endpoint,
    port,
    client,
    ensureTable: (tableName) => ensureTable(client, tableName),
    stop,
  };
}

async function waitUntilAnswering(
  client: DynamoDBClient,
  exited: Promise<void>,
  timeoutMs: number,
  output: () => string,
) {
  let dead = false;
  void exited.then(() => (dead = true));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (dead) throw new Error(`DynamoDB Local exited while starting:\n${output().trim()}`);
    try {
      await client.send(new ListTablesCommand({ Limit: 1 }));
      return;
    } catch {
      if (Date.now() > deadline)
        throw new Error(`DynamoDB Local did not answer within ${timeoutMs} ms:\n${output().trim()}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/** A table kept in .data from an earlier version gains the indexes added since, one at a time as on AWS. */
async function addMissingIndexes(client: DynamoDBClient, tableName: string, present: Set<string>): Promise<void> {
  const wanted = createTableInput(tableName);
  for (const index of wanted.GlobalSecondaryIndexes) {
    if (present.has(index.IndexName)) continue;
    const attributes = index.KeySchema.map((k) => ({ AttributeName: k.AttributeName, AttributeType: 'S' as const }));
    await client.send(
      new UpdateTableCommand({
        TableName: tableName,
        AttributeDefinitions: attributes,
        GlobalSecondaryIndexUpdates: [{ Create: index }],
      }),
    );
  }
}

/** Creates the table described by infra/lib/table-schema.ts unless it exists, then enables TTL. */
export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<void> {
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    await addMissingIndexes(
      client,
      tableName,
      new Set((Table?.GlobalSecondaryIndexes ?? []).map((i) => i.IndexName ?? '')),
    );
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
    await client.send(new CreateTableCommand(createTableInput(tableName)));
    await waitUntilTableExists({ client, maxWaitTime: 30, minDelay: 1, maxDelay: 1 }, { TableName: tableName });
  }
  const ttl = await client.send(new DescribeTimeToLiveCommand({ TableName: tableName }));
  const status = ttl.TimeToLiveDescription?.TimeToLiveStatus;
  if (status !== 'ENABLED' && status !== 'ENABLING') {
    await client.send(new UpdateTimeToLiveCommand(timeToLiveInput(tableName)));
  }
}
