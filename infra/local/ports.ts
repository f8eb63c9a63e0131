import { createServer } from 'node:net';
import { LocalSetupError } from './errors';

/** One port of the local stack: what uses it and the env variable that moves it. */
export interface PortClaim {
  port: number;
  /** Shown in the error, e.g. `DynamoDB Local`. */
  service: string;
  /** e.g. `LOCAL_DDB_PORT`. */
  envVar?: string;
}

function tryListen(port: number, host: string): Promise<'free' | 'busy' | 'unsupported'> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE' || error.code === 'EACCES') resolve('busy');
      else resolve('unsupported'); // e.g. EAFNOSUPPORT: no IPv6 on this machine
    });
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve('free')));
  });
}

/**
 * True when nothing listens on the port. Checks the IPv4 loopback and the wildcard addresses,
 * because our servers bind to either and a process bound to one blocks the other.
 */
export async function isPortFree(port: number): Promise<boolean> {
  for (const host of ['127.0.0.1', '0.0.0.0', '::']) {
    if ((await tryListen(port, host)) === 'busy') return false;
  }
  return true;
}

export function portBusyMessage({ port, service, envVar }: PortClaim): string {
  const hint = envVar ? ` or set ${envVar}` : '';
  return `Port ${port} is busy (${service}). Stop what uses it${hint}.`;
}

/** Fails with one line naming the port, its service and how to move it. */
export async function assertPortFree(claim: PortClaim): Promise<void> {
  if (!(await isPortFree(claim.port))) throw new LocalSetupError(portBusyMessage(claim));
}

/** Checks every claim before anything starts, so a busy port never leaves half a stack running. */
export async function assertPortsFree(claims: readonly PortClaim[]): Promise<void> {
  const seen = new Map<number, string>();
  for (const claim of claims) {
    const other = seen.get(claim.port);
    if (other) throw new LocalSetupError(`Port ${claim.port} is set for both ${other} and ${claim.service}.`);
    seen.set(claim.port, claim.service);
  }
  for (const claim of claims) await assertPortFree(claim);
}

/** A port the OS says is free right now (for tests; another process may still take it later). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen({ port: 0, host: '127.0.0.1' }, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

/** `count` distinct free ports. */
export async function freePorts(count: number): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < count) ports.add(await freePort());
  return [...ports];
}

/** Reads a port from env (e.g. LOCAL_WEB_PORT) or returns the default; rejects junk with one line. */
export function portFromEnv(envVar: string, fallback: number, env: NodeJS.ProcessEnv = process.env): number {
  const raw = env[envVar];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new LocalSetupError(`${envVar}=${raw} is not a port number (1-65535).`);
  return port;
}
