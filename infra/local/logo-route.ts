import type { IncomingMessage, ServerResponse } from 'node:http';
import { PUBLISHED_LOGO_PREFIX } from '../../shared/src/routes/team-schemas';

/** What the local site serves at /logos/*: the published logos of the uploads bucket, as CloudFront does on AWS. */
export interface LogoRouteOptions {
  /** s3rver's address (path-style). */
  s3Endpoint: string;
  bucket: string;
}

/** A published logo's file name: its bytes' SHA-256 and its type (lambdas/src/accounts/logo.ts). */
const LOGO_PATH = /^\/logos\/([0-9a-f]{64}\.(?:png|jpg))$/;

/** Headers passed on from the object, as CloudFront passes them on from S3. */
const PASSED_ON = ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified'];

/**
 * The stand-in for the site's `/logos/*` behaviour (docs/deploy.md "Logos"): GET and HEAD of
 * `/logos/<name>` read `public/logos/<name>` of the uploads bucket and nothing else of it. Unlike CloudFront it
 * caches nothing and answers 404 for a missing logo (CloudFront's error pages send index.html instead).
 * Resolves true when it handled the request.
 */
export function logoRoute(options: LogoRouteOptions): (req: IncomingMessage, res: ServerResponse) => Promise<boolean> {
  return async (req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (!pathname.startsWith('/logos/')) return false;
    const name = LOGO_PATH.exec(pathname)?.[1];
    if (!name || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(name ? 405 : 404, { 'Content-Type': 'text/plain' });
      res.end(name ? 'Method not allowed' : 'Not found');
      return true;
    }
    const headers: Record<string, string> = {};
    const conditional = req.headers['if-none-match'];
    if (typeof conditional === 'string') headers['If-None-Match'] = conditional;
    // s3rver checks no credentials: an unsigned path-style read is what a reader with access sends.
    const object = await fetch(`${options.s3Endpoint}/${options.bucket}/${PUBLISHED_LOGO_PREFIX}${name}`, {
      method: req.method,
      headers,
    });
    const out: Record<string, string> = {};
    for (const header of PASSED_ON) {
      const value = object.headers.get(header);
      if (value) out[header] = value;
    }
    if (object.status !== 200 && object.status !== 304) {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      res.end('Not found');
      return true;
    }
    res.writeHead(object.status, out);
    res.end(req.method === 'HEAD' || object.status === 304 ? undefined : Buffer.from(await object.arrayBuffer()));
    return true;
  };
}
