import { APIGatewayClient, CreateApiKeyCommand, CreateUsagePlanKeyCommand, DeleteApiKeyCommand, GetUsagePlansCommand } from '@aws-sdk/client-api-gateway';

/**
 * Account API keys in API Gateway's usage plan (spec part 1 §2 /docs-for-dev): on AWS every key is also an API
 * Gateway key of the plan, so the gateway throttles each key (rate, burst, daily quota) before a function runs.
 * API_USAGE_PLAN_NAME names the plan; where there is no API Gateway (the local stack) it is unset and the keys
 * live in the table only, checked and limited by the handler as they are on AWS too.
 */
let client: APIGatewayClient | undefined;
const gateway = () => (client ??= new APIGatewayClient({}));

/** Registers the key with the usage plan; returns the gateway's key id (to delete it when the key is replaced). */
export async function registerGatewayKey(key: string, name: string): Promise<string | undefined> {
  const planName = process.env.API_USAGE_PLAN_NAME;
  if (!planName) return undefined;
  const plans = await gateway().send(new GetUsagePlansCommand({ limit: 500 }));
  const usagePlanId = plans.items?.find((p) => p.name === planName)?.id;
  if (!usagePlanId) throw new Error(`usage plan ${planName} not found`);
  const created = await gateway().send(new CreateApiKeyCommand({ name, value: key, enabled: true }));
  await gateway().send(new CreateUsagePlanKeyCommand({ usagePlanId, keyId: created.id, keyType: 'API_KEY' }));
  return created.id;
}

export async function removeGatewayKey(keyId: string | undefined): Promise<void> {
  if (!keyId || !process.env.API_USAGE_PLAN_NAME) return;
  try {
    await gateway().send(new DeleteApiKeyCommand({ apiKey: keyId }));
  } catch (error) {
    if ((error as { name?: string }).name !== 'NotFoundException') throw error;
  }
}
