import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { signOutEverywhere } from '../../features/accounts/api/auth';
import { clearSession, readSession } from '../../lib/session';
import { decideRoute } from './route-guard';

/** Applies decideRoute to every navigation below it. */
export function RouteGuard({ requiresAuth }: { requiresAuth: boolean }) {
  const { pathname, search } = useLocation();
  const decision = decideRoute({ pathname, search, session: readSession(), requiresAuth });

  useEffect(() => {
    if (decision.kind === 'signOut') void signOutEverywhere();
  }, [decision.kind]);

  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'signOut') {
    clearSession();
    return <Navigate to={decision.to} replace />;
  }
  return <Outlet />;
}
