import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** The pause before moving on after registration, OTP verification and the login redirect. */
const REDIRECT_DELAY_MS = 3000;

/** What the sign-in screens pass each other in navigation state. */
interface EmailState {
  email: string;
  /** a one-time code was mailed to it just now (registration, an unverified sign-in) */
  codeSent?: boolean;
}

/**
 * Verify OTP for an e-mail: the address rides in the URL (it is not a secret), so a reload, Back or
 * the page opened again from history still has it.
 */
export const verifyOtpPath = (email: string) => `/verify-otp?email=${encodeURIComponent(email.trim())}`;

/** The email handed over in navigation state, if any. */
export function useStateEmail(): string | undefined {
  const state: unknown = useLocation().state;
  const email = (state as Partial<EmailState> | null)?.email;
  return typeof email === 'string' && email ? email : undefined;
}

/** Whether the screen before said it had just had a code mailed. */
export function useStateCodeSent(): boolean {
  const state: unknown = useLocation().state;
  return (state as Partial<EmailState> | null)?.codeSent === true;
}

/**
 * Navigates after REDIRECT_DELAY_MS (cancelled if the screen goes away first); `pending` is true
 * meanwhile so the form is not sent twice.
 */
export function useDelayedNavigate() {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    const current = timer;
    return () => clearTimeout(current.current);
  }, []);
  const later = useCallback(
    (to: string, state?: EmailState) => {
      clearTimeout(timer.current);
      setPending(true);
      timer.current = setTimeout(() => navigate(to, { state }), REDIRECT_DELAY_MS);
    },
    [navigate],
  );
  return { later, pending };
}
