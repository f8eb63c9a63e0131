import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import {
  APIGatewayClient,
  CreateApiKeyCommand,
  CreateUsagePlanKeyCommand,
  DeleteApiKeyCommand,
  GetApiKeysCommand,
  GetUsagePlansCommand,
} from '@aws-sdk/client-api-gateway';
import { registerGatewayKey, removeGatewayKeysOlder } from './index';

const gateway = mockClient(APIGatewayClient);
beforeEach(() => {
  gateway.reset();
  vi.stubEnv('API_USAGE_PLAN_NAME', 'plan');
});
afterEach(() => vi.unstubAllEnvs());

describe('API Gateway keys of an account', () => {
  it("a new key is marked with its account, so the account's keys can be listed again", async () => {
    gateway.on(GetUsagePlansCommand).resolves({ items: [{ id: 'up1', name: 'plan' }] });
    gateway.on(CreateApiKeyCommand).resolves({ id: 'k-new', createdDate: new Date('2026-11-26T10:00:00Z') });
    gateway.on(CreateUsagePlanKeyCommand).resolves({});
    expect(await registerGatewayKey('secret', 'account-abc', 'sub-1')).toEqual({
      id: 'k-new',
      createdAt: new Date('2026-11-26T10:00:00Z'),
    });
    expect(gateway.commandCalls(CreateApiKeyCommand)[0]?.args[0].input).toMatchObject({
      value: 'secret',
      customerId: 'sub-1',
      enabled: true,
    });
  });

  it("regeneration deletes the account's older gateway keys, never the current one, a newer one or another account's", async () => {
    const current = { id: 'k-now', createdAt: new Date('2026-11-26T10:00:00Z') };
    gateway
      .on(GetApiKeysCommand, { customerId: 'sub-1', position: undefined })
      .resolves({
        items: [
          { id: 'k-old', customerId: 'sub-1', createdDate: new Date('2026-11-20T10:00:00Z') },
          { id: 'k-now', customerId: 'sub-1', createdDate: current.createdAt },
        ],
        position: 'p2',
      })
      .on(GetApiKeysCommand, { customerId: 'sub-1', position: 'p2' })
      .resolves({
        items: [
          { id: 'k-later', customerId: 'sub-1', createdDate: new Date('2026-11-26T10:00:01Z') },
          { id: 'k-other', customerId: 'sub-2', createdDate: new Date('2026-11-01T10:00:00Z') },
          { id: 'k-older', customerId: 'sub-1', createdDate: new Date('2026-11-25T10:00:00Z') },
        ],
      });
    gateway.on(DeleteApiKeyCommand).resolves({});
    await removeGatewayKeysOlder('sub-1', current);
    expect(gateway.commandCalls(DeleteApiKeyCommand).map((c) => c.args[0].input.apiKey)).toEqual(['k-old', 'k-older']);
  });
});
