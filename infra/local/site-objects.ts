import { statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { siteObjectPath, siteRequestCode } from '../lib/edge/site-request';

/**
 * What the site answers a path with, for the servers that stand in for CloudFront over a build of the web app (the
 * phone benches, the bundle bench, the built page's e2e test): the app's page, one of the build's files, or nothing.
 */
export type SiteObject =
  /** `/index.html`: the caller serves it as the deploy writes it (the configuration and the script rule in it). */
  | { kind: 'page' }
  /** A built file; `immutable` for Vite's content-hashed assets, cached for a year as the deploy uploads them. */
  | { kind: 'file'; file: string; type: string; immutable: boolean }
  /** A file the bucket does not hold: S3 through origin access control, without listing, answers 403. */
  | { kind: 'missing' };

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

/**
 * The object for a path: the site's own viewer-request function picks the bucket's key (docs/architecture.md "The
 * API on the site's origin"), and the key is looked up in the build folder `out`, never outside it.
 */
export function siteObjects(out: string): (pathname: string) => SiteObject {
  const objectPath = siteObjectPath(siteRequestCode(out));
  const root = normalize(out + sep);
  return (pathname) => {
    const key = objectPath(pathname);
    if (key === '/index.html') return { kind: 'page' };
    const file = normalize(join(out, key));
    if (!file.startsWith(root) || !isFile(file)) return { kind: 'missing' };
    const type = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
    return { kind: 'file', file, type, immutable: file.startsWith(join(root, 'assets', sep)) };
  };
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
