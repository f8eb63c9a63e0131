import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';

/** Vite's folder of content-hashed files: always files, never routes. */
const HASHED = 'assets';
const SOURCE = fileURLToPath(new URL('./site-request-function.js', import.meta.url));
const API_SOURCE = fileURLToPath(new URL('./api-request-function.js', import.meta.url));
const MARKER = '/* FILES */ []';

/**
 * The paths the site serves as files, outside assets/: what the build left at the top of web/dist (icons, …) but
 * index.html and source maps (never uploaded), and the configuration the deploy writes beside them.
 */
export function siteFiles(webAssetPath: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const full = path.join(dir, name);
      const rel = path.relative(webAssetPath, full).split(path.sep).join('/');
      if (statSync(full).isDirectory()) {
        if (rel !== HASHED) walk(full);
      } else if (rel !== 'index.html' && !rel.endsWith('.map')) files.push(`/${rel}`);
    }
  };
  // Before the web app is built there is nothing but the configuration (WebSiteContent says how to build it).
  if (existsSync(webAssetPath)) walk(webAssetPath);
  return [...files, '/config.json'];
}

/** The code of the site's viewer-request function with the built files' paths in it. */
export function siteRequestCode(webAssetPath: string): string {
  const source = readFileSync(SOURCE, 'utf8');
  if (!source.includes(MARKER)) throw new Error(`${SOURCE} has lost its ${MARKER} marker`);
  return source.replace(MARKER, JSON.stringify(siteFiles(webAssetPath)));
}

/**
 * The path the site's bucket is asked for, for a path a browser asks the site for: the function's own code run as
 * CloudFront runs it (its `handler` on a viewer-request event), for the servers that stand in for CloudFront.
 */
export function siteObjectPath(code: string): (uri: string) => string {
  const handler = viewerRequestHandler(code);
  return (uri) =>
    handler({
      viewer: { ip: '127.0.0.1' },
      request: { uri, method: 'GET', headers: {}, querystring: {}, cookies: {} },
    }).uri;
}

/** The code of the site's `/api/*` viewer-request function. */
export function apiRequestCode(): string {
  return readFileSync(API_SOURCE, 'utf8');
}

/** A CloudFront Function's viewer-request handler, run as CloudFront runs it (for the servers that stand in for it). */
export function viewerRequestHandler(code: string): (event: ViewerRequestEvent) => ViewerRequest {
  const context: { handler?: (event: ViewerRequestEvent) => ViewerRequest } = {};
  runInNewContext(`${code}\nthis.handler = handler;`, context);
  const handler = context.handler;
  if (!handler) throw new Error('The function has no handler');
  return handler;
}

export interface ViewerRequest {
  uri: string;
  method: string;
  headers: Record<string, { value: string }>;
  querystring: Record<string, unknown>;
  cookies: Record<string, unknown>;
}

export interface ViewerRequestEvent {
  viewer: { ip: string };
  request: ViewerRequest;
}
