import { Tag } from 'antd';
import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import Typography from '../../../components/Typography';
import Isolated from '../../../components/Isolated';
import type { ColumnsType } from 'antd/es/table';
import type { AuditEntry } from '../../../../shared/answers/audit';
import { ROLE_TEXT, type Role } from '../../../../shared/roles';
import { formatDisplayDate } from '../../../../shared/clinicDays';
import { clinicTimezone } from '../../../lib/clinicTime/clinicTimezone';
import { auditActionText } from '../auditActions';

/**
 * An ISO instant as 'DD-MM-YYYY HH:mm:ss' at the clinic (the log is kept in UTC): the product's date
 * shape in every language, in the clinic's time zone as every other time the desks read.
 */
function clinicTime(iso: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone: clinicTimezone(),
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const part = Object.fromEntries(format.formatToParts(instant).map(({ type, value }) => [type, value]));
  return `${part.day}-${part.month}-${part.year} ${part.hour}:${part.minute}:${part.second}`;
}

/** An empty cell: a dash, not words. */
const DASH = '—';
const Nothing = () => <Typography.Text type="secondary">{DASH}</Typography.Text>;

const messages = defineMessages({
  anonymous: { id: 'audit.columns.anonymous', defaultMessage: 'Anonymous' },
  apiClient: { id: 'audit.columns.apiClient', defaultMessage: 'API client' },
  time: { id: 'audit.columns.time', defaultMessage: 'Time' },
  who: { id: 'audit.columns.who', defaultMessage: 'Who' },
  role: { id: 'audit.columns.role', defaultMessage: 'Role' },
  action: { id: 'audit.columns.action', defaultMessage: 'Action' },
  target: { id: 'audit.columns.target', defaultMessage: 'Target' },
  ip: { id: 'audit.columns.ip', defaultMessage: 'IP' },
  outcome: { id: 'audit.columns.outcome', defaultMessage: 'Outcome' },
});

// plain descriptors: react-intl's types take defineMessages' messages for ones without values
const outcomes: Record<'success' | 'failure', MessageDescriptor> = defineMessages({
  success: { id: 'audit.columns.success', defaultMessage: 'Success ({status})' },
  failure: { id: 'audit.columns.failure', defaultMessage: 'Failure ({status})' },
});

const targetMessages: Record<'doctor' | 'visit' | 'review', MessageDescriptor> = defineMessages({
  doctor: { id: 'audit.target.doctor', defaultMessage: 'Dr. {name}' },
  visit: { id: 'audit.target.visit', defaultMessage: 'Visit with Dr. {doctor} on {date}' },
  review: { id: 'audit.target.review', defaultMessage: 'Review of Dr. {doctor} by {author}' },
});

/** A doctor's name without a 'Dr.' it may already carry, as the messages add it. */
const bare = (name: string) => name.replace(/^Dr\.?\s+/i, '');

/** What the row acted on, in words where the log can name it; else what was recorded (an id, an e-mail). */
function targetText(intl: IntlShape, entry: AuditEntry): string | null {
  const named = entry.targetName;
  if (!named) return entry.target;
  switch (named.kind) {
    case 'person':
      return named.name;
    case 'doctor':
      return intl.formatMessage(targetMessages.doctor, { name: bare(named.name) });
    case 'visit':
      return intl.formatMessage(targetMessages.visit, {
        doctor: bare(named.doctorName),
        date: formatDisplayDate(named.date),
      });
    case 'review':
      return intl.formatMessage(targetMessages.review, {
        doctor: bare(named.doctorName),
        author: named.authorName,
      });
  }
}

function Who({ entry }: { entry: AuditEntry }) {
  if (!entry.actorEmail) return <Nothing />;
  return (
    <>
      <div>{entry.actorName}</div>
      {/* an address on one line: the log scrolls sideways on a narrow screen rather than break it */}
      <Typography.Text type="secondary">
        <Isolated text={entry.actorEmail} whole />
      </Typography.Text>
    </>
  );
}

/** The log's columns, titled in the language on screen. */
export const auditColumns = (intl: IntlShape): ColumnsType<AuditEntry> => [
  { title: intl.formatMessage(messages.time), dataIndex: 'at', key: 'at', render: clinicTime },
  { title: intl.formatMessage(messages.who), key: 'who', render: (_value, entry) => <Who entry={entry} /> },
  {
    title: intl.formatMessage(messages.role),
    dataIndex: 'actorRole',
    key: 'role',
    render: (role: string) => {
      // a system calling the FHIR API (the server's API_CLIENT_ROLE)
      if (role === 'api-client') return intl.formatMessage(messages.apiClient);
      const text = ROLE_TEXT[role as Role];
      return intl.formatMessage(text ?? messages.anonymous);
    },
  },
  {
    title: intl.formatMessage(messages.action),
    dataIndex: 'action',
    key: 'action',
    // the recorded action stays at hand on hover
    render: (action: string) => <span title={action}>{auditActionText(intl, action)}</span>,
  },
  {
    title: intl.formatMessage(messages.target),
    key: 'target',
    render: (_value, entry) => {
      const text = targetText(intl, entry);
      if (!text) return <Nothing />;
      // an id or an e-mail breaks anywhere; a name where words do
      const style = entry.targetName ? undefined : { wordBreak: 'break-all' as const };
      return (
        <span title={entry.target ?? undefined} style={style}>
          {text}
        </span>
      );
    },
  },
  { title: intl.formatMessage(messages.ip), dataIndex: 'ip', key: 'ip' },
  {
    title: intl.formatMessage(messages.outcome),
    key: 'outcome',
    render: (_value, { outcome, statusCode }) => (
      <Tag color={outcome === 'success' ? 'green' : 'red'}>
        {intl.formatMessage(outcome === 'success' ? outcomes.success : outcomes.failure, {
          status: statusCode,
        })}
      </Tag>
    ),
  },
];
