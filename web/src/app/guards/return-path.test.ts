import { describe, expect, it } from 'vitest';
import { isSafeReturnPath, rememberReturnPath, takeReturnPath } from './return-path';

function memory() {
  const m = new Map<string, string>();
  return {
    setItem: (k: string, v: string) => void m.set(k, v),
    getItem: (k: string) => m.get(k) ?? null,
    removeItem: (k: string) => void m.delete(k),
  };
}

describe('return path after sign-in', () => {
  it('a team invitation link opened signed out is where the user lands after signing in, once', () => {
    const s = memory();
    rememberReturnPath('/account/my-team/team-1', s);
    expect(takeReturnPath('/assessments', s)).toBe('/account/my-team/team-1');
    expect(takeReturnPath('/assessments', s)).toBe('/assessments');
  });

  it('sign-up steps still come first, and the invitation is where the new account lands after them', () => {
    const s = memory();
    rememberReturnPath('/account/my-team/team-1?email=new%40example.com', s);
    expect(takeReturnPath('/signup/info', s)).toBe('/signup/info');
    expect(takeReturnPath('/assessments', s)).toBe('/account/my-team/team-1?email=new%40example.com');
    expect(takeReturnPath('/assessments', s)).toBe('/assessments');
  });

  it.each(['//evil.example.com', '/\\evil.example.com', 'https://evil.example.com', '/login', '/auth/callback?code=x'])(
    'does not keep %s',
    (path) => {
      expect(isSafeReturnPath(path)).toBe(false);
    },
  );
});
