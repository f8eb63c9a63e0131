import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { signOutEverywhere } from '../../features/accounts/api/auth';
import { clearSession, readSession } from '../../lib/session';
import { decideRoute } from './route-guard';
import { rememberReturnPath } from './return-path';
import { ReferralClaim } from '../../features/referrals/components/referral-claim';

/** Applies decideRoute to every navigation below it. */
export function RouteGuard({ requiresAuth }: { requiresAuth: boolean }) {
  const { pathname, search } = useLocation();
  const decision = decideRoute({ pathname, search, session: readSession(), requiresAuth });

  useEffect(() => {
    if (decision.kind === 'signOut') void signOutEverywhere();
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
