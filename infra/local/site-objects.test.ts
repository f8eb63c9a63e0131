import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteObjects, type SiteObject } from './site-objects';

let out: string;
let lookup: (pathname: string) => SiteObject;

beforeAll(() => {
  // A build as Vite leaves it: the page, hashed assets, a file at the top; and a file beside the build folder.
  const parent = mkdtempSync(join(tmpdir(), 'culturefit-site-objects-'));
  out = join(parent, 'dist');
  mkdirSync(join(out, 'assets'), { recursive: true });
  writeFileSync(join(out, 'index.html'), '<!doctype html>');
  writeFileSync(join(out, 'assets', 'index-abc.js'), 'x');
  writeFileSync(join(out, 'favicon.svg'), '<svg/>');
  writeFileSync(join(parent, 'dist-secret.txt'), 'not the site’s');
  lookup = siteObjects(out);
});

afterAll(() => rmSync(join(out, '..'), { recursive: true, force: true }));

describe('the objects a stand-in for the site serves', () => {
  it("answers the app's routes with the page, a dotted one too", () => {
    expect(lookup('/assessment-test/abc-def')).toEqual({ kind: 'page' });
    expect(lookup('/abc/jane.doe')).toEqual({ kind: 'page' });
    expect(lookup('/')).toEqual({ kind: 'page' });
  });

  it('serves built files with their type, and only hashed assets as immutable', () => {
    expect(lookup('/assets/index-abc.js')).toEqual({
      kind: 'file',
      file: join(out, 'assets', 'index-abc.js'),
      type: 'text/javascript',
      immutable: true,
    });
    expect(lookup('/favicon.svg')).toMatchObject({ kind: 'file', type: 'image/svg+xml', immutable: false });
  });

  it('has nothing for a missing asset or a path that climbs out of the build', () => {
    expect(lookup('/assets/index-old.js')).toEqual({ kind: 'missing' });
    expect(lookup('/assets/../../dist-secret.txt')).toEqual({ kind: 'missing' });
  });
});
