import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { assertPortFree, assertPortsFree, freePort, freePorts, isPortFree, portFromEnv } from './ports';
import { LocalSetupError } from './errors';

const servers: Server[] = [];
function occupy(port: number, host = '127.0.0.1'): Promise<void> {
  return new Promise((resolve) => {
    const server = createServer();
    servers.push(server);
    server.listen(port, host, () => resolve());
  });
}
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

describe('ports of the local stack', () => {
  it('a port nobody listens on is free', async () => {
    const port = await freePort();
    expect(await isPortFree(port)).toBe(true);
  });

  it('a port taken on the loopback or on all interfaces is busy', async () => {
    const [a, b] = await freePorts(2);
    await occupy(a!, '127.0.0.1');
    await occupy(b!, '0.0.0.0');
    expect(await isPortFree(a!)).toBe(false);
    expect(await isPortFree(b!)).toBe(false);
  });

  it('a busy port fails with one line naming the port, its service and the env variable to move it', async () => {
    const port = await freePort();
    await occupy(port);
    const error = await assertPortFree({ port, service: 'DynamoDB Local', envVar: 'LOCAL_DDB_PORT' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(LocalSetupError);
    expect((error as Error).message).toBe(
      `Port ${port} is busy (DynamoDB Local). Stop what uses it or set LOCAL_DDB_PORT.`,
    );
    expect((error as Error).message).not.toContain('\n');
  });

  it('two services set to the same port are refused before anything starts', async () => {
    const port = await freePort();
    await expect(
      assertPortsFree([
        { port, service: 'web app' },
        { port, service: 'API' },
      ]),
    ).rejects.toThrow(`Port ${port} is set for both web app and API.`);
  });

  it('freePorts gives distinct ports', async () => {
    const ports = await freePorts(5);
    expect(new Set(ports).size).toBe(5);
  });

  it('ports come from env or default, and junk is refused in one line', () => {
    expect(portFromEnv('LOCAL_WEB_PORT', 5173, {})).toBe(5173);
    expect(portFromEnv('LOCAL_WEB_PORT', 5173, { LOCAL_WEB_PORT: '6000' })).toBe(6000);
    expect(() => portFromEnv('LOCAL_WEB_PORT', 5173, { LOCAL_WEB_PORT: 'abc' })).toThrow(
      'LOCAL_WEB_PORT=abc is not a port number (1-65535).',
    );
  });
});
