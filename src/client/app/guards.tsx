import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { ROLE_HOME, type Role } from '../../shared/roles';
import { useAppDispatch, useAppSelector } from '../lib/store/hooks';
import {
  PrivacyNoticeGate,
  needsPrivacyAcceptance,
  selectCurrentUser,
  selectRole,
  selectToken,
  sessionEnded,
  useGetUserQuery,
} from '../features/auth';

/**
 * The session: no token → /login; a token without a loaded user fetches it; a failed fetch clears
 * storage and goes to /login; nothing is shown while the user loads; a privacy notice the user has
 * not accepted is shown whole before anything else.
 */
export function RequireSession() {
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectToken);
  const user = useAppSelector(selectCurrentUser);
  const { isError } = useGetUserQuery(token ?? '', { skip: !token || user !== null });
  useEffect(() => {
    if (isError) dispatch(sessionEnded());
  }, [isError, dispatch]);
  if (!token) return <Navigate to="/login" replace />;
  if (!user) return null;
  // a privacy notice not yet accepted comes before any other screen (signing out stays possible)
  if (needsPrivacyAcceptance(user)) return <PrivacyNoticeGate user={user} />;
  return <Outlet />;
}

/** Login, register and the code screens: a stored token sends the user to /. */
export function PublicOnly() {
  const token = useAppSelector(selectToken);
  return token ? <Navigate to="/" replace /> : <Outlet />;
}

/** A role-typed route: any other role goes to /unauthorised. */
export function RequireRole({ role, children }: { role: Role; children: ReactNode }) {
  const current = useAppSelector(selectRole);
  return current === role ? <>{children}</> : <Navigate to="/unauthorised" replace />;
}

/** The patient home at / : the other roles are sent on to their own homes. */
export function PatientOnly({ children }: { children: ReactNode }) {
  const role = useAppSelector(selectRole);
  if (role && role !== 'user') return <Navigate to={ROLE_HOME[role]} replace />;
  return <>{children}</>;
}
