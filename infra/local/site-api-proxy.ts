import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { ORIGIN_SECRET_HEADER, SITE_API_PREFIX } from '../../shared/src/config/site-api';
import { apiRequestCode, viewerRequestHandler } from '../lib/edge/site-request';

export interface SiteApiProxyOptions {
  /** The API's own address (the local API server), standing for the REST API's stage. */
  apiUrl: string;
  /** What the site adds to every request it passes on (ORIGIN_SECRET of the handlers). */
  originSecret: string;
}

/**
 * The site's `/api/*` behaviour on a server standing in for CloudFront (docs/architecture.md "The API on the site's
 * origin"): the same viewer-request function's code rewrites the path and writes the viewer's address (the
 * connection's here), the origin secret is added as CloudFront's origin header adds it, and the request and its
 * answer are streamed through, unbuffered (AI text arrives as it is written). Answers whether it took the request.
 */
export function siteApiProxy(options: SiteApiProxyOptions): (req: IncomingMessage, res: ServerResponse) => boolean {
  const viewerRequest = viewerRequestHandler(apiRequestCode());
  const target = new URL(options.apiUrl);
  return (req, res) => {
    const url = new URL(req.url ?? '/', 'http://site');
    if (url.pathname !== SITE_API_PREFIX && !url.pathname.startsWith(`${SITE_API_PREFIX}/`)) return false;
    const headers: Record<string, { value: string }> = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (name === 'host' || value === undefined) continue;
      headers[name] = { value: Array.isArray(value) ? value.join(', ') : value };
    }
    const passed = viewerRequest({
      viewer: { ip: (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '') },
      request: { uri: url.pathname, method: req.method ?? 'GET', headers, querystring: {}, cookies: {} },
    });
    const outgoing = Object.fromEntries(Object.entries(passed.headers).map(([name, h]) => [name, h.value]));
    outgoing[ORIGIN_SECRET_HEADER] = options.originSecret;
    const basePath = target.pathname.replace(/\/$/, '');
    const upstream = httpRequest(
      {
        hostname: target.hostname,
        port: target.port,
        method: req.method,
        path: `${basePath}${passed.uri}${url.search}`,
        headers: outgoing,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: 'BAD_GATEWAY' }));
    });
    req.pipe(upstream);
    return true;
  };
}
