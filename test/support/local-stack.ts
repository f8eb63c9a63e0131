import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePorts } from '../../infra/local/ports';
import { startLocalStack, type LocalStack } from '../../infra/local/stack';

/**
 * The whole local stack for tests: free ports, a temporary data directory, in-memory DynamoDB,
 * dummy AWS credentials, no request logs. `stop()` also deletes the data directory.
 */
export async function startTestStack(options: { quiet?: boolean } = {}): Promise<LocalStack> {
  const dataDir = await mkdtemp(join(tmpdir(), 'culturefit-stack-'));
  const [web, api, cognito, dynamodb, s3, stripe] = (await freePorts(6)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  try {
    const stack = await startLocalStack({
      dataDir,
      ports: { web, api, cognito, dynamodb, s3, stripe },
      inMemory: true,
      quiet: options.quiet ?? true,
      forceDummyCredentials: true,
    });
    return {
      ...stack,
      stop: async () => {
        await stack.stop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}
