import { isValidEmail } from '@shared/accounts/email';
import type { StoredSession } from '../../lib/session';
import { onboardingPath } from '../../features/accounts/api/onboarding';

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  /** Clear the stored user, sign out, go to /login (with the address a link was sent to, when it names one). */
  | { kind: 'signOut'; to: string };

/** Toolbox pages (spec part 1 §2 route table), each bare or under /en, /th (and /es, our third locale). */
export const TOOLBOX_PAGES = [
  'core-values-analyzer',
  'job-role-generator',
  'job-post-generator',
  'interview-guide',
  'career-path-tracker',
  'okr-generator',
  'performance-improvement',
  'day-plan',
] as const;

const LANGUAGE_PREFIX = /^\/(en|th|es)(?=\/|$)/;
/** The analyzer page itself is public (spec part 1 §2); the generators need sign-in. */
const PUBLIC_TOOLBOX = new Set(['core-values-analyzer']);

/** Pages a half-registered user may still open. */
const ONBOARDING_PATHS = new Set(['/signup/info', '/signup/branding']);

export function toolboxPage(pathname: string): { page: string; prefix: string } | null {
  const prefix = LANGUAGE_PREFIX.exec(pathname)?.[1];
  const rest = prefix ? pathname.slice(prefix.length + 1) : pathname;
  const segments = rest.split('/').filter(Boolean);
  const page = segments[segments.length - 1];
  if (segments.length !== 1 || !page || !(TOOLBOX_PAGES as readonly string[]).includes(page)) return null;
  return { page, prefix: prefix && prefix !== 'en' ? `/${prefix}` : '' };
}

/**
 * Where `/signup?tool=<page>` (or `/login?tool=<page>`) brings the user back after signing up or in (spec part 1 §2
 * route guard): the tool's page under the same language prefix; null when `tool` names no toolbox page.
 */
export function toolReturnPath(pathname: string, tool: string | null): string | null {
  if (!tool || !(TOOLBOX_PAGES as readonly string[]).includes(tool)) return null;
  const prefix = LANGUAGE_PREFIX.exec(pathname)?.[1];
  return `${prefix && prefix !== 'en' ? `/${prefix}` : ''}/${tool}`;
}

export interface GuardInput {
  pathname: string;
  search: string;
  session: StoredSession;
  requiresAuth: boolean;
}

/** The route guard of spec part 1 §2 and the session rules of §4, as a pure decision. */
export function decideRoute({ pathname, search, session, requiresAuth }: GuardInput): GuardDecision {
  if (pathname === '/core-values') return { kind: 'redirect', to: `/core-values-analyzer${search}` };

  const signedIn = session.kind === 'ok' && session.record.email.trim() !== '';

  const tool = toolboxPage(pathname);
  if (tool && !signedIn && !PUBLIC_TOOLBOX.has(tool.page)) {
    return { kind: 'redirect', to: `${tool.prefix}/signup?tool=${encodeURIComponent(tool.page)}` };
  }

  if (session.kind === 'corrupt') return { kind: 'signOut', to: '/login' };

  if (pathname === '/' || pathname === '') {
    return signedIn ? { kind: 'redirect', to: '/assessments' } : { kind: 'redirect', to: '/login' };
  }

  if (!requiresAuth) return { kind: 'allow' };
  if (!signedIn) {
    // A team invitation's link names the invited address: the sign-in (or sign-up) form starts with it.
    const email = new URLSearchParams(search).get('email')?.trim() ?? '';
    return { kind: 'signOut', to: isValidEmail(email) ? `/login?email=${encodeURIComponent(email)}` : '/login' };
  }

  const step = session.kind === 'ok' ? session.record.onboardingStep : 'done';
  if (step !== 'done' && !ONBOARDING_PATHS.has(pathname)) return { kind: 'redirect', to: onboardingPath(step) };
  return { kind: 'allow' };
}
