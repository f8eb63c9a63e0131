import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect, createServer as createH2Server, type Http2Server } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteApiProxy } from './site-api-proxy';

/** What the API behind the site received. */
interface Seen {
  method?: string;
  url?: string;
  headers: IncomingHttpHeaders;
  body: string;
}

let api: Server;
let site: Server;
let siteUrl: string;
/** The same site speaking HTTP/2 (cleartext), as the phone bench's site does over TLS. */
let h2Site: Http2Server;
let h2SiteUrl: string;
let seen: Seen;

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );

/** Resolves when the API sees the viewer's held call (`/api/held`) closed. */
let heldClosed: Promise<void>;
let markHeldClosed: () => void;

beforeAll(async () => {
  heldClosed = new Promise((resolve) => (markHeldClosed = resolve));
  api = createServer((req, res) => {
    // An answer that breaks off after its first bytes (the API's process dying mid-answer).
    if (req.url === '/broken') {
      res.writeHead(200, { 'Content-Type': 'text/plain' });
      res.write('first part ');
      setImmediate(() => res.socket?.destroy());
      return;
    }
    // A call the API takes its time over (an AI answer being written), which the viewer leaves.
    if (req.url === '/held') {
      res.writeHead(200, { 'Content-Type': 'text/plain' });
      res.write('thinking');
      res.on('close', () => markHeldClosed());
      return;
    }
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      seen = { method: req.method, url: req.url, headers: req.headers, body };
      res.writeHead(201, { 'Content-Type': 'application/json', 'X-From': 'api' });
      res.end('{"ok":true}');
    });
  });
  const apiUrl = await listen(api);
  const proxy = siteApiProxy({ apiUrl, originSecret: 'the-secret' });
  site = createServer((req, res) => {
    if (!proxy(req, res)) {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end('<!doctype html>page');
    }
  });
  siteUrl = await listen(site);
  h2Site = createH2Server((req, res) => {
    if (!proxy(req, res)) res.writeHead(404).end();
  });
  h2SiteUrl = await listen(h2Site as unknown as Server);
});

afterAll(async () => {
  await new Promise((r) => site.close(r));
  await new Promise((r) => h2Site.close(r));
  await new Promise((r) => api.close(r));
});

describe("the site's /api on the local stack", () => {
  it('passes the call on without the prefix, with its query, body and headers, and answers with the API’s answer', async () => {
    const res = await fetch(`${siteUrl}/api/respondent/tok/sections/big_five/answers?lang=th`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer id-token' },
      body: '{"answers":[]}',
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('x-from')).toBe('api');
    expect(await res.json()).toEqual({ ok: true });
    expect(seen).toMatchObject({
      method: 'PUT',
      url: '/respondent/tok/sections/big_five/answers?lang=th',
      body: '{"answers":[]}',
    });
    expect(seen.headers.authorization).toBe('Bearer id-token');
  });

  it("writes the viewer's address and the origin secret over whatever the viewer sent", async () => {
    await fetch(`${siteUrl}/api/me`, {
      headers: { 'X-Viewer-Address': '198.51.100.1', 'X-Origin-Verify': 'a guess' },
    });
    expect(seen.url).toBe('/me');
    expect(seen.headers['x-viewer-address']).toBe('127.0.0.1');
    expect(seen.headers['x-origin-verify']).toBe('the-secret');
  });

  it('breaks off the viewer’s answer when the API’s breaks off, with nothing of its own added to it', async () => {
    const answer = await new Promise<{ status: number; body: string; ended: 'complete' | 'broken' }>((resolve) => {
      request(`${siteUrl}/api/broken`, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, ended: 'complete' }));
        res.on('error', () => resolve({ status: res.statusCode ?? 0, body, ended: 'broken' }));
      }).end();
    });
    expect(answer).toEqual({ status: 200, body: 'first part ', ended: 'broken' });
  });

  it('closes its call to the API when the viewer leaves before the answer is complete', async () => {
    await new Promise<void>((resolve) => {
      const call = request(`${siteUrl}/api/held`, (res) => res.once('data', () => call.destroy()));
      call.on('close', () => resolve());
      call.on('error', () => undefined);
      call.end();
    });
    await heldClosed;
  });

  it('leaves every other path to the site', async () => {
    expect(await (await fetch(`${siteUrl}/apis/x`)).text()).toBe('<!doctype html>page');
    expect(await (await fetch(`${siteUrl}/assessment-test/abc`)).text()).toBe('<!doctype html>page');
  });

  it('passes on an HTTP/2 viewer’s call without its pseudo-headers, and answers without connection headers', async () => {
    const session = connect(h2SiteUrl);
    try {
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const stream = session.request({
          ':method': 'POST',
          ':path': '/api/me?x=1',
          'content-type': 'application/json',
        });
        let status = 0;
        let body = '';
        stream.on('response', (headers) => (status = Number(headers[':status'])));
        stream.on('data', (c: Buffer) => (body += c.toString()));
        stream.on('end', () => resolve({ status, body }));
        stream.on('error', reject);
        stream.end('{"a":1}');
      });
      expect(answer).toEqual({ status: 201, body: '{"ok":true}' });
      expect(seen).toMatchObject({ method: 'POST', url: '/me?x=1', body: '{"a":1}' });
      expect(Object.keys(seen.headers).filter((name) => name.startsWith(':'))).toEqual([]);
      expect(seen.headers['x-viewer-address']).toBe('127.0.0.1');
    } finally {
      session.close();
    }
  });
});
