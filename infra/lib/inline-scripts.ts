import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The text of each script written into a page that the browser runs: a `<script>` without `src` (a JSON data block
 * is never run).
 */
export function inlineScripts(html: string): string[] {
  const texts: string[] = [];
  for (const [, attrs = '', text = ''] of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(attrs)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript') continue;
    texts.push(text);
  }
  return texts;
}

/**
 * The CSP sources (`'sha256-…'`) of the scripts written into a page: the hash of each one's text exactly as written,
 * which is what the browser hashes (CSP Level 3, "Does element match source list for type and source").
 */
export function inlineScriptHashes(html: string): string[] {
  return inlineScripts(html).map((text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
}

/** The CSP's script rule: the site's own files, and the scripts written into its page by their hashes. */
export function scriptSrc(hashes: readonly string[]): string {
  return ["script-src 'self'", ...hashes].join(' ');
}

/** The hashes of the built page's own scripts (web/dist/index.html; the boot script), or none before it is built. */
export function builtPageScriptHashes(webAssetPath: string): string[] {
  const page = path.join(webAssetPath, 'index.html');
  return existsSync(page) ? inlineScriptHashes(readFileSync(page, 'utf8')) : [];
}
