import { describe, expect, it } from 'vitest';
import { addressAllowed, urlAllowed } from './address';

const PRODUCTION = {};
const LOCAL = { WEBHOOK_ALLOW_LOCAL_HTTP: 'true' };

describe('where a webhook may be sent (docs/webhooks.md "Where deliveries may go")', () => {
  it.each([
    '10.1.2.3',
    '127.0.0.1',
    '169.254.169.254',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.0.10',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '::1',
    '::',
    'fd00::1',
    'fe80::1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '::ffff:a00:1',
  ])('refuses %s in production', (address) => {
    expect(addressAllowed(address, PRODUCTION)).toBe(false);
  });

  it.each(['93.184.215.14', '8.8.8.8', '172.32.0.1', '2606:4700::1111'])('allows the public %s', (address) => {
    expect(addressAllowed(address, PRODUCTION)).toBe(true);
  });

  it('allows loopback only on the local stack, and nothing else private there', () => {
    expect(addressAllowed('127.0.0.1', LOCAL)).toBe(true);
    expect(addressAllowed('::1', LOCAL)).toBe(true);
    expect(addressAllowed('10.0.0.1', LOCAL)).toBe(false);
    expect(addressAllowed('169.254.169.254', LOCAL)).toBe(false);
  });

  it('takes https addresses with a host name in production; http and localhost only locally', () => {
    expect(urlAllowed('https://hooks.example.com/in', PRODUCTION)).toBe(true);
    expect(urlAllowed('http://hooks.example.com/in', PRODUCTION)).toBe(false);
    expect(urlAllowed('https://localhost/in', PRODUCTION)).toBe(false);
    expect(urlAllowed('https://intranet/in', PRODUCTION)).toBe(false);
    expect(urlAllowed('https://user:pw@hooks.example.com/in', PRODUCTION)).toBe(false);
    expect(urlAllowed('https://[fe80::1]/in', PRODUCTION)).toBe(false);
    expect(urlAllowed('http://localhost:5173/webhook-receiver', LOCAL)).toBe(true);
    expect(urlAllowed('http://127.0.0.1:8080/in', LOCAL)).toBe(true);
  });
});
