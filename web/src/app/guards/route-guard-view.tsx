import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { clearSession, readSession } from '../../lib/session';
import { decideRoute } from './route-guard';
import { rememberReturnPath } from './return-path';
import { ReferralClaim } from '../../features/referrals/components/referral-claim';

/** Applies decideRoute to every navigation below it. */
export function RouteGuard({ requiresAuth }: { requiresAuth: boolean }) {
  const { pathname, search } = useLocation();
  const decision = decideRoute({ pathname, search, session: readSession(), requiresAuth });

  useEffect(() => {
    // Loaded only when signing out: respondent pages never load the sign-in code.
    if (decision.kind === 'signOut')
      void import('../../features/accounts/api/auth').then((auth) => auth.signOutEverywhere());
  }, [decision.kind]);

  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'signOut') {
    // Signed out on the way to a page (an invitation link): come back to it after signing in.
    if (requiresAuth) rememberReturnPath(`${pathname}${search}`);
    clearSession();
    return <Navigate to={decision.to} replace />;
  }
  // A signed-in page claims a referral code kept from before sign-up (once; the server judges it).
  return (
    <>
      {requiresAuth && <ReferralClaim />}
      <Outlet />
    </>
  );
}
