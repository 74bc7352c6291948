import { Tag } from 'antd';
import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import Typography from '../../../components/Typography';
import type { ColumnsType } from 'antd/es/table';
import type { AuditEntry } from '../../../../shared/schemas/audit';
import { ROLE_TEXT, type Role } from '../../../../shared/roles';

/** An ISO instant as 'YYYY-MM-DD HH:mm:ss UTC' (the log is kept and shown in UTC). */
const utcTime = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;

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

function Who({ entry }: { entry: AuditEntry }) {
  if (!entry.actorEmail) return <Nothing />;
  return (
    <>
      <div>{entry.actorName}</div>
      <Typography.Text type="secondary">{entry.actorEmail}</Typography.Text>
    </>
  );
}

/** The log's columns, titled in the language on screen. */
export const auditColumns = (intl: IntlShape): ColumnsType<AuditEntry> => [
  { title: intl.formatMessage(messages.time), dataIndex: 'at', key: 'at', render: utcTime },
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
  { title: intl.formatMessage(messages.action), dataIndex: 'action', key: 'action' },
  {
    title: intl.formatMessage(messages.target),
    dataIndex: 'target',
    key: 'target',
    render: (target: string | null) =>
      target ? <span style={{ wordBreak: 'break-all' }}>{target}</span> : <Nothing />,
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
