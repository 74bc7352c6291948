import { useCallback, useEffect, useState, type CSSProperties } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { Button, type FormInstance } from 'antd';
import type { VerifyOtpInput } from '../../../../shared/schemas/auth';
import { CODE_RESEND_SECONDS } from '../../../../shared/vocabulary';
import { errorEnvelope, errorMessage } from '../../../lib/api/api';
import { useMessage } from '../../../lib/toasts/messages';
import { COLORS } from '../../../lib/theme';
import { useResendOtpMutation } from '../authApi';
import { AuthNote } from './AuthCard';

const messages: Record<'noCode' | 'resend' | 'wait', MessageDescriptor> = defineMessages({
  noCode: { id: 'auth.resendCode.noCode', defaultMessage: 'Didn’t get the code?' },
  resend: { id: 'auth.resendCode.resend', defaultMessage: 'Send the code again' },
  wait: {
    id: 'auth.resendCode.wait',
    defaultMessage: 'You can ask for a new code in {seconds, plural, one {# second} other {# seconds}}',
  },
});

/** The question and its answer on one line where they fit, centred as the card's other notes. */
const line: CSSProperties = {
  display: 'inline-flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'baseline',
  columnGap: 4,
};

/** Where the moment a new code may be asked for is kept, so a reload still counts it down. */
const STORAGE_KEY = 'clinicbook.resendCodeAt';

function storedWait(email: string): number {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as {
      email?: string;
      at?: number;
    } | null;
    return stored?.email === email.trim().toLowerCase() && typeof stored.at === 'number' ? stored.at : 0;
  } catch {
    return 0;
  }
}

function storeWait(email: string, at: number) {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ email: email.trim().toLowerCase(), at }));
  } catch {
    // storage refused (a private window): the countdown still runs on this page
  }
}

/**
 * Whole seconds until a moment (epoch ms), ticking once a second while any are left, and a way to
 * count down to another.
 */
function useCountdown(initialAt: () => number): [number, (at: number) => void] {
  const [clock, setClock] = useState(() => ({ at: initialAt(), now: Date.now() }));
  useEffect(() => {
    if (clock.at <= Date.now()) return undefined;
    const timer = setInterval(() => {
      const now = Date.now();
      setClock((current) => ({ ...current, now }));
      if (now >= clock.at) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [clock.at]);
  const restart = useCallback((at: number) => setClock({ at, now: Date.now() }), []);
  return [Math.max(0, Math.ceil((clock.at - clock.now) / 1000)), restart];
}

interface ResendCodeProps {
  /** The Verify OTP form, whose e-mail the new code goes to. */
  form: FormInstance<VerifyOtpInput>;
  /** The e-mail the page opened with. */
  email: string;
  /** The screen before had a code mailed just now: the first wait has begun already. */
  codeSent: boolean;
}

/**
 * "Didn't get the code? Send the code again": a fresh code to the form's e-mail, then a countdown
 * until another may be asked for (the server's minute between codes, or the address's limit of code
 * calls when it was reached), kept over a reload.
 */
export default function ResendCode({ form, email, codeSent }: ResendCodeProps) {
  const intl = useIntl();
  const message = useMessage();
  const [resendOtp, { isLoading }] = useResendOtpMutation();
  const [seconds, countDownTo] = useCountdown(() => {
    const stored = storedWait(email);
    if (stored || !codeSent || !email) return stored;
    const at = Date.now() + CODE_RESEND_SECONDS * 1000;
    storeWait(email, at);
    return at;
  });

  const waitFor = (target: string, secondsToWait: number) => {
    const at = Date.now() + secondsToWait * 1000;
    storeWait(target, at);
    countDownTo(at);
  };

  const resend = async () => {
    let target: string;
    try {
      ({ email: target } = await form.validateFields(['email']));
    } catch {
      return; // the field says what is wrong with the e-mail
    }
    try {
      const answer = await resendOtp({ email: target }).unwrap();
      if (answer.message) void message.success(answer.message);
      waitFor(target, answer.data?.retryAfter ?? CODE_RESEND_SECONDS);
    } catch (error) {
      void message.error(errorMessage(error));
      const retryAfter = (errorEnvelope(error)?.data as { retryAfter?: unknown } | undefined)?.retryAfter;
      if (typeof retryAfter === 'number' && retryAfter > 0) waitFor(target, retryAfter);
    }
  };

  return (
    <AuthNote>
      <span style={line}>
        <span>{intl.formatMessage(messages.noCode)}</span>
        {seconds > 0 ? (
          <span role="status">{intl.formatMessage(messages.wait, { seconds })}</span>
        ) : (
          <Button
            type="link"
            loading={isLoading}
            onClick={() => void resend()}
            // the links' darker green: the brand green is too light for text
            style={{ padding: 0, height: 'auto', color: COLORS.greenDark, fontWeight: 600 }}
          >
            {intl.formatMessage(messages.resend)}
          </Button>
        )}
      </span>
    </AuthNote>
  );
}
