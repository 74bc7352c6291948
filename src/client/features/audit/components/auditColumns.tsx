import { Tag } from 'antd';
import Typography from '../../../components/Typography';
import type { ColumnsType } from 'antd/es/table';
import type { AuditEntry } from '../../../../shared/schemas/audit';
import { ROLE_LABEL, type Role } from '../../../../shared/roles';

/** An ISO instant as 'YYYY-MM-DD HH:mm:ss UTC' (the log is kept and shown in UTC). */
export const utcTime = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;

const Nothing = () => <Typography.Text type="secondary">—</Typography.Text>;

const roleLabel = (role: string) => ROLE_LABEL[role as Role] ?? 'Anonymous';

function Who({ entry }: { entry: AuditEntry }) {
  if (!entry.actorEmail) return <Nothing />;
  return (
    <>
      <div>{entry.actorName}</div>
      <Typography.Text type="secondary">{entry.actorEmail}</Typography.Text>
    </>
  );
}

export const auditColumns: ColumnsType<AuditEntry> = [
  { title: 'Time', dataIndex: 'at', key: 'at', render: utcTime },
  { title: 'Who', key: 'who', render: (_value, entry) => <Who entry={entry} /> },
  { title: 'Role', dataIndex: 'actorRole', key: 'role', render: roleLabel },
  { title: 'Action', dataIndex: 'action', key: 'action' },
  {
    title: 'Target',
    dataIndex: 'target',
    key: 'target',
    render: (target: string | null) =>
      target ? <span style={{ wordBreak: 'break-all' }}>{target}</span> : <Nothing />,
  },
  { title: 'IP', dataIndex: 'ip', key: 'ip' },
  {
    title: 'Outcome',
    key: 'outcome',
    render: (_value, { outcome, statusCode }) => (
      <Tag color={outcome === 'success' ? 'green' : 'red'}>
        {outcome === 'success' ? 'Success' : 'Failure'} ({statusCode})
      </Tag>
    ),
  },
];
