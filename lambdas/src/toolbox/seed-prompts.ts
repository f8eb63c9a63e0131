import { seedPrompts } from '../common/ai/prompt-store';
import { errorFields, logger } from '../common/logger';
import { saveWebUrl } from './web-url-store';

/** The CloudFormation custom resource event this function is the service token of (infra/lib/stacks/api-stack.ts). */
interface CustomResourceEvent {
  RequestType: 'Create' | 'Update' | 'Delete';
  ResponseURL: string;
  StackId: string;
  RequestId: string;
  LogicalResourceId: string;
  PhysicalResourceId?: string;
  /** Only on the web address resource (infra/lib/stacks/api-stack.ts): the site's address. */
  ResourceProperties?: { WebUrl?: string };
}

/**
 * Seeds the prompt pack into the table on every deploy that changes the pack (the custom resource's PackHash
 * changes with it): prompts missing or older than the pack are written, prompts tuned in the table with a higher
 * version are kept (spec part 2 §3: prompts are data). Deleting the stack leaves the prompts with the retained table.
 * The same function serves the web address resource: it writes the site's address to the table (`deploymentSetting`
 * webUrl) for the sign-in trigger's unlock links, as that trigger's stack is deployed before the site exists.
 * The answer goes to CloudFormation's pre-signed URL; a failure fails the deploy with its reason.
 */
export async function handler(event: CustomResourceEvent): Promise<void> {
  let status: 'SUCCESS' | 'FAILED' = 'SUCCESS';
  let reason = '';
  try {
    const site = event.ResourceProperties?.WebUrl;
    if (event.RequestType !== 'Delete' && site) {
      await saveWebUrl(site);
      reason = `web address ${site}`;
    } else if (event.RequestType !== 'Delete') {
      const outcome = await seedPrompts(new Date());
      logger.info('prompts seeded', { ...outcome });
      reason = `seeded ${outcome.written.length}, kept ${outcome.kept.length}`;
    }
  } catch (error) {
    status = 'FAILED';
    reason = error instanceof Error ? error.message : String(error);
    logger.error('prompt seeding failed', { error: errorFields(error) });
  }
  const body = JSON.stringify({
    Status: status,
    Reason: reason.slice(0, 500),
    PhysicalResourceId: event.PhysicalResourceId ?? (event.ResourceProperties?.WebUrl ? 'web-address' : 'prompt-pack'),
    StackId: event.StackId,
    RequestId: event.RequestId,
    LogicalResourceId: event.LogicalResourceId,
  });
  const res = await fetch(event.ResponseURL, {
    method: 'PUT',
    headers: { 'Content-Type': '', 'Content-Length': String(Buffer.byteLength(body)) },
    body,
  });
  if (!res.ok) throw new Error(`CloudFormation response: HTTP ${res.status}`);
}
