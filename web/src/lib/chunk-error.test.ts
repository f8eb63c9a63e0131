import { describe, expect, it } from 'vitest';
import { classifyPageError } from './chunk-error';

describe('classifying a page that failed to load', () => {
  it('a stylesheet chunk carries CSS_CHUNK_LOAD_FAILED, a script chunk CHUNK_LOAD_FAILED, anything else is the page', () => {
    expect(classifyPageError(new Error('Unable to preload CSS for /assets/details-abc.css'))).toBe(
      'CSS_CHUNK_LOAD_FAILED',
    );
    expect(
      classifyPageError(new TypeError('Failed to fetch dynamically imported module: http://x/assets/details-abc.js')),
    ).toBe('CHUNK_LOAD_FAILED');
    expect(classifyPageError(new TypeError('Importing a module script failed.'))).toBe('CHUNK_LOAD_FAILED');
    expect(classifyPageError(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe('INTERNAL');
  });
});
