import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { ROLE_HOME, type Role } from '../../shared/roles';
import { useAppDispatch, useAppSelector } from '../lib/store/hooks';
import { readStoredUser } from '../lib/store/storage';
import {
  selectCurrentUser,
  selectRole,
  selectToken,
  sessionEnded,
  useGetUserQuery,
  userReplaced,
} from '../features/auth';

/**
 * The session: no token → /login; a token without a loaded user fetches it; a refused fetch clears
 * storage and goes to /login; nothing is shown while the user loads. A fetch that got no answer at
 * all (offline) leaves the session as it was: the user last read on this device stands in, so a
 * patient can still read what their home kept; the next answered call judges the token again.
 */
export function RequireSession() {
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectToken);
  const user = useAppSelector(selectCurrentUser);
  const { isError, error } = useGetUserQuery(token ?? '', { skip: !token || user !== null });
  useEffect(() => {
    if (!isError) return;
    const unanswered = (error as { status?: unknown } | undefined)?.status === 'FETCH_ERROR';
    const stored = unanswered ? readStoredUser() : null;
    dispatch(stored ? userReplaced(stored) : sessionEnded());
  }, [isError, error, dispatch]);
  if (!token) return <Navigate to="/login" replace />;
  if (!user) return null;
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
