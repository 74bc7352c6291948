import { Button, Popconfirm, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import Panel from '../../../components/Panel';
import Typography from '../../../components/Typography';
import TableEmpty from '../../../components/TableEmpty';
import { instantText } from '../../../components/instantText';
import { errorMessage } from '../../../app/api';
import { useMessage } from '../../../app/messages';
import { useDoctorOptions } from '../../doctors';
import { useGetDisplaysQuery, useRevokeDisplayMutation } from '../todayApi';
import type { Display } from '../todayTypes';
import CreateDisplayForm from '../components/CreateDisplayForm';

/**
 * /admin/displays (issue 22): the waiting-room boards. An admin makes one for some doctors (its key
 * shown once, inside the board's address), sees them all, and revokes one: its board then shows that
 * its key is no longer valid.
 */
export default function DisplaysPage() {
  const message = useMessage();
  const doctors = useDoctorOptions();
  const nameOf = (id: string) => doctors.find((d) => d.value === id)?.label ?? 'Unknown doctor';
  const { data: displays = [], isFetching } = useGetDisplaysQuery();
  const [revoke, revoking] = useRevokeDisplayMutation();

  const onRevoke = async (display: Display) => {
    try {
      await revoke(display._id).unwrap();
      void message.success(`Display "${display.name}" revoked`);
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  const columns: ColumnsType<Display> = [
    { key: 'name', title: 'Name', dataIndex: 'name', width: 200 },
    {
      key: 'doctors',
      title: 'Doctors',
      render: (_v, d) => d.doctorIds.map(nameOf).join(', '),
    },
    { key: 'created', title: 'Created', width: 190, render: (_v, d) => instantText(d.createdAt) },
    {
      key: 'state',
      title: 'State',
      width: 110,
      render: (_v, d) => (d.revokedAt ? <Tag>Revoked</Tag> : <Tag color="green">Active</Tag>),
    },
    {
      key: 'action',
      title: 'Action',
      width: 110,
      render: (_v, d) =>
        d.revokedAt ? null : (
          <Popconfirm
            title="Revoke this display?"
            description="Its board stops showing the queue at once."
            okText="Revoke"
            okButtonProps={{ danger: true }}
            cancelText="Cancel"
            onConfirm={() => onRevoke(d)}
          >
            <Button size="small" danger loading={revoking.isLoading && revoking.originalArgs === d._id}>
              Revoke
            </Button>
          </Popconfirm>
        ),
    },
  ];

  return (
    <>
      <Typography.Title level={2}>Displays</Typography.Title>
      <Panel title="New display" style={{ maxWidth: 640, marginBottom: 24 }}>
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
        locale={{ emptyText: <TableEmpty text="No displays yet" pending={isFetching} /> }}
      />
    </>
  );
}
