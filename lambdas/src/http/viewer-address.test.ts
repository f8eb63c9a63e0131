import { describe, expect, it } from 'vitest';
import { viewerAddress } from './viewer-address';

const SECRET = '7d1f3c9e-2b44-4c1a-9f0e-6a5b8c2d1e3f';
const event = (headers: Record<string, string>, sourceIp = '130.176.1.10') => ({
  headers,
  requestContext: { identity: { sourceIp } },
});

describe('the address a request came from', () => {
  it('is the one the site saw when the site passed the request on with the origin secret', () => {
    expect(viewerAddress(event({ 'x-origin-verify': SECRET, 'x-viewer-address': '203.0.113.9' }), SECRET)).toBe(
      '203.0.113.9',
    );
    // API Gateway keeps the spelling the request came with.
    expect(viewerAddress(event({ 'X-Origin-Verify': SECRET, 'X-Viewer-Address': '2001:db8::7' }), SECRET)).toBe(
      '2001:db8::7',
    );
  });

  it("is the connection's for a request to the API's own address, whatever address it claims", () => {
    expect(viewerAddress(event({ 'x-viewer-address': '198.51.100.1' }), SECRET)).toBe('130.176.1.10');
    expect(viewerAddress(event({ 'x-origin-verify': 'guess', 'x-viewer-address': '198.51.100.1' }), SECRET)).toBe(
      '130.176.1.10',
    );
    expect(viewerAddress(event({ 'x-origin-verify': `${SECRET}x`, 'x-viewer-address': '198.51.100.1' }), SECRET)).toBe(
      '130.176.1.10',
    );
  });

  it("is the connection's when no secret is configured, or the site's value is not an address", () => {
    expect(viewerAddress(event({ 'x-origin-verify': '', 'x-viewer-address': '198.51.100.1' }), '')).toBe(
      '130.176.1.10',
    );
    expect(viewerAddress(event({ 'x-origin-verify': SECRET, 'x-viewer-address': 'unknown' }), SECRET)).toBe(
      '130.176.1.10',
    );
    expect(viewerAddress({ headers: {} }, SECRET)).toBe('');
  });
});
