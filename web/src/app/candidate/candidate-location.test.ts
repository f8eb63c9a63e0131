import { describe, expect, it } from 'vitest';
import { isRespondentPath } from '../respondent-paths';
import { matchCandidatePath } from './candidate-location';

describe("the respondent's app matches its own addresses", () => {
  it.each([
    ['/assessment-test', { page: 'enterCode' }],
    ['/assessment-test/', { page: 'enterCode' }],
    ['/assessment-test/abc-def-ghi', { page: 'publicLink', code: 'abc-def-ghi' }],
    ['/assessment-test/abc-def-ghi/', { page: 'publicLink', code: 'abc-def-ghi' }],
    ['/assessment-test/abc-def-ghi/tok%2Den', { page: 'test', code: 'abc-def-ghi', token: 'tok-en' }],
    ['/confirm-canditate', { page: 'confirmEmail' }],
    ['/assessment-test/a/b/c', { page: 'notFound' }],
    ['/assessment-test//b', { page: 'notFound' }],
    ['/assessment-test/%E0%A4%A', { page: 'notFound' }],
  ])('%s', (path, route) => {
    expect(matchCandidatePath(path)).toEqual(route);
  });

  it('every address main.tsx sends to it is one it knows, or its not-found page; no other address is sent', () => {
    for (const path of ['/assessment-test', '/assessment-test/x', '/assessment-test/x/y', '/confirm-canditate'])
      expect(isRespondentPath(path), path).toBe(true);
    for (const path of ['/my-data', '/assessments', '/assessment-testing', '/login'])
      expect(isRespondentPath(path), path).toBe(false);
  });
});
