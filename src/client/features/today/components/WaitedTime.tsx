import { useIntl } from 'react-intl';
import { WAIT_ALERT_MINUTES } from '../../../../shared/vocabulary';

const AMBER = { color: '#874d00', background: '#fff1b8', padding: '0 6px', borderRadius: 4, fontWeight: 600 };

/** Whole minutes from an arrival to now (never below 0). */
const minutesSince = (arrivedAt: string, now: number) =>
  Math.max(0, Math.floor((now - new Date(arrivedAt).getTime()) / 60_000));

interface WaitedTimeProps {
  arrivedAt: string;
  now: number;
  /** Minutes after which the wait shows amber (the server's WAIT_ALERT_MINUTES). */
  alertAfter?: number;
}

/** How long an arrived patient has waited: '12 min', amber past WAIT_ALERT_MINUTES. */
export default function WaitedTime({ arrivedAt, now, alertAfter = WAIT_ALERT_MINUTES }: WaitedTimeProps) {
  const intl = useIntl();
  const minutes = minutesSince(arrivedAt, now);
  const text = intl.formatMessage(
    { id: 'today.waited.minutes', defaultMessage: '{minutes} min' },
    { minutes },
  );
  if (minutes <= alertAfter) return <span>{text}</span>;
  return (
    <span
      style={AMBER}
      title={intl.formatMessage(
        {
          id: 'today.waited.alert',
          defaultMessage: 'Waiting over {minutes, plural, one {# minute} other {# minutes}}',
        },
        { minutes: alertAfter },
      )}
    >
      {text}
    </span>
  );
}
