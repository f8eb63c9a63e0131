import { emailKey } from '@shared/accounts/email';
import { DomainError } from '@shared/errors';
import type { ToolboxRun, ToolboxRunList } from '@shared/routes';
import type { GeneratorId } from '@shared/toolbox/generators';
import { listRuns, readRun, toRun } from './run-repo';

/**
 * A run of the signed-in person: another account's run id reads exactly like one that does not exist (404), so
 * ids reveal nothing (docs/architecture.md "Identity and access": path ids are never trusted for access).
 */
export async function readOwnRun({ email, runId }: { email: string; runId: string }): Promise<ToolboxRun> {
  const item = await readRun(runId);
  if (!item || item.emailKey !== emailKey(email)) throw new DomainError('DATA_NOT_FOUND');
  return toRun(item);
}

/** The history of a generator's page: the person's own runs, newest first (never anyone else's). */
export async function toolboxHistory({
  email,
  generator,
  cursor,
}: {
  email: string;
  generator: GeneratorId;
  cursor: string | undefined;
}): Promise<ToolboxRunList> {
  return listRuns(email, generator, cursor);
}
