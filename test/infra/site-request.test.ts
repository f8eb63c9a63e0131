import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteFiles, siteObjectPath, siteRequestCode } from '../../infra/lib/edge/site-request';

/** A built site: the page, an icon, hashed assets with their maps, a nested unhashed file. */
function builtSite(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'culturefit-site-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, 'icons'));
  for (const file of ['index.html', 'favicon.svg', 'robots.txt', 'icons/app.png', 'assets/index-abc.js']) {
    writeFileSync(path.join(dir, file), 'x');
  }
  writeFileSync(path.join(dir, 'assets/index-abc.js.map'), '{}');
  writeFileSync(path.join(dir, 'favicon.svg.map'), '{}');
  return dir;
}

describe("the site's viewer-request function", () => {
  it('names the built files outside assets/, and the configuration the deploy writes, but not the page or maps', () => {
    expect(siteFiles(builtSite())).toEqual(['/favicon.svg', '/icons/app.png', '/robots.txt', '/config.json']);
  });

  it('serves the built files as they are and every other path the single-page app', () => {
    const objectPath = siteObjectPath(siteRequestCode(builtSite()));
    for (const file of ['/favicon.svg', '/icons/app.png', '/config.json', '/assets/index-abc.js']) {
      expect(objectPath(file)).toBe(file);
    }
    // A chunk a new deploy no longer has stays a miss in the bucket, not the page passed off as a script.
    expect(objectPath('/assets/take-test-old.js')).toBe('/assets/take-test-old.js');
    for (const route of ['/', '/assessment-test/e2h-igs-tfx', '/th/login', '/abc/jane.doe', '/favicon.svg/x', '/404']) {
      expect(objectPath(route)).toBe('/index.html');
    }
  });

  it('is within CloudFront Functions’ 10 KB of code', () => {
    expect(Buffer.byteLength(siteRequestCode(builtSite()))).toBeLessThan(10_240);
  });
});
