import { Typography } from 'antd';
import { FormattedMessage } from 'react-intl';
import { addDays, formatDisplayDate } from '../../../../shared/clinicDays';
import { useGetClosedDatesQuery } from '../closingsApi';

/** Closed dates this far apart, or nearer, with one reason read as one absence (a weekly clinic's leave). */
const SAME_ABSENCE_DAYS = 7;
const SHOWN = 3;

interface Absence {
  from: string;
  to: string;
  reason: string;
}

/** The doctor's closed dates ('YYYY-MM-DD', in order) as absences: neighbours with one reason joined. */
function absencesOf(closed: readonly { date: string; reason: string }[]): Absence[] {
  const absences: Absence[] = [];
  for (const { date, reason } of closed) {
    const last = absences.at(-1);
    if (last && last.reason === reason && date <= addDays(last.to, SAME_ABSENCE_DAYS)) last.to = date;
    else absences.push({ from: date, to: date, reason });
  }
  return absences;
}

/** A date that never breaks at its hyphens. */
const day = (date: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatDisplayDate(date)}</span>;

/**
 * Under the booking card's date picker: when the doctor is away within the booking window and why
 * ('Away from 10-12-2026 to 11-12-2026: Annual leave'), the first three absences. The picker already
 * greys those dates out; this says why.
 */
export default function ClosedDatesNote({ doctorId }: { doctorId: string }) {
  const { data } = useGetClosedDatesQuery(doctorId, { skip: !doctorId });
  const absences = absencesOf(data ?? []).slice(0, SHOWN);
  if (absences.length === 0) return null;
  return (
    <ul style={{ listStyle: 'none', margin: '-16px 0 16px', padding: 0 }}>
      {absences.map(({ from, to, reason }) => (
        <li key={from}>
          <Typography.Text type="secondary">
            {from === to ? (
              <FormattedMessage
                id="closings.note.day"
                defaultMessage="Away on {date}: {reason}"
                values={{ date: day(from), reason }}
              />
            ) : (
              <FormattedMessage
                id="closings.note.range"
                defaultMessage="Away from {from} to {to}: {reason}"
                values={{ from: day(from), to: day(to), reason }}
              />
            )}
          </Typography.Text>
        </li>
      ))}
    </ul>
  );
}
