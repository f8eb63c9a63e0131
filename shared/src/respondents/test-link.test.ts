import { describe, expect, it } from 'vitest';
import { sectionFromFragment, testFragment, testPath, tokenFromFragment } from './test-link';

describe("a respondent's personal link keeps the token out of the path", () => {
  const token = 'Ab3_-x'.repeat(7) + 'Z';

  it('puts the token in the fragment, which browsers never send to a server', () => {
    const path = testPath('abc-def-ghi', token);
    expect(path).toBe(`/assessment-test/abc-def-ghi#t=${token}`);
    expect(new URL(path, 'https://example.com').pathname).toBe('/assessment-test/abc-def-ghi');
  });

  it('reads the token back from the fragment, and nothing from any other fragment', () => {
    expect(tokenFromFragment(new URL(testPath('abc-def-ghi', token), 'https://example.com').hash)).toBe(token);
    for (const other of ['', '#', '#t=', '#top', '#t=a b', '#x=abc']) expect(tokenFromFragment(other)).toBeUndefined();
  });

  it('carries the section the page shows as a hint beside the token; the token reads the same', () => {
    const hash = testFragment(token, 'values_and_traits');
    expect(hash).toBe(`#t=${token}&s=values_and_traits`);
    expect(tokenFromFragment(hash)).toBe(token);
    expect(sectionFromFragment(hash)).toBe('values_and_traits');
    expect(sectionFromFragment(testFragment(token))).toBeUndefined();
    for (const other of [`#t=${token}&s=`, `#t=${token}&s=Big5`, `#t=${token}&x=big5`, `#s=big5`]) {
      expect(tokenFromFragment(other), other).toBeUndefined();
      expect(sectionFromFragment(other), other).toBeUndefined();
    }
  });
});
