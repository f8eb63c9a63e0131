import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';

type Env = Readonly<Record<string, string | undefined>>;

/**
 * Where a webhook may be sent (docs/webhooks.md "Where deliveries may go"). In production only https, and never to
 * an address inside a private, loopback, link-local or otherwise special range: the host is resolved at every
 * attempt and the connection goes to the address checked (so a name that resolves to 169.254.169.254 or 10.0.0.1,
 * or is changed to do so later, is refused). The local stack sets WEBHOOK_ALLOW_LOCAL_HTTP=true: plain http and
 * loopback addresses are then allowed, so endpoints can point at the dev receiver.
 */
const BLOCKED = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  BLOCKED.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  BLOCKED.addSubnet(net, prefix, 'ipv6');

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

export function allowsLocalHttp(env: Env = process.env): boolean {
  return env.WEBHOOK_ALLOW_LOCAL_HTTP === 'true';
}

/** Whether an address may receive a delivery: public unicast only (loopback too on the local stack). */
export function addressAllowed(address: string, env: Env = process.env): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is checked as the IPv4 address it is.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return addressAllowed(mapped, env);
  if (allowsLocalHttp(env) && LOOPBACK.check(address, type)) return true;
  return !BLOCKED.check(address, type);
}

/**
 * Whether a typed address is one an endpoint may have: https (http too on the local stack), no user name or
 * password in it, and not a private address written as a literal or as localhost. Names are resolved at delivery.
 */
export function urlAllowed(raw: string, env: Env = process.env): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const local = allowsLocalHttp(env);
  if (url.protocol !== 'https:' && !(local && url.protocol === 'http:')) return false;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return local;
  if (isIP(host)) return addressAllowed(host, env);
  return host.includes('.');
}

/**
 * A `lookup` for node's http(s).request that resolves the host and refuses when any address it gives is not
 * allowed, so the socket only ever connects to an address that was checked.
 */
export function guardedLookup(env: Env = process.env) {
  return (
    hostname: string,
    options: object,
    callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
  ) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '');
      const list = addresses;
      const refused = list.find((a) => !addressAllowed(a.address, env));
      if (refused || list.length === 0) {
        const denied = Object.assign(new Error(`address not allowed: ${refused?.address ?? 'none'}`), {
          code: 'WEBHOOK_ADDRESS_REFUSED',
        });
        return callback(denied, '');
      }
      if ((options as { all?: boolean }).all) return callback(null, list);
      const first = list[0] as LookupAddress;
      return callback(null, first.address, first.family);
    });
  };
}
