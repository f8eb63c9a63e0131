import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { withAppConfig } from '../../shared/src/config/app-config-html';
import { logoRoute, type LogoRouteOptions } from './logo-route';
import { mailboxRoutes } from './mailbox-page';
import { createWebhookReceiver } from './webhook-receiver';
import { createGreenhouseStandIn } from './greenhouse-stand-in';
import { siteApiProxy, type SiteApiProxyOptions } from './site-api-proxy';

/** What the SPA reads at start-up; on AWS the web stack writes the same file next to index.html. */
export interface WebRuntimeConfig {
  apiUrl: string;
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  /** Where Amplify sends Cognito calls (the emulator locally; absent on AWS). */
  userPoolEndpoint?: string;
  /** The dev mailbox page (local only). */
  mailboxUrl?: string;
  federation: { google: boolean; microsoft: boolean };
  /** Hosted-UI origin (https://<prefix>.auth.<region>.amazoncognito.com, or the emulator) and the callback. */
  oauthUrl?: string;
  oauthRedirect?: string;
  oauthClientId?: string;
  stage: string;
}

export interface WebServerOptions {
  port: number;
  host?: string;
  config: WebRuntimeConfig;
  /** The dev mailbox directory (MAILBOX_DIR). */
  mailboxDir: string;
  /** Where /logos/* reads published logos (the uploads bucket on s3rver). */
  logos?: LogoRouteOptions;
  /** The API at /api/*, passed on as the site's CloudFront behaviour does. */
  api?: SiteApiProxyOptions;
  /** Defaults to the repository's web/ folder and web/vite.config.ts. */
  webRoot?: string;
  viteConfigFile?: string;
  quiet?: boolean;
}

export interface WebServer {
  url: string;
  port: number;
  stop(): Promise<void>;
}

const DEFAULT_WEB_ROOT = fileURLToPath(new URL('../../web', import.meta.url));

/**
 * The SPA through Vite in middleware mode (the same web/vite.config.ts the production build uses,
 * with HMR on this server) with the configuration written into index.html, plus /config.json, the API at /api/*, the
 * published logos at /logos/* and the dev mailbox page.
 */
export async function startWebServer(options: WebServerOptions): Promise<WebServer> {
  const { host = '127.0.0.1', quiet = false } = options;
  const webRoot = options.webRoot ?? DEFAULT_WEB_ROOT;
  const configFile = options.viteConfigFile ?? `${webRoot}/vite.config.ts`;
  const mailbox = mailboxRoutes(options.mailboxDir);
  const receiver = createWebhookReceiver();
  const greenhouse = createGreenhouseStandIn();
  const logos = options.logos ? logoRoute(options.logos) : async () => false;
  const configJson = JSON.stringify(options.config, null, 2);
  const apiProxy = options.api ? siteApiProxy(options.api) : () => false;

  const httpServer = createServer();
  const { createServer: createViteServer } = await import('vite');
  const vite = await createViteServer({
    // Before web/vite.config.ts exists, plain Vite still serves web/index.html.
    configFile: existsSync(configFile) ? configFile : false,
    root: webRoot,
    appType: 'spa',
    clearScreen: false,
    logLevel: quiet ? 'silent' : 'info',
    server: { middlewareMode: true, hmr: { server: httpServer } },
    // The configuration written into index.html, as the deploy writes it (shared/src/config/app-config-html.ts).
    plugins: [
      {
        name: 'culturefit-app-config',
        transformIndexHtml: { order: 'pre', handler: (html: string) => withAppConfig(html, configJson) },
      },
    ],
  });

  const notFound = (res: ServerResponse) => {
    res.writeHead(404, { 'Content-Type': 'text/plain' });
    res.end('Not found');
  };

  httpServer.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (apiProxy(req, res)) return;
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (path === '/config.json') {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(configJson);
      return;
    }
    logos(req, res)
      .then((handled) => handled || mailbox(req, res))
      .then((handled) => handled || receiver.routes(req, res))
      .then((handled) => handled || greenhouse.routes(req, res))
      .then((handled) => {
        if (!handled) vite.middlewares(req, res, () => notFound(res));
      })
      .catch((error: unknown) => {
        console.error('[web] error:', error);
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
        res.end('Internal error');
      });
  });

  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(options.port, host, () => resolve());
  });
  const { port } = httpServer.address() as AddressInfo;

  let stopped = false;
  return {
    url: `http://localhost:${port}`,
    port,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await vite.close();
      httpServer.closeAllConnections();
      await new Promise<void>((resolve) => httpServer.close(() => resolve()));
    },
  };
}
