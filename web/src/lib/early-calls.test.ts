import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_CONFIG_MARKER, withAppConfig } from '@shared/config/app-config-html';
import { api } from './api-client';
import { loadConfig, setConfig, type AppConfig } from './config';
import { earlyCalls, markAppStarted, takeEarlyCall } from './early-calls';

const ok = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
const CONFIG = {
  apiUrl: 'https://api.test',
  region: 'eu-west-1',
  userPoolId: 'eu-west-1_x',
  userPoolClientId: 'client',
};

describe("the link's first calls, started by the boot script before the app (issue 27 §3)", () => {
  const asked: string[] = [];

  beforeEach(() => {
    asked.length = 0;
    globalThis.culturefitEarly = undefined;
    setConfig({ apiUrl: 'https://api.test' } as AppConfig);
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(new URL(url, 'https://site.test').pathname);
      return ok(url.endsWith('/config.json') ? CONFIG : { from: 'the app' });
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    globalThis.culturefitEarly = undefined;
  });

  const started = (path: string, body: unknown, language = 'en') => {
    earlyCalls().call = { url: `https://api.test${path}`, language, response: Promise.resolve(ok(body)) };
  };

  it("the app reads the started call's answer instead of asking again, and only once", async () => {
    started('/public/links/abc', { from: 'the boot script' });
    expect(await api('getPublicLink', { params: { code: 'abc' } })).toEqual({ from: 'the boot script' });
    expect(await api('getPublicLink', { params: { code: 'abc' } })).toEqual({ from: 'the app' });
    expect(asked).toEqual(['/public/links/abc']);
  });

  it('a call for another address or in another language is not taken', async () => {
    started('/public/links/other', { from: 'the boot script' });
    expect(await api('getPublicLink', { params: { code: 'abc' } })).toEqual({ from: 'the app' });
    started('/public/links/abc', { from: 'the boot script' }, 'th');
    expect(await api('getPublicLink', { params: { code: 'abc' } })).toEqual({ from: 'the app' });
    expect(asked).toEqual(['/public/links/abc', '/public/links/abc']);
  });

  it('a started call that failed is made again by the app: nothing is lost', async () => {
    earlyCalls().call = {
      url: 'https://api.test/public/links/abc',
      language: 'en',
      response: Promise.reject(new TypeError('Failed to fetch')),
    };
    expect(await api('getPublicLink', { params: { code: 'abc' } })).toEqual({ from: 'the app' });
    expect(asked).toEqual(['/public/links/abc']);
  });

  it('the configuration is read from the page when the server wrote it there; from /config.json when not', async () => {
    const page = withAppConfig(
      `<head>${APP_CONFIG_MARKER}</head>`,
      JSON.stringify({ ...CONFIG, apiUrl: 'https://in.test' }),
    );
    // The element's text as the browser parses it: everything up to its end tag.
    const text = /<script type="application\/json" id="([^"]+)">(.*?)<\/script>/.exec(page);
    vi.stubGlobal('document', {
      getElementById: (id: string) => (text && id === text[1] ? { textContent: text[2] } : null),
    });
    expect((await loadConfig()).apiUrl).toBe('https://in.test');
    expect(asked).toEqual([]);
    vi.stubGlobal('document', { getElementById: () => null });
    expect((await loadConfig()).apiUrl).toBe('https://api.test');
    expect(asked).toEqual(['/config.json']);
  });

  it('two calls at once for the link: one takes the started call, the other asks; the link is asked for once', async () => {
    started('/public/links/abc', { n: 1 });
    const first = api('getPublicLink', { params: { code: 'abc' } });
    const second = api('getPublicLink', { params: { code: 'abc' } });
    expect(await first).toEqual({ n: 1 });
    expect(await second).toEqual({ from: 'the app' });
    expect(asked).toEqual(['/public/links/abc']);
  });

  it('only a GET is ever answered from a started call', async () => {
    started('/public/links/abc', {});
    const post = { url: 'https://api.test/public/links/abc', method: 'POST', headers: { 'Accept-Language': 'en' } };
    expect(takeEarlyCall(post)).toBeUndefined();
  });

  it('once the app has started, it is marked so that a late boot script starts nothing', () => {
    markAppStarted();
    expect(earlyCalls().appStarted).toBe(true);
  });
});
