import {
  APIGatewayClient,
  CreateApiKeyCommand,
  CreateUsagePlanKeyCommand,
  DeleteApiKeyCommand,
  GetApiKeysCommand,
  GetUsagePlansCommand,
} from '@aws-sdk/client-api-gateway';

/**
 * Account API keys in API Gateway's usage plan (spec part 1 §2 /docs-for-dev): on AWS every key is also an API
 * Gateway key of the plan, so the gateway throttles each key (rate, burst, daily quota) before a function runs.
 * API_USAGE_PLAN_NAME names the plan; where there is no API Gateway (the local stack) it is unset and the keys
 * live in the table only, checked and limited by the handler as they are on AWS too.
 */
let client: APIGatewayClient | undefined;
const gateway = () => (client ??= new APIGatewayClient({}));

export interface GatewayKey {
  id: string;
  createdAt: Date;
}

/**
 * Registers the key with the usage plan, marked with its account (the gateway's customerId), so that every
 * gateway key an account holds can be found again; returns the key's id (to delete it when the key is replaced).
 */
export async function registerGatewayKey(key: string, name: string, account: string): Promise<GatewayKey | undefined> {
  const planName = process.env.API_USAGE_PLAN_NAME;
  if (!planName) return undefined;
  const plans = await gateway().send(new GetUsagePlansCommand({ limit: 500 }));
  const usagePlanId = plans.items?.find((p) => p.name === planName)?.id;
  if (!usagePlanId) throw new Error(`usage plan ${planName} not found`);
  const created = await gateway().send(
    new CreateApiKeyCommand({ name, value: key, enabled: true, customerId: account }),
  );
  if (!created.id) throw new Error('API Gateway returned no key id');
  await gateway().send(new CreateUsagePlanKeyCommand({ usagePlanId, keyId: created.id, keyType: 'API_KEY' }));
  return { id: created.id, createdAt: created.createdDate ?? new Date() };
}

/**
 * Deletes the account's gateway keys created before `than` (the key just made current): a key left by an
 * interrupted replacement. A key made later is another regeneration's, still deciding, and cleans up after itself.
 */
export async function removeGatewayKeysOlder(account: string, than: GatewayKey): Promise<void> {
  if (!process.env.API_USAGE_PLAN_NAME) return;
  let position: string | undefined;
  do {
    const page = await gateway().send(new GetApiKeysCommand({ customerId: account, limit: 500, position }));
    for (const item of page.items ?? []) {
      // customerId is a filter of the listing; checked again so no other account's key can be touched.
      if (item.customerId !== account || item.id === than.id || !item.createdDate || item.createdDate >= than.createdAt)
        continue;
      await removeGatewayKey(item.id);
    }
    position = page.position;
  } while (position);
}

export async function removeGatewayKey(keyId: string | undefined): Promise<void> {
  if (!keyId || !process.env.API_USAGE_PLAN_NAME) return;
  try {
    await gateway().send(new DeleteApiKeyCommand({ apiKey: keyId }));
  } catch (error) {
    if ((error as { name?: string }).name !== 'NotFoundException') throw error;
  }
}
