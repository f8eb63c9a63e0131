import { describe, expect, it } from 'vitest';
import { ROUTE_INDEX } from '@shared/routes/route-index';
import { buildRequest } from '../lib/api-request';
import { LINK_ROUTES, filesAhead, linkCall, nextSection, type BootChunks } from './boot';

const API = 'https://api.test/';
const at = (pathname: string, hash = '') => ({ pathname, hash });

describe("the boot script asks for what the link's first screen asks for, as the app asks for it (issue 27 §3)", () => {
  it("its two routes are the route table's", () => {
    for (const [id, def] of Object.entries(LINK_ROUTES)) {
      const entry = ROUTE_INDEX[id as keyof typeof LINK_ROUTES];
      expect({ method: entry.method, path: entry.path, auth: entry.auth }).toEqual(def);
    }
  });

  it("a public link: the link's details, the request the registration page makes", () => {
    expect(linkCall(at('/assessment-test/ab c-1'), API, null)).toEqual(
      buildRequest('getPublicLink', { params: { code: 'ab c-1' } }, { apiUrl: API, locale: 'en' }),
    );
  });

  it("a test link (the token in the fragment, or the spec's path form): the respondent's test, in the item language kept on this device", () => {
    const app = (query: { item_lang?: string }) =>
      buildRequest('getRespondentTest', { params: { token: 'tok_1' }, query }, { apiUrl: API, locale: 'en' });
    expect(linkCall(at('/assessment-test/abc', '#t=tok_1'), API, null)).toEqual(app({}));
    expect(linkCall(at('/assessment-test/abc/tok_1'), API, null)).toEqual(app({}));
    expect(linkCall(at('/assessment-test/abc', '#t=tok_1'), API, 'de')).toEqual(app({ item_lang: 'de' }));
    expect(linkCall(at('/assessment-test/abc', '#t=tok_1'), API, '')).toEqual(app({}));
  });

  it('any other page: nothing', () => {
    for (const path of ['/assessment-test', '/confirm-canditate', '/dashboard', '/'])
      expect(linkCall(at(path), API, null)).toBeUndefined();
  });

  it('the section fetched ahead is the one the test shows next: the first not completed', () => {
    const test = (states: Record<string, string>) => ({
      sections: ['values_and_traits', 'big5'],
      section_states: Object.fromEntries(Object.entries(states).map(([k, status]) => [k, { status }])),
    });
    expect(nextSection(test({ values_and_traits: 'in_progress', big5: 'not_started' }))).toBe('values_and_traits');
    expect(nextSection(test({ values_and_traits: 'completed', big5: 'in_progress' }))).toBe('big5');
    expect(nextSection(test({ values_and_traits: 'completed', big5: 'completed' }))).toBeUndefined();
    expect(nextSection({ error: { code: 'TEST_CLOSED' } })).toBeUndefined();
  });

  it("a test link fetches the test page's files ahead, and the screen of the section its address names", () => {
    const chunks: BootChunks = {
      test: ['take-test-1'],
      sectionScreen: ['section-screen-1'],
      answers: { values_and_traits: ['answer-vt'], big5: ['answer-b5'] },
    };
    expect(filesAhead('#t=tok_1', chunks)).toEqual(['take-test-1']);
    expect(filesAhead('#t=tok_1&s=big5', chunks)).toEqual(['take-test-1', 'section-screen-1', 'answer-b5']);
    // A name that is no section's (an old address, a typed one) fetches nothing more; the test's answer decides.
    for (const hash of ['#t=tok_1&s=logic_test', '#t=tok_1&s=constructor', '#t=tok_1&s=__proto__'])
      expect(filesAhead(hash, chunks), hash).toEqual(['take-test-1']);
    expect(filesAhead('#t=tok_1&s=big5', undefined)).toEqual([]);
  });
});
