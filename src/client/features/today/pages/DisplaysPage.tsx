import { Button, Flex, Popconfirm, Table, Tag } from 'antd';
import { Link } from 'react-router-dom';
import type { ColumnsType } from 'antd/es/table';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import Panel from '../../../components/Panel';
import Typography from '../../../components/Typography';
import TableEmpty from '../../../components/TableEmpty';
import { instantText } from '../../../lib/clinicTime/instantText';
import { errorMessage } from '../../../lib/api/api';
import { useMessage } from '../../../lib/toasts/messages';
import { useDoctorOptions } from '../../doctors';
import { useGetDisplaysQuery, useRevokeDisplayMutation } from '../todayApi';
import type { Display } from '../todayTypes';
import CreateDisplayForm from '../components/CreateDisplayForm';

const messages = defineMessages({
  title: { id: 'today.displays.title', defaultMessage: 'Displays' },
  newDisplay: { id: 'today.displays.newDisplay', defaultMessage: 'New display' },
  empty: { id: 'today.displays.empty', defaultMessage: 'No displays yet' },
  unknownDoctor: { id: 'today.displays.unknownDoctor', defaultMessage: 'Unknown doctor' },
  name: { id: 'today.displays.columns.name', defaultMessage: 'Name' },
  doctors: { id: 'today.displays.columns.doctors', defaultMessage: 'Doctors' },
  created: { id: 'today.displays.columns.created', defaultMessage: 'Created' },
  state: { id: 'today.displays.columns.state', defaultMessage: 'State' },
  action: { id: 'today.displays.columns.action', defaultMessage: 'Action' },
  stateRevoked: { id: 'today.displays.stateRevoked', defaultMessage: 'Revoked' },
  stateActive: { id: 'today.displays.stateActive', defaultMessage: 'Active' },
  revokeTitle: { id: 'today.displays.revokeTitle', defaultMessage: 'Revoke this display?' },
  revokeDescription: {
    id: 'today.displays.revokeDescription',
    defaultMessage: 'Its board stops showing the queue at once.',
  },
  revoke: { id: 'today.displays.revoke', defaultMessage: 'Revoke' },
  poster: { id: 'today.displays.poster', defaultMessage: 'Check-in poster' },
  cancel: { id: 'today.displays.cancel', defaultMessage: 'Cancel' },
});

/** Texts that take values (their types checked where formatted). */
const named = {
  revoked: defineMessage<{ name: string }>({
    id: 'today.displays.revoked',
    defaultMessage: 'Display "{name}" revoked',
  }),
};

/**
 * /admin/displays: the waiting-room boards. An admin makes one for some doctors (its key
 * shown once, inside the board's address), sees them all, and revokes one: its board then shows that
 * its key is no longer valid.
 */
export default function DisplaysPage() {
  const message = useMessage();
  const intl = useIntl();
  const doctors = useDoctorOptions();
  const nameOf = (id: string) =>
    doctors.find((d) => d.value === id)?.label ?? intl.formatMessage(messages.unknownDoctor);
  const { data: displays = [], isFetching } = useGetDisplaysQuery();
  const [revoke, revoking] = useRevokeDisplayMutation();

  const onRevoke = async (display: Display) => {
    try {
      await revoke(display._id).unwrap();
      void message.success(intl.formatMessage(named.revoked, { name: display.name }));
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  const columns: ColumnsType<Display> = [
    { key: 'name', title: intl.formatMessage(messages.name), dataIndex: 'name', width: 200 },
    {
      key: 'doctors',
      title: intl.formatMessage(messages.doctors),
      render: (_v, d) => d.doctorIds.map(nameOf).join(', '),
    },
    {
      key: 'created',
      title: intl.formatMessage(messages.created),
      width: 190,
      render: (_v, d) => instantText(d.createdAt),
    },
    {
      key: 'state',
      title: intl.formatMessage(messages.state),
      width: 110,
      render: (_v, d) =>
        d.revokedAt ? (
          <Tag>{intl.formatMessage(messages.stateRevoked)}</Tag>
        ) : (
          <Tag color="green">{intl.formatMessage(messages.stateActive)}</Tag>
        ),
    },
    {
      key: 'action',
      title: intl.formatMessage(messages.action),
      width: 240,
      render: (_v, d) =>
        d.revokedAt ? null : (
          <Flex gap={8} wrap>
            <Link to={`/admin/displays/${d._id}/poster`}>{intl.formatMessage(messages.poster)}</Link>
            <Popconfirm
              title={intl.formatMessage(messages.revokeTitle)}
              description={intl.formatMessage(messages.revokeDescription)}
              okText={intl.formatMessage(messages.revoke)}
              okButtonProps={{ danger: true }}
              cancelText={intl.formatMessage(messages.cancel)}
              onConfirm={() => onRevoke(d)}
            >
              <Button size="small" danger loading={revoking.isLoading && revoking.originalArgs === d._id}>
                {intl.formatMessage(messages.revoke)}
              </Button>
            </Popconfirm>
          </Flex>
        ),
    },
  ];

  return (
    <>
      <Typography.Title level={2}>{intl.formatMessage(messages.title)}</Typography.Title>
      <Panel title={intl.formatMessage(messages.newDisplay)} style={{ maxWidth: 640, marginBottom: 24 }}>
        <CreateDisplayForm doctors={doctors} />
      </Panel>
      <Table<Display>
        rowKey="_id"
        size="middle"
        loading={isFetching}
        columns={columns}
        dataSource={displays}
        pagination={false}
        scroll={{ x: 720 }}
        locale={{ emptyText: <TableEmpty text={intl.formatMessage(messages.empty)} pending={isFetching} /> }}
      />
    </>
  );
}
