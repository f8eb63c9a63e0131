import { describe, expect, it } from 'vitest';
import { parseSessionRecord, type StoredSession } from '../../lib/session';
import { decideRoute, toolboxPage, toolReturnPath } from './route-guard';

const signedIn = (over: Record<string, unknown> = {}): StoredSession => ({
  kind: 'ok',
  record: parseSessionRecord({ email: 'a@b.co', ...over })!,
});
const none: StoredSession = { kind: 'none' };
const decide = (pathname: string, session: StoredSession, requiresAuth = true, search = '') =>
  decideRoute({ pathname, search, session, requiresAuth });

describe('route guard (spec part 1 §2)', () => {
  it('sign-in routes need a stored user with an e-mail, else sign out to /login', () => {
    expect(decide('/assessments', none)).toEqual({ kind: 'signOut', to: '/login' });
    expect(decide('/assessments', signedIn({ email: '' }))).toEqual({ kind: 'signOut', to: '/login' });
    expect(decide('/assessments', signedIn())).toEqual({ kind: 'allow' });
  });

  it("a signed-out visitor on a link naming an address (a team invitation's) signs in with that address", () => {
    expect(decide('/account/my-team/t1', none, true, '?email=new%40example.com')).toEqual({
      kind: 'signOut',
      to: '/login?email=new%40example.com',
    });
    expect(decide('/account/my-team/t1', none, true, '?email=not-an-address')).toEqual({
      kind: 'signOut',
      to: '/login',
    });
  });

  it('a corrupt stored session signs out to /login', () => {
    expect(decide('/assessments', { kind: 'corrupt' })).toEqual({ kind: 'signOut', to: '/login' });
  });

  it('a signed-in user opening / goes to /assessments; a visitor to /login', () => {
    expect(decide('/', signedIn(), false)).toEqual({ kind: 'redirect', to: '/assessments' });
    expect(decide('/', none, false)).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('/core-values redirects to /core-values-analyzer keeping the query', () => {
    expect(decide('/core-values', signedIn(), false, '?tags=Integrity,Trust')).toEqual({
      kind: 'redirect',
      to: '/core-values-analyzer?tags=Integrity,Trust',
    });
  });

  it('toolbox pages for a visitor go to the language-prefixed /signup with tool = last path segment', () => {
    expect(decide('/job-role-generator', none)).toEqual({ kind: 'redirect', to: '/signup?tool=job-role-generator' });
    expect(decide('/th/okr-generator', none)).toEqual({ kind: 'redirect', to: '/th/signup?tool=okr-generator' });
    expect(decide('/es/day-plan', none)).toEqual({ kind: 'redirect', to: '/es/signup?tool=day-plan' });
    expect(decide('/en/interview-guide', none)).toEqual({ kind: 'redirect', to: '/signup?tool=interview-guide' });
    expect(decide('/job-role-generator', signedIn())).toEqual({ kind: 'allow' });
  });

  it('the core values analyzer itself is public', () => {
    expect(decide('/core-values-analyzer', none, false)).toEqual({ kind: 'allow' });
  });

  it('public pages stay open to visitors', () => {
    expect(decide('/login', none, false)).toEqual({ kind: 'allow' });
    expect(decide('/assessment-test/abc-def-ghi', none, false)).toEqual({ kind: 'allow' });
  });

  it('a user who has not finished sign-up is sent to the step left (info, then branding)', () => {
    expect(decide('/assessments', signedIn({ onboardingStep: 'info' }))).toEqual({
      kind: 'redirect',
      to: '/signup/info',
    });
    expect(decide('/assessments/create/name', signedIn({ onboardingStep: 'branding' }))).toEqual({
      kind: 'redirect',
      to: '/signup/branding',
    });
    expect(decide('/signup/branding', signedIn({ onboardingStep: 'branding' }))).toEqual({ kind: 'allow' });
  });

  it('recognises toolbox paths only as whole pages', () => {
    expect(toolboxPage('/th/job-post-generator')).toEqual({ page: 'job-post-generator', prefix: '/th' });
    expect(toolboxPage('/assessments/job-post-generator')).toBeNull();
    expect(toolboxPage('/thjob-post-generator')).toBeNull();
  });
});

describe('toolReturnPath: /signup?tool= brings the user back to the tool', () => {
  it('the tool under the sign-up page language prefix', () => {
    expect(toolReturnPath('/signup', 'job-post-generator')).toBe('/job-post-generator');
    expect(toolReturnPath('/th/signup', 'okr-generator')).toBe('/th/okr-generator');
    expect(toolReturnPath('/en/login', 'day-plan')).toBe('/day-plan');
  });

  it.each([null, '', 'assessments', '//evil.example.com', '../account'])('nothing for %s', (tool) => {
    expect(toolReturnPath('/signup', tool)).toBeNull();
  });
});
