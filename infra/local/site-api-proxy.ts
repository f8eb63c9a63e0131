import { request as httpRequest, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import type { Readable, Writable } from 'node:stream';
import { ORIGIN_SECRET_HEADER, SITE_API_PREFIX } from '../../shared/src/config/site-api';
import { apiRequestCode, viewerRequestHandler } from '../lib/edge/site-request';

export interface SiteApiProxyOptions {
  /** The API's own address (the local API server), standing for the REST API's stage. */
  apiUrl: string;
  /** What the site adds to every request it passes on (ORIGIN_SECRET of the handlers). */
  originSecret: string;
}

/** The parts of a viewer's request the pass-through reads: an HTTP/1.1 or an HTTP/2 (compatibility API) request. */
export interface ViewerRequest extends Pick<Readable, 'pipe'> {
  url?: string;
  method?: string;
  headers: IncomingHttpHeaders;
  socket: { remoteAddress?: string };
}

/** The parts of the answer to the viewer the pass-through writes. */
export interface ViewerResponse extends Writable {
  headersSent: boolean;
  writeHead(status: number, headers?: OutgoingHttpHeaders): unknown;
}

/**
 * Headers that belong to one connection, not to the request or its answer: CloudFront does not pass them on, and an
 * HTTP/2 answer may not carry them. An HTTP/2 request's pseudo-headers (`:path`, `:authority`…) are dropped too.
 */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
]);
const passedOn = (name: string) => !name.startsWith(':') && !HOP_BY_HOP.has(name);

/**
 * The site's `/api/*` behaviour on a server standing in for CloudFront (docs/architecture.md "The API on the site's
 * origin"): the same viewer-request function's code rewrites the path and writes the viewer's address (the
 * connection's here), the origin secret is added as CloudFront's origin header adds it, and the request and its
 * answer are streamed through, unbuffered (AI text arrives as it is written). Answers whether it took the request.
 */
export function siteApiProxy(options: SiteApiProxyOptions): (req: ViewerRequest, res: ViewerResponse) => boolean {
  const viewerRequest = viewerRequestHandler(apiRequestCode());
  const target = new URL(options.apiUrl);
  return (req, res) => {
    const url = new URL(req.url ?? '/', 'http://site');
    if (url.pathname !== SITE_API_PREFIX && !url.pathname.startsWith(`${SITE_API_PREFIX}/`)) return false;
    const headers: Record<string, { value: string }> = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (name === 'host' || !passedOn(name) || value === undefined) continue;
      headers[name] = { value: Array.isArray(value) ? value.join(', ') : value };
    }
    const passed = viewerRequest({
      viewer: { ip: (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '') },
      request: { uri: url.pathname, method: req.method ?? 'GET', headers, querystring: {}, cookies: {} },
    });
    const outgoing = Object.fromEntries(Object.entries(passed.headers).map(([name, h]) => [name, h.value]));
    outgoing[ORIGIN_SECRET_HEADER] = options.originSecret;
    const basePath = target.pathname.replace(/\/$/, '');
    // The API failed: a 502 if nothing of its answer has gone out yet; else the viewer's answer breaks off too, as
    // CloudFront's does, rather than ending as if complete with a body of the gateway's own after the API's bytes.
    const badGateway = () => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      res.writeHead(502, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: 'BAD_GATEWAY' }));
    };
    let upstream: ReturnType<typeof httpRequest>;
    try {
      upstream = httpRequest(
        {
          hostname: target.hostname,
          port: target.port,
          method: req.method,
          path: `${basePath}${passed.uri}${url.search}`,
          headers: outgoing,
        },
        (answer) => {
          const headers = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => passedOn(name)));
          res.writeHead(answer.statusCode ?? 502, headers);
          answer.on('error', badGateway);
          answer.on('aborted', badGateway);
          answer.pipe(res);
        },
      );
    } catch {
      // A request Node refuses to send (a header it cannot write) is the gateway's failure, answered at once.
      badGateway();
      return true;
    }
    upstream.on('error', badGateway);
    // A viewer who leaves before the answer is complete (a closed tab) ends the call to the API as well.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
    return true;
  };
}
