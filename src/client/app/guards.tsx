import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router-dom';
import { ROLE_HOME, type Role } from '../../shared/roles';
import { useAppDispatch, useAppSelector } from '../lib/store/hooks';
import { readStoredUser } from '../lib/store/storage';
import {
  PrivacyNoticeGate,
  needsPrivacyAcceptance,
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
 * patient can still read what their home kept; the next answered call judges the token again. A
 * privacy notice the user has not accepted is shown whole before anything else. With `returnHere`,
 * the sign-in screen is told to come back to this address (`/login?next=…`).
 */
export function RequireSession({ returnHere = false }: { returnHere?: boolean }) {
  const location = useLocation();
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
  if (!token) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={returnHere ? `/login?next=${encodeURIComponent(next)}` : '/login'} replace />;
  }
  if (!user) return null;
  // a privacy notice not yet accepted comes before any other screen (signing out stays possible)
  if (needsPrivacyAcceptance(user)) return <PrivacyNoticeGate user={user} />;
  return <Outlet />;
}

/** Only in-app paths are followed from the address bar (`//host` is another site). */
const inAppPath = (value: string | null): string | undefined =>
  value?.startsWith('/') && !value.startsWith('//') ? value : undefined;

/**
 * Login, register and the code screens: a stored token sends the user to /, or back to the screen
 * that asked them to sign in (`?next=`, a check-in link), so the sign-in lands where it began.
 */
export function PublicOnly() {
  const token = useAppSelector(selectToken);
  const next = inAppPath(useSearchParams()[0].get('next'));
  return token ? <Navigate to={next ?? '/'} replace /> : <Outlet />;
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
