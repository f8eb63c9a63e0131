import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from './api-client';
import { apiStream } from './api-stream';
import { setConfig, type AppConfig } from './config';
import { ROUTE_INDEX } from '@shared/routes/route-index';
import { addRouteIndex } from './route-defs';

// Employer routes are called here: every route, as the employer's app adds them (app/app.tsx).
addRouteIndex(ROUTE_INDEX);

vi.mock('./amplify', () => ({ currentIdToken: async () => 'id-token' }));

const notOpen = () =>
  new Response(JSON.stringify({ error: { code: 'ACCOUNT_NOT_OPEN', message: 'Not set up' } }), { status: 409 });
const ok = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

describe('api: a signed-in session whose account was never opened', () => {
  const calls: string[] = [];
  let answers: Response[];

  beforeEach(() => {
    calls.length = 0;
    setConfig({ apiUrl: 'https://api.test' } as AppConfig);
    vi.stubGlobal('fetch', async (url: string, init: { method: string }) => {
      calls.push(`${init.method} ${new URL(url).pathname}`);
      const next = answers.shift();
      if (!next) throw new Error('no answer left');
      return next;
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('opens the account, then sends the refused call once more', async () => {
    answers = [notOpen(), ok({ ok: true }), ok({ items: [] })];
    expect(await api('listTemplates', {})).toEqual({ items: [] });
    expect(calls).toEqual(['GET /templates', 'POST /me/open', 'GET /templates']);
  });

  it('gives up after one retry, and never retries the opening itself', async () => {
    answers = [notOpen(), ok({ ok: true }), notOpen()];
    await expect(api('listTemplates', {})).rejects.toMatchObject({ code: 'ACCOUNT_NOT_OPEN' });
    answers = [notOpen()];
    await expect(api('openAccount', {})).rejects.toBeInstanceOf(ApiError);
    expect(calls).toEqual(['GET /templates', 'POST /me/open', 'GET /templates', 'POST /me/open']);
  });

  it('a streaming call is refused before anything streams: opens the account and streams on the second call', async () => {
    const ended = JSON.stringify({ t: 'error', code: 'INTERNAL', message: 'ended' });
    answers = [notOpen(), ok({ ok: true }), new Response(`${ended}\n`, { status: 200 })];
    const body = { runId: crypto.randomUUID(), generator: 'job_role', language: 'en', inputs: {} } as const;
    await expect(apiStream('generateToolboxText', { body }, { onDelta: () => {} })).rejects.toMatchObject({
      message: 'ended',
    });
    expect(calls).toEqual(['POST /toolbox/runs', 'POST /me/open', 'POST /toolbox/runs']);
  });
});
